// The batch journal: one JSON line per finished row, fsynced before the row is counted, so that a
// run killed at any moment (crash, closed window, pulled cable) can start again with the same
// journal and send only the rows not yet granted. A line torn by the crash itself is ignored.
//
// A journal is bound to its work: its first line records the batch file (SHA-256 of its bytes) and
// the site (profile name and the E2 address of every route). "Granted" in a journal of the demo
// site says nothing about the real one, so a journal whose binding differs in anything, or that has
// none, is never used to skip rows: the run goes to a new journal beside it, and says so. A false
// "differs" costs sending again an E2 that is idempotent; a false "same" would report visitors
// granted who cannot use the lifts.
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { BatchRow, RowOutcome } from '../../shared/batch';
import { ConsoleError } from '../../shared/errors';
import type { Route, SiteProfile } from '../../shared/site';
import { readBoundedFileIfExists, readFailure } from '../files/bounded-read';
import { configuredRoutes, urlOf } from '../site/routes';
import { monotonicMs } from '../../shared/node/clock';

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
export const rowKey = (row: Pick<BatchRow, 'visitorId' | 'floorIds'>): string =>
  `${row.visitorId}\u0000${[...row.floorIds].sort().join('\u0000')}`;

/** The default journal of a batch file. */
export const defaultJournalPath = (batchFile: string): string => `${batchFile}.journal.jsonl`;

const journalError = (path: string, error: unknown, doing: string): ConsoleError =>
  new ConsoleError(
    'io',
    'BATCH_JOURNAL_IO',
    `cannot ${doing} the batch journal ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): check that its folder exists and is writable, and that the disk is not full`,
    { path },
  );

/** What a journal's rows were done to: the batch file and the site. */
export interface JournalBinding {
  /** SHA-256 (hex) of the batch file's bytes. */
  batchSha256: string;
  /** The site: the profile's name and the E2 address of each route it configures. */
  site: { profileName: string; e2: Partial<Record<Route, string>> };
}

/** The first line of a bound journal. */
interface JournalHeader {
  v: typeof JOURNAL_VERSION;
  binding: JournalBinding;
}

/** The binding of a run of `batchBytes` on `profile`. */
export function journalBinding(batchBytes: Uint8Array, profile: SiteProfile): JournalBinding {
  const e2: Partial<Record<Route, string>> = {};
  for (const route of configuredRoutes(profile, 'addVisitor')) e2[route] = urlOf(profile, 'addVisitor', route);
  return { batchSha256: createHash('sha256').update(batchBytes).digest('hex'), site: { profileName: profile.name, e2 } };
}

/** Why a journal was not used: another site, another batch file, or no binding at all (an older journal). */
export type ForeignJournal = 'other-site' | 'other-file' | 'unbound';

/** How `found` differs from `wanted`, or null when a run of `wanted` may use it. */
export function bindingDiffers(found: JournalBinding | null, wanted: JournalBinding): ForeignJournal | null {
  if (!found) return 'unbound';
  const sites = (b: JournalBinding): string =>
    JSON.stringify([b.site.profileName, Object.entries(b.site.e2).sort(([a], [c]) => a.localeCompare(c))]);
  if (sites(found) !== sites(wanted)) return 'other-site';
  return found.batchSha256 === wanted.batchSha256 ? null : 'other-file';
}

/** A journal's binding (null: none) and its row entries. */
export interface JournalContents {
  binding: JournalBinding | null;
  entries: JournalEntry[];
}

/** Reads a journal (a regular file within FILE_LIMITS.journal); a missing file is an empty journal. */
export async function readJournalFile(path: string): Promise<JournalContents & { exists: boolean }> {
  let bytes: Buffer | undefined;
  try {
    bytes = (await readBoundedFileIfExists(path, 'journal'))?.bytes;
  } catch (error) {
    const failure = readFailure(error, 'batch journal', 'BATCH_JOURNAL', 'io');
    throw ConsoleError.relayed(failure, `${failure.message}; or give another journal with --journal`);
  }
  if (!bytes) return { exists: false, binding: null, entries: [] };
  const entries: JournalEntry[] = [];
  let binding: JournalBinding | null = null;
  let first = true;
  for (const line of bytes.toString('utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const value = JSON.parse(line) as Partial<JournalEntry & JournalHeader>;
      if (first && value.v === JOURNAL_VERSION && isBinding(value.binding)) binding = value.binding;
      else if (value.v === JOURNAL_VERSION && typeof value.key === 'string') entries.push(value as JournalEntry);
    } catch {
      // A line cut short by a crash: its row was never counted, so it runs again.
    }
    first = false;
  }
  return { exists: true, binding, entries };
}

function isBinding(value: unknown): value is JournalBinding {
  const b = value as JournalBinding | undefined;
  return (
    typeof b?.batchSha256 === 'string' && typeof b.site?.profileName === 'string' && typeof b.site.e2 === 'object' && b.site.e2 !== null
  );
}

/** Reads a journal's row entries; a missing file is an empty journal. */
export async function readJournal(path: string): Promise<JournalEntry[]> {
  return (await readJournalFile(path)).entries;
}

/** The n-th journal beside `path`: `x.journal.jsonl` → `x.journal.2.jsonl`. */
export const journalBeside = (path: string, n: number): string =>
  /\.jsonl$/i.test(path) ? `${path.slice(0, -6)}.${n}${path.slice(-6)}` : `${path}.${n}`;

/** Journals looked at beside the one asked for before giving up. */
const MAX_JOURNALS_BESIDE = 100;

/** The journal a run uses, the rows it records as granted, and, when the one asked for was not usable, why. */
export interface ChosenJournal {
  path: string;
  granted: Set<string>;
  /** Set when the journal asked for belongs to other work: the run went to `path` instead. */
  startedAnew: { previous: string; reason: ForeignJournal } | null;
}

/**
 * The journal for a run bound to `binding`: the one asked for when it is new or bound to the same
 * work, else the first journal beside it that is (so that a rerun on the other site resumes too),
 * else the first free name beside it.
 */
export async function chooseJournal(path: string, binding: JournalBinding): Promise<ChosenJournal> {
  let startedAnew: ChosenJournal['startedAnew'] = null;
  for (let n = 1; n <= MAX_JOURNALS_BESIDE; n += 1) {
    const candidate = n === 1 ? path : journalBeside(path, n);
    const found = await readJournalFile(candidate);
    const differs = found.exists && (found.binding !== null || found.entries.length > 0) ? bindingDiffers(found.binding, binding) : null;
    if (differs === null) return { path: candidate, granted: grantedKeys(found.entries), startedAnew };
    startedAnew ??= { previous: path, reason: differs };
  }
  throw new ConsoleError(
    'usage',
    'BATCH_JOURNAL_NONE_FREE',
    `${MAX_JOURNALS_BESIDE} journals beside ${path} belong to other sites or files: move the old ones away or give another journal with --journal`,
    { path },
  );
}

/** The words that tell the engineer a journal was not used, in en and zh-CN. */
export function startedAnewText(chosen: ChosenJournal): { en: string; 'zh-CN': string } | null {
  const anew = chosen.startedAnew;
  if (!anew) return null;
  const why = {
    'other-site': [
      'was kept for another site (another profile or other E2 addresses)',
      '记录的是另一个现场（另一个现场配置或不同的 E2 地址）',
    ],
    'other-file': ['was kept for another batch file (its content differs)', '记录的是另一个批量文件（内容不同）'],
    unbound: ['does not say which site and file it was kept for (an older journal)', '没有记录它属于哪个现场和文件（旧版日志）'],
  }[anew.reason];
  return {
    en: `the journal ${anew.previous} ${why[0]}, so no row was skipped because of it; this run keeps its journal in ${chosen.path}`,
    'zh-CN': `日志 ${anew.previous} ${why[1]}，因此没有依据它跳过任何行；本次运行的日志保存在 ${chosen.path}`,
  };
}

/** The keys of the rows a journal records as granted. */
export const grantedKeys = (entries: readonly JournalEntry[]): Set<string> =>
  new Set(entries.filter((entry) => entry.ok).map((entry) => entry.key));

/** A line waiting for the disk, and who waits for it. */
interface PendingLine {
  line: string;
  done: () => void;
  failed: (error: unknown) => void;
}

/** How an open journal makes what it wrote durable. */
export type JournalSync = (file: FileHandle) => Promise<void>;

/**
 * fdatasync: the lines' bytes and the file's new size reach the disk, which is all a reader after a
 * crash needs; the modification time, which nobody reads, is left to the system (as databases do).
 */
const datasync: JournalSync = (file) => file.datasync();

/**
 * Least time between the starts of two group writes in a busy spell. A sync takes well under a
 * millisecond on an SSD, so without a spacing a group held the one or two rows that finished during
 * the last sync, and the fdatasync per two rows cost the run a fifth of its speed on a laptop's two
 * cores. Eight milliseconds gather a dozen rows at the site's pace. A row waits one turn when no
 * write began in the last 8 ms, else until 8 ms after it did; rows are not held by it (workers go
 * on sending), only counted that much later.
 */
export const JOURNAL_GROUP_MS = 8;

/** Settings of an open journal. */
export interface JournalOptions {
  /** How a group of lines is made durable; default fdatasync. Tests wrap it to watch what each covers. */
  sync?: JournalSync;
  /** Least milliseconds between the starts of two group writes; default JOURNAL_GROUP_MS. */
  groupMs?: number;
}

/**
 * An open journal that appends durably in the order rows finish. Group commit: the lines that
 * arrive while a sync is under way are written together once it ends and made durable by one sync,
 * and each line's promise resolves after the sync that covers it. So concurrent rows share a sync
 * instead of queueing one each behind one another, and a sync covers every line before it: a
 * durable line is never preceded by one that is not.
 */
export class BatchJournal {
  readonly path: string;
  readonly #file: FileHandle;
  readonly #sync: JournalSync;
  readonly #groupMs: number;
  /** When the last group write began (monotonicMs()). */
  #lastBegan = Number.NEGATIVE_INFINITY;
  #pending: PendingLine[] = [];
  #flushing: Promise<void> | null = null;
  #startsMidLine: boolean;
  #syncs = 0;

  private constructor(path: string, file: FileHandle, startsMidLine: boolean, sync: JournalSync, groupMs: number) {
    this.path = path;
    this.#file = file;
    this.#startsMidLine = startsMidLine;
    this.#sync = sync;
    this.#groupMs = groupMs;
  }

  /**
   * Opens (or creates, 0600) a journal for appending; a new or empty journal gets `binding` as its
   * first line. A symbolic link at the path is refused (O_NOFOLLOW), as is anything but a regular file.
   * The binding was checked by `chooseJournal` before; nothing about it is checked again per row.
   */
  static async open(path: string, binding?: JournalBinding, options: JournalOptions = {}): Promise<BatchJournal> {
    const sync = options.sync ?? datasync;
    let file: FileHandle | undefined;
    try {
      file = await open(
        path,
        constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0),
        0o600,
      );
      const info = await file.stat();
      if (!info.isFile()) throw Object.assign(new Error('not a regular file'), { code: 'ENOTREG' });
      const { size } = info;
      let startsMidLine = false;
      if (size > 0) {
        const last = Buffer.alloc(1);
        await file.read(last, 0, 1, size - 1);
        startsMidLine = last[0] !== 0x0a;
      } else {
        if (binding) {
          const header: JournalHeader = { v: JOURNAL_VERSION, binding };
          await file.write(`${JSON.stringify(header)}\n`);
          await sync(file);
        }
        await syncFolderOf(path);
      }
      return new BatchJournal(path, file, startsMidLine, sync, options.groupMs ?? JOURNAL_GROUP_MS);
    } catch (error) {
      await file?.close();
      if ((error as NodeJS.ErrnoException).code === 'ELOOP') {
        throw new ConsoleError(
          'io',
          'BATCH_JOURNAL_LINK',
          `the batch journal ${path} is a symbolic link: the console does not write through links; remove the link or give another journal with --journal`,
          { path },
        );
      }
      throw journalError(path, error, 'open');
    }
  }

  /** Syncs made so far for the lines appended (the binding's line not counted). */
  get syncs(): number {
    return this.#syncs;
  }

  /** Appends a row's outcome and resolves once it is on disk. */
  append(outcome: RowOutcome): Promise<void> {
    const entry: JournalEntry = { v: JOURNAL_VERSION, key: rowKey(outcome), at: new Date().toISOString(), ...outcome };
    const line = `${JSON.stringify(entry)}\n`;
    return new Promise<void>((done, failed) => {
      this.#pending.push({ line, done, failed });
      this.#flushing ??= this.#flush();
    });
  }

  async #flush(): Promise<void> {
    // The lines appended in this turn of the event loop (answers read together, writers resumed
    // together by the last sync) join the first write; in a busy spell, so do those of the next
    // JOURNAL_GROUP_MS after the last write began.
    await this.#spacing();
    while (this.#pending.length > 0) {
      const group = this.#pending;
      this.#pending = [];
      this.#lastBegan = monotonicMs();
      try {
        const text = group.length === 1 ? (group[0] as PendingLine).line : group.map((p) => p.line).join('');
        const bytes = Buffer.from(this.#startsMidLine ? `\n${text}` : text, 'utf8');
        this.#startsMidLine = false;
        const { bytesWritten } = await this.#file.write(bytes);
        // A short write (a full disk) leaves part of a line: the group fails and the next write
        // starts on a line of its own, so that no counted line is ever joined to a torn one.
        if (bytesWritten !== bytes.length)
          throw Object.assign(new Error(`${bytesWritten} of ${bytes.length} bytes written`), { code: 'ENOSPC' });
        this.#syncs += 1;
        await this.#sync(this.#file);
        for (const p of group) p.done();
      } catch (error) {
        this.#startsMidLine = true;
        const failure = journalError(this.path, error, 'write');
        for (const p of group) p.failed(failure);
      }
      if (this.#pending.length > 0) await this.#spacing();
    }
    this.#flushing = null;
  }

  /** Waits one turn, or until JOURNAL_GROUP_MS after the last write began when that is later. */
  #spacing(): Promise<void> {
    const left = this.#groupMs - (monotonicMs() - this.#lastBegan);
    return new Promise<void>((resolve) => (left >= 1 ? setTimeout(resolve, left) : setImmediate(resolve)));
  }

  /** Waits for pending lines and closes the file. */
  async close(): Promise<void> {
    await this.#flushing;
    await this.#file.close();
  }
}

/** Why a folder may not be synced, none of which stops a run. */
const FOLDER_UNSYNCABLE = new Set(['EACCES', 'EPERM', 'EINVAL', 'EISDIR', 'ENOTSUP']);

/**
 * Makes a new journal's name durable in its folder, so that the lines synced into it are found
 * after a power cut. Once per journal, not per row. Windows opens no folder as a file (NTFS journals
 * the name itself); a folder the console may write but not read, or a file system that cannot sync
 * a folder (EINVAL), is left as it is: the lines themselves are still synced.
 */
async function syncFolderOf(path: string): Promise<void> {
  if (process.platform === 'win32') return;
  let folder: FileHandle | undefined;
  try {
    folder = await open(dirname(path), constants.O_RDONLY);
    await folder.sync();
  } catch (error) {
    if (!FOLDER_UNSYNCABLE.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await folder?.close();
  }
}
