import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';

// Unit tests run in plain Node; component tests mount Vue components in happy-dom.
// The e2e tests drive real Chromium and have their own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [vue()],
  test: {
    // A guard against hangs, not a speed check: CI has two cores, and mounting the editor with its
    // per-component styles or spawning the CLI can take seconds there.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The CLI tests run bin/site-console.js, which runs the prebuilt command line.
    globalSetup: ['tests/unit/build-cli.global.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.ts'],
          environment: 'happy-dom',
          // Every area's texts, which the window loads with its first area (renderer/i18n/index.ts).
          setupFiles: ['tests/component/setup-messages.ts'],
          // Views import Element Plus styles per component (element-plus/es/components/*/style/css),
          // which only Vite, not Node, can load: those style modules go through Vite here as in the build.
          server: { deps: { inline: [/element-plus[\\/](es[\\/]components[\\/][^\\/]+[\\/]style|theme-chalk)[\\/]/] } },
          // A guard against hangs, not a speed check: the first mount of a view with its lazily
          // loaded parts (CodeMirror) takes seconds when the two cores are shared.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
