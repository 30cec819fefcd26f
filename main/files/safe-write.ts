// The one safe writer: every file the console creates or replaces (configuration documents, its
// own files in the data directory, batch journals' exports, results, evidence packs, reports) is
// written here, so that a crash, a killed process or a pulled plug at any moment leaves either the
// old or the new content under the file's name, never a torn mix, and (for documents) keeps the
// version it replaces as `<name>.bak`. Files the console makes from a path the page or a command
// line named (`writeConsoleFile`) are 0600 and never written through a symbolic link: a link there
// is refused and what it points at is left untouched.
//
// The order of steps is the whole point:
//  1. the new content goes to a temporary file in the same directory (rename is atomic only within
//     one file system), is flushed (fsync) and closed;
//  2. the current file becomes the backup: hard-linked (or, where links are not supported, copied
//     and flushed) to a temporary name, then renamed over `<name>.bak`, so the backup too is always
//     either the previous backup or the current file, whole;
//  3. the temporary file is renamed over the file;
//  4. the directory is flushed, so that the renames survive a power cut.
// "The previous version" is what is on disk right before this save, whoever wrote it. Saving
// content identical to what is on disk writes nothing: a second Ctrl+S must not replace a useful
// backup by a copy of the current file.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, link, lstat, open, readdir, realpath, rename, rm, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { FileReadError, inspectRegularFile, readRegularFile } from '../../shared/node/regular-file';

/** What a save did. */
export interface AtomicSaveResult {
  /** The file written (symbolic links resolved). */
  path: string;
  /** False when the file already held exactly this content and nothing was written. */
  written: boolean;
  /** The backup of the replaced version, or null when there was none (a new file, or backup: false). */
  backupPath: string | null;
}

/** Options of saveTextAtomically. */
export interface AtomicSaveOptions {
  /** Keep the replaced version as `<name>.bak` (default true). */
  backup?: boolean;
  /** File mode for a new file, before the umask (default 0o666); a replaced file keeps its mode. */
  mode?: number;
  /**
   * What a symbolic link at the path means: `follow` (default; a document the engineer linked is
   * saved at its target) or `refuse` (files the console makes: a link is refused, its target untouched).
   */
  links?: 'follow' | 'refuse';
  /** Give the file exactly `mode`, also when it replaces one with another mode. */
  exactMode?: boolean;
}

/** A path the safe writer refuses to write: a symbolic link, or something that is not a regular file. */
export class UnsafeWriteError extends Error {
  /** `link` or `not-a-file`. */
  readonly kind: 'link' | 'not-a-file';
  readonly path: string;
  constructor(kind: 'link' | 'not-a-file', path: string, message: string) {
    super(message);
    this.name = 'UnsafeWriteError';
    this.kind = kind;
    this.path = path;
  }
}

/** The backup file kept beside `path`. */
export const backupPathOf = (path: string): string => `${path}.bak`;

const TEMP_SUFFIX = '.tmp';
/** Where links are not supported the backup is a copy, read whole into memory: far above any file the console saves. */
const MAX_BACKUP_COPY_BYTES = 64 * 1024 * 1024;
const tempPathFor = (target: string): string =>
  join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);

function errorCode(e: unknown): string | undefined {
  return e instanceof Error && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
}

/**
 * On Windows a rename over a file that another program (an antivirus scanner, a viewer) holds
 * open fails for a moment with EPERM/EBUSY/EACCES; elsewhere those codes are final.
 */
async function renameWithRetry(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rename(from, to);
      return;
    } catch (e) {
      const code = errorCode(e);
      if (process.platform !== 'win32' || attempt >= 10 || !(code === 'EPERM' || code === 'EBUSY' || code === 'EACCES')) throw e;
      await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1)));
    }
  }
}

/** Writes and flushes a new file; `keepMode` is the mode of the file it will replace. */
async function writeAndFlush(path: string, data: Uint8Array, newMode: number, keepMode: number | undefined): Promise<void> {
  // The file is created with the kept mode (a 0600 file with a tenant key is never, not for a
  // moment, a readable file holding it); open's mode passes through the umask, so chmod then makes
  // it exact before any byte is written.
  const handle = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, keepMode ?? newMode);
  try {
    if (keepMode !== undefined) await handle.chmod(keepMode).catch(() => undefined);
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function flushDirectory(dir: string): Promise<void> {
  // Windows cannot open a directory for fsync; NTFS journals the rename itself.
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch (e) {
    // Some file systems (network shares) refuse fsync on a directory; the rename already happened.
    if (errorCode(e) !== 'EINVAL' && errorCode(e) !== 'ENOTSUP') throw e;
  } finally {
    await handle.close();
  }
}

/** Makes `backup` a whole copy of `current` (link where possible), replacing any older backup atomically. */
async function keepBackup(current: string, mode: number, backup: string): Promise<void> {
  const temp = tempPathFor(backup);
  try {
    try {
      await link(current, temp);
    } catch (e) {
      // FAT/exFAT sticks and some network shares have no hard links: copy what was read through
      // the checked handle (never copy a path that may have become a FIFO meanwhile).
      if (!['EPERM', 'ENOTSUP', 'EXDEV', 'EMLINK', 'ENOSYS', 'EACCES'].includes(errorCode(e) ?? '')) throw e;
      const file = await readRegularFile(current, MAX_BACKUP_COPY_BYTES);
      await writeAndFlush(temp, file.bytes, mode, mode);
    }
    await renameWithRetry(temp, backup);
  } finally {
    // A rename between two links of one file does nothing and succeeds (POSIX), leaving the
    // temporary name behind: it goes in every outcome.
    await rm(temp, { force: true });
  }
}

/** Removes temporary files of earlier saves of `target` that a crash left behind (older than a minute). */
async function sweepStaleTemps(target: string): Promise<void> {
  const dir = dirname(target);
  const prefixes = [`.${basename(target)}.`, `.${basename(backupPathOf(target))}.`];
  const names = await readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    if (
      !name.endsWith(TEMP_SUFFIX) ||
      !prefixes.some((p) => name.startsWith(p) && /^[0-9a-f]{12}$/.test(name.slice(p.length, -TEMP_SUFFIX.length)))
    )
      continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs > 60_000) await unlink(path).catch(() => undefined);
  }
}

/** Writes `text` (UTF-8) to `path` atomically, keeping the replaced version as `<path>.bak`. */
export async function saveTextAtomically(path: string, text: string, options: AtomicSaveOptions = {}): Promise<AtomicSaveResult> {
  return saveBytesAtomically(path, Buffer.from(text, 'utf8'), options);
}

/**
 * Writes a file the console makes (results, evidence pack, report) from a path it was given: atomic,
 * 0600, no backup, and never through a symbolic link (UnsafeWriteError, the link's target untouched).
 */
export async function writeConsoleFile(path: string, data: Uint8Array): Promise<AtomicSaveResult> {
  return saveBytesAtomically(path, Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    links: 'refuse',
    backup: false,
    mode: 0o600,
    exactMode: true,
  });
}

/**
 * Checks, before any work whose outcome it will hold, that writeConsoleFile can write `path`: not a
 * symbolic link nor anything but a regular file (UnsafeWriteError), and a folder that exists and
 * this account may write in (the system's error: ENOENT, ENOTDIR, EACCES). A batch asks this of its
 * --results file before it sends a single row, so that nothing is granted whose record then cannot
 * be written. The write itself checks again (the path may change in between).
 */
export async function checkConsoleFileTarget(path: string): Promise<void> {
  const info = await lstat(path).catch((e: unknown) => {
    if (errorCode(e) === 'ENOENT') return null;
    throw e;
  });
  if (info?.isSymbolicLink())
    throw new UnsafeWriteError('link', path, `${path} is a symbolic link: the console does not write through links`);
  if (info && !info.isFile()) throw new UnsafeWriteError('not-a-file', path, `${path} is not a regular file`);
  const folder = dirname(path);
  if (!(await stat(folder)).isDirectory()) throw Object.assign(new Error(`${folder} is not a folder`), { code: 'ENOTDIR' });
  await access(folder, constants.W_OK);
}

/** Writes `data` to `path` atomically under `options` (see AtomicSaveOptions). */
export async function saveBytesAtomically(path: string, data: Buffer, options: AtomicSaveOptions = {}): Promise<AtomicSaveResult> {
  let target = path;
  if (options.links === 'refuse') {
    const info = await lstat(path).catch((e: unknown) => {
      if (errorCode(e) === 'ENOENT') return null;
      throw e;
    });
    if (info?.isSymbolicLink())
      throw new UnsafeWriteError('link', path, `${path} is a symbolic link: the console does not write through links`);
  } else {
    // Save through a symbolic link to its target; renaming over the link would replace the link.
    target = await realpath(path).catch((e: unknown) => {
      if (errorCode(e) === 'ENOENT') return path;
      throw e;
    });
  }
  // Judged through a handle opened without blocking: a FIFO or device here is refused, never read.
  const existing = await inspectRegularFile(target).catch((e: unknown) => {
    if (e instanceof FileReadError && e.kind === 'not-a-file')
      throw Object.assign(new Error(e.message), { code: 'EISDIR', fileType: e.fileType });
    throw e instanceof FileReadError && e.code ? Object.assign(new Error(e.message), { code: e.code }) : e;
  });
  if (existing && existing.size === data.length) {
    const current = await readRegularFile(target, data.length).catch(() => undefined);
    if (current?.bytes.equals(data)) return { path: target, written: false, backupPath: null };
  }

  const temp = tempPathFor(target);
  try {
    // A rename replaces the name itself: a link put at the path after the check above is replaced, never written through.
    await writeAndFlush(
      temp,
      data,
      options.mode ?? 0o666,
      options.exactMode ? (options.mode ?? 0o600) : existing ? existing.mode & 0o777 : undefined,
    );
    let backupPath: string | null = null;
    if (existing && options.backup !== false) {
      backupPath = backupPathOf(target);
      await keepBackup(target, existing.mode & 0o777, backupPath);
    }
    await renameWithRetry(temp, target);
    await flushDirectory(dirname(target));
    await sweepStaleTemps(target);
    return { path: target, written: true, backupPath };
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}
