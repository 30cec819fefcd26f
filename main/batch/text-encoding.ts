// The encoding of a text file as spreadsheets save it: "CSV UTF-8" (BOM), plain UTF-8, "Unicode
// text" (UTF-16 LE with BOM, tab-separated) and, from Excel on zh-CN Windows, "CSV (逗号分隔)" in
// GBK/GB18030. UTF-8 is judged by the console's one UTF-8 reader (shared/node/regular-file.ts), so
// that a batch file and a configuration file are held to the same rule; this module only adds what
// that reader refuses. A guess is never silent: GB18030 is taken when a Chinese header confirms it,
// or when every double-byte character lies in GB2312's table (the characters zh-CN text is made
// of), then for names only (`unconfirmed`: an id so read is doubtful); anything else is doubtful
// and refused with the first line as it would be read, so that no id decoded wrongly is ever sent.
import type { EncodingDoubt } from '../../shared/batch-words';
import { decodeUtf8Text, FileReadError } from '../../shared/node/regular-file';

/** An encoding a batch file is read in. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030';

/** Text read from bytes, and how. */
export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  /** Whether a byte order mark named the encoding. */
  byteOrderMark: boolean;
  /**
   * GB18030 taken only because every double-byte character lies in GB2312, with no Chinese header
   * to confirm it: Shift-JIS half-width katakana and pairs of Latin-1 letters lie there too, so
   * such a reading is good for names but not for the ids sent (batch-file.ts checks those).
   */
  unconfirmed?: true;
}

/** A legacy encoding a doubtful file is likely in, named in its refusal (never used to read it). */
export type LegacyEncodingName = 'shift_jis' | 'windows-1252';

/** Bytes whose encoding cannot be told for sure: the best reading, and why it is doubtful. */
export class DoubtfulEncodingError extends Error {
  /** The encoding the bytes would most likely be in, or `unknown`. */
  readonly guess: TextEncodingName | LegacyEncodingName | 'unknown';
  /** The first line as that guess reads it (with U+FFFD where it cannot), at most 120 characters. */
  readonly firstLine: string;
  /**
   * The first line after it that holds characters beyond ASCII, as read, and its number: where a
   * wrong reading shows (a header is often plain ASCII); null when there is none.
   */
  readonly sample: { row: number; text: string } | null;
  readonly kind: EncodingDoubt;

  /** `read`: the bytes as the guess reads them. */
  constructor(guess: TextEncodingName | LegacyEncodingName | 'unknown', read: string, reason: string, kind: EncodingDoubt) {
    super(reason);
    this.guess = guess;
    this.firstLine = firstLineOf(read);
    this.sample = sampleOf(read);
    this.kind = kind;
  }
}

const clipped = (line: string): string => (line.length > 120 ? `${line.slice(0, 120)}…` : line);

/** The first line after the first that holds characters beyond ASCII, and its number (from 1). */
function sampleOf(read: string): { row: number; text: string } | null {
  const lines = read.replace(/^\uFEFF/, '').split(/\r?\n/, 1000);
  const at = lines.findIndex((line, i) => i > 0 && /[^\x00-\x7f]/.test(line));
  return at < 0 ? null : { row: at + 1, text: clipped(lines[at]!) };
}

const firstLineOf = (text: string): string => clipped(text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '');

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
    throw new DoubtfulEncodingError(
      encoding,
      lossy,
      `it starts with a ${encoding.toUpperCase()} byte order mark, but its bytes are not well-formed ${encoding.toUpperCase()}`,
      'bom-not-well-formed',
    );
  }
}

/** Whether the bytes read without error in an encoding. */
function readsAs(bytes: Uint8Array, encoding: string): boolean {
  try {
    new TextDecoder(encoding, { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The legacy encoding that bytes which are not UTF-8 (nor GB2312 alone) are most likely in, to name
 * in the refusal: a single-byte Western one when most bytes over 0x7F stand alone between ASCII
 * (`Müller` in Latin-1), Shift-JIS when they read as it and use its lead bytes 0x81–0x9F that GBK
 * text rarely starts a character with, else GB18030 (which reads every Big5 pair too, so Big5 is
 * never told apart from it) or unknown.
 */
function likelyLegacy(bytes: Uint8Array): TextEncodingName | LegacyEncodingName | 'unknown' {
  // An accented letter of a Western name stands alone inside a word (`Müller`, `José `): after an
  // ASCII letter and before an ASCII byte. A lead byte of a CJK pair is followed by its trail.
  const isLetter = (b: number | undefined): boolean => b !== undefined && ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a));
  let high = 0;
  let alone = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    if (bytes[i]! < 0x80) continue;
    high += 1;
    if (isLetter(bytes[i - 1]) && (bytes[i + 1] ?? 0) < 0x80) alone += 1;
  }
  // Read in Shift-JIS pairs: hiragana and katakana start with 0x82 and 0x83.
  let shiftJisLeads = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    const b = bytes[i]!;
    if (b < 0x80 || (b >= 0xa1 && b <= 0xdf)) continue;
    if (b <= 0x9f) shiftJisLeads += 1;
    i += 1;
  }
  if (high > 0 && alone * 2 >= high) return 'windows-1252';
  if (shiftJisLeads > 0 && readsAs(bytes, 'shift_jis')) return 'shift_jis';
  return readsAs(bytes, 'gb18030') ? 'gb18030' : 'unknown';
}

/**
 * The legacy encodings that bytes read as GB2312 may as well be in, to name when such a reading
 * gave ids: Shift-JIS when they read as it (half-width katakana are single bytes A1–DF), and
 * Windows-1252 when its letters could make them (À–ÿ pair up in GB2312's range), or both.
 */
export function otherReadings(bytes: Uint8Array): LegacyEncodingName[] {
  const readings: LegacyEncodingName[] = [];
  if (readsAs(bytes, 'shift_jis')) readings.push('shift_jis');
  const latinLetters = bytes.every((b) => b < 0x80 || (b >= 0xc0 && b !== 0xd7 && b !== 0xf7));
  if (latinLetters || likelyLegacy(bytes) === 'windows-1252' || readings.length === 0) readings.push('windows-1252');
  return readings;
}

const ENCODING_WORDS: Record<TextEncodingName | LegacyEncodingName | 'unknown', string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
  gb18030: 'GB18030',
  shift_jis: 'Shift-JIS',
  'windows-1252': 'Windows-1252 (Latin-1)',
  unknown: 'an encoding that cannot be named',
};

/** An encoding's name in words: `GB18030`, `Windows-1252 (Latin-1)`. */
export const encodingWords = (encoding: TextEncodingName | LegacyEncodingName | 'unknown'): string => ENCODING_WORDS[encoding];

/**
 * Decodes the bytes of a spreadsheet's text export. Throws DoubtfulEncodingError when the encoding
 * cannot be told for sure. `headerWords` are words a first line in Chinese holds (a batch file's
 * `访客编号`): read as GB18030, a first line that holds one confirms GBK text, rare characters
 * beyond GB2312 included (names such as 张喆).
 */
export function decodeSpreadsheetText(bytes: Uint8Array, source: string, headerWords: readonly string[] = []): DecodedText {
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
      throw new DoubtfulEncodingError(
        guess,
        new TextDecoder(guess).decode(bytes),
        'it holds NUL bytes, as UTF-16 without a byte order mark does',
        'nul-bytes',
      );
    }
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
      throw new DoubtfulEncodingError(
        'utf-8',
        new TextDecoder('utf-8').decode(bytes),
        `${error.message.replace(/; it may be.*$/, '')} although it starts with a UTF-8 byte order mark`,
        'utf8-bom-bad-bytes',
      );
    }
  }
  let gb: string | null = null;
  try {
    gb = new TextDecoder('gb18030', { fatal: true }).decode(bytes);
  } catch {
    // Not GB18030: named below by the legacy encoding it most likely is.
  }
  if (gb !== null && headerWords.some((word) => firstLineOf(gb).includes(word)))
    return { text: gb, encoding: 'gb18030', byteOrderMark: false };
  if (gb !== null && isGb2312(bytes)) return { text: gb, encoding: 'gb18030', byteOrderMark: false, unconfirmed: true };
  const guess = likelyLegacy(bytes);
  const reading = guess === 'unknown' ? 'utf-8' : guess;
  const read = new TextDecoder(reading).decode(bytes);
  if (guess === 'gb18030') {
    throw new DoubtfulEncodingError(
      'gb18030',
      read,
      'it is not UTF-8, and as GB18030 it holds characters outside GB2312 with no Chinese header to confirm it (another legacy encoding, such as Big5, is as likely)',
      'beyond-gb2312',
    );
  }
  throw new DoubtfulEncodingError(
    guess,
    read,
    `it is neither UTF-8, UTF-16 nor GB18030; it looks like ${encodingWords(guess)}, which the console does not read`,
    'legacy',
  );
}
