// Which holder keeps the console's secrets (tokens, header values, license and tenant keys), and
// where they are at rest, so that the renderer and the CLI can tell the engineer. Written as
// schemas (the bridge's site and app results) from which the types derive.
import { Type, type Static } from '@sinclair/typebox';
import { Closed, OneOf, OrNull } from './api/schema';

/** Every holder, strongest first: the order in which the console tries them. */
export const SECRET_HOLDERS = [
  'safe-storage', // Electron safeStorage: encrypted with a key the operating system guards
  'keyring', // the operating system's keyring (Secret Service, Keychain, Credential Manager)
  'passphrase', // a file in the data directory, each value sealed with a key from the engineer's passphrase (scrypt + AES-GCM)
  'file', // a file in the data directory that only this user account can read (0600)
] as const;

/** Where secrets are kept, as a schema. */
export const secretHolderSchema = OneOf(SECRET_HOLDERS);
/** Where secrets are kept. */
export type SecretHolder = Static<typeof secretHolderSchema>;

/** Where the secrets are kept at rest, as a schema (`app:secrets`, `app:unlockSecrets`). */
export const secretsAtRestSchema = Closed({
  /** Who holds them. */
  holder: secretHolderSchema,
  /** True when they are kept in clear (no keyring, no safe storage, no passphrase given). */
  inClear: Type.Boolean(),
  /** The file that holds them (null for the keyring). */
  path: OrNull(Type.String()),
  /** The file a passphrase seals them into. */
  passphraseFile: Type.String(),
  /** A passphrase file holds secrets this session cannot read until its passphrase is given. */
  locked: Type.Boolean(),
});
/** Where the secrets are kept at rest, as the Site view, About and the CLI say it. */
export type SecretsAtRest = Static<typeof secretsAtRestSchema>;
