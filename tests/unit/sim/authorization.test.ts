// The reference self-hosted authorization service over real HTTP: activation and each refusal with
// its own code, tenant and project binding, expiry, activations counted per installation, feature
// checks by id and by name, and the introspection that shows what it received without secrets.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_SERVICE_PATHS, TENANT_KEY_HEADER, type LicenseRecord } from '../../../shared/auth-service';
import { createAuthorizationService, type AuthorizationService } from '../../../sim/services/authorization';
import { request } from 'undici';
import { parseSiteData } from '../../../sim/site-data';
import { SMALL_SITE } from './site-helpers';

const FEATURES = [
  { id: 1001, name: 'VisitorElevatorAccess' },
  { id: 1002, name: 'PersonDetail' },
];
const LICENSES: LicenseRecord[] = [
  { licenseKey: 'K-OPEN', features: FEATURES },
  { licenseKey: 'K-TENANT', tenantKey: 'tenant-a', features: FEATURES },
  { licenseKey: 'K-SCHOOL', scenario: 'school', features: FEATURES },
  { licenseKey: 'K-PROJECT', scenario: 'floating', projectId: 'PRJ-1', features: FEATURES },
  { licenseKey: 'K-SOON', expiresAt: '2030-01-01T00:00:00Z', features: FEATURES },
  { licenseKey: 'K-OLD', expiresAt: '2020-01-01T00:00:00Z', features: FEATURES },
  { licenseKey: 'K-TWO', maxActivations: 2, features: FEATURES },
];

let clock = Date.parse('2029-06-01T00:00:00Z');
let service: AuthorizationService;

beforeEach(async () => {
  clock = Date.parse('2029-06-01T00:00:00Z');
  service = createAuthorizationService({ licenses: LICENSES, now: () => clock });
  await service.listen('127.0.0.1', 0);
});
afterEach(async () => {
  await service.close();
});

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: { success: boolean; code: string; msg: string; data: Record<string, unknown> | null } }> {
  const r = await request(`${service.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: r.statusCode, json: (await r.body.json()) as never };
}
const activate = (licenseKey: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  post(AUTH_SERVICE_PATHS.activate, { licenseKey, installationId: 'I-1', scenario: 'wharf', ...extra }, headers);
const check = (licenseKey: string, feature: Record<string, unknown>, installationId = 'I-1') =>
  post(AUTH_SERVICE_PATHS.featureCheck, { licenseKey, installationId, ...feature });

describe('the reference authorization service', () => {
  it('activates a known key and reports it in status', async () => {
    const a = await activate('K-OPEN');
    expect(a.status).toBe(200);
    expect(a.json).toMatchObject({
      success: true,
      code: '0',
      data: {
        scenario: 'wharf',
        projectId: null,
        expiresAt: null,
        expired: false,
        activationsUsed: 1,
        maxActivations: null,
        features: FEATURES,
      },
    });
    const s = await post(AUTH_SERVICE_PATHS.status, { licenseKey: 'K-OPEN', installationId: 'I-1' });
    expect(s.json).toMatchObject({ success: true, data: { activationId: a.json.data?.activationId } });
  });

  it.each([
    ['an unknown key', 'K-NONE', {}, {}, 'LICENSE_KEY_UNKNOWN'],
    ['a missing tenant key', 'K-TENANT', {}, {}, 'TENANT_KEY_REQUIRED'],
    ['a wrong tenant key', 'K-TENANT', {}, { [TENANT_KEY_HEADER]: 'tenant-b' }, 'TENANT_KEY_MISMATCH'],
    ['another scenario', 'K-SCHOOL', {}, {}, 'SCENARIO_MISMATCH'],
    ['another project', 'K-PROJECT', { scenario: 'floating', projectId: 'PRJ-2' }, {}, 'PROJECT_MISMATCH'],
    ['an expired license', 'K-OLD', {}, {}, 'LICENSE_EXPIRED'],
  ])('refuses %s with its own code', async (_what, key, extra, headers, code) => {
    const a = await activate(key, extra, headers);
    expect(a.status).toBe(200);
    expect(a.json).toMatchObject({ success: false, code, data: null });
    expect(a.json.msg.length).toBeGreaterThan(10);
  });

  it('accepts the right tenant key and the right project', async () => {
    expect((await activate('K-TENANT', {}, { [TENANT_KEY_HEADER]: 'tenant-a' })).json.success).toBe(true);
    expect((await activate('K-PROJECT', { scenario: 'floating', projectId: 'PRJ-1' })).json).toMatchObject({
      success: true,
      data: { projectId: 'PRJ-1' },
    });
    // The tenant key is checked on every call, not only on activate.
    expect((await post(AUTH_SERVICE_PATHS.status, { licenseKey: 'K-TENANT', installationId: 'I-1' })).json.code).toBe(
      'TENANT_KEY_REQUIRED',
    );
  });

  it('counts activations per installation: the same one again uses none, a third installation is refused', async () => {
    expect((await activate('K-TWO')).json.data?.activationsUsed).toBe(1);
    expect((await activate('K-TWO')).json.data?.activationsUsed).toBe(1);
    expect((await activate('K-TWO', { installationId: 'I-2' })).json.data?.activationsUsed).toBe(2);
    expect((await activate('K-TWO', { installationId: 'I-3' })).json.code).toBe('ACTIVATIONS_EXHAUSTED');
    expect((await activate('K-TWO', { installationId: 'I-2' })).json.success).toBe(true);
  });

  it('checks features by id and by name, and says not-activated, not-licensed and expired', async () => {
    expect((await check('K-SOON', { featureId: 1001 })).json.data).toMatchObject({ licensed: false, reason: 'not-activated' });
    await activate('K-SOON');
    expect((await check('K-SOON', { featureId: 1001 })).json.data).toEqual({
      licensed: true,
      reason: 'licensed',
      feature: FEATURES[0],
      expiresAt: '2030-01-01T00:00:00Z',
    });
    expect((await check('K-SOON', { featureName: 'PersonDetail' })).json.data).toMatchObject({ licensed: true, feature: FEATURES[1] });
    expect((await check('K-SOON', { featureId: 4242 })).json.data).toMatchObject({
      licensed: false,
      reason: 'not-licensed',
      feature: null,
    });
    expect((await check('K-SOON', { featureName: 'Nothing' })).json.data).toMatchObject({ reason: 'not-licensed' });
    // The id decides when both are sent.
    expect((await check('K-SOON', { featureId: 4242, featureName: 'PersonDetail' })).json.data).toMatchObject({ reason: 'not-licensed' });
    expect((await check('K-SOON', { featureId: 1001 }, 'I-OTHER')).json.data).toMatchObject({ reason: 'not-activated' });
    clock = Date.parse('2030-01-01T00:00:01Z');
    expect((await check('K-SOON', { featureId: 1001 })).json.data).toMatchObject({ licensed: false, reason: 'expired' });
    expect((await post(AUTH_SERVICE_PATHS.status, { licenseKey: 'K-SOON', installationId: 'I-1' })).json.data).toMatchObject({
      expired: true,
    });
  });

  it('answers 400 INVALID_REQUEST for a malformed body and 404 for an unknown path', async () => {
    expect(await post(AUTH_SERVICE_PATHS.activate, '{')).toMatchObject({ status: 400, json: { code: 'INVALID_REQUEST' } });
    expect(await post(AUTH_SERVICE_PATHS.activate, { licenseKey: 'K-OPEN', installationId: 'I-1', scenario: 'harbour' })).toMatchObject({
      status: 400,
      json: { code: 'INVALID_REQUEST' },
    });
    expect(await post(AUTH_SERVICE_PATHS.featureCheck, { licenseKey: 'K-OPEN', installationId: 'I-1' })).toMatchObject({
      status: 400,
      json: { code: 'INVALID_REQUEST' },
    });
    expect(await post('/license/delete', {})).toMatchObject({ status: 404, json: { code: 'INVALID_REQUEST' } });
  });

  it('shows what it received with license and tenant keys replaced by fingerprints', async () => {
    await activate('K-TENANT', {}, { [TENANT_KEY_HEADER]: 'tenant-a' });
    const r = await request(service.stateUrl);
    const text = await r.body.text();
    expect(text).not.toContain('K-TENANT');
    expect(text).not.toContain('tenant-a');
    const state = JSON.parse(text) as {
      data: { calls: { path: string; body: { licenseKey: string; scenario: string }; headers: Record<string, string>; code: string }[] };
    };
    expect(state.data.calls).toHaveLength(1);
    expect(state.data.calls[0]).toMatchObject({ path: '/authorization/license/activate', code: '0', body: { scenario: 'wharf' } });
    expect(state.data.calls[0]?.body.licenseKey).toMatch(/^sha256:[0-9a-f]{12}$/);
    expect(state.data.calls[0]?.headers[TENANT_KEY_HEADER]).toMatch(/^sha256:[0-9a-f]{12}$/);
  });
});

describe('licenses given by id only, by name only, and a date-only expiry', () => {
  it('matches by id where both sides have one, otherwise by name; a date expires at midnight UTC', async () => {
    const partial = createAuthorizationService({
      licenses: [{ licenseKey: 'K-PARTIAL', expiresAt: '2030-01-01', features: [{ id: 7 }, { name: 'OnlyName' }] }],
      now: () => clock,
    });
    await partial.listen('127.0.0.1', 0);
    try {
      const at = (path: string, body: unknown) =>
        request(`${partial.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.body.json() as Promise<{ data: Record<string, unknown> }>);
      const caller = { licenseKey: 'K-PARTIAL', installationId: 'I-1' };
      expect((await at(AUTH_SERVICE_PATHS.activate, { ...caller, scenario: 'wharf' })).data.features).toEqual([
        { id: 7, name: null },
        { id: null, name: 'OnlyName' },
      ]);
      expect((await at(AUTH_SERVICE_PATHS.featureCheck, { ...caller, featureId: 7, featureName: 'Whatever' })).data).toMatchObject({
        reason: 'licensed',
        feature: { id: 7, name: null },
      });
      expect((await at(AUTH_SERVICE_PATHS.featureCheck, { ...caller, featureId: 99, featureName: 'OnlyName' })).data).toMatchObject({
        reason: 'licensed',
        feature: { id: null, name: 'OnlyName' },
      });
      expect((await at(AUTH_SERVICE_PATHS.featureCheck, { ...caller, featureId: 8 })).data).toMatchObject({ reason: 'not-licensed' });
      clock = Date.parse('2030-01-01T00:00:00Z');
      expect((await at(AUTH_SERVICE_PATHS.featureCheck, { ...caller, featureId: 7 })).data).toMatchObject({ reason: 'expired' });
    } finally {
      await partial.close();
    }
  });

  it('are accepted in a data file, and a license item with neither is refused with its pointer', () => {
    const data = { ...SMALL_SITE, licenses: [{ licenseKey: 'A', expiresAt: '2030-01-01', features: [{ id: 1 }, { name: 'N' }] }] };
    expect(parseSiteData(data).licenses).toHaveLength(1);
    expect(() => parseSiteData({ ...SMALL_SITE, licenses: [{ licenseKey: 'A', features: [{}] }] })).toThrow(/\/licenses\/0\/features\/0/);
    expect(() =>
      parseSiteData({
        ...SMALL_SITE,
        licenses: [
          { licenseKey: 'A', features: [] },
          { licenseKey: 'A', features: [] },
        ],
      }),
    ).toThrow(/\/licenses\/1\/licenseKey: is the same key/);
  });
});
