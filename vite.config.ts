import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// The renderer, built to dist/renderer with relative asset paths so that the same files load from
// app:// in Electron and from the web transport.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [vue()],
  define: {
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    __VUE_I18N_FULL_INSTALL__: 'true',
    __VUE_I18N_LEGACY_API__: 'false',
    __INTLIFY_PROD_DEVTOOLS__: 'false',
  },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // No inline data: script or module-preload polyfill tricks: the CSP allows 'self' only.
    modulePreload: { polyfill: false },
  },
});
