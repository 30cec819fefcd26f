// The console's log file: one JSON line per event that an engineer or a support colleague may need
// later (an activation, a restore that failed, the school facts of a document), in
// `<data dir>/logs/console.jsonl`. Lines are appended one after the other, the file is rotated to
// `.1` past a size so it cannot fill a laptop, and a write that fails never fails the work it logs.
// Callers must not pass secrets; as a second line of defence, values under names that usually hold
// one are replaced before anything is written.
import { appendFile, mkdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { KeyedQueue } from '../../shared/node/keyed-queue';

/** Size past which the log is rotated. */
export const EVENT_LOG_MAX_BYTES = 1024 * 1024;

/** Names whose values are never written, whatever a caller passes. */
const SECRET_NAME = /key|token|secret|password|^sn$|authorization/i;
/** Names that look secret but hold only fingerprints or flags. */
const SAFE_NAME = /fingerprint|configured$/i;

function redact(facts: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(facts).map(([name, value]) => [name, SECRET_NAME.test(name) && !SAFE_NAME.test(name) ? '[redacted]' : value]),
  );
}

/** Appends events to the console's log file. */
export class EventLog {
  readonly #dir: string;
  readonly #file: string;
  readonly #queue = new KeyedQueue();

  constructor(dataDir: string) {
    this.#dir = join(dataDir, 'logs');
    this.#file = join(this.#dir, 'console.jsonl');
  }

  /** Where the log is. */
  get path(): string {
    return this.#file;
  }

  /** Writes one event (in the background; `flush` waits for it). */
  write(event: string, facts: Record<string, unknown> = {}): void {
    const line = `${JSON.stringify({ at: new Date().toISOString(), event, ...redact(facts) })}\n`;
    void this.#queue
      .run('log', () => this.#append(line))
      .catch((e: unknown) => process.emitWarning(`console log not written: ${e instanceof Error ? e.message : String(e)}`));
  }

  /** Resolves once every event written so far is on disk. */
  flush(): Promise<void> {
    return this.#queue.run('log', async () => {});
  }

  async #append(line: string): Promise<void> {
    await mkdir(this.#dir, { recursive: true, mode: 0o700 });
    const size = await stat(this.#file).then(
      (s) => s.size,
      () => 0,
    );
    if (size + line.length > EVENT_LOG_MAX_BYTES) await rename(this.#file, `${this.#file}.1`).catch(() => undefined);
    await appendFile(this.#file, line, { encoding: 'utf8', mode: 0o600 });
  }
}
