// Text edits for the editor: format-document and the edits the form view makes. Both change the
// text as little as possible (jsonc-parser computes minimal edits), so the engineer's own layout,
// key order, number spellings and anything the checker flags survive a form edit untouched; and
// as edits rather than a new text, the editor keeps the cursor and the undo history.
import { applyEdits, format, modify, type Edit } from 'jsonc-parser';
import { formatPointer, parsePointer } from './json-text';
import { propertyNamesAt } from './schema-navigation';
import type { TextEdit } from './types';

/** How a document is laid out. */
export interface TextStyle {
  /** Indent with spaces (true) or tabs. */
  insertSpaces: boolean;
  /** Spaces per indent level. */
  tabSize: number;
  /** Line ending. */
  eol: '\n' | '\r\n';
}

/** The layout a text already uses (two spaces and \n when it shows none). */
export function detectStyle(text: string): TextStyle {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indent = /^[ \t]+(?=\S)/m.exec(text)?.[0];
  if (indent?.startsWith('\t')) return { insertSpaces: false, tabSize: 1, eol };
  const width = indent?.length ?? 2;
  return { insertSpaces: true, tabSize: width >= 1 && width <= 8 ? width : 2, eol };
}

const toTextEdits = (edits: Edit[]): TextEdit[] => edits.map((e) => ({ from: e.offset, to: e.offset + e.length, insert: e.content }));

/** Applies edits (offsets into the original text, as every function here returns them). */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  return applyEdits(
    text,
    edits.map((e) => ({ offset: e.from, length: e.to - e.from, content: e.insert })),
  );
}

/** The edits that format a document: whitespace between tokens only, never the tokens themselves. */
export function formatEdits(text: string, style: Partial<TextStyle> = {}): TextEdit[] {
  const { insertSpaces, tabSize, eol } = { ...detectStyle(text), ...style };
  return toTextEdits(format(text, undefined, { insertSpaces, tabSize, eol, insertFinalNewline: true, keepLines: false }));
}

/** The document pretty-printed (format-document); its content, key order and spellings unchanged. */
export function formatConfigText(text: string, style: Partial<TextStyle> = {}): string {
  return applyTextEdits(text, formatEdits(text, style));
}

/**
 * The edits that set the value at `pointer` (undefined removes the member), creating missing
 * objects on the way. A new property goes where the schema lists it among its siblings. Returns
 * undefined when the text is not JSON: the form edits only a document it can read.
 */
export function setValueEdits(text: string, pointer: string, value: unknown): TextEdit[] | undefined {
  const tokens = parsePointer(pointer);
  if (!tokens || tokens.length === 0) return undefined;
  try {
    JSON.parse(text);
  } catch {
    return undefined;
  }
  const { insertSpaces, tabSize, eol } = detectStyle(text);
  const name = tokens[tokens.length - 1] ?? '';
  const order = propertyNamesAt(formatPointer(tokens.slice(0, -1)));
  const rank = order.indexOf(name);
  const getInsertionIndex = (existing: string[]): number => {
    if (rank < 0) return existing.length;
    let index = 0;
    existing.forEach((key, i) => {
      const r = order.indexOf(key);
      if (r >= 0 && r < rank) index = i + 1;
    });
    return index;
  };
  try {
    return toTextEdits(modify(text, tokens, value, { formattingOptions: { insertSpaces, tabSize, eol }, getInsertionIndex }));
  } catch {
    return value === undefined ? undefined : replaceNonObjectParent(text, tokens, value);
  }
}

/**
 * A field whose parent is not an object (`"licensevendor": "x"`, `null`, an array) cannot take a
 * member; rather than drop what the engineer typed, the nearest such ancestor becomes an object
 * holding the new value. The text had an error there anyway, and the form says what replaced it.
 */
function replaceNonObjectParent(text: string, tokens: readonly string[], value: unknown): TextEdit[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  let node = parsed;
  for (let depth = 0; depth < tokens.length - 1; depth++) {
    const token = tokens[depth] ?? '';
    const child: unknown =
      node !== null && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>)[token] : undefined;
    if (child === undefined || child === null || typeof child !== 'object' || Array.isArray(child)) {
      const built = tokens.slice(depth + 1).reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
      const parentIsObject = node !== null && typeof node === 'object' && !Array.isArray(node);
      return parentIsObject ? setValueEdits(text, formatPointer(tokens.slice(0, depth + 1)), built) : undefined;
    }
    node = child;
  }
  return undefined;
}

/** `text` with the value at `pointer` set (or removed, for undefined); undefined when the text is not JSON. */
export function setValueInText(text: string, pointer: string, value: unknown): string | undefined {
  const edits = setValueEdits(text, pointer, value);
  return edits && applyTextEdits(text, edits);
}
