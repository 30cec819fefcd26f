import { builtinModules, createRequire } from 'node:module';
import { resolve, sep } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { commandChunks } from './scripts/command-chunks.ts';
import { eagerFunctions } from './scripts/eager-functions.ts';
import { minifyChunks } from './scripts/minify-chunks.ts';
import { undiciAssertOnUse, undiciHeaderTreeOnUse, undiciHttp2OnUse, undiciHttpOnUse, undiciZlibOnUse } from './scripts/undici-edits.ts';

// Bundles the Electron side, in two passes: `--mode main` for the main process (ESM) and
// `--mode preload` for the preload script, which must be one self-contained CommonJS file because
// sandboxed preloads cannot load modules. Packages with native parts or large trees stay external
// in main and ship in node_modules through electron-builder. The licensevendor host is an entry of
// its own: it runs in a utilityProcess beside the main process.
// `--mode cli` bundles the command line (bin/site-console.js runs it on plain Node, no TypeScript
// tooling at run time): each command's modules stay in chunks of their own, loaded only when that
// command runs, with the pure-JavaScript dependencies they use inside those chunks (issue 34: Node
// opening a package's files one by one, 201 of TypeBox's at every `validate`, cost more than the
// work). Only the packages with native parts stay external (they ship in node_modules).
const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const nativeDependencies = ['koffi', '@napi-rs/keyring'];

/**
 * Node's modules whose ES facade costs more than what the bundle reads of them, with the exports
 * the bundle must never read: http's WebSocket, CloseEvent and MessageEvent load Node's own copy of
 * undici. fs's facade reads its ReadStream, WriteStream, Utf8Stream and promises getters, util's
 * loads parseArgs, diff and the worker's messaging: some 30 modules each, at every start.
 */
const WITHOUT_FACADE: Record<string, string[]> = { http: ['WebSocket', 'CloseEvent', 'MessageEvent'], fs: [], util: [] };
const FACADE_PREFIX = '\0node-without-facade:';

/**
 * `import … from 'node:http'` makes Node build the module's ES facade, which reads every export;
 * reading http's WebSocket, CloseEvent and MessageEvent loads Node's own copy of undici, some 70 ms
 * of CPU at every start of a command whose chunks import http (`person`, `license`, the batch). The
 * bundle's imports of these modules read them through process.getBuiltinModule instead, each
 * export only where a module imports it (require() in the bundled packages reads nothing it does
 * not use).
 */
function builtinsWithoutFacade(): Plugin {
  const load = createRequire(import.meta.url);
  return {
    name: 'site-console:builtins-without-facade',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      const name = source.replace(/^node:/, '');
      if (!(name in WITHOUT_FACADE)) return null;
      return options.kind === 'require-call' ? { id: `node:${name}`, external: true } : FACADE_PREFIX + name;
    },
    load(id) {
      if (!id.startsWith(FACADE_PREFIX)) return null;
      const name = id.slice(FACADE_PREFIX.length);
      const never = WITHOUT_FACADE[name] ?? [];
      const names = Object.keys(load(`node:${name}`) as Record<string, unknown>).filter(
        (key) => !never.includes(key) && /^[A-Za-z_$][\w$]*$/.test(key),
      );
      // Reads through a pure call, so that the bundle drops the exports no module imports.
      return [
        // Names no export of these modules has (fs exports a `read`).
        `const builtin$ = process.getBuiltinModule(${JSON.stringify(`node:${name}`)});`,
        'const read$ = (key) => builtin$[key];',
        'export default builtin$;',
        ...names.map((key) => `export const ${key} = /* @__PURE__ */ read$(${JSON.stringify(key)});`),
      ].join('\n');
    },
  };
}

/**
 * Node's modules that only some paths of a command use, by the functions the bundle calls: tls
 * (a site over https with its own CA or pin), child_process (the licensevendor host, the data
 * folder's permissions on Windows), dns/promises and net (a pre-flight check) and crypto (hashes, keys and
 * random names, used after a command has read its input, if at all). Loading them costs some
 * 20 ms of CPU at the start of `person`, `license` and the batch whatever they do; the bundle gets
 * functions that load the module at their first call instead. Only calls are served (with
 * util.promisify's custom form), classes made with `new` (ON_FIRST_NEW) and a default import, read
 * at its first use: importing another name from these modules fails the build.
 */
const ON_FIRST_CALL: Record<string, string[]> = {
  tls: ['createSecureContext'],
  child_process: ['fork', 'execFile'],
  'dns/promises': ['lookup'],
  // The pre-flight checks of a license server (a TCP connect): net and Node's streams are some 3 ms
  // at every start of `license`, which reaches them only when it checks a server.
  net: ['isIP', 'Socket'],
  // Some 20 of Node's modules (readline, the REPL's history, the watchers), 1 to 1.5 ms of a start.
  // What every command does on its way is on Node's callback fs (shared/node/file-calls.ts); the
  // rest (the batch's journal, saving, the evidence pack) loads it at its first call.
  'fs/promises': [
    ...['access', 'appendFile', 'chmod', 'link', 'lstat', 'mkdir', 'mkdtemp', 'open', 'readFile'],
    ...['readdir', 'realpath', 'rename', 'rm', 'stat', 'unlink'],
  ],
  // Some 20 of Node's modules, 9 ms at every start (`validate` hashes nothing unless it saves).
  crypto: [
    ...[
      'createHash',
      'createHmac',
      'randomBytes',
      'randomInt',
      'randomUUID',
      'timingSafeEqual',
      'scryptSync',
      'createCipheriv',
      'createDecipheriv',
    ],
    ...['createPublicKey', 'createPrivateKey', 'generateKeyPairSync', 'sign', 'verify'],
  ],
};
const ON_FIRST_CALL_PREFIX = '\0node-on-first-call:';

/** The names of ON_FIRST_CALL that are classes, made with `new`: each is a proxy of the class, loaded at its first use. */
const ON_FIRST_NEW = new Set(['net.Socket']);

function builtinsOnFirstCall(): Plugin {
  const load = createRequire(import.meta.url);
  return {
    name: 'site-console:builtins-on-first-call',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      const name = source.replace(/^node:/, '');
      if (!(name in ON_FIRST_CALL)) return null;
      return options.kind === 'require-call' ? { id: `node:${name}`, external: true } : ON_FIRST_CALL_PREFIX + name;
    },
    load(id) {
      if (!id.startsWith(ON_FIRST_CALL_PREFIX)) return null;
      const name = id.slice(ON_FIRST_CALL_PREFIX.length);
      const module = load(`node:${name}`) as Record<string, unknown>;
      // Nothing runs when the stub loads: a module that imports it and nothing else the command
      // uses is not loaded for its sake.
      const code = [
        `const builtin$ = () => process.getBuiltinModule(${JSON.stringify(`node:${name}`)});`,
        `const custom$ = Symbol.for('nodejs.util.promisify.custom');`,
        // A default import (`import crypto from 'crypto'` in uuid, inside exceljs) reads the module at its first property read.
        'export default new Proxy({}, { get: (_, key) => builtin$()[key], has: (_, key) => key in builtin$() });',
        ...(ON_FIRST_CALL[name] ?? []).map((key) =>
          ON_FIRST_NEW.has(`${name}.${key}`)
            ? `export const ${key} = new Proxy(function ${key}() {}, { construct: (_, args, made) => Reflect.construct(builtin$().${key}, args, made), get: (_, key) => Reflect.get(builtin$().${key}, key) });`
            : typeof (module[key] as { [k: symbol]: unknown })?.[Symbol.for('nodejs.util.promisify.custom')] === 'function'
              ? `export const ${key} = Object.assign((...args) => builtin$().${key}(...args), { [custom$]: (...args) => builtin$().${key}[custom$](...args) });`
              : `export const ${key} = (...args) => builtin$().${key}(...args);`,
        ),
      ].join('\n');
      return { code, moduleSideEffects: false };
    },
  };
}

/**
 * What main/ takes from undici, each part from its own file. undici's index loads the whole of
 * undici (fetch, WebSocket, EventSource, cookies, the mock agents, the cache stores): some 150 ms
 * of CPU at every start of a command that calls a site or a license server, for the pool and the
 * connector that main/http/ uses. Like the index, the module gives every dispatcher its
 * request(), stream()… methods. An import of another name fails the build: add its file here. The
 * reference site (sim/) takes the whole of undici.
 */
const UNDICI_PARTS: Record<string, string> = { Pool: 'undici/lib/dispatcher/pool.js', buildConnector: 'undici/lib/core/connect.js' };
const UNDICI_MODULE = '\0undici-parts';

function undiciParts(): Plugin {
  const main = resolve('main') + sep;
  return {
    name: 'site-console:undici-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'undici' && importer?.startsWith(main) ? UNDICI_MODULE : null;
    },
    load(id) {
      if (id !== UNDICI_MODULE) return null;
      return [
        `import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';`,
        `import api from 'undici/lib/api/index.js';`,
        'Object.assign(Dispatcher.prototype, api);',
        ...Object.entries(UNDICI_PARTS).map(([name, file]) => `export { default as ${name} } from ${JSON.stringify(file)};`),
      ].join('\n');
    },
  };
}

/**
 * Packages that main/ takes as a default import and that load when that import is first used, not
 * when the command's chunk does: exceljs is most of what the batch command would load (3 MB, some
 * 300 ms of CPU), and a batch from a CSV file never needs it, nor numfmt (Excel's number formats,
 * some 30 ms of CPU building its locale tables when it loads). Each is built as an entry of its own
 * (`<name>.js` beside the chunks) that the import's first property read requires. Only property
 * reads of the default import are served (`new ExcelJS.Workbook()`, `ExcelJS.ValueType`); a named
 * import fails the build.
 */
const LAZY_DEFAULT_IMPORTS = ['exceljs', 'numfmt'];
const LAZY_PREFIX = '\0lazy-default:';

function lazyDefaultImports(): Plugin {
  const main = resolve('main') + sep;
  return {
    name: 'site-console:lazy-default-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      return LAZY_DEFAULT_IMPORTS.includes(source) && importer?.startsWith(main) ? LAZY_PREFIX + source : null;
    },
    load(id) {
      if (!id.startsWith(LAZY_PREFIX)) return null;
      const name = id.slice(LAZY_PREFIX.length);
      return [
        `import { createRequire } from 'node:module';`,
        // Every chunk sits in one folder, so the entry is beside whichever chunk this lands in.
        'const load = createRequire(import.meta.url);',
        'let loaded;',
        // A package with no default export of its own (numfmt) is its named exports.
        `const target = () => (loaded ??= ((entry) => entry.default ?? entry)(load(${JSON.stringify(`./${name}.js`)})));`,
        'export default new Proxy({}, { get: (_, key) => target()[key], has: (_, key) => key in target() });',
      ].join('\n');
    },
  };
}

/**
 * The modules of main/ that the composition root (main/compose.ts) makes a service of only when a
 * command first asks for it, by the entry that serves them, with the names it imports from each.
 * `authorization`: the authorization client and the licensevendor runtime are a third of the
 * services' code and bring the document checker and the ABI profile's validator, which `person`
 * and the batch never use. `http`: the HTTP client and undici (400 KB, some 10 ms of CPU), which
 * `license` with a licensevendor document never uses. In the command line build each is an entry
 * of its own (`<entry>.js` beside the chunks), loaded (require() of ES modules) at the first use of
 * one of its names; a class made with `new` is served too. Importing another name fails the build.
 */
const LAZY_COMPOSITION: Record<string, Record<string, string[]>> = {
  authorization: {
    'main/auth/authorization-client.ts': ['AuthorizationClient'],
    'main/auth/backends/index.ts': ['authorizationBackends'],
    'main/auth/backends/licensevendor/backend.ts': ['LicensevendorRuntime'],
    'main/auth/backends/licensevendor/library-approval.ts': ['LibraryApprovals', 'VendorLibraryApprovalDesk'],
  },
  http: { 'main/http/client.ts': ['HttpClient'] },
};
const LAZY_COMPOSITION_PREFIX = '\0lazy-composition:';
/** The entry that serves a lazily composed module, and the names it serves. */
function lazyModule(file: string): { entry: string; names: string[] } | undefined {
  for (const [entry, modules] of Object.entries(LAZY_COMPOSITION)) {
    const names = modules[file];
    if (names) return { entry, names };
  }
  return undefined;
}

function lazyComposition(): Plugin {
  const root = resolve('.') + sep;
  const compose = resolve('main/compose.ts');
  return {
    name: 'site-console:lazy-composition',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(LAZY_COMPOSITION_PREFIX) && source.slice(LAZY_COMPOSITION_PREFIX.length) in LAZY_COMPOSITION) return source;
      if (importer !== compose) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved?.id.startsWith(root) ? resolved.id.slice(root.length).split(sep).join('/') : undefined;
      return file && lazyModule(file) ? LAZY_COMPOSITION_PREFIX + file : null;
    },
    load(id) {
      if (!id.startsWith(LAZY_COMPOSITION_PREFIX)) return null;
      const file = id.slice(LAZY_COMPOSITION_PREFIX.length);
      // An entry: every name, from its module.
      const served = LAZY_COMPOSITION[file];
      if (served)
        return Object.entries(served)
          .map(([path, names]) => `export { ${names.join(', ')} } from ${JSON.stringify(resolve(path))};`)
          .join('\n');
      const lazy = lazyModule(file);
      if (!lazy) return this.error(`${file} is not composed lazily (LAZY_COMPOSITION)`);
      const { entry, names } = lazy;
      return [
        `import { createRequire } from 'node:module';`,
        // Every chunk sits in one folder, so the entry is beside whichever chunk this lands in.
        'const load = createRequire(import.meta.url);',
        'let loaded;',
        `const target = () => (loaded ??= load(${JSON.stringify(`./${entry}.js`)}));`,
        ...names.map(
          (name) =>
            `export const ${name} = new Proxy(function ${name}() {}, { ` +
            `construct: (_, args) => Reflect.construct(target().${name}, args), apply: (_, self, args) => Reflect.apply(target().${name}, self, args), ` +
            `get: (_, key) => Reflect.get(target().${name}, key) });`,
        ),
      ].join('\n');
    },
  };
}

/** When the command line loads its roots beyond import() (scripts/command-chunks.ts). */
function commandRoots(): Parameters<typeof commandChunks>[0] {
  const typebox = (id: string) => id.includes(`${sep}node_modules${sep}@sinclair${sep}typebox${sep}`);
  const lazyPackage = (id: string) => LAZY_DEFAULT_IMPORTS.find((name) => id.includes(`${sep}node_modules${sep}${name}${sep}`));
  return {
    start: resolve('main/cli/index.ts'),
    loadedBy: (entry) => {
      const served = entry.startsWith(LAZY_COMPOSITION_PREFIX) ? LAZY_COMPOSITION[entry.slice(LAZY_COMPOSITION_PREFIX.length)] : undefined;
      if (served) return Object.keys(served).map((file) => LAZY_COMPOSITION_PREFIX + file);
      const name = lazyPackage(entry);
      return name ? [LAZY_PREFIX + name] : undefined;
    },
    // TypeBox and the modules that build schemas with it: the build drops the schemas no command uses.
    leave: (id, info) => typebox(id) || info.importedIds.some(typebox),
    // main/cli/site-call.ts imports them in one Promise.all.
    together: [['main/cli/services.ts', 'main/site/site-client.ts', 'main/http/failures.ts'].map((file) => resolve(file))],
  };
}

/** A chunk's name from one of its roots: its file name, without the folder and the extension. */
const rootLabel = (id: string): string =>
  id
    .replace(/^\0[\w-]+:/, '')
    .replace(/^.*[\\/]/, '')
    .replace(/\.[cm]?[jt]s$/, '');

export default defineConfig(({ mode }) => {
  if (mode === 'cli' || mode === 'sea') {
    // `--mode sea`: the same command line for the single executable (scripts/build-sea.ts), with
    // every pure-JavaScript dependency inside the bundle, since no node_modules ships beside it;
    // only the packages with native parts stay external and ship beside the executable.
    const sea = mode === 'sea';
    return {
      plugins: [
        builtinsWithoutFacade(),
        builtinsOnFirstCall(),
        undiciParts(),
        undiciHttp2OnUse(),
        undiciZlibOnUse(),
        undiciHeaderTreeOnUse(),
        ...undiciHttpOnUse(),
        undiciAssertOnUse(),
        lazyDefaultImports(),
        lazyComposition(),
        eagerFunctions(),
        minifyChunks(),
      ],
      // Vite leaves every dependency of a server build external unless told otherwise.
      ssr: { noExternal: true, external: nativeDependencies },
      build: {
        outDir: sea ? 'dist/sea/cli' : 'dist/cli',
        emptyOutDir: true,
        // Minified by scripts/minify-chunks.ts, once scripts/eager-functions.ts has read the chunks.
        minify: false,
        sourcemap: true,
        target: 'node24',
        ssr: true,
        rollupOptions: {
          // The contract's TypeBox schemas serve the compiler and the generated validators; a command
          // that imports a constant or a function from a contract module must not build its schemas
          // (TypeBox and some 60 schemas at the start of person, license and the batch). Schemas a
          // command does use are kept.
          treeshake: { manualPureFunctions: ['Type', 'OneOf', 'OrNull', 'Closed', 'ExactlyOneOf', 'Discriminated', 'operation', 'event'] },
          input: {
            cli: 'main/cli/index.ts',
            'licensevendor-host': 'main/auth/backends/licensevendor/host-entry.ts',
            ...Object.fromEntries(LAZY_DEFAULT_IMPORTS.map((name) => [name, name])),
            ...Object.fromEntries(Object.keys(LAZY_COMPOSITION).map((entry) => [entry, LAZY_COMPOSITION_PREFIX + entry])),
          },
          // http, fs and util are resolved by builtinsWithoutFacade(), tls, child_process, dns/promises and crypto by
          // builtinsOnFirstCall(), assert by undiciAssertOnUse().
          external: (id: string) =>
            (nodeBuiltins.includes(id) && !(id.replace(/^node:/, '') in { ...WITHOUT_FACADE, ...ON_FIRST_CALL, assert: [] })) ||
            nativeDependencies.some((name) => id === name || id.startsWith(`${name}/`)),
          // Chunks beside the entries: the licensevendor host is found as ./licensevendor-host.js
          // relative to the module that forks it, whichever chunk that lands in.
          // No comments in the chunks: fewer bytes to read and decode at every start, and chunks such as
          // undici's become pure ASCII, which Node decodes and V8 scans fastest (issue 34). Source maps stay.
          output: {
            format: 'es',
            entryFileNames: '[name].js',
            chunkFileNames: '[name]-[hash].js',
            comments: false,
            // Every chunk in ASCII, its Chinese words as \u escapes: a chunk holding one such word was
            // a two-byte string for V8, and Node re-encodes and hashes each chunk's whole text at every
            // start to find its compile cache, slowly for two-byte text (issue 34).
            charset: 'ascii',
            // One chunk per moment of loading rather than per set of commands sharing modules (issue 34).
            codeSplitting: {
              groups: [{ name: commandChunks(commandRoots(), rootLabel), debugName: 'command-chunks' }],
              // A module's dependencies go by their own roots, not into the chunk of the first module that imports them.
              includeDependenciesRecursively: false,
            },
          },
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
        input: (preload
          ? { index: 'preload/index.ts' }
          : { index: 'main/electron/index.ts', 'licensevendor-host': 'main/auth/backends/licensevendor/host-entry.ts' }) as Record<
          string,
          string
        >,
        external: preload
          ? ['electron']
          : ['electron', 'fastify', '@fastify/static', 'undici', 'koffi', '@napi-rs/keyring', ...nodeBuiltins],
        output: preload
          ? { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false }
          : { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
});
