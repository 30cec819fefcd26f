import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';

// Unit tests run in plain Node; component tests mount Vue components in happy-dom.
// The e2e tests drive real Chromium and have their own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [vue()],
  test: {
    // Generous, not a performance bound: on a shared two-core machine the first test of a file may
    // spend seconds transforming CodeMirror or spawning a CLI. Benchmarks measure speed.
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'component', include: ['tests/component/**/*.test.ts'], environment: 'happy-dom' } },
    ],
  },
});
