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
  },
});
