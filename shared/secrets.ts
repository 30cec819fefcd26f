// Which holder keeps the console's secrets (tokens, header values, license and tenant keys), so
// that the renderer can tell the engineer where they are.

/** Where secrets are kept. */
export type SecretHolder =
  | 'safe-storage' // Electron safeStorage: encrypted with a key the operating system guards
  | 'keyring' // the operating system's keyring (Secret Service, Keychain, Credential Manager)
  | 'passphrase' // a file in the data directory, each value sealed with a key from the engineer's passphrase (scrypt + AES-GCM)
  | 'file'; // a file in the data directory that only this user account can read (0600)

/** Every holder, strongest first: the order in which the console tries them. */
export const SECRET_HOLDERS: readonly SecretHolder[] = ['safe-storage', 'keyring', 'passphrase', 'file'];

/** Where the secrets are kept at rest, as the Site view, About and the CLI say it. */
export interface SecretsAtRest {
  /** Who holds them. */
  holder: SecretHolder;
  /** True when they are kept in clear (no keyring, no safe storage, no passphrase given). */
  inClear: boolean;
  /** The file that holds them (null for the keyring). */
  path: string | null;
  /** The file a passphrase seals them into. */
  passphraseFile: string;
  /** A passphrase file holds secrets this session cannot read until its passphrase is given. */
  locked: boolean;
}
