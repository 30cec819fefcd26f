// Electron's safeStorage as the secrets store's adapter, without importing Electron (tests drive it
// with a stand-in). The asynchronous API only: the synchronous one is deprecated and goes in
// Electron 46. On Linux, safeStorage falls back to `basic_text` when no secret service or KWallet
// answers, which seals with a fixed, public password: that is no guard, so it counts as not
// available and the store says plainly that secrets are not sealed.
import type { SafeStorageAdapter } from '../secrets';

/** What the adapter uses of Electron's safeStorage. */
export interface ElectronSafeStorage {
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plain: string): Promise<Buffer>;
  decryptStringAsync(encrypted: Buffer): Promise<{ result: string }>;
  getSelectedStorageBackend(): string;
}

/** The adapter over Electron's safeStorage on `platform`. */
export function safeStorageAdapter(safeStorage: ElectronSafeStorage, platform: NodeJS.Platform = process.platform): SafeStorageAdapter {
  return {
    isAvailable: async () => {
      if (!(await safeStorage.isAsyncEncryptionAvailable())) return false;
      return platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text';
    },
    encrypt: (plain) => safeStorage.encryptStringAsync(plain),
    decrypt: async (encrypted) => (await safeStorage.decryptStringAsync(encrypted)).result,
  };
}
