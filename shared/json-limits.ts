// Depth and size limits on JSON that comes from outside (site answers, /__sim/state, evidence
// packs, profiles). JSON.parse itself survives a 1,000,000-deep array, but everything after it
// that recurses (JSON.stringify, structured clone, a validator, a tree walk) overflows the stack
// at a few thousand levels: a RangeError that the CLI printed as a stack and the web transport as
// TRANSPORT_FAILED. So the depth is counted first, in one pass over the text that never recurses,
// and a value too deep or too large never becomes a value at all.

/** Deepest nesting of arrays and objects accepted from outside; the site's envelopes use fewer than 10. */
export const MAX_JSON_DEPTH = 64;

/** A limit that a JSON text or value broke: how deep or how large, against which limit. */
export class JsonLimitError extends Error {
  /** Which limit. */
  readonly limit: 'depth' | 'size';
  /** The limit's value (levels, or characters). */
  readonly max: number;

  constructor(limit: 'depth' | 'size', max: number) {
    super(limit === 'depth' ? `nested more than ${max} levels deep` : `larger than ${max} characters`);
    this.name = 'JsonLimitError';
    this.limit = limit;
    this.max = max;
  }
}

/** Limits of one parse. */
export interface JsonLimits {
  /** Deepest nesting; default MAX_JSON_DEPTH. */
  maxDepth?: number;
  /** Longest text in characters; unbounded when absent (the reader of the bytes has its own limit). */
  maxChars?: number;
}

/**
 * Whether JSON text nests deeper than `maxDepth` (strings skipped); one pass, no recursion. It uses
 * nothing around it: main/site/state-worker.ts runs it in a worker thread by its source text.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  // A site's answer holds a few brackets: too few to nest deeper than the limit, which a native
  // search tells sooner than the character walk below (the walk is for texts with many).
  let brackets = 0;
  for (let i = text.indexOf('{'); i !== -1 && brackets <= maxDepth; i = text.indexOf('{', i + 1)) brackets++;
  for (let i = text.indexOf('['); i !== -1 && brackets <= maxDepth; i = text.indexOf('[', i + 1)) brackets++;
  if (brackets <= maxDepth) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON.parse with a depth and an optional size limit: throws JsonLimitError when the text breaks
 * one (before anything is parsed), and JSON.parse's SyntaxError when it is not JSON.
 */
export function parseBoundedJson(text: string, limits: JsonLimits = {}): unknown {
  const maxDepth = limits.maxDepth ?? MAX_JSON_DEPTH;
  if (limits.maxChars !== undefined && text.length > limits.maxChars) throw new JsonLimitError('size', limits.maxChars);
  if (nestsDeeperThan(text, maxDepth)) throw new JsonLimitError('depth', maxDepth);
  return JSON.parse(text);
}

/** Whether a value nests deeper than `maxDepth` (iterative: safe on any value, stops at the limit). */
export function valueNestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null || seen.has(item)) continue;
    if (depth + 1 > maxDepth) return true;
    seen.add(item);
    for (const child of Array.isArray(item) ? item : Object.values(item))
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

/** Codes of the two limits (category `malformed`), keys of the words table. */
export const JSON_LIMIT_CODES = { depth: 'JSON_TOO_DEEP', size: 'JSON_TOO_LARGE' } as const;

/** The English words of a broken limit for `what` (e.g. "the answer of E1 person detail over direct"), and its details. */
export function describeJsonLimit(
  error: JsonLimitError,
  what: string,
): { code: string; message: string; details: { what: string; limit: number } } {
  const message =
    error.limit === 'depth'
      ? `${what} is nested more than ${error.max} levels deep, which no answer or file of the console's needs: it was not read; check its source`
      : `${what} is larger than ${error.max} characters: it was not read; check its source`;
  return { code: JSON_LIMIT_CODES[error.limit], message, details: { what, limit: error.max } };
}
