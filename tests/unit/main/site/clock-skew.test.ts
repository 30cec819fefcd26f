import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../../main/http/client';
import { httpDateTime } from '../../../../main/http/http-date';
import { SiteCallLog } from '../../../../main/site/call-log';
import { SiteClient, unreadableDateOf } from '../../../../main/site/site-client';
import type { SiteProfile } from '../../../../shared/site';
import type { RunningSite } from '../../../../sim/index';
import { startTestSite } from '../../sim/site-helpers';

// A site whose clock is 5 minutes ahead of the laptop's: a server of the test's own that answers
// every call with the site's envelope and a Date header 300 s in the future.
const AHEAD_MS = 5 * 60 * 1000;
/** What the server of the test's own sends as its Date header; null: a date 5 minutes ahead. */
let dateSent: string | string[] | null = null;
let site: RunningSite;
let fast: Server;
let profile: SiteProfile;
const http = new HttpClient();
const log = new SiteCallLog(mkdtempSync(join(tmpdir(), 'site-clock-')));
const client = new SiteClient(http, log);

beforeAll(async () => {
  site = await startTestSite();
  fast = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('date', dateSent ?? new Date(Date.now() + AHEAD_MS).toUTCString());
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, code: 'INVALID_REQUEST', msg: 'probe', data: null }));
    });
  });
  await new Promise<void>((resolve) => fast.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(fast.address() as AddressInfo).port}`;
  profile = { ...site.profile, services: { ...site.profile.services, elevator: `${base}/elevator-app` } };
});

afterAll(async () => {
  await http.close();
  fast.closeAllConnections();
  await new Promise((resolve) => fast.close(resolve));
  await site.close();
});

describe('the site’s clock against the laptop’s', () => {
  it('measures a service 5 minutes ahead from its Date header, and keeps it in the call record', async () => {
    const probe = await client.probe(profile, 'addVisitor', 'direct');
    // The Date header counts whole seconds, and the machine may be slow: 300 s give or take a few.
    expect(Math.abs((probe.record.clockSkewMs ?? 0) - AHEAD_MS)).toBeLessThanOrEqual(5_000);
    const kept = await log.find(probe.record.id);
    expect(kept?.clockSkewMs).toBe(probe.record.clockSkewMs);
  });

  it('finds the reference site’s services on the laptop’s clock: 0, whatever the millisecond of the answer', async () => {
    // A Date header counts whole seconds: read against the middle of its second, a service on the
    // laptop's own clock reads 0 (read against its start, about half the answers read -1 s).
    const skews: (number | null)[] = [];
    for (let i = 0; i < 20; i++) {
      skews.push((await client.probe(profile, 'personDetail', 'direct')).record.clockSkewMs ?? null);
      await new Promise((resolve) => setTimeout(resolve, 37)); // answers spread over the second
    }
    expect(skews.every((skew) => skew !== null && Math.abs(skew) <= 1_000)).toBe(true);
    // Most, not all: an answer slow to arrive (a loaded machine) may still cross into the next second.
    expect(skews.filter((skew) => skew === 0).length).toBeGreaterThanOrEqual(14);
  });

  it('tells a Date header it cannot read from none: not an HTTP date, a day the month lacks, two headers with two times', async () => {
    const now = new Date().toUTCString();
    const ahead = new Date(Date.now() + AHEAD_MS).toUTCString();
    for (const sent of ['not-a-date', new Date().toISOString(), 'Fri, 31 Nov 2026 23:59:59 GMT', [now, ahead]]) {
      dateSent = sent;
      const probe = await client.probe(profile, 'addVisitor', 'direct');
      expect(probe.record.clockSkewMs, String(sent)).toBeNull();
      expect(unreadableDateOf(probe.record), String(sent)).toBe(Array.isArray(sent) ? sent.join(', ') : sent);
    }
    dateSent = null;
    expect(unreadableDateOf((await client.probe(profile, 'addVisitor', 'direct')).record)).toBeNull();
  });

  it('reads the three forms of an HTTP-date (IMF-fixdate, RFC 850, asctime) as the same time', () => {
    const time = Date.UTC(1994, 10, 6, 8, 49, 37);
    expect(['Sun, 06 Nov 1994 08:49:37 GMT', 'Sunday, 06-Nov-94 08:49:37 GMT', 'Sun Nov  6 08:49:37 1994'].map(httpDateTime)).toEqual([
      time,
      time,
      time,
    ]);
  });
});
