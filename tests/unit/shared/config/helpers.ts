// Helpers of the configuration tests. Positions are found here by plain text search, independently
// of the code under test, so that a wrong line or column in a finding cannot go unnoticed.

/** 1-based line and column of an offset, counting \n, \r\n and \r as line breaks. */
export function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The offset of a snippet in the text; `^` inside the snippet marks the exact place (otherwise its
 * first character). `nth` picks a later occurrence. Throws if the snippet is not there, so that a
 * typo in a test fails loudly.
 */
export function offsetOf(text: string, snippet: string, nth = 0): number {
  const caret = snippet.indexOf('^');
  const plain = caret >= 0 ? snippet.slice(0, caret) + snippet.slice(caret + 1) : snippet;
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = text.indexOf(plain, at + 1);
    if (at < 0) throw new Error(`snippet ${JSON.stringify(snippet)} (#${nth}) not found in:\n${text}`);
  }
  return at + Math.max(caret, 0);
}

/** Line and column of a snippet (see offsetOf). */
export const positionOf = (text: string, snippet: string, nth = 0): { line: number; column: number } =>
  lineColumnOf(text, offsetOf(text, snippet, nth));

/** The document as an engineer's editor would save it: two-space indent, final newline. */
export const pretty = (doc: unknown): string => `${JSON.stringify(doc, null, 2)}\n`;

/** A small valid document (licensevendor, wharf) to derive cases from. */
export const baseDocument = (): Record<string, unknown> => ({
  schemaVersion: 1,
  provider: 'licensevendor',
  scenario: 'wharf',
  licensevendor: { url: 'bit://10.20.0.10:8273' },
});
