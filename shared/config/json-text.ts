// Positions in JSON text. The checker parses with JSON.parse (native, several times faster than any
// parser written in JavaScript) and comes here only when it has something to report, so that a
// clean document costs no position work at all. Everything here reads text that JSON.parse has
// accepted, but is written not to throw or loop on any other text either: the editor may ask for a
// pointer's place while the engineer is half-way through typing.

/** A range of the text in UTF-16 offsets (as CodeMirror counts), `to` exclusive. */
export interface TextRange {
  from: number;
  to: number;
}

/** Where the value at a JSON pointer sits in the text; `key` is set for object members. */
export interface PointerLocation {
  value: TextRange;
  key?: TextRange;
}

/** A 1-based line and column (column in UTF-16 code units, as editors count). */
export interface LineColumn {
  line: number;
  column: number;
}

/** Escapes one reference token of a JSON pointer (RFC 6901). */
export const escapePointerToken = (token: string): string =>
  token.includes('~') || token.includes('/') ? token.replace(/~/g, '~0').replace(/\//g, '~1') : token;

/** The reference tokens of a JSON pointer (`''` is the whole document); undefined if malformed. */
export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (pointer.charCodeAt(0) !== 47) return undefined;
  const tokens = pointer.slice(1).split('/');
  if (pointer.includes('~')) for (let i = 0; i < tokens.length; i++) tokens[i] = (tokens[i] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
  return tokens;
}

/** Builds a JSON pointer from reference tokens. */
export const formatPointer = (tokens: readonly (string | number)[]): string =>
  tokens.map((t) => `/${escapePointerToken(String(t))}`).join('');

const enum Ch {
  Tab = 9,
  Lf = 10,
  Cr = 13,
  Space = 32,
  Quote = 34,
  Comma = 44,
  Colon = 58,
  OpenBracket = 91,
  Backslash = 92,
  CloseBracket = 93,
  OpenBrace = 123,
  CloseBrace = 125,
}

function skipWhitespace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === Ch.Space || c === Ch.Lf || c === Ch.Cr || c === Ch.Tab) i++;
    else return i;
  }
}

/** Offset just past the string that opens at `i`, or the text's end if it never closes. */
function stringEnd(text: string, i: number): number {
  let from = i + 1;
  for (;;) {
    const q = text.indexOf('"', from);
    if (q < 0) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(q - 1 - backslashes) === Ch.Backslash) backslashes++;
    if (backslashes % 2 === 0) return q + 1;
    from = q + 1;
  }
}

/**
 * Offset just past the object or array that starts at `i`, skipped without recursion;
 * `onLineBreak` hears every line break inside it (the pointer walk counts lines as it goes).
 */
function containerEnd(text: string, i: number, onLineBreak?: (c: number, at: number) => void): number {
  const n = text.length;
  let depth = 0;
  let j = i;
  while (j < n) {
    const d = text.charCodeAt(j);
    if (d === Ch.Quote) {
      j = stringEnd(text, j);
      continue;
    }
    if (d === Ch.OpenBrace || d === Ch.OpenBracket) depth++;
    else if (d === Ch.CloseBrace || d === Ch.CloseBracket) {
      depth--;
      if (depth === 0) return j + 1;
    } else if (onLineBreak && (d === Ch.Lf || d === Ch.Cr)) onLineBreak(d, j);
    j++;
  }
  return n;
}

/** Offset just past the value that starts at `i`. */
function valueEnd(text: string, i: number): number {
  const n = text.length;
  const c = text.charCodeAt(i);
  if (c === Ch.Quote) return stringEnd(text, i);
  if (c === Ch.OpenBrace || c === Ch.OpenBracket) return containerEnd(text, i);
  let j = i;
  while (j < n) {
    const d = text.charCodeAt(j);
    if (d === Ch.Comma || d === Ch.CloseBrace || d === Ch.CloseBracket || d === Ch.Space || d === Ch.Lf || d === Ch.Cr || d === Ch.Tab)
      break;
    j++;
  }
  return Math.max(j, Math.min(i + 1, n));
}

/** The decoded key of the string literal text[from, to); undefined if it is not a valid literal. */
function decodeKey(text: string, from: number, to: number): string | undefined {
  const raw = text.slice(from + 1, to - 1);
  if (!raw.includes('\\')) return raw;
  try {
    const key: unknown = JSON.parse(text.slice(from, to));
    return typeof key === 'string' ? key : undefined;
  } catch {
    return undefined;
  }
}

interface Target {
  pointer: string;
  wanted: boolean;
  children: Map<string, Target>;
}

/** Where a pointer's value (and key) start, as lines and columns; right for text that is JSON. */
export interface LocatedPointer extends PointerLocation {
  valueStart: LineColumn;
  keyStart?: LineColumn;
}

/**
 * One walk over a text towards a set of targets. It counts line breaks as it goes (JSON strings
 * hold none), so that the places it finds come with their line and column without a second pass
 * over a text that may be a megabyte long.
 */
class TargetWalk {
  private line = 1;
  private lineStart = 0;
  private remaining = 0;
  readonly found = new Map<string, LocatedPointer>();

  constructor(
    private readonly text: string,
    private readonly root: Target,
    wanted: number,
    private readonly firstIsEnough: boolean,
  ) {
    this.remaining = wanted;
  }

  private here(offset: number): LineColumn {
    return { line: this.line, column: offset - this.lineStart + 1 };
  }

  private lineBreak(c: number, j: number): void {
    if (c === Ch.Lf || (c === Ch.Cr && this.text.charCodeAt(j + 1) !== Ch.Lf)) {
      this.line++;
      this.lineStart = j + 1;
    }
  }

  private skipWhitespace(i: number): number {
    const text = this.text;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === Ch.Space || c === Ch.Tab) i++;
      else if (c === Ch.Lf || c === Ch.Cr) this.lineBreak(c, i++);
      else return i;
    }
  }

  /** valueEnd, counting the line breaks inside containers. */
  private valueEnd(i: number): number {
    const c = this.text.charCodeAt(i);
    if (c !== Ch.OpenBrace && c !== Ch.OpenBracket) return valueEnd(this.text, i);
    return containerEnd(this.text, i, (d, j) => this.lineBreak(d, j));
  }

  private record(node: Target, location: LocatedPointer): void {
    if (!node.wanted) return;
    this.remaining--;
    this.found.set(node.pointer, location);
  }

  // A later duplicate of a member replaces the earlier one whole, including what lies below it.
  private forget(node: Target): void {
    if (this.found.delete(node.pointer)) this.remaining++;
    for (const child of node.children.values()) this.forget(child);
  }

  private done(): boolean {
    return this.firstIsEnough && this.remaining === 0;
  }

  run(): void {
    const start = this.skipWhitespace(0);
    if (start >= this.text.length) return;
    const valueStart = this.here(start);
    const end = this.walk(start, this.root);
    if (this.root.wanted) this.found.set('', { value: { from: start, to: end }, valueStart });
  }

  // Recursion follows the targets only, so its depth is bounded by the longest pointer asked for.
  private walk(i: number, node: Target): number {
    const text = this.text;
    const c = text.charCodeAt(i);
    if (node.children.size === 0 || (c !== Ch.OpenBrace && c !== Ch.OpenBracket)) return this.valueEnd(i);
    const isObject = c === Ch.OpenBrace;
    const close = isObject ? Ch.CloseBrace : Ch.CloseBracket;
    let j = this.skipWhitespace(i + 1);
    if (text.charCodeAt(j) === close) return j + 1;
    for (let index = 0; j < text.length; index++) {
      let key: TextRange | undefined;
      let keyStart: LineColumn | undefined;
      let token: string | undefined = String(index);
      if (isObject) {
        if (text.charCodeAt(j) !== Ch.Quote) return this.valueEnd(i);
        key = { from: j, to: stringEnd(text, j) };
        keyStart = this.here(j);
        token = decodeKey(text, key.from, key.to);
        j = this.skipWhitespace(key.to);
        if (text.charCodeAt(j) !== Ch.Colon) return this.valueEnd(i);
        j = this.skipWhitespace(j + 1);
      }
      const child = token === undefined ? undefined : node.children.get(token);
      let end: number;
      if (child) {
        this.forget(child);
        const valueStart = this.here(j);
        end = this.walk(j, child);
        this.record(
          child,
          key && keyStart ? { key, keyStart, value: { from: j, to: end }, valueStart } : { value: { from: j, to: end }, valueStart },
        );
        if (this.done()) return end;
      } else end = this.valueEnd(j);
      j = this.skipWhitespace(end);
      const d = text.charCodeAt(j);
      if (d === close) return j + 1;
      if (d !== Ch.Comma) return j;
      j = this.skipWhitespace(j + 1);
    }
    return text.length;
  }
}

/**
 * Finds many pointers in one pass over the text: only the members on the way to a target are
 * looked at, everything else is skipped. Of members with the same key the last one wins, as in
 * JSON.parse. With `firstIsEnough` (the caller knows there are no duplicate keys) the walk stops
 * as soon as every target is found.
 */
export function locatePointers(text: string, pointers: Iterable<string>, firstIsEnough = false): Map<string, LocatedPointer> {
  const root: Target = { pointer: '', wanted: false, children: new Map() };
  let wanted = 0;
  for (const pointer of new Set(pointers)) {
    const tokens = parsePointer(pointer);
    if (!tokens) continue;
    let node = root;
    for (let depth = 0; depth < tokens.length; depth++) {
      const token = tokens[depth] ?? '';
      let child = node.children.get(token);
      if (!child) {
        child = { pointer: formatPointer(tokens.slice(0, depth + 1)), wanted: false, children: new Map() };
        node.children.set(token, child);
      }
      node = child;
    }
    if (!node.wanted) wanted++;
    node.wanted = true;
  }
  const walk = new TargetWalk(text, root, wanted, firstIsEnough);
  walk.run();
  return walk.found;
}

/** Where the value at `pointer` sits in the text (the last of duplicate keys), if it exists. */
export function locatePointer(text: string, pointer: string): LocatedPointer | undefined {
  return locatePointers(text, [pointer]).get(pointer);
}

/** Maps offsets to 1-based lines and columns; line breaks are \n, \r\n and \r, as in CodeMirror. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    if (!text.includes('\r')) {
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
      return;
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === Ch.Lf || (c === Ch.Cr && text.charCodeAt(i + 1) !== Ch.Lf)) this.starts.push(i + 1);
    }
  }

  /** The line and column of an offset. */
  at(offset: number): LineColumn {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.starts[lo] ?? 0) + 1 };
  }

  /** The offset of a line and column (clamped to the line's start when out of range). */
  offsetOf(position: LineColumn): number {
    const start = this.starts[Math.min(Math.max(position.line, 1), this.starts.length) - 1] ?? 0;
    return start + Math.max(position.column - 1, 0);
  }
}

/**
 * Whether text that JSON.parse turned into `value` repeats a key inside one object. Every member
 * in the text contributes one colon outside strings plus the colons inside its key and value; the
 * members that survive in the parsed value contribute the same, counted without any text
 * (`valueColons`, see colonsInValue; check.ts passes it from its census). A repeated key is dropped
 * by JSON.parse, so the text then has more colons. Only `\u003a` (an escaped colon) can break that
 * count, and such text gets the exact scan instead.
 */
export function hasDuplicateKeys(text: string, value: unknown, valueColons?: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (text.includes('\\u003') && /\\u003a/i.test(text)) return countKeysInText(text) !== countKeysInValue(value);
  return colonsIn(text) !== (valueColons ?? colonsInValue(value));
}

/** How many colons a string holds. */
export function colonsIn(text: string): number {
  if (!text.includes(':')) return 0;
  let n = 0;
  for (let i = text.indexOf(':'); i >= 0; i = text.indexOf(':', i + 1)) n++;
  return n;
}

/** Members of all objects in a parsed value plus the colons inside all keys and strings; iterative, for any depth. */
export function colonsInValue(value: unknown): number {
  if (typeof value === 'string') return colonsIn(value);
  if (value === null || typeof value !== 'object') return 0;
  let n = 0;
  const stack: object[] = [value];
  for (let o = stack.pop(); o !== undefined; o = stack.pop()) {
    if (Array.isArray(o)) {
      for (const child of o as unknown[]) {
        if (typeof child === 'string') n += colonsIn(child);
        else if (child !== null && typeof child === 'object') stack.push(child);
      }
      continue;
    }
    // for…in rather than Object.keys: no array per object.
    for (const key in o) {
      n += 1 + colonsIn(key);
      const child: unknown = (o as Record<string, unknown>)[key];
      if (typeof child === 'string') n += colonsIn(child);
      else if (child !== null && typeof child === 'object') stack.push(child);
    }
  }
  return n;
}

function countKeysInText(text: string): number {
  let n = 0;
  for (let i = text.indexOf('"'); i >= 0; i = text.indexOf('"', i)) {
    i = skipWhitespace(text, stringEnd(text, i));
    if (text.charCodeAt(i) === Ch.Colon) n++;
  }
  return n;
}

function countKeysInValue(value: object): number {
  let n = 0;
  const stack: object[] = [value];
  for (let v = stack.pop(); v !== undefined; v = stack.pop()) {
    const children: unknown[] = Array.isArray(v) ? v : Object.values(v);
    if (!Array.isArray(v)) n += children.length;
    for (const child of children) if (child !== null && typeof child === 'object') stack.push(child);
  }
  return n;
}

/**
 * The keys of the object that opens at `from`, in text order, as far as the text can be read
 * (the editor asks while the object is being typed, so it stops quietly where the text breaks).
 */
export function memberKeys(text: string, from: number): string[] {
  const keys: string[] = [];
  if (text.charCodeAt(from) !== Ch.OpenBrace) return keys;
  let j = skipWhitespace(text, from + 1);
  while (j < text.length && text.charCodeAt(j) === Ch.Quote) {
    const end = stringEnd(text, j);
    const key = decodeKey(text, j, end);
    if (key === undefined) break;
    keys.push(key);
    j = skipWhitespace(text, end);
    if (text.charCodeAt(j) !== Ch.Colon) break;
    j = skipWhitespace(text, valueEnd(text, skipWhitespace(text, j + 1)));
    if (text.charCodeAt(j) !== Ch.Comma) break;
    j = skipWhitespace(text, j + 1);
  }
  return keys;
}
