// Secrets longer than the keyring takes. Windows Credential Manager refuses a value over 1,280
// characters (2,560 bytes of UTF-16), and a bearer token or JWT can be longer. Such a value is kept
// sealed (AES-256-GCM) in a file of the data directory, under a random key of its own that the
// keyring does hold: the file alone reveals nothing, the keyring entry alone is only a key.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { readConsoleText } from '../files/bounded-read';
import { dirname, join } from 'node:path';
import { saveTextAtomically } from '../config/atomic-save';
import type { KeyringEntry, KeyringEntryFactory } from './keyring';

/** The longest value the console hands to any keyring: what Windows Credential Manager takes. */
export const KEYRING_VALUE_LIMIT = 1280;

/** The folder of the sealed long values, in the data directory. */
export const LONG_SECRETS_DIR = 'secrets-long';

/** What the keyring holds for a long value: this prefix and the value's key (base64). */
const MARKER = 'site-console-sealed-file:v1:';

const fileOf = (dir: string, account: string): string =>
  join(dir, LONG_SECRETS_DIR, `${createHash('sha256').update(account).digest('hex').slice(0, 32)}.sealed`);

function seal(value: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return JSON.stringify({ v: 1, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), body: body.toString('base64') });
}

function open(text: string, key: Buffer): string {
  const sealed = JSON.parse(text) as { iv: string; tag: string; body: string };
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.body, 'base64')), decipher.final()]).toString('utf8');
}

/** The keyring's entries, with values over `limit` sealed in `dataDir` under a key the keyring keeps. */
export function withLongValues(entries: KeyringEntryFactory, dataDir: string, limit = KEYRING_VALUE_LIMIT): KeyringEntryFactory {
  return (account): KeyringEntry => {
    const entry = entries(account);
    const file = fileOf(dataDir, account);
    return {
      async getPassword() {
        const held = await entry.getPassword();
        if (typeof held !== 'string' || !held.startsWith(MARKER)) return held;
        const text = await readConsoleText(file, 'secrets');
        if (text === null) throw new Error(`the secret is kept sealed in ${file}, which is missing; enter the secret again`);
        try {
          return open(text, Buffer.from(held.slice(MARKER.length), 'base64'));
        } catch {
          throw new Error(
            `the sealed secret in ${file} does not open with its key in the keyring (changed or damaged); enter the secret again`,
          );
        }
      },
      async setPassword(value) {
        if (value.length <= limit) {
          await entry.setPassword(value);
          await rm(file, { force: true });
          return;
        }
        const key = randomBytes(32);
        await mkdir(dirname(file), { recursive: true, mode: 0o700 });
        await saveTextAtomically(file, seal(value, key), { backup: false, mode: 0o600 });
        await entry.setPassword(`${MARKER}${key.toString('base64')}`);
      },
      async deletePassword() {
        await rm(file, { force: true });
        return entry.deletePassword();
      },
    };
  };
}
