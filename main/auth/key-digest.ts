// Keyed digests of the secrets the console must tell apart without revealing them: a license key's
// fingerprint, and the anchor and offline identity that hold a hash of the tenant key or serial.
// HMAC-SHA256 under an installation secret that lives only in the secrets store: the files that
// carry the digests (activations.json, the console log, the evidence pack) never hold it, so
// guessing a key of a known shape (PREFIX-REGION-TIER-YEAR) from its digest needs the laptop's
// secret too. An unkeyed SHA-256 prefix gave such a key away in 100 guesses (issue 31, F11).
import { createHmac, randomBytes } from 'node:crypto';
import type { SecretStore } from '../secrets';

/** Name of the installation's digest secret in the secrets store. */
export const DIGEST_KEY_SECRET = 'auth/digest-key';

/** HMAC-SHA256 (hex) of a text for one purpose, under this installation's digest secret. */
export type KeyDigest = (purpose: string, text: string) => string;

/** The installation's keyed digest; its secret is made on first use and kept in the secrets store. */
export async function keyDigest(secrets: Pick<SecretStore, 'get' | 'set'>): Promise<KeyDigest> {
  let secret = await secrets.get(DIGEST_KEY_SECRET);
  if (secret === null) {
    secret = randomBytes(32).toString('base64');
    await secrets.set(DIGEST_KEY_SECRET, secret);
  }
  const key = Buffer.from(secret, 'base64');
  // The purpose is bound in: a digest made for one use never stands for another.
  return (purpose, text) => createHmac('sha256', key).update(`${purpose}\0`, 'utf8').update(text, 'utf8').digest('hex');
}
