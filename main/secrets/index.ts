// Opens the console's one secrets store. The window (with Electron's safeStorage) and the command
// line (without) open it on the same data directory and must see the same secrets, so the holder
// both can use comes first: the system keyring when it answers; else, in the window, a file sealed
// with safeStorage; else a file readable only by this user. The holders a data directory used
// before stay readable behind the chosen one (layered-store.ts); a secret the window sealed with
// safeStorage cannot be opened by the command line, which says so. Only main/electron imports
// electron, so safeStorage arrives here as a plain adapter.
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { ConsoleError } from '../../shared/errors';
import type { SecretsAtRest } from '../../shared/secrets';
import { keyringAnswers, KeyringStore, loadSystemKeyring, type KeyringEntryFactory } from './keyring';
import { LayeredSecretStore } from './layered-store';
import { withLongValues } from './long-values';
import { passphraseSeal } from './passphrase-seal';
import { NO_SEAL, SealedFileStore, type SecretSeal } from './sealed-file';
import { SecretsLockedError, type SecretStore } from './secret-store';

export type { SecretHolder, SecretStore } from './secret-store';
export { SecretsLockedError, SecretStoreError } from './secret-store';

/** What main/electron hands in from Electron's safeStorage, through its asynchronous API. */
export interface SafeStorageAdapter {
  /** Whether values can be sealed under a key the operating system guards (main/electron/safe-storage.ts). */
  isAvailable(): Promise<boolean>;
  encrypt(plain: string): Promise<Buffer>;
  decrypt(encrypted: Buffer): Promise<string>;
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

/** What the command line (no safeStorage) does with a value the window sealed. */
const SEALED_BY_THE_WINDOW: SecretSeal = {
  seal: () => {
    throw new Error('only the window can seal with safeStorage');
  },
  open: () => {
    throw new Error(
      "it was sealed with the window's safeStorage, which the command line cannot use where no keyring answers: do this from the window, or enter the secret again here",
    );
  },
};

/**
 * The system keyring's entries named per data directory. The keyring is the account's, not the
 * console's: an installed console and a portable copy on the same laptop (or two test consoles in
 * one process) are two consoles with two data directories, and must never read each other's
 * secrets or signing key under the same entry name. A portable copy opens the store on a scope of
 * its own on the laptop (main/data-dir.ts, portableScopeDir), never on the installed console's
 * directory, so its entries are named apart here and its files live apart there.
 */
function perDataDir(keyring: KeyringEntryFactory, dataDir: string): KeyringEntryFactory {
  const scope = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16);
  return (account) => keyring(`${account}@${scope}`);
}

/** What a session without the passphrase does with a value sealed with it. */
const LOCKED: SecretSeal = {
  seal: () => {
    throw new Error('no passphrase was given');
  },
  open: () => {
    throw new SecretsLockedError(null, null);
  },
};

/** The shortest and longest passphrase taken (the window's field and the CLI check the same). */
export const PASSPHRASE_LENGTH = { min: 8, max: 1024 } as const;

/** A passphrase that is too short or too long, as a usage error. */
export function checkPassphrase(passphrase: string): void {
  if (passphrase.length < PASSPHRASE_LENGTH.min || passphrase.length > PASSPHRASE_LENGTH.max) {
    throw new ConsoleError(
      'usage',
      'SECRETS_PASSPHRASE_LENGTH',
      `the secrets passphrase must have ${PASSPHRASE_LENGTH.min} to ${PASSPHRASE_LENGTH.max} characters`,
      { ...PASSPHRASE_LENGTH },
    );
  }
}

/**
 * The passphrase holder of `dataDir`, after checking that the passphrase opens what it already
 * holds (a wrong one is refused here, before anything is read or written under it), and with the
 * secrets kept in clear in `secrets.json` moved into it: the clear file is then overwritten and
 * removed (tests/unit/main/secrets/passphrase-store.test.ts greps every file of the directory).
 */
async function passphraseHolder(dataDir: string, passphrase: string, clear: SealedFileStore): Promise<SealedFileStore> {
  checkPassphrase(passphrase);
  const sealed = new SealedFileStore(join(dataDir, PASSPHRASE_SECRETS_FILE), 'passphrase', passphraseSeal(passphrase));
  if (!(await sealed.opens())) {
    throw new ConsoleError(
      'usage',
      'SECRETS_PASSPHRASE_WRONG',
      `this passphrase does not open the secrets sealed in ${join(dataDir, PASSPHRASE_SECRETS_FILE)}: give the passphrase they were sealed with`,
      { path: join(dataDir, PASSPHRASE_SECRETS_FILE) },
    );
  }
  const names = await clear.names();
  for (const name of names) {
    const value = await clear.get(name);
    if (value !== null) await sealed.set(name, value);
  }
  await clear.scrub();
  return sealed;
}

/**
 * Where the secrets of `dataDir` are kept, in the words the Site view, About and the CLI use: in
 * clear (`inClear`, with the file), sealed, or in the keyring; and whether a passphrase store is
 * there that this session has not unlocked (`locked`: its values cannot be read without it).
 */
export async function describeSecretsAtRest(store: SecretStore, dataDir: string, passphraseGiven: boolean): Promise<SecretsAtRest> {
  const passphraseFile = join(dataDir, PASSPHRASE_SECRETS_FILE);
  const path =
    store.holder === 'file'
      ? join(dataDir, SECRETS_FILE)
      : store.holder === 'passphrase'
        ? passphraseFile
        : store.holder === 'safe-storage'
          ? join(dataDir, SEALED_SECRETS_FILE)
          : null;
  const locked = !passphraseGiven && (await new SealedFileStore(passphraseFile, 'passphrase', NO_SEAL).names().catch(() => [])).length > 0;
  return { holder: store.holder, inClear: store.holder === 'file', path, passphraseFile, locked };
}

/** Opens the secrets store; `holder` tells which one answered. */
export async function openSecretStore(options: SecretStoreOptions): Promise<SecretStore> {
  const { safeStorage, dataDir } = options;
  const sealing = (await safeStorage?.isAvailable()) ? safeStorage : null;
  const sealed = new SealedFileStore(
    join(dataDir, SEALED_SECRETS_FILE),
    'safe-storage',
    sealing
      ? {
          seal: async (value) => (await sealing.encrypt(value)).toString('base64'),
          open: (value) => sealing.decrypt(Buffer.from(value, 'base64')),
        }
      : SEALED_BY_THE_WINDOW,
  );
  const file = new SealedFileStore(join(dataDir, SECRETS_FILE), 'file', NO_SEAL);
  const system = options.keyring === undefined ? await loadSystemKeyring() : options.keyring;
  // Named per data directory only once the keyring answers: the name is a hash (node:crypto, some
  // 9 ms of a command's start), which a machine without a keyring (Linux with no keyring daemon,
  // where the file or the passphrase holds the secrets) never needs.
  const keyring = system && (await keyringAnswers(system)) ? (options.keyring === undefined ? perDataDir(system, dataDir) : system) : null;
  // What a passphrase sealed stays readable behind any front holder (with the passphrase; without it, locked).
  const passphraseFile = (): SealedFileStore =>
    new SealedFileStore(
      join(dataDir, PASSPHRASE_SECRETS_FILE),
      'passphrase',
      options.passphrase ? passphraseSeal(options.passphrase) : LOCKED,
    );
  if (keyring) return new LayeredSecretStore(new KeyringStore(withLongValues(keyring, dataDir)), [sealed, file, passphraseFile()]);
  if (sealing) return new LayeredSecretStore(sealed, [file, passphraseFile()]);
  // Neither answers: a passphrase seals the file (scrypt + AES-GCM); without one, values stay in clear behind 0600.
  // The first passphrase given moves what was kept in clear into the sealed file and removes the clear one.
  if (options.passphrase) return new LayeredSecretStore(await passphraseHolder(dataDir, options.passphrase, file), [file, sealed]);
  // Without a passphrase, what it sealed stays behind, locked: reading one of those secrets says
  // to give the passphrase (never null, which would make the console create a new signing key over
  // the sealed one); a secret entered again replaces its sealed copy, like any older holder's.
  return new LayeredSecretStore(file, [sealed, passphraseFile()]);
}
