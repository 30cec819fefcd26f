// The site call log: every call to the site with its bodies (secrets redacted), status, phases
// and outcome (redacted by value: redaction.ts), kept across restarts as append-only JSON Lines in the data directory and rotated
// by size. Lines are appended in batches (one write per turn of the event loop) so that 64 calls
// in flight do not make 64 writes, and a call does not wait for the disk: the write finishes in
// the background, and `list` waits for it, so a reader always sees every call made before.
import { appendFile, mkdir, rename, stat } from 'node:fs/promises';
import { readConsoleText } from '../files/bounded-read';
import { dirname, join } from 'node:path';
import type { SiteCallFilter, SiteCallRecord } from '../../shared/api';
import { ConsoleError } from '../../shared/errors';
import { KeyedQueue } from '../../shared/node/keyed-queue';

/** The log file in the data directory; the previous one is `<name>.1`. */
export const SITE_CALL_LOG_FILE = 'site-calls.jsonl';
/** Size at which the log is rotated. */
export const ROTATE_BYTES = 4 * 1024 * 1024;
/** Longest body kept per call. */
export const MAX_BODY_CHARS = 64 * 1024;

/** Cuts a body to MAX_BODY_CHARS, saying how much was left out. */
export const clip = (text: string): string => (text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}… [${text.length - MAX_BODY_CHARS} more characters]` : text);

const matches = (record: SiteCallRecord, filter: SiteCallFilter): boolean => {
  if (filter.operation && record.operation !== filter.operation) return false;
  if (filter.route && record.route !== filter.route) return false;
  if (filter.outcome && record.outcome !== filter.outcome) return false;
  if (filter.text) {
    const needle = filter.text.toLowerCase();
    const hay = [record.url, record.code, record.message, record.id, record.requestBody, record.responseBody].join('\n').toLowerCase();
    if (!hay.includes(needle)) return false;
  }
  return true;
};

/** The call log of one data directory. */
export class SiteCallLog {
  readonly #path: string;
  readonly #rotateBytes: number;
  readonly #queue = new KeyedQueue();
  #pending: string[] = [];
  #flushing: Promise<void> | null = null;
  #written: Promise<void> = Promise.resolve();
  /** Bytes in the current file, once known; saves a stat per batch. */
  #size: number | null = null;
  /** The last write failure (a full disk, say), reported by `list` and then forgotten. */
  #failure: Error | null = null;

  constructor(dataDir: string, rotateBytes = ROTATE_BYTES) {
    this.#path = join(dataDir, SITE_CALL_LOG_FILE);
    this.#rotateBytes = rotateBytes;
  }

  /** Where the log is. */
  get path(): string {
    return this.#path;
  }

  /** Appends a record; the returned promise resolves once it is on disk (callers need not wait). */
  append(record: SiteCallRecord): Promise<void> {
    this.#pending.push(`${JSON.stringify(record)}\n`);
    if (!this.#flushing) {
      this.#flushing = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.#flush());
      this.#written = this.#flushing.catch((error: unknown) => {
        this.#failure = error as Error;
      });
    }
    return this.#flushing;
  }

  /** Records matching the filter, newest first (the rotated file included). */
  async list(filter: SiteCallFilter = {}): Promise<SiteCallRecord[]> {
    await this.#flushing?.catch(() => undefined);
    await this.#written;
    if (this.#failure) {
      const failure = this.#failure;
      this.#failure = null;
      throw new ConsoleError('io', 'SITE_CALL_LOG_FAILED', `the site call log ${this.#path} could not be written (${failure.message}): calls still work, but some are missing from the log; free disk space`, { path: this.#path });
    }
    const limit = filter.limit ?? 200;
    const out: SiteCallRecord[] = [];
    for (const path of [this.#path, `${this.#path}.1`]) {
      const lines = ((await readConsoleText(path, 'callLog')) ?? '').split('\n');
      for (let i = lines.length - 1; i >= 0 && out.length < limit; i--) {
        const line = lines[i];
        if (!line) continue;
        try {
          const record = JSON.parse(line) as SiteCallRecord;
          if (matches(record, filter)) out.push(record);
        } catch {
          // A line torn by a crash mid-write is skipped; the lines around it are whole.
        }
      }
    }
    return out;
  }

  /** The record with this id (a trace id), or null when the log no longer holds it. */
  async find(id: string): Promise<SiteCallRecord | null> {
    const found = await this.list({ text: id, limit: 20 });
    return found.find((record) => record.id === id) ?? null;
  }

  #flush(): Promise<void> {
    const batch = this.#pending.join('');
    this.#pending = [];
    this.#flushing = null;
    return this.#queue.run('log', async () => {
      if (this.#size === null) {
        await mkdir(dirname(this.#path), { recursive: true, mode: 0o700 });
        this.#size = await stat(this.#path).then((s) => s.size, () => 0);
      }
      const bytes = Buffer.byteLength(batch);
      if (this.#size > 0 && this.#size + bytes > this.#rotateBytes) {
        await rename(this.#path, `${this.#path}.1`);
        this.#size = 0;
      }
      await appendFile(this.#path, batch, { mode: 0o600 });
      this.#size += bytes;
    });
  }
}
