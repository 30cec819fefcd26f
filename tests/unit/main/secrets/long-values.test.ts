// A secret longer than Windows Credential Manager takes (1,280 characters), such as a long JWT,
// through the keyring path: kept, read back, replaced and deleted, with nothing readable on disk.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSecretStore } from '../../../../main/secrets';
import type { KeyringEntryFactory } from '../../../../main/secrets/keyring';
import { LONG_SECRETS_DIR } from '../../../../main/secrets/long-values';

/** A keyring that refuses values over 1,280 characters, as Windows Credential Manager does. */
function credentialManager(): { factory: KeyringEntryFactory; entries: Map<string, string> } {
  const entries = new Map<string, string>();
  const factory: KeyringEntryFactory = (account) => ({
    getPassword: async () => entries.get(account) ?? null,
    setPassword: async (value) => {
      if (value.length > 1280) throw new Error('The stub received bad data. (os error 1783)');
      entries.set(account, value);
    },
    deletePassword: async () => entries.delete(account),
  });
  return { factory, entries };
}

const jwt = `eyJhbGciOiJSUzI1NiJ9.${'x'.repeat(4960)}.sig`; // 5,000+ characters

describe('long secrets through the keyring', () => {
  it('keeps a 5,000-character secret and reads it back, in this process and the next', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'long-secrets-'));
    const keyring = credentialManager();
    const store = await openSecretStore({ dataDir: dir, keyring: keyring.factory });
    expect(store.holder).toBe('keyring');
    await store.set('profile:site-a:token', jwt);
    expect(await store.get('profile:site-a:token')).toBe(jwt);
    // A new process (the CLI after the window) opens the same keyring and data directory.
    const again = await openSecretStore({ dataDir: dir, keyring: keyring.factory });
    expect(await again.get('profile:site-a:token')).toBe(jwt);
    // What is on disk and in the keyring does not reveal the token.
    const files = readdirSync(join(dir, LONG_SECRETS_DIR));
    expect(files).toHaveLength(1);
    const sealed = readFileSync(join(dir, LONG_SECRETS_DIR, files[0] as string), 'utf8');
    expect(sealed).not.toContain('x'.repeat(64));
    // POSIX modes only: Windows reports 0o666 for every writable file (its guard is the profile folder's ACL).
    if (process.platform !== 'win32') expect(statSync(join(dir, LONG_SECRETS_DIR, files[0] as string)).mode & 0o777).toBe(0o600);
    expect([...keyring.entries.values()].every((v) => v.length <= 1280 && !v.includes('xxxx'))).toBe(true);
  });

  it('replaces a long secret with a short one and deletes both parts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'long-secrets-'));
    const keyring = credentialManager();
    const store = await openSecretStore({ dataDir: dir, keyring: keyring.factory });
    await store.set('t', jwt);
    await store.set('t', 'short-token');
    expect(await store.get('t')).toBe('short-token');
    expect(readdirSync(join(dir, LONG_SECRETS_DIR))).toEqual([]);
    await store.set('t', jwt);
    await store.delete('t');
    expect(await store.get('t')).toBeNull();
    expect(readdirSync(join(dir, LONG_SECRETS_DIR))).toEqual([]);
  });

  it('says what to do when the sealed file is gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'long-secrets-'));
    const keyring = credentialManager();
    const store = await openSecretStore({ dataDir: dir, keyring: keyring.factory });
    await store.set('t', jwt);
    const { rmSync } = await import('node:fs');
    rmSync(join(dir, LONG_SECRETS_DIR), { recursive: true });
    await expect(store.get('t')).rejects.toThrow(/missing; enter the secret again/);
  });
});
