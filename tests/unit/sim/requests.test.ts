// Malformed requests: HTTP 400 with a SITE-API envelope (INVALID_REQUEST) that says what is wrong,
// on every route, with no downstream call and nothing written; unknown paths: 404 with an envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, SITE_PATHS, type ServiceResult } from '../../../shared/site';
import type { RunningSite } from '../../../sim/index';
import { call, e1Url, e2Url, rootOf, simState, startTestSite, written, type RawBody } from './site-helpers';

let site: RunningSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site.close();
});

const json = (raw: string): RawBody => ({ raw, contentType: 'application/json' });

const BAD_E2: Array<[string, unknown, string]> = [
  ['a body that is not JSON', json('{"visitorId": "V1",'), 'invalid request: the body is not valid JSON'],
  ['an empty body', json(''), 'invalid request: the body is empty; send a JSON object'],
  ['no body at all', undefined, 'invalid request: the body must be an object, found null'],
  [
    'a form instead of JSON',
    { raw: 'visitorId=V1', contentType: 'application/x-www-form-urlencoded' },
    'invalid request: the body is not JSON (Content-Type must be application/json)',
  ],
  [
    'text/plain JSON',
    { raw: '{"visitorId":"V1"}', contentType: 'text/plain' },
    'invalid request: the body is not JSON (Content-Type must be application/json)',
  ],
  ['a JSON array', ['V1'], 'invalid request: the body must be an object, found an array'],
  ['JSON null', json('null'), 'invalid request: the body must be an object, found null'],
  ['visitorId missing', { floorIds: ['A-02'] }, 'invalid request: /visitorId is required but missing'],
  ['visitorId a number', { visitorId: 2001 }, 'invalid request: /visitorId must be a string, found number 2001'],
  ['visitorId empty', { visitorId: '' }, 'invalid request: /visitorId must not be empty'],
  ['floorIds a string', { visitorId: 'V1', floorIds: 'A-02' }, 'invalid request: /floorIds must be an array, found string "A-02"'],
  ['floorIds null', { visitorId: 'V1', floorIds: null }, 'invalid request: /floorIds must be an array, found null'],
  ['a floor id a number', { visitorId: 'V1', floorIds: ['A-02', 3] }, 'invalid request: /floorIds/1 must be a string, found number 3'],
];

describe('E2: a malformed request gives 400 INVALID_REQUEST, the same on every route', () => {
  it.each(BAD_E2)('%s', async (_name, body, msg) => {
    const before = await written(site);
    const elevatorCallsBefore = (await simState(site, 'elevator')).calls.length;
    for (const route of ROUTES) {
      const answer = await call(e2Url(site, route), body);
      expect([route, answer.status]).toEqual([route, 400]);
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(answer.json).toEqual({ success: false, code: 'INVALID_REQUEST', msg, data: null });
    }
    const received = (await simState(site, 'elevator')).calls.slice(elevatorCallsBefore);
    expect(received.map((c) => [c.status, c.code, c.calls.length])).toEqual(Array(3).fill([400, 'INVALID_REQUEST', 0]));
    expect(await written(site)).toEqual(before);
  });

  it('ignores fields it does not know', async () => {
    const answer = await call(e2Url(site, 'direct'), { visitorId: 'V1', floorIds: ['A-02'], remark: 'front desk' });
    expect(answer.json).toEqual({ success: true, code: '0', msg: 'success', data: true });
  });
});

describe('E1: a malformed request gives 400 INVALID_REQUEST on direct and gateway', () => {
  it.each([
    [{}, 'invalid request: /personId is required but missing'],
    [{ personId: 1001 }, 'invalid request: /personId must be a string, found number 1001'],
    [json('{personId: "P1"}'), 'invalid request: the body is not valid JSON'],
  ])('%j', async (body, msg) => {
    for (const route of ['direct', 'gateway'] as const) {
      const answer = await call(e1Url(site, route), body);
      expect([answer.status, answer.json]).toEqual([400, { success: false, code: 'INVALID_REQUEST', msg, data: null }]);
    }
  });
});

describe('E3 and E4: malformed requests and business failures', () => {
  const organization = (path: string): string => `${site.urls.organization}${path}`;
  const common = (path: string): string => `${site.urls.common}${path}`;

  it.each([
    [SITE_PATHS.imageStoreBatchBind, { imageStoreId: 'IS-A' }, '/personIds is required but missing'],
    [SITE_PATHS.imageStoreBatchBind, { imageStoreId: 'IS-A', personIds: [''] }, '/personIds/0 must not be empty'],
    [SITE_PATHS.imageStoreBatchUnbind, { imageStoreId: 5, personIds: ['V1'] }, '/imageStoreId must be a string, found number 5'],
    [SITE_PATHS.imageStorePage, { pageSize: 500 }, '/pageSize must be <= 200, found number 500'],
  ])('organization %s %j', async (path, body, words) => {
    const answer = await call(organization(path), body);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ success: false, code: 'INVALID_REQUEST', msg: `invalid request: ${words}`, data: null });
  });

  it.each([
    [SITE_PATHS.zonePage, { pageNo: 0 }, '/pageNo must be >= 1, found number 0'],
    [SITE_PATHS.zonePage, { pageSize: 0 }, '/pageSize must be >= 1, found number 0'],
    [SITE_PATHS.zonePage, { pageSize: 201 }, '/pageSize must be <= 200, found number 201'],
    [SITE_PATHS.zonePage, { pageNo: 1.5 }, '/pageNo must be a whole number, found number 1.5'],
    [SITE_PATHS.zonePage, { zoneType: 'room' }, '/zoneType must be one of "building", "floor", found string "room"'],
    [SITE_PATHS.zoneDetail, {}, '/zoneId is required but missing'],
  ])('common %s %j', async (path, body, words) => {
    const answer = await call(common(path), body);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ success: false, code: 'INVALID_REQUEST', msg: `invalid request: ${words}`, data: null });
  });

  it('E3 answers IMAGE_STORE_NOT_FOUND and PERSON_NOT_FOUND, binding nobody', async () => {
    const before = await written(site);
    expect((await call(organization(SITE_PATHS.imageStoreBatchBind), { imageStoreId: 'IS-Z', personIds: ['V1'] })).json).toEqual({
      success: false,
      code: 'IMAGE_STORE_NOT_FOUND',
      msg: 'image store IS-Z does not exist',
      data: null,
    });
    expect(
      (await call(organization(SITE_PATHS.imageStoreBatchBind), { imageStoreId: 'IS-A', personIds: ['V1', 'X1', 'X2'] })).json,
    ).toEqual({
      success: false,
      code: 'PERSON_NOT_FOUND',
      msg: 'persons X1, X2 do not exist; nobody was bound to IS-A',
      data: null,
    });
    expect(await written(site)).toEqual(before);
  });

  it('E4 detail answers FLOOR_NOT_FOUND for an unknown zone', async () => {
    expect((await call(common(SITE_PATHS.zoneDetail), { zoneId: 'Z-1' })).json).toEqual({
      success: false,
      code: 'FLOOR_NOT_FOUND',
      msg: 'zone Z-1 does not exist',
      data: null,
    });
  });
});

describe('unknown paths and methods', () => {
  it.each([
    ['direct, wrong path', (): string => `${site.profile.services.elevator}/elevator/person/add/visitors`, 'POST'],
    ['direct, wrong method', (): string => e2Url(site, 'direct'), 'GET'],
    ['gateway, unknown prefix', (): string => `${site.profile.gateway?.baseUrl}/gw/parking/x`, 'POST'],
    ['intermediary, E1 is not a route there', (): string => `${site.profile.intermediary?.baseUrl}${SITE_PATHS.personDetail}`, 'POST'],
  ])('%s: 404 with an envelope that says what is served', async (_name, url, method) => {
    const answer = await call(url(), method === 'POST' ? { personId: 'P1' } : undefined, method);
    expect(answer.status).toBe(404);
    const envelope = answer.json as ServiceResult<unknown>;
    expect(envelope).toMatchObject({ success: false, code: 'INVALID_REQUEST', data: null });
    expect(envelope.msg).toMatch(/^no operation at (GET|POST) \S+ on the .+; it serves /);
  });

  it('the gateway passes a 404 of the service behind it unchanged', async () => {
    const answer = await call(`${site.profile.gateway?.baseUrl}/gw/organization/nothing/here`, {});
    expect(answer.status).toBe(404);
    expect((answer.json as ServiceResult<unknown>).msg).toMatch(
      /^no operation at POST \/organization\/nothing\/here on the organization service/,
    );
  });

  it('the gateway passes the query string and method through', async () => {
    const answer = await call(`${site.profile.gateway?.baseUrl}/gw/organization/component/person/detail?trace=1`, { personId: 'P1' });
    expect(answer.status).toBe(200);
    const received = (await simState(site, 'organization')).calls.at(-1);
    expect(received).toMatchObject({ method: 'POST', path: '/organization/component/person/detail', status: 200, code: '0' });
    expect((await simState(site, 'gateway')).calls.at(-1)?.calls[0]?.url).toBe(`${site.urls.organization}/component/person/detail?trace=1`);
  });

  it('/__sim answers at the root of every server, not under the context path', async () => {
    for (const service of ['organization', 'elevator', 'common', 'intermediary', 'gateway'] as const) {
      expect((await call(`${rootOf(site, service)}/__sim/ping`, undefined, 'GET')).json).toEqual({
        success: true,
        code: '0',
        msg: 'success',
        data: service,
      });
    }
    expect((await call(`${site.urls.organization}/__sim/ping`, undefined, 'GET')).status).toBe(404);
  });
});
