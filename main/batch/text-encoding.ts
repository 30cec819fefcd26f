// The encoding of a text file as spreadsheets save it: "CSV UTF-8" (BOM), plain UTF-8, "Unicode
// text" (UTF-16 LE with BOM, tab-separated) and, from Excel on zh-CN Windows, "CSV (逗号分隔)" in
// GBK/GB18030. UTF-8 is judged by the console's one UTF-8 reader (shared/node/regular-file.ts), so
// that a batch file and a configuration file are held to the same rule; this module only adds what
// that reader refuses. A guess is never silent: GB18030 is taken only when every double-byte
// character lies in GB2312's table (the characters zh-CN text is made of); anything else is doubtful
// and refused with the first line as it would be read, so that no id decoded wrongly is ever sent.
import { decodeUtf8Text, FileReadError } from '../../shared/node/regular-file';

/** An encoding a batch file is read in. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030';

/** Text read from bytes, and how. */
export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  /** Whether a byte order mark named the encoding. */
  byteOrderMark: boolean;
}

/** Bytes whose encoding cannot be told for sure: the best reading, and why it is doubtful. */
export class DoubtfulEncodingError extends Error {
  /** The encoding the bytes would most likely be in, or `unknown`. */
  readonly guess: TextEncodingName | 'unknown';
  /** The first line as that guess reads it (with U+FFFD where it cannot), at most 120 characters. */
  readonly firstLine: string;

  constructor(guess: TextEncodingName | 'unknown', firstLine: string, reason: string) {
    super(reason);
    this.guess = guess;
    this.firstLine = firstLine;
  }
}

const firstLineOf = (text: string): string => {
  const line = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return line.length > 120 ? `${line.slice(0, 120)}…` : line;
};

/** Whether every byte over 0x7F pairs as a GB2312 character (lead A1–F7, trail A1–FE). */
function isGb2312(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i += 1) {
    const b = bytes[i]!;
    if (b < 0x80) continue;
    const trail = bytes[i + 1] ?? 0;
    if (b < 0xa1 || b > 0xf7 || trail < 0xa1 || trail > 0xfe) return false;
    i += 1;
  }
  return true;
}

function utf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): DecodedText {
  try {
    return { text: new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(2)), encoding, byteOrderMark: true };
  } catch {
    const lossy = new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes.subarray(2));
    throw new DoubtfulEncodingError(encoding, firstLineOf(lossy), `it starts with a ${encoding.toUpperCase()} byte order mark, but its bytes are not well-formed ${encoding.toUpperCase()}`);
  }
}

/**
 * Decodes the bytes of a spreadsheet's text export. Throws DoubtfulEncodingError when the encoding
 * cannot be told for sure.
 */
export function decodeSpreadsheetText(bytes: Uint8Array, source: string): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16(bytes, 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16(bytes, 'utf-16be');
  try {
    const { text, byteOrderMark } = decodeUtf8Text(bytes, source);
    return { text, encoding: 'utf-8', byteOrderMark };
  } catch (error) {
    if (!(error instanceof FileReadError)) throw error;
    if (error.kind === 'not-text') {
      // NUL bytes every other byte: UTF-16 without its mark, which no spreadsheet writes.
      const even = bytes.filter((_b, i) => i % 2 === 0 && bytes[i] === 0).length;
      const guess = even > bytes.length / 4 ? 'utf-16be' : 'utf-16le';
      throw new DoubtfulEncodingError(guess, firstLineOf(new TextDecoder(guess).decode(bytes)), 'it holds NUL bytes, as UTF-16 without a byte order mark does');
    }
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
      throw new DoubtfulEncodingError('utf-8', firstLineOf(new TextDecoder('utf-8').decode(bytes)), `${error.message.replace(/; it may be.*$/, '')} although it starts with a UTF-8 byte order mark`);
    }
  }
  let gb: string;
  try {
    gb = new TextDecoder('gb18030', { fatal: true }).decode(bytes);
  } catch {
    throw new DoubtfulEncodingError('unknown', firstLineOf(new TextDecoder('utf-8').decode(bytes)), 'it is neither UTF-8, UTF-16 nor GB18030');
  }
  if (!isGb2312(bytes)) {
    throw new DoubtfulEncodingError('gb18030', firstLineOf(gb), 'it is not UTF-8, and as GB18030 it holds characters outside GB2312 (another legacy encoding, such as Big5 or Windows-1252, is as likely)');
  }
  return { text: gb, encoding: 'gb18030', byteOrderMark: false };
}
