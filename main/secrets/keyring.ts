// The operating system's keyring through @napi-rs/keyring (Secret Service on Linux, Keychain on
// macOS, Credential Manager on Windows). On a headless Linux without a Secret Service it refuses
// every write; openSecretStore() then falls back to the file.
import { SecretStoreError, type SecretStore } from './secret-store';

/** One keyring entry, as @napi-rs/keyring's AsyncEntry offers it. */
export interface KeyringEntry {
  getPassword(): Promise<string | null | undefined>;
  setPassword(value: string): Promise<void>;
  deletePassword(): Promise<boolean>;
}

/** Makes the entry of one secret name. */
export type KeyringEntryFactory = (account: string) => KeyringEntry;

/** The keyring service name under which the console's entries live. */
export const KEYRING_SERVICE = 'site-console';

/** The factory over @napi-rs/keyring, or null where its native binding does not load. */
export async function loadSystemKeyring(): Promise<KeyringEntryFactory | null> {
  try {
    const { AsyncEntry } = await import('@napi-rs/keyring');
    return (account) => new AsyncEntry(KEYRING_SERVICE, account);
  } catch {
    return null;
  }
}

/**
 * Whether the keyring really keeps a secret: a write, a read back and a delete of a probe entry.
 * The entry is this process's own, so that two consoles (a window and a command, or two data
 * directories) probing at once never read each other's value and take the keyring for silent.
 */
export async function keyringAnswers(entry: KeyringEntryFactory): Promise<boolean> {
  try {
    const probe = entry(`probe-${process.pid}`);
    const value = `probe-${process.pid}-${Date.now()}`;
    await probe.setPassword(value);
    const back = await probe.getPassword();
    await probe.deletePassword();
    return back === value;
  } catch {
    return false;
  }
}

/** A SecretStore over the keyring. */
export class KeyringStore implements SecretStore {
  readonly holder = 'keyring' as const;
  readonly #entry: KeyringEntryFactory;

  constructor(entry: KeyringEntryFactory) {
    this.#entry = entry;
  }

  async get(name: string): Promise<string | null> {
    return (await this.#attempt('read', name, () => this.#entry(name).getPassword())) ?? null;
  }

  async set(name: string, value: string): Promise<void> {
    await this.#attempt('write', name, () => this.#entry(name).setPassword(value));
  }

  async delete(name: string): Promise<void> {
    await this.#attempt('delete', name, () => this.#entry(name).deletePassword());
  }

  async #attempt<T>(what: string, name: string, task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } catch (error) {
      throw new SecretStoreError(
        'keyring',
        `the system keyring refused to ${what} the secret "${name}": ${(error as Error).message}; unlock the keyring and try again`,
      );
    }
  }
}
