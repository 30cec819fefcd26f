import { defineConfig } from 'vitest/config';

// End-to-end tests: the built renderer served by the web transport, driven in Debian's Chromium.
// One file at a time: two cores do not run two browsers and a site well.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll ends as soon as what it waits for holds; on a loaded CI machine a view may take more
    // than vitest's default second to follow an input (a validation, a language switch).
    expect: { poll: { timeout: 10_000 } },
  },
});
