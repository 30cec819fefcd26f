// The slow, careful reading of a text that JSON.parse refused (to say exactly where and why) or
// that repeats a key (to say which). jsonc-parser in strict mode agrees with JSON.parse on what is
// JSON and reports each problem with its offset; this module turns its codes into what the
// engineer did ("single quotes", "trailing comma") and narrows the range to the offending
// characters. Both paths are rare, so they may walk the whole text.
import { printParseErrorCode, visit, type JSONPath, type ParseErrorCode } from 'jsonc-parser';
import { formatPointer, type TextRange } from './json-text';
import type { SyntaxProblem } from './messages';

/** Where and why a text is not JSON. */
export interface SyntaxFailure {
  problem: SyntaxProblem;
  /** The offending text (or, for an unclosed container, the offset where it opens). */
  token: string;
  range: TextRange;
  /** For an unclosed object or array: the offset of its opening bracket. */
  opensAt?: number;
}

/** A key that appears again in the same object. */
export interface DuplicateKey {
  key: string;
  /** Pointer of the member (the same for every occurrence). */
  pointer: string;
  /** The repeated occurrence's key. */
  range: TextRange;
  /** Offset of the first occurrence's key. */
  firstOffset: number;
}

const strict = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false } as const;

/** Thrown from a visitor to end jsonc-parser's walk early. */
const STOP = Symbol('stop');

function previousSignificant(text: string, offset: number): { char: string; offset: number } | undefined {
  for (let i = offset - 1; i >= 0; i--) {
    const c = text[i] ?? '';
    if (c !== ' ' && c !== '\n' && c !== '\r' && c !== '\t') return { char: c, offset: i };
  }
  return undefined;
}

function nextSignificant(text: string, offset: number): string {
  for (let i = offset; i < text.length; i++) {
    const c = text[i] ?? '';
    if (c !== ' ' && c !== '\n' && c !== '\r' && c !== '\t') return c;
  }
  return '';
}

/** A visible name for a character that may be invisible (no-break space, zero-width space…). */
function visibleChar(c: string): string {
  const code = c.codePointAt(0) ?? 0;
  return code <= 0x20 || (code >= 0x7f && code <= 0xa0) || /[\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/.test(c)
    ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
    : c;
}

const clampRange = (text: string, from: number, to: number): TextRange => {
  const f = Math.min(Math.max(from, 0), text.length);
  return { from: f, to: Math.min(Math.max(to, f), text.length) };
};

/** Finds the first place where `text` stops being JSON; call it only for text JSON.parse refused. */
export function findSyntaxError(text: string, parseMessage = ''): SyntaxFailure {
  if (text.trim() === '') return { problem: 'empty-document', token: '', range: { from: 0, to: 0 } };
  if (text.charCodeAt(0) === 0xfeff) return { problem: 'byte-order-mark', token: '', range: { from: 0, to: 1 } };
  let first:
    { code: ParseErrorCode; offset: number; length: number; containers: { kind: 'object' | 'array'; offset: number }[] } | undefined;
  const containers: { kind: 'object' | 'array'; offset: number }[] = [];
  try {
    visit(
      text,
      {
        onObjectBegin: (offset) => {
          containers.push({ kind: 'object', offset });
        },
        onArrayBegin: (offset) => {
          containers.push({ kind: 'array', offset });
        },
        onObjectEnd: () => {
          containers.pop();
        },
        onArrayEnd: () => {
          containers.pop();
        },
        onError: (code, offset, length) => {
          first = { code, offset, length, containers: [...containers] };
          // The rest of the text does not matter: stop reading it (a megabyte takes tens of ms).
          throw STOP;
        },
      },
      strict,
    );
  } catch {
    // STOP, or jsonc-parser's recursion giving up on a text nested thousands deep; in that case
    // JSON.parse's own message below still gives the position.
  }
  if (!first) {
    const at = Number(/position (\d+)/.exec(parseMessage)?.[1] ?? text.length - 1);
    return { problem: 'unexpected-character', token: visibleChar(text[at] ?? ''), range: clampRange(text, at, at + 1) };
  }
  const { code, offset, length } = first;
  const token = text.slice(offset, offset + length);
  const range = clampRange(text, offset, offset + Math.max(length, 1));
  const inObject = first.containers[first.containers.length - 1]?.kind === 'object';
  const codeName = printParseErrorCode(code);
  // Something after a complete root value.
  if (first.containers.length === 0 && codeName === 'InvalidSymbol' && previousSignificant(text, offset) !== undefined)
    return { problem: 'text-after-end', token, range };
  switch (codeName) {
    case 'InvalidSymbol': {
      if (token.startsWith("'")) return { problem: 'single-quotes', token, range };
      if (/^(true|false|null)$/i.test(token)) return { problem: 'literal-case', token, range };
      if (/^(NaN|-?Infinity|undefined)$/.test(token)) return { problem: 'not-a-json-value', token, range };
      if (/^[+.\d-]/.test(token)) return { problem: 'bad-number', token, range };
      if (/^[A-Za-z_$][\w$-]*$/.test(token)) {
        const before = previousSignificant(text, offset)?.char;
        const isKey = inObject && (before === '{' || before === ',') && nextSignificant(text, offset + length) === ':';
        return { problem: isKey ? 'unquoted-key' : 'unexpected-character', token, range };
      }
      const c = String.fromCodePoint(text.codePointAt(offset) ?? 0);
      return { problem: 'unexpected-character', token: visibleChar(c), range: clampRange(text, offset, offset + c.length) };
    }
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return { problem: 'bad-number', token, range };
    case 'PropertyNameExpected':
    case 'ValueExpected': {
      const prev = previousSignificant(text, offset);
      if (prev?.char === ',' && (text[offset] === '}' || text[offset] === ']'))
        return { problem: 'trailing-comma', token: ',', range: { from: prev.offset, to: prev.offset + 1 } };
      if (text[offset] === '/') return { problem: 'comment', token, range };
      return { problem: printParseErrorCode(code) === 'ValueExpected' ? 'value-expected' : 'property-name-expected', token, range };
    }
    case 'ColonExpected':
      return { problem: 'colon-expected', token, range };
    case 'CommaExpected': {
      // "01": the number ended at the 0, and "1" looks like the next entry.
      const number = /-?0\d+$/.exec(text.slice(Math.max(0, offset - 32), offset) + (/^\d+/.exec(text.slice(offset))?.[0] ?? ''));
      if (number && /\d/.test(text[offset] ?? '')) {
        const from = offset - (number[0].length - (/^\d+/.exec(text.slice(offset))?.[0].length ?? 0));
        return { problem: 'bad-number', token: number[0], range: clampRange(text, from, from + number[0].length) };
      }
      // A bracket of the other kind closes the innermost container.
      const top = first.containers[first.containers.length - 1];
      if (top && ((top.kind === 'array' && text[offset] === '}') || (top.kind === 'object' && text[offset] === ']')))
        return { problem: top.kind === 'array' ? 'unclosed-array' : 'unclosed-object', token, range, opensAt: top.offset };
      return { problem: 'comma-expected', token, range };
    }
    case 'CloseBraceExpected':
    case 'CloseBracketExpected': {
      const kind = printParseErrorCode(code) === 'CloseBraceExpected' ? 'object' : 'array';
      const open = [...first.containers].reverse().find((c) => c.kind === kind);
      return {
        problem: kind === 'object' ? 'unclosed-object' : 'unclosed-array',
        token,
        range,
        ...(open ? { opensAt: open.offset } : {}),
      };
    }
    case 'EndOfFileExpected':
      return { problem: 'text-after-end', token, range };
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return { problem: 'comment', token, range };
    case 'UnexpectedEndOfString':
      return { problem: 'unterminated-string', token, range };
    case 'InvalidUnicode': {
      const at = token.search(/\\u(?![0-9a-fA-F]{4})/);
      return { problem: 'bad-unicode-escape', token, range: at < 0 ? range : clampRange(text, offset + at, offset + at + 2) };
    }
    case 'InvalidEscapeCharacter': {
      const at = token.search(/\\[^"\\/bfnrtu]/);
      return { problem: 'bad-escape', token, range: at < 0 ? range : clampRange(text, offset + at, offset + at + 2) };
    }
    case 'InvalidCharacter': {
      const at = token.slice(1).search(/[\u0000-\u001f]/);
      return { problem: 'control-character', token, range: at < 0 ? range : clampRange(text, offset + 1 + at, offset + 2 + at) };
    }
    default:
      return { problem: 'unexpected-character', token: visibleChar(token.slice(0, 1)), range };
  }
}

/** Every repeated key of every object; call it only when hasDuplicateKeys said there is one. */
export function findDuplicateKeys(text: string): DuplicateKey[] {
  return findDuplicateKeysUpTo(text, Number.POSITIVE_INFINITY).found;
}

/** The first `limit` repeated keys, in text order, and how many there are in all. */
export function findDuplicateKeysUpTo(text: string, limit: number): { found: DuplicateKey[]; total: number } {
  const found: DuplicateKey[] = [];
  let total = 0;
  const stack: (Map<string, number> | null)[] = [];
  try {
    visit(
      text,
      {
        onObjectBegin: () => {
          stack.push(new Map());
        },
        onArrayBegin: () => {
          stack.push(null);
        },
        onObjectEnd: () => {
          stack.pop();
        },
        onArrayEnd: () => {
          stack.pop();
        },
        onObjectProperty: (key, offset, length, _line, _column, path: () => JSONPath) => {
          const keys = stack[stack.length - 1];
          if (!keys) return;
          const firstOffset = keys.get(key);
          if (firstOffset === undefined) keys.set(key, offset);
          else if (total++ < limit)
            found.push({ key, pointer: formatPointer([...path(), key]), range: { from: offset, to: offset + length }, firstOffset });
        },
      },
      strict,
    );
  } catch {
    // Nesting too deep for jsonc-parser's recursion: report what was found before it gave up.
  }
  return { found, total };
}
