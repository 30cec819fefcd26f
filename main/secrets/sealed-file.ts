// Secrets in one JSON file of the data directory, readable only by this user account (0600).
// With Electron safeStorage the values in it are sealed by a key the operating system guards;
// without a keyring they are kept as they are, and the file's permissions are the only guard,
// which the UI says plainly.
import { constants } from 'node:fs';
import { chmod, open, unlink } from 'node:fs/promises';
import { FileReadError } from '../../shared/node/regular-file';
import { KeyedQueue } from '../../shared/node/keyed-queue';
import { saveTextAtomically } from '../config/atomic-save';
import { readBoundedFileIfExists } from '../files/bounded-read';
import { SecretsLockedError, SecretStoreError, type SecretHolder, type SecretStore } from './secret-store';

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
      // Locked is not broken: the value is there, and the passphrase opens it.
      if (error instanceof SecretsLockedError) throw new SecretsLockedError(this.#path, name);
      throw new SecretStoreError(
        this.holder,
        `the secret "${name}" in ${this.#path} cannot be opened (${(error as Error).message}); enter it again`,
      );
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

  /** The names of the secrets kept in this file. */
  async names(): Promise<string[]> {
    return Object.keys(await this.#read());
  }

  /**
   * Whether the seal opens what the file holds: one value is opened (a wrong passphrase fails the
   * GCM tag). True for an empty or missing file: any seal will do for it.
   */
  async opens(): Promise<boolean> {
    const first = Object.values(await this.#read())[0];
    if (first === undefined) return true;
    try {
      await this.#seal.open(first);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Removes the file once its values live elsewhere: its bytes are first overwritten in place (with
   * `{}` and spaces, still valid JSON should the removal not happen) and flushed, then the name is
   * removed, so the clear values do not stay in the file's blocks. A link or special file at the
   * path is not written through. What the disk itself keeps (an SSD's remapped blocks, a
   * copy-on-write file system's old extents, earlier replaced versions) no program can scrub.
   */
  scrub(): Promise<void> {
    return this.#queue.run('file', async () => {
      let handle;
      try {
        handle = await open(this.#path, constants.O_RDWR | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw new SecretStoreError(this.holder, `cannot remove the secrets file ${this.#path}: ${(error as Error).message}`);
      }
      try {
        const info = await handle.stat();
        if (!info.isFile())
          throw new SecretStoreError(this.holder, `the secrets file ${this.#path} is not a regular file; it was left alone`);
        const blank = Buffer.alloc(info.size, 0x20);
        blank.write('{}', 0, 'utf8');
        await handle.write(blank, 0, blank.length, 0);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await unlink(this.#path);
    });
  }

  async #read(): Promise<Record<string, string>> {
    let text: string;
    try {
      const file = await readBoundedFileIfExists(this.#path, 'secrets');
      if (!file) return {};
      text = file.bytes.toString('utf8');
    } catch (error) {
      const why =
        error instanceof FileReadError && error.kind === 'too-large' ? `it is larger than ${error.limit} bytes` : (error as Error).message;
      throw new SecretStoreError(this.holder, `cannot read the secrets file ${this.#path}: ${why}`);
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
