// The site call log: every call to the site with its bodies (secrets redacted), status, phases
// and outcome (redacted by value: redaction.ts), kept across restarts as append-only JSON Lines in the data directory and rotated
// by size. A call does not wait for the disk: its line joins the next write, which finishes in the
// background, and `list` waits for it, so a reader always sees every call made before.
//
// Writes are grouped: the lines of one turn of the event loop go in one write, and in a busy spell
// the lines that arrive while a write is on the disk, or within GROUP_MS of its start, wait for the
// next, so that thousands of calls a second make a hundred-odd writes, not thousands. The file stays open while
// writes follow one another (one open and one close per busy spell, not per write), opened for appending (O_APPEND: every write lands at the end,
// whoever else appends), and is closed a second after the last write. Another process (the CLI)
// may append to the same file and rotate it: before the first write of a spell, and every second
// during one, the open file is checked against the path (same inode?) and the size that decides
// rotation is taken from it, so lines follow the file that has the name, not the one renamed to `.1`.
import { writev } from 'node:fs';
import { closeFile, makeFolder, openFile, renameFile, statOfFile, statOfPath } from '../../shared/node/file-calls';
import { readConsoleText } from '../files/bounded-read';
import { dirname, join } from 'node:path';
import type { SiteCallFilter, SiteCallRecord } from '../../shared/api';
import { ConsoleError } from '../../shared/errors';
import { monotonicMs } from '../../shared/node/clock';

/** The log file in the data directory; the previous one is `<name>.1`. */
export const SITE_CALL_LOG_FILE = 'site-calls.jsonl';
/** Size at which the log is rotated. */
export const ROTATE_BYTES = 4 * 1024 * 1024;
/** Longest body kept per call. */
export const MAX_BODY_CHARS = 64 * 1024;

/** Cuts a body to MAX_BODY_CHARS, saying how much was left out. */
export const clip = (text: string): string =>
  text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}… [${text.length - MAX_BODY_CHARS} more characters]` : text;
/** What clip() leaves at the end of a text it cut. */
export const CLIPPED = /… \[\d+ more characters\]$/;
/** Most bytes kept of a body that is not text: those that make MAX_BODY_CHARS of base64. */
export const KEPT_BODY_BYTES = (MAX_BODY_CHARS / 4) * 3;

// An answer that is JSON on one line is written into the record's line as itself, last, under
// `responseJson`, rather than escaped into the `responseBody` string: escaping a site's answer cost
// more than anything else the log did per call. A reader takes the text back byte for byte: before
// that key, every text of the line is a JSON string, in which `,"` cannot occur unescaped, so its
// first occurrence is the key's.
const ANSWER_AS_JSON = ',"responseJson":';

/**
 * The line of a record. `responseIsJson` says that the record's responseBody is a text that
 * JSON.parse accepted (the site client parsed it); such a text on one line is written as itself.
 */
export function callLine(record: SiteCallRecord, responseIsJson: boolean): string {
  const body = record.responseBody;
  if (!responseIsJson || body === null || body.includes('\n') || body.includes('\r')) return `${JSON.stringify(record)}\n`;
  // JSON.stringify leaves out a property that is undefined: the body is set aside for the line and
  // put back (the record is the caller's; nothing runs in between).
  const kept = record as { responseBody: string | null | undefined };
  kept.responseBody = undefined;
  try {
    const rest = JSON.stringify(record);
    return `${rest.slice(0, -1)}${ANSWER_AS_JSON}${body}}\n`;
  } finally {
    kept.responseBody = body;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOr = (value: unknown, other: null | undefined): boolean => value === other || isText(value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isHeaderList = (value: unknown): boolean =>
  Array.isArray(value) && value.every((h) => isObject(h) && isText(h.name) && isText(h.value));

/**
 * The line's value when it has a record's shape where anything reads it (the export, the filter,
 * the window); throws otherwise. The log is data that may come from elsewhere (a portable folder
 * on a stick): a value of another type is skipped like a torn line, never passed on.
 */
function checkedRecord(value: unknown): SiteCallRecord {
  const r = isObject(value) ? value : {};
  const t = isObject(r.timings) ? r.timings : null;
  const request = isObject(r.request) ? r.request : null;
  const response = isObject(r.response) ? r.response : null;
  const trust = isObject(r.trust) ? r.trust : null;
  const client = trust && isObject(trust.clientCertificate) ? trust.clientCertificate : null;
  const shaped =
    ['id', 'at', 'profileName', 'operation', 'route', 'method', 'url', 'traceparent', 'requestBody', 'outcome'].every((k) =>
      isText(r[k]),
    ) &&
    ['responseBody', 'category', 'code', 'message'].every((k) => isTextOr(r[k], null)) &&
    (r.status === null || Number.isInteger(r.status)) &&
    typeof r.durationMs === 'number' &&
    (r.timings === null ||
      (t !== null &&
        (t.connectMs === null || typeof t.connectMs === 'number') &&
        ['firstByteMs', 'bodyMs', 'totalMs'].every((k) => typeof t[k] === 'number'))) &&
    (r.request === undefined ||
      (request !== null && isText(request.httpVersion) && isHeaderList(request.headers) && typeof request.bodyBytes === 'number')) &&
    (r.response === undefined ||
      (response !== null &&
        isText(response.statusText) &&
        isHeaderList(response.headers) &&
        typeof response.bodyBytes === 'number' &&
        typeof response.encodedBytes === 'number')) &&
    (r.serverAddress === undefined || isTextOr(r.serverAddress, null)) &&
    (r.responseBodyEncoding === undefined || r.responseBodyEncoding === 'base64') &&
    (r.trust === undefined ||
      (trust !== null &&
        isTextOr(trust.caFile, undefined) &&
        isTextOr(trust.publicKeySha256, undefined) &&
        (trust.clientCertificate === undefined ||
          (client !== null && ['certFile', 'keyFile', 'pkcs12File'].every((k) => isTextOr(client[k], undefined))))));
  if (!shaped) throw new TypeError('a call log line that is not a call record');
  return value as SiteCallRecord;
}

/** The record of a line (either form of callLine); throws when the line is not whole, or not a record (checkedRecord). */
export function recordOfLine(line: string): SiteCallRecord {
  const at = line.indexOf(ANSWER_AS_JSON);
  if (at < 0) return checkedRecord(JSON.parse(line));
  const record = JSON.parse(`${line.slice(0, at)}}`) as SiteCallRecord;
  if (!line.endsWith('}')) throw new SyntaxError('a call log line cut short');
  const body = line.slice(at + ANSWER_AS_JSON.length, -1);
  JSON.parse(body); // a line torn by a crash and joined to the next is not a record
  record.responseBody = body;
  return checkedRecord(record);
}

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

/** How long the file may stay open before its path is checked again (another process may have rotated it). */
export const RECHECK_MS = 1_000;
/** How long the file stays open after the last write. */
const IDLE_CLOSE_MS = 1_000;
/**
 * Least time from the start of one write to the start of the next in a busy spell: the lines that
 * arrive meanwhile make one write. Each write costs the event loop about as much as dozens of lines
 * (a request to the thread pool, its callback, a promise); at thousands of calls a second, writes
 * every few milliseconds keep that cost small, and a reader waits no longer than this for a line.
 */
export const GROUP_MS = 8;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The chunks that remain once `written` bytes of them are on the disk (a short writev goes on with these). */
export function unwritten(chunks: readonly Buffer[], written: number): Buffer[] {
  let skipped = 0;
  let i = 0;
  while (i < chunks.length && skipped + chunks[i]!.length <= written) skipped += chunks[i++]!.length;
  const rest = chunks.slice(i);
  if (rest.length > 0 && written > skipped) rest[0] = rest[0]!.subarray(written - skipped);
  return rest;
}

/** Writes every byte of `chunks` at the end of the file (O_APPEND), in one writev; a short write goes on with the rest. */
async function writeAll(fd: number, chunks: readonly Buffer[]): Promise<void> {
  for (let rest = chunks; rest.length > 0;) {
    const written = await new Promise<number>((resolve, reject) =>
      writev(fd, rest, null, (error, bytes) => (error ? reject(error) : resolve(bytes))),
    );
    rest = unwritten(rest, written);
  }
}

/** The call log of one data directory. */
export class SiteCallLog {
  readonly #path: string;
  readonly #rotateBytes: number;
  readonly #recheckMs: number;
  readonly #groupMs: number;
  /** When the last write began (monotonicMs()). */
  #lastBegan = Number.NEGATIVE_INFINITY;
  /**
   * Lines waiting for the next write, as bytes from the moment they are appended: a line's text dies
   * young, and the bytes, outside the JavaScript heap, are not copied by the garbage collector while
   * they wait; one writev then takes them all, with no joined text or buffer of the batch.
   */
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  /** Settles once the pending lines are written (what `append` returns); null when none wait. */
  #next: { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } | null = null;
  /** The lines on their way to the disk now. */
  #current: Promise<void> | null = null;
  /** The writing loop while it runs. */
  #writing: Promise<void> | null = null;
  /** Closes the file once no write has come for IDLE_CLOSE_MS. */
  #idleTimer: NodeJS.Timeout | undefined = undefined;
  /** The open file while writes follow one another, its inode, and when it was last checked against the path. */
  #fd: number | null = null;
  #ino = 0;
  #checkedAt = 0;
  /** Bytes in the open file: its size when opened or last checked, and what was written since. */
  #size = 0;
  /** Whether the data directory was made (once per log). */
  #madeDir = false;
  /** The last write failure (a full disk, say), reported by `list` and then forgotten. */
  #failure: Error | null = null;

  constructor(dataDir: string, rotateBytes = ROTATE_BYTES, recheckMs = RECHECK_MS, groupMs = GROUP_MS) {
    this.#path = join(dataDir, SITE_CALL_LOG_FILE);
    this.#rotateBytes = rotateBytes;
    this.#recheckMs = recheckMs;
    this.#groupMs = groupMs;
  }

  /** Where the log is. */
  get path(): string {
    return this.#path;
  }

  /**
   * Appends a record (`responseIsJson`: see callLine); the returned promise resolves once it is on disk (callers need not wait, nor
   * handle its rejection: a failed write is kept and reported by `list`).
   */
  append(record: SiteCallRecord, responseIsJson = false): Promise<void> {
    const line = Buffer.from(callLine(record, responseIsJson), 'utf8');
    this.#pending.push(line);
    this.#pendingBytes += line.length;
    if (!this.#next) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      void promise.catch((error: unknown) => {
        this.#failure = error as Error;
      });
      this.#next = { promise, resolve, reject };
      // The first write waits one turn, for the lines of the other calls answered in the same turn;
      // and GROUP_MS from the last write's start when that was less ago: a spell that paused for
      // one turn (the event loop busy elsewhere) is still one spell, not a write per pause.
      if (!this.#writing) {
        const left = this.#groupMs - (monotonicMs() - this.#lastBegan);
        this.#writing = (left >= 1 ? pause(left) : nextTurn()).then(() => this.#drain());
      }
    }
    return this.#next.promise;
  }

  /** Records matching the filter, newest first (the rotated file included). */
  async list(filter: SiteCallFilter = {}): Promise<SiteCallRecord[]> {
    // The last line appended is waiting for a write or on its way: that write is all a reader waits
    // for (a busy spell of writes may go on; the lines appended after this call are not needed).
    await (this.#next?.promise ?? this.#current)?.catch(() => undefined);
    if (this.#failure) {
      const failure = this.#failure;
      this.#failure = null;
      throw new ConsoleError(
        'io',
        'SITE_CALL_LOG_FAILED',
        `the site call log ${this.#path} could not be written (${failure.message}): calls still work, but some are missing from the log; free disk space`,
        { path: this.#path },
      );
    }
    const limit = filter.limit ?? 200;
    const out: SiteCallRecord[] = [];
    for (const path of [this.#path, `${this.#path}.1`]) {
      const lines = ((await readConsoleText(path, 'callLog')) ?? '').split('\n');
      for (let i = lines.length - 1; i >= 0 && out.length < limit; i--) {
        const line = lines[i];
        if (!line) continue;
        try {
          const record = recordOfLine(line);
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

  /** Writes the waiting lines, and those that arrive meanwhile, until none wait; then closes the file. */
  async #drain(): Promise<void> {
    clearTimeout(this.#idleTimer);
    // A file left open since the last spell is checked against the path before its first write:
    // another process may have appended to it or rotated it meanwhile.
    this.#checkedAt = Number.NEGATIVE_INFINITY;
    while (this.#next) {
      const batch = this.#pending;
      const bytes = this.#pendingBytes;
      const done = this.#next;
      this.#pending = [];
      this.#pendingBytes = 0;
      this.#next = null;
      this.#current = done.promise;
      const began = monotonicMs();
      this.#lastBegan = began;
      try {
        await this.#write(batch, bytes);
        done.resolve();
      } catch (error) {
        // A file that failed is not trusted for the next write: it is opened again.
        await this.#close();
        done.reject(error);
      }
      // The answers that keep coming join the next write rather than each making its own: it starts
      // GROUP_MS after this one did (at once with one turn's wait when this one took that long).
      if (this.#next) {
        const left = this.#groupMs - (monotonicMs() - began);
        await (left >= 1 ? pause(left) : nextTurn());
      }
    }
    this.#current = null;
    this.#writing = null;
    // Kept open a little longer for the next call (one at a time, an engineer's calls come every few
    // hundred milliseconds), then closed; the timer does not keep the process alive.
    if (this.#fd !== null) {
      this.#idleTimer = setTimeout(() => {
        if (this.#writing === null) void this.#close();
      }, IDLE_CLOSE_MS);
      this.#idleTimer.unref();
    }
  }

  async #write(chunks: Buffer[], bytes: number): Promise<void> {
    if (this.#fd !== null && monotonicMs() - this.#checkedAt >= this.#recheckMs) {
      // Renamed away (rotated by another process) or removed: the path names another file now.
      const current = await statOfPath(this.#path).catch(() => null);
      this.#checkedAt = monotonicMs();
      if (current?.ino === this.#ino) this.#size = current.size;
      else await this.#close();
    }
    let fd = this.#fd ?? (await this.#open());
    // The size is the file's own (another process's lines count too), as of its opening or last check.
    if (this.#size > 0 && this.#size + bytes > this.#rotateBytes) {
      await this.#close();
      await renameFile(this.#path, `${this.#path}.1`);
      fd = await this.#open();
    }
    await writeAll(fd, chunks);
    this.#size += bytes;
  }

  /** Opens the file named by the path for appending (creating it, and the data directory once). */
  async #open(): Promise<number> {
    if (!this.#madeDir) {
      await makeFolder(dirname(this.#path), { recursive: true, mode: 0o700 });
      this.#madeDir = true;
    }
    const fd = await openFile(this.#path, 'a', 0o600);
    this.#fd = fd;
    const opened = await statOfFile(fd).catch(() => null);
    this.#ino = opened?.ino ?? 0;
    this.#size = opened?.size ?? 0;
    this.#checkedAt = monotonicMs();
    return fd;
  }

  async #close(): Promise<void> {
    const fd = this.#fd;
    this.#fd = null;
    if (fd !== null) await closeFile(fd);
  }
}
