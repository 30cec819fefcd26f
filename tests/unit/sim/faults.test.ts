// Fault injection: every kind of fault in a service that E2 depends on gives UPSTREAM_UNAVAILABLE
// with nothing written, on every route, and the failure is worded and logged clearly.
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES, type ServiceResult } from '../../../shared/site';
import { FaultInjector } from '../../../sim/faults';
import { loadSiteData, startSite, type FaultSettings, type RunningSite, type SiteData } from '../../../sim/index';
import { createElevatorService } from '../../../sim/services/elevator';
import {
  boundTo,
  call,
  e1Url,
  e2Url,
  lastE2Calls,
  rootOf,
  rulesOf,
  setFaults,
  simState,
  SMALL_SITE,
  startTestSite,
  written,
} from './site-helpers';

let site: RunningSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('FaultInjector decides deterministically', () => {
  const pattern = (injector: FaultInjector, path: string, n: number): Array<string | null> =>
    Array.from({ length: n }, () => {
      const d = injector.decide(path);
      return d === null ? null : (d.answer ?? 'pass');
    });

  it('fires a rate r on call n when floor(n·r) grows', () => {
    expect(pattern(new FaultInjector({ errorRate: 1 }), '/x', 3)).toEqual(['error', 'error', 'error']);
    expect(pattern(new FaultInjector({ errorRate: 0.5 }), '/x', 4)).toEqual(['pass', 'error', 'pass', 'error']);
    expect(pattern(new FaultInjector({ errorRate: 0.25 }), '/x', 8)).toEqual([
      'pass',
      'pass',
      'pass',
      'error',
      'pass',
      'pass',
      'pass',
      'error',
    ]);
    expect(pattern(new FaultInjector({ errorRate: 0.1 }), '/x', 10).filter((k) => k === 'error')).toHaveLength(1);
    expect(pattern(new FaultInjector({}), '/x', 2)).toEqual([null, null]);
  });

  it('lets reset win over stall over malformed over error, filters by path, and restarts on set', () => {
    expect(pattern(new FaultInjector({ errorRate: 1, malformedRate: 1, stallRate: 1, resetRate: 1 }), '/x', 1)).toEqual(['reset']);
    expect(pattern(new FaultInjector({ errorRate: 1, malformedRate: 1 }), '/x', 1)).toEqual(['malformed']);
    const byPath = new FaultInjector({ errorRate: 1, paths: ['/a', '/b/*'] });
    expect([byPath.decide('/a')?.answer, byPath.decide('/b/c')?.answer, byPath.decide('/c')]).toEqual(['error', 'error', null]);
    const injector = new FaultInjector({ errorRate: 0.5 });
    injector.decide('/x');
    injector.set({ errorRate: 0.5 });
    expect(pattern(injector, '/x', 2)).toEqual(['pass', 'error']);
    expect(new FaultInjector({ latencyMs: 20 }).decide('/x')).toEqual({ latencyMs: 20, answer: null });
  });
});

type Kind = 'error' | 'malformed' | 'reset' | 'stall' | 'latency';
const KINDS: Kind[] = ['error', 'malformed', 'reset', 'stall', 'latency'];
// Latency longer than the elevator application's limit (250 ms in these tests).
const LATENCY_MS = 500;

function faultOf(kind: Kind, paths: string[]): FaultSettings {
  switch (kind) {
    case 'error':
      return { errorRate: 1, paths };
    case 'malformed':
      return { malformedRate: 1, paths };
    case 'reset':
      return { resetRate: 1, paths };
    case 'stall':
      return { stallRate: 1, stallMs: 10_000, paths };
    case 'latency':
      return { latencyMs: LATENCY_MS, paths };
  }
}

// What the elevator application's log says about each kind of failure.
const WORDS: Record<Kind, RegExp> = {
  error: /answered HTTP 503 \(INTERNAL_ERROR: injected fault/,
  malformed: /answered HTTP 200 with a body that is not JSON/,
  reset: /closed or reset the connection before the answer was complete/,
  stall: /started an answer and then stalled: it was not complete after 250 ms/,
  latency: /did not answer within 250 ms/,
};

const TARGETS = [
  { name: 'organization E1', service: 'organization', paths: ['/component/person/detail'], body: { visitorId: 'V2' }, endpoint: 'E1' },
  {
    name: 'organization E3',
    service: 'organization',
    paths: ['/component/imagestore/person/batchBind'],
    body: { visitorId: 'V2', floorIds: ['A-02', 'B-02'] },
    endpoint: 'E3',
  },
  {
    name: 'common E4',
    service: 'common',
    paths: ['/sysetting/zone/page'],
    body: { visitorId: 'V2', floorIds: ['A-02', 'B-02'] },
    endpoint: 'E4',
  },
] as const;

describe('a fault in a service E2 depends on gives UPSTREAM_UNAVAILABLE, nothing written', () => {
  for (const target of TARGETS) {
    for (const route of ROUTES) {
      it.each(KINDS)(`${target.name}, %s, via ${route}`, async (kind) => {
        // No zone cache: every E2 must really page E4.
        site = await startTestSite({ zoneCache: { ttlMs: 0 } });
        await call(e2Url(site, 'direct'), { visitorId: 'V1' });
        const before = await written(site);
        await setFaults(site, target.service, faultOf(kind, [...target.paths]));

        const started = Date.now();
        const answer = await call(e2Url(site, route), target.body);
        expect(answer.status).toBe(200);
        const envelope = answer.json as ServiceResult<boolean>;
        expect(envelope).toMatchObject({ success: false, code: 'UPSTREAM_UNAVAILABLE', data: null });
        expect(envelope.msg).toMatch(WORDS[kind]);
        expect(envelope.msg).toContain('nothing was written');
        // Stalls and silences fail within the limit, not after the stall.
        expect(Date.now() - started).toBeLessThan(2_000);

        const failed = (await lastE2Calls(site)).at(-1);
        expect(failed).toMatchObject({ endpoint: target.endpoint, target: target.service, source: 'network', ok: false });
        expect(failed?.error).toMatch(WORDS[kind]);

        // A slow service must not act after the caller gave up: wait out the delay, then look.
        if (kind === 'latency') await sleep(LATENCY_MS + 100 - (Date.now() - started));
        expect(await written(site)).toEqual(before);
        const faulted = (await simState(site, target.service)).calls.filter((c) => c.fault !== null);
        expect(faulted.length).toBeGreaterThan(0);
        expect(faulted.every((c) => c.fault === kind)).toBe(true);
      });
    }
  }
});

describe('undoing bindings when a later E3 fails', () => {
  it('unbinds the store this call bound when the next store fails', async () => {
    site = await startTestSite();
    const before = await written(site);
    // Every second batchBind fails: IS-A binds, IS-B answers 503.
    await setFaults(site, 'organization', { errorRate: 0.5, paths: ['/component/imagestore/person/batchBind'] });
    const answer = await call(e2Url(site, 'direct'), { visitorId: 'V2', floorIds: ['A-02', 'B-02'] });
    const envelope = answer.json as ServiceResult<boolean>;
    expect(envelope.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(envelope.msg).toContain('nothing was written (the binding to IS-A was undone)');
    const calls = await lastE2Calls(site);
    expect(calls.map((c) => [c.endpoint, c.ok, c.request])).toEqual([
      ['E4', true, { pageNo: 1, pageSize: 200 }],
      ['E3', true, { imageStoreId: 'IS-A', personIds: ['V2'] }],
      ['E3', false, { imageStoreId: 'IS-B', personIds: ['V2'] }],
      ['E3-unbind', true, { imageStoreId: 'IS-A', personIds: ['V2'] }],
    ]);
    expect(await boundTo(site, 'IS-A')).not.toContain('V2');
    // The organization's revision moved (bound, then unbound); what it holds is as before.
    const after = await written(site);
    expect((after.organization as { imageStores: unknown }).imageStores).toEqual(
      (before.organization as { imageStores: unknown }).imageStores,
    );
    expect(after.elevator).toEqual(before.elevator);
  });

  it('leaves a binding the visitor had before the call', async () => {
    site = await startTestSite();
    await call(e2Url(site, 'direct'), { visitorId: 'V2', floorIds: ['A-02'] });
    await setFaults(site, 'organization', { errorRate: 0.5, paths: ['/component/imagestore/person/batchBind'] });
    const answer = await call(e2Url(site, 'direct'), { visitorId: 'V2', floorIds: ['A-03', 'B-02'] });
    expect((answer.json as ServiceResult<boolean>).code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await lastE2Calls(site)).map((c) => [c.endpoint, c.ok])).toEqual([
      ['E4', true],
      ['E3', true],
      ['E3', false],
    ]);
    expect(await boundTo(site, 'IS-A')).toContain('V2');
    expect(await boundTo(site, 'IS-B')).not.toContain('V2');
    expect(await rulesOf(site, 'V2')).toEqual(['A-02']);
  });

  it('says so when the undo itself fails', async () => {
    site = await startTestSite();
    await setFaults(site, 'organization', { errorRate: 0.5, paths: ['/component/imagestore/person/*'] });
    const answer = await call(e2Url(site, 'direct'), { visitorId: 'V2', floorIds: ['A-02', 'B-02'] });
    const envelope = answer.json as ServiceResult<boolean>;
    // Calls 1 (bind IS-A) and 3 (unbind IS-A) pass, call 2 (bind IS-B) fails: the undo works.
    expect(envelope.msg).toContain('was undone');
    await setFaults(site, 'organization', { errorRate: 2 / 3, paths: ['/component/imagestore/person/*'] });
    // Now bind IS-A passes (call 1), bind IS-B fails (call 2), unbind IS-A fails (call 3).
    const stuck = await call(e2Url(site, 'direct'), { visitorId: 'V2', floorIds: ['A-02', 'B-02'] });
    const stuckEnvelope = stuck.json as ServiceResult<boolean>;
    expect(stuckEnvelope.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(stuckEnvelope.msg).toMatch(/undoing the binding failed, so visitor V2 stays bound to IS-A .*; no access rule was written/);
    expect(await rulesOf(site, 'V2')).toBeUndefined();
  });
});

describe('faults of the elevator application itself', () => {
  it.each(KINDS)('the intermediary answers UPSTREAM_UNAVAILABLE for %s, and the elevator application writes nothing', async (kind) => {
    site = await startTestSite({ timeouts: { upstreamMs: 250, relayMs: 300, connectMs: 500 } });
    const before = await written(site);
    await setFaults(site, 'elevator', kind === 'latency' ? { latencyMs: 600 } : faultOf(kind, ['/elevator/person/add/visitor']));
    const started = Date.now();
    const answer = await call(e2Url(site, 'intermediary'), { visitorId: 'V2' });
    expect(answer.status).toBe(200);
    const envelope = answer.json as ServiceResult<boolean>;
    expect(envelope).toMatchObject({ success: false, code: 'UPSTREAM_UNAVAILABLE', data: null });
    expect(envelope.msg).toMatch(/^the intermediary component could not complete the call: the elevator application /);
    expect(Date.now() - started).toBeLessThan(2_000);
    if (kind === 'latency') await sleep(700 - (Date.now() - started));
    expect(await written(site)).toEqual(before);
  });

  it('the gateway passes what it got, and answers 502/504 when it got nothing', async () => {
    site = await startTestSite({ timeouts: { upstreamMs: 250, relayMs: 300, connectMs: 500 } });
    const via = (): Promise<Awaited<ReturnType<typeof call>>> => call(e2Url(site as RunningSite, 'gateway'), { visitorId: 'V2' });

    await setFaults(site, 'elevator', { errorRate: 1 });
    const error = await via();
    expect([error.status, (error.json as ServiceResult<boolean>).code]).toEqual([503, 'INTERNAL_ERROR']);

    await setFaults(site, 'elevator', { malformedRate: 1 });
    const malformed = await via();
    expect([malformed.status, malformed.json]).toEqual([200, undefined]);

    await setFaults(site, 'elevator', { resetRate: 1 });
    const reset = await via();
    expect([reset.status, (reset.json as ServiceResult<boolean>).code]).toEqual([502, 'UPSTREAM_UNAVAILABLE']);

    await setFaults(site, 'elevator', { stallRate: 1 });
    const stall = await via();
    expect([stall.status, (stall.json as ServiceResult<boolean>).code]).toEqual([504, 'UPSTREAM_UNAVAILABLE']);
    expect((stall.json as ServiceResult<boolean>).msg).toContain('stalled: it was not complete after 300 ms');
  });
});

describe('fault settings', () => {
  it('come from the data file, per service, from the start', async () => {
    const data = await loadSiteData(fileURLToPath(new URL('../../fixtures/sim/with-faults.json', import.meta.url)));
    site = await startTestSite({ data });
    const answer = await call(e2Url(site, 'direct'), { visitorId: 'V1', floorIds: ['A-01'] });
    expect((answer.json as ServiceResult<boolean>).msg).toMatch(/^the common component service answered HTTP 502 /);
    expect((await simState(site, 'common')).faults).toEqual({ errorRate: 1, errorStatus: 502 });
  });

  it('never touch /__sim, are replaced by POST /__sim/faults and cleared by {}', async () => {
    site = await startTestSite();
    await setFaults(site, 'organization', { errorRate: 1 });
    expect((await call(`${rootOf(site, 'organization')}/__sim/ping`, undefined, 'GET')).status).toBe(200);
    expect((await call(e1Url(site, 'direct'), { personId: 'P1' })).status).toBe(503);
    expect((await call(`${rootOf(site, 'organization')}/__sim/faults`, undefined, 'GET')).json).toMatchObject({ data: { errorRate: 1 } });
    await setFaults(site, 'organization', {});
    expect((await call(e1Url(site, 'direct'), { personId: 'P1' })).status).toBe(200);
  });

  it('refuses bad settings with 400 and an envelope that points at them', async () => {
    site = await startTestSite();
    const answer = await call(`${rootOf(site, 'common')}/__sim/faults`, { errorRate: 1.5, stallMS: 3 });
    expect(answer.status).toBe(400);
    const envelope = answer.json as ServiceResult<unknown>;
    expect(envelope.code).toBe('INVALID_REQUEST');
    // Validation stops at the first error (a request body is someone else's input: it must not
    // cost one error per wrong item); the next one is reported once the first is fixed.
    expect(envelope.msg).toContain('/stallMS is not a known property');
    const next = await call(`${rootOf(site, 'common')}/__sim/faults`, { errorRate: 1.5, stallMs: 3 });
    expect((next.json as ServiceResult<unknown>).msg).toContain('/errorRate must be <= 1');
    expect((await simState(site, 'common')).faults).toEqual({});
  });

  it('latency under the limit only slows E2 down', async () => {
    site = await startTestSite();
    await setFaults(site, 'organization', { latencyMs: 100 });
    const started = Date.now();
    const answer = await call(e2Url(site, 'gateway'), { visitorId: 'V1' });
    expect((answer.json as ServiceResult<boolean>).success).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect((await simState(site, 'organization')).calls.every((c) => c.fault === 'latency')).toBe(true);
  });

  it('reset, stalled and abandoned calls are logged too, with no status', async () => {
    site = await startTestSite();
    await setFaults(site, 'organization', { stallRate: 1, stallMs: 10_000 });
    await call(e2Url(site, 'direct'), { visitorId: 'V1' });
    const calls = (await simState(site, 'organization')).calls;
    expect(calls.at(-1)).toMatchObject({ path: '/organization/component/person/detail', status: null, fault: 'stall' });
  });
});

describe('an unreachable service', () => {
  it('gives UPSTREAM_UNAVAILABLE that says the connection was refused', async () => {
    site = await startTestSite();
    // A port that was free a moment ago and has nobody listening now.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const elevator = createElevatorService({
      organizationUrl: site.urls.organization,
      commonUrl: `http://127.0.0.1:${port}/common`,
      timeouts: { connectMs: 500, responseMs: 250 },
      zoneCache: { ttlMs: 0, pageSize: 200 },
    });
    await elevator.listen('127.0.0.1', 0);
    try {
      const answer = await call(`${elevator.baseUrl}/elevator/person/add/visitor`, { visitorId: 'V1', floorIds: ['A-02'] });
      const envelope = answer.json as ServiceResult<boolean>;
      expect(envelope.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(envelope.msg).toContain('the common component service refused the connection: it is not running or not listening there');
      expect(envelope.msg).toContain(`http://127.0.0.1:${port}/common/sysetting/zone/page`);
    } finally {
      await elevator.close();
    }
  });

  it('a whole site can run without its common component service answering, and says so', async () => {
    const data: SiteData = { ...structuredClone(SMALL_SITE), faults: { common: { resetRate: 1 } } };
    site = await startSite({ data, timeouts: { connectMs: 500, upstreamMs: 250, relayMs: 1500 } });
    for (const route of ROUTES) {
      const envelope = (await call(e2Url(site, route), { visitorId: 'V1', floorIds: ['A-02'] })).json as ServiceResult<boolean>;
      expect(envelope.code).toBe('UPSTREAM_UNAVAILABLE');
    }
  });
});
