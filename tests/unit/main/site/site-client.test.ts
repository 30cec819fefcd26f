import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../../main/http/client';
import { SITE_CALL_LOG_FILE, SiteCallLog } from '../../../../main/site/call-log';
import { SiteClient } from '../../../../main/site/site-client';
import { ConsoleError } from '../../../../shared/errors';
import type { EnvelopeFieldNames, SiteProfile } from '../../../../shared/site';
import type { RunningSite } from '../../../../sim/index';
import { rulesOf, setFaults, startTestSite } from '../../sim/site-helpers';

let site: RunningSite;
let profile: SiteProfile;
const http = new HttpClient();
const dataDir = mkdtempSync(join(tmpdir(), 'site-console-site-'));
const log = new SiteCallLog(dataDir);
const client = new SiteClient(http, log);

beforeAll(async () => {
  site = await startTestSite();
  profile = { ...site.profile, timeouts: { connectMs: 500, requestMs: 3_000 } };
});

afterAll(async () => {
  await http.close();
  await site.close();
});

describe('L1 and L2 on every route against the reference site', () => {
  it.each(['direct', 'gateway'] as const)('L1 person detail over %s gives the person and the floor list', async (route) => {
    const result = await client.personDetail(profile, 'P2', { route });
    expect(result.outcome).toBe('success');
    expect(result.route).toBe(route);
    expect(result.data?.personId).toBe('P2');
    expect(result.data?.floorList.map((f) => f.floorId).sort()).toEqual(['A-05', 'B-03']);
    expect(result.envelope).toMatchObject({ success: true, code: '0' });
    expect(result.record).toMatchObject({ operation: 'personDetail', route, status: 200, outcome: 'success' });
    expect(result.record.url).toContain(
      route === 'gateway' ? '/gw/organization/component/person/detail' : '/organization/component/person/detail',
    );
  });

  it('refuses L1 over the intermediary as a usage error before any call', async () => {
    const error = await client.personDetail(profile, 'P1', { route: 'intermediary' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleError);
    expect([(error as ConsoleError).category, (error as ConsoleError).code]).toEqual(['usage', 'SITE_ROUTE_NOT_FOR_OPERATION']);
  });

  it.each(['direct', 'gateway', 'intermediary'] as const)('L2 visitor access over %s writes the chosen floors', async (route) => {
    const floors = route === 'direct' ? ['A-03'] : route === 'gateway' ? ['A-02', 'A-03'] : ['A-02'];
    const result = await client.addVisitorAccess(profile, 'V1', floors, { route });
    expect(result.outcome).toBe('success');
    expect(result.data).toBe(true);
    expect((await rulesOf(site, 'V1'))?.sort()).toEqual([...floors].sort());
  });

  it('L2 with no floors lets the elevator application complete them from the visitor’s floor list (rule 3)', async () => {
    const result = await client.addVisitorAccess(profile, 'V2', undefined, { route: 'direct' });
    expect(result.outcome).toBe('success');
    expect(JSON.parse(result.record.requestBody)).toEqual({ visitorId: 'V2' });
    expect((await rulesOf(site, 'V2'))?.sort()).toEqual(['A-02', 'B-02']);
  });

  it('reports the site’s own failures with category envelope and the site’s code', async () => {
    const person = await client.personDetail(profile, 'NOPE');
    expect(person.outcome).toBe('failure');
    expect(person.error).toMatchObject({ category: 'envelope', code: 'PERSON_NOT_FOUND' });
    expect(person.envelope).toMatchObject({ success: false, code: 'PERSON_NOT_FOUND' });
    const noFloors = await client.addVisitorAccess(profile, 'V3', [], { route: 'intermediary' });
    expect(noFloors.error).toMatchObject({ category: 'envelope', code: 'NO_FLOORS' });
    const unknownFloor = await client.addVisitorAccess(profile, 'V1', ['Z-99'], { route: 'gateway' });
    expect(unknownFloor.error).toMatchObject({ category: 'envelope', code: 'FLOOR_NOT_FOUND' });
    expect(unknownFloor.error?.message).toContain('over gateway');
  });
});

describe('fault kinds of the reference site', () => {
  const fast = (): SiteProfile => ({ ...profile, timeouts: { connectMs: 500, requestMs: 700 } });
  beforeEach(async () => {
    await setFaults(site, 'organization', {});
  });
  afterAll(async () => {
    await setFaults(site, 'organization', {});
  });

  it.each([
    [{ errorRate: 1, errorStatus: 503 }, 'envelope', 'INTERNAL_ERROR'],
    [{ malformedRate: 1 }, 'malformed', 'SITE_JSON_CUT_SHORT'],
    [{ resetRate: 1 }, 'network', 'HTTP_RESET'],
    [{ stallRate: 1, stallMs: 5_000 }, 'timeout', 'HTTP_BODY_TIMEOUT'],
    [{ latencyMs: 3_000 }, 'timeout', 'HTTP_RESPONSE_TIMEOUT'],
  ] as const)('%o is %s (%s), within the profile’s limits', async (faults, category, code) => {
    await setFaults(site, 'organization', faults);
    const started = performance.now();
    const result = await client.personDetail(fast(), 'P1', { route: 'direct' });
    expect(result.outcome).toBe('failure');
    expect(result.error).toMatchObject({ category, code });
    expect(result.error?.details).toMatchObject({ route: 'direct', operation: 'personDetail' });
    expect(result.record).toMatchObject({ outcome: 'failure', category, code });
    // Not a benchmark: the call must not hang beyond its limit (700 ms) by more than scheduling slack.
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('a gateway whose service fails answers an envelope of its own; the console says so', async () => {
    await setFaults(site, 'organization', { resetRate: 1 });
    const result = await client.personDetail(fast(), 'P1', { route: 'gateway' });
    expect(result.error?.category).toBe('envelope');
    expect(result.error?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('a service that is not listening is a network failure', async () => {
    const down: SiteProfile = { ...fast(), services: { ...profile.services, organization: 'http://127.0.0.1:9/organization' } };
    const result = await client.personDetail(down, 'P1', { route: 'direct' });
    expect(result.error).toMatchObject({ category: 'network', code: 'HTTP_REFUSED' });
  });
});

describe('envelopes real sites send', () => {
  let server: Server;
  let answer: { status: number; body: string; headers?: Record<string, string> } = { status: 200, body: '{}' };
  let base = '';
  const seen: { headers: Record<string, unknown>; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const own = (envelope?: EnvelopeFieldNames, auth?: SiteProfile['auth']): SiteProfile => ({
    profileVersion: 1,
    name: 'Own site',
    services: { organization: `${base}/org`, elevator: `${base}/elev` },
    defaultRoute: 'direct',
    timeouts: { connectMs: 500, requestMs: 2_000 },
    ...(envelope ? { envelope } : {}),
    ...(auth ? { auth } : {}),
  });
  const person = { personId: 'P9', personName: 'X', personType: 'staff', orgUnitId: null, floorList: [] };
  const e2 = async (status: number, body: unknown, envelope?: EnvelopeFieldNames) => {
    answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
    return client.addVisitorAccess(own(envelope), 'V9', ['F1']);
  };

  it.each([
    [{ success: true, code: '0', msg: 'success', data: true }, 'success'],
    [{ code: 0, message: 'ok', data: true }, 'success'],
    [{ code: '0', data: true }, 'success'],
    [{ code: 200, errMsg: '', data: true }, 'success'],
    [{ success: true, data: false }, 'no'],
    [{ code: 0, data: false }, 'no'],
  ] as const)('%o is %s', async (body, outcome) => {
    expect((await e2(200, body)).outcome).toBe(outcome);
  });

  it.each([
    [
      { success: false, code: 'VISITOR_NOT_FOUND', msg: 'visitor V9 does not exist', data: null },
      'VISITOR_NOT_FOUND',
      'visitor V9 does not exist',
    ],
    [{ code: 4001, message: 'visitor missing' }, '4001', 'visitor missing'],
    [{ code: '500', errMsg: 'db down' }, '500', 'db down'],
    [{ success: false }, 'UNKNOWN', ''],
  ] as const)('%o is an envelope failure with the site’s code and message', async (body, code, message) => {
    const result = await e2(200, body);
    expect(result.error).toMatchObject({ category: 'envelope', code });
    expect(result.error?.details?.siteMessage).toBe(message);
  });

  it('reads renamed fields when the profile names them', async () => {
    const fields = { success: 'ok', code: 'retCode', message: 'retMsg', data: 'result' };
    expect((await e2(200, { ok: true, retCode: 'X0', result: true }, fields)).outcome).toBe('success');
    const failed = await e2(200, { ok: false, retCode: 'E42', retMsg: 'no such visitor' }, fields);
    expect(failed.error).toMatchObject({ category: 'envelope', code: 'E42', details: { siteMessage: 'no such visitor' } });
  });

  it('tells malformed answers and HTTP statuses without an envelope apart', async () => {
    expect((await e2(200, '<html>login</html>')).error).toMatchObject({ category: 'malformed', code: 'SITE_NOT_JSON' });
    // JSON that stops before it ends was cut short on its way, whatever its coding: not a web page, not the gzip.
    for (const cut of ['{"success":true,"code":"0","da', '{"success":true,"code":"0","data":true', '[1,2'])
      expect((await e2(200, cut)).error, cut).toMatchObject({
        category: 'malformed',
        code: 'SITE_JSON_CUT_SHORT',
        details: { bytes: Buffer.byteLength(cut) },
      });
    expect((await e2(200, '{"success":true}x')).error).toMatchObject({ code: 'SITE_NOT_JSON' });
    expect((await e2(200, { hello: 'world' })).error).toMatchObject({ category: 'malformed', code: 'SITE_NOT_ENVELOPE' });
    expect((await e2(200, [1, 2])).error).toMatchObject({ category: 'malformed', code: 'SITE_NOT_ENVELOPE' });
    expect((await e2(200, { success: true, data: { not: 'a boolean' } })).error).toMatchObject({
      category: 'malformed',
      code: 'SITE_UNEXPECTED_DATA',
    });
    expect((await e2(404, '<h1>Not Found</h1>')).error).toMatchObject({
      category: 'http',
      code: 'SITE_HTTP_STATUS',
      details: { status: 404 },
    });
    expect((await e2(502, { error: 'bad gateway' })).error).toMatchObject({ category: 'http', code: 'SITE_HTTP_STATUS' });
    expect((await e2(400, { success: false, code: 'INVALID_REQUEST', msg: 'visitorId is required' })).error).toMatchObject({
      category: 'envelope',
      code: 'INVALID_REQUEST',
    });
  });

  it('takes JSON that a gateway answers with its own status for that status, not for the site saying no, with advice for that status', async () => {
    // nginx's error_page turned into JSON while the service behind it is down: the gateway was reached.
    answer = { status: 502, body: JSON.stringify({ code: 502, message: 'Bad Gateway' }), headers: { server: 'nginx/1.22.1' } };
    const down = (await client.addVisitorAccess(own(), 'V1', [])).error;
    expect(down).toMatchObject({
      category: 'http',
      code: 'SITE_HTTP_STATUS',
      details: { status: 502, siteCode: '502', siteMessage: 'Bad Gateway' },
    });
    expect(down?.details?.advice).toMatchObject({
      en: expect.stringContaining(
        'A gateway answered for the service (Server: nginx/1.22.1): the gateway was reached, but the service behind it did not answer properly',
      ),
      'zh-CN': expect.stringContaining('网关可达'),
    });
    // A gateway's own 401 names what it asked for; the profile's authentication is where to look.
    answer = {
      status: 401,
      body: JSON.stringify({ code: 401, msg: 'token invalid or expired' }),
      headers: { 'www-authenticate': 'Bearer realm="gw"' },
    };
    const refused = (await client.addVisitorAccess(own(), 'V1', [])).error;
    expect(refused).toMatchObject({ category: 'http', code: 'SITE_HTTP_STATUS', details: { status: 401, siteCode: '401' } });
    expect(refused?.message).toContain('It asks for credentials (WWW-Authenticate: Bearer realm="gw")');
    // A redirect names where it goes.
    answer = {
      status: 301,
      body: '<html>moved</html>',
      headers: { location: 'https://10.0.0.5/elevator-app/elevator/person/add/visitor' },
    };
    expect((await client.addVisitorAccess(own(), 'V1', [])).error?.message).toContain(
      'It redirects to https://10.0.0.5/elevator-app/elevator/person/add/visitor, and the console does not follow redirects',
    );
    // The site's own codes stay the site's answer whatever the status a site sends them with.
    expect((await e2(404, { success: false, code: 'VISITOR_NOT_FOUND', msg: 'no V1' })).error).toMatchObject({
      category: 'envelope',
      code: 'VISITOR_NOT_FOUND',
    });
    expect((await e2(500, { code: 'E500', msg: 'db down' })).error).toMatchObject({ category: 'envelope', code: 'E500' });
  });

  it('sends the bearer token but keeps it out of the call log, even when the site echoes it', async () => {
    const token = 'tok-very-secret-9f8e7d';
    answer = { status: 200, body: JSON.stringify({ success: false, code: 'DENIED', msg: `token ${token} refused` }) };
    const result = await client.personDetail(own(undefined, { type: 'bearer', token }), 'P9');
    expect(seen.at(-1)?.headers.authorization).toBe(`Bearer ${token}`);
    expect(seen.at(-1)?.headers.traceparent).toBe(result.record.traceparent);
    expect(JSON.stringify(result.record)).not.toContain(token);
    expect(JSON.stringify(await log.list())).not.toContain(token);
    expect(readFileSync(join(dataDir, SITE_CALL_LOG_FILE), 'utf8')).not.toContain(token);
  });

  it('sends a header secret under its name and refuses to call without it', async () => {
    answer = { status: 200, body: JSON.stringify({ success: true, code: '0', msg: 'ok', data: person }) };
    const ok = await client.personDetail(own(undefined, { type: 'header', name: 'X-Api-Key', value: 'key-123456' }), 'P9');
    expect(ok.outcome).toBe('success');
    expect(seen.at(-1)?.headers['x-api-key']).toBe('key-123456');
    const error = await client.personDetail(own(undefined, { type: 'bearer' }), 'P9').catch((e: unknown) => e);
    expect((error as ConsoleError).code).toBe('SITE_SECRET_MISSING');
  });

  it('refuses, as the profile’s problem and before sending, a secret that an HTTP header cannot carry', async () => {
    const sent = seen.length;
    for (const [auth, field, position, what] of [
      [{ type: 'bearer', token: 'tok\n' }, 'auth.token', 4, 'a line break'],
      [{ type: 'header', name: 'X-Api-Key', value: 'key-ü中' }, 'auth.value', 6, 'a character beyond Latin-1'],
    ] as const) {
      const error = (await client.personDetail(own(undefined, auth), 'P9').catch((e: unknown) => e)) as ConsoleError;
      expect(error).toMatchObject({ category: 'usage', code: 'SITE_SECRET_UNSENDABLE', details: { field, position } });
      expect(error.message).toContain(`holds ${what} at character ${position}`);
      expect(error.message).not.toContain('中');
    }
    expect(seen.length).toBe(sent);
  });
});

describe('the call log', () => {
  it('keeps every call across restarts, newest first, filterable', async () => {
    const again = new SiteCallLog(dataDir);
    const all = await again.list({ limit: 1000 });
    expect(all.length).toBeGreaterThan(10);
    expect(all[0]!.at >= all.at(-1)!.at).toBe(true);
    const failures = await again.list({ outcome: 'failure', operation: 'personDetail' });
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((r) => r.outcome === 'failure' && r.operation === 'personDetail')).toBe(true);
    const byCode = await again.list({ text: 'person_not_found' });
    expect(byCode.some((r) => r.code === 'PERSON_NOT_FOUND')).toBe(true);
    const gateway = await again.list({ route: 'gateway' });
    expect(gateway.every((r) => r.route === 'gateway')).toBe(true);
    const one = all.find((r) => r.status === 200)!;
    expect(one.traceparent).toBe(`00-${one.id}-${one.traceparent.split('-')[2]}-01`);
    expect(one.timings?.totalMs).toBeGreaterThan(0);
  });

  it('rotates by size and still lists the previous file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-console-rotate-'));
    const small = new SiteCallLog(dir, 2_000);
    const record = (await log.list({ limit: 1 }))[0]!;
    for (let i = 0; i < 10; i++) await small.append({ ...record, id: `r${i}` });
    expect(readFileSync(join(dir, `${SITE_CALL_LOG_FILE}.1`), 'utf8').length).toBeGreaterThan(0);
    const listed = await small.list();
    expect(listed[0]!.id).toBe('r9');
    expect(listed.length).toBeGreaterThan(1);
  });
});
