// The window's batch run with its journal beside the file, through the console's dispatcher: a
// batch run on site A, then on site B (the active profile switched), is sent whole to B, and
// batch:start tells the window that A's journal was not used (the Batch view shows it).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsole, type ConsoleRuntime } from '../../../../main/console';
import type { RunningSite } from '../../../../sim/index';
import { simState, startTestSite } from '../../sim/site-helpers';
import { checkResultSchema } from '../../shared/api/result-check';

const dir = mkdtempSync(join(tmpdir(), 'site-console-batch-window-'));
let siteA: RunningSite;
let siteB: RunningSite;
let runtime: ConsoleRuntime;

beforeAll(async () => {
  [siteA, siteB] = await Promise.all([startTestSite(), startTestSite()]);
  runtime = createConsole({ version: '0.0.0-test', dataDir: join(dir, 'data') }, { checkResult: checkResultSchema });
});

afterAll(async () => {
  await runtime.close();
  await Promise.all([siteA.close(), siteB.close()]);
});

async function ok<T>(op: string, payload: unknown): Promise<T> {
  const result = await runtime.dispatch(op as never, payload as never, { transport: 'ipc' });
  if (!result.ok) throw new Error(`${op}: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

async function useSite(site: RunningSite): Promise<void> {
  const saved = await ok<{ id: string }>('site:saveProfile', { id: null, profile: site.profile });
  await ok('site:activateProfile', { id: saved.id });
}

/** Runs the batch in the window's way and waits until every row is done. */
async function runBatch(
  path: string,
): Promise<{ runId: string; journal: string; journalStartedAnew?: { previous: string; reason: string } }> {
  const started = await ok<{ runId: string; journal: string; journalStartedAnew?: { previous: string; reason: string } }>('batch:start', {
    path,
  });
  for (;;) {
    // `resume` on a running batch changes nothing and answers its progress: the window's own poll.
    const progress = await ok<{ done: number; total: number }>('batch:control', { runId: started.runId, action: 'resume' });
    if (progress.done === progress.total) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return started;
}

const visitorsAt = async (site: RunningSite): Promise<string[]> =>
  (await simState(site, 'elevator')).calls
    .filter((c) => c.path.endsWith('/elevator/person/add/visitor'))
    .map((c) => (c.request as { visitorId: string }).visitorId);

describe('batch:start in the window', () => {
  it('a journal of site A skips nothing on site B, and the window is told', { timeout: 60_000 }, async () => {
    const file = join(dir, 'two.csv');
    writeFileSync(file, 'visitorId,floorIds\nV1,A-03\nV2,A-02\n');
    await useSite(siteA);
    const onA = await runBatch(file);
    expect(onA.journal).toBe(`${file}.journal.jsonl`);
    expect(onA.journalStartedAnew).toBeUndefined();

    await useSite(siteB);
    const onB = await runBatch(file);
    expect(onB.journal).toBe(join(dir, 'two.csv.journal.2.jsonl'));
    expect(onB.journalStartedAnew).toEqual({ previous: `${file}.journal.jsonl`, reason: 'other-site' });
    expect((await visitorsAt(siteB)).sort()).toEqual(['V1', 'V2']);
  });
});
