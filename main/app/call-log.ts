// The last bridge calls, for the diagnostics view. Payloads are never kept: they may hold license
// keys or tokens.
import type { CallRecord } from '../../shared/api';

const CAPACITY = 500;

/** A bounded, newest-first log of bridge calls. */
export class CallLog {
  readonly #records: CallRecord[] = [];
  #nextId = 1;

  /** Records a finished call and returns its record. */
  record(op: string, ok: boolean, code: string | null, startedAt: number, durationMs: number): CallRecord {
    const rec: CallRecord = {
      id: this.#nextId++,
      op,
      ok,
      code,
      durationMs: Math.round(durationMs * 100) / 100,
      at: new Date(startedAt).toISOString(),
    };
    this.#records.unshift(rec);
    if (this.#records.length > CAPACITY) this.#records.pop();
    return rec;
  }

  /** The newest `limit` records, newest first. */
  recent(limit = 50): CallRecord[] {
    return this.#records.slice(0, limit);
  }
}
