// Redaction by value: a secret is removed in every form in which a site, a relay or a log may echo
// it, not only as typed (nor only in its case: lower- and upper-cased too). A PHP site escapes "/" in JSON (`tok\/H2+…`), others escape non-ASCII as
// \uXXXX, URL-encode it into a query, or put `user:secret` in base64 (Basic authentication). Bodies
// that are JSON are then parsed and every string checked by value (after JSON's own unescaping), so
// that an escape nobody thought of still cannot carry the secret out: if one slips past the forms,
// the body is written again from its redacted value.
import { parseBoundedJson } from '../../shared/json-limits';

/** What a secret becomes. */
export const REDACTED = '[redacted]';

/**
 * What a profile's own secret becomes where the console itself put it (an auth header it sent):
 * `[redacted:auth.token]` names the field of the call's profile that holds it, so that an export
 * asked for "secrets in clear" can put the value back from the secrets store.
 */
export const secretPlaceholder = (field: string): string => `[redacted:${field}]`;

/** Every placeholder of a profile's secret in a text: `[redacted:auth.token]`, `[redacted:auth.value]`. */
export const SECRET_PLACEHOLDER = /\[redacted:(auth\.token|auth\.value)\]/g;

/** Secrets shorter than this are not looked for (they would match ordinary text). */
const MIN_SECRET = 4;
/** Shortest base64 fragment looked for inside a longer base64 text. */
const MIN_BASE64_FRAGMENT = 8;

const jsonEscaped = (s: string): string => JSON.stringify(s).slice(1, -1);
const unicodeEscaped = (s: string): string => s.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The base64 characters that encode `secret` wherever it starts in a longer base64 text (three
 * alignments): `dXNlcjpwYXNz` holds `pass` at an offset, as base64 of `user:pass` does.
 */
function base64Fragments(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const out: string[] = [];
  for (let shift = 0; shift < 3; shift++) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    // Characters whose six bits all come from the secret's bytes.
    const first = Math.ceil((8 * shift) / 6);
    const end = Math.floor((8 * (shift + bytes.length)) / 6);
    const fragment = encoded.slice(first, end);
    if (fragment.length >= MIN_BASE64_FRAGMENT) out.push(fragment, fragment.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return out;
}

/** The secrets a header value holds besides itself: the credential after `Bearer`/`Basic`, and a Basic's user:password and password. */
function innerSecrets(secret: string): string[] {
  const scheme = /^(bearer|basic)\s+(\S+)\s*$/i.exec(secret);
  if (!scheme) return [];
  const credential = scheme[2]!;
  if (scheme[1]!.toLowerCase() === 'bearer') return [credential];
  const decoded = Buffer.from(credential, 'base64').toString('utf8');
  const password = decoded.includes(':') ? decoded.slice(decoded.indexOf(':') + 1) : '';
  return [credential, decoded, password];
}

/** Every form of the secrets to look for in text, longest first. */
export function secretForms(secrets: readonly string[]): string[] {
  return [...matcherOf(secrets).forms];
}

/**
 * The forms of one secret set, compiled once: one RegExp of them all (longest first, so that the
 * longest form found at a place is the one replaced), and the shortest's length (a shorter text
 * cannot hold one, and is not scanned).
 */
interface FormMatcher {
  readonly forms: readonly string[];
  /** Null without forms: only user information in addresses is looked for. */
  readonly pattern: RegExp | null;
  readonly shortest: number;
}

const NO_FORMS: FormMatcher = { forms: [], pattern: null, shortest: Number.POSITIVE_INFINITY };

const regExpEscaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// The matchers of the last secret sets asked for: a site client redacts every call with the same
// profile's secrets, and deriving the forms (base64 at three alignments, escapes) and compiling
// their RegExp costs more than a record's scan. A few entries, as a call's binary body is redacted
// against a set of its own between two calls; the secrets are in memory anyway while in use.
const MATCHERS_KEPT = 4;
let matchers: { secrets: readonly string[]; matcher: FormMatcher }[] = [];

const sameSecrets = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((s, i) => s === b[i]);

function matcherOf(secrets: readonly string[]): FormMatcher {
  if (secrets.length === 0) return NO_FORMS;
  const kept = matchers.find((m) => sameSecrets(m.secrets, secrets));
  if (kept) return kept.matcher;
  const forms = deriveForms(secrets);
  const matcher: FormMatcher =
    forms.length === 0
      ? NO_FORMS
      : { forms, pattern: new RegExp(forms.map(regExpEscaped).join('|'), 'g'), shortest: forms[forms.length - 1]!.length };
  matchers = [{ secrets: [...secrets], matcher }, ...matchers.slice(0, MATCHERS_KEPT - 1)];
  return matcher;
}

function deriveForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  const all = secrets.flatMap((s) => [s, ...innerSecrets(s)]).filter((s) => s.length >= MIN_SECRET);
  for (const s of all) {
    const json = jsonEscaped(s);
    const encoded = encodeURIComponent(s);
    for (const form of [
      s,
      // A site that folds case in its message ("token abc… is invalid") echoes the secret so.
      s.toLowerCase(),
      s.toUpperCase(),
      json,
      json.replace(/\//g, '\\/'),
      unicodeEscaped(json),
      unicodeEscaped(json).replace(/\//g, '\\/'),
      encoded,
      encoded.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()),
      encoded.replace(/%20/g, '+'),
      encodeURI(s),
      ...base64Fragments(s),
    ]) {
      if (form.length >= MIN_SECRET) forms.add(form);
    }
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

/** User information in an address (`http://user:pass@host`): never kept, whatever the secrets store holds. */
const USER_INFO = /([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>]+@/gi;

/** Replaces the forms and user information in a text, with no parsing. */
function replaceForms(text: string, matcher: FormMatcher): string {
  // The expression tries every letter as a scheme's start; a text without "@" and "://" holds no user information.
  const out = text.includes('@') && text.includes('://') ? text.replace(USER_INFO, `$1${REDACTED}@`) : text;
  const pattern = matcher.pattern;
  if (pattern === null || out.length < matcher.shortest) return out;
  pattern.lastIndex = 0;
  // One scan finds none in nearly every text; only a text with a form is copied.
  return pattern.test(out) ? out.replace(pattern, REDACTED) : out;
}

/**
 * Whether a text may hold something to redact, by the cheapest look: long enough for a form, or
 * (without forms) an address's user information, which needs an "@". Most strings of a record
 * (a method, a route, a header's name) are done with here.
 */
const mayHold = (text: string, matcher: FormMatcher): boolean =>
  matcher.pattern === null ? text.includes('@') : text.length >= matcher.shortest || text.includes('@');

/** Whether a parsed JSON value holds a secret in any string (key or value). Depth is bounded by the parse. */
function holdsSecret(value: unknown, matcher: FormMatcher): boolean {
  if (typeof value === 'string') return replaceForms(value, matcher) !== value;
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, v]) => replaceForms(key, matcher) !== key || holdsSecret(v, matcher));
}

/** A copy of a parsed JSON value with every string redacted. */
function redactValue(value: unknown, matcher: FormMatcher): unknown {
  if (typeof value === 'string') return replaceForms(value, matcher);
  if (Array.isArray(value)) return value.map((v) => redactValue(v, matcher));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [replaceForms(k, matcher), redactValue(v, matcher)]));
}

/** A text redacted against a compiled secret set: its forms, then (JSON with escapes) its strings by value. */
function redactText(text: string, matcher: FormMatcher): string {
  const out = replaceForms(text, matcher);
  // Without a backslash, JSON has no escapes: every string (key or value) is its own characters in
  // the text, so a form in a string was a form in the text, and is gone. Only a text with escapes
  // needs its strings read one by one.
  if (matcher.pattern === null || !out.includes('\\') || !/^\s*[[{"]/.test(out)) return out;
  let value: unknown;
  try {
    value = parseBoundedJson(out);
  } catch {
    return out; // not JSON (or too deep to be an answer): the text forms are what there is
  }
  return holdsSecret(value, matcher) ? JSON.stringify(redactValue(value, matcher)) : out;
}

/**
 * A text with every form of every secret replaced by [redacted], and user information removed from
 * addresses. A text that is JSON keeps its bytes when that suffices; otherwise it is written again
 * from its value with every string redacted.
 */
export function redact(text: string, secrets: readonly string[]): string {
  return redactText(text, matcherOf(secrets));
}

/**
 * A value (a call record, a parsed answer, an error with its facts) with every string in it, keys
 * included, redacted as a text (redact); its shape and every other value kept. Plain objects and
 * arrays are walked (data without cycles: parsed JSON, a record); what is unchanged is the value
 * itself, and only what held a secret is copied. One compiled matcher serves the whole walk
 * (matcherOf), and a string shorter than every form is not scanned: a call's record costs about
 * one scan of its bodies.
 */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  return walk(value, matcherOf(secrets)) as T;
}

function walk(value: unknown, matcher: FormMatcher): unknown {
  if (typeof value === 'string') return mayHold(value, matcher) ? redactText(value, matcher) : value;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const kept = walk(item, matcher);
      if (kept !== item) (copy ??= value.slice())[i] = kept;
    }
    return copy ?? value;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  // Only plain data: a Buffer, a Date or a class's instance is no text of a site's.
  if (prototype !== Object.prototype && prototype !== null) return value;
  const source = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  let renamed = false;
  for (const key in source) {
    const item = source[key];
    const kept = walk(item, matcher);
    const name = mayHold(key, matcher) ? replaceForms(key, matcher) : key;
    if (kept === item && name === key) continue;
    copy ??= { ...source };
    copy[key] = kept;
    renamed ||= name !== key;
  }
  if (!copy || !renamed) return copy ?? value;
  // A key that held a secret is renamed in its place: the copy is made again from the keys in order.
  const rebuilt: Record<string, unknown> = {};
  for (const key in copy) rebuilt[replaceForms(key, matcher)] = copy[key];
  return rebuilt;
}

/** Several texts redacted against the same secrets, their forms worked out once. */
export function redactTexts(texts: readonly string[], secrets: readonly string[]): string[] {
  const matcher = matcherOf(secrets);
  return texts.map((text) => replaceForms(text, matcher));
}

/** Redacts every line of JSON Lines on its own, so that each stays one line. */
export const redactLines = (text: string, secrets: readonly string[]): string =>
  text
    .split('\n')
    .map((line) => redact(line, secrets))
    .join('\n');
