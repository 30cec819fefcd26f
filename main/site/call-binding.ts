// What binds a logged call to the secret it sent, so that an export "with secrets in clear" puts
// back that secret or none: never whichever profile has the call's profile name today (a profile
// renamed, and another made under the old name with another token, would give the old call the new
// token). Each call that sent a secret keeps `sentWith`: the stored profile's id, and an
// HMAC-SHA256 of the secret, with the call's method and address, under a key of this installation
// kept in its secrets store. The log (and the evidence pack that carries it) holds no plain hash
// that a guess could be checked against, and a record whose address was changed no longer matches.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SecretStore } from '../secrets';

/** Name of the key's entry in the secrets store. */
export const CALL_BINDING_SECRET = 'site-calls/binding-key';

/** This installation's binding key, as the site client and the export ask for it. */
export interface CallBindingKey {
  /** The key; null when the secrets store cannot give one (locked, unavailable): the call is then not bound. */
  key(): Promise<Buffer | null>;
  /** The key, or the secrets store's own error (an export in clear must say why it cannot check). */
  required(): Promise<Buffer>;
}

/** What a digest covers: the profile that sent the call, the call's method and address as logged, and the secret. */
export interface BoundCall {
  profileId: string | null;
  method: string;
  url: string;
  secret: string;
}

/** The keyed digest of a call's secret (hex). */
export function secretDigest(key: Buffer, call: BoundCall): string {
  // JSON of an array: no two calls' fields read as the same bytes.
  return createHmac('sha256', key)
    .update(JSON.stringify(['site-call-secret/1', call.profileId, call.method, call.url, call.secret]))
    .digest('hex');
}

/** Whether `secret` is the one the digest was made of, for that call (compared in constant time). */
export function digestHolds(key: Buffer, call: BoundCall, digest: string): boolean {
  const expected = Buffer.from(secretDigest(key, call), 'hex');
  const given = Buffer.from(digest, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The key in the secrets store, made on first use and then kept in memory. A store that cannot be
 * read (a passphrase store not unlocked) gives none and makes none: it is asked again next time.
 */
export function callBindingKey(secrets: () => Promise<Pick<SecretStore, 'get' | 'set'>>): CallBindingKey {
  let kept: Promise<Buffer> | null = null;
  const load = async (): Promise<Buffer> => {
    const store = await secrets();
    const stored = await store.get(CALL_BINDING_SECRET);
    if (stored !== null) return Buffer.from(stored, 'base64');
    const made = randomBytes(32);
    await store.set(CALL_BINDING_SECRET, made.toString('base64'));
    return made;
  };
  const required = async (): Promise<Buffer> => {
    kept ??= load();
    try {
      return await kept;
    } catch (error) {
      kept = null;
      throw error;
    }
  };
  return { required, key: () => required().catch(() => null) };
}
