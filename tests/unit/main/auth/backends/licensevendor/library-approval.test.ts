// Issue 31, F2: the renderer may not run a command by naming a system library and a profile that
// maps the header's functions to libc's system(). A profile may name only functions the library
// file itself exports (checked before any host loads it), and a library named by the settings runs
// only once the engineer approved it in main's own UI: over the web transport, with a code main
// printed on its terminal, which the page cannot read. Proven over the real web transport, with a
// canary file that the hostile chain would create, and a double whose constructor reports whether
// it was ever loaded.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPROVALS_FILE, type LibraryConfirmation } from '../../../../../../main/auth/backends/licensevendor/library-approval';
import { createConsole, type ConsoleRuntime } from '../../../../../../main/console';
import { startWebTransport, type WebTransport } from '../../../../../../main/web/server';
import { LV_FUNCTIONS } from '../../../../../../shared/licensevendor/abi-profile';
import { knownErrorWords } from '../../../../../../shared/catalogue';
import { licensevendorDouble, tattletaleDouble } from '../../../../../native/licensevendor-double';
import { documentText, DoubleWorld, licensevendorClient } from './support';

const LIBC = '/lib/x86_64-linux-gnu/libc.so.6';
const licensevendorDoubleSource = fileURLToPath(new URL('../../../../../native/licensevendor-double.c', import.meta.url));

interface Answer {
  ok: boolean;
  value?: Record<string, unknown> & { lastError?: { code: string; message: string } | null };
  error?: { code: string; message: string; details?: Record<string, unknown> };
}

let world: DoubleWorld;
let root: string;

beforeEach(async () => {
  world = await DoubleWorld.create();
  root = mkdtempSync(join(tmpdir(), 'lv-approval-'));
});
afterEach(async () => {
  await world.dispose();
  await rm(root, { recursive: true, force: true });
});

/** The hostile profile of F2: login and root path → system, everything else → getpid. */
const hostileProfile = (): string => {
  const file = join(root, 'profile.json');
  writeFileSync(file, JSON.stringify({ symbols: Object.fromEntries(LV_FUNCTIONS.map((f) => [f, f === 'lv_login' || f === 'lv_set_root_path' ? 'system' : 'getpid'])) }));
  return file;
};

describe('a profile may name only what the library file itself exports', () => {
  it('the double with a profile naming getpid and system: refused before any call, nothing loaded, in both languages', async () => {
    const report = join(root, 'loaded.txt');
    const profile = join(root, 'profile.json');
    writeFileSync(profile, JSON.stringify({ name: 'wrong build', symbols: { lv_login: 'getpid', lv_get_version: 'system' } }));
    const { client, runtime } = licensevendorClient(join(root, 'data'), { libraryPath: tattletaleDouble(report), abiProfilePath: profile });
    try {
      const status = await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }));
      const error = status.lastError;
      expect(error).toMatchObject({ category: 'usage', code: 'LICENSEVENDOR_LIBRARY_EXPORTS_MISSING', details: { missing: 'getpid, system', profile: 'wrong build' } });
      expect(error?.message).toContain('does not itself export getpid, system');
      const words = knownErrorWords(error ?? { code: '', message: '' });
      expect(words?.en).toContain('does not itself export getpid, system');
      expect(words?.en).toContain('nothing was loaded');
      expect(words?.['zh-CN']).toContain('自身没有导出 getpid, system');
      expect(words?.['zh-CN']).toContain('未加载任何内容');
      // Not one call reached the library, and it was never even loaded (its constructor did not run).
      expect(await world.calls()).toEqual([]);
      expect(existsSync(report)).toBe(false);
      expect((await client.hasFeature('floor.assign')).reason).not.toBe('licensed');
    } finally {
      await client.dispose();
      await runtime.close();
    }
  });

  it('on the command line too (--vendor-library is no approval of a profile the file cannot honour)', async () => {
    const { client, runtime } = licensevendorClient(join(root, 'data'), { libraryPath: LIBC, abiProfilePath: hostileProfile() });
    const canary = join(root, 'PWNED');
    try {
      const status = await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL', rootPath: `touch ${canary}` }));
      // libc does export system and getpid itself: what refuses it is that no license library names them.
      expect(status.lastError).toMatchObject({ code: 'LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED', details: { symbols: 'system, getpid' } });
      await client.hasFeatures(['floor.assign', 'person.detail']);
      expect(existsSync(canary)).toBe(false);
    } finally {
      await client.dispose();
      await runtime.close();
    }
  });

  it('a system library that only imports system from libc (libz): every profile name missing', async () => {
    const profile = join(root, 'libz.json');
    writeFileSync(profile, JSON.stringify({ symbols: { lv_set_root_path: 'getenv', lv_login: 'inflate' } }));
    const { client, runtime } = licensevendorClient(join(root, 'data'), { libraryPath: '/lib/x86_64-linux-gnu/libz.so.1', abiProfilePath: profile });
    try {
      const status = await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', rootPath: '/tmp' }));
      expect(status.lastError?.code).toBe('LICENSEVENDOR_LIBRARY_EXPORTS_MISSING');
      expect(String(status.lastError?.details?.missing).split(', ')).toEqual(expect.arrayContaining(['getenv', 'lv_logout', 'lv_get_info']));
      expect(status.lastError?.details?.missing).not.toContain('inflate');
    } finally {
      await client.dispose();
      await runtime.close();
    }
  });
});

/** The F2 review's profile: every header function to a distinct harmless function of the library, lv_set_root_path to `rootPath`. */
const reviewProfile = (name: string, harmless: readonly string[], rootPath: string): string => {
  const file = join(root, `${name}.json`);
  const others = [...harmless];
  writeFileSync(file, JSON.stringify({ name, symbols: Object.fromEntries(LV_FUNCTIONS.map((f) => [f, f === 'lv_set_root_path' ? rootPath : (others.shift() as string)])) }));
  return file;
};
const LIBC_HARMLESS = ['getpid', 'getppid', 'getuid', 'geteuid', 'getgid', 'getegid', 'sync', 'getpagesize', 'getdtablesize', 'sched_yield', 'setsid', 'getsid'];
const GLIB = '/usr/lib/x86_64-linux-gnu/libglib-2.0.so.0';
const GLIB_HARMLESS = ['g_get_monotonic_time', 'g_random_int', 'g_get_real_time', 'g_thread_self', 'g_main_depth', 'g_get_num_processors', 'g_get_user_name', 'g_get_home_dir', 'g_get_tmp_dir', 'g_get_host_name', 'g_get_prgname', 'g_get_application_name'];
const LIBPYTHON = '/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0';
const PYTHON_HARMLESS = ['Py_GetVersion', 'Py_GetPlatform', 'Py_GetCompiler', 'Py_GetBuildInfo', 'Py_GetCopyright', 'Py_IsInitialized', 'PyOS_getsig', 'PyGILState_Check', 'Py_GetRecursionLimit', 'PyErr_Occurred', 'PyErr_Clear', 'Py_GetPath'];

describe('a library that starts programs or loads code is refused itself, whatever its profile (F2 review)', () => {
  /** Initializes with `rootPath` a command that would create the canary; returns the error, after a feature check. */
  async function attempt(libraryPath: string, abiProfilePath: string): Promise<{ code: string; message: string; details?: Record<string, unknown> } | null | undefined> {
    const { client, runtime } = licensevendorClient(join(root, 'data'), { libraryPath, abiProfilePath });
    try {
      const status = await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL', rootPath: `touch ${join(root, 'PWNED')}` }));
      expect((await client.hasFeature('floor.assign')).reason).not.toBe('licensed');
      expect(existsSync(join(root, 'PWNED'))).toBe(false);
      return status.lastError as { code: string; message: string; details?: Record<string, unknown> } | null;
    } finally {
      await client.dispose();
      await runtime.close();
    }
  }

  it('libc with the review\'s profile (lv_set_root_path → __libc_system, the others harmless): the profile is refused, nothing runs', async () => {
    const error = await attempt(LIBC, reviewProfile('evil', LIBC_HARMLESS, '__libc_system'));
    expect(error).toMatchObject({ code: 'LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED', details: { symbols: '__libc_system' } });
  });

  it('libc with a profile of harmless functions only: libc itself is refused, naming at most 5 of its exports, in both languages', async () => {
    const error = await attempt(LIBC, reviewProfile('harmless', LIBC_HARMLESS, 'getpgrp'));
    expect(error?.code).toBe('LICENSEVENDOR_LIBRARY_REFUSED');
    const named = String(error?.details?.exports);
    expect(named.replace(/ \(and \d+ more\)$/, '').split(', ')).toHaveLength(5);
    expect(named).toMatch(/\(and \d+ more\)$/);
    expect(Number(error?.details?.count)).toBeGreaterThan(20);
    const words = knownErrorWords(error ?? { code: '', message: '' });
    expect(words?.en).toContain(named);
    expect(words?.en).toContain('nothing was loaded');
    expect(words?.['zh-CN']).toContain(named);
    expect(words?.['zh-CN']).toContain('未加载任何内容');
  });

  it.skipIf(!existsSync(GLIB))('libglib-2.0.so.0: g_spawn_command_line_sync in the profile is refused; a harmless profile refuses the library', async () => {
    expect(await attempt(GLIB, reviewProfile('glib', GLIB_HARMLESS, 'g_spawn_command_line_sync'))).toMatchObject({ code: 'LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED', details: { symbols: 'g_spawn_command_line_sync' } });
    const error = await attempt(GLIB, reviewProfile('glib-harmless', GLIB_HARMLESS, 'g_get_user_data_dir'));
    expect(error?.code).toBe('LICENSEVENDOR_LIBRARY_REFUSED');
    expect(String(error?.details?.exports)).toContain('g_spawn_');
  });

  it.skipIf(!existsSync(LIBPYTHON))('libpython: PyRun_SimpleStringFlags in the profile is refused; a harmless profile refuses the library', async () => {
    expect((await attempt(LIBPYTHON, reviewProfile('python', PYTHON_HARMLESS, 'PyRun_SimpleStringFlags')))?.code).toBe('LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED');
    const error = await attempt(LIBPYTHON, reviewProfile('python-harmless', PYTHON_HARMLESS, 'Py_GetPythonHome'));
    expect(error?.code).toBe('LICENSEVENDOR_LIBRARY_REFUSED');
    expect(String(error?.details?.exports)).toMatch(/Py(Run|_Initialize)/);
  });

  it('the double linked with RUNPATH $ORIGIN: refused before it loads (a libdep.so beside it could be swapped unapproved)', async () => {
    const library = join(root, 'liblv-origin.so');
    execFileSync(process.env.CC ?? 'gcc', ['-std=c11', '-O2', '-shared', '-fPIC', '-fvisibility=hidden', `-I${dirname(licensevendorDoubleSource)}`, '-Wl,-rpath,$ORIGIN', '-Wl,--enable-new-dtags', '-o', library, licensevendorDoubleSource], { stdio: ['ignore', 'ignore', 'pipe'] });
    const { client, runtime } = licensevendorClient(join(root, 'data'), { libraryPath: library, abiProfilePath: null });
    try {
      const status = await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }));
      expect(status.lastError).toMatchObject({ code: 'LICENSEVENDOR_LIBRARY_SEARCH_PATH_REFUSED', details: { searchPath: '$ORIGIN' } });
      const words = knownErrorWords(status.lastError ?? { code: '', message: '' });
      expect(words?.en).toContain('$ORIGIN');
      expect(words?.['zh-CN']).toContain('$ORIGIN');
      expect(await world.calls()).toEqual([]);
    } finally {
      await client.dispose();
      await runtime.close();
    }
  });
});

describe('the vendor library of the settings, over the web transport', () => {
  let web: WebTransport;
  let runtime: ConsoleRuntime;
  let printed: string[];
  let dataDir: string;
  let laptopDir: string;
  let base: string;

  /** One bridge call as the page makes it: the token, and nothing else. */
  async function invoke(op: string, payload: unknown): Promise<Answer> {
    const res = await request(`${web.origin}/api/invoke/${op}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${web.token}` }, body: JSON.stringify(payload) });
    return (await res.body.json()) as Answer;
  }

  /** The code main printed on its terminal (what only the engineer at the console's terminal sees). */
  const lastCode = (): string => /type this code in the page[^:]*: ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(printed.at(-1) ?? '')?.[1] ?? '';

  beforeAll(() => {
    base = mkdtempSync(join(tmpdir(), 'lv-approval-web-'));
    mkdirSync(join(base, 'renderer'));
    writeFileSync(join(base, 'renderer', 'index.html'), '<!doctype html><title>t</title>');
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });
  beforeEach(async () => {
    printed = [];
    dataDir = join(root, 'data');
    laptopDir = join(root, 'laptop');
    // The terminal of the web transport: main prints there (stderr by default; captured here).
    const libraryConfirmation: LibraryConfirmation = { kind: 'console-code', announce: (text) => printed.push(text) };
    runtime = createConsole({ version: '1', dataDir, secretsDir: laptopDir }, { surface: 'web', libraryConfirmation });
    web = await startWebTransport(runtime, { rendererDir: join(base, 'renderer') });
  });
  afterEach(async () => {
    await web.close();
    await runtime.close();
  });

  it('F2: config:save a hostile profile, settings:update libc, initialize with a shell command as rootPath, check: nothing runs', async () => {
    const canary = join(root, 'PWNED');
    const profile = join(root, 'hostile-profile.json');
    const symbols = Object.fromEntries(LV_FUNCTIONS.map((f) => [f, f === 'lv_login' || f === 'lv_set_root_path' ? 'system' : 'getpid']));
    expect((await invoke('config:save', { path: profile, text: JSON.stringify({ symbols }), mode: 'saveAs', confirmInvalid: true })).ok).toBe(true);
    expect((await invoke('settings:update', { licensevendorLibrary: LIBC, licensevendorAbiProfile: profile })).ok).toBe(true);
    const document = documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL', rootPath: `touch ${canary}` });
    const initialized = await invoke('auth:initialize', { text: document });
    expect(initialized.ok).toBe(true);
    // libc exports system and getpid itself; no license library names them, so the check before
    // loading refuses it (and were it a library that passes, it is not approved: the next test).
    expect(initialized.value?.lastError).toMatchObject({ code: 'LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED' });
    const checked = await invoke('auth:check', { keys: ['floor.assign', 'person.detail'] });
    expect(checked.ok).toBe(true);
    expect(JSON.stringify(checked)).not.toContain('"reason":"licensed"');
    // And the engineer is never even asked: libc fails the export rules first.
    const asked = await invoke('auth:approveVendorLibrary', {});
    expect(asked.error).toMatchObject({ code: 'LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED' });
    expect(printed).toEqual([]);
    // A code the page guesses approves nothing either.
    expect((await invoke('auth:confirmVendorLibrary', { code: 'AAAA-AAAA' })).error).toMatchObject({ code: 'LICENSEVENDOR_APPROVAL_CODE_WRONG' });
    expect((await invoke('auth:initialize', { text: document })).value?.lastError).toMatchObject({ code: 'LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED' });
    expect(existsSync(canary)).toBe(false);
    expect(existsSync(join(laptopDir, APPROVALS_FILE))).toBe(false);
  });

  it('settings:update alone never loads a library (its constructor does not run)', async () => {
    const report = join(root, 'loaded.txt');
    expect((await invoke('settings:update', { licensevendorLibrary: tattletaleDouble(report), licensevendorAbiProfile: null })).ok).toBe(true);
    const initialized = await invoke('auth:initialize', { text: documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }) });
    expect(initialized.value?.lastError).toMatchObject({ code: 'LICENSEVENDOR_LIBRARY_NOT_APPROVED' });
    expect(initialized.value?.lastError?.message).toContain('Confirm library');
    expect(existsSync(report)).toBe(false);
    expect(await world.calls()).toEqual([]);
  });

  it('the engineer approves with the code main printed: a wrong code ends it, the printed one approves, a changed file needs approving again', async () => {
    const library = join(root, 'liblicensevendor.so');
    writeFileSync(library, readFileSync(licensevendorDouble()));
    expect((await invoke('settings:update', { licensevendorLibrary: library, licensevendorAbiProfile: null })).ok).toBe(true);
    const document = { text: documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }) };

    const asked = await invoke('auth:approveVendorLibrary', {});
    expect(asked.value).toMatchObject({ state: 'awaiting-code', libraryPath: library, abiProfilePath: null });
    // The code is on the terminal only: in no answer the page receives.
    const code = lastCode();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(JSON.stringify(asked)).not.toContain(code.replace('-', ''));
    expect(printed.at(-1)).toContain(library);
    expect(printed.at(-1)).toContain(String(asked.value?.sha256));
    // One wrong guess ends that code: the right one no longer works after it.
    expect((await invoke('auth:confirmVendorLibrary', { code: 'ZZZZ-ZZZZ' })).error).toMatchObject({ code: 'LICENSEVENDOR_APPROVAL_CODE_WRONG' });
    expect((await invoke('auth:confirmVendorLibrary', { code })).error).toMatchObject({ code: 'LICENSEVENDOR_APPROVAL_CODE_WRONG' });
    expect((await invoke('auth:initialize', document)).value?.lastError).toMatchObject({ code: 'LICENSEVENDOR_LIBRARY_NOT_APPROVED' });

    await invoke('auth:approveVendorLibrary', {});
    const approved = await invoke('auth:confirmVendorLibrary', { code: lastCode().toLowerCase() });
    expect(approved.value).toMatchObject({ state: 'approved', libraryPath: library });
    expect((await invoke('auth:initialize', document)).value).toMatchObject({ state: 'activated', lastError: null });
    // Kept on this laptop (not in the data directory), bound to the bytes.
    const kept = JSON.parse(readFileSync(join(laptopDir, APPROVALS_FILE), 'utf8')) as { approvals: { realPath: string; librarySha256: string; abiProfileSha256: string | null }[] };
    expect(kept.approvals).toEqual([expect.objectContaining({ realPath: library, librarySha256: approved.value?.sha256, abiProfileSha256: null })]);
    expect(existsSync(join(dataDir, APPROVALS_FILE))).toBe(false);

    // The file replaced by another build under the same name: not approved any more.
    await invoke('auth:dispose', {});
    writeFileSync(library, readFileSync(tattletaleDouble(join(root, 'loaded.txt'))));
    expect((await invoke('auth:initialize', document)).value?.lastError).toMatchObject({ code: 'LICENSEVENDOR_LIBRARY_NOT_APPROVED' });
    expect(existsSync(join(root, 'loaded.txt'))).toBe(false);
  });

  it('a code printed for one library does not approve another set after it', async () => {
    const first = join(root, 'first.so');
    writeFileSync(first, readFileSync(licensevendorDouble()));
    await invoke('settings:update', { licensevendorLibrary: first, licensevendorAbiProfile: null });
    await invoke('auth:approveVendorLibrary', {});
    const code = lastCode();
    const report = join(root, 'loaded.txt');
    await invoke('settings:update', { licensevendorLibrary: tattletaleDouble(report) });
    expect((await invoke('auth:confirmVendorLibrary', { code })).error).toMatchObject({ code: 'LICENSEVENDOR_APPROVAL_CODE_WRONG' });
    expect((await invoke('auth:initialize', { text: documentText({ url: 'root:///tmp', sn: 'SN-FIXED' }) })).value?.lastError).toMatchObject({ code: 'LICENSEVENDOR_LIBRARY_NOT_APPROVED' });
    expect(existsSync(report)).toBe(false);
  });
});

describe('where main asks', () => {
  it('the web transport prints the code on its own stderr by default; a console without a UI of its own cannot approve', async () => {
    const library = licensevendorDouble();
    const web = createConsole({ version: '1', dataDir: join(root, 'web') }, { surface: 'web' });
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true));
    try {
      await web.services.settings.update({ licensevendorLibrary: library });
      const asked = await web.dispatch('auth:approveVendorLibrary', {}, { transport: 'web' });
      expect(asked).toMatchObject({ ok: true, value: { state: 'awaiting-code' } });
      expect(written.join('')).toMatch(/type this code in the page[^:]*: [A-Z2-9]{4}-[A-Z2-9]{4}/);
      expect(written.join('')).toContain(library);
    } finally {
      spy.mockRestore();
      await web.close();
    }
    const window = createConsole({ version: '1', dataDir: join(root, 'window') }, { surface: 'window' });
    try {
      await window.services.settings.update({ licensevendorLibrary: library });
      expect(await window.dispatch('auth:approveVendorLibrary', {}, { transport: 'ipc' })).toMatchObject({ ok: false, error: { code: 'LICENSEVENDOR_APPROVAL_UNAVAILABLE' } });
    } finally {
      await window.close();
    }
  });
});
