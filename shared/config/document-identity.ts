// Which configuration document a result belongs to, without carrying the document: a SHA-256 of
// its JSON with the values of secret fields removed, so that the digest may be shown, logged and
// signed into an evidence pack (a guess at a tenant key cannot be checked against it). Main and the
// renderer both compute it (Web Crypto, in Node and in the page), so that a status, a view and a
// pack can say whether they speak of the same document.

/** Fields of a configuration document whose values are secrets (spec section 2). */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['sn', 'tenantKey', 'licenseKey', 'token', 'password', 'secret']);

/** A copy of a JSON value with the values of secret fields replaced by `[removed]`; the removed values are pushed to `found`. */
export function withoutSecretValues(value: unknown, found: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutSecretValues(v, found));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (SECRET_FIELDS.has(key) && typeof v === 'string') {
      found.push(v);
      out[key] = '[removed]';
    } else out[key] = withoutSecretValues(v, found);
  }
  return out;
}

// Every process of the console has Web Crypto and TextEncoder (Node, Chromium); shared/ is built
// without the DOM's types, so the two are declared here as far as they are used.
declare const TextEncoder: new () => { encode(text: string): Uint8Array };
declare const crypto: { subtle: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> } };

/**
 * The document's digest: SHA-256 (hex) of its parsed JSON without secret values, written compactly
 * in the document's own key order (so spacing and a byte order mark do not change it); null when
 * the text is not JSON.
 */
export async function documentDigest(text: string): Promise<string | null> {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  const bytes = new TextEncoder().encode(JSON.stringify(withoutSecretValues(value)));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The part of a digest a person compares by eye: its first 12 hex digits. */
export const shortDigest = (digest: string): string => digest.slice(0, 12);

/** A document's name as a result names it: a file's name without its folder, or a template's title, as given. */
export const documentName = (source: string | null | undefined): string | null => (source ? (source.split(/[\\/]/).pop() ?? source) : null);
