// What a vendor library file ITSELF exports as functions, read from its bytes (ELF .dynsym, PE
// export directory). The loader resolves a name through the library's dependencies too, so a
// profile that names `system` in any library linked to libc would reach libc: the console checks
// every name of the profile against this list before a host loads anything. A small parser with
// every offset checked against the bytes it was given: hostile or truncated files end in a
// LibraryFormatError, never a crash, and its loops are bounded by the file's own size.
// No koffi here: main and the host process both use it.

/** The formats the console reads the exports of. */
export type LibraryFormat = 'elf' | 'pe';

/** Why a file's exports could not be read: not a library at all, a kind not read, or broken. */
export type LibraryFormatProblem = 'unknown' | 'mach-o' | 'truncated' | 'malformed';

/** The functions a library file defines and exports itself. */
export interface LibraryExports {
  format: LibraryFormat;
  functions: Set<string>;
  /**
   * ELF: the directories of the dynamic segment's DT_RPATH and DT_RUNPATH, in order, as written
   * (`$ORIGIN` unexpanded); the loader looks for the library's dependencies there. PE: none.
   */
  searchPaths: string[];
}

/** A file whose exports cannot be read. */
export class LibraryFormatError extends Error {
  constructor(
    readonly problem: LibraryFormatProblem,
    message: string,
  ) {
    super(message);
  }
}

/** More symbols than any real library has; the byte limit of the file bounds them anyway. */
const MAX_SYMBOLS = 2_000_000;
/** Longest symbol name read (C++ names are long, not this long). */
const MAX_NAME_BYTES = 4096;

/** Bounds-checked reads over the file's bytes in its byte order. */
class Reader {
  constructor(
    readonly bytes: Buffer,
    public little = true,
  ) {}

  #at(offset: number, size: number): number {
    if (!Number.isSafeInteger(offset) || offset < 0 || offset + size > this.bytes.length)
      throw new LibraryFormatError('truncated', 'the file ends before the structure it announces');
    return offset;
  }

  u8(offset: number): number {
    return this.bytes[this.#at(offset, 1)] as number;
  }

  u16(offset: number): number {
    const o = this.#at(offset, 2);
    return this.little ? this.bytes.readUInt16LE(o) : this.bytes.readUInt16BE(o);
  }

  u32(offset: number): number {
    const o = this.#at(offset, 4);
    return this.little ? this.bytes.readUInt32LE(o) : this.bytes.readUInt32BE(o);
  }

  /** A 64-bit field; a value past what a file of this size can mean is malformed. */
  u64(offset: number): number {
    const o = this.#at(offset, 8);
    const value = this.little ? this.bytes.readBigUInt64LE(o) : this.bytes.readBigUInt64BE(o);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new LibraryFormatError('malformed', 'a 64-bit offset or size is out of range');
    return Number(value);
  }

  /** A 64-bit field as it is (a dynamic entry's tag or value may be any 64-bit number). */
  big(offset: number): bigint {
    const o = this.#at(offset, 8);
    return this.little ? this.bytes.readBigUInt64LE(o) : this.bytes.readBigUInt64BE(o);
  }

  /** A NUL-terminated name that must end before `end`. */
  name(offset: number, end: number): string {
    const limit = Math.min(end, this.bytes.length, offset + MAX_NAME_BYTES);
    if (!Number.isSafeInteger(offset) || offset < 0 || offset >= limit)
      throw new LibraryFormatError('malformed', 'a symbol name lies outside its string table');
    const nul = this.bytes.indexOf(0, offset);
    if (nul === -1 || nul >= limit) throw new LibraryFormatError('malformed', 'a symbol name does not end within its string table');
    return this.bytes.toString('latin1', offset, nul);
  }

  /** Checks that `count` entries of `size` bytes from `offset` lie within the file. */
  span(offset: number, count: number, size: number): void {
    if (count > MAX_SYMBOLS) throw new LibraryFormatError('malformed', 'the table announces more entries than any library has');
    if (count > 0) this.#at(offset, count * size);
  }
}

/** The functions the library in `bytes` exports itself (never what it imports from its dependencies). */
export function libraryExports(bytes: Uint8Array): LibraryExports {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length >= 4 && buffer.readUInt32BE(0) === 0x7f454c46) {
    const reader = new Reader(buffer);
    const functions = elfExports(reader);
    return { format: 'elf', functions, searchPaths: elfSearchPaths(reader) };
  }
  if (buffer.length >= 2 && buffer.toString('latin1', 0, 2) === 'MZ')
    return { format: 'pe', functions: peExports(new Reader(buffer)), searchPaths: [] };
  if (buffer.length >= 4 && MACH_O_MAGICS.has(buffer.readUInt32BE(0))) {
    throw new LibraryFormatError('mach-o', 'the console does not read the exports of a Mach-O (macOS) library yet');
  }
  throw new LibraryFormatError('unknown', 'the file is not an ELF (.so) or PE (.dll) library');
}

/** Mach-O thin (both byte orders, 32 and 64 bits) and fat. */
const MACH_O_MAGICS = new Set([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe, 0xbebafeca]);

const SHT_STRTAB = 3;
const SHT_DYNSYM = 11;
const SHT_GNU_VERSYM = 0x6fffffff;
const STB_GLOBAL = 1;
const STB_WEAK = 2;
const STT_FUNC = 2;
const STT_GNU_IFUNC = 10;
const STV_INTERNAL = 1;
const STV_HIDDEN = 2;
const VERSYM_HIDDEN = 0x8000;

interface ElfSection {
  type: number;
  offset: number;
  size: number;
  link: number;
  entsize: number;
}

/** ELF: the dynamic symbol table's defined GLOBAL/WEAK functions that a plain dlsym can find. */
function elfExports(r: Reader): Set<string> {
  const elfClass = r.u8(4);
  const data = r.u8(5);
  if ((elfClass !== 1 && elfClass !== 2) || (data !== 1 && data !== 2))
    throw new LibraryFormatError('malformed', 'the ELF header names no known class or byte order');
  r.little = data === 1;
  const is64 = elfClass === 2;
  const shoff = is64 ? r.u64(0x28) : r.u32(0x20);
  const shentsize = r.u16(is64 ? 0x3a : 0x2e);
  let shnum = r.u16(is64 ? 0x3c : 0x30);
  const minEntry = is64 ? 64 : 40;
  if (shoff === 0) throw new LibraryFormatError('malformed', 'the ELF file has no section table');
  if (shentsize < minEntry) throw new LibraryFormatError('malformed', 'the ELF section entries are too small');
  const section = (i: number): ElfSection => {
    const b = shoff + i * shentsize;
    return is64
      ? { type: r.u32(b + 4), offset: r.u64(b + 24), size: r.u64(b + 32), link: r.u32(b + 40), entsize: r.u64(b + 56) }
      : { type: r.u32(b + 4), offset: r.u32(b + 16), size: r.u32(b + 20), link: r.u32(b + 24), entsize: r.u32(b + 36) };
  };
  // Extended numbering: with 0 here, the count is the first section's size.
  if (shnum === 0) shnum = section(0).size;
  r.span(shoff, shnum, shentsize);
  let dynsym: ElfSection | null = null;
  let versym: ElfSection | null = null;
  for (let i = 0; i < shnum; i++) {
    const s = section(i);
    if (s.type === SHT_DYNSYM && dynsym === null) dynsym = s;
    else if (s.type === SHT_GNU_VERSYM && versym === null) versym = s;
  }
  const functions = new Set<string>();
  if (dynsym === null) return functions; // nothing dynamic: it exports nothing
  if (dynsym.link >= shnum) throw new LibraryFormatError('malformed', 'the dynamic symbol table names no string table');
  const strtab = section(dynsym.link);
  if (strtab.type !== SHT_STRTAB) throw new LibraryFormatError('malformed', 'the dynamic symbol table names no string table');
  r.span(strtab.offset, strtab.size, 1);
  const symSize = is64 ? 24 : 16;
  const entsize = dynsym.entsize === 0 ? symSize : dynsym.entsize;
  if (entsize < symSize) throw new LibraryFormatError('malformed', 'the ELF symbol entries are too small');
  const count = Math.floor(dynsym.size / entsize);
  r.span(dynsym.offset, count, entsize);
  const versions = versym !== null ? Math.floor(versym.size / 2) : 0;
  if (versym !== null) r.span(versym.offset, versions, 2);
  for (let i = 1; i < count; i++) {
    const b = dynsym.offset + i * entsize;
    const nameOffset = r.u32(b);
    const info = r.u8(is64 ? b + 4 : b + 12);
    const other = r.u8(is64 ? b + 5 : b + 13);
    const shndx = r.u16(is64 ? b + 6 : b + 14);
    const bind = info >> 4;
    const type = info & 0xf;
    const visibility = other & 3;
    if ((bind !== STB_GLOBAL && bind !== STB_WEAK) || (type !== STT_FUNC && type !== STT_GNU_IFUNC)) continue;
    if (shndx === 0 || visibility === STV_HIDDEN || visibility === STV_INTERNAL) continue;
    if (versym !== null && i < versions) {
      // A non-default version (name@VER, not name@@VER) or a local one is not what dlsym(name) finds.
      const version = r.u16(versym.offset + i * 2);
      if ((version & VERSYM_HIDDEN) !== 0 || version === 0) continue;
    }
    functions.add(r.name(strtab.offset + nameOffset, strtab.offset + strtab.size));
  }
  return functions;
}

const PT_LOAD = 1;
const PT_DYNAMIC = 2;
const DT_NULL = 0n;
const DT_STRTAB = 5n;
const DT_RPATH = 15n;
const DT_RUNPATH = 29n;
/** More program headers or dynamic entries than any library has. */
const MAX_SEGMENTS = 4096;

/**
 * ELF: DT_RPATH and DT_RUNPATH, read as the loader reads them: the dynamic segment of the program
 * headers (not the section table, which the loader never looks at), its string table found by
 * address through the loadable segments. Called after elfExports, which checked the class and
 * set the byte order.
 */
function elfSearchPaths(r: Reader): string[] {
  const is64 = r.u8(4) === 2;
  const phoff = is64 ? r.u64(0x20) : r.u32(0x1c);
  const phentsize = r.u16(is64 ? 0x36 : 0x2a);
  const phnum = r.u16(is64 ? 0x38 : 0x2c);
  if (phoff === 0 || phnum === 0) return []; // no program headers: nothing for the loader to follow
  if (phnum > MAX_SEGMENTS) throw new LibraryFormatError('malformed', 'the ELF file announces too many program headers');
  if (phentsize < (is64 ? 56 : 32)) throw new LibraryFormatError('malformed', 'the ELF program headers are too small');
  r.span(phoff, phnum, phentsize);
  const loads: { offset: number; vaddr: number; filesz: number }[] = [];
  let dynamic: { offset: number; filesz: number } | null = null;
  for (let i = 0; i < phnum; i++) {
    const b = phoff + i * phentsize;
    const type = r.u32(b);
    if (type !== PT_LOAD && type !== PT_DYNAMIC) continue;
    const segment = is64
      ? { offset: r.u64(b + 8), vaddr: r.u64(b + 16), filesz: r.u64(b + 32) }
      : { offset: r.u32(b + 4), vaddr: r.u32(b + 8), filesz: r.u32(b + 16) };
    if (type === PT_LOAD) loads.push(segment);
    else if (dynamic === null) dynamic = segment;
  }
  if (dynamic === null) return [];
  const entry = is64 ? 16 : 8;
  const count = Math.min(Math.floor(dynamic.filesz / entry), MAX_SYMBOLS);
  r.span(dynamic.offset, count, entry);
  let strtab: bigint | null = null;
  const paths: bigint[] = [];
  for (let i = 0; i < count; i++) {
    const b = dynamic.offset + i * entry;
    const tag = is64 ? r.big(b) : BigInt(r.u32(b));
    const value = is64 ? r.big(b + 8) : BigInt(r.u32(b + 4));
    if (tag === DT_NULL) break;
    if (tag === DT_STRTAB) strtab = value;
    else if (tag === DT_RPATH || tag === DT_RUNPATH) paths.push(value);
  }
  if (paths.length === 0) return [];
  // The string table's address, as the loader maps it, back to where its bytes are in the file.
  const address = strtab;
  const load = address === null ? undefined : loads.find((l) => address >= BigInt(l.vaddr) && address < BigInt(l.vaddr) + BigInt(l.filesz));
  if (address === null || load === undefined)
    throw new LibraryFormatError('malformed', 'the ELF dynamic segment names a search path but no string table in the file');
  const start = load.offset + Number(address - BigInt(load.vaddr));
  const end = load.offset + load.filesz;
  return paths.flatMap((value) => {
    if (value >= BigInt(end - start)) throw new LibraryFormatError('malformed', 'an ELF search path lies outside its string table');
    return r.name(start + Number(value), end).split(':');
  });
}

const PE32 = 0x10b;
const PE32_PLUS = 0x20b;
/** The most sections a PE image may have. */
const MAX_PE_SECTIONS = 96;
const IMAGE_SCN_MEM_EXECUTE = 0x20000000;

interface PeSection {
  va: number;
  virtualSize: number;
  rawSize: number;
  rawOffset: number;
  executable: boolean;
}

/** PE: the export directory's names whose address is code of this image (forwarders to another DLL left out). */
function peExports(r: Reader): Set<string> {
  const pe = r.u32(0x3c);
  if (r.u32(pe) !== 0x00004550) throw new LibraryFormatError('malformed', 'the file has an MZ header but no PE image');
  const coff = pe + 4;
  const sectionCount = r.u16(coff + 2);
  const optionalSize = r.u16(coff + 16);
  const optional = coff + 20;
  const magic = r.u16(optional);
  if (magic !== PE32 && magic !== PE32_PLUS) throw new LibraryFormatError('malformed', 'the PE optional header is neither PE32 nor PE32+');
  const directories = optional + (magic === PE32 ? 96 : 112);
  const directoryCount = r.u32(optional + (magic === PE32 ? 92 : 108));
  if (sectionCount > MAX_PE_SECTIONS) throw new LibraryFormatError('malformed', 'the PE image announces too many sections');
  const sections: PeSection[] = [];
  const table = optional + optionalSize;
  for (let i = 0; i < sectionCount; i++) {
    const b = table + i * 40;
    sections.push({
      virtualSize: r.u32(b + 8),
      va: r.u32(b + 12),
      rawSize: r.u32(b + 16),
      rawOffset: r.u32(b + 20),
      executable: (r.u32(b + 36) & IMAGE_SCN_MEM_EXECUTE) !== 0,
    });
  }
  const functions = new Set<string>();
  if (directoryCount < 1 || directories + 8 > optional + optionalSize) return functions;
  const exportRva = r.u32(directories);
  const exportSize = r.u32(directories + 4);
  if (exportRva === 0) return functions;
  const sectionOf = (rva: number): PeSection | undefined =>
    sections.find((s) => rva >= s.va && rva < s.va + Math.max(s.virtualSize, s.rawSize));
  const offsetOf = (rva: number): number => {
    const s = sectionOf(rva);
    if (!s || rva - s.va >= s.rawSize) throw new LibraryFormatError('malformed', 'an export table address lies outside the file');
    return s.rawOffset + (rva - s.va);
  };
  const directory = offsetOf(exportRva);
  const functionCount = r.u32(directory + 20);
  const nameCount = r.u32(directory + 24);
  const addresses = offsetOf(r.u32(directory + 28));
  const names = nameCount > 0 ? offsetOf(r.u32(directory + 32)) : 0;
  const ordinals = nameCount > 0 ? offsetOf(r.u32(directory + 36)) : 0;
  r.span(addresses, functionCount, 4);
  r.span(names, nameCount, 4);
  r.span(ordinals, nameCount, 2);
  for (let i = 0; i < nameCount; i++) {
    const ordinal = r.u16(ordinals + i * 2);
    if (ordinal >= functionCount) continue;
    const rva = r.u32(addresses + ordinal * 4);
    // An address inside the export directory is a forwarder ("NTDLL.RtlX"): another DLL's function.
    if (rva === 0 || (rva >= exportRva && rva < exportRva + exportSize)) continue;
    if (!sectionOf(rva)?.executable) continue; // exported data, not a function
    functions.add(r.name(offsetOf(r.u32(names + i * 4)), r.bytes.length));
  }
  return functions;
}

/** The profile's symbols the library does not itself export, each once, in the header's order. */
export function missingExports(functions: ReadonlySet<string>, symbols: Readonly<Record<string, string>>): string[] {
  return [...new Set(Object.values(symbols))].filter((symbol) => !functions.has(symbol));
}

/**
 * Functions that start programs, or load or run code: a license library never exports one, so a file
 * that does (libc, glib, libpython, kernel32, msvcrt…) is not a license library whatever its profile
 * says, and a profile never names one. Broad on purpose: every spelling libc and the Windows C
 * runtime use (leading underscores, `__libc_`/`_IO_` aliases, wide `w` variants, `_Fork`, `clone3`),
 * and the entry points of the runtimes that run a string as a program.
 */
const PROCESS_OR_LOADER = [
  /^_*(?:libc_|IO_)?(?:w?system|w?popen|w?exec(?:l|le|lp|lpe|v|ve|vp|vpe)?|fexecve|execveat|posix_spawnp?|v?fork|_?Fork|forkpty|clone\d*|rexec(?:_af)?|dlv?open|dlmopen)$/i,
  /^(?:_*w?spawn\w*|_*w?exec\w*|WinExec|CreateProcess\w*|ShellExecute\w*|LoadLibrary\w*|LoadPackagedLibrary|(?:Nt|Zw)CreateUserProcess|(?:Nt|Zw)CreateProcess(?:Ex)?|RtlCreateUserProcess\w*|LdrLoadDll)$/i,
  /^(?:g_spawn_\w+|PyRun_\w+|Py_Initialize\w*|luaL_dostring|luaL_loadstring|luaL_loadbuffer\w*|JS_Eval\w*|Perl_eval_\w+|perl_run|Tcl_Eval\w*|Tcl_GlobalEval\w*)$/,
];

/** Whether `name` is a function that starts programs, or loads or runs code. */
export const startsProgramsOrLoadsCode = (name: string): boolean => PROCESS_OR_LOADER.some((p) => p.test(name));

/**
 * Symbols a profile may not name: one function for two operations (their signatures differ, so it
 * is never a real build's export) or a function that starts programs or loads code.
 */
export function refusedSymbols(symbols: Readonly<Record<string, string>>): string[] {
  const seen = new Map<string, number>();
  for (const symbol of Object.values(symbols)) seen.set(symbol, (seen.get(symbol) ?? 0) + 1);
  return [...seen].filter(([symbol, count]) => count > 1 || startsProgramsOrLoadsCode(symbol)).map(([symbol]) => symbol);
}

/** The library's own exports that start programs or load code, sorted: any one refuses the file itself. */
export function refusedExports(functions: ReadonlySet<string>): string[] {
  return [...functions].filter(startsProgramsOrLoadsCode).sort();
}

/**
 * The search-path entries that let a file beside the library (or in the current folder) be loaded
 * as its dependency: `$ORIGIN` in any spelling, a relative directory, or an empty entry (the current
 * folder). Such a dependency could be swapped without the approved library's bytes changing.
 */
export function refusedSearchPaths(searchPaths: readonly string[]): string[] {
  return searchPaths.filter((path) => path.includes('$ORIGIN') || path.includes('${ORIGIN}') || !path.startsWith('/'));
}
