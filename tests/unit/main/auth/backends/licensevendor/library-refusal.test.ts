// Issue 31, F2: a profile may name only functions the library file itself exports (checked before any
// host loads it), and a library that starts programs or loads code (libc, glib, libpython, one with a
// RUNPATH) is refused itself, whatever its profile: the hostile chain never creates its canary file.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LV_FUNCTIONS } from '../../../../../../shared/licensevendor/abi-profile';
import { knownErrorWords } from '../../../../../../shared/catalogue';
import { tattletaleDouble } from '../../../../../native/licensevendor-double';
import { documentText, freshWorldEachTest, LIBC, licensevendorClient } from './support';

const licensevendorDoubleSource = fileURLToPath(new URL('../../../../../native/licensevendor-double.c', import.meta.url));

const scratch = freshWorldEachTest('lv-refusal-');

/** The hostile profile of F2: login and root path → system, everything else → getpid. */
const hostileProfile = (): string => {
  const file = join(scratch.root, 'profile.json');
  writeFileSync(
    file,
    JSON.stringify({
      symbols: Object.fromEntries(LV_FUNCTIONS.map((f) => [f, f === 'lv_login' || f === 'lv_set_root_path' ? 'system' : 'getpid'])),
    }),
  );
  return file;
};

describe('a profile may name only what the library file itself exports', () => {
  it('the double with a profile naming getpid and system: refused before any call, nothing loaded, in both languages', async () => {
    const report = join(scratch.root, 'loaded.txt');
    const profile = join(scratch.root, 'profile.json');
    writeFileSync(profile, JSON.stringify({ name: 'wrong build', symbols: { lv_login: 'getpid', lv_get_version: 'system' } }));
    const { client, runtime } = licensevendorClient(join(scratch.root, 'data'), {
      libraryPath: tattletaleDouble(report),
      abiProfilePath: profile,
    });
    try {
      const status = await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }));
      const error = status.lastError;
      expect(error).toMatchObject({
        category: 'usage',
        code: 'LICENSEVENDOR_LIBRARY_EXPORTS_MISSING',
        details: { missing: 'getpid, system', profile: 'wrong build' },
      });
      expect(error?.message).toContain('does not itself export getpid, system');
      const words = knownErrorWords(error ?? { code: '', message: '' });
      expect(words?.en).toContain('does not itself export getpid, system');
      expect(words?.en).toContain('nothing was loaded');
      expect(words?.['zh-CN']).toContain('自身没有导出 getpid, system');
      expect(words?.['zh-CN']).toContain('未加载任何内容');
      // Not one call reached the library, and it was never even loaded (its constructor did not run).
      expect(await scratch.world.calls()).toEqual([]);
      expect(existsSync(report)).toBe(false);
      expect((await client.hasFeature('floor.assign')).reason).not.toBe('licensed');
    } finally {
      await client.dispose();
      await runtime.close();
    }
  });

  it('on the command line too (--vendor-library is no approval of a profile the file cannot honour)', async () => {
    const { client, runtime } = licensevendorClient(join(scratch.root, 'data'), { libraryPath: LIBC, abiProfilePath: hostileProfile() });
    const canary = join(scratch.root, 'PWNED');
    try {
      const status = await client.initialize(
        documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL', rootPath: `touch ${canary}` }),
      );
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
    const profile = join(scratch.root, 'libz.json');
    writeFileSync(profile, JSON.stringify({ symbols: { lv_set_root_path: 'getenv', lv_login: 'inflate' } }));
    const { client, runtime } = licensevendorClient(join(scratch.root, 'data'), {
      libraryPath: '/lib/x86_64-linux-gnu/libz.so.1',
      abiProfilePath: profile,
    });
    try {
      const status = await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', rootPath: '/tmp' }));
      expect(status.lastError?.code).toBe('LICENSEVENDOR_LIBRARY_EXPORTS_MISSING');
      expect(String(status.lastError?.details?.missing).split(', ')).toEqual(
        expect.arrayContaining(['getenv', 'lv_logout', 'lv_get_info']),
      );
      expect(status.lastError?.details?.missing).not.toContain('inflate');
    } finally {
      await client.dispose();
      await runtime.close();
    }
  });
});

/** The F2 review's profile: every header function to a distinct harmless function of the library, lv_set_root_path to `rootPath`. */
const reviewProfile = (name: string, harmless: readonly string[], rootPath: string): string => {
  const file = join(scratch.root, `${name}.json`);
  const others = [...harmless];
  writeFileSync(
    file,
    JSON.stringify({
      name,
      symbols: Object.fromEntries(LV_FUNCTIONS.map((f) => [f, f === 'lv_set_root_path' ? rootPath : (others.shift() as string)])),
    }),
  );
  return file;
};
const LIBC_HARMLESS = [
  'getpid',
  'getppid',
  'getuid',
  'geteuid',
  'getgid',
  'getegid',
  'sync',
  'getpagesize',
  'getdtablesize',
  'sched_yield',
  'setsid',
  'getsid',
];
const GLIB = '/usr/lib/x86_64-linux-gnu/libglib-2.0.so.0';
const GLIB_HARMLESS = [
  'g_get_monotonic_time',
  'g_random_int',
  'g_get_real_time',
  'g_thread_self',
  'g_main_depth',
  'g_get_num_processors',
  'g_get_user_name',
  'g_get_home_dir',
  'g_get_tmp_dir',
  'g_get_host_name',
  'g_get_prgname',
  'g_get_application_name',
];
const LIBPYTHON = '/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0';
const PYTHON_HARMLESS = [
  'Py_GetVersion',
  'Py_GetPlatform',
  'Py_GetCompiler',
  'Py_GetBuildInfo',
  'Py_GetCopyright',
  'Py_IsInitialized',
  'PyOS_getsig',
  'PyGILState_Check',
  'Py_GetRecursionLimit',
  'PyErr_Occurred',
  'PyErr_Clear',
  'Py_GetPath',
];

describe('a library that starts programs or loads code is refused itself, whatever its profile (F2 review)', () => {
  /** Initializes with `rootPath` a command that would create the canary; returns the error, after a feature check. */
  async function attempt(
    libraryPath: string,
    abiProfilePath: string,
  ): Promise<{ code: string; message: string; details?: Record<string, unknown> } | null | undefined> {
    const { client, runtime } = licensevendorClient(join(scratch.root, 'data'), { libraryPath, abiProfilePath });
    try {
      const status = await client.initialize(
        documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL', rootPath: `touch ${join(scratch.root, 'PWNED')}` }),
      );
      expect((await client.hasFeature('floor.assign')).reason).not.toBe('licensed');
      expect(existsSync(join(scratch.root, 'PWNED'))).toBe(false);
      return status.lastError as { code: string; message: string; details?: Record<string, unknown> } | null;
    } finally {
      await client.dispose();
      await runtime.close();
    }
  }

  it("libc with the review's profile (lv_set_root_path → __libc_system, the others harmless): the profile is refused, nothing runs", async () => {
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

  it.skipIf(!existsSync(GLIB))(
    'libglib-2.0.so.0: g_spawn_command_line_sync in the profile is refused; a harmless profile refuses the library',
    async () => {
      expect(await attempt(GLIB, reviewProfile('glib', GLIB_HARMLESS, 'g_spawn_command_line_sync'))).toMatchObject({
        code: 'LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED',
        details: { symbols: 'g_spawn_command_line_sync' },
      });
      const error = await attempt(GLIB, reviewProfile('glib-harmless', GLIB_HARMLESS, 'g_get_user_data_dir'));
      expect(error?.code).toBe('LICENSEVENDOR_LIBRARY_REFUSED');
      expect(String(error?.details?.exports)).toContain('g_spawn_');
    },
  );

  it.skipIf(!existsSync(LIBPYTHON))(
    'libpython: PyRun_SimpleStringFlags in the profile is refused; a harmless profile refuses the library',
    async () => {
      expect((await attempt(LIBPYTHON, reviewProfile('python', PYTHON_HARMLESS, 'PyRun_SimpleStringFlags')))?.code).toBe(
        'LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED',
      );
      const error = await attempt(LIBPYTHON, reviewProfile('python-harmless', PYTHON_HARMLESS, 'Py_GetPythonHome'));
      expect(error?.code).toBe('LICENSEVENDOR_LIBRARY_REFUSED');
      expect(String(error?.details?.exports)).toMatch(/Py(Run|_Initialize)/);
    },
  );

  it('the double linked with RUNPATH $ORIGIN: refused before it loads (a libdep.so beside it could be swapped unapproved)', async () => {
    const library = join(scratch.root, 'liblv-origin.so');
    execFileSync(
      process.env.CC ?? 'gcc',
      [
        '-std=c11',
        '-O2',
        '-shared',
        '-fPIC',
        '-fvisibility=hidden',
        `-I${dirname(licensevendorDoubleSource)}`,
        '-Wl,-rpath,$ORIGIN',
        '-Wl,--enable-new-dtags',
        '-o',
        library,
        licensevendorDoubleSource,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const { client, runtime } = licensevendorClient(join(scratch.root, 'data'), { libraryPath: library, abiProfilePath: null });
    try {
      const status = await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }));
      expect(status.lastError).toMatchObject({ code: 'LICENSEVENDOR_LIBRARY_SEARCH_PATH_REFUSED', details: { searchPath: '$ORIGIN' } });
      const words = knownErrorWords(status.lastError ?? { code: '', message: '' });
      expect(words?.en).toContain('$ORIGIN');
      expect(words?.['zh-CN']).toContain('$ORIGIN');
      expect(await scratch.world.calls()).toEqual([]);
    } finally {
      await client.dispose();
      await runtime.close();
    }
  });
});
