import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

// Bundles the Electron side, in two passes: `--mode main` for the main process (ESM) and
// `--mode preload` for the preload script, which must be one self-contained CommonJS file because
// sandboxed preloads cannot load modules. Packages with native parts or large trees stay external
// in main and ship in node_modules through electron-builder. The licensevendor host is an entry of
// its own: it runs in a utilityProcess beside the main process.
// `--mode cli` bundles the command line (bin/site-console.js runs it on plain Node, no TypeScript
// tooling at run time): each command's modules stay in chunks of their own, loaded only when that
// command runs, and every runtime dependency stays external (it ships in node_modules).
const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const runtimeDependencies = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies);
/** A runtime dependency or a file inside one (`ajv/dist/runtime/…`). */
const isRuntimeDependency = (id: string): boolean => runtimeDependencies.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig(({ mode }) => {
  if (mode === 'cli' || mode === 'sea') {
    // `--mode sea`: the same command line for the single executable (scripts/build-sea.ts), with
    // every pure-JavaScript dependency inside the bundle, since no node_modules ships beside it;
    // only the packages with native parts stay external and ship beside the executable.
    const sea = mode === 'sea';
    const nativeDependencies = ['koffi', '@napi-rs/keyring'];
    return {
      // Vite leaves every dependency of a server build external unless told otherwise.
      ssr: sea ? { noExternal: true, external: nativeDependencies } : undefined,
      build: {
        outDir: sea ? 'dist/sea/cli' : 'dist/cli',
        emptyOutDir: true,
        minify: false,
        sourcemap: true,
        target: 'node24',
        ssr: true,
        rollupOptions: {
          input: { cli: 'main/cli.ts', 'licensevendor-host': 'main/auth/backends/licensevendor/host-entry.ts' },
          external: (id: string) => nodeBuiltins.includes(id) || (sea ? nativeDependencies.some((name) => id === name || id.startsWith(`${name}/`)) : isRuntimeDependency(id)),
          // Chunks beside the entries: the licensevendor host is found as ./licensevendor-host.js
          // relative to the module that forks it, whichever chunk that lands in.
          output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
        },
      },
    };
  }
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
