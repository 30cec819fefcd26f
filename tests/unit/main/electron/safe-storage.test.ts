// Electron's safeStorage behind the secrets store, driven by a stand-in (Electron does not run
// here): the asynchronous API only, and Linux's `basic_text` (a fixed password) not counted as a seal.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { safeStorageAdapter, type ElectronSafeStorage } from '../../../../main/electron/safe-storage';
import { openSecretStore, SEALED_SECRETS_FILE, SECRETS_FILE } from '../../../../main/secrets';

/** Stands in for safeStorage: a reversible seal and the backend Electron says it chose. */
function standIn(backend: string, available = true): ElectronSafeStorage & { syncCalls: number } {
  return {
    syncCalls: 0,
    isAsyncEncryptionAvailable: async () => available,
    encryptStringAsync: async (plain) => Buffer.from(`sealed:${Buffer.from(plain).toString('hex')}`),
    decryptStringAsync: async (sealed) => ({
      result: Buffer.from(sealed.toString().slice('sealed:'.length), 'hex').toString(),
      shouldReEncrypt: false,
    }),
    getSelectedStorageBackend: () => backend,
  };
}

describe('safeStorageAdapter', () => {
  it('seals through the asynchronous API where the OS guards the key', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'safe-storage-'));
    const store = await openSecretStore({
      dataDir: dir,
      keyring: null,
      safeStorage: safeStorageAdapter(standIn('gnome_libsecret'), 'linux'),
    });
    expect(store.holder).toBe('safe-storage');
    await store.set('token', 'tok-123');
    expect(await store.get('token')).toBe('tok-123');
    expect(readFileSync(join(dir, SEALED_SECRETS_FILE), 'utf8')).not.toContain('tok-123');
  });

  it("does not count Linux's basic_text (a fixed password) as sealing", async () => {
    const adapter = safeStorageAdapter(standIn('basic_text'), 'linux');
    expect(await adapter.isAvailable()).toBe(false);
    const dir = mkdtempSync(join(tmpdir(), 'safe-storage-'));
    const store = await openSecretStore({ dataDir: dir, keyring: null, safeStorage: adapter });
    // The plain 0600 file, which the Site view and About name as such, not a pretend seal.
    expect(store.holder).toBe('file');
    await store.set('token', 'tok-123');
    expect(readFileSync(join(dir, SECRETS_FILE), 'utf8')).toContain('token');
  });

  it('is not available when Electron says so, and basic_text is only a Linux matter', async () => {
    expect(await safeStorageAdapter(standIn('gnome_libsecret', false), 'linux').isAvailable()).toBe(false);
    expect(await safeStorageAdapter(standIn('unknown'), 'win32').isAvailable()).toBe(true);
  });
});
