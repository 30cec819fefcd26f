// What every CLI command that stores or reads a secret (license, evidence, handover) says about
// where the secrets are kept, and where it takes the secrets passphrase from. The engineer must
// never be left believing a secret is sealed when it lies in clear in a file: so, where no keyring
// or safe storage answers and no passphrase was given, stderr says so with the file's path and how
// to seal it, and a `--json` answer carries the same facts as the field `secrets`.
import type { SecretsAtRest } from '../../shared/secrets';
import { ConsoleError } from '../../shared/errors';
import { readBoundedFile, readFailure } from '../files/bounded-read';
import { checkPassphrase, PASSPHRASE_ENV } from '.';

/** The option that names the passphrase file. */
export const PASSPHRASE_FILE_OPTION = '--passphrase-file';

/** The usage line of the option, for each command's help. */
export const PASSPHRASE_USAGE = `${PASSPHRASE_FILE_OPTION} <file>: the passphrase that seals the secrets where no keyring answers (its first line; or set ${PASSPHRASE_ENV})`;

/**
 * The passphrase in a file (its first line, without the line end), read through the bounded reader:
 * a FIFO, a device or a file over 4 KiB is refused. Never from the command line, where it would
 * stay in the shell history and show in the process list.
 */
export async function readPassphraseFile(path: string): Promise<string> {
  let text: string;
  try {
    text = (await readBoundedFile(path, 'passphrase')).bytes.toString('utf8');
  } catch (error) {
    throw new ConsoleError('usage', 'CLI_USAGE', readFailure(error, 'passphrase file', 'PASSPHRASE_FILE').message);
  }
  const passphrase = (text.split(/\r?\n/, 1)[0] ?? '').replace(/^\uFEFF/, '');
  checkPassphrase(passphrase);
  return passphrase;
}

/** The passphrase of `--passphrase-file`, undefined without the option, or the usage error that says why it cannot be used. */
export async function passphraseOption(file: string | undefined): Promise<string | undefined | ConsoleError> {
  if (file === undefined) return undefined;
  try {
    return await readPassphraseFile(file);
  } catch (error) {
    if (error instanceof ConsoleError) return error;
    throw error;
  }
}

/** What stderr says about the secrets at rest, or null when they are sealed or in the keyring. */
export function secretsAtRestNotice(state: SecretsAtRest): string | null {
  const seal = `To seal them with a passphrase (scrypt + AES-GCM, in ${state.passphraseFile}) instead, give ${PASSPHRASE_FILE_OPTION} <file> or set ${PASSPHRASE_ENV}; what is in clear then moves there and the clear file is removed.`;
  if (state.locked) return `warning: secrets sealed with a passphrase are kept in ${state.passphraseFile}, and no passphrase was given: they cannot be read. ${seal}`;
  if (state.inClear) return `warning: no keyring or safe storage answers on this machine, so secrets are kept in clear in ${state.path ?? 'the data directory'} (readable by this account only). ${seal}`;
  return null;
}

/** The `secrets` field of `--json`, when the command opened the secrets store. */
export function secretsJson(state: SecretsAtRest | null): { secrets?: SecretsAtRest } {
  return state ? { secrets: state } : {};
}

/**
 * Writes the notice to stderr when the command opened the store and the secrets are in clear or
 * locked. With --json the answer's `secrets` field says it instead: stderr stays empty there, as
 * for every other problem of a --json answer.
 */
export function warnSecretsAtRest(state: SecretsAtRest | null, json: boolean): void {
  const notice = state && !json ? secretsAtRestNotice(state) : null;
  if (notice) process.stderr.write(`${notice}\n`);
}
