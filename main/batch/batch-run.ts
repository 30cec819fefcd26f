// A batch run: rows sent with bounded concurrency, two rows of one visitor never at once, each
// outcome journaled (fsynced, by group commit while the next rows are sent) before it is counted,
// transient failures retried with backoff, and pause, resume and cancel between rows.
import type { BatchPreview, BatchProgress, BatchRow, BatchSummary, RowOutcome } from '../../shared/batch';
import { ConsoleError, type BridgeError } from '../../shared/errors';
import { KeyedQueue } from '../../shared/node/keyed-queue';
import { rowKey, type BatchJournal } from './journal';

/** What one E2 for a row answered, as the site client reports it. */
export interface GrantAnswer {
  /** success: `data: true`; no: `data: false`; failure: see `error`. */
  outcome: 'success' | 'no' | 'failure';
  /** The failure, when there was one. */
  error: BridgeError | null;
  /** HTTP status of the answer, when one arrived. */
  status: number | null;
  /** The call's traceparent and phases, when the site client recorded them. */
  trace?: Pick<RowOutcome, 'traceparent' | 'phases'>;
}

/** Sends E2 for one row. */
export type GrantVisitor = (row: BatchRow, signal: AbortSignal) => Promise<GrantAnswer>;

/** Settings of a run. */
export interface BatchRunOptions {
  /** Rows in flight at once; default 4. */
  concurrency?: number;
  /** Sends per row at most, first one included; default 4. */
  maxAttempts?: number;
  /** Wait before the first retry, doubled for each further one; default 250 ms. */
  backoffMs?: number;
  /** Retry business failures too (the site said no); default false. */
  retryBusiness?: boolean;
  /** Called after each row is journaled, and on pause and resume. */
  onProgress?: (progress: BatchProgress) => void;
}

/** Default rows in flight. */
export const DEFAULT_CONCURRENCY = 4;

/** Largest concurrency accepted. */
export const MAX_CONCURRENCY = 64;

const BACKOFF_CAP_MS = 8_000;

/**
 * Rows per slot of concurrency that may be sent and not yet durable. A slow sync (a laptop's disk
 * under its antivirus, a Windows flush) is then shared by this many rows instead of holding each
 * slot; what a crash can cost is sending these rows again, and E2 is idempotent. The bound caps the
 * run at (bound ÷ time from a group's start to its sync's end): at 8 a slot, 32 rows per 8 ms group
 * held a fast site to 4,000 rows/s where it answered 6,000–7,000; 32 a slot leaves room for a sync
 * of 15 ms at that pace.
 */
export const UNDURABLE_ROWS_PER_SLOT = 32;

/**
 * Failures that may pass by themselves: nothing usable arrived, or the service (or one behind it,
 * UPSTREAM_UNAVAILABLE) failed. E2 is idempotent (SITE-API.md step 5), so sending again is safe.
 */
export function isTransient(answer: GrantAnswer): boolean {
  const error = answer.error;
  if (!error) return false;
  if (error.category === 'network' || error.category === 'timeout' || error.category === 'malformed') return true;
  if (answer.status !== null && answer.status >= 500) return true;
  return error.category === 'envelope' && error.code === 'UPSTREAM_UNAVAILABLE';
}

/** A run over the rows of a preview; create, then `start()`. */
export class BatchRun {
  readonly #preview: BatchPreview;
  readonly #journal: BatchJournal;
  readonly #grant: GrantVisitor;
  readonly #options: Required<Omit<BatchRunOptions, 'onProgress'>> & Pick<BatchRunOptions, 'onProgress'>;
  readonly #results = new Map<number, RowOutcome>();
  readonly #pending: BatchRow[] = [];
  readonly #abort = new AbortController();
  readonly #visitors = new KeyedQueue();
  #resumeGate: { promise: Promise<void>; open: () => void } | null = null;
  #counts = { succeeded: 0, failed: 0, skipped: 0 };
  #activeMs = 0;
  #activeSince = 0;
  /** Rows on their way to the journal, each settling once its line is durable (and counted) or failed. */
  readonly #journaling = new Set<Promise<void>>();
  /** Why rows could not be counted (their journal failed): the run stops taking rows and `start()` throws it. */
  #failure: { error: unknown } | null = null;

  constructor(
    preview: BatchPreview,
    granted: ReadonlySet<string>,
    journal: BatchJournal,
    grant: GrantVisitor,
    options: BatchRunOptions = {},
  ) {
    this.#preview = preview;
    this.#journal = journal;
    this.#grant = grant;
    const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > MAX_CONCURRENCY) {
      throw new ConsoleError(
        'usage',
        'BATCH_CONCURRENCY',
        `concurrency ${concurrency} is not a whole number from 1 to ${MAX_CONCURRENCY}`,
        { concurrency, max: MAX_CONCURRENCY },
      );
    }
    this.#options = {
      concurrency,
      maxAttempts: options.maxAttempts ?? 4,
      backoffMs: options.backoffMs ?? 250,
      retryBusiness: options.retryBusiness ?? false,
      onProgress: options.onProgress,
    };
    const problemOf = new Map(preview.problems.map((problem) => [problem.row, problem]));
    for (const row of preview.rows) {
      const problem = problemOf.get(row.row);
      const base = { row: row.row, visitorId: row.visitorId, floorIds: row.floorIds, durationMs: 0, attempts: 0 };
      if (problem) {
        this.#results.set(row.row, {
          ...base,
          ok: false,
          state: 'problem',
          code: problem.code,
          category: 'validation',
          message: problem.message,
        });
      } else if (granted.has(rowKey(row))) {
        this.#results.set(row.row, { ...base, ok: true, state: 'done-before' });
      } else {
        this.#pending.push(row);
        continue;
      }
      this.#counts.skipped += 1;
    }
  }

  /** Whether the run waits before its next row. */
  get paused(): boolean {
    return this.#resumeGate !== null;
  }

  /** Rows in flight finish; no new row starts until `resume()`. */
  pause(): void {
    if (this.#resumeGate || this.#abort.signal.aborted) return;
    this.#activeMs += Date.now() - this.#activeSince;
    let open = (): void => undefined;
    const promise = new Promise<void>((resolve) => (open = resolve));
    this.#resumeGate = { promise, open };
    this.#report();
  }

  /** Starts rows again after `pause()`. */
  resume(): void {
    const gate = this.#resumeGate;
    if (!gate) return;
    this.#resumeGate = null;
    this.#activeSince = Date.now();
    gate.open();
    this.#report();
  }

  /** Stops the run: calls in flight are aborted, rows not started stay unsent (a later run sends them). */
  cancel(): void {
    this.#abort.abort();
    this.resume();
  }

  /** Progress so far. */
  progress(): BatchProgress {
    const total = this.#preview.rows.length;
    const done = this.#results.size;
    const activeMs = this.#activeMs + (this.paused ? 0 : Date.now() - this.#activeSince);
    const sent = this.#counts.succeeded + this.#counts.failed;
    const ratePerSecond = activeMs > 0 ? (sent * 1000) / activeMs : 0;
    return {
      done,
      total,
      ...this.#counts,
      ratePerSecond,
      etaMs: sent > 0 ? Math.round(((total - done) / ratePerSecond) * 1000) : null,
      paused: this.paused,
    };
  }

  /** Runs every pending row; resolves when all are done or the run was cancelled. */
  async start(): Promise<BatchSummary> {
    this.#activeSince = Date.now();
    this.#report();
    const workers = Array.from({ length: Math.min(this.#options.concurrency, this.#pending.length) }, () => this.#work());
    await Promise.all(workers);
    while (this.#journaling.size > 0) await Promise.all(this.#journaling);
    if (this.#failure) throw this.#failure.error;
    const cancelled = this.#abort.signal.aborted;
    for (const row of this.#pending.splice(0))
      this.#results.set(row.row, {
        row: row.row,
        visitorId: row.visitorId,
        floorIds: row.floorIds,
        ok: false,
        state: 'cancelled',
        durationMs: 0,
        attempts: 0,
      });
    const results = [...this.#results.values()].sort((a, b) => a.row - b.row);
    const { done, total, succeeded, failed, skipped } = this.progress();
    return { done, total, succeeded, failed, skipped, cancelled, ok: results.every((r) => r.ok), results };
  }

  #report(): void {
    this.#options.onProgress?.(this.progress());
  }

  async #work(): Promise<void> {
    for (;;) {
      await this.#resumeGate?.promise;
      // Rows sent and not yet durable are bounded: a disk that stalls holds the run back rather than
      // let it grant rows that it cannot count.
      while (this.#journaling.size >= this.#options.concurrency * UNDURABLE_ROWS_PER_SLOT) await Promise.race(this.#journaling);
      if (this.#abort.signal.aborted || this.#failure) return;
      const row = this.#pending.shift();
      if (!row) return;
      const outcome = await this.#visitors.run(row.visitorId, () => this.#send(row));
      if (outcome.state === 'cancelled') {
        this.#results.set(row.row, outcome);
        continue;
      }
      this.#record(outcome);
    }
  }

  /**
   * Journals a row's outcome and counts it once its line is durable, while the worker sends its next
   * row: the sync overlaps the calls instead of following each one (the run's speed was the site's
   * plus a sync per row), and the rows that finish meanwhile share the next sync. Lines reach the
   * journal in the order rows finish and a sync covers every line before it, so a visitor's later
   * row is never durable while an earlier one is not.
   */
  #record(outcome: RowOutcome): void {
    const counted = this.#journal
      .append(outcome)
      .then(() => {
        this.#results.set(outcome.row, outcome);
        this.#counts[outcome.ok ? 'succeeded' : 'failed'] += 1;
        this.#report();
      })
      .catch((error: unknown) => {
        // The run takes no further row; `start()` throws this once the rows in flight have ended.
        this.#failure ??= { error };
      });
    this.#journaling.add(counted);
    void counted.then(() => this.#journaling.delete(counted));
  }

  async #send(row: BatchRow): Promise<RowOutcome> {
    const started = Date.now();
    const base: Pick<RowOutcome, 'row' | 'visitorId' | 'floorIds' | 'traceparent' | 'phases'> = {
      row: row.row,
      visitorId: row.visitorId,
      floorIds: row.floorIds,
    };
    const signal = this.#abort.signal;
    let answer: GrantAnswer | null = null;
    let attempts = 0;
    while (attempts < this.#options.maxAttempts && !signal.aborted) {
      if (attempts > 0) {
        await this.#sleep(Math.min(BACKOFF_CAP_MS, this.#options.backoffMs * 2 ** (attempts - 1)));
        await this.#resumeGate?.promise;
        if (signal.aborted) break;
      }
      attempts += 1;
      answer = await this.#ask(row, signal);
      if (answer.outcome === 'success') break;
      const retry =
        isTransient(answer) ||
        (this.#options.retryBusiness && answer.error?.category === 'envelope') ||
        (this.#options.retryBusiness && answer.outcome === 'no');
      if (!retry) break;
    }
    const durationMs = Date.now() - started;
    Object.assign(base, answer?.trace ?? {});
    if (answer?.outcome === 'success') return { ...base, ok: true, state: 'granted', durationMs, attempts };
    if (signal.aborted || !answer) return { ...base, ok: false, state: 'cancelled', durationMs, attempts };
    if (answer.outcome === 'no') {
      return {
        ...base,
        ok: false,
        state: 'failed',
        code: 'SITE_DATA_FALSE',
        category: 'envelope',
        message: `the site answered success with data false for visitor ${row.visitorId}: nothing was granted`,
        durationMs,
        attempts,
      };
    }
    const error = answer.error;
    return {
      ...base,
      ok: false,
      state: 'failed',
      code: error?.code ?? 'INTERNAL',
      category: error?.category ?? 'internal',
      message: error?.message ?? 'no answer',
      ...(error?.details ? { details: error.details } : {}),
      durationMs,
      attempts,
    };
  }

  async #ask(row: BatchRow, signal: AbortSignal): Promise<GrantAnswer> {
    try {
      return await this.#grant(row, signal);
    } catch (error) {
      const bridgeError: BridgeError =
        error instanceof ConsoleError
          ? error.toBridgeError()
          : { category: 'internal', code: 'INTERNAL', message: (error as Error).message };
      return { outcome: 'failure', error: bridgeError, status: null };
    }
  }

  #sleep(ms: number): Promise<void> {
    const signal = this.#abort.signal;
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    });
  }
}
