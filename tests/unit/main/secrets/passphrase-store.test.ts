// Finding 9 of issue 19: where no keyring or safe storage answers, a passphrase seals the secrets
// file (scrypt + AES-GCM) instead of clear text; and the CLI says plainly when secrets are in clear.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSecretStore, PASSPHRASE_SECRETS_FILE } from '../../../../main/secrets';

const SECRET = 'DEMO-NORTH-FULL-2099';

describe('the passphrase holder', () => {
  it('keeps no value in clear, reopens with the same passphrase, and refuses another', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-passphrase-'));
    const store = await openSecretStore({ dataDir, keyring: null, passphrase: 'correct horse battery' });
    expect(store.holder).toBe('passphrase');
    await store.set('license/key', SECRET);
    await store.set('site-profile/x/auth', 'tok/H2+secret');
    const file = join(dataDir, PASSPHRASE_SECRETS_FILE);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('tok/H2+secret');
    expect(text).not.toContain(Buffer.from(SECRET).toString('base64'));
    // POSIX modes only: Windows reports 0o666 for every writable file (its guard is the profile folder's ACL).
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);

    const again = await openSecretStore({ dataDir, keyring: null, passphrase: 'correct horse battery' });
    expect(await again.get('license/key')).toBe(SECRET);
    // A wrong passphrase is refused when the store opens, before anything is read or written under it.
    await expect(openSecretStore({ dataDir, keyring: null, passphrase: 'wrong horse battery' })).rejects.toMatchObject({
      code: 'SECRETS_PASSPHRASE_WRONG',
    });
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('without a passphrase the holder is the clear file, and says so', async () => {
    const store = await openSecretStore({ dataDir: mkdtempSync(join(tmpdir(), 'sc-passphrase-')), keyring: null });
    expect(store.holder).toBe('file');
  });
});
