// Opens the console's one secrets store, choosing the strongest holder that answers: Electron
// safeStorage when main/electron passes its adapter in, else the system keyring, else a file
// readable only by this user. Only main/electron imports electron, so safeStorage arrives here as
// a plain adapter.
import { join } from 'node:path';
import { keyringAnswers, KeyringStore, loadSystemKeyring, type KeyringEntryFactory } from './keyring';
import { passphraseSeal } from './passphrase-seal';
import { NO_SEAL, SealedFileStore } from './sealed-file';
import type { SecretStore } from './secret-store';

export type { SecretHolder, SecretStore } from './secret-store';
export { SecretStoreError } from './secret-store';

/** What main/electron hands in from Electron's safeStorage (the same three functions). */
export interface SafeStorageAdapter {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** Where and how to open the store. */
export interface SecretStoreOptions {
  /** The console's data directory (the file holders live there). */
  dataDir: string;
  /** Electron's safeStorage, only inside the Electron app. */
  safeStorage?: SafeStorageAdapter;
  /** The keyring to try; default the system's through @napi-rs/keyring; null skips it. */
  keyring?: KeyringEntryFactory | null;
  /**
   * A passphrase to seal the file holder with (scrypt + AES-GCM) when neither safeStorage nor a
   * keyring answers; without one, values are kept in clear in a 0600 file and the holder says `file`.
   */
  passphrase?: string;
}

/** The file of the passphrase holder (values sealed with a key derived from the engineer's passphrase). */
export const PASSPHRASE_SECRETS_FILE = 'secrets.passphrase.json';
/** The environment variable from which the CLI takes the passphrase. */
export const PASSPHRASE_ENV = 'SITE_CONSOLE_SECRETS_PASSPHRASE';

/** The file of the safeStorage holder (sealed values). */
export const SEALED_SECRETS_FILE = 'secrets.sealed.json';
/** The file of the fallback holder (values guarded by the file's 0600 mode). */
export const SECRETS_FILE = 'secrets.json';

/** Opens the secrets store; `holder` tells which one answered. */
export async function openSecretStore(options: SecretStoreOptions): Promise<SecretStore> {
  const { safeStorage } = options;
  if (safeStorage?.isEncryptionAvailable()) {
    return new SealedFileStore(join(options.dataDir, SEALED_SECRETS_FILE), 'safe-storage', {
      seal: (value) => safeStorage.encryptString(value).toString('base64'),
      open: (sealed) => safeStorage.decryptString(Buffer.from(sealed, 'base64')),
    });
  }
  const keyring = options.keyring === undefined ? await loadSystemKeyring() : options.keyring;
  if (keyring && (await keyringAnswers(keyring))) return new KeyringStore(keyring);
  if (options.passphrase) return new SealedFileStore(join(options.dataDir, PASSPHRASE_SECRETS_FILE), 'passphrase', passphraseSeal(options.passphrase));
  return new SealedFileStore(join(options.dataDir, SECRETS_FILE), 'file', NO_SEAL);
}
