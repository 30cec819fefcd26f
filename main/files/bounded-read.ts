// Every path the console opens for a file it did not write itself (a batch file, its journal, an
// evidence pack, a site profile, a CA file, an ABI profile) is read here: a regular file only (a
// FIFO or device is refused through a non-blocking open and an fstat of that handle, so no file
// system thread waits on it), under the limit of its kind, and, for archives, inspected by the
// central directory before anything inflates. The limits are far above any real file of the kind
// and far below what would take the process past a few hundred megabytes.
import { ConsoleError } from '../../shared/errors';
import type { LocalizedText } from '../../shared/language';
import type { ArchiveLimits } from './archive-limits';
import { FileReadError, fileTypeWords, readRegularFile, readRegularFileIfExists, type RegularFile } from '../../shared/node/regular-file';

const MiB = 1024 * 1024;

/** Byte limit of each kind of file the console reads from a path it was given. */
export const FILE_LIMITS = {
  /** A site profile (`--profile`, imports). */
  siteProfile: 1 * MiB,
  /** The console's own list of site profiles (data directory). */
  siteProfiles: 8 * MiB,
  /** A CA file, or a client certificate, its key or its PKCS#12 file. */
  certificate: 1 * MiB,
  /** A licensevendor ABI profile (`--abi-profile`). */
  abiProfile: 1 * MiB,
  /** A licensevendor library, read whole to check its exports and hash it before it is loaded. */
  vendorLibrary: 128 * MiB,
  /** A batch file, CSV or XLSX (compressed). */
  batchFile: 16 * MiB,
  /** A batch journal: about 400 bytes a row. */
  journal: 64 * MiB,
  /** An evidence pack (compressed). */
  evidencePack: 64 * MiB,
  /** A configuration document put into an evidence pack (the editor's own limit). */
  configuration: 8 * MiB,
  /** A secrets passphrase (`--passphrase-file`): one line. */
  passphrase: 4 * 1024,
  /** A secrets file of the data directory (values, sealed or not; long values live elsewhere). */
  secrets: 16 * MiB,
  /** A small JSON file the console keeps in its data directory (settings, activations, auth status, known keys). */
  consoleState: 4 * MiB,
  /** The site call log and its rotated file (rotated at 4 MiB; one record may overshoot). */
  callLog: 16 * MiB,
} as const;

/** A kind of file with its own limit. */
export type FileKind = keyof typeof FILE_LIMITS;

/** Limits of an XLSX batch file once inflated: a 50,000-row sheet is about 6 MiB of XML. */
export const WORKBOOK_LIMITS: ArchiveLimits = { maxEntries: 1_000, maxEntryBytes: 24 * MiB, maxTotalBytes: 24 * MiB };

/** Limits of an evidence pack once inflated: two call logs of 4 MiB, batch records, a few documents. */
export const EVIDENCE_PACK_LIMITS: ArchiveLimits = { maxEntries: 10_000, maxEntryBytes: 64 * MiB, maxTotalBytes: 128 * MiB };

/** Reads a file of a kind within its limit; a FileReadError otherwise. With a signal, abandons the wait when it aborts. */
export async function readBoundedFile(path: string, kind: FileKind, signal?: AbortSignal): Promise<RegularFile> {
  return raced(readRegularFile(path, FILE_LIMITS[kind]), signal);
}

/** Like readBoundedFile, but a file that does not exist is null. */
export async function readBoundedFileIfExists(path: string, kind: FileKind): Promise<RegularFile | null> {
  return readRegularFileIfExists(path, FILE_LIMITS[kind]);
}

/**
 * The text of one of the console's own files in its data directory, or null when there is none,
 * or when what is there is not a regular file under the kind's limit (a FIFO or device someone put
 * in its place, a file grown past any real one): such a file is never opened blocking nor read
 * whole, and the console goes on as if it had none.
 */
export async function readConsoleText(path: string, kind: FileKind): Promise<string | null> {
  try {
    return (await readRegularFileIfExists(path, FILE_LIMITS[kind]))?.bytes.toString('utf8') ?? null;
  } catch {
    return null;
  }
}

/**
 * A read that a stalled disk (a network share that stopped answering) must not keep waiting:
 * the caller's timeout or Cancel ends the wait at once, whatever the file system does.
 */
function raced<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** What a file that could not be read is, in words that say what to do next (en; the renderer has both languages by code). */
export function readFailureText(error: FileReadError, what: string): string {
  switch (error.kind) {
    case 'not-found':
      return `the ${what} ${error.path} does not exist: check the path`;
    case 'denied':
      return `no permission to read the ${what} ${error.path}: give your account read access or copy the file somewhere you can read`;
    case 'not-a-file':
      return `the ${what} ${error.path} is a ${error.fileType ?? 'special file'}, not a regular file: give the path of the file itself`;
    case 'too-large':
      return `the ${what} ${error.path} is ${error.size} bytes or more; the limit is ${error.limit}: check that this is the right file`;
    default:
      return `cannot read the ${what} ${error.path}: ${error.message}`;
  }
}

const SUFFIX = { 'not-found': 'NOT_FOUND', denied: 'DENIED', 'not-a-file': 'NOT_A_FILE', 'too-large': 'TOO_LARGE' } as const;

/** The files whose read failures have codes of their own. */
type ReadPrefix = 'BATCH_FILE' | 'BATCH_JOURNAL' | 'EVIDENCE' | 'SITE_PROFILE_FILE' | 'SECRETS_PASSPHRASE_FILE' | 'LICENSE_KEY_FILE';
/** A read failure's code: each is declared in the catalogue, or this does not compile. */
type ReadCode<P extends ReadPrefix> = `${P}_${(typeof SUFFIX)[keyof typeof SUFFIX] | 'UNREADABLE'}`;

/** What a file that could not be read is, in words that say what to do next; any error. */
export const readFailureMessage = (error: unknown, what: string): string =>
  error instanceof FileReadError ? readFailureText(error, what) : `cannot read the ${what}: ${(error as Error).message}`;

/** The facts of a read failure the words need (path, reason, fileType, size, limit). */
export const readFailureDetails = (error: FileReadError): Record<string, string | number | LocalizedText> => ({
  path: error.path,
  reason: error.kind,
  ...(error.fileType ? { fileType: fileTypeWords(error.fileType) } : {}),
  ...(error.limit !== undefined ? { size: error.size ?? 0, limit: error.limit } : {}),
});

/**
 * A read failure as a ConsoleError: code `<prefix>_NOT_FOUND`, `_DENIED`, `_NOT_A_FILE`,
 * `_TOO_LARGE` or `_UNREADABLE`, with the facts the words table needs (path, fileType, size, limit).
 * A missing file is of the not-found category, except for `option`: a file named by a command-line
 * option (a site profile, a passphrase file), whose every failure is a usage error (exit 2, where
 * not-found would be the site's no, exit 1).
 */
export function readFailure(error: unknown, what: string, prefix: ReadPrefix, category: 'usage' | 'io' | 'option' = 'usage'): ConsoleError {
  if (error instanceof ConsoleError) return error;
  const given = category === 'option' ? 'usage' : category;
  if (!(error instanceof FileReadError))
    return new ConsoleError(given, `${prefix}_UNREADABLE` as ReadCode<ReadPrefix>, readFailureMessage(error, what), { path: null });
  const suffix = error.kind in SUFFIX ? SUFFIX[error.kind as keyof typeof SUFFIX] : 'UNREADABLE';
  return new ConsoleError(
    error.kind === 'not-found' && category !== 'option' ? 'not-found' : given,
    `${prefix}_${suffix}` as ReadCode<ReadPrefix>,
    readFailureText(error, what),
    {
      path: error.path,
      ...readFailureDetails(error),
    },
  );
}
