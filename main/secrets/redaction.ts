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
  return [...formsOf(secrets)];
}

// The forms of the last secrets asked for: a site client redacts four texts of every call with the
// same profile's secrets, and deriving the forms (base64 at three alignments, escapes) costs more
// than the texts' scan. One entry suffices; the secrets are in memory anyway while they are in use.
let lastSecrets: readonly string[] = [];
let lastForms: readonly string[] = [];

const sameSecrets = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((s, i) => s === b[i]);

function formsOf(secrets: readonly string[]): readonly string[] {
  if (secrets.length === 0) return [];
  if (!sameSecrets(secrets, lastSecrets)) {
    lastForms = deriveForms(secrets);
    lastSecrets = [...secrets];
  }
  return lastForms;
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
function replaceForms(text: string, forms: readonly string[]): string {
  // The expression tries every letter as a scheme's start; a text without "://" and "@" holds no user information.
  let out = text.includes('://') && text.includes('@') ? text.replace(USER_INFO, `$1${REDACTED}@`) : text;
  for (const form of forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
  return out;
}

/** Whether a parsed JSON value holds a secret in any string (key or value). Depth is bounded by the parse. */
function holdsSecret(value: unknown, forms: readonly string[]): boolean {
  if (typeof value === 'string') return replaceForms(value, forms) !== value;
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, v]) => replaceForms(key, forms) !== key || holdsSecret(v, forms));
}

/** A copy of a parsed JSON value with every string redacted. */
function redactValue(value: unknown, forms: readonly string[]): unknown {
  if (typeof value === 'string') return replaceForms(value, forms);
  if (Array.isArray(value)) return value.map((v) => redactValue(v, forms));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [replaceForms(k, forms), redactValue(v, forms)]));
}

/**
 * A text with every form of every secret replaced by [redacted], and user information removed from
 * addresses. A text that is JSON keeps its bytes when that suffices; otherwise it is written again
 * from its value with every string redacted.
 */
export function redact(text: string, secrets: readonly string[]): string {
  const forms = formsOf(secrets);
  const out = replaceForms(text, forms);
  if (forms.length === 0 || !/^\s*[[{"]/.test(out)) return out;
  // Without a backslash, JSON has no escapes: every string (key or value) is its own characters in
  // the text, so a form in a string is a form in the text, which one more pass over the text finds
  // without parsing it. Only a text with escapes needs its strings read one by one.
  if (!out.includes('\\') && replaceForms(out, forms) === out) return out;
  let value: unknown;
  try {
    value = parseBoundedJson(out);
  } catch {
    return out; // not JSON (or too deep to be an answer): the text forms are what there is
  }
  return holdsSecret(value, forms) ? JSON.stringify(redactValue(value, forms)) : out;
}

/**
 * A value (a parsed answer, an error with its facts) with every form of the secrets replaced in its
 * strings, keys included; its shape and every other value kept. The value itself when none was there.
 */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  const forms = formsOf(secrets);
  if (forms.length === 0 || !holdsSecret(value, forms)) return value;
  return redactValue(value, forms) as T;
}

/** Several texts redacted against the same secrets, their forms worked out once. */
export function redactTexts(texts: readonly string[], secrets: readonly string[]): string[] {
  const forms = secretForms(secrets);
  return texts.map((text) => replaceForms(text, forms));
}

/** Redacts every line of JSON Lines on its own, so that each stays one line. */
export const redactLines = (text: string, secrets: readonly string[]): string =>
  text
    .split('\n')
    .map((line) => redact(line, secrets))
    .join('\n');
