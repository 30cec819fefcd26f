#!/usr/bin/env node
// The headless command line, prebuilt by `npm run build:cli` (which `npm ci` runs through
// `prepare`): plain JavaScript on plain Node, no TypeScript tooling at run time, and each command's
// modules loaded only when that command runs.
// Node's modules are taken with process.getBuiltinModule, not imported: an import of node:fs makes
// its ES module facade, which reads every export of fs, and fs.promises, fs.ReadStream and the
// like then load some 30 more of Node's modules (streams, readline): 3 to 5 ms of every start.
const { existsSync } = process.getBuiltinModule('node:fs');
const { constants, enableCompileCache } = process.getBuiltinModule('node:module');
const { homedir } = process.getBuiltinModule('node:os');
const { dirname, join } = process.getBuiltinModule('node:path');
const { fileURLToPath, pathToFileURL } = process.getBuiltinModule('node:url');

const built = fileURLToPath(new URL('../dist/cli/cli.js', import.meta.url));
if (!existsSync(built)) {
  process.stderr.write(
    `site-console: the command line is not built (${built} is missing). Run "npm run build:cli" in the project folder, then try again.\n`,
  );
  process.exit(2);
}
// V8 keeps the compiled chunks for the next start (a third of a command's start was compiling
// them), beside the build rather than in the shared temporary folder where another account could
// write into it; a build empties it. Where the build's folder cannot be written (an install made by
// another account, read-only media), the cache is the user's own (XDG_CACHE_HOME, LOCALAPPDATA);
// where neither can be, Node goes on without one.
const userCache = () => {
  const base =
    process.env.XDG_CACHE_HOME ||
    process.env.LOCALAPPDATA ||
    (process.platform === 'darwin' ? join(homedir(), 'Library', 'Caches') : join(homedir(), '.cache'));
  return join(base, 'site-console', 'compile-cache');
};
if (enableCompileCache(join(dirname(built), '.compile-cache')).status === constants.compileCacheStatus.FAILED) {
  try {
    enableCompileCache(userCache());
  } catch {
    // No home folder to speak of: no cache.
  }
}
// The chunks import one another by './name.js' and Node's modules by 'node:name' only: those are
// resolved here, without the stat, realpath and package.json lookups Node makes for each import
// (3 to 7 ms of a command's start, issue 34). Anything else, and Node without in-thread hooks (before
// 22.15), takes Node's own resolution.
const chunks = `${pathToFileURL(dirname(built)).href}/`;
process.getBuiltinModule('node:module').registerHooks?.({
  resolve(specifier, context, next) {
    if (context.parentURL?.startsWith(chunks)) {
      if (specifier.startsWith('node:')) return { url: specifier, format: 'builtin', shortCircuit: true };
      if (/^\.\/[\w.-]+\.js$/.test(specifier))
        return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
    }
    return next(specifier, context);
  },
});
const { main } = await import(pathToFileURL(built).href);
process.exitCode = await main(process.argv.slice(2));
