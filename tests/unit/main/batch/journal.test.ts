// The journal bound to its work, over the real CLI against two reference sites: a batch rehearsed on
// site A and then run on site B sends every row to B (nothing "skipped"), says so in en and zh-CN,
// and keeps B's journal beside A's, so that a rerun on B resumes from B's own journal. A changed
// batch file and an older journal without a binding skip nothing either. A link at the journal's
// path is refused and what it points at is left untouched.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindingDiffers, journalBinding } from '../../../../main/batch/journal';
import type { RunningSite } from '../../../../sim/index';
import { runCli } from '../files/hostile-inputs';
import { simState, startTestSite } from '../../sim/site-helpers';

const dir = mkdtempSync(join(tmpdir(), 'site-console-journal-'));
const env = { SITE_CONSOLE_DATA_DIR: join(dir, 'data') };
let siteA: RunningSite;
let siteB: RunningSite;
const profileA = join(dir, 'siteA.json');
const profileB = join(dir, 'siteB.json');

beforeAll(async () => {
  [siteA, siteB] = await Promise.all([startTestSite(), startTestSite()]);
  writeFileSync(profileA, JSON.stringify(siteA.profile));
  writeFileSync(profileB, JSON.stringify(siteB.profile));
});

afterAll(async () => {
  await Promise.all([siteA.close(), siteB.close()]);
});

/** The visitors E2 reached at a site. */
const e2At = async (site: RunningSite): Promise<string[]> =>
  (await simState(site, 'elevator')).calls
    .filter((c) => c.path.endsWith('/elevator/person/add/visitor'))
    .map((c) => (c.request as { visitorId: string }).visitorId);

const batchRun = (file: string, profile: string, extra: string[] = []) =>
  runCli(['visitor-access', '--batch', file, '--profile', profile, '--json', ...extra], env);

describe('a journal bound to its site and batch file', () => {
  it(
    'the issue 19 reproduction: a 2-row batch on site A, then on site B: B receives both E2 calls and nothing is skipped',
    { timeout: 90_000 },
    async () => {
      const file = join(dir, 'two.csv');
      writeFileSync(file, 'visitorId,floorIds\nV1,A-03\nV2,A-02\n');

      const onA = await batchRun(file, profileA);
      expect(onA.code, onA.stderr).toBe(0);
      expect(JSON.parse(onA.stdout)).toMatchObject({ ok: true, succeeded: 2, skipped: 0, journal: { path: `${file}.journal.jsonl` } });

      const beforeB = (await e2At(siteB)).length;
      const onB = await batchRun(file, profileB);
      expect(onB.code, onB.stderr).toBe(0);
      const summary = JSON.parse(onB.stdout);
      expect(summary).toMatchObject({ ok: true, total: 2, succeeded: 2, skipped: 0 });
      expect(summary.journal).toEqual({
        path: join(dir, 'two.csv.journal.2.jsonl'),
        startedAnew: { previous: `${file}.journal.jsonl`, reason: 'other-site' },
      });
      expect((await e2At(siteB)).slice(beforeB).sort()).toEqual(['V1', 'V2']);
      expect(onB.stderr).toContain('was kept for another site');
      expect(onB.stderr).toContain('记录的是另一个现场');

      // A rerun on B resumes from B's journal: nothing is sent again; A's journal is left as it was.
      const journalA = readFileSync(`${file}.journal.jsonl`, 'utf8');
      const sentOnB = (await e2At(siteB)).length;
      const againB = await batchRun(file, profileB);
      // (A's journal, the one asked for, is still not used, and the console still says so.)
      expect(JSON.parse(againB.stdout)).toMatchObject({
        ok: true,
        succeeded: 0,
        skipped: 2,
        journal: { path: join(dir, 'two.csv.journal.2.jsonl'), startedAnew: { reason: 'other-site' } },
      });
      expect((await e2At(siteB)).length).toBe(sentOnB);
      expect(readFileSync(`${file}.journal.jsonl`, 'utf8')).toBe(journalA);
    },
  );

  it('a changed batch file, and an older journal without a binding, skip nothing', { timeout: 90_000 }, async () => {
    const file = join(dir, 'changing.csv');
    writeFileSync(file, 'visitorId,floorIds\nV3,A-03\n');
    expect((await batchRun(file, profileA)).code).toBe(0);
    writeFileSync(file, 'visitorId,floorIds\nV3,A-03\nV4,A-02\n');
    const before = (await e2At(siteA)).length;
    const changed = await batchRun(file, profileA);
    expect(JSON.parse(changed.stdout)).toMatchObject({ succeeded: 2, skipped: 0, journal: { startedAnew: { reason: 'other-file' } } });
    expect((await e2At(siteA)).slice(before).sort()).toEqual(['V3', 'V4']);

    const legacy = join(dir, 'legacy.csv');
    writeFileSync(legacy, 'visitorId,floorIds\nV1,A-03\n');
    const line = {
      v: 1,
      key: 'V1\u0000A-03',
      at: new Date().toISOString(),
      row: 2,
      visitorId: 'V1',
      floorIds: ['A-03'],
      ok: true,
      state: 'granted',
      durationMs: 1,
      attempts: 1,
    };
    writeFileSync(`${legacy}.journal.jsonl`, `${JSON.stringify(line)}\n`);
    const old = await batchRun(legacy, profileA);
    expect(JSON.parse(old.stdout)).toMatchObject({ succeeded: 1, skipped: 0, journal: { startedAnew: { reason: 'unbound' } } });
  });

  it('a symbolic link at the journal path is refused (exit 2) and the file it points at is untouched', { timeout: 60_000 }, async () => {
    const file = join(dir, 'linked.csv');
    writeFileSync(file, 'visitorId,floorIds\nV1,A-03\n');
    mkdirSync(join(dir, 'data'), { recursive: true });
    const precious = join(dir, 'data', 'site-profiles.json');
    writeFileSync(precious, '{"version":1,"profiles":[]}\n');
    symlinkSync(precious, `${file}.journal.jsonl`);
    const run = await batchRun(file, profileA);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/is a symbolic link; the console does not write through links/);
    expect(readFileSync(precious, 'utf8')).toBe('{"version":1,"profiles":[]}\n');
  });
});

describe('bindingDiffers', () => {
  const bytes = Buffer.from('visitorId,floorIds\nV1,A-03\n');
  it('tells the same work from another site, another route address or another file', () => {
    const site = {
      profileVersion: 1,
      name: 'North tower',
      services: { organization: 'http://10.0.0.5/org', elevator: 'http://10.0.0.6/elev' },
      defaultRoute: 'direct',
      timeouts: { connectMs: 1, requestMs: 1 },
    } as const;
    const here = journalBinding(bytes, site);
    expect(bindingDiffers(here, journalBinding(bytes, { ...site }))).toBeNull();
    expect(bindingDiffers(here, journalBinding(bytes, { ...site, services: { ...site.services, elevator: 'http://10.9.0.6/elev' } }))).toBe(
      'other-site',
    );
    expect(bindingDiffers(here, journalBinding(bytes, { ...site, name: 'Demo site' }))).toBe('other-site');
    expect(bindingDiffers(here, journalBinding(bytes, { ...site, intermediary: { baseUrl: 'http://10.0.0.7/mid' } }))).toBe('other-site');
    expect(bindingDiffers(here, journalBinding(Buffer.from('visitorId,floorIds\nV2,A-03\n'), site))).toBe('other-file');
    expect(bindingDiffers(null, here)).toBe('unbound');
  });
});
