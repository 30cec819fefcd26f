// The chain picture of an E2 (here batch rows') against the reference site, and against a site that reveals nothing.
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantThrough } from '../../../../main/batch/runs';
import { BatchRun } from '../../../../main/batch/batch-run';
import { chainCallOfRecord, chainCallOfRow, chainOf } from '../../../../main/site/chain';
import { BatchJournal } from '../../../../main/batch/journal';
import { HttpClient } from '../../../../main/http/client';
import { SiteCallLog } from '../../../../main/site/call-log';
import { SiteClient } from '../../../../main/site/site-client';
import type { RowOutcome } from '../../../../shared/batch';
import type { RunningSite } from '../../../../sim/index';
import { setFaults, startTestSite } from '../../sim/site-helpers';

let site: RunningSite;
const http = new HttpClient();
const dir = mkdtempSync(join(tmpdir(), 'site-console-chain-'));

beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await http.close();
  await site.close();
});

async function outcomesOn(route: 'direct' | 'intermediary'): Promise<RowOutcome[]> {
  const journal = await BatchJournal.open(join(dir, `${route}.jsonl`));
  const rows = [
    { row: 2, visitorId: 'V1', floorIds: ['A-02', 'B-01'] },
    { row: 3, visitorId: 'V9', floorIds: ['A-02'] },
    { row: 4, visitorId: 'V3', floorIds: [] },
  ];
  const client = new SiteClient(http, new SiteCallLog(join(dir, 'data')));
  const summary = await new BatchRun(
    {
      file: { kind: 'csv', encoding: 'utf-8', byteOrderMark: false, delimiter: ',' },
      rows,
      problems: [],
      floorCheck: { checked: false, reason: 'test', reasonWords: { en: 'test', 'zh-CN': 'test' } },
      repeatedVisitors: [],
    },
    new Set(),
    journal,
    grantThrough(client, site.profile, route),
  ).start();
  await journal.close();
  return summary.results;
}

describe('chain picture', () => {
  it('shows the console, the relay, the elevator application and its calls, laid out, with where it broke', async () => {
    const [granted, unknown, noFloors] = await outcomesOn('intermediary');
    const ok = await chainOf(http, site.profile, chainCallOfRow(granted as RowOutcome, 'intermediary'));
    expect(ok.revealed).toBe(true);
    expect(ok.nodes.map((n) => n.label)).toEqual([
      'Console',
      'Intermediary component',
      'E2 elevator application',
      'E4 common',
      'E3 organization',
      'E3 organization',
    ]);
    // The same boxes in fields, for the renderer to word in either language; durations are numbers.
    expect(ok.nodes.map((n) => [n.kind, n.route, n.endpoint, n.service, n.fromCache])).toEqual([
      ['console', null, null, null, false],
      ['relay', 'intermediary', null, null, false],
      ['elevator', null, null, null, false],
      ['call', null, 'E4', 'common', false],
      ['call', null, 'E3', 'organization', false],
      ['call', null, 'E3', 'organization', false],
    ]);
    expect(ok.nodes.every((n) => n.count === null && (n.durationMs === null || typeof n.durationMs === 'number'))).toBe(true);
    expect(ok.nodes.every((n) => n.status === 'ok')).toBe(true);
    expect(ok.nodes[0]?.phases).toMatchObject({ firstByteMs: expect.any(Number), bodyMs: expect.any(Number) });
    // dagre placed every box inside the picture, left to right along the chain.
    for (const n of ok.nodes) expect(n.x - n.width / 2).toBeGreaterThanOrEqual(0);
    expect(ok.nodes[0]!.x).toBeLessThan(ok.nodes[1]!.x);
    expect(ok.edges).toHaveLength(ok.nodes.length - 1);

    const broke = await chainOf(http, site.profile, chainCallOfRow(unknown as RowOutcome, 'intermediary'));
    expect(broke.nodes.filter((n) => n.status === 'failed').map((n) => [n.label, n.code])).toEqual([
      ['E3 organization', 'PERSON_NOT_FOUND'],
    ]);
    const completed = await chainOf(http, site.profile, chainCallOfRow(noFloors as RowOutcome, 'intermediary'));
    expect(completed.nodes.find((n) => n.status === 'failed')).toMatchObject({ label: 'E2 elevator application', code: 'NO_FLOORS' });
    expect(completed.nodes.map((n) => n.label)).toContain('E1 organization');
  });

  it('shows the relay from its own record: where the intermediary got no usable answer, and from which hop', async () => {
    const client = new SiteClient(http, new SiteCallLog(join(dir, 'data')));
    await setFaults(site, 'elevator', { errorRate: 1 });
    const sent = await client
      .addVisitorAccess(site.profile, 'V1', ['A-02'], { route: 'intermediary' })
      .finally(() => setFaults(site, 'elevator', {}));
    expect(sent.error?.code).toBe('UPSTREAM_UNAVAILABLE');
    const chain = await chainOf(http, site.profile, chainCallOfRecord(sent.record));
    const relay = chain.nodes.find((n) => n.id === 'relay');
    expect(relay).toMatchObject({ status: 'failed', code: 'UPSTREAM_UNAVAILABLE' });
    expect(relay?.durationMs).toBeGreaterThan(0);
    expect(relay?.detail).toContain('HTTP 503');
    // The elevator application's own record: the injected fault answered, nothing was called.
    expect(chain.nodes.find((n) => n.id === 'elevator')).toMatchObject({ status: 'failed', code: 'INTERNAL_ERROR' });
    expect(chain.nodes.filter((n) => n.id.startsWith('call-'))).toEqual([]);
  });

  it('shows only the console’s own hops, and says so, for a site that reveals nothing', async () => {
    const [granted] = await outcomesOn('direct');
    const silent = createServer((_req, res) => res.writeHead(404).end('not here'));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const profile = { ...site.profile, services: { ...site.profile.services, elevator: `http://127.0.0.1:${port}/elevator-app` } };
      const chain = await chainOf(http, profile, chainCallOfRow(granted as RowOutcome, 'direct'));
      expect(chain.revealed).toBe(false);
      expect(chain.reason).toContain('does not reveal');
      expect(chain.nodes.map((n) => n.id)).toEqual(['console', 'elevator']);
    } finally {
      silent.close();
    }
  });
});
