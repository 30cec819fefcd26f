// Batch visitor access against the reference site over real HTTP, when a run is interrupted: retries
// of a fault of the elevator application turned on mid-run, pause, resume and cancel, and a rerun
// after SIGKILL of the CLI that sends no granted row twice.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exitStatusOf } from '../../../../main/cli/commands/batch';
import { grantThrough } from '../../../../main/batch/runs';
import { BatchRun } from '../../../../main/batch/batch-run';
import { BatchJournal, readJournal } from '../../../../main/batch/journal';
import { previewBatch } from '../../../../main/batch/preview';
import type { BatchRow } from '../../../../shared/batch';
import { setFaults } from '../../sim/site-helpers';
import { checkedCliOutput } from '../../shared/api/cli-output-check';
import { batchSiteForEachFile, fileOf } from './batch-site';

const { state, dir, profileFile, client, run, e2Received, file } = batchSiteForEachFile();

describe('retries', () => {
  const rowsOf = (count: number): BatchRow[] =>
    ['A-B1', 'A-01', 'A-02', 'A-03', 'A-05', 'B-01', 'B-02', 'B-03']
      .slice(0, count)
      .map((floor, i) => ({ row: i + 2, visitorId: 'V1', floorIds: [floor] }));

  it('retries a fault of the elevator application turned on mid-run, and reports it when it does not pass', async () => {
    const rows = rowsOf(8);
    const preview = await previewBatch(fileOf(rows), { client, profile: state.site.profile });
    const journal = await BatchJournal.open(join(dir, 'retries.jsonl'));
    // Turned on before the third row is sent, and every later row waits for it: a row's progress
    // follows its journal's sync, so by the time two rows are counted the rest may all be sent.
    const THIRD_ROW = 4; // the file's rows start at 2, after the header
    const grant = grantThrough(client, state.site.profile, 'direct');
    let turnedOn: Promise<void> | null = null;
    const summary = await new BatchRun(
      preview,
      new Set(),
      journal,
      async (row, signal) => {
        if (row.row >= THIRD_ROW) {
          turnedOn ??= setFaults(state.site, 'elevator', { errorRate: 0.5 });
          await turnedOn;
        }
        return grant(row, signal);
      },
      { concurrency: 2, backoffMs: 5 },
    ).start();
    expect(summary.ok).toBe(true);
    expect(summary.succeeded).toBe(8);
    expect(summary.results.some((r) => r.attempts > 1)).toBe(true);
    expect((await e2Received()).some((c) => c.status === 503)).toBe(true);

    await setFaults(state.site, 'elevator', { errorRate: 1 });
    const failing = new BatchRun(
      await previewBatch(fileOf(rowsOf(1)), null),
      new Set(),
      journal,
      grantThrough(client, state.site.profile, 'direct'),
      { maxAttempts: 3, backoffMs: 5 },
    );
    const failed = await failing.start();
    await journal.close();
    expect(failed.results[0]).toMatchObject({ ok: false, state: 'failed', code: 'INTERNAL_ERROR', attempts: 3 });
    expect(exitStatusOf(failed)).toBe(3);
  });

  it('does not retry a business failure unless asked', async () => {
    const journal = await BatchJournal.open(join(dir, 'business.jsonl'));
    const rows: BatchRow[] = [{ row: 2, visitorId: 'V9', floorIds: ['A-02'] }];
    const once = await new BatchRun(
      await previewBatch(fileOf(rows), null),
      new Set(),
      journal,
      grantThrough(client, state.site.profile, 'direct'),
      { backoffMs: 1 },
    ).start();
    const asked = await new BatchRun(
      await previewBatch(fileOf(rows), null),
      new Set(),
      journal,
      grantThrough(client, state.site.profile, 'direct'),
      { backoffMs: 1, retryBusiness: true, maxAttempts: 2 },
    ).start();
    await journal.close();
    expect(once.results[0]).toMatchObject({ code: 'VISITOR_NOT_FOUND', attempts: 1 });
    expect(asked.results[0]).toMatchObject({ code: 'VISITOR_NOT_FOUND', attempts: 2 });
    expect(exitStatusOf(once)).toBe(1);
  });

  it('pauses between rows, resumes, and cancels leaving the rest for a later run', async () => {
    const journal = await BatchJournal.open(join(dir, 'pause.jsonl'));
    await setFaults(state.site, 'elevator', { latencyMs: 30 });
    // Rows started are counted where they are sent: a row's progress follows its journal's sync,
    // which may lag on a slow disk, while pause() promises that no new row starts.
    const grant = grantThrough(client, state.site.profile, 'direct');
    let started = 0;
    const batch = new BatchRun(
      await previewBatch(fileOf(rowsOf(8)), null),
      new Set(),
      journal,
      (row, signal) => {
        started += 1;
        return grant(row, signal);
      },
      { concurrency: 1 },
    );
    const startedWhilePaused: number[] = [];
    let resumed = false;
    const summaryPromise = batch.start();
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (started >= 2 && !batch.paused && !resumed) batch.pause();
        if (batch.paused) {
          startedWhilePaused.push(started);
          if (startedWhilePaused.length > 5) {
            resumed = true;
            batch.resume();
            clearInterval(check);
            resolve();
          }
        }
      }, 40);
    });
    // While paused the row in flight (if any) finished and no other started.
    expect(new Set(startedWhilePaused).size).toBe(1);
    expect(started).toBeLessThan(8);
    await new Promise((resolve) => setTimeout(resolve, 50));
    batch.cancel();
    const summary = await summaryPromise;
    await journal.close();
    expect(summary.cancelled).toBe(true);
    expect(summary.results.some((r) => r.state === 'cancelled')).toBe(true);
    const journaled = await readJournal(join(dir, 'pause.jsonl'));
    expect(journaled.filter((e) => e.ok)).toHaveLength(summary.succeeded);
  });
});

describe('a CLI run killed half way', () => {
  it('runs again with the same journal, sends no granted row twice and ends with every row done', async () => {
    const people = ['V1', 'V2', 'V3', 'V4', 'P1', 'P2'];
    const floors = ['A-B1', 'A-01', 'A-02', 'A-03', 'A-05', 'B-01', 'B-02', 'B-03'];
    const rows = people.flatMap((p) => floors.map((f) => `${p},${f}`));
    const batch = file('kill.csv', `visitorId,floorIds\n${rows.join('\n')}\n`);
    const journalPath = join(dir, 'kill.jsonl');
    await setFaults(state.site, 'elevator', { latencyMs: 40 });
    const sentBefore = (await e2Received()).length;
    const child = spawn(
      process.execPath,
      [
        'bin/site-console.js',
        'visitor-access',
        '--batch',
        batch,
        '--profile',
        profileFile,
        '--journal',
        journalPath,
        '--concurrency',
        '2',
        '--json',
      ],
      {
        env: { ...process.env, SITE_CONSOLE_DATA_DIR: join(dir, 'data') },
        stdio: 'ignore',
      },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    for (let waited = 0; waited < 30_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if ((await readJournal(journalPath)).length >= 8) break;
    }
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const grantedBeforeKill = (await readJournal(journalPath)).filter((e) => e.ok).map((e) => e.key);
    expect(grantedBeforeKill.length).toBeGreaterThanOrEqual(8);
    expect(grantedBeforeKill.length).toBeLessThan(rows.length);

    await setFaults(state.site, 'elevator', {});
    const { code, out } = await run(['--batch', batch, '--profile', profileFile, '--journal', journalPath, '--json']);
    expect(code).toBe(0);
    const summary = checkedCliOutput('batch', out);
    expect(summary).toMatchObject({ ok: true, total: rows.length });
    expect(summary.skipped).toBeGreaterThanOrEqual(grantedBeforeKill.length);
    expect(summary.succeeded + summary.skipped).toBe(rows.length);

    const sent = (await e2Received()).slice(sentBefore);
    for (const key of grantedBeforeKill) expect(sent.filter((c) => c.key === key)).toHaveLength(1);
    expect(new Set((await readJournal(journalPath)).filter((e) => e.ok).map((e) => e.key)).size).toBe(rows.length);
  }, 60_000);
});
