// The seal of the passphrase holder: where neither Electron safeStorage nor a keyring answers (a
// headless Linux, the CLI on a bare laptop), values are sealed with a key derived from a passphrase
// the engineer gives (scrypt, then AES-256-GCM from node:crypto) instead of being kept in clear
// behind the file's 0600 mode. Each value carries its own salt and nonce; the derived key is
// remembered per salt, so a batch does not pay scrypt for every call.
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import type { SecretSeal } from './sealed-file';

/** scrypt's cost: 2^15 with r 8 (about 32 MiB and a few tens of milliseconds, once per salt). */
const SCRYPT = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const PREFIX = 'scrypt-aes256gcm-v1';

/** The seal for one passphrase. A wrong passphrase makes `open` throw (the GCM tag does not hold). */
export function passphraseSeal(passphrase: string): SecretSeal {
  if (passphrase.length < 8) throw new Error('the secrets passphrase must have at least 8 characters');
  const keys = new Map<string, Buffer>();
  const keyOf = (salt: Buffer): Buffer => {
    const id = salt.toString('base64');
    let key = keys.get(id);
    if (!key) keys.set(id, (key = scryptSync(passphrase.normalize('NFC'), salt, 32, SCRYPT)));
    return key;
  };
  const salt = randomBytes(16);
  return {
    seal(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOf(salt), iv);
      const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return [PREFIX, salt, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join('.');
    },
    open(text) {
      const [prefix, salt64, iv64, tag64, data64] = text.split('.');
      if (prefix !== PREFIX || !salt64 || !iv64 || !tag64 || data64 === undefined) throw new Error('not a value sealed with a passphrase');
      const decipher = createDecipheriv('aes-256-gcm', keyOf(Buffer.from(salt64, 'base64')), Buffer.from(iv64, 'base64'));
      decipher.setAuthTag(Buffer.from(tag64, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data64, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
