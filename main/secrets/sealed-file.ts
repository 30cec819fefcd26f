// Secrets in one JSON file of the data directory, readable only by this user account (0600).
// With Electron safeStorage the values in it are sealed by a key the operating system guards;
// without a keyring they are kept as they are, and the file's permissions are the only guard,
// which the UI says plainly.
import { chmod, readFile } from 'node:fs/promises';
import { KeyedQueue } from '../../shared/node/keyed-queue';
import { saveTextAtomically } from '../config/atomic-save';
import { SecretStoreError, type SecretHolder, type SecretStore } from './secret-store';

/** Turns a value into what is written to the file and back (Electron's safeStorage does it asynchronously). */
export interface SecretSeal {
  seal(value: string): string | Promise<string>;
  open(sealed: string): string | Promise<string>;
}

/** Keeps values as they are; the file's 0600 mode is the guard. */
export const NO_SEAL: SecretSeal = { seal: (v) => v, open: (v) => v };

const FILE_MODE = 0o600;

/** A SecretStore over one file. */
export class SealedFileStore implements SecretStore {
  readonly holder: SecretHolder;
  readonly #path: string;
  readonly #seal: SecretSeal;
  // Writes are read-modify-write of the whole file: one at a time.
  readonly #queue = new KeyedQueue();

  constructor(path: string, holder: SecretHolder, seal: SecretSeal) {
    this.#path = path;
    this.holder = holder;
    this.#seal = seal;
  }

  async get(name: string): Promise<string | null> {
    const sealed = (await this.#read())[name];
    if (sealed === undefined) return null;
    try {
      return await this.#seal.open(sealed);
    } catch (error) {
      throw new SecretStoreError(this.holder, `the secret "${name}" in ${this.#path} cannot be opened (${(error as Error).message}); enter it again`);
    }
  }

  set(name: string, value: string): Promise<void> {
    return this.#queue.run('file', async () => {
      const all = await this.#read();
      all[name] = await this.#seal.seal(value);
      await this.#write(all);
    });
  }

  delete(name: string): Promise<void> {
    return this.#queue.run('file', async () => {
      const all = await this.#read();
      if (!(name in all)) return;
      delete all[name];
      await this.#write(all);
    });
  }

  async #read(): Promise<Record<string, string>> {
    let text: string;
    try {
      text = await readFile(this.#path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw new SecretStoreError(this.holder, `cannot read the secrets file ${this.#path}: ${(error as Error).message}`);
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
      }
    } catch {
      // reported below
    }
    throw new SecretStoreError(this.holder, `the secrets file ${this.#path} is damaged; move it away and enter the secrets again`);
  }

  async #write(all: Record<string, string>): Promise<void> {
    try {
      await saveTextAtomically(this.#path, `${JSON.stringify(all, null, 2)}\n`, { backup: false, mode: FILE_MODE });
      // A file created by an older version, or copied in by hand, may be wider open.
      await chmod(this.#path, FILE_MODE);
    } catch (error) {
      throw new SecretStoreError(this.holder, `cannot write the secrets file ${this.#path}: ${(error as Error).message}`);
    }
  }
}
