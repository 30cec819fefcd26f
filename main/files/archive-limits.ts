// Zip archives someone else made (an XLSX batch file, an evidence pack) are judged by their central
// directory before anything is inflated: how many entries, how large each says it inflates to, and
// the total. A 1.6 MB workbook can inflate to 1.5 GB, and exceljs (through JSZip) inflates every
// entry, used or not, without a bound. So an archive is listed first (fflate, nothing inflated),
// refused over the limits, and only then inflated, by fflate into buffers of the declared sizes: an
// entry that lies about its size is cut at what it declared (its hash or XML then fails), never
// allowed to grow past it.
import { unzipSync, zipSync, type Zippable } from 'fflate';

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

// A size field of 0xFFFFFFFF means "see the ZIP64 extra field": far beyond any limit here.
const ZIP64_MARK = 0xffffffff;

/** Lists an archive's entries from its central directory, inflating nothing; refuses it over the limits. */
export function inspectArchive(bytes: Uint8Array, limits: ArchiveLimits, source: string): ArchiveEntryInfo[] {
  const entries: ArchiveEntryInfo[] = [];
  let total = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        // Thrown from here, so that a directory claiming millions of entries stops at the limit.
        if (entries.length + 1 > limits.maxEntries) {
          throw new ArchiveError('too-many-entries', source, `${source} holds more than ${limits.maxEntries} entries`, { found: entries.length + 1, limit: limits.maxEntries });
        }
        if (file.compression !== 0 && file.compression !== 8) {
          throw new ArchiveError('unsupported', source, `${source}: entry ${file.name} uses compression method ${file.compression}; only stored and deflated entries are read`, { entry: file.name });
        }
        const declared = file.originalSize === ZIP64_MARK || file.size === ZIP64_MARK ? Number.MAX_SAFE_INTEGER : file.originalSize;
        if (declared > limits.maxEntryBytes) {
          throw new ArchiveError('entry-too-large', source, `${source}: entry ${file.name} inflates to ${declared} bytes; the limit is ${limits.maxEntryBytes}`, { entry: file.name, found: declared, limit: limits.maxEntryBytes });
        }
        total += declared;
        if (total > limits.maxTotalBytes) {
          throw new ArchiveError('total-too-large', source, `${source} inflates to more than ${limits.maxTotalBytes} bytes (at least ${total})`, { found: total, limit: limits.maxTotalBytes });
        }
        entries.push({ name: file.name, size: file.size, originalSize: declared, compression: file.compression });
        return false;
      },
    });
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError('not-a-zip', source, `${source} is not a zip archive that can be read (${(error as Error).message})`);
  }
  return entries;
}

/**
 * The entries of an archive (those `wanted` accepts, default all), inflated within the limits.
 * The result has no prototype: an entry named `__proto__` or `constructor` is just an entry.
 */
export function unzipWithinLimits(bytes: Uint8Array, limits: ArchiveLimits, source: string, wanted: (name: string) => boolean = () => true): Record<string, Uint8Array> {
  inspectArchive(bytes, limits, source);
  try {
    const files = unzipSync(bytes, { filter: (file) => wanted(file.name) });
    return Object.assign(Object.create(null) as Record<string, Uint8Array>, files);
  } catch (error) {
    throw new ArchiveError('not-a-zip', source, `${source} is not a zip archive that can be read (${(error as Error).message})`);
  }
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
