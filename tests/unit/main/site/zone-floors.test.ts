// A hostile or merely huge E4 against the real command line (`visitor-access --batch --dry-run
// --json`), its peak memory measured by GNU time: 20,000 floors all named "3F", each in a building
// of its own, with 200 rows asking for "3F" (it reached 2.0 GB and crashed, every row listing all
// 20,000 candidates three times); zone pages past 20,000 zones; and pages of 50,000 zones when 200
// were asked for (1.7 GB and a minute). Each stays under 512 MB and says what happened, in en and zh-CN.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowProblem } from '../../../../shared/batch';
import { runCli } from '../files/hostile-inputs';
import { answerJson, startHostileSite, type HostileSite } from './hostile-site';

const MAX_PEAK_KIB = 512 * 1024;
const FLOORS = 20_000;
const dir = mkdtempSync(join(tmpdir(), 'site-console-zones-'));
const env = { SITE_CONSOLE_DATA_DIR: join(dir, 'data') };
const profilePath = join(dir, 'profile.json');
const batch = join(dir, 'visitors.csv');

/** How the site pages its zones in the case at hand. */
let mode: 'many-3f' | 'endless' | 'oversized' = 'many-3f';
/** E4 requests the site received in the case at hand. */
let zonePages = 0;
let site: HostileSite;

const zone = (zoneType: 'building' | 'floor', i: number): Record<string, unknown> =>
  zoneType === 'building'
    ? { zoneId: `B-${i}`, zoneName: `Tower ${i}`, zoneType, parentId: null, floorNo: null, imageStoreId: `IS-${i}` }
    : { zoneId: `F-${i}`, zoneName: '3F', zoneType, parentId: `B-${i}`, floorNo: 3, imageStoreId: null };

/** One page as the case answers it: honest pages of 200 (total 20,000, or a million), or 50,000 zones whatever was asked. */
function page(request: { pageNo: number; pageSize: number; zoneType: 'building' | 'floor' }): string {
  const { pageNo, pageSize, zoneType } = request;
  if (mode === 'oversized') {
    const list = Array.from({ length: 50_000 }, (_, i) => zone(zoneType, (pageNo - 1) * 50_000 + i));
    return JSON.stringify({ success: true, code: '0', msg: 'success', data: { pageNo, pageSize, total: 5_000_000, list } });
  }
  const total = mode === 'endless' ? 1_000_000 : FLOORS;
  const first = (pageNo - 1) * pageSize;
  const list = Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, i) => zone(zoneType, first + i));
  return JSON.stringify({ success: true, code: '0', msg: 'success', data: { pageNo, pageSize, total, list } });
}

beforeAll(async () => {
  site = await startHostileSite((req, res) => {
    if (!req.path.endsWith('/sysetting/zone/page'))
      return answerJson(res, JSON.stringify({ success: false, code: 'INTERNAL_ERROR', msg: 'not in this test', data: null }), 500);
    zonePages += 1;
    answerJson(res, page(JSON.parse(req.body) as { pageNo: number; pageSize: number; zoneType: 'building' | 'floor' }));
  });
  mkdirSync(env.SITE_CONSOLE_DATA_DIR, { recursive: true });
  writeFileSync(profilePath, JSON.stringify({ ...site.profile, services: { ...site.profile.services, common: `${site.origin}/common` } }));
  writeFileSync(batch, `visitorId,floorIds\n${Array.from({ length: 200 }, (_, i) => `V${i + 1},3F`).join('\n')}\n`);
});

afterAll(async () => {
  await site?.close();
});

interface DryRun {
  ok: boolean;
  floorCheck: { checked: boolean; floorCount?: number; reason?: string; reasonWords?: { en: string; 'zh-CN': string } };
  problems: RowProblem[];
}

async function dryRun(
  language: 'en' | 'zh-CN' = 'en',
  json = true,
): Promise<{ code: number | null; out: string; stderr: string; peakKiB: number }> {
  zonePages = 0;
  const run = await runCli(
    ['visitor-access', '--batch', batch, '--profile', profilePath, '--dry-run', '--lang', language, ...(json ? ['--json'] : [])],
    env,
    180_000,
  );
  expect(run.peakKiB, run.stderr).toBeLessThan(MAX_PEAK_KIB);
  return { code: run.code, out: run.stdout, stderr: run.stderr, peakKiB: run.peakKiB };
}

describe('E4 zone pages a site may answer with', () => {
  it(
    '20,000 floors named "3F", 200 rows of "3F": each row lists 10 candidates and counts the rest, under 512 MB',
    { timeout: 300_000 },
    async () => {
      mode = 'many-3f';
      const run = await dryRun();
      expect(run.code, run.stderr).toBe(1);
      const report = JSON.parse(run.out) as DryRun;
      expect(report.floorCheck).toEqual({ checked: true, floorCount: FLOORS });
      expect(report.problems).toHaveLength(200);
      for (const problem of report.problems) {
        expect(problem.code).toBe('BATCH_FLOOR_AMBIGUOUS');
        const [candidates] = problem.details.candidates as { typed: string; floors: unknown[]; more?: number }[];
        expect(candidates?.floors).toHaveLength(10);
        expect(candidates?.more).toBe(FLOORS - 10);
        expect(problem.message).toContain(`and ${FLOORS - 10} more`);
        expect(problem.details.floors).toMatchObject({
          en: expect.stringContaining(`and ${FLOORS - 10} more`) as string,
          'zh-CN': expect.stringContaining(`另有 ${FLOORS - 10} 个`) as string,
        });
      }
      // The whole report of 200 rows is small: the candidates are not repeated 20,000 times a row.
      expect(run.out.length).toBeLessThan(2 * 1024 * 1024);
      // The text report in Chinese says the count in its own words.
      const zh = await dryRun('zh-CN', false);
      expect(zh.out).toContain(`另有 ${FLOORS - 10} 个`);
      expect(zh.out).not.toContain('more');
    },
  );

  it(
    'zone pages past 20,000 zones: read no further, and the floors are said not checked, in en and zh-CN',
    { timeout: 300_000 },
    async () => {
      mode = 'endless';
      const run = await dryRun();
      const report = JSON.parse(run.out) as DryRun;
      expect(report.floorCheck.checked).toBe(false);
      expect(report.floorCheck.reason).toContain('more than the 20000 the console reads');
      expect(report.floorCheck.reasonWords?.en).toContain('so the floors were not checked');
      expect(report.floorCheck.reasonWords?.['zh-CN']).toContain('超过 20000 个');
      // 100 pages of 200 buildings, and not one more.
      expect(zonePages).toBe(100);
      // Unchecked, an entry that may be an id is sent as typed, for the site to judge (as with no E4 at all).
      expect(report.problems).toEqual([]);
      expect((JSON.parse(run.out) as { rows: { floorIds: string[] }[] }).rows[0]?.floorIds).toEqual(['3F']);
    },
  );

  it('a page of 50,000 zones when 200 were asked for is refused at once, in en and zh-CN', { timeout: 300_000 }, async () => {
    mode = 'oversized';
    const run = await dryRun();
    const report = JSON.parse(run.out) as DryRun;
    expect(report.floorCheck.checked).toBe(false);
    expect(report.floorCheck.reason).toContain('held 50000 zones when 200 were asked for');
    expect(report.floorCheck.reasonWords?.['zh-CN']).toContain('在请求 200 个区域时返回了 50000 个');
    expect(zonePages).toBe(1);
    const zh = await dryRun('zh-CN', false);
    expect(zh.out).toContain('在请求 200 个区域时返回了 50000 个');
  });
});
