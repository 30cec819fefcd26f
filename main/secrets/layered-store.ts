// One store in front, the holders this data directory used before behind it. The window and the
// command line open the same secrets store on the same data directory, but only the window has
// Electron's safeStorage: so each reads, through this store, what the other kept in another holder,
// and a value found behind is moved to the front (a value the front holder can never open, sealed
// by the window's safeStorage and read from the command line, is refused with what to do).
import type { SecretHolder, SecretStore } from './secret-store';

/** The front store, falling back to the holders behind it. */
export class LayeredSecretStore implements SecretStore {
  readonly #front: SecretStore;
  readonly #behind: readonly SecretStore[];

  constructor(front: SecretStore, behind: readonly SecretStore[]) {
    this.#front = front;
    this.#behind = behind;
  }

  get holder(): SecretHolder {
    return this.#front.holder;
  }

  async get(name: string): Promise<string | null> {
    const value = await this.#front.get(name);
    if (value !== null) return value;
    for (const store of this.#behind) {
      const kept = await store.get(name);
      if (kept === null) continue;
      // Moved to the front holder; if it refuses, the value was still read, and stays where it was.
      try {
        await this.#front.set(name, kept);
        await store.delete(name);
      } catch {
        // kept behind
      }
      return kept;
    }
    return null;
  }

  async set(name: string, value: string): Promise<void> {
    await this.#front.set(name, value);
    // No older copy stays behind (one of them may be in a file guarded only by its mode).
    for (const store of this.#behind) await store.delete(name);
  }

  async delete(name: string): Promise<void> {
    await this.#front.delete(name);
    for (const store of this.#behind) await store.delete(name);
  }
}
