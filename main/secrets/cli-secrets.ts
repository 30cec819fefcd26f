// What every CLI command that stores or reads a secret (license, evidence, handover) says about
// where the secrets are kept, and where it takes the secrets passphrase from. The engineer must
// never be left believing a secret is sealed when it lies in clear in a file: so, where no keyring
// or safe storage answers and no passphrase was given, stderr says so with the file's path and how
// to seal it, and a `--json` answer carries the same facts as the field `secrets`.
import type { Language } from '../../shared/language';
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
    throw readFailure(error, 'passphrase file', 'SECRETS_PASSPHRASE_FILE', 'option');
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

/** What stderr says about the secrets at rest in `language`, or null when they are sealed or in the keyring. */
export function secretsAtRestNotice(state: SecretsAtRest, language: Language = 'en'): string | null {
  const where = state.path ?? (language === 'en' ? 'the data directory' : '数据目录');
  if (language === 'zh-CN') {
    const seal = `如需改用口令加密（scrypt + AES-GCM，保存在 ${state.passphraseFile}），请提供 ${PASSPHRASE_FILE_OPTION} <文件> 或设置 ${PASSPHRASE_ENV}；明文保存的内容随后会移入其中，明文文件会被删除。`;
    if (state.locked) return `警告：用口令加密的密钥保存在 ${state.passphraseFile}，但未提供口令，因此无法读取。${seal}`;
    if (state.inClear) return `警告：本机没有可用的密钥环或安全存储，因此密钥以明文保存在 ${where}（仅本账户可读）。${seal}`;
    return null;
  }
  const seal = `To seal them with a passphrase (scrypt + AES-GCM, in ${state.passphraseFile}) instead, give ${PASSPHRASE_FILE_OPTION} <file> or set ${PASSPHRASE_ENV}; what is in clear then moves there and the clear file is removed.`;
  if (state.locked)
    return `warning: secrets sealed with a passphrase are kept in ${state.passphraseFile}, and no passphrase was given: they cannot be read. ${seal}`;
  if (state.inClear)
    return `warning: no keyring or safe storage answers on this machine, so secrets are kept in clear in ${where} (readable by this account only). ${seal}`;
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
export function warnSecretsAtRest(
  stderr: { write(text: string): unknown },
  state: SecretsAtRest | null,
  json: boolean,
  language: Language = 'en',
): void {
  const notice = state && !json ? secretsAtRestNotice(state, language) : null;
  if (notice) stderr.write(`${notice}\n`);
}
