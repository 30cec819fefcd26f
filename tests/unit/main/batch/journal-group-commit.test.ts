// Group commit in the batch journal, by counts, never by times: lines that arrive while a sync is
// under way share the next one, a row's promise resolves (and the run counts the row) only after
// the sync that covers its line, and a run killed at any moment leaves whole lines only, with every
// row it counted in the journal.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { BatchRun, UNDURABLE_ROWS_PER_SLOT, type GrantVisitor } from '../../../../main/batch/batch-run';
import { BatchJournal, readJournal, readJournalFile, rowKey, type JournalSync } from '../../../../main/batch/journal';
import type { BatchPreview, BatchRow, RowOutcome } from '../../../../shared/batch';

const dir = mkdtempSync(join(tmpdir(), 'site-console-group-commit-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const ROWS = 200;
const WRITERS = 4;

const rowsOf = (count: number): BatchRow[] =>
  Array.from({ length: count }, (_, i) => ({ row: i + 2, visitorId: `V${i % 37}`, floorIds: [`F-${i}`] }));
const outcomeOf = (row: BatchRow): RowOutcome => ({ ...row, ok: true, state: 'granted', durationMs: 1, attempts: 1 });
const previewOf = (rows: BatchRow[]): BatchPreview => ({
  file: { kind: 'csv', encoding: 'utf-8', byteOrderMark: false, delimiter: ',' },
  rows,
  problems: [],
  floorCheck: { checked: false, reason: 'test', reasonWords: { en: 'test', 'zh-CN': 'test' } },
  repeatedVisitors: [],
});

/** A sync that does the real fdatasync and remembers how many bytes of the file it made durable. */
function watchedSync(): { sync: JournalSync; durable: () => number; calls: () => number } {
  let durable = 0;
  let calls = 0;
  const sync: JournalSync = async (file) => {
    calls += 1;
    const { size } = await file.stat();
    await file.datasync();
    durable = Math.max(durable, size);
  };
  return { sync, durable: () => durable, calls: () => calls };
}

/** The lines of a journal within its first `bytes` bytes. */
const durableLines = (path: string, bytes: number): string[] =>
  readFileSync(path)
    .subarray(0, bytes)
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');

describe('group commit', () => {
  it('writes the lines that arrive while a sync is under way together, and makes them durable with the next sync', async () => {
    const path = join(dir, 'gated.jsonl');
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const watched = watchedSync();
    const journal = await BatchJournal.open(path, undefined, {
      sync: async (file) => {
        if (watched.calls() === 0) await gate;
        await watched.sync(file);
      },
    });
    const rows = rowsOf(11);
    const resolved: number[] = [];
    const first = journal.append(outcomeOf(rows[0]!)).then(() => resolved.push(rows[0]!.row));
    while (journal.syncs === 0) await new Promise((resolve) => setImmediate(resolve));
    const later = rows.slice(1).map((row) => journal.append(outcomeOf(row)).then(() => resolved.push(row.row)));
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    // The first sync is held: nothing is acknowledged, and the later lines wait unwritten for the next one.
    expect(resolved).toEqual([]);
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(1);
    release();
    await Promise.all([first, ...later]);
    await journal.close();
    expect(journal.syncs).toBe(2);
    expect(resolved).toEqual(rows.map((row) => row.row));
    expect(durableLines(path, watched.durable())).toHaveLength(11);
  });

  it(`${WRITERS} writers of ${ROWS} rows share syncs, and each row resolves after the sync that covers its line`, async () => {
    const path = join(dir, 'writers.jsonl');
    const watched = watchedSync();
    const journal = await BatchJournal.open(path, undefined, { sync: watched.sync });
    const outcomes = rowsOf(ROWS).map(outcomeOf);
    const uncovered: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (next < outcomes.length) {
          const outcome = outcomes[next++]!;
          await journal.append(outcome);
          if (!durableLines(path, watched.durable()).some((line) => (JSON.parse(line) as RowOutcome).row === outcome.row))
            uncovered.push(outcome.row);
        }
      }),
    );
    await journal.close();
    expect(uncovered).toEqual([]);
    // One sync per row was the cost that halved the batch's speed. The writers resumed together by a
    // sync append in the same turn, so each sync covers one line of every writer.
    expect(journal.syncs).toBeLessThan(ROWS);
    expect(journal.syncs).toBeLessThanOrEqual(ROWS / WRITERS + 1);
    expect(watched.calls()).toBe(journal.syncs);
    const entries = await readJournal(path);
    expect(entries.map((entry) => entry.row)).toHaveLength(ROWS);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(ROWS);
  });

  it(`a run of ${ROWS} rows, ${WRITERS} in flight, counts a row only once its line is durable, and its rows share syncs`, async () => {
    const path = join(dir, 'run.jsonl');
    const watched = watchedSync();
    const journal = await BatchJournal.open(path, undefined, { sync: watched.sync });
    const rows = rowsOf(ROWS);
    // The site answers on the next turn of the event loop, as a fast site on this machine would.
    const grant: GrantVisitor = () =>
      new Promise((resolve) => setImmediate(() => resolve({ outcome: 'success', error: null, status: 200 })));
    const countedAhead: string[] = [];
    const run = new BatchRun(previewOf(rows), new Set(), journal, grant, {
      concurrency: WRITERS,
      onProgress: (progress) => {
        const durable = durableLines(path, watched.durable()).length;
        if (progress.succeeded > durable) countedAhead.push(`${progress.succeeded} counted, ${durable} durable`);
      },
    });
    const summary = await run.start();
    await journal.close();
    expect(countedAhead).toEqual([]);
    expect(summary).toMatchObject({ succeeded: ROWS, failed: 0, ok: true });
    expect(journal.syncs).toBeLessThan(ROWS);
    expect(journal.syncs).toBeLessThanOrEqual(ROWS / 2);
    const entries = await readJournal(path);
    expect(new Set(entries.map((entry) => entry.key))).toEqual(new Set(rows.map(rowKey)));
  });

  it(`a run of ${ROWS * 5} rows syncs once for many rows: in a busy spell, group writes begin groupMs apart`, async () => {
    const path = join(dir, 'spaced.jsonl');
    const watched = watchedSync();
    const groupMs = 25;
    const began: number[] = [];
    const journal = await BatchJournal.open(path, undefined, {
      groupMs,
      sync: (file) => {
        began.push(performance.now());
        return watched.sync(file);
      },
    });
    const rows = rowsOf(ROWS * 5);
    // The site answers a millisecond later: rows finish one by one, as they do from a real site.
    const grant: GrantVisitor = () =>
      new Promise((resolve) => setTimeout(() => resolve({ outcome: 'success', error: null, status: 200 }), 1));
    const summary = await new BatchRun(previewOf(rows), new Set(), journal, grant, { concurrency: WRITERS }).start();
    await journal.close();
    expect(summary).toMatchObject({ succeeded: rows.length, ok: true });
    // Half a sync per row (a group of the rows that finished during the last sync) was a fifth of
    // the batch's speed. Load only makes groups larger (rows and the spacing's timer come later).
    expect(journal.syncs / rows.length).toBeLessThanOrEqual(0.1);
    // Without the spacing syncs follow one another at once (well under a millisecond apart here);
    // half the spacing leaves room for a timer that Node fires a millisecond early.
    const gaps = began.slice(1).map((at, i) => at - (began[i] as number));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(groupMs / 2);
    expect(watched.calls()).toBe(journal.syncs);
    expect(durableLines(path, watched.durable())).toHaveLength(rows.length);
  });

  it('a lone row is written and synced on the next turn, not after the spacing of a busy spell', async () => {
    const path = join(dir, 'lone.jsonl');
    // A spacing no test could wait for: were it applied to a lone row, this test would time out.
    const journal = await BatchJournal.open(path, undefined, { groupMs: 3_600_000 });
    await journal.append(outcomeOf(rowsOf(1)[0]!));
    expect(journal.syncs).toBe(1);
    await journal.close();
  });

  it('a disk that stalls holds the run back: a bounded number of rows is sent and none is counted until the sync ends', async () => {
    const path = join(dir, 'stalled.jsonl');
    let release = (): void => undefined;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    const journal = await BatchJournal.open(path, undefined, {
      sync: async (file) => {
        await stalled;
        await file.datasync();
      },
    });
    let sent = 0;
    const grant: GrantVisitor = () => {
      sent += 1;
      return new Promise((resolve) => setImmediate(() => resolve({ outcome: 'success', error: null, status: 200 })));
    };
    const run = new BatchRun(previewOf(rowsOf(ROWS)), new Set(), journal, grant, { concurrency: WRITERS });
    const ended = run.start();
    for (let turn = 0; turn < 200; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    // UNDURABLE_ROWS_PER_SLOT rows a slot may wait for the disk, and those in flight when that was reached finish.
    expect(ROWS).toBeGreaterThan(WRITERS * (UNDURABLE_ROWS_PER_SLOT + 1));
    expect(sent).toBeGreaterThanOrEqual(WRITERS * UNDURABLE_ROWS_PER_SLOT);
    expect(sent).toBeLessThan(WRITERS * UNDURABLE_ROWS_PER_SLOT + WRITERS);
    expect(run.progress()).toMatchObject({ succeeded: 0, done: 0 });
    release();
    expect(await ended).toMatchObject({ succeeded: ROWS, ok: true });
    await journal.close();
    expect(journal.syncs).toBeLessThan(ROWS / 4);
  });

  it('a failed sync fails the rows it was to cover, stops the run taking rows, and leaves whole lines', async () => {
    const path = join(dir, 'failing.jsonl');
    let calls = 0;
    const journal = await BatchJournal.open(path, undefined, {
      sync: async (file) => {
        calls += 1;
        if (calls === 3) throw Object.assign(new Error('I/O error'), { code: 'EIO' });
        await file.datasync();
      },
    });
    const rows = rowsOf(ROWS * 2);
    const sent: number[] = [];
    const grant: GrantVisitor = (row) => {
      sent.push(row.row);
      return new Promise((resolve) => setImmediate(() => resolve({ outcome: 'success', error: null, status: 200 })));
    };
    const run = new BatchRun(previewOf(rows), new Set(), journal, grant, { concurrency: WRITERS });
    await expect(run.start()).rejects.toMatchObject({ code: 'BATCH_JOURNAL_IO' });
    await journal.close();
    expect(sent.length).toBeLessThan(rows.length);
    expect(run.progress().succeeded).toBeLessThan(sent.length);
    const text = readFileSync(path, 'utf8');
    for (const line of text.split('\n').filter((l) => l.trim() !== '')) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });
});

describe('a run killed mid-way', () => {
  it('leaves only whole lines, and every row it counted is in the journal', { timeout: 60_000 }, async () => {
    const path = join(dir, 'killed.jsonl');
    const runner = join(dir, 'killed-run.mts');
    const module = (file: string): string => pathToFileURL(join(process.cwd(), file)).href;
    writeFileSync(
      runner,
      `import { BatchRun } from ${JSON.stringify(module('main/batch/batch-run.ts'))};
import { BatchJournal } from ${JSON.stringify(module('main/batch/journal.ts'))};
const rows = Array.from({ length: 100000 }, (_, i) => ({ row: i + 2, visitorId: 'V' + (i % 37), floorIds: ['F-' + i] }));
const preview = { file: { kind: 'csv', encoding: 'utf-8', byteOrderMark: false, delimiter: ',' }, rows, problems: [], floorCheck: { checked: false, reason: 'test', reasonWords: { en: 'test', 'zh-CN': 'test' } }, repeatedVisitors: [] };
const journal = await BatchJournal.open(process.argv[2]);
const grant = () => new Promise((resolve) => setTimeout(() => resolve({ outcome: 'success', error: null, status: 200 }), 1));
let told = 0;
const run = new BatchRun(preview, new Set(), journal, grant, { concurrency: 4, onProgress: (p) => { if (p.succeeded > told) { told = p.succeeded; process.stdout.write('counted ' + p.succeeded + '\\n'); } } });
await run.start();
`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', runner, path], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    const countedSoFar = (): number => Number(/counted (\d+)\n(?!.*counted)/s.exec(out)?.[1] ?? 0);
    for (let waited = 0; countedSoFar() < 300 && waited < 45_000; waited += 20) {
      if (child.exitCode !== null) throw new Error(`the run ended before it was killed: ${err}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const counted = countedSoFar();
    expect(counted).toBeGreaterThanOrEqual(300);

    // Every line is whole but the last, which the kill may have cut inside a write of several
    // pages: its row was never counted, and the reader passes over it.
    const lines = readFileSync(path, 'utf8').split('\n');
    for (const line of lines.slice(0, -1)) expect(() => JSON.parse(line) as unknown).not.toThrow();
    const { entries } = await readJournalFile(path);
    expect(entries).toHaveLength(lines.length - 1);
    // Every row the run counted is in the journal (all were granted, so a count says it all).
    expect(entries.length).toBeGreaterThanOrEqual(counted);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
  });
});
