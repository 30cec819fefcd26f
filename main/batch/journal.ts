// The batch journal: one JSON line per finished row, fsynced before the row is counted, so that a
// run killed at any moment (crash, closed window, pulled cable) can start again with the same
// journal and send only the rows not yet granted. A line torn by the crash itself is ignored.
import { open, readFile, type FileHandle } from 'node:fs/promises';
import type { BatchRow, RowOutcome } from '../../shared/batch';
import { ConsoleError } from '../../shared/errors';

/** Version of the journal's lines. */
const JOURNAL_VERSION = 1;

/** One line of the journal. */
export interface JournalEntry extends RowOutcome {
  /** Version of this shape. */
  v: typeof JOURNAL_VERSION;
  /** The row's identity across runs: visitor and floor set, not its row number (rows may be moved). */
  key: string;
  /** When the row finished, ISO 8601. */
  at: string;
}

/** The identity of a row across runs and files: its visitor and its set of floors. */
export const rowKey = (row: Pick<BatchRow, 'visitorId' | 'floorIds'>): string => `${row.visitorId}\u0000${[...row.floorIds].sort().join('\u0000')}`;

/** The default journal of a batch file. */
export const defaultJournalPath = (batchFile: string): string => `${batchFile}.journal.jsonl`;

const journalError = (path: string, error: unknown, doing: string): ConsoleError =>
  new ConsoleError('io', 'BATCH_JOURNAL_IO', `cannot ${doing} the batch journal ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): check that its folder exists and is writable, and that the disk is not full`, { path });

/** Reads a journal; a missing file is an empty journal. */
export async function readJournal(path: string): Promise<JournalEntry[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw journalError(path, error, 'read');
  }
  const entries: JournalEntry[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const entry = JSON.parse(line) as JournalEntry;
      if (entry.v === JOURNAL_VERSION && typeof entry.key === 'string') entries.push(entry);
    } catch {
      // A line cut short by a crash: its row was never counted, so it runs again.
    }
  }
  return entries;
}

/** The keys of the rows a journal records as granted. */
export const grantedKeys = (entries: readonly JournalEntry[]): Set<string> => new Set(entries.filter((entry) => entry.ok).map((entry) => entry.key));

/** A line waiting for the disk, and who waits for it. */
interface PendingLine {
  line: string;
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * An open journal that appends durably in the order rows finish. Lines that arrive while a sync is
 * under way share the next write and sync (group commit), so concurrent rows do not queue one
 * fsync each behind one another.
 */
export class BatchJournal {
  readonly path: string;
  readonly #file: FileHandle;
  #pending: PendingLine[] = [];
  #flushing: Promise<void> | null = null;
  #startsMidLine: boolean;

  private constructor(path: string, file: FileHandle, startsMidLine: boolean) {
    this.path = path;
    this.#file = file;
    this.#startsMidLine = startsMidLine;
  }

  /** Opens (or creates) a journal for appending. */
  static async open(path: string): Promise<BatchJournal> {
    try {
      const file = await open(path, 'a+', 0o600);
      const { size } = await file.stat();
      let startsMidLine = false;
      if (size > 0) {
        const last = Buffer.alloc(1);
        await file.read(last, 0, 1, size - 1);
        startsMidLine = last[0] !== 0x0a;
      }
      return new BatchJournal(path, file, startsMidLine);
    } catch (error) {
      throw journalError(path, error, 'open');
    }
  }

  /** Appends a row's outcome and resolves once it is on disk. */
  append(outcome: RowOutcome): Promise<void> {
    const entry: JournalEntry = { v: JOURNAL_VERSION, key: rowKey(outcome), at: new Date().toISOString(), ...outcome };
    const line = `${this.#startsMidLine ? '\n' : ''}${JSON.stringify(entry)}\n`;
    this.#startsMidLine = false;
    return new Promise<void>((done, failed) => {
      this.#pending.push({ line, done, failed });
      this.#flushing ??= this.#flush();
    });
  }

  async #flush(): Promise<void> {
    while (this.#pending.length > 0) {
      const batch = this.#pending;
      this.#pending = [];
      try {
        await this.#file.write(batch.map((p) => p.line).join(''));
        await this.#file.sync();
        for (const p of batch) p.done();
      } catch (error) {
        const failure = journalError(this.path, error, 'write');
        for (const p of batch) p.failed(failure);
      }
    }
    this.#flushing = null;
  }

  /** Waits for pending lines and closes the file. */
  async close(): Promise<void> {
    await this.#flushing;
    await this.#file.close();
  }
}
