// Each service records the body and the caller's traceparent of every call it receives, and the
// relays pass the traceparent on, so that a console finds its own E2 in the elevator application's
// record on every route.
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSite } from '../../../sim/index';
import type { Route } from '../../../shared/site';
import { e2Url, setFaults, simState, startTestSite } from './site-helpers';

let site: RunningSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site.close();
});

describe('traceparent in /__sim/state', () => {
  it.each<Route>(['direct', 'gateway', 'intermediary'])(
    'the elevator application records the console’s traceparent and body over %s',
    async (route) => {
      const traceparent = `00-${route
        .padEnd(32, '0')
        .replace(/[^0-9a-f]/g, 'a')
        .slice(0, 32)}-00f067aa0ba902b7-01`;
      const body = { visitorId: 'V1', floorIds: ['A-02'] };
      const answer = await request(e2Url(site, route), {
        method: 'POST',
        headers: { 'content-type': 'application/json', traceparent },
        body: JSON.stringify(body),
      });
      await answer.body.text();
      const { calls } = await simState(site, 'elevator');
      const mine = calls.find((c) => c.traceparent === traceparent);
      expect(mine?.request).toEqual(body);
      expect(mine?.calls.map((c) => c.endpoint)).toContain('E3');
      if (route !== 'direct') {
        // A relay passes the caller's traceparent on as it came, and its record of the relayed call says so.
        const relayed = (await simState(site, route)).calls.find((c) => c.traceparent === traceparent);
        expect(relayed?.calls.map((c) => c.traceparent)).toEqual([traceparent]);
      }
    },
  );
});

describe('the elevator application passes the trace on', () => {
  // A site of its own with the zone cache off, so that every E2 pages E4 over the network.
  let own: RunningSite;
  beforeAll(async () => {
    own = await startTestSite({ zoneCache: { ttlMs: 0 } });
  });
  afterAll(async () => {
    await own.close();
  });

  const spanOf = (traceparent: string | null): string => traceparent?.split('-')[2] ?? '';
  const traceOf = (traceparent: string | null): string => traceparent?.split('-')[1] ?? '';

  async function sendE2(body: unknown, traceparent?: string): Promise<string> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(traceparent ? { traceparent } : {}) };
    const answer = await request(e2Url(own, 'direct'), { method: 'POST', headers, body: JSON.stringify(body) });
    return ((await answer.body.json()) as { code: string }).code;
  }

  it('sends E1, E4 and E3 with the same trace id, a new span id each and the same flags, and each service records it', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const traceparent = `00-${traceId}-00f067aa0ba902b7-01`;
    expect(await sendE2({ visitorId: 'V1' }, traceparent)).toBe('0');
    const mine = (await simState(own, 'elevator')).calls.find((c) => c.traceparent === traceparent);
    const downstream = mine?.calls ?? [];
    expect(downstream.map((c) => c.endpoint)).toEqual(['E1', 'E4', 'E3']);
    for (const c of downstream) {
      expect(c.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
      expect(traceOf(c.traceparent)).toBe(traceId);
      expect(spanOf(c.traceparent)).not.toBe('00f067aa0ba902b7');
    }
    expect(new Set(downstream.map((c) => spanOf(c.traceparent))).size).toBe(downstream.length);

    // The organization service and the common component service each hold the call they received under that header.
    const organization = (await simState(own, 'organization')).calls.filter((c) => traceOf(c.traceparent) === traceId);
    const common = (await simState(own, 'common')).calls.filter((c) => traceOf(c.traceparent) === traceId);
    expect(organization.map((c) => c.path)).toEqual([
      '/organization/component/person/detail',
      '/organization/component/imagestore/person/batchBind',
    ]);
    expect(organization.map((c) => c.traceparent)).toEqual([downstream[0]?.traceparent, downstream[2]?.traceparent]);
    expect(common.map((c) => c.traceparent)).toEqual([downstream[1]?.traceparent]);
  });

  it('carries the trace to the undo of a failed bind, and keeps the sampled flag as received', async () => {
    const traceId = 'a'.repeat(31) + 'b';
    const traceparent = `00-${traceId}-${'1'.repeat(16)}-00`;
    // The second batchBind of the run fails: V2's floors are in two buildings, so IS-A is bound, IS-B fails, IS-A is unbound.
    await setFaults(own, 'organization', { errorRate: 0.5, paths: ['/component/imagestore/person/batchBind'] });
    try {
      expect(await sendE2({ visitorId: 'V2', floorIds: ['A-02', 'B-02'] }, traceparent)).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await setFaults(own, 'organization', {});
    }
    const mine = (await simState(own, 'elevator')).calls.find((c) => c.traceparent === traceparent);
    expect(mine?.calls.map((c) => c.endpoint)).toEqual(['E4', 'E3', 'E3', 'E3-unbind']);
    for (const c of mine?.calls ?? []) expect(c.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-00$`));
    const unbind = (await simState(own, 'organization')).calls.find(
      (c) => c.path.endsWith('/batchUnbind') && traceOf(c.traceparent) === traceId,
    );
    expect(unbind?.traceparent).toBe(mine?.calls[3]?.traceparent);
  });

  it('starts a trace of its own for an E2 without a valid traceparent, shared by all its downstream calls', async () => {
    for (const sent of [undefined, '00-00000000000000000000000000000000-00f067aa0ba902b7-01', 'not a traceparent']) {
      expect(await sendE2({ visitorId: 'V4' }, sent)).toBe('0');
      const last = (await simState(own, 'elevator')).calls.at(-1);
      expect(last?.traceparent).toBe(sent ?? null);
      const traces = new Set(last?.calls.map((c) => traceOf(c.traceparent)));
      expect(traces.size).toBe(1);
      expect([...traces][0]).toMatch(/^(?!0+$)[0-9a-f]{32}$/);
    }
  });
});
