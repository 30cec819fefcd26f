// The engineer's preferences, one small JSON file in the data directory. A missing or damaged file
// means defaults: preferences are never worth refusing to start over.
import { join } from 'node:path';
// From their own modules, not the contract's index, which builds every schema (the CLI reads settings).
import type { Settings } from '../../shared/api';
import { LANGUAGES } from '../../shared/language';
import { saveTextAtomically } from '../config/atomic-save';
import { readRegularFile } from '../../shared/node/regular-file';

const DEFAULTS: Settings = { language: null };
/** Preferences are a few lines; anything larger is not this console's file. */
const MAX_SETTINGS_BYTES = 64 * 1024;

/** Reads, changes and keeps the engineer's preferences. */
export class SettingsStore {
  readonly #file: string;
  #current: Settings | null = null;

  constructor(dataDir: string) {
    this.#file = join(dataDir, 'settings.json');
  }

  /** The current preferences (defaults where the file is missing or damaged). */
  async get(): Promise<Settings> {
    if (!this.#current) this.#current = await this.#load();
    return { ...this.#current };
  }

  /** Applies a change, writes it to disk and returns the whole preferences. */
  async update(change: Partial<Settings>): Promise<Settings> {
    const next: Settings = { ...(await this.get()), ...change };
    await saveTextAtomically(this.#file, `${JSON.stringify(next, null, 2)}\n`, { backup: false, mode: 0o600 });
    this.#current = next;
    return { ...next };
  }

  async #load(): Promise<Settings> {
    try {
      const raw = JSON.parse((await readRegularFile(this.#file, MAX_SETTINGS_BYTES)).bytes.toString('utf8')) as Record<
        string,
        unknown
      > | null;
      const language = raw?.language;
      const path = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
      return {
        language: LANGUAGES.includes(language as Settings['language'] & string) ? (language as Settings['language']) : null,
        licensevendorLibrary: path(raw?.licensevendorLibrary),
        licensevendorAbiProfile: path(raw?.licensevendorAbiProfile),
      };
    } catch {
      return { ...DEFAULTS };
    }
  }
}
