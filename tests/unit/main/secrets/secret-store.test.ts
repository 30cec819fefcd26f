import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSecretStore, SECRETS_FILE, SEALED_SECRETS_FILE, SecretStoreError, type SafeStorageAdapter } from '../../../../main/secrets';
import type { KeyringEntryFactory } from '../../../../main/secrets/keyring';

const dataDir = (): string => mkdtempSync(join(tmpdir(), 'site-console-secrets-'));

/** A keyring that keeps entries in memory, as Keychain or Secret Service would. */
function memoryKeyring(): { factory: KeyringEntryFactory; entries: Map<string, string> } {
  const entries = new Map<string, string>();
  const factory: KeyringEntryFactory = (account) => ({
    getPassword: async () => entries.get(account) ?? null,
    setPassword: async (value) => void entries.set(account, value),
    deletePassword: async () => entries.delete(account),
  });
  return { factory, entries };
}

/** A keyring like the one of a headless Linux: reads nothing, refuses writes. */
const lockedKeyring: KeyringEntryFactory = () => ({
  getPassword: async () => null,
  setPassword: async () => {
    throw new Error("Couldn't access platform storage: AccessDenied");
  },
  deletePassword: async () => false,
});

/** Stands in for Electron's safeStorage (which needs the Electron runtime): a reversible seal. */
const sealing: SafeStorageAdapter = {
  isAvailable: async () => true,
  encrypt: async (plain) => Buffer.from(`sealed:${Buffer.from(plain).reverse().toString('hex')}`),
  decrypt: async (sealed) => Buffer.from(sealed.toString().slice('sealed:'.length), 'hex').reverse().toString(),
};

describe('openSecretStore', () => {
  it('falls back to a file only this user can read when no keyring answers, and keeps secrets across restarts', async () => {
    const dir = dataDir();
    const store = await openSecretStore({ dataDir: dir, keyring: lockedKeyring });
    expect(store.holder).toBe('file');
    expect(await store.get('site-profile/p1/auth.token')).toBeNull();
    await store.set('site-profile/p1/auth.token', 's3cret-token');
    await store.set('site-profile/p2/auth.value', 'other');
    expect(statSync(join(dir, SECRETS_FILE)).mode & 0o777).toBe(0o600);

    const reopened = await openSecretStore({ dataDir: dir, keyring: null });
    expect(await reopened.get('site-profile/p1/auth.token')).toBe('s3cret-token');
    await reopened.delete('site-profile/p1/auth.token');
    await reopened.delete('never-kept');
    expect(await reopened.get('site-profile/p1/auth.token')).toBeNull();
    expect(await reopened.get('site-profile/p2/auth.value')).toBe('other');
  });

  it('narrows a secrets file that was left readable by others', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, SECRETS_FILE), '{}', { mode: 0o644 });
    const store = await openSecretStore({ dataDir: dir, keyring: null });
    await store.set('a', 'b');
    expect(statSync(join(dir, SECRETS_FILE)).mode & 0o777).toBe(0o600);
  });

  it('keeps concurrent writes: none is lost', async () => {
    const store = await openSecretStore({ dataDir: dataDir(), keyring: null });
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.set(`k${i}`, `v${i}`)));
    for (let i = 0; i < 20; i++) expect(await store.get(`k${i}`)).toBe(`v${i}`);
  });

  it('uses the keyring when it answers, and writes no file', async () => {
    const dir = dataDir();
    const { factory, entries } = memoryKeyring();
    const store = await openSecretStore({ dataDir: dir, keyring: factory });
    expect(store.holder).toBe('keyring');
    await store.set('license/key', 'LK-123');
    expect(entries.get('license/key')).toBe('LK-123');
    expect([...entries.keys()].filter((name) => name.startsWith('probe'))).toEqual([]);
    expect(await store.get('license/key')).toBe('LK-123');
    await store.delete('license/key');
    expect(await store.get('license/key')).toBeNull();
    expect(() => statSync(join(dir, SECRETS_FILE))).toThrow();
  });

  it('uses safeStorage when main/electron hands it in and no keyring answers: the file holds only sealed values', async () => {
    const dir = dataDir();
    const store = await openSecretStore({ dataDir: dir, safeStorage: sealing, keyring: lockedKeyring });
    expect(store.holder).toBe('safe-storage');
    await store.set('site-profile/p1/auth.token', 'clear-token-value');
    const onDisk = readFileSync(join(dir, SEALED_SECRETS_FILE), 'utf8');
    expect(onDisk).not.toContain('clear-token-value');
    expect(statSync(join(dir, SEALED_SECRETS_FILE)).mode & 0o777).toBe(0o600);
    expect(await store.get('site-profile/p1/auth.token')).toBe('clear-token-value');
  });

  it('prefers the keyring to safeStorage, so that the command line (which has no safeStorage) keeps the same secrets', async () => {
    const dir = dataDir();
    const keyring = memoryKeyring();
    const window = await openSecretStore({ dataDir: dir, safeStorage: sealing, keyring: keyring.factory });
    expect(window.holder).toBe('keyring');
    await window.set('site-profile/p1/auth.token', 'clear-token-value');
    const commandLine = await openSecretStore({ dataDir: dir, keyring: keyring.factory });
    expect(await commandLine.get('site-profile/p1/auth.token')).toBe('clear-token-value');
    expect(() => statSync(join(dir, SEALED_SECRETS_FILE))).toThrow();
  });

  it('moves what an earlier holder kept to the one in front, and reads it on the way', async () => {
    const dir = dataDir();
    const before = await openSecretStore({ dataDir: dir, safeStorage: sealing, keyring: null });
    await before.set('license/key', 'LIC-1234');
    const keyring = memoryKeyring();
    const now = await openSecretStore({ dataDir: dir, safeStorage: sealing, keyring: keyring.factory });
    expect(await now.get('license/key')).toBe('LIC-1234');
    expect([...keyring.entries.values()]).toContain('LIC-1234');
    expect(readFileSync(join(dir, SEALED_SECRETS_FILE), 'utf8')).not.toContain('license/key');
    await now.delete('license/key');
    expect(await now.get('license/key')).toBeNull();
  });

  it("says, on the command line, that a secret sealed with the window's safeStorage cannot be opened there, and what to do", async () => {
    const dir = dataDir();
    const window = await openSecretStore({ dataDir: dir, safeStorage: sealing, keyring: null });
    await window.set('site-profile/p1/auth.token', 'clear-token-value');
    const commandLine = await openSecretStore({ dataDir: dir, keyring: null });
    expect(commandLine.holder).toBe('file');
    const error = await commandLine.get('site-profile/p1/auth.token').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecretStoreError);
    expect((error as Error).message).toMatch(/safeStorage.*from the window, or enter the secret again/);
    // Entered again on the command line, both read it (the window moves it into its sealed file).
    await commandLine.set('site-profile/p1/auth.token', 'new-token-value');
    expect(await commandLine.get('site-profile/p1/auth.token')).toBe('new-token-value');
    expect(await window.get('site-profile/p1/auth.token')).toBe('new-token-value');
    expect(readFileSync(join(dir, SECRETS_FILE), 'utf8')).not.toContain('new-token-value');
  });

  it('does not use safeStorage when the system offers no encryption', async () => {
    const store = await openSecretStore({ dataDir: dataDir(), safeStorage: { ...sealing, isAvailable: async () => false }, keyring: null });
    expect(store.holder).toBe('file');
  });

  it('says which file is damaged instead of losing it silently', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, SECRETS_FILE), 'not json', { mode: 0o600 });
    const store = await openSecretStore({ dataDir: dir, keyring: null });
    const error = await store.get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecretStoreError);
    expect((error as Error).message).toContain(join(dir, SECRETS_FILE));
    expect(readFileSync(join(dir, SECRETS_FILE), 'utf8')).toBe('not json');
  });

  it('opens with the system keyring binding on this machine, whichever holder answers', async () => {
    const store = await openSecretStore({ dataDir: dataDir() });
    expect(['keyring', 'file']).toContain(store.holder);
    await store.set('probe-test', 'v');
    expect(await store.get('probe-test')).toBe('v');
    await store.delete('probe-test');
  });
});
