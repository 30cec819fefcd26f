// Completion and hover for the JSON view, as plain data: the editor maps a CompletionSet to
// CodeMirror's CompletionResult and a Hover to a tooltip. jsonc-parser's getLocation reads the
// text around the cursor tolerantly, which matters because completion is asked for precisely
// while the text is incomplete.
import { getLocation, type Location } from 'jsonc-parser';
import type { Language } from '../language';
import { formatPointer, locatePointer, memberKeys, type TextRange } from './json-text';
import { descriptionAt, enumValuesAt, expectedTypeAt, propertyNamesAt } from './schema-navigation';

/** One proposal. */
export interface CompletionOption {
  /** What the list shows: the property name or the value. */
  label: string;
  /** The text that replaces the completion range. */
  apply: string;
  /** The expected type, e.g. `string`, `object`. */
  detail?: string;
  /** The schema's description, in the requested language. */
  info?: string;
}

/** What may be typed at a position, and which text it replaces. */
export interface CompletionSet extends TextRange {
  kind: 'property' | 'value';
  options: CompletionOption[];
}

/** Hover text for the key or value under a position. */
export interface Hover {
  pointer: string;
  range: TextRange;
  text: string;
}

const WORD = /[A-Za-z0-9_$.-]/;

function wordBefore(text: string, offset: number): number {
  let from = offset;
  while (from > 0 && WORD.test(text[from - 1] ?? '')) from--;
  return from;
}

function nextSignificant(text: string, offset: number): string {
  const rest = /\S/.exec(text.slice(offset, offset + 200));
  return rest?.[0] ?? '';
}

/** The range of the string or literal under the cursor, or the word just before it. */
function replaceRange(text: string, offset: number, location: Location): TextRange {
  const node = location.previousNode;
  if (node && node.offset <= offset && offset <= node.offset + node.length) {
    const closed = node.length >= 2 && text[node.offset + node.length - 1] === '"' && text[node.offset] === '"';
    const end =
      node.type === 'string' || node.type === 'property' ? (closed ? node.offset + node.length : offset) : node.offset + node.length;
    return { from: node.offset, to: Math.max(end, offset) };
  }
  return { from: wordBefore(text, offset), to: offset };
}

function skeleton(pointer: string): string {
  const values = enumValuesAt(pointer);
  switch (expectedTypeAt(pointer)) {
    case 'object':
      return '{}';
    case 'integer':
      return values.length === 1 ? String(values[0]) : '0';
    default:
      return values.length === 1 ? JSON.stringify(values[0]) : '""';
  }
}

/** Property names or enum values that fit at `offset`, with the range they replace. */
export function completeAt(text: string, offset: number, language: Language = 'en'): CompletionSet | undefined {
  const location = getLocation(text, offset);
  const range = replaceRange(text, offset, location);
  if (location.isAtPropertyKey) {
    const objectPath = location.path.slice(0, -1);
    const objectPointer = formatPointer(objectPath);
    const names = propertyNamesAt(objectPointer);
    if (names.length === 0) return undefined;
    const object = locatePointer(text, objectPointer);
    const typed = text.slice(range.from, range.to).replace(/^"|"$/g, '');
    const present = new Set(object ? memberKeys(text, object.value.from) : []);
    present.delete(typed);
    const hasColon = nextSignificant(text, range.to) === ':';
    const options = names
      .filter((name) => !present.has(name))
      .map((name): CompletionOption => {
        const pointer = formatPointer([...objectPath, name]);
        const type = expectedTypeAt(pointer);
        const info = descriptionAt(pointer, language);
        return {
          label: name,
          apply: hasColon ? JSON.stringify(name) : `${JSON.stringify(name)}: ${skeleton(pointer)}`,
          ...(type ? { detail: type } : {}),
          ...(info ? { info } : {}),
        };
      });
    return { ...range, kind: 'property', options };
  }
  const pointer = formatPointer(location.path);
  const values = enumValuesAt(pointer);
  if (values.length === 0) return undefined;
  const info = descriptionAt(pointer, language);
  return {
    ...range,
    kind: 'value',
    options: values.map((v) => ({
      label: String(v),
      apply: JSON.stringify(v),
      detail: typeof v === 'number' ? 'integer' : 'string',
      ...(info ? { info } : {}),
    })),
  };
}

/** The JSON pointer of the key or value at `offset` (tolerant of incomplete text). */
export function pointerAt(text: string, offset: number): string {
  return formatPointer(getLocation(text, offset).path);
}

/** The schema's description of the key or value under `offset`, with the range it belongs to. */
export function hoverAt(text: string, offset: number, language: Language = 'en'): Hover | undefined {
  const location = getLocation(text, offset);
  const node = location.previousNode;
  if (!node || offset < node.offset || offset > node.offset + node.length) return undefined;
  const pointer = formatPointer(location.path);
  const description = descriptionAt(pointer, language);
  if (description === undefined) return undefined;
  return { pointer, range: { from: node.offset, to: node.offset + node.length }, text: description };
}
