import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBatchFile } from '../../../../main/batch/batch-file';
import { previewBatch } from '../../../../main/batch/preview';
import { HttpClient } from '../../../../main/http/client';
import { SiteCallLog } from '../../../../main/site/call-log';
import { SiteClient } from '../../../../main/site/site-client';
import type { SiteProfile } from '../../../../shared/site';
import type { RunningSite } from '../../../../sim/index';
import { startTestSite } from '../../sim/site-helpers';

// The preview's floor check on a site whose gateway requires a token (as real sites' do; the
// reference site's services do not): a gateway of the test's own in front of the common component
// service answers 401 with the site's envelope unless the bearer token is sent, and names its
// envelope fields as some sites do (`ok`/`errCode`/`result`), which the profile declares.
const TOKEN = 'preview-token-7f3a';
let site: RunningSite;
let gateway: Server;
let profile: SiteProfile;
const seen: IncomingHttpHeaders[] = [];
const http = new HttpClient();
const log = new SiteCallLog(mkdtempSync(join(tmpdir(), 'batch-preview-')));
const client = new SiteClient(http, log);

beforeAll(async () => {
  site = await startTestSite();
  gateway = createServer((req, res) => {
    seen.push(req.headers);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${TOKEN}`) {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ ok: false, errCode: 'UNAUTHORIZED', msg: 'token required', result: null }));
        return;
      }
      void request(`${site.profile.services.common}${(req.url ?? '').replace(/^\/common/, '')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      })
        .then(async (answer) => {
          const envelope = (await answer.body.json()) as { success: boolean; code: string; msg: string; data: unknown };
          res
            .writeHead(answer.statusCode, { 'content-type': 'application/json' })
            .end(JSON.stringify({ ok: envelope.success, errCode: envelope.code, msg: envelope.msg, result: envelope.data }));
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const common = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/common`;
  profile = {
    ...site.profile,
    services: { ...site.profile.services, common },
    auth: { type: 'bearer', token: TOKEN },
    envelope: { success: 'ok', code: 'errCode', data: 'result' },
  };
});

afterAll(async () => {
  await http.close();
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
  await site.close();
});

const file = (): Promise<Awaited<ReturnType<typeof parseBatchFile>>> =>
  parseBatchFile(Buffer.from('visitorId,floorIds\nV1,A-03\nV2,Z-99\n'), 'visitors.csv');

describe('the batch preview reads the zone pages through the site client', () => {
  it('sends the profile’s token, reads its envelope field names, and records each page in the call log', async () => {
    const preview = await previewBatch(await file(), { client, profile });
    expect(preview.floorCheck).toMatchObject({ checked: true });
    expect(preview.problems.map((p) => [p.row, p.code])).toEqual([[3, 'BATCH_UNKNOWN_FLOOR']]);
    // The floors close to the unknown one, for a script as well as in words.
    expect(preview.problems[0]?.details.closeFloors).toEqual([{ typed: 'Z-99', floors: expect.any(Array) }]);
    expect(seen.at(-1)?.authorization).toBe(`Bearer ${TOKEN}`);
    const records = await log.list();
    const pages = records.filter((r) => r.operation === 'zonePage');
    expect(pages.length).toBeGreaterThan(0);
    expect(pages[0]).toMatchObject({ outcome: 'success', status: 200, route: 'direct', profileName: profile.name });
    expect(pages[0]?.url).toBe(`${profile.services.common}/sysetting/zone/page`);
    expect(JSON.stringify(records)).not.toContain(TOKEN);
  });

  it('says why the floors were not checked when the gateway refuses the token', async () => {
    const preview = await previewBatch(await file(), { client, profile: { ...profile, auth: { type: 'bearer', token: 'wrong' } } });
    expect(preview.floorCheck.checked).toBe(false);
    expect(preview.floorCheck.checked ? '' : preview.floorCheck.reason).toContain('UNAUTHORIZED');
    expect(preview.problems).toEqual([]);
  });

  it('never sends a floor name as an id when the zone pages cannot be read: such a row is BATCH_FLOOR_UNCHECKED, floor ids go as typed', async () => {
    const names = await parseBatchFile(Buffer.from('visitorId,floorIds\nV1,Tower A 3F\nV2,A-03;负一层\nV3,A-02|3F\n'), 'names.csv');
    const preview = await previewBatch(names, { client, profile: { ...profile, auth: { type: 'bearer', token: 'wrong' } } });
    expect(preview.floorCheck.checked).toBe(false);
    expect(preview.problems.map((p) => [p.row, p.code, p.details.names])).toEqual([
      [2, 'BATCH_FLOOR_UNCHECKED', '“Tower A 3F”'],
      [3, 'BATCH_FLOOR_UNCHECKED', '“负一层”'],
    ]);
    expect(preview.problems[0]?.message).toContain('preview again once the common component service answers, or write the floor ids');
    // Why, in every language: the console's message, and the words of the site's own code in Chinese.
    // (a 401 is not the site saying no: the words say where to look, the profile's authentication).
    expect(preview.problems[0]?.details.reason).toMatchObject({
      en: expect.stringContaining('UNAUTHORIZED'),
      'zh-CN': expect.stringMatching(/^服务返回 HTTP 401，.*它要求身份凭据/),
    });
    expect(preview.floorCheck).toMatchObject({ checked: false, reasonWords: { 'zh-CN': expect.stringMatching(/^服务返回 HTTP 401，/) } });
    // An entry shaped as an id (3F may be one on some site) is sent as typed: the site judges its own ids.
    expect(preview.rows.find((r) => r.row === 4)?.floorIds).toEqual(['A-02', '3F']);
  });
});

describe('a visitor on several rows with other floors', () => {
  it('is sent as written, and the preview says that only the floors of the row sent last remain (E2 sets them exactly)', async () => {
    const rows = await parseBatchFile(
      Buffer.from('visitorId,floorIds\nV1,A-03\nV2,A-02\nV1,B-02|A-03\nV3,\nV3,A-05\nV2,A-02\n'),
      'repeated.csv',
    );
    const preview = await previewBatch(rows, null);
    expect(preview.rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(preview.problems.map((p) => [p.row, p.code])).toEqual([[7, 'BATCH_DUPLICATE_ROW']]);
    expect(preview.repeatedVisitors).toEqual([
      { visitorId: 'V1', rows: [2, 4], floorIds: ['A-03', 'B-02'], siteCompletes: false },
      // Row 5 names no floor: the site gives V3's own floor list for it, which A-05 alone leaves out.
      { visitorId: 'V3', rows: [5, 6], floorIds: ['A-05'], siteCompletes: true },
    ]);
  });
});

// The reference site's small data has Tower A (B1, 1F, 2F, 3F, 5F) and Tower B (1F, 2F, 3F): "3F"
// is in both, "负一层" only in Tower A.
describe('floor names in the floor column, resolved against the site’s zone pages', () => {
  const named = (): ReturnType<typeof parseBatchFile> =>
    parseBatchFile(
      Buffer.from('visitorId,floorIds\nV1,Tower A 3F;负一层\nV2,B座2F|A-02\nV4,3F\nV3,Tower B 5F\nV1,A-03;A-B1\n'),
      'names.csv',
    );

  it('sends the ids the names stand for, refuses a name that fits several floors with its candidates, and reads E4 with the profile’s auth', async () => {
    const before = (await log.list()).length;
    const seenBefore = seen.length;
    const preview = await previewBatch(await named(), { client, profile });
    expect(preview.floorCheck).toEqual({ checked: true, floorCount: 8 });
    const row = (n: number) => preview.rows.find((r) => r.row === n);
    expect(row(2)).toMatchObject({
      visitorId: 'V1',
      floorIds: ['A-03', 'A-B1'],
      floorNames: [
        { typed: 'Tower A 3F', floorId: 'A-03', label: 'Tower A 3F (A-03)' },
        { typed: '负一层', floorId: 'A-B1', label: 'Tower A B1 (A-B1)' },
      ],
    });
    // An id among names is sent as it is, and named as typed only when it was a name.
    expect(row(3)).toMatchObject({ visitorId: 'V2', floorIds: ['B-02', 'A-02'], floorNames: [{ typed: 'B座2F', floorId: 'B-02' }] });

    const ambiguous = preview.problems.find((p) => p.row === 4);
    expect(ambiguous).toMatchObject({
      column: 'floorIds',
      code: 'BATCH_FLOOR_AMBIGUOUS',
      details: { names: '“3F”', example: 'Tower A 3F' },
    });
    expect(ambiguous?.details.candidates).toEqual([
      {
        typed: '3F',
        floors: [
          { floorId: 'A-03', floorName: '3F', buildingId: 'B-A', buildingName: 'Tower A' },
          { floorId: 'B-03', floorName: '3F', buildingId: 'B-B', buildingName: 'Tower B' },
        ],
      },
    ]);
    expect(ambiguous?.message).toContain('Tower A 3F (A-03), Tower B 3F (B-03)');
    // Tower B has no 5F: unknown, with the floors close to what was typed.
    const unknown = preview.problems.find((p) => p.row === 5);
    expect(unknown).toMatchObject({ code: 'BATCH_UNKNOWN_FLOOR', details: { floorIds: ['Tower B 5F'] } });
    expect(String(unknown?.details.close).split(', ')).toEqual(expect.arrayContaining(['Tower B 3F (B-03)', 'Tower A 5F (A-05)']));
    // Row 6 asks for what row 2 asked for, in ids: the same row twice.
    expect(preview.problems.find((p) => p.row === 6)).toMatchObject({ code: 'BATCH_DUPLICATE_ROW', details: { firstRow: 2 } });
    expect(preview.problems).toHaveLength(3);
    // No visitor is on two rows to be sent with other floors (row 6, V1 again, is a problem row).
    expect(preview.repeatedVisitors).toEqual([]);

    // Buildings then floors, each page through the site client: the token on every request, a record per page.
    const records = await log.list();
    const pages = records.slice(0, records.length - before).filter((r) => r.operation === 'zonePage');
    expect(pages.length).toBe(2);
    expect(pages.map((p) => JSON.parse(p.requestBody).zoneType).sort()).toEqual(['building', 'floor']);
    expect(seen.slice(seenBefore).every((h) => h.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });
});
