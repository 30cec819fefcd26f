// sim/openapi.json against the real services: every operation it describes is called for real, on
// every server it lists, and every answer is checked against the schema the document gives for
// that status. A drift between the document and the services fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PATHS } from '../../../shared/site';
import type { RunningSite, ServiceName } from '../../../sim/index';
import { compileSchema, openApi, wireValidator, type WireSchemaName } from '../../../sim/validator';
import { AUTH_SERVICE_PATHS, TENANT_KEY_HEADER } from '../../../shared/auth-service';
import { DEMO_LICENSES } from '../../../sim/demo-licenses';
import { call, rootOf, setFaults, SMALL_SITE, startTestSite, type Answer } from './site-helpers';

interface ResponseSpec {
  $ref?: string;
  content?: { 'application/json': { schema: { $ref: string } } };
}
type Operation = { operationId: string; responses: Record<string, ResponseSpec> };
const paths = openApi.paths as unknown as Record<string, Record<string, Operation | unknown>>;
const METHODS = ['get', 'post', 'put'] as const;

/** The schema the document gives for one answer, by exact status or by range (5XX). */
function schemaFor(path: string, method: string, status: number): { $ref: string } {
  const operation = paths[path]?.[method] as Operation | undefined;
  if (!operation) throw new Error(`the document has no ${method.toUpperCase()} ${path}`);
  let response = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
  if (!response) throw new Error(`the document gives no ${status} answer for ${method.toUpperCase()} ${path}`);
  if (response.$ref)
    response = (openApi.components.responses as Record<string, ResponseSpec>)[response.$ref.split('/').pop() as string] as ResponseSpec;
  const ref = response.content?.['application/json'].schema.$ref;
  if (!ref) throw new Error(`no JSON schema for ${status} of ${method.toUpperCase()} ${path}`);
  return { $ref: `https://site-console.local/sim/openapi.json${ref}` };
}

let site: RunningSite;
const covered = new Set<string>();

async function check(path: string, method: 'get' | 'post' | 'put', url: string, body?: unknown): Promise<Answer> {
  const answer = await call(url, body, method.toUpperCase());
  const validate = compileSchema(schemaFor(path, method, answer.status));
  const valid = validate(answer.json);
  expect(
    valid,
    `${method.toUpperCase()} ${url} → ${answer.status} ${answer.text.slice(0, 300)}\n${JSON.stringify(validate.errors, null, 1)}`,
  ).toBe(true);
  covered.add(`${method} ${path}`);
  return answer;
}

beforeAll(async () => {
  site = await startTestSite({ zoneCache: { pageSize: 4 }, data: { ...SMALL_SITE, licenses: DEMO_LICENSES } });
});
afterAll(async () => {
  await site.close();
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and every component schema compiles in strict mode', () => {
    expect(openApi.openapi).toBe('3.1.0');
    for (const name of Object.keys(openApi.components.schemas)) expect(() => wireValidator(name as WireSchemaName)).not.toThrow();
  });
});

describe('real answers match the document', () => {
  const org = (): string[] => [site.urls.organization, `${site.profile.gateway?.baseUrl}/gw/organization`];
  const e2Servers = (): string[] => [site.urls.elevator, site.urls.intermediary, `${site.profile.gateway?.baseUrl}/gw/elevator-app`];

  it('E1 person detail', async () => {
    for (const base of org()) {
      for (const body of [
        { personId: 'P1' },
        { personId: 'V3' },
        { personId: 'NOBODY' },
        {},
        { raw: '{', contentType: 'application/json' },
      ]) {
        await check(SITE_PATHS.personDetail, 'post', `${base}${SITE_PATHS.personDetail}`, body);
      }
    }
  });

  it('E2 visitor elevator access', async () => {
    for (const base of e2Servers()) {
      for (const body of [
        { visitorId: 'V1' },
        { visitorId: 'V2', floorIds: ['A-02', 'B-02'] },
        { visitorId: 'V3' },
        { visitorId: 'V404' },
        { visitorId: 'V1', floorIds: ['Z'] },
        { visitorId: 3 },
      ]) {
        await check(SITE_PATHS.addVisitor, 'post', `${base}${SITE_PATHS.addVisitor}`, body);
      }
    }
  });

  it('E3 batchBind, batchUnbind and page', async () => {
    for (const base of org()) {
      await check(SITE_PATHS.imageStoreBatchBind, 'post', `${base}${SITE_PATHS.imageStoreBatchBind}`, {
        imageStoreId: 'IS-A',
        personIds: ['V3', 'V4'],
      });
      await check(SITE_PATHS.imageStoreBatchBind, 'post', `${base}${SITE_PATHS.imageStoreBatchBind}`, {
        imageStoreId: 'IS-Q',
        personIds: ['V3'],
      });
      await check(SITE_PATHS.imageStoreBatchBind, 'post', `${base}${SITE_PATHS.imageStoreBatchBind}`, {
        imageStoreId: 'IS-A',
        personIds: ['NOBODY'],
      });
      await check(SITE_PATHS.imageStoreBatchUnbind, 'post', `${base}${SITE_PATHS.imageStoreBatchUnbind}`, {
        imageStoreId: 'IS-A',
        personIds: ['V3'],
      });
      await check(SITE_PATHS.imageStoreBatchUnbind, 'post', `${base}${SITE_PATHS.imageStoreBatchUnbind}`, { imageStoreId: 'IS-A' });
      const page = await check(SITE_PATHS.imageStorePage, 'post', `${base}${SITE_PATHS.imageStorePage}`, { pageNo: 1, pageSize: 1 });
      expect(page.json).toMatchObject({
        data: { pageNo: 1, pageSize: 1, total: 2, list: [{ imageStoreId: 'IS-A', name: 'Tower A face library' }] },
      });
      await check(SITE_PATHS.imageStorePage, 'post', `${base}${SITE_PATHS.imageStorePage}`, {});
      await check(SITE_PATHS.imageStorePage, 'post', `${base}${SITE_PATHS.imageStorePage}`, { pageNo: 0 });
    }
  });

  it('E4 zone page (real paging, filters, past the end) and zone detail', async () => {
    const url = `${site.urls.common}${SITE_PATHS.zonePage}`;
    const first = await check(SITE_PATHS.zonePage, 'post', url, { pageNo: 1, pageSize: 4 });
    expect(first.json).toMatchObject({ data: { pageNo: 1, pageSize: 4, total: 10 } });
    expect((first.json as { data: { list: Array<{ zoneId: string }> } }).data.list.map((z) => z.zoneId)).toEqual([
      'B-A',
      'B-B',
      'A-B1',
      'A-01',
    ]);
    const last = await check(SITE_PATHS.zonePage, 'post', url, { pageNo: 3, pageSize: 4 });
    expect((last.json as { data: { list: Array<{ zoneId: string }> } }).data.list.map((z) => z.zoneId)).toEqual(['B-02', 'B-03']);
    const past = await check(SITE_PATHS.zonePage, 'post', url, { pageNo: 9, pageSize: 4 });
    expect(past.json).toMatchObject({ data: { pageNo: 9, total: 10, list: [] } });
    const floorsOfB = await check(SITE_PATHS.zonePage, 'post', url, { zoneType: 'floor', parentId: 'B-B' });
    expect(floorsOfB.json).toMatchObject({
      data: {
        pageNo: 1,
        pageSize: 20,
        total: 3,
        list: [{ zoneId: 'B-01', floorNo: 1, parentId: 'B-B', imageStoreId: null }, { zoneId: 'B-02' }, { zoneId: 'B-03' }],
      },
    });
    const buildings = await check(SITE_PATHS.zonePage, 'post', url, { zoneType: 'building' });
    expect(buildings.json).toMatchObject({
      data: {
        total: 2,
        list: [{ zoneId: 'B-A', zoneType: 'building', parentId: null, floorNo: null, imageStoreId: 'IS-A' }, { zoneId: 'B-B' }],
      },
    });
    await check(SITE_PATHS.zonePage, 'post', url, { pageSize: 999 });
    const detail = `${site.urls.common}${SITE_PATHS.zoneDetail}`;
    expect((await check(SITE_PATHS.zoneDetail, 'post', detail, { zoneId: 'A-B1' })).json).toMatchObject({
      data: { zoneId: 'A-B1', zoneName: 'B1', floorNo: -1 },
    });
    await check(SITE_PATHS.zoneDetail, 'post', detail, { zoneId: 'nope' });
    await check(SITE_PATHS.zoneDetail, 'post', detail, { zone: 'A-01' });
  });

  it("injected 5xx answers and the gateway's own 502/504", async () => {
    await setFaults(site, 'organization', { errorRate: 1, errorStatus: 500, paths: ['/component/person/detail'] });
    for (const base of org()) await check(SITE_PATHS.personDetail, 'post', `${base}${SITE_PATHS.personDetail}`, { personId: 'P1' });
    await setFaults(site, 'organization', { resetRate: 1 });
    await check(SITE_PATHS.personDetail, 'post', `${site.profile.gateway?.baseUrl}/gw/organization${SITE_PATHS.personDetail}`, {
      personId: 'P1',
    });
    await setFaults(site, 'organization', {});
    await setFaults(site, 'elevator', { stallRate: 1, stallMs: 5_000 });
    const gateway = await check(SITE_PATHS.addVisitor, 'post', `${site.profile.gateway?.baseUrl}/gw/elevator-app${SITE_PATHS.addVisitor}`, {
      visitorId: 'V1',
    });
    expect(gateway.status).toBe(504);
    await setFaults(site, 'elevator', { errorRate: 1 });
    expect((await check(SITE_PATHS.addVisitor, 'post', `${site.urls.elevator}${SITE_PATHS.addVisitor}`, { visitorId: 'V1' })).status).toBe(
      503,
    );
    await setFaults(site, 'elevator', {});
  });

  it('the /__sim operations of every service', async () => {
    const services: ServiceName[] = ['organization', 'elevator', 'common', 'intermediary', 'gateway'];
    for (const service of services) {
      const root = rootOf(site, service);
      await check('/__sim/ping', 'get', `${root}/__sim/ping`);
      await check('/__sim/faults', 'post', `${root}/__sim/faults`, { latencyMs: 0, paths: ['/x/*'] });
      await check('/__sim/faults', 'post', `${root}/__sim/faults`, { latencyMs: -1 });
      await check('/__sim/faults', 'get', `${root}/__sim/faults`);
      await check('/__sim/faults', 'post', `${root}/__sim/faults`, {});
      const state = await check('/__sim/state', 'get', `${root}/__sim/state`);
      expect((state.json as { data: { service: string } }).data.service).toBe(service);
    }
    const organization = rootOf(site, 'organization');
    await check('/__sim/floor-policy', 'put', `${organization}/__sim/floor-policy`, {
      enabled: true,
      rules: [{ personType: 'visitor', floorIds: ['A-01'] }],
    });
    await check('/__sim/floor-policy', 'put', `${organization}/__sim/floor-policy`, { enabled: true });
    await check('/__sim/floor-policy', 'put', `${organization}/__sim/floor-policy`, { enabled: true, rules: [{ floorIds: ['nowhere'] }] });
    await check('/__sim/zone-cache/clear', 'post', `${rootOf(site, 'elevator')}/__sim/zone-cache/clear`);
  });

  it('the authorization service', async () => {
    const base = site.authorizationBaseUrl;
    const caller = { licenseKey: 'DEMO-OPEN-FULL', installationId: 'I-openapi' };
    const at = (path: string): string => `${base}${path}`;
    await check(AUTH_SERVICE_PATHS.activate, 'post', at(AUTH_SERVICE_PATHS.activate), { ...caller, scenario: 'wharf' });
    await check(AUTH_SERVICE_PATHS.activate, 'post', at(AUTH_SERVICE_PATHS.activate), { ...caller, licenseKey: 'NONE', scenario: 'wharf' });
    await check(AUTH_SERVICE_PATHS.activate, 'post', at(AUTH_SERVICE_PATHS.activate), { ...caller });
    await check(AUTH_SERVICE_PATHS.status, 'post', at(AUTH_SERVICE_PATHS.status), caller);
    await check(AUTH_SERVICE_PATHS.status, 'post', at(AUTH_SERVICE_PATHS.status), { ...caller, installationId: 'I-never' });
    await check(AUTH_SERVICE_PATHS.status, 'post', at(AUTH_SERVICE_PATHS.status), { raw: '{', contentType: 'application/json' });
    await check(AUTH_SERVICE_PATHS.featureCheck, 'post', at(AUTH_SERVICE_PATHS.featureCheck), { ...caller, featureId: 1001 });
    await check(AUTH_SERVICE_PATHS.featureCheck, 'post', at(AUTH_SERVICE_PATHS.featureCheck), { ...caller, featureName: 'Nothing' });
    await check(AUTH_SERVICE_PATHS.featureCheck, 'post', at(AUTH_SERVICE_PATHS.featureCheck), {
      licenseKey: 'DEMO-NORTH-FULL-2099',
      installationId: 'I',
      featureId: 1,
    });
    await check(AUTH_SERVICE_PATHS.featureCheck, 'post', at(AUTH_SERVICE_PATHS.featureCheck), caller);
    const state = await check('/__sim/authorization', 'get', site.authorizationStateUrl);
    expect(JSON.stringify(state.json)).not.toContain('DEMO-OPEN-FULL');
    expect(TENANT_KEY_HEADER).toBe('x-tenant-key');
  });

  it('covers every operation of the document', () => {
    const operations = Object.entries(paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m] !== undefined).map((m) => `${m} ${path}`),
    );
    expect([...covered].sort()).toEqual(operations.sort());
  });
});
