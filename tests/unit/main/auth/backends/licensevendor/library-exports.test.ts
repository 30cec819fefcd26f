// The export-table reader on real files (the C double built by gcc, the system's libc, Windows DLLs
// in PE32 and PE32+ that the project's dependencies ship), on files built here byte by byte for what
// no real file at hand shows (big-endian ELF, hidden versions, PE forwarders and data exports), and
// on truncated and mutated bytes: a LibraryFormatError or an answer, never a crash or a hang.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  libraryExports,
  LibraryFormatError,
  missingExports,
  refusedExports,
  refusedSearchPaths,
  refusedSymbols,
} from '../../../../../../main/auth/backends/licensevendor/library-exports';
import { DEFAULT_ABI_PROFILE, LV_FUNCTIONS } from '../../../../../../shared/licensevendor/abi-profile';
import { licensevendorDouble, RENAMED_VARIANT } from '../../../../../native/licensevendor-double';

const root = fileURLToPath(new URL('../../../../../../', import.meta.url));
const LIBC = '/lib/x86_64-linux-gnu/libc.so.6';
/** Real Windows DLLs from the dependencies (electron-winstaller): PE32+ x64 and PE32 i386. */
const DLL_PE32_PLUS = `${root}node_modules/electron-winstaller/vendor/7z-x64.dll`;
const DLL_PE32 = `${root}node_modules/electron-winstaller/vendor/winterop.dll`;

/** Parses, and says what came out: the names, or the problem of a LibraryFormatError (anything else is a bug). */
function outcome(bytes: Uint8Array): string[] | string {
  try {
    return [...libraryExports(bytes).functions];
  } catch (e) {
    if (e instanceof LibraryFormatError) return e.problem;
    throw e;
  }
}

describe('exports of real libraries', () => {
  it('the C double exports exactly the header functions; the renamed build its own names', () => {
    expect([...libraryExports(readFileSync(licensevendorDouble())).functions].sort()).toEqual([...LV_FUNCTIONS].sort());
    const renamed = libraryExports(readFileSync(licensevendorDouble('renamed')));
    expect(renamed.format).toBe('elf');
    expect([...renamed.functions].sort()).toEqual(LV_FUNCTIONS.map((f) => f.replace(/^lv_/, RENAMED_VARIANT.prefix)).sort());
  });

  it('libc.so.6 exports system and getpid itself; the double does not, and they are missing from it', () => {
    const libc = libraryExports(readFileSync(LIBC)).functions;
    expect(libc.has('system')).toBe(true);
    expect(libc.has('getpid')).toBe(true);
    // Versioned names are read without their version; an old, hidden version is not what dlsym finds.
    expect(libc.has('memcpy')).toBe(true);
    expect([...libc].some((n) => n.includes('@'))).toBe(false);
    const double = libraryExports(readFileSync(licensevendorDouble())).functions;
    expect(missingExports(double, { ...DEFAULT_ABI_PROFILE.symbols, lv_login: 'system', lv_logout: 'getpid' })).toEqual([
      'system',
      'getpid',
    ]);
  });

  it('a library linked to libc does not export what it imports from it (libz: no system, no malloc)', () => {
    const libz = libraryExports(readFileSync('/lib/x86_64-linux-gnu/libz.so.1')).functions;
    expect(libz.has('inflate')).toBe(true);
    expect(libz.has('system')).toBe(false);
    expect(libz.has('malloc')).toBe(false);
  });

  it('Windows DLLs, PE32+ and PE32: their named exports', () => {
    const plus = libraryExports(readFileSync(DLL_PE32_PLUS));
    expect(plus.format).toBe('pe');
    expect(plus.functions).toContain('CreateObject');
    expect(plus.functions).toContain('GetHandlerProperty2');
    const pe32 = libraryExports(readFileSync(DLL_PE32));
    expect(pe32.format).toBe('pe');
    expect(pe32.functions).toContain('ExtractCab');
    expect(pe32.functions.size).toBe(13);
  });

  it('refuses what is not a library it reads, saying which', () => {
    expect(outcome(readFileSync(`${root}package.json`))).toBe('unknown');
    expect(outcome(Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]))).toBe('mach-o');
    expect(outcome(Buffer.alloc(0))).toBe('unknown');
    expect(outcome(Buffer.from('\x7fELF'))).toBe('truncated');
    expect(outcome(Buffer.from('MZ'))).toBe('truncated');
  });
});

/** A minimal ELF shared object: a NULL section, .dynsym, .dynstr and optionally .gnu.version. */
function elf(options: {
  is64: boolean;
  little: boolean;
  symbols: { name: string; info: number; other?: number; shndx?: number; version?: number }[];
}): Buffer {
  const { is64, little } = options;
  const symSize = is64 ? 24 : 16;
  const shSize = is64 ? 64 : 40;
  const names = Buffer.concat([Buffer.from([0]), ...options.symbols.map((s) => Buffer.from(`${s.name}\0`, 'latin1'))]);
  const syms = Buffer.alloc(symSize * (options.symbols.length + 1));
  const versions = Buffer.alloc(2 * (options.symbols.length + 1));
  const w16 = (b: Buffer, v: number, o: number): number => (little ? b.writeUInt16LE(v, o) : b.writeUInt16BE(v, o));
  const w32 = (b: Buffer, v: number, o: number): number => (little ? b.writeUInt32LE(v, o) : b.writeUInt32BE(v, o));
  const w64 = (b: Buffer, v: number, o: number): number => (little ? b.writeBigUInt64LE(BigInt(v), o) : b.writeBigUInt64BE(BigInt(v), o));
  let nameAt = 1;
  options.symbols.forEach((s, i) => {
    const b = (i + 1) * symSize;
    w32(syms, nameAt, b);
    nameAt += Buffer.byteLength(s.name, 'latin1') + 1;
    syms[is64 ? b + 4 : b + 12] = s.info;
    syms[is64 ? b + 5 : b + 13] = s.other ?? 0;
    w16(syms, s.shndx ?? 1, is64 ? b + 6 : b + 14);
    w16(versions, s.version ?? 1, (i + 1) * 2);
  });
  const header = is64 ? 64 : 52;
  const symOff = header;
  const strOff = symOff + syms.length;
  const verOff = strOff + names.length;
  const shOff = verOff + versions.length;
  const sections = Buffer.alloc(shSize * 4);
  const section = (i: number, type: number, offset: number, size: number, link: number, entsize: number): void => {
    const b = i * shSize;
    w32(sections, type, b + 4);
    if (is64) {
      w64(sections, offset, b + 24);
      w64(sections, size, b + 32);
      w32(sections, link, b + 40);
      w64(sections, entsize, b + 56);
    } else {
      w32(sections, offset, b + 16);
      w32(sections, size, b + 20);
      w32(sections, link, b + 24);
      w32(sections, entsize, b + 36);
    }
  };
  section(1, 11, symOff, syms.length, 2, symSize);
  section(2, 3, strOff, names.length, 0, 0);
  section(3, 0x6fffffff, verOff, versions.length, 1, 2);
  const head = Buffer.alloc(header);
  head.write('\x7fELF', 0, 'latin1');
  head[4] = is64 ? 2 : 1;
  head[5] = little ? 1 : 2;
  head[6] = 1;
  w16(head, 3, 16); // ET_DYN
  if (is64) {
    w64(head, shOff, 0x28);
    w16(head, shSize, 0x3a);
    w16(head, 4, 0x3c);
  } else {
    w32(head, shOff, 0x20);
    w16(head, shSize, 0x2e);
    w16(head, 4, 0x30);
  }
  return Buffer.concat([head, syms, names, versions, sections]);
}

const GLOBAL_FUNC = (1 << 4) | 2;

describe('ELF: what counts as the file’s own function', () => {
  const symbols = [
    { name: 'lv_login', info: GLOBAL_FUNC },
    { name: 'lv_weak', info: (2 << 4) | 2 },
    { name: 'lv_ifunc', info: (1 << 4) | 10 },
    { name: 'system', info: GLOBAL_FUNC, shndx: 0 }, // imported: undefined here
    { name: 'lv_data', info: (1 << 4) | 1 }, // an object, not a function
    { name: 'lv_local', info: 2 }, // LOCAL binding
    { name: 'lv_hidden', info: GLOBAL_FUNC, other: 2 }, // STV_HIDDEN
    { name: 'lv_old', info: GLOBAL_FUNC, version: 0x8002 }, // name@VER, not the default
  ];
  for (const is64 of [true, false]) {
    for (const little of [true, false]) {
      it(`${is64 ? 64 : 32}-bit ${little ? 'little' : 'big'}-endian`, () => {
        expect([...libraryExports(elf({ is64, little, symbols })).functions].sort()).toEqual(['lv_ifunc', 'lv_login', 'lv_weak']);
      });
    }
  }
});

/** A minimal PE image: .text (code), .rdata (data), .edata (the export directory). */
function pe(plus: boolean, exports: { name: string; kind: 'code' | 'data' | 'forwarder' }[]): Buffer {
  const optionalSize = plus ? 240 : 224;
  const file = Buffer.alloc(0x1000);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x40, 0x3c);
  file.writeUInt32LE(0x00004550, 0x40);
  const coff = 0x44;
  file.writeUInt16LE(plus ? 0x8664 : 0x14c, coff);
  file.writeUInt16LE(3, coff + 2);
  file.writeUInt16LE(optionalSize, coff + 16);
  const optional = coff + 20;
  file.writeUInt16LE(plus ? 0x20b : 0x10b, optional);
  file.writeUInt32LE(16, optional + (plus ? 108 : 92));
  const directories = optional + (plus ? 112 : 96);
  const table = optional + optionalSize;
  const sections = [
    { va: 0x1000, raw: 0x400, flags: 0x60000020 }, // .text: code, execute, read
    { va: 0x2000, raw: 0x600, flags: 0x40000040 }, // .rdata: read
    { va: 0x3000, raw: 0x800, flags: 0x40000040 }, // .edata: read
  ];
  sections.forEach((s, i) => {
    const b = table + i * 40;
    file.writeUInt32LE(0x200, b + 8);
    file.writeUInt32LE(s.va, b + 12);
    file.writeUInt32LE(0x200, b + 16);
    file.writeUInt32LE(s.raw, b + 20);
    file.writeUInt32LE(s.flags, b + 36);
  });
  const edata = 0x800;
  const rva = (offset: number): number => 0x3000 + (offset - edata);
  const n = exports.length;
  const functions = edata + 40;
  const names = functions + 4 * n;
  const ordinals = names + 4 * n;
  let strings = ordinals + 2 * n;
  file.writeUInt32LE(rva(edata), directories);
  file.writeUInt32LE(0x200, directories + 4);
  file.writeUInt32LE(n, edata + 20);
  file.writeUInt32LE(n, edata + 24);
  file.writeUInt32LE(rva(functions), edata + 28);
  file.writeUInt32LE(rva(names), edata + 32);
  file.writeUInt32LE(rva(ordinals), edata + 36);
  exports.forEach((e, i) => {
    file.writeUInt32LE(rva(strings), names + 4 * i);
    strings += file.write(`${e.name}\0`, strings, 'latin1');
    file.writeUInt16LE(i, ordinals + 2 * i);
    if (e.kind === 'forwarder') {
      file.writeUInt32LE(rva(strings), functions + 4 * i);
      strings += file.write('KERNEL32.WinExec\0', strings, 'latin1');
    } else file.writeUInt32LE(e.kind === 'code' ? 0x1000 + 16 * i : 0x2000 + 16 * i, functions + 4 * i);
  });
  return file;
}

describe('PE: what counts as the file’s own function', () => {
  for (const plus of [true, false]) {
    it(`${plus ? 'PE32+' : 'PE32'}: code exports only, never a forwarder to another DLL or exported data`, () => {
      const image = pe(plus, [
        { name: 'lv_login', kind: 'code' },
        { name: 'system', kind: 'forwarder' },
        { name: 'lv_table', kind: 'data' },
        { name: 'lv_logout', kind: 'code' },
      ]);
      expect([...libraryExports(image).functions].sort()).toEqual(['lv_login', 'lv_logout']);
    });
  }
});

describe('hostile bytes', () => {
  const double = readFileSync(licensevendorDouble());
  const dll = readFileSync(DLL_PE32_PLUS);
  const crafted = elf({ is64: true, little: true, symbols: [{ name: 'lv_login', info: GLOBAL_FUNC }] });

  it('every truncation of a real .so, a real DLL and a crafted ELF: an answer or a format error', () => {
    for (const file of [double, dll, crafted]) {
      const step = Math.max(1, Math.floor(file.length / 400));
      for (let cut = 0; cut < file.length; cut += step) {
        const answer = outcome(file.subarray(0, cut));
        expect(typeof answer === 'string' || Array.isArray(answer)).toBe(true);
      }
    }
  });

  it('tables that announce more than the file holds are refused at once, not walked', () => {
    const huge = Buffer.from(crafted);
    huge.writeUInt16LE(0xffff, 0x3c); // 65,535 sections
    expect(outcome(huge)).toBe('truncated');
    const far = Buffer.from(crafted);
    far.writeBigUInt64LE(2n ** 62n, 0x28); // the section table far past the end
    expect(['truncated', 'malformed']).toContain(outcome(far));
    const sizes = Buffer.from(crafted);
    sizes.writeBigUInt64LE(2n ** 40n, Number(sizes.readBigUInt64LE(0x28)) + 64 + 32); // .dynsym: a terabyte of symbols
    expect(outcome(sizes)).toBe('malformed');
    const names = pe(true, [{ name: 'lv_login', kind: 'code' }]);
    names.writeUInt32LE(0xffffffff, 0x800 + 24); // four billion exported names
    expect(outcome(names)).toBe('malformed');
  });

  it('random bytes written anywhere into the headers and tables: never a crash', () => {
    const targets = [double, dll, crafted];
    fc.assert(
      fc.property(
        fc.nat({ max: targets.length - 1 }),
        fc.array(fc.tuple(fc.nat({ max: 4095 }), fc.nat({ max: 255 })), { minLength: 1, maxLength: 8 }),
        (which, patches) => {
          const file = Buffer.from(targets[which] as Buffer);
          for (const [at, value] of patches) if (at < file.length) file[at] = value;
          const answer = outcome(file);
          return typeof answer === 'string' || Array.isArray(answer);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('profile names a license library never has', () => {
  it('one function for two operations, and functions that start programs or load code', () => {
    expect(refusedSymbols(DEFAULT_ABI_PROFILE.symbols)).toEqual([]);
    const hostile = Object.fromEntries(LV_FUNCTIONS.map((f) => [f, f === 'lv_login' || f === 'lv_set_root_path' ? 'system' : 'getpid']));
    expect(refusedSymbols(hostile).sort()).toEqual(['getpid', 'system']);
    for (const name of [
      'system',
      '_wsystem',
      'popen',
      'execvp',
      'posix_spawn',
      'dlopen',
      'WinExec',
      'CreateProcessW',
      'ShellExecuteExW',
      'LoadLibraryA',
    ]) {
      expect(refusedSymbols({ ...DEFAULT_ABI_PROFILE.symbols, lv_set_root_path: name }), name).toEqual([name]);
    }
  });

  it('every alias the review found: libc’s own (__libc_system, _IO_popen, __fork, _Fork, __clone, rexec), glib, Python, the Windows CRT', () => {
    const aliases = [
      '__libc_system',
      '_IO_popen',
      '__fork',
      '__libc_fork',
      '_Fork',
      '__clone',
      'clone3',
      '__vfork',
      'forkpty',
      'rexec',
      'rexec_af',
      'execveat',
      'fexecve',
      'execvpe',
      'dlmopen',
      'g_spawn_command_line_sync',
      'g_spawn_async',
      'PyRun_SimpleStringFlags',
      'Py_InitializeEx',
      'luaL_loadstring',
      'Perl_eval_pv',
      'Tcl_EvalEx',
      '_wexecl',
      '_wspawnv',
      '_spawnlp',
      '_wpopen',
      'CreateProcessAsUserW',
      'LoadLibraryExW',
      'NtCreateUserProcess',
    ];
    for (const name of aliases) expect(refusedSymbols({ ...DEFAULT_ABI_PROFILE.symbols, lv_set_root_path: name }), name).toEqual([name]);
  });

  it('names that only look alike are not refused (regexec, getpid, posix_spawnattr_init, the header’s and the renamed build’s)', () => {
    const names = [
      'regexec',
      'getpid',
      'posix_spawnattr_init',
      'systemd_notify',
      'lv_execute',
      ...LV_FUNCTIONS,
      ...LV_FUNCTIONS.map((f) => f.replace(/^lv_/, RENAMED_VARIANT.prefix)),
    ];
    expect(names.filter((name) => refusedSymbols({ lv_login: name }).length > 0)).toEqual([]);
  });
});

/** System libraries that start programs or run code: each refused itself, whatever a profile names. */
const SYSTEM_LIBRARIES = [
  { path: LIBC, has: ['system', '__libc_system', '_IO_popen', '__fork', '__libc_fork', '_Fork', '__clone', 'rexec', 'execve', 'dlopen'] },
  { path: '/usr/lib/x86_64-linux-gnu/libglib-2.0.so.0', has: ['g_spawn_command_line_sync', 'g_spawn_async'] },
  { path: '/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0', has: ['PyRun_SimpleStringFlags', 'Py_InitializeEx'] },
];

describe('a library that exports functions that start programs or load code is refused itself', () => {
  for (const { path, has } of SYSTEM_LIBRARIES) {
    it.skipIf(!existsSync(path))(`${path} (skipped only when this system has no such file)`, () => {
      const refused = refusedExports(libraryExports(readFileSync(path)).functions);
      expect(refused).toEqual(expect.arrayContaining(has));
    });
  }

  it('the C double, the renamed double, libz and the Windows DLLs export none', () => {
    for (const file of [
      licensevendorDouble(),
      licensevendorDouble('renamed'),
      '/lib/x86_64-linux-gnu/libz.so.1',
      DLL_PE32_PLUS,
      DLL_PE32,
    ]) {
      const exports = libraryExports(readFileSync(file));
      expect(refusedExports(exports.functions), file).toEqual([]);
      expect(refusedSearchPaths(exports.searchPaths), file).toEqual([]);
    }
  });
});

describe('ELF RPATH/RUNPATH: a dependency beside the library could be swapped unapproved', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lv-runpath-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const source = join(root, 'tests/native/licensevendor-double.c');
  /** The double linked with these search paths (RUNPATH by default; RPATH with the old tags). */
  const build = (name: string, paths: string[], oldTags = false): string => {
    const out = join(dir, `${name}.so`);
    const link = [...paths.map((p) => `-Wl,-rpath,${p}`), oldTags ? '-Wl,--disable-new-dtags' : '-Wl,--enable-new-dtags'];
    execFileSync(
      process.env.CC ?? 'gcc',
      ['-std=c11', '-O2', '-shared', '-fPIC', '-fvisibility=hidden', `-I${join(root, 'tests/native')}`, ...link, '-o', out, source],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return out;
  };
  const searchPaths = (file: string): string[] => libraryExports(readFileSync(file)).searchPaths;

  it('reads DT_RUNPATH and DT_RPATH as the loader does, and refuses $ORIGIN and relative folders', () => {
    const runpath = build('origin-runpath', ['$ORIGIN']);
    expect(searchPaths(runpath)).toEqual(['$ORIGIN']);
    expect(refusedSearchPaths(searchPaths(runpath))).toEqual(['$ORIGIN']);
    const rpath = build('origin-rpath', ['${ORIGIN}/../lib'], true);
    expect(searchPaths(rpath)).toEqual(['${ORIGIN}/../lib']);
    expect(refusedSearchPaths(searchPaths(rpath))).toEqual(['${ORIGIN}/../lib']);
    const mixed = build('mixed', ['/opt/vendor/lib', 'lib', '/usr/$LIB']);
    expect(searchPaths(mixed)).toEqual(['/opt/vendor/lib', 'lib', '/usr/$LIB']);
    expect(refusedSearchPaths(searchPaths(mixed))).toEqual(['lib']);
  });

  it('an absolute folder is kept, and no search path at all is the common case', () => {
    expect(refusedSearchPaths(searchPaths(build('absolute', ['/opt/vendor/lib'])))).toEqual([]);
    expect(searchPaths(licensevendorDouble())).toEqual([]);
    // An empty entry means the current folder.
    expect(refusedSearchPaths(['/opt/a', ''])).toEqual(['']);
  });
});
