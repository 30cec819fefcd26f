// Zip archives someone else made (an XLSX batch file, an evidence pack) are judged by their central
// directory before anything is inflated: how many entries, how large each says it inflates to, and
// the total. A 1.6 MB workbook can inflate to 1.5 GB, and exceljs (through JSZip) inflates every
// entry, used or not, without a bound. So an archive is listed first (nothing inflated), refused
// over the limits, and only then inflated, each entry by zlib with its declared size as the most it
// may produce: an entry that lies about its size stops there (no memory, and no minutes of CPU
// decoding zeros), and is refused as damaged, as is one whose CRC-32 does not match.
import { crc32, inflateRawSync } from 'node:zlib';
import { zipSync, type Zippable } from 'fflate';

/** Limits of one kind of archive. */
export interface ArchiveLimits {
  /** Entries at most (folders included). */
  maxEntries: number;
  /** Inflated bytes of one entry at most. */
  maxEntryBytes: number;
  /** Inflated bytes of all entries together at most. */
  maxTotalBytes: number;
}

/** Why an archive was refused. */
export type ArchiveFailure = 'not-a-zip' | 'too-many-entries' | 'entry-too-large' | 'total-too-large' | 'unsupported';

/** An archive refused before (or instead of) inflating it; `kind` says why, the rest says where. */
export class ArchiveError extends Error {
  /** Why. */
  readonly kind: ArchiveFailure;
  /** The archive, as named by the caller. */
  readonly source: string;
  /** The entry concerned, when one is. */
  readonly entry: string | undefined;
  /** The count or size found, and the limit it broke. */
  readonly found: number | undefined;
  readonly limit: number | undefined;

  constructor(kind: ArchiveFailure, source: string, message: string, extra: { entry?: string; found?: number; limit?: number } = {}) {
    super(message);
    this.name = 'ArchiveError';
    this.kind = kind;
    this.source = source;
    this.entry = extra.entry;
    this.found = extra.found;
    this.limit = extra.limit;
  }
}

/** One entry as the central directory describes it. */
export interface ArchiveEntryInfo {
  name: string;
  /** Compressed bytes. */
  size: number;
  /** Inflated bytes, as declared. */
  originalSize: number;
  /** 0 stored, 8 deflated. */
  compression: number;
}

// A size or offset of 0xFFFFFFFF (or 0xFFFF entries) means "see the ZIP64 records": archives that
// large are far beyond any limit here, and are refused as such.
const ZIP64_MARK = 0xffffffff;
const END_RECORD = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** An entry with where its data starts, as the central directory says. */
interface LocatedEntry extends ArchiveEntryInfo {
  crc: number;
  localOffset: number;
}

const notAZip = (source: string, why: string): ArchiveError =>
  new ArchiveError('not-a-zip', source, `${source} is not a zip archive that can be read (${why})`);

function endRecordOf(bytes: Buffer, source: string): number {
  // The end record is the last 22 bytes, followed by a comment of at most 65,535 bytes.
  for (let at = bytes.length - 22; at >= 0 && at >= bytes.length - 22 - 0xffff; at -= 1)
    if (bytes.readUInt32LE(at) === END_RECORD) return at;
  throw notAZip(source, 'no end of central directory record');
}

function listEntries(input: Uint8Array, limits: ArchiveLimits, source: string): LocatedEntry[] {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const end = endRecordOf(bytes, source);
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === ZIP64_MARK)
    throw new ArchiveError('unsupported', source, `${source} is a ZIP64 archive, far larger than a file of this kind`);
  if (count > limits.maxEntries)
    throw new ArchiveError('too-many-entries', source, `${source} holds ${count} entries; the limit is ${limits.maxEntries}`, {
      found: count,
      limit: limits.maxEntries,
    });
  const entries: LocatedEntry[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_HEADER)
      throw notAZip(source, `central directory entry ${i + 1} is damaged`);
    const compression = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const size = bytes.readUInt32LE(at + 20);
    const originalSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + skip;
    if (compression !== 0 && compression !== 8) {
      throw new ArchiveError(
        'unsupported',
        source,
        `${source}: entry ${name} uses compression method ${compression}; only stored and deflated entries are read`,
        { entry: name },
      );
    }
    const declared = originalSize === ZIP64_MARK || size === ZIP64_MARK ? Number.MAX_SAFE_INTEGER : originalSize;
    if (declared > limits.maxEntryBytes) {
      throw new ArchiveError(
        'entry-too-large',
        source,
        `${source}: entry ${name} inflates to ${declared} bytes; the limit is ${limits.maxEntryBytes}`,
        { entry: name, found: declared, limit: limits.maxEntryBytes },
      );
    }
    total += declared;
    if (total > limits.maxTotalBytes) {
      throw new ArchiveError(
        'total-too-large',
        source,
        `${source} inflates to more than ${limits.maxTotalBytes} bytes (at least ${total})`,
        { found: total, limit: limits.maxTotalBytes },
      );
    }
    entries.push({ name, size, originalSize: declared, compression, crc, localOffset });
  }
  return entries;
}

/** Lists an archive's entries from its central directory, inflating nothing; refuses it over the limits. */
export function inspectArchive(bytes: Uint8Array, limits: ArchiveLimits, source: string): ArchiveEntryInfo[] {
  return listEntries(bytes, limits, source).map(({ name, size, originalSize, compression }) => ({ name, size, originalSize, compression }));
}

/** One entry's bytes: at most its declared size, and exactly its CRC-32. */
function entryBytes(bytes: Buffer, entry: LocatedEntry, source: string): Buffer {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER)
    throw notAZip(source, `the local header of ${entry.name} is damaged`);
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.size > bytes.length) throw notAZip(source, `${entry.name} runs past the end of the file`);
  const data = bytes.subarray(start, start + entry.size);
  let out: Buffer;
  if (entry.compression === 0) out = data;
  else {
    try {
      out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.originalSize) });
    } catch (error) {
      throw notAZip(source, `${entry.name} does not inflate to the ${entry.originalSize} bytes it declares (${(error as Error).message})`);
    }
  }
  if (out.length !== entry.originalSize || crc32(out) !== entry.crc)
    throw notAZip(source, `${entry.name} is damaged (size or CRC-32 differs from its header)`);
  return out;
}

/** Every entry of an archive in the order of its listing, duplicate names included, each inflated within the limits. */
export function entriesWithinLimits(input: Uint8Array, limits: ArchiveLimits, source: string): { name: string; bytes: Uint8Array }[] {
  const entries = listEntries(input, limits, source);
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  return entries.map((entry) => ({ name: entry.name, bytes: entryBytes(bytes, entry, source) }));
}

/**
 * The entries of an archive (those `wanted` accepts, default all), inflated within the limits.
 * The result has no prototype: an entry named `constructor` is just an entry. Of two entries with
 * one name, the last is kept (as most zip readers do).
 */
export function unzipWithinLimits(
  input: Uint8Array,
  limits: ArchiveLimits,
  source: string,
  wanted: (name: string) => boolean = () => true,
): Record<string, Uint8Array> {
  const entries = listEntries(input, limits, source);
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const files = Object.create(null) as Record<string, Uint8Array>;
  for (const entry of entries) if (wanted(entry.name)) files[entry.name] = entryBytes(bytes, entry, source);
  return files;
}
/**
 * An archive rebuilt from its entries inflated within the limits, stored without compression: what
 * a library that inflates without bounds (exceljs) may then be given, since it inflates nothing.
 */
export function storedCopyWithinLimits(bytes: Uint8Array, limits: ArchiveLimits, source: string): Uint8Array {
  const files = unzipWithinLimits(bytes, limits, source);
  const zippable: Zippable = {};
  for (const name of Object.keys(files)) zippable[name] = [files[name] as Uint8Array, { level: 0 }];
  return zipSync(zippable);
}
