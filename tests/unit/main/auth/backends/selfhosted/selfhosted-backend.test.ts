// The authorization client with its selfhosted backend against the reference authorization
// service over real HTTP on loopback: activation and refusals, tenant and project binding, expiry,
// every reason of hasFeature, activation kept across a restart (key in the real secrets store),
// school facts never reaching the service, and an unreachable or silent service.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LicenseRecord } from '../../../../../../shared/auth-service';
import { findTemplate, type ConfigDocument } from '../../../../../../shared/config';
import { EventLog } from '../../../../../../main/app/event-log';
import { AuthorizationClient } from '../../../../../../main/auth/authorization-client';
import { selfhostedPreflight } from '../../../../../../main/auth/backends/selfhosted/preflight';
import { selfhostedBackend } from '../../../../../../main/auth/backends/selfhosted/selfhosted-backend';
import { HttpClient } from '../../../../../../main/http/client';
import { openSecretStore, SECRETS_FILE } from '../../../../../../main/secrets';
import {
  createAuthorizationService,
  type AuthorizationService,
  type ReceivedLicensingCall,
} from '../../../../../../sim/services/authorization';

const FEATURES = [
  { id: 1001, name: 'VisitorElevatorAccess' },
  { id: 1002, name: 'PersonDetail' },
  { id: 1003, name: 'FloorAssignment' },
];
const LICENSES: LicenseRecord[] = [
  { licenseKey: 'KEY-FULL', tenantKey: 'site-north', features: FEATURES },
  { licenseKey: 'KEY-BASIC', tenantKey: 'site-north', features: [FEATURES[0] as (typeof FEATURES)[number]] },
  { licenseKey: 'KEY-PROJECT', tenantKey: 'site-north', scenario: 'floating', projectId: 'PRJ-2025-0417', features: FEATURES },
  { licenseKey: 'KEY-SOON', tenantKey: 'site-north', expiresAt: '2030-01-01T00:00:00Z', features: FEATURES },
  { licenseKey: 'KEY-OLD', tenantKey: 'site-north', expiresAt: '2020-01-01T00:00:00Z', features: FEATURES },
  { licenseKey: 'KEY-ONE', tenantKey: 'site-north', maxActivations: 1, features: FEATURES },
  { licenseKey: 'KEY-SCHOOL', tenantKey: 'site-north', scenario: 'school', features: FEATURES },
];

let clock: number;
let service: AuthorizationService;
let http: HttpClient;
let dataDir: string;
const clients: AuthorizationClient[] = [];
const logs: EventLog[] = [];

beforeEach(async () => {
  clock = Date.parse('2029-06-01T00:00:00Z');
  service = createAuthorizationService({ licenses: LICENSES, now: () => clock });
  await service.listen('127.0.0.1', 0);
  http = new HttpClient();
  dataDir = await mkdtemp(join(tmpdir(), 'auth-selfhosted-'));
});
afterEach(async () => {
  for (const c of clients.splice(0)) await c.dispose();
  for (const l of logs.splice(0)) await l.flush();
  await service.close();
  await http.close();
  await rm(dataDir, { recursive: true, force: true });
});

function client(dir = dataDir, timeouts = { connectMs: 1_000, requestMs: 3_000 }): AuthorizationClient {
  const log = new EventLog(dir);
  logs.push(log);
  const c = new AuthorizationClient({
    dataDir: dir,
    secrets: () => openSecretStore({ dataDir: dir, keyring: null }),
    backends: { selfhosted: selfhostedBackend({ http, timeouts }) },
    log: (event, facts) => log.write(event, facts),
  });
  clients.push(c);
  return c;
}

function documentText(
  scenario: 'wharf' | 'school' | 'floating',
  change: (d: ConfigDocument) => void = () => {},
  baseUrl = service.baseUrl,
): string {
  const doc = structuredClone(findTemplate('selfhosted', scenario).document);
  doc.selfhosted = { ...doc.selfhosted, baseUrl };
  change(doc);
  return JSON.stringify(doc, null, 2);
}

async function received(): Promise<ReceivedLicensingCall[]> {
  const r = await request(service.stateUrl);
  return ((await r.body.json()) as { data: { calls: ReceivedLicensingCall[] } }).data.calls;
}

describe('selfhosted backend against the reference service', () => {
  it('activates a key and answers every backend reason of hasFeature', async () => {
    const c = client();
    await c.initialize(
      documentText(
        'wharf',
        (d) => (d.features = { ...d.features, 'not.sold': { vendorFeatureId: 4242 }, 'by.name': { vendorFeatureName: 'PersonDetail' } }),
      ),
    );
    expect(await c.hasFeature('visitor.elevator')).toMatchObject({ reason: 'not-activated', licensed: false });
    const status = await c.activate('KEY-BASIC');
    expect(status).toMatchObject({ state: 'activated', activation: { source: 'license-key', restored: false } });
    const answers = await c.hasFeatures(['visitor.elevator', 'person.detail', 'floor.assign', 'not.sold', 'unknown.key']);
    expect(answers.map((a) => a.reason)).toEqual(['licensed', 'not-licensed', 'not-licensed', 'not-licensed', 'not-mapped']);
    await c.activate('KEY-FULL');
    const full = await c.hasFeatures(['visitor.elevator', 'person.detail', 'floor.assign', 'by.name', 'not.sold']);
    expect(full.map((a) => a.reason)).toEqual(['licensed', 'licensed', 'licensed', 'licensed', 'not-licensed']);
  });

  it('refuses offline activation as unsupported, and says so in its status', async () => {
    const c = client();
    await c.initialize(documentText('wharf'));
    expect(await c.offlineStatus()).toMatchObject({ supported: false, step: 'none' });
    await expect(c.offlineRequest()).rejects.toMatchObject({
      category: 'usage',
      code: 'AUTH_OFFLINE_UNSUPPORTED',
      details: { provider: 'selfhosted' },
    });
    await expect(c.offlineApply({ updateCode: 'LVUPD1:0123456789abcdef' })).rejects.toMatchObject({ code: 'AUTH_OFFLINE_UNSUPPORTED' });
    expect(await received()).toEqual([]);
  });

  it('reports expired once the license has ended', async () => {
    const c = client();
    await c.initialize(documentText('wharf'));
    await c.activate('KEY-SOON');
    expect(await c.hasFeature('visitor.elevator')).toMatchObject({ licensed: true, expiresAt: '2030-01-01T00:00:00Z' });
    clock = Date.parse('2030-01-02T00:00:00Z');
    expect(await c.hasFeature('visitor.elevator')).toMatchObject({ licensed: false, reason: 'expired' });
  });

  it.each([
    ['an unknown key', 'KEY-NONE', 'wharf', () => {}, 'LICENSE_KEY_UNKNOWN'],
    ['no tenant key', 'KEY-FULL', 'wharf', (d: ConfigDocument) => delete d.selfhosted?.tenantKey, 'TENANT_KEY_REQUIRED'],
    [
      'another tenant',
      'KEY-FULL',
      'wharf',
      (d: ConfigDocument) => (d.selfhosted = { ...d.selfhosted, tenantKey: 'site-south' }),
      'TENANT_KEY_MISMATCH',
    ],
    ['another scenario', 'KEY-SCHOOL', 'wharf', () => {}, 'SCENARIO_MISMATCH'],
    ['another project', 'KEY-PROJECT', 'floating', (d: ConfigDocument) => (d.floating = { projectId: 'PRJ-OTHER' }), 'PROJECT_MISMATCH'],
    ['an expired license', 'KEY-OLD', 'wharf', () => {}, 'LICENSE_EXPIRED'],
  ] as const)('refuses %s with the service code, category license', async (_what, key, scenario, change, code) => {
    const c = client();
    await c.initialize(documentText(scenario, change));
    await expect(c.activate(key)).rejects.toMatchObject({ category: 'license', code });
    const status = await c.status();
    expect(status.state).toBe('initialized');
    expect(status.lastError).toMatchObject({ code });
  });

  it('binds a floating license to its project', async () => {
    const c = client();
    await c.initialize(documentText('floating'));
    expect((await c.activate('KEY-PROJECT')).state).toBe('activated');
    const sent = (await received()).find((x) => x.path.endsWith('/license/activate'));
    expect(sent?.body).toMatchObject({ scenario: 'floating', projectId: 'PRJ-2025-0417' });
  });

  it('counts this installation once, and refuses a second installation beyond the maximum', async () => {
    const first = client();
    await first.initialize(documentText('wharf'));
    await first.activate('KEY-ONE');
    await first.activate('KEY-ONE');
    const otherDir = await mkdtemp(join(tmpdir(), 'auth-selfhosted-other-'));
    try {
      const second = client(otherDir);
      await second.initialize(documentText('wharf'));
      await expect(second.activate('KEY-ONE')).rejects.toMatchObject({ code: 'ACTIVATIONS_EXHAUSTED' });
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('keeps the activation across a restart, with the key only in the secrets store', async () => {
    const first = client();
    await first.initialize(documentText('wharf'));
    await first.activate('KEY-FULL');
    await first.dispose();

    const kept = await readFile(join(dataDir, 'auth', 'activations.json'), 'utf8');
    expect(kept).not.toContain('KEY-FULL');
    expect(kept).not.toContain('site-north');
    expect(await readFile(join(dataDir, SECRETS_FILE), 'utf8')).toContain('KEY-FULL');

    const second = client();
    const status = await second.initialize(documentText('wharf'));
    expect(status).toMatchObject({ state: 'activated', activation: { restored: true } });
    expect(await second.hasFeature('floor.assign')).toMatchObject({ licensed: true });
    // The restore asked the service (status), it did not activate a second time.
    expect((await received()).map((x) => x.path.replace('/authorization', ''))).toEqual([
      '/license/activate',
      '/license/status',
      '/feature/check',
    ]);
  });

  it('never sends edgeDeviceId or tenantId of school to the service', async () => {
    const c = client();
    await c.initialize(documentText('school', (d) => (d.school = { edgeDeviceId: 'EDGE-7731-XY', tenantId: 'TENANT-CAMPUS-Q' })));
    await c.activate('KEY-SCHOOL');
    await c.hasFeatures(['visitor.elevator', 'floor.assign']);
    await c.dispose();
    await client().initialize(documentText('school', (d) => (d.school = { edgeDeviceId: 'EDGE-7731-XY', tenantId: 'TENANT-CAMPUS-Q' })));
    const calls = await received();
    expect(calls.map((x) => x.path.replace('/authorization', ''))).toEqual([
      '/license/activate',
      '/feature/check',
      '/feature/check',
      '/license/status',
    ]);
    const everything = JSON.stringify(calls);
    expect(everything).not.toContain('EDGE-7731-XY');
    expect(everything).not.toContain('TENANT-CAMPUS-Q');
    expect(everything).not.toMatch(/edgeDeviceId|tenantId/);
    // They go to the log (spec 2.6), where the license key never does.
    for (const l of logs) await l.flush();
    const logged = await readFile(join(dataDir, 'logs', 'console.jsonl'), 'utf8');
    expect(logged).toContain('"edgeDeviceId":"EDGE-7731-XY"');
    expect(logged).toContain('"tenantId":"TENANT-CAMPUS-Q"');
    expect(logged).toContain('"event":"auth.activate"');
    expect(logged).not.toContain('KEY-SCHOOL');
    expect(logged).not.toContain('site-north');
  });

  it('maps a service that is down to network, and keeps the activation for when it is back', async () => {
    const c = client();
    await c.initialize(documentText('wharf'));
    await c.activate('KEY-FULL');
    const baseUrl = service.baseUrl;
    await service.close();
    const answer = await c.hasFeature('visitor.elevator');
    // The kept-alive connection was cut (reset) or a new one refused: either way the network.
    expect(answer).toMatchObject({ licensed: false, reason: 'backend-error', error: { category: 'network' } });
    await c.dispose();
    // A restart while it is down: not activated for now, but the activation is not forgotten.
    const restarted = await client().initialize(documentText('wharf', () => {}, baseUrl));
    expect(restarted).toMatchObject({ state: 'initialized', lastError: { category: 'network', code: 'HTTP_REFUSED' } });
    expect(await readFile(join(dataDir, 'auth', 'activations.json'), 'utf8')).toMatch(/"source": "license-key"/);
  });

  it('maps a service that accepts but never answers to timeout', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((s) => sockets.add(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as { port: number }).port;
      const c = client(dataDir, { connectMs: 500, requestMs: 400 });
      await c.initialize(documentText('wharf', () => {}, `http://127.0.0.1:${port}/authorization`));
      const started = performance.now();
      await expect(c.activate('KEY-FULL')).rejects.toMatchObject({ category: 'timeout', code: 'HTTP_RESPONSE_TIMEOUT' });
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('maps answers that are not the service to envelope, malformed and http', async () => {
    const c = client();
    // The right server, a wrong path: its 404 envelope.
    await c.initialize(documentText('wharf', () => {}, service.baseUrl.replace('/authorization', '/wrong')));
    await expect(c.activate('KEY-FULL')).rejects.toMatchObject({
      category: 'envelope',
      code: 'AUTH_SERVICE_ERROR',
      details: { serviceCode: 'INVALID_REQUEST', status: 404 },
    });
    const web = createHttpServer((req, res) => {
      if (req.url?.startsWith('/page')) res.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
      else res.writeHead(502).end('Bad Gateway');
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(web.address() as { port: number }).port}`;
      await c.initialize(documentText('wharf', () => {}, `${origin}/page`));
      await expect(c.activate('KEY-FULL')).rejects.toMatchObject({ category: 'malformed', code: 'AUTH_SERVICE_MALFORMED' });
      await c.initialize(documentText('wharf', () => {}, `${origin}/proxy`));
      await expect(c.activate('KEY-FULL')).rejects.toMatchObject({
        category: 'http',
        code: 'AUTH_SERVICE_HTTP_STATUS',
        details: { status: 502 },
      });
    } finally {
      await http.close();
      await new Promise<void>((resolve) => web.close(() => resolve()));
    }
  });
});

describe('selfhosted pre-flight checks', () => {
  it("run at initialize: the address, a TCP connect and the service's clock, without any licensing call", async () => {
    const status = await client().initialize(documentText('wharf'));
    expect(status.preflight.map((s) => [s.id, s.verdict])).toEqual([
      ['url.form', 'pass'],
      ['service.connect', 'pass'],
      ['clock.server', 'pass'],
    ]);
    // The reference service runs on this laptop's clock: a second or two apart at most.
    expect(Math.abs(Number(status.preflight[2]?.facts?.skewMs))).toBeLessThanOrEqual(5_000);
    expect(await received()).toEqual([]);
  });

  it("warn when the service's clock is 5 minutes off the laptop's, with the skew, in both languages", async () => {
    // A service of the test's own whose Date header is 300 s ahead; every answer a 404 envelope.
    const ahead = createHttpServer((req, res) => {
      req.resume();
      res.writeHead(404, { 'content-type': 'application/json', date: new Date(Date.now() + 300_000).toUTCString() });
      res.end('{"success":false,"code":"INVALID_REQUEST","msg":"no such operation","data":null}');
    });
    await new Promise<void>((resolve) => ahead.listen(0, '127.0.0.1', resolve));
    try {
      const steps = await selfhostedPreflight(`http://127.0.0.1:${(ahead.address() as AddressInfo).port}/authorization`, http);
      const clock = steps.find((s) => s.id === 'clock.server');
      expect(clock?.verdict).toBe('warn');
      expect(Math.abs(Number(clock?.facts?.skewMs) - 300_000)).toBeLessThanOrEqual(5_000);
      expect(clock?.detail.en).toMatch(/clock is \+(29[5-9]|30[0-5]) s off the laptop's \(over 60 s\)/);
      expect(clock?.detail['zh-CN']).toMatch(/相差 \+(29[5-9]|30[0-5]) 秒/);
    } finally {
      ahead.closeAllConnections();
      await new Promise((resolve) => ahead.close(resolve));
    }
  });

  it('fail the connect when nothing listens, and warn about plain HTTP beyond the local network', async () => {
    const down = await selfhostedPreflight('http://127.0.0.1:1/authorization', http);
    expect(down[1]).toMatchObject({ id: 'service.connect', verdict: 'fail', facts: { reason: 'ECONNREFUSED' } });
    // Nothing listens, so there is no clock to read: not available, not a guess.
    expect(down[2]).toMatchObject({ id: 'clock.server', verdict: 'skipped' });
    expect(down[2]?.detail.en).toMatch(/^Not available/);
    expect(down[1]?.detail['zh-CN']).toContain('无法连接');
    const remote = await selfhostedPreflight('http://auth.example.invalid:8080/api', http);
    expect(remote[0]).toMatchObject({ id: 'url.form', verdict: 'warn' });
    expect(remote[0]?.detail.en).toMatch(/unencrypted/);
    expect((await selfhostedPreflight('https://auth.example.invalid/api', http))[0]).toMatchObject({
      verdict: 'pass',
      facts: { port: 443 },
    });
  });
});
