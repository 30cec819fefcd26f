// The reference site against hostile and unlucky input over real HTTP on loopback: request bodies
// that would make validation amplify them, lists without bounds, a gateway path that climbs out of
// its prefix, malformed HTTP, oversized headers and bodies that trickle in. Every answer is the
// site's envelope, small, and quick to come.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PATHS } from '../../../shared/site';
import type { RunningSite } from '../../../sim/index';
import { call, e2Url, rootOf, simState, startTestSite, written } from './site-helpers';

let site: RunningSite;

beforeAll(async () => {
  site = await startTestSite({ timeouts: { connectMs: 500, upstreamMs: 250, relayMs: 1500, headersMs: 1_000, requestMs: 1_500 } });
});
afterAll(async () => {
  await site?.close();
});

const envelope = (json: unknown) => json as { success: boolean; code: string; msg: string; data: unknown };

describe('validation that does not amplify (finding 10)', () => {
  it('answers 250k mistyped floorIds with one short INVALID_REQUEST', async () => {
    const body = `{"visitorId":"V2001","floorIds":[${Array.from({ length: 250_000 }, () => '1').join(',')}]}`;
    expect(body.length).toBeLessThan(1024 * 1024);
    const answer = await call(e2Url(site, 'direct'), { raw: body, contentType: 'application/json' });
    expect(answer.status).toBe(400);
    expect(envelope(answer.json)).toMatchObject({ success: false, code: 'INVALID_REQUEST', data: null });
    expect(answer.text.length).toBeLessThan(2_048);
  });

  it('caps fault paths and floor-policy rules, and reports a capped list of unknown floors', async () => {
    const before = await written(site);
    const paths = await call(`${rootOf(site, 'organization')}/__sim/faults`, {
      errorRate: 1,
      paths: Array.from({ length: 10_000 }, (_, i) => `/p${i}`),
    });
    expect(paths.status).toBe(400);
    expect(envelope(paths.json).msg).toMatch(/paths/);
    expect(paths.text.length).toBeLessThan(2_048);
    expect((await simState(site, 'organization')).faults).toEqual({});

    const rules = Array.from({ length: 10_000 }, () => ({ floorIds: ['A-03'] }));
    const many = await call(`${rootOf(site, 'organization')}/__sim/floor-policy`, { enabled: true, rules }, 'PUT');
    expect(many.status).toBe(400);
    expect(many.text.length).toBeLessThan(2_048);

    const unknown = await call(
      `${rootOf(site, 'organization')}/__sim/floor-policy`,
      { enabled: true, rules: [{ floorIds: Array.from({ length: 900 }, (_, i) => `NO-${i}`) }] },
      'PUT',
    );
    expect(unknown.status).toBe(400);
    expect(envelope(unknown.json).msg).toMatch(/and \d+ more/);
    expect(unknown.text.length).toBeLessThan(4_096);
    expect(await written(site)).toEqual(before);
  });
});

describe('the gateway keeps to its prefixes (finding 11)', () => {
  it('refuses paths that climb out of the prefix, however they are spelt, and reaches nothing behind it', async () => {
    const gateway = site.profile.gateway?.baseUrl ?? '';
    const before = (await simState(site, 'elevator')).faults;
    for (const escape of [
      '/gw/elevator-app/%2e%2e/__sim/faults',
      '/gw/elevator-app/%2E%2E/__sim/faults',
      '/gw/elevator-app/.%2e/__sim/faults',
      '/gw/elevator-app/x/%2e%2e/%2e%2e/__sim/faults',
      '/gw/elevator-app/%2e%2e%2f__sim/faults',
      '/gw/elevator-app/..%5c__sim/faults',
      '/gw/organization/%2e%2e/%2e%2e/__sim/state',
    ]) {
      // Sent as raw bytes: an HTTP client would resolve the dots itself before sending.
      const { host } = new URL(gateway);
      const body = '{"errorRate":1}';
      const answer = await raw(gateway, (send) => {
        send(
          `POST ${escape} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        );
      });
      expect(statusOf(answer), escape).toBe(400);
      expect(bodyOf(answer), escape).toMatchObject({ success: false, code: 'INVALID_REQUEST' });
    }
    expect((await simState(site, 'elevator')).faults).toEqual(before);
    // The ordinary route still works.
    const ok = await call(`${gateway}${site.profile.gateway?.prefixes.elevator}${SITE_PATHS.addVisitor}`, {
      visitorId: 'V2001',
      floorIds: [],
    });
    expect(ok.status).toBe(200);
  });
});

/** Sends raw bytes to a service and collects what comes back until the server closes (or the deadline). */
function raw(url: string, write: (send: (chunk: string) => void) => (() => void) | void, deadlineMs = 5_000): Promise<string | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let stop: (() => void) | void;
    const timer = setTimeout(() => {
      stop?.();
      socket.destroy();
      resolve(null);
    }, deadlineMs);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearTimeout(timer);
      stop?.();
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    socket.once('connect', () => {
      stop = write((chunk) => socket.writable && socket.write(chunk));
    });
  });
}

const statusOf = (answer: string | null): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer ?? '')?.[1] ?? 0);
const bodyOf = (answer: string | null): unknown => JSON.parse((answer ?? '').slice((answer ?? '').indexOf('\r\n\r\n') + 4));

describe('malformed HTTP, oversized headers and slow bodies (finding 13)', () => {
  it('answers malformed HTTP with a 400 INVALID_REQUEST envelope', async () => {
    const answer = await raw(site.profile.services.elevator, (send) => {
      send('BREW /coffee HTCPCP/1.0\r\n\r\n');
    });
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer)).toMatchObject({ success: false, code: 'INVALID_REQUEST', data: null });
  });

  it('answers oversized headers with a 431 INVALID_REQUEST envelope', async () => {
    const { host } = new URL(site.profile.services.elevator);
    const answer = await raw(site.profile.services.elevator, (send) => {
      send(`GET /__sim/ping HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
    });
    expect(statusOf(answer)).toBe(431);
    expect(bodyOf(answer)).toMatchObject({ success: false, code: 'INVALID_REQUEST' });
  });

  it('times out a body that trickles in, answering 408 with an envelope', async () => {
    const { host, pathname } = new URL(e2Url(site, 'direct'));
    const answer = await raw(site.profile.services.elevator, (send) => {
      send(`POST ${pathname} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{`);
      const trickle = setInterval(() => send(' '), 200);
      return () => clearInterval(trickle);
    });
    expect(answer, 'the connection is still open').not.toBeNull();
    expect(statusOf(answer)).toBe(408);
    expect(bodyOf(answer)).toMatchObject({ success: false, code: 'INVALID_REQUEST' });
  }, 10_000);
});
