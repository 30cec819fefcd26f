// Configuration files on disk: open (with the checks a file from a USB stick or a colleague's
// laptop needs), save and save-as (atomic, with backup, refusing an invalid document or a file
// that changed on disk unless the engineer confirmed), and the recent-files list. Plain functions;
// main/api.ts wires them to the bridge. Failures are ConsoleErrors with stable codes:
//   not-found  CONFIG_NOT_FOUND, CONFIG_DIR_NOT_FOUND
//   io         CONFIG_READ_DENIED, CONFIG_WRITE_DENIED, CONFIG_DISK_FULL, CONFIG_READ_FAILED, CONFIG_WRITE_FAILED
//   validation CONFIG_NOT_A_FILE, CONFIG_TOO_LARGE, CONFIG_DOCUMENT_TOO_LARGE, CONFIG_NOT_TEXT, CONFIG_ENCODING, CONFIG_INVALID,
//              CONFIG_CHANGED_ON_DISK, CONFIG_EXISTS
import { createHash } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MAX_DOCUMENT_BYTES } from '../../shared/config/document-limits';
import { checkConfigText } from '../../shared/config/check';
import type { ConfigFileOpened as OpenedConfig, ConfigFileSaved as SavedConfig, RecentConfigFile as RecentFile } from '../../shared/api';
import { ConsoleError } from '../../shared/errors';
import { KeyedQueue } from '../../shared/node/keyed-queue';
import { comparablePath, realLocation } from '../files/real-location';
import { decodeUtf8Text, FileReadError, fileTypeWords, readRegularFileIfExists, readTextFile } from '../../shared/node/regular-file';
import { saveTextAtomically } from './atomic-save';

/** Largest configuration file the console opens, saves or keeps as a draft, in bytes (shared/api's one limit). */
export const MAX_CONFIG_BYTES = MAX_DOCUMENT_BYTES;

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

/** A failure of the shared reader (regular-file.ts) as the configuration area's error. */
function readError(e: unknown, path: string): ConsoleError {
  if (!(e instanceof FileReadError))
    return new ConsoleError('io', 'CONFIG_READ_FAILED', `cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`, {
      path,
      reason: errorCode(e) ?? String(e),
    });
  switch (e.kind) {
    case 'not-found':
      return new ConsoleError('not-found', 'CONFIG_NOT_FOUND', `file not found: ${path}`, { path });
    case 'denied':
      return new ConsoleError('io', 'CONFIG_READ_DENIED', `no permission to read ${path}`, { path });
    case 'not-a-file':
      return new ConsoleError('validation', 'CONFIG_NOT_A_FILE', `not a file: ${path} is a ${e.fileType ?? 'special file'}`, {
        path,
        fileType: fileTypeWords(e.fileType),
      });
    case 'too-large':
      return new ConsoleError('validation', 'CONFIG_TOO_LARGE', e.message, { path, size: e.size ?? 0, limit: e.limit ?? MAX_CONFIG_BYTES });
    case 'not-text':
      return new ConsoleError('validation', 'CONFIG_NOT_TEXT', e.message, { path, offset: e.offset ?? 0 });
    case 'encoding':
      return new ConsoleError('validation', 'CONFIG_ENCODING', e.message, {
        path,
        encoding: e.encoding ?? 'unknown',
        ...(e.offset === undefined ? {} : { offset: e.offset }),
      });
    case 'failed':
      return new ConsoleError('io', 'CONFIG_READ_FAILED', `cannot read ${path}: ${e.message}`, { path, reason: e.code ?? e.message });
  }
}

function writeError(e: unknown, path: string): ConsoleError {
  if (e instanceof ConsoleError) return e;
  if (e instanceof FileReadError) return readError(e, path);
  const code = errorCode(e);
  const reason = e instanceof Error ? e.message : String(e);
  if (code === 'ENOENT' || code === 'ENOTDIR')
    return new ConsoleError('not-found', 'CONFIG_DIR_NOT_FOUND', `the folder of ${path} does not exist`, { path });
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return new ConsoleError('io', 'CONFIG_WRITE_DENIED', `no permission to write ${path}`, { path, reason: code });
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return new ConsoleError('io', 'CONFIG_DISK_FULL', `the disk is full; ${path} was not changed`, { path });
  if (code === 'EISDIR') {
    const fileType = e instanceof Error && 'fileType' in e && typeof e.fileType === 'string' ? e.fileType : 'folder';
    return new ConsoleError('validation', 'CONFIG_NOT_A_FILE', `not a file: ${path} is a ${fileType}`, {
      path,
      fileType: fileTypeWords(fileType),
    });
  }
  return new ConsoleError('io', 'CONFIG_WRITE_FAILED', `cannot write ${path}: ${reason}; the file was not changed`, {
    path,
    reason: code ?? reason,
  });
}

/** Refuses a document over the one byte limit (a text under the limit in characters can be over it in bytes). */
export function checkDocumentSize(text: string, path: string): void {
  const size = Buffer.byteLength(text, 'utf8');
  if (size > MAX_CONFIG_BYTES)
    throw new ConsoleError(
      'validation',
      'CONFIG_DOCUMENT_TOO_LARGE',
      `the document is ${size} bytes of UTF-8; the limit is ${MAX_CONFIG_BYTES}; nothing was written`,
      {
        path,
        size,
        limit: MAX_CONFIG_BYTES,
      },
    );
}

/** Decodes a configuration file's bytes, refusing what is not UTF-8 text. */
export function decodeConfigBytes(bytes: Uint8Array, path: string): { text: string; byteOrderMark: boolean } {
  try {
    return decodeUtf8Text(bytes, path);
  } catch (e) {
    throw readError(e, path);
  }
}

/**
 * Reads a configuration file to check it: at most MAX_CONFIG_BYTES of UTF-8 text, from a regular
 * file only, without the version a save compares (hashing loads Node's crypto, 9 ms of `validate`).
 */
export async function readConfigFile(path: string): Promise<Omit<OpenedConfig, 'version'> & { bytes: Uint8Array }> {
  const absolute = resolve(path);
  const { bytes, text, byteOrderMark } = await readTextFile(absolute, MAX_CONFIG_BYTES).catch((e: unknown) => {
    throw readError(e, absolute);
  });
  return { path: absolute, text, byteOrderMark, size: bytes.length, bytes };
}

/** Reads a configuration file to edit it: what readConfigFile reads, and its version. */
export async function openConfigFile(path: string): Promise<OpenedConfig> {
  const { bytes, ...opened } = await readConfigFile(path);
  return { ...opened, version: fingerprint(bytes) };
}

/** The version of what is on disk now; null for no file. A file over the limit has no version a save could expect. */
async function currentVersion(path: string): Promise<string | null> {
  try {
    const file = await readRegularFileIfExists(path, MAX_CONFIG_BYTES);
    return file === null ? null : fingerprint(file.bytes);
  } catch (e) {
    if (e instanceof FileReadError && e.kind === 'too-large') return 'too-large';
    throw readError(e, path);
  }
}

async function save(path: string, text: string, options: SaveConfigOptions, mustBeNew: boolean): Promise<SavedConfig> {
  const absolute = resolve(path);
  checkDocumentSize(text, absolute);
  const report = checkConfigText(text);
  if (!report.valid && !options.confirmInvalid) {
    const first = report.errors[0];
    throw new ConsoleError('validation', 'CONFIG_INVALID', `the document has ${report.errorCount} error(s); confirm to save it anyway`, {
      path: absolute,
      errorCount: report.errorCount,
      ...(first ? { line: first.line, column: first.column, rule: first.rule, pointer: first.pointer } : {}),
    });
  }
  // Saves of one file (however its path is spelt) run one at a time, so that the version check
  // and the rename are one step: of eight saves expecting one version, one wins.
  return serialized(comparablePath(await realLocation(absolute)), async () => {
    if (!options.overwrite) {
      const onDisk = await currentVersion(absolute);
      if (mustBeNew && onDisk !== null)
        throw new ConsoleError('validation', 'CONFIG_EXISTS', `${absolute} already exists; confirm to replace it`, { path: absolute });
      // A file deleted meanwhile is simply written again: nothing on disk is lost by that.
      if (!mustBeNew && options.expectedVersion !== undefined && onDisk !== null && onDisk !== options.expectedVersion)
        throw new ConsoleError(
          'validation',
          'CONFIG_CHANGED_ON_DISK',
          `${absolute} was changed by another program since it was opened; confirm to replace it`,
          {
            path: absolute,
          },
        );
    }
    try {
      const result = await saveTextAtomically(absolute, text);
      return {
        path: result.path,
        version: fingerprint(Buffer.from(text, 'utf8')),
        backupPath: result.backupPath,
        written: result.written,
        valid: report.valid,
        errorCount: report.errorCount,
        warningCount: report.warningCount,
      };
    } catch (e) {
      throw writeError(e, absolute);
    }
  });
}

/** Saves a document over its file (atomically, keeping `<name>.bak`). */
export async function saveConfigFile(path: string, text: string, options: SaveConfigOptions = {}): Promise<SavedConfig> {
  return save(path, text, options, false);
}

/** Saves a document under a new name; refuses to replace an existing file unless `overwrite`. */
export async function saveConfigFileAs(path: string, text: string, options: SaveConfigOptions = {}): Promise<SavedConfig> {
  return save(path, text, options, true);
}

// Recent files -------------------------------------------------------------------------------

const RECENT_FILE = 'recent-files.json';
/** Ten paths of at most 4096 characters fit many times over. */
const MAX_RECENT_LIST_BYTES = 1024 * 1024;

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
    const file = await readRegularFileIfExists(join(dataDir, RECENT_FILE), MAX_RECENT_LIST_BYTES);
    if (file === null) return [];
    raw = file.bytes.toString('utf8');
  } catch (e) {
    // Something that is not a list (a FIFO, a huge file) is as good as a damaged list: start anew.
    if (e instanceof FileReadError && (e.kind === 'not-a-file' || e.kind === 'too-large')) return [];
    throw readError(e, join(dataDir, RECENT_FILE));
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    const files =
      parsed !== null && typeof parsed === 'object' && 'files' in parsed && Array.isArray(parsed.files) ? (parsed.files as unknown[]) : [];
    return files
      .filter(
        (f): f is { path: string; openedAt: string } =>
          f !== null &&
          typeof f === 'object' &&
          typeof (f as Record<string, unknown>)['path'] === 'string' &&
          typeof (f as Record<string, unknown>)['openedAt'] === 'string',
      )
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
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const stored: StoredRecent = { version: 1, files };
    await saveTextAtomically(path, `${JSON.stringify(stored, null, 2)}\n`, { backup: false, mode: 0o600 });
  } catch (e) {
    throw writeError(e, path);
  }
}

async function withExists(files: StoredRecent['files']): Promise<RecentFile[]> {
  return Promise.all(
    files.map(async (f) => ({
      ...f,
      exists: await stat(f.path).then(
        (s) => s.isFile(),
        () => false,
      ),
    })),
  );
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
    const files = [
      { path: absolute, openedAt: now.toISOString() },
      ...(await readStored(dataDir)).filter((f) => !samePath(f.path, absolute)),
    ].slice(0, MAX_RECENT_FILES);
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
