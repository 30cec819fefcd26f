// Configuration files on disk: open (with the checks a file from a USB stick or a colleague's
// laptop needs), save and save-as (atomic, with backup, refusing an invalid document or a file
// that changed on disk unless the engineer confirmed), and the recent-files list. Plain functions;
// main/api.ts wires them to the bridge. Failures are ConsoleErrors with stable codes:
//   not-found  CONFIG_NOT_FOUND, CONFIG_DIR_NOT_FOUND
//   io         CONFIG_READ_DENIED, CONFIG_WRITE_DENIED, CONFIG_DISK_FULL, CONFIG_READ_FAILED, CONFIG_WRITE_FAILED
//   validation CONFIG_NOT_A_FILE, CONFIG_TOO_LARGE, CONFIG_NOT_TEXT, CONFIG_ENCODING, CONFIG_INVALID,
//              CONFIG_CHANGED_ON_DISK, CONFIG_EXISTS
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { checkConfigText } from '../../shared/config/check';
import type { ConfigFileOpened as OpenedConfig, ConfigFileSaved as SavedConfig, RecentConfigFile as RecentFile } from '../../shared/api';
import { ConsoleError } from '../../shared/errors';
import { KeyedQueue } from '../../shared/keyed-queue';
import { saveTextAtomically } from './atomic-save';

/** Largest configuration file the console opens: 8 MiB, far above a document with 10,000 features (about 1 MiB). */
export const MAX_CONFIG_BYTES = 8 * 1024 * 1024;

/** Options of saveConfigFile and saveConfigFileAs. */
export interface SaveConfigOptions {
  /** The engineer confirmed saving a document that has errors. */
  confirmInvalid?: boolean;
  /** `version` of the file as the engineer last opened or saved it; the save is refused if the file changed since. */
  expectedVersion?: string;
  /** The engineer confirmed replacing a file that changed on disk, or (save as) one that exists. */
  overwrite?: boolean;
}

/** How many recent files are remembered. */
export const MAX_RECENT_FILES = 10;

const fingerprint = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

function errorCode(e: unknown): string | undefined {
  return e instanceof Error && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
}

function readError(e: unknown, path: string): ConsoleError {
  const code = errorCode(e);
  const reason = e instanceof Error ? e.message : String(e);
  if (code === 'ENOENT' || code === 'ENOTDIR') return new ConsoleError('not-found', 'CONFIG_NOT_FOUND', `file not found: ${path}`, { path });
  if (code === 'EACCES' || code === 'EPERM') return new ConsoleError('io', 'CONFIG_READ_DENIED', `no permission to read ${path}`, { path });
  if (code === 'EISDIR') return new ConsoleError('validation', 'CONFIG_NOT_A_FILE', `not a file: ${path}`, { path });
  return new ConsoleError('io', 'CONFIG_READ_FAILED', `cannot read ${path}: ${reason}`, { path, reason: code ?? reason });
}

function writeError(e: unknown, path: string): ConsoleError {
  if (e instanceof ConsoleError) return e;
  const code = errorCode(e);
  const reason = e instanceof Error ? e.message : String(e);
  if (code === 'ENOENT' || code === 'ENOTDIR') return new ConsoleError('not-found', 'CONFIG_DIR_NOT_FOUND', `the folder of ${path} does not exist`, { path });
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return new ConsoleError('io', 'CONFIG_WRITE_DENIED', `no permission to write ${path}`, { path, reason: code });
  if (code === 'ENOSPC' || code === 'EDQUOT') return new ConsoleError('io', 'CONFIG_DISK_FULL', `the disk is full; ${path} was not changed`, { path });
  if (code === 'EISDIR') return new ConsoleError('validation', 'CONFIG_NOT_A_FILE', `not a file: ${path}`, { path });
  return new ConsoleError('io', 'CONFIG_WRITE_FAILED', `cannot write ${path}: ${reason}; the file was not changed`, { path, reason: code ?? reason });
}

/** Offset of the first byte that is not well-formed UTF-8, or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i] ?? 0;
    const length = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return i;
    for (let k = 1; k < length; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    if (length >= 3) {
      const cp = length === 3 ? ((b & 0x0f) << 12) | (((bytes[i + 1] ?? 0) & 0x3f) << 6) : ((b & 0x07) << 18) | (((bytes[i + 1] ?? 0) & 0x3f) << 12);
      if ((length === 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) || (length === 4 && (cp < 0x10000 || cp > 0x10ffff))) return i;
    }
    i += length;
  }
  return -1;
}

/** Decodes a configuration file's bytes, refusing what is not UTF-8 text. */
export function decodeConfigBytes(bytes: Uint8Array, path: string): { text: string; byteOrderMark: boolean } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new ConsoleError('validation', 'CONFIG_ENCODING', `${path} is saved as UTF-16; save it as UTF-8`, { path, encoding: 'utf-16' });
  const nul = bytes.indexOf(0);
  if (nul >= 0) throw new ConsoleError('validation', 'CONFIG_NOT_TEXT', `${path} is not a text file (byte ${nul} is NUL)`, { path, offset: nul });
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  const bad = firstInvalidUtf8(body);
  if (bad >= 0) {
    const offset = bad + (bom ? 3 : 0);
    throw new ConsoleError(
      'validation',
      'CONFIG_ENCODING',
      `${path} is not UTF-8 (byte ${offset} is 0x${(bytes[offset] ?? 0).toString(16).padStart(2, '0')}); it may be saved as GBK or another legacy encoding: save it as UTF-8`,
      { path, encoding: 'unknown', offset },
    );
  }
  return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(body), byteOrderMark: bom };
}

/** Reads a configuration file: at most MAX_CONFIG_BYTES of UTF-8 text. */
export async function openConfigFile(path: string): Promise<OpenedConfig> {
  const absolute = resolve(path);
  const info = await stat(absolute).catch((e: unknown) => {
    throw readError(e, absolute);
  });
  if (!info.isFile()) throw new ConsoleError('validation', 'CONFIG_NOT_A_FILE', `not a file: ${absolute}`, { path: absolute });
  if (info.size > MAX_CONFIG_BYTES)
    throw new ConsoleError('validation', 'CONFIG_TOO_LARGE', `${absolute} is ${info.size} bytes; the limit is ${MAX_CONFIG_BYTES}`, {
      path: absolute,
      size: info.size,
      limit: MAX_CONFIG_BYTES,
    });
  const bytes = await readFile(absolute).catch((e: unknown) => {
    throw readError(e, absolute);
  });
  // The file may have grown between stat and read.
  if (bytes.length > MAX_CONFIG_BYTES)
    throw new ConsoleError('validation', 'CONFIG_TOO_LARGE', `${absolute} is ${bytes.length} bytes; the limit is ${MAX_CONFIG_BYTES}`, {
      path: absolute,
      size: bytes.length,
      limit: MAX_CONFIG_BYTES,
    });
  const { text, byteOrderMark } = decodeConfigBytes(bytes, absolute);
  return { path: absolute, text, byteOrderMark, version: fingerprint(bytes), size: bytes.length };
}

async function currentVersion(path: string): Promise<string | null> {
  try {
    return fingerprint(await readFile(path));
  } catch (e) {
    if (errorCode(e) === 'ENOENT') return null;
    throw readError(e, path);
  }
}

async function save(path: string, text: string, options: SaveConfigOptions, mustBeNew: boolean): Promise<SavedConfig> {
  const absolute = resolve(path);
  const report = checkConfigText(text);
  if (!report.valid && !options.confirmInvalid) {
    const first = report.errors[0];
    throw new ConsoleError('validation', 'CONFIG_INVALID', `the document has ${report.errors.length} error(s); confirm to save it anyway`, {
      path: absolute,
      errorCount: report.errors.length,
      ...(first ? { line: first.line, column: first.column, rule: first.rule, pointer: first.pointer } : {}),
    });
  }
  if (!options.overwrite) {
    const onDisk = await currentVersion(absolute);
    if (mustBeNew && onDisk !== null) throw new ConsoleError('validation', 'CONFIG_EXISTS', `${absolute} already exists; confirm to replace it`, { path: absolute });
    // A file deleted meanwhile is simply written again: nothing on disk is lost by that.
    if (!mustBeNew && options.expectedVersion !== undefined && onDisk !== null && onDisk !== options.expectedVersion)
      throw new ConsoleError('validation', 'CONFIG_CHANGED_ON_DISK', `${absolute} was changed by another program since it was opened; confirm to replace it`, {
        path: absolute,
      });
  }
  try {
    const result = await saveTextAtomically(absolute, text);
    return {
      path: result.path,
      version: fingerprint(Buffer.from(text, 'utf8')),
      backupPath: result.backupPath,
      written: result.written,
      valid: report.valid,
      errorCount: report.errors.length,
      warningCount: report.warnings.length,
    };
  } catch (e) {
    throw writeError(e, absolute);
  }
}

/** Saves a document over its file (atomically, keeping `<name>.bak`). */
export function saveConfigFile(path: string, text: string, options: SaveConfigOptions = {}): Promise<SavedConfig> {
  return save(path, text, options, false);
}

/** Saves a document under a new name; refuses to replace an existing file unless `overwrite`. */
export function saveConfigFileAs(path: string, text: string, options: SaveConfigOptions = {}): Promise<SavedConfig> {
  return save(path, text, options, true);
}

// Recent files -------------------------------------------------------------------------------

const RECENT_FILE = 'recent-files.json';

interface StoredRecent {
  version: 1;
  files: { path: string; openedAt: string }[];
}

/** Two paths name the same file (Windows and macOS compare names without case by default). */
const samePath = (a: string, b: string): boolean =>
  process.platform === 'win32' || process.platform === 'darwin' ? a.toLowerCase() === b.toLowerCase() : a === b;

async function readStored(dataDir: string): Promise<StoredRecent['files']> {
  let raw: string;
  try {
    raw = await readFile(join(dataDir, RECENT_FILE), 'utf8');
  } catch (e) {
    if (errorCode(e) === 'ENOENT') return [];
    throw readError(e, join(dataDir, RECENT_FILE));
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    const files = parsed !== null && typeof parsed === 'object' && 'files' in parsed && Array.isArray(parsed.files) ? (parsed.files as unknown[]) : [];
    return files
      .filter((f): f is { path: string; openedAt: string } => f !== null && typeof f === 'object' && typeof (f as Record<string, unknown>)['path'] === 'string' && typeof (f as Record<string, unknown>)['openedAt'] === 'string')
      .map(({ path, openedAt }) => ({ path, openedAt }))
      .slice(0, MAX_RECENT_FILES);
  } catch {
    // A damaged list is a convenience lost, not a reason to refuse to start: begin a new one.
    return [];
  }
}

async function writeStored(dataDir: string, files: StoredRecent['files']): Promise<void> {
  const path = join(dataDir, RECENT_FILE);
  try {
    await mkdir(dataDir, { recursive: true });
    const stored: StoredRecent = { version: 1, files };
    await saveTextAtomically(path, `${JSON.stringify(stored, null, 2)}\n`, { backup: false });
  } catch (e) {
    throw writeError(e, path);
  }
}

async function withExists(files: StoredRecent['files']): Promise<RecentFile[]> {
  return Promise.all(files.map(async (f) => ({ ...f, exists: await stat(f.path).then((s) => s.isFile(), () => false) })));
}

// Two windows (or the bridge and the CLI in one process) may update the list at once; updates to
// one data directory run one after the other so that neither is lost.
const queue = new KeyedQueue();
/** Runs `work` after every earlier piece of work queued under the same key (a data directory or a file). */
export function serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
  return queue.run(resolve(key), work);
}

/** The recent files, most recent first. */
export function listRecentFiles(dataDir: string): Promise<RecentFile[]> {
  return serialized(dataDir, async () => withExists(await readStored(dataDir)));
}

/** Puts a file at the top of the recent files (call it after opening or saving). */
export function addRecentFile(dataDir: string, path: string, now: Date = new Date()): Promise<RecentFile[]> {
  return serialized(dataDir, async () => {
    const absolute = resolve(path);
    const files = [{ path: absolute, openedAt: now.toISOString() }, ...(await readStored(dataDir)).filter((f) => !samePath(f.path, absolute))].slice(
      0,
      MAX_RECENT_FILES,
    );
    await writeStored(dataDir, files);
    return withExists(files);
  });
}

/** Removes a file from the recent files. */
export function removeRecentFile(dataDir: string, path: string): Promise<RecentFile[]> {
  return serialized(dataDir, async () => {
    const absolute = resolve(path);
    const files = (await readStored(dataDir)).filter((f) => !samePath(f.path, absolute));
    await writeStored(dataDir, files);
    return withExists(files);
  });
}

/** Forgets all recent files. */
export function clearRecentFiles(dataDir: string): Promise<void> {
  return serialized(dataDir, () => writeStored(dataDir, []));
}
