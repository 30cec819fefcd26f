// Secrets at rest (issue 19, "Secrets at rest"): where no keyring or safe storage answers, the
// secrets kept in clear move into the passphrase store the first time a passphrase is given, and
// afterwards no file of the data directory holds any of them in any form a reader could use; the
// window's bridge op takes the passphrase for the session (validated, never written) and says where
// the secrets are.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConsole } from '../../../../main/console';
import { openSecretStore, PASSPHRASE_SECRETS_FILE, SECRETS_FILE } from '../../../../main/secrets';

const SECRETS = {
  'license-key/abc': 'DEMO-NORTH-FULL-2099',
  'site-profile/p1/auth.token': 'tok/H2+Zq9=secret',
  'evidence/signing-key': `-----BEGIN PRIVATE KEY-----\n${'MC4CAQAwBQYDK2VwBCIEI'.repeat(3)}\n-----END PRIVATE KEY-----`,
};

/** Every file under `dir`, recursively. */
function everyFile(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? everyFile(path) : [path];
  });
}

/** The forms in which a secret could be found in a file: as it is, JSON-escaped, base64. */
const forms = (value: string): string[] => [
  value,
  JSON.stringify(value).slice(1, -1),
  Buffer.from(value).toString('base64'),
  Buffer.from(value).toString('hex'),
];

/** The files of `dir` that hold any of the secrets in any of its forms. */
function filesHolding(dir: string): string[] {
  return everyFile(dir).filter((file) => {
    const bytes = readFileSync(file);
    return Object.values(SECRETS).some((value) => forms(value).some((form) => bytes.includes(form)));
  });
}

describe('secrets kept in clear, then sealed with a passphrase', () => {
  it('moves every secret of secrets.json into the passphrase store; no file of the data directory holds one afterwards', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-at-rest-'));
    const clear = await openSecretStore({ dataDir, keyring: null });
    expect(clear.holder).toBe('file');
    for (const [name, value] of Object.entries(SECRETS)) await clear.set(name, value);
    // The test can fail: before the passphrase, the secrets are found in clear.
    expect(filesHolding(dataDir)).toEqual([join(dataDir, SECRETS_FILE)]);

    const sealed = await openSecretStore({ dataDir, keyring: null, passphrase: 'correct horse battery' });
    expect(sealed.holder).toBe('passphrase');
    expect(everyFile(dataDir)).toEqual([join(dataDir, PASSPHRASE_SECRETS_FILE)]);
    expect(filesHolding(dataDir)).toEqual([]);
    for (const [name, value] of Object.entries(SECRETS)) expect(await sealed.get(name)).toBe(value);

    // Reopened without the passphrase, none of them is readable: asking for one says to give it (never null, which would make a new signing key).
    const without = await openSecretStore({ dataDir, keyring: null });
    await expect(without.get('license-key/abc')).rejects.toThrow(/sealed with a passphrase, and none was given/);
  });

  it('the bridge: app:secrets says in clear and where; app:unlockSecrets takes the passphrase for the session, refuses a short, long or wrong one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-at-rest-'));
    const first = createConsole({ version: '1', dataDir }, { keyring: null });
    const ctx = { transport: 'web' } as const;
    const before = await first.dispatch('app:secrets', {}, ctx);
    expect(before).toEqual({
      ok: true,
      value: {
        holder: 'file',
        inClear: true,
        path: join(dataDir, SECRETS_FILE),
        passphraseFile: join(dataDir, PASSPHRASE_SECRETS_FILE),
        locked: false,
      },
    });
    await (await first.services.secrets()).set('license-key/abc', SECRETS['license-key/abc']);

    for (const passphrase of ['short', 'x'.repeat(1025)]) {
      const refused = await first.dispatch('app:unlockSecrets', { passphrase }, ctx);
      expect(refused).toMatchObject({ ok: false, error: { code: 'PAYLOAD_INVALID' } });
      expect(JSON.stringify(refused)).not.toContain(passphrase);
    }
    expect(await first.dispatch('app:unlockSecrets', { passphrase: 'correct horse battery', extra: 1 }, ctx)).toMatchObject({
      ok: false,
      error: { code: 'PAYLOAD_INVALID' },
    });

    const unlocked = await first.dispatch('app:unlockSecrets', { passphrase: 'correct horse battery' }, ctx);
    expect(unlocked).toMatchObject({
      ok: true,
      value: { holder: 'passphrase', inClear: false, path: join(dataDir, PASSPHRASE_SECRETS_FILE), locked: false },
    });
    expect(filesHolding(dataDir)).toEqual([]);
    // The session keeps reading what it stored, through the same services.
    expect(await (await first.services.secrets()).get('license-key/abc')).toBe(SECRETS['license-key/abc']);
    // The passphrase is in no file of the data directory.
    expect(everyFile(dataDir).filter((f) => readFileSync(f).includes('correct horse battery'))).toEqual([]);
    await first.close();

    // A new session (the window restarted): locked until the passphrase is given again; a wrong one is refused and changes nothing.
    const second = createConsole({ version: '1', dataDir }, { keyring: null });
    expect(await second.dispatch('app:secrets', {}, ctx)).toMatchObject({
      ok: true,
      value: { holder: 'file', inClear: true, locked: true },
    });
    expect(await second.dispatch('app:unlockSecrets', { passphrase: 'wrong horse battery' }, ctx)).toMatchObject({
      ok: false,
      error: { category: 'usage', code: 'SECRETS_PASSPHRASE_WRONG' },
    });
    expect(await second.dispatch('app:secrets', {}, ctx)).toMatchObject({ ok: true, value: { locked: true } });
    expect(await second.dispatch('app:unlockSecrets', { passphrase: 'correct horse battery' }, ctx)).toMatchObject({
      ok: true,
      value: { holder: 'passphrase', locked: false },
    });
    expect(await (await second.services.secrets()).get('license-key/abc')).toBe(SECRETS['license-key/abc']);
    await second.close();
  });
});
