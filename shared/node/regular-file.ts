// The one way main and the reference site read a file someone else may have put there: a
// configuration document, a draft, the settings, a site's data file. A path can name a FIFO (whose
// open waits for a writer, for ever), a device (/dev/zero never ends) or a file that grows while it
// is read. So the file is opened without blocking, that same handle is fstat'ed and must be a
// regular file under the limit, and the bytes come from that handle: nothing is judged by one name
// and read through another.
import { constants, type Stats } from 'node:fs';
import type { LocalizedText } from '../language';
import { closeFile, openFile, readInto, statOfFile } from './file-calls';

/** Why a file could not be read (the last two: as text). */
export type FileReadFailure = 'not-found' | 'denied' | 'not-a-file' | 'too-large' | 'failed' | 'not-text' | 'encoding';

interface FileReadErrorDetails {
  code?: string;
  fileType?: string;
  size?: number;
  limit?: number;
  offset?: number;
  encoding?: 'utf-16' | 'unknown';
}

/** A file that could not be read, with the reason as a kind callers turn into their own words. */
export class FileReadError extends Error {
  /** Why. */
  readonly kind: FileReadFailure;
  /** The path as given. */
  readonly path: string;
  /** The system's error code (ENOENT, EACCES…), when there was one. */
  readonly code: string | undefined;
  /** For not-a-file: what it is instead (folder, FIFO, device, socket). */
  readonly fileType: string | undefined;
  /** For too-large: the size found (at least limit + 1) and the limit. */
  readonly size: number | undefined;
  readonly limit: number | undefined;
  /** For not-text and encoding: the offset of the first offending byte. */
  readonly offset: number | undefined;
  /** For encoding: `utf-16`, or `unknown` (GBK or another legacy encoding, most likely). */
  readonly encoding: 'utf-16' | 'unknown' | undefined;

  constructor(kind: FileReadFailure, path: string, message: string, extra: FileReadErrorDetails = {}) {
    super(message);
    this.name = 'FileReadError';
    this.kind = kind;
    this.path = path;
    this.code = extra.code;
    this.fileType = extra.fileType;
    this.size = extra.size;
    this.limit = extra.limit;
    this.offset = extra.offset;
    this.encoding = extra.encoding;
  }
}

/** A regular file's bytes and what its handle said about it. */
export interface RegularFile {
  bytes: Buffer;
  /** Permission bits (mode & 0o7777). */
  mode: number;
}

// Windows has no O_NONBLOCK; there a FIFO is not a file that `open` can wait on.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

function errorCode(e: unknown): string | undefined {
  return e instanceof Error && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
}

function openFailure(e: unknown, path: string): FileReadError {
  const code = errorCode(e);
  const reason = e instanceof Error ? e.message : String(e);
  if (code === 'ENOENT' || code === 'ENOTDIR') return new FileReadError('not-found', path, `no such file: ${path}`, { code });
  if (code === 'EACCES' || code === 'EPERM') return new FileReadError('denied', path, `no permission to read ${path}`, { code });
  if (code === 'EISDIR') return new FileReadError('not-a-file', path, `${path} is a folder, not a file`, { code, fileType: 'folder' });
  return new FileReadError('failed', path, `cannot read ${path}: ${reason}`, { code });
}

type HandleStats = Stats;

function fileTypeOf(info: HandleStats): string {
  if (info.isDirectory()) return 'folder';
  if (info.isFIFO()) return 'FIFO';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'device';
  if (info.isSocket()) return 'socket';
  return 'special file';
}

/** What is at a path instead of a regular file (fileTypeOf's names), in every language: the words say it in theirs. */
const FILE_TYPES: Readonly<Record<string, LocalizedText>> = {
  folder: { en: 'folder', 'zh-CN': '文件夹' },
  FIFO: { en: 'FIFO', 'zh-CN': '命名管道（FIFO）' },
  device: { en: 'device', 'zh-CN': '设备' },
  socket: { en: 'socket', 'zh-CN': '套接字' },
  'special file': { en: 'special file', 'zh-CN': '特殊文件' },
};
export const fileTypeWords = (fileType: string | undefined): LocalizedText =>
  FILE_TYPES[fileType ?? 'special file'] ?? { en: fileType ?? 'special file', 'zh-CN': fileType ?? '特殊文件' };

const tooLarge = (path: string, size: number, limit: number): FileReadError =>
  new FileReadError('too-large', path, `${path} is ${size} bytes; the limit is ${limit}`, { size, limit });

/** Size and permission bits of a regular file, judged through a handle opened without blocking; null when there is no file. */
export async function inspectRegularFile(path: string): Promise<{ size: number; mode: number } | null> {
  const fd = await openFile(path, OPEN_FLAGS).catch((e: unknown) => {
    const failure = openFailure(e, path);
    if (failure.kind === 'not-found') return null;
    throw failure;
  });
  if (fd === null) return null;
  try {
    const info = await statOfFile(fd);
    if (!info.isFile()) throw notRegular(path, info);
    return { size: info.size, mode: info.mode & 0o7777 };
  } finally {
    await closeFile(fd);
  }
}

function notRegular(path: string, info: HandleStats): FileReadError {
  const fileType = fileTypeOf(info);
  return new FileReadError('not-a-file', path, `${path} is a ${fileType}, not a regular file`, { fileType });
}

/** Reads at most `limit` bytes of a regular file; anything else (missing, a FIFO, a device, larger) is a FileReadError. */
export async function readRegularFile(path: string, limit: number): Promise<RegularFile> {
  const fd = await openFile(path, OPEN_FLAGS).catch((e: unknown) => {
    throw openFailure(e, path);
  });
  try {
    const info = await statOfFile(fd);
    if (!info.isFile()) throw notRegular(path, info);
    if (info.size > limit) throw tooLarge(path, info.size, limit);
    // The size is a hint: the file may grow or shrink while it is read. One byte more than the
    // limit is enough to know it is too large.
    let buffer = Buffer.allocUnsafe(Math.min(limit, info.size) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        const bigger = Buffer.allocUnsafe(Math.min(limit + 1, buffer.length * 2));
        buffer.copy(bigger, 0, 0, length);
        buffer = bigger;
      }
      const bytesRead = await readInto(fd, buffer, length, buffer.length - length);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > limit) throw tooLarge(path, length, limit);
    }
    return { bytes: buffer.subarray(0, length), mode: info.mode & 0o7777 };
  } catch (e) {
    throw e instanceof FileReadError ? e : openFailure(e, path);
  } finally {
    await closeFile(fd);
  }
}

/** Like readRegularFile, but a file that does not exist is null. */
export async function readRegularFileIfExists(path: string, limit: number): Promise<RegularFile | null> {
  try {
    return await readRegularFile(path, limit);
  } catch (e) {
    if (e instanceof FileReadError && e.kind === 'not-found') return null;
    throw e;
  }
}

/** Offset of the first byte that is not well-formed UTF-8, or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i] ?? 0;
    const length = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return i;
    for (let k = 1; k < length; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    if (length >= 3) {
      const cp =
        length === 3 ? ((b & 0x0f) << 12) | (((bytes[i + 1] ?? 0) & 0x3f) << 6) : ((b & 0x07) << 18) | (((bytes[i + 1] ?? 0) & 0x3f) << 12);
      if ((length === 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) || (length === 4 && (cp < 0x10000 || cp > 0x10ffff))) return i;
    }
    i += length;
  }
  return -1;
}

/** Decodes bytes as UTF-8 text, refusing UTF-16, NUL bytes and anything not well-formed (never replaced silently). */
export function decodeUtf8Text(bytes: Uint8Array, path: string): { text: string; byteOrderMark: boolean } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new FileReadError('encoding', path, `${path} is saved as UTF-16; save it as UTF-8`, { encoding: 'utf-16' });
  const nul = bytes.indexOf(0);
  if (nul >= 0) throw new FileReadError('not-text', path, `${path} is not a text file (byte ${nul} is NUL)`, { offset: nul });
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  const bad = firstInvalidUtf8(body);
  if (bad >= 0) {
    const offset = bad + (bom ? 3 : 0);
    throw new FileReadError(
      'encoding',
      path,
      `${path} is not UTF-8 (byte ${offset} is 0x${(bytes[offset] ?? 0).toString(16).padStart(2, '0')}); it may be saved as GBK or another legacy encoding: save it as UTF-8`,
      { encoding: 'unknown', offset },
    );
  }
  return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(body), byteOrderMark: bom };
}

/** Reads a regular file of at most `limit` bytes as UTF-8 text (a leading BOM removed and reported). */
export async function readTextFile(path: string, limit: number): Promise<RegularFile & { text: string; byteOrderMark: boolean }> {
  const file = await readRegularFile(path, limit);
  return { ...file, ...decodeUtf8Text(file.bytes, path) };
}
