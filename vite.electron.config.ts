import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

// Bundles the Electron side, in two passes: `--mode main` for the main process (ESM) and
// `--mode preload` for the preload script, which must be one self-contained CommonJS file because
// sandboxed preloads cannot load modules. Packages with native parts or large trees stay external
// in main and ship in node_modules through electron-builder. The licensevendor host is an entry of
// its own: it runs in a utilityProcess beside the main process.
const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

export default defineConfig(({ mode }) => {
  const preload = mode === 'preload';
  return {
    build: {
      outDir: preload ? 'dist/preload' : 'dist/main',
      emptyOutDir: true,
      minify: false,
      sourcemap: true,
      target: 'node20',
      ssr: true,
      rollupOptions: {
        input: (preload ? { index: 'preload/index.ts' } : { index: 'main/electron/index.ts', 'licensevendor-host': 'main/auth/backends/licensevendor/host-entry.ts' }) as Record<string, string>,
        external: preload ? ['electron'] : ['electron', 'fastify', '@fastify/static', 'undici', 'koffi', '@napi-rs/keyring', ...nodeBuiltins],
        output: preload
          ? { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false }
          : { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
});
