// Each service records the body and the caller's traceparent of every call it receives, and the
// relays pass the traceparent on, so that a console finds its own E2 in the elevator application's
// record on every route.
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSite } from '../../../sim/index';
import type { Route } from '../../../shared/site';
import { e2Url, simState, startTestSite } from './site-helpers';

let site: RunningSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site.close();
});

describe('traceparent in /__sim/state', () => {
  it.each<Route>(['direct', 'gateway', 'intermediary'])('the elevator application records the console’s traceparent and body over %s', async (route) => {
    const traceparent = `00-${route.padEnd(32, '0').replace(/[^0-9a-f]/g, 'a').slice(0, 32)}-00f067aa0ba902b7-01`;
    const body = { visitorId: 'V1', floorIds: ['A-02'] };
    const answer = await request(e2Url(site, route), { method: 'POST', headers: { 'content-type': 'application/json', traceparent }, body: JSON.stringify(body) });
    await answer.body.text();
    const { calls } = await simState(site, 'elevator');
    const mine = calls.find((c) => c.traceparent === traceparent);
    expect(mine?.request).toEqual(body);
    expect(mine?.calls.map((c) => c.endpoint)).toContain('E3');
  });
});
