// The one secrets store of the console (tokens and header values of site profiles, license and
// tenant keys of the authorization client). Whatever holds the secrets, callers see the same small
// interface; `holder` says which one it is, for the engineer.
import { ConsoleError } from '../../shared/errors';
import type { SecretHolder } from '../../shared/secrets';

export type { SecretHolder } from '../../shared/secrets';

/**
 * Keeps secrets by name (e.g. `site-profile/<id>/auth.token`). Values never leave it except
 * through `get`; nothing here logs them.
 */
export interface SecretStore {
  /** Who holds the secrets. */
  readonly holder: SecretHolder;
  /** The secret, or null when none is kept under that name. */
  get(name: string): Promise<string | null>;
  /** Keeps a secret, replacing any under that name. */
  set(name: string, value: string): Promise<void>;
  /** Forgets a secret; nothing happens when none is kept. */
  delete(name: string): Promise<void>;
}

/** A secrets store that could not read or write its holder (category io, code SECRETS_UNAVAILABLE). */
export class SecretStoreError extends ConsoleError {
  readonly holder: SecretHolder;

  constructor(holder: SecretHolder, message: string) {
    super('io', 'SECRETS_UNAVAILABLE', message, { holder });
    this.name = 'SecretStoreError';
    this.holder = holder;
  }
}

/**
 * A secret sealed with a passphrase that this session has not been given (category usage, code
 * SECRETS_LOCKED): the window offers the passphrase field wherever this stops work.
 */
export class SecretsLockedError extends ConsoleError {
  constructor(path: string | null, name: string | null) {
    super(
      'usage',
      'SECRETS_LOCKED',
      `${name ? `the secret "${name}"${path ? ` in ${path}` : ''} is` : 'it is'} sealed with a passphrase, and none was given: give the passphrase where the window asks for it, or give the CLI --passphrase-file <file> or SITE_CONSOLE_SECRETS_PASSPHRASE`,
      { path },
    );
    this.name = 'SecretsLockedError';
  }
}
