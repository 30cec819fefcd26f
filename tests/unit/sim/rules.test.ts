// Spec rules 1–5 and SITE-API.md's E2 steps, on every route where each applies, against the real
// services over loopback HTTP.
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES, type PersonResult, type Route, type ServiceResult } from '../../../shared/site';
import type { RunningSite } from '../../../sim/index';
import { boundTo, call, e1Url, e2Url, lastE2Trace, rootOf, rulesOf, simState, startTestSite, withPolicyOn, written } from './site-helpers';

const E1_ROUTES = ['direct', 'gateway'] as const;

let site: RunningSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function floorListOf(s: RunningSite, route: (typeof E1_ROUTES)[number], personId: string): Promise<string[]> {
  const answer = await call(e1Url(s, route), { personId });
  expect(answer.status).toBe(200);
  const envelope = answer.json as ServiceResult<PersonResult>;
  if (!envelope.success) throw new Error(`E1 ${personId} failed: ${envelope.code} ${envelope.msg}`);
  return envelope.data.floorList.map((f) => f.floorId);
}

describe('rule 1: E1 floorList and the floor policy', () => {
  it.each(E1_ROUTES)(
    "lists the person's own floors, ordered by building then floor number, while the policy is off (%s)",
    async (route) => {
      site = await startTestSite();
      const answer = await call(e1Url(site, route), { personId: 'V2' });
      expect(answer.json).toEqual({
        success: true,
        code: '0',
        msg: 'success',
        data: {
          personId: 'V2',
          personName: '李娜',
          personType: 'visitor',
          orgUnitId: null,
          floorList: [
            { floorId: 'A-02', floorName: '2F', floorNo: 2, buildingId: 'B-A', buildingName: 'Tower A' },
            { floorId: 'B-02', floorName: '2F', floorNo: 2, buildingId: 'B-B', buildingName: 'Tower B' },
          ],
        },
      });
      expect(await floorListOf(site, route, 'P2')).toEqual(['A-05', 'B-03']);
    },
  );

  it.each(E1_ROUTES)('replaces floorList with the union of the matching rules while the policy is on (%s)', async (route) => {
    site = await startTestSite({ data: withPolicyOn() });
    // V1 is a visitor of no unit: only the visitor rule matches; its own floors are not used.
    expect(await floorListOf(site, route, 'V1')).toEqual(['A-01', 'B-01']);
    // V4 is a visitor of OU-ENG: the visitor rule and the OU-ENG rule.
    expect(await floorListOf(site, route, 'V4')).toEqual(['A-B1', 'A-01', 'A-02', 'B-01']);
    // P2 is staff of OU-FIN: a rule naming both fields must match both.
    expect(await floorListOf(site, route, 'P2')).toEqual(['B-03']);
    // A person no rule matches has no floors at all, whatever their own.
    const noRule = withPolicyOn();
    noRule.floorPolicy = { enabled: true, rules: [{ orgUnitId: 'OU-NONE', floorIds: ['A-01'] }] };
    await site.close();
    site = await startTestSite({ data: noRule });
    expect(await floorListOf(site, route, 'P1')).toEqual([]);
  });

  it('follows a policy switched at run time', async () => {
    site = await startTestSite();
    expect(await floorListOf(site, 'direct', 'V1')).toEqual(['A-02', 'A-03']);
    const on = await call(
      `${rootOf(site, 'organization')}/__sim/floor-policy`,
      { enabled: true, rules: [{ personType: 'visitor', floorIds: ['B-03'] }] },
      'PUT',
    );
    expect(on.status).toBe(200);
    expect(await floorListOf(site, 'gateway', 'V1')).toEqual(['B-03']);
    const bad = await call(`${rootOf(site, 'organization')}/__sim/floor-policy`, { enabled: true, rules: [{ floorIds: ['Z-9'] }] }, 'PUT');
    expect(bad.status).toBe(400);
    expect((bad.json as ServiceResult<unknown>).msg).toContain('/rules/0/floorIds/0');
    expect(await floorListOf(site, 'direct', 'V1')).toEqual(['B-03']);
  });

  it.each(E1_ROUTES)('answers PERSON_NOT_FOUND for an unknown person (%s)', async (route) => {
    site = await startTestSite();
    const answer = await call(e1Url(site, route), { personId: 'NOBODY' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: false, code: 'PERSON_NOT_FOUND', msg: 'person NOBODY does not exist', data: null });
  });

  it.each(ROUTES)("E2 with empty floorIds takes the policy's floorList when the policy is on (%s)", async (route) => {
    site = await startTestSite({ data: withPolicyOn() });
    const answer = await call(e2Url(site, route), { visitorId: 'V1' });
    expect(answer.json).toEqual({ success: true, code: '0', msg: 'success', data: true });
    expect(await rulesOf(site, 'V1')).toEqual(['A-01', 'B-01']);
    expect(await boundTo(site, 'IS-A')).toContain('V1');
    expect(await boundTo(site, 'IS-B')).toContain('V1');
  });
});

describe('rules 2–4: E2 calls E1 only for empty floorIds, then E4 and E3', () => {
  it.each(ROUTES)('with floorIds absent or [] it calls E1 and uses its floorList (%s)', async (route) => {
    site = await startTestSite();
    const answer = await call(e2Url(site, route), { visitorId: 'V2' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, code: '0', msg: 'success', data: true });
    expect(await lastE2Trace(site)).toEqual(['E1', 'E4', 'E3', 'E3']);
    expect(await rulesOf(site, 'V2')).toEqual(['A-02', 'B-02']);

    await call(e2Url(site, route), { visitorId: 'V1', floorIds: [] });
    expect(await lastE2Trace(site)).toEqual(['E1', 'E4:cache', 'E3']);
    expect(await rulesOf(site, 'V1')).toEqual(['A-02', 'A-03']);
  });

  it.each(ROUTES)('with floorIds given it does not call E1, and ignores duplicates (%s)', async (route) => {
    site = await startTestSite();
    const answer = await call(e2Url(site, route), { visitorId: 'V1', floorIds: ['B-03', 'A-05', 'B-03'] });
    expect(answer.json).toEqual({ success: true, code: '0', msg: 'success', data: true });
    expect(await lastE2Trace(site)).toEqual(['E4', 'E3', 'E3']);
    expect(await rulesOf(site, 'V1')).toEqual(['A-05', 'B-03']);
    // The organization service saw no E1 at all, only the two bindings.
    const organizationCalls = (await simState(site, 'organization')).calls.map((c) => c.path);
    expect(organizationCalls).toEqual([
      '/organization/component/imagestore/person/batchBind',
      '/organization/component/imagestore/person/batchBind',
    ]);
  });

  it('really calls E4 on a cold cache, paging to the end, and E3 for each building', async () => {
    site = await startTestSite({ zoneCache: { pageSize: 3 } });
    await call(e2Url(site, 'direct'), { visitorId: 'V2', floorIds: ['A-02', 'B-02'] });
    const calls = (await simState(site, 'elevator')).calls.at(-1)?.calls ?? [];
    const e4 = calls.filter((c) => c.endpoint === 'E4');
    // 2 buildings + 8 floors in pages of 3: four pages, all over the network.
    expect(e4.map((c) => [c.source, (c.request as { pageNo: number }).pageNo, c.ok])).toEqual([
      ['network', 1, true],
      ['network', 2, true],
      ['network', 3, true],
      ['network', 4, true],
    ]);
    const e3 = calls.filter((c) => c.endpoint === 'E3');
    expect(e3.map((c) => c.request)).toEqual([
      { imageStoreId: 'IS-A', personIds: ['V2'] },
      { imageStoreId: 'IS-B', personIds: ['V2'] },
    ]);
    // The other side agrees: the common component service served those pages.
    const served = (await simState(site, 'common')).calls.map((c) => c.path);
    expect(served).toEqual(Array(4).fill('/common/sysetting/zone/page'));
    expect(await boundTo(site, 'IS-A')).toContain('V2');
    expect(await boundTo(site, 'IS-B')).toContain('V2');
  });

  it('serves E4 from its cache once warm, and pages again after the cache is cleared or expired', async () => {
    site = await startTestSite();
    await call(e2Url(site, 'direct'), { visitorId: 'V1', floorIds: ['A-02'] });
    await call(e2Url(site, 'direct'), { visitorId: 'V1', floorIds: ['A-03'] });
    expect(await lastE2Trace(site)).toEqual(['E4:cache', 'E3']);
    expect((await simState(site, 'common')).calls).toHaveLength(1);

    expect((await call(`${rootOf(site, 'elevator')}/__sim/zone-cache/clear`)).status).toBe(200);
    await call(e2Url(site, 'direct'), { visitorId: 'V1', floorIds: ['A-02'] });
    expect(await lastE2Trace(site)).toEqual(['E4', 'E3']);

    await site.close();
    site = await startTestSite({ zoneCache: { ttlMs: 0 } });
    await call(e2Url(site, 'direct'), { visitorId: 'V1', floorIds: ['A-02'] });
    await call(e2Url(site, 'direct'), { visitorId: 'V1', floorIds: ['A-02'] });
    expect(await lastE2Trace(site)).toEqual(['E4', 'E3']);
    expect((await simState(site, 'common')).calls).toHaveLength(2);
  });

  it('shares one E4 load between concurrent E2s on a cold cache', async () => {
    site = await startTestSite({ zoneCache: { pageSize: 2 } });
    const s = site;
    const answers = await Promise.all(['V1', 'V2', 'V4'].map((visitorId) => call(e2Url(s, 'direct'), { visitorId })));
    for (const answer of answers) expect((answer.json as ServiceResult<boolean>).success).toBe(true);
    // 10 zones in pages of 2: one load is five pages; three loads would be fifteen.
    expect((await simState(site, 'common')).calls).toHaveLength(5);
  });
});

describe('E2 failures: their codes, and nothing written', () => {
  const cases: Array<{ name: string; body: unknown; code: string; trace: string[] }> = [
    {
      name: 'unknown visitor with floorIds (E3 says so)',
      body: { visitorId: 'V404', floorIds: ['A-02', 'B-02'] },
      code: 'VISITOR_NOT_FOUND',
      trace: ['E4', 'E3'],
    },
    { name: 'unknown visitor without floorIds (E1 says so)', body: { visitorId: 'V404' }, code: 'VISITOR_NOT_FOUND', trace: ['E1'] },
    { name: 'unknown floor', body: { visitorId: 'V1', floorIds: ['A-02', 'Z-99'] }, code: 'FLOOR_NOT_FOUND', trace: ['E4'] },
    { name: 'a building id is not a floor', body: { visitorId: 'V1', floorIds: ['B-A'] }, code: 'FLOOR_NOT_FOUND', trace: ['E4'] },
    { name: 'no floors anywhere', body: { visitorId: 'V3', floorIds: [] }, code: 'NO_FLOORS', trace: ['E1'] },
  ];

  for (const route of ROUTES) {
    it.each(cases)(`$name gives $code (${route})`, async ({ body, code, trace }) => {
      site = await startTestSite();
      // Something written before, so that "nothing written" is not trivially true.
      await call(e2Url(site, 'direct'), { visitorId: 'V2' });
      const before = await written(site);
      const answer = await call(e2Url(site, route), body);
      expect(answer.status).toBe(200);
      const envelope = answer.json as ServiceResult<boolean>;
      expect(envelope).toMatchObject({ success: false, code, data: null });
      expect(envelope.msg).toContain('nothing was written');
      expect((await lastE2Trace(site)).map((t) => t.replace(':cache', ''))).toEqual(trace);
      expect(await written(site)).toEqual(before);
    });
  }

  it('names every unknown floor', async () => {
    site = await startTestSite();
    const answer = await call(e2Url(site, 'direct'), { visitorId: 'V1', floorIds: ['Z-1', 'A-02', 'Z-2'] });
    expect((answer.json as ServiceResult<boolean>).msg).toBe('floors Z-1, Z-2 do not exist; nothing was written');
  });
});

describe('idempotence: a repeated E2 changes nothing', () => {
  it.each(ROUTES)('the same E2 twice answers the same and writes once (%s)', async (route) => {
    site = await startTestSite();
    const first = await call(e2Url(site, route), { visitorId: 'V2', floorIds: ['B-02', 'A-02'] });
    const afterFirst = await written(site);
    const second = await call(e2Url(site, route), { visitorId: 'V2', floorIds: ['A-02', 'B-02'] });
    expect(second.text).toBe(first.text);
    expect(await written(site)).toEqual(afterFirst);
    // The repeat did reach E3, which found nothing new to bind.
    const e3 = (await simState(site, 'elevator')).calls.at(-1)?.calls.filter((c) => c.endpoint === 'E3') ?? [];
    expect(e3).toHaveLength(2);
  });

  it('a repeat on another route changes nothing either, and concurrent repeats write once', async () => {
    site = await startTestSite();
    await call(e2Url(site, 'direct'), { visitorId: 'V1' });
    const before = await written(site);
    for (const route of ROUTES) await call(e2Url(site, route), { visitorId: 'V1', floorIds: ['A-03', 'A-02'] });
    expect(await written(site)).toEqual(before);

    const s = site;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(e2Url(s, ROUTES[i % 3] as Route), { visitorId: 'V4', floorIds: ['B-01'] })),
    );
    expect(new Set(answers.map((a) => a.text))).toEqual(new Set(['{"success":true,"code":"0","msg":"success","data":true}']));
    const after = (await simState(site, 'elevator')).state.revision;
    expect(after).toBe((before.elevator as { revision: number }).revision + 1);
  });

  it('a different floor set replaces the rule set', async () => {
    site = await startTestSite();
    await call(e2Url(site, 'direct'), { visitorId: 'V1', floorIds: ['A-02', 'A-03'] });
    await call(e2Url(site, 'direct'), { visitorId: 'V1', floorIds: ['A-05'] });
    expect(await rulesOf(site, 'V1')).toEqual(['A-05']);
  });
});

describe('rule 5: the same request gives the same envelope over every route', () => {
  const requests: unknown[] = [
    { visitorId: 'V1' },
    { visitorId: 'V2', floorIds: ['A-02', 'B-02'] },
    { visitorId: 'V404', floorIds: ['A-02'] },
    { visitorId: 'V404' },
    { visitorId: 'V1', floorIds: ['Q-1'] },
    { visitorId: 'V3' },
    { visitorId: '' },
    { floorIds: ['A-02'] },
    { visitorId: 'V1', floorIds: 'A-02' },
    { raw: '{"visitorId":', contentType: 'application/json' },
    { raw: 'visitorId=V1', contentType: 'application/x-www-form-urlencoded' },
  ];

  it.each(requests)('E2 %j', async (body) => {
    site = await startTestSite();
    const answers = [];
    for (const route of ROUTES) {
      const answer = await call(e2Url(site, route), body);
      answers.push({ route, status: answer.status, contentType: answer.contentType, text: answer.text });
    }
    const [direct, ...others] = answers;
    for (const other of others) expect({ ...other, route: 'direct' }).toEqual(direct);
    expect(direct?.contentType).toMatch(/^application\/json/);
  });

  it.each([{ personId: 'P1' }, { personId: 'V2' }, { personId: 'NOBODY' }, { personId: 7 }, {}])('E1 %j', async (body) => {
    site = await startTestSite({ data: withPolicyOn() });
    const direct = await call(e1Url(site, 'direct'), body);
    const gateway = await call(e1Url(site, 'gateway'), body);
    expect([gateway.status, gateway.text]).toEqual([direct.status, direct.text]);
  });
});
