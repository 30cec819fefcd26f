import { resolve } from 'node:path';
import vue from '@vitejs/plugin-vue';
import Components from 'unplugin-vue-components/vite';
import { ElementPlusResolver } from 'unplugin-vue-components/resolvers';
import { defineConfig } from 'vite';
import { bundleReport } from './scripts/bundle-report.ts';
import { compileHints } from './scripts/compile-hints.ts';

// The renderer, built to dist/renderer with relative asset paths so that the same files load from
// app:// in Electron and from the web transport.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [
    vue(),
    // Element Plus on demand. Compile-time component resolution only: when a template uses
    // <el-button>, the compiled render function gets an ordinary import of ElButton and of its
    // CSS, so each chunk carries exactly the components (and styles) its templates use, and a view
    // added later pays only for itself. No globals, no generated declaration file, no local
    // component scanning (our own components stay explicit imports) and no unplugin-auto-import:
    // script code still imports what it calls (ElMessage and its style) by hand.
    Components({ dirs: [], dts: false, resolvers: [ElementPlusResolver({ importStyle: 'css' })] }),
    bundleReport(resolve(import.meta.dirname, 'dist/renderer-bundle.json'), import.meta.dirname),
    // What every area needs (area-needs.ts) runs soon after the first view has painted: it gets the
    // compile hint too.
    compileHints([/renderer\/element-config\.ts$/, /renderer\/i18n\/en\.ts$/]),
  ],
  define: {
    // No component of ours or of the libraries in the window (Element Plus, vue-router, vue-i18n in
    // its composition mode, Pinia) uses the Options API: without it Vue is 4 KB smaller and caches
    // the template's property lookups (bench:startup, paired cold runs at 4×: 4 to 18 ms sooner).
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    // No <i18n-t> or v-t anywhere: $t and useI18n need neither registered.
    __VUE_I18N_FULL_INSTALL__: 'false',
    __VUE_I18N_LEGACY_API__: 'false',
    __INTLIFY_PROD_DEVTOOLS__: 'false',
    // Texts are read by renderer/i18n/message-compiler.ts: vue-i18n's parser stays out of the bundle.
    __INTLIFY_DROP_MESSAGE_COMPILER__: 'true',
  },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    // Sizes are judged by scripts/bundle-budget.ts against the budgets, not by Vite's warning.
    chunkSizeWarningLimit: 2000,
    // No inline data: script or module-preload polyfill tricks: the CSP allows 'self' only.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every chunk in ASCII, its Chinese words and typographic marks as \u escapes: a script
        // with one such character is two-byte text for V8, which then scans it more slowly.
        charset: 'ascii',
        codeSplitting: {
          // CodeMirror in a chunk of its own: it loads beside the view that needs it, in parallel,
          // keeps every chunk within its budget, and is shared as is by any later view with an editor.
          groups: [
            { name: 'codemirror', test: /node_modules[\\/](@codemirror|@lezer|codemirror|style-mod|w3c-keyname|crelt|@marijn)[\\/]/ },
            // The shell, with the first area's view (router.ts), in one file, the entry, not the
            // several the bundler makes of what later chunks share with it. Each file is a request
            // and a response handled on the main thread: on a slow laptop their number held the
            // first view back.
            { name: 'shell', tags: ['$initial'], priority: 2 },
            // Except the web token's module: the address is wiped from a module of its own (bridge/web-token.ts says why).
            { name: 'web-token', test: /renderer[\\/]bridge[\\/]web-token\.ts$/, priority: 3 },
          ],
        },
      },
    },
  },
});
