// The installation's Ed25519 signing key for evidence packs: created once, the private key kept in
// the console's secrets store (never in a file of its own), the public key derived from it.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import type { SecretStore } from '../secrets';

/** Name of the private key's entry in the secrets store. */
export const SIGNING_KEY_SECRET = 'evidence/signing-key';

/** The installation's signing key. */
export interface SigningKey {
  /** Signs bytes. */
  sign(bytes: Uint8Array): Buffer;
  /** SPKI DER of the public key, base64. */
  publicKey: string;
  /** `sha256:<hex>` of the public key's DER. */
  fingerprint: string;
}

/** The fingerprint of a public key given as SPKI DER in base64. */
export const fingerprintOf = (publicKey: string): string =>
  `sha256:${createHash('sha256').update(Buffer.from(publicKey, 'base64')).digest('hex')}`;

/** The installation's key, created and kept on first use. */
export async function signingKey(secrets: Pick<SecretStore, 'get' | 'set'>): Promise<SigningKey> {
  let pem = await secrets.get(SIGNING_KEY_SECRET);
  if (pem === null) {
    pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await secrets.set(SIGNING_KEY_SECRET, pem);
  }
  const privateKey: KeyObject = createPrivateKey(pem);
  const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  return { sign: (bytes) => sign(null, bytes, privateKey), publicKey, fingerprint: fingerprintOf(publicKey) };
}

/** The installation's fingerprint when it has a key, without creating one. */
export async function installationFingerprint(secrets: Pick<SecretStore, 'get'>): Promise<string | null> {
  const pem = await secrets.get(SIGNING_KEY_SECRET);
  if (pem === null) return null;
  return fingerprintOf(createPublicKey(createPrivateKey(pem)).export({ type: 'spki', format: 'der' }).toString('base64'));
}

/** Whether `signature` is the Ed25519 signature of `bytes` by the public key (SPKI DER, base64). */
export function signatureHolds(bytes: Uint8Array, signature: Uint8Array, publicKey: string): boolean {
  try {
    return verify(null, bytes, createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }), signature);
  } catch {
    return false;
  }
}
