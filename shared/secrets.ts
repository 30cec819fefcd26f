// Which holder keeps the console's secrets (tokens, header values, license and tenant keys), so
// that the renderer can tell the engineer where they are.
import type { Static } from '@sinclair/typebox';
import { OneOf } from './api/schema';

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
