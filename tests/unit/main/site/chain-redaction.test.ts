// The chain picture is drawn from what the site's own state says about a call: the site's answer,
// untrusted. A site that repeats the profile's bearer token in a downstream code, target or error
// must not hand it to the window through site:chain or batch:chain (issue 31, F4).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../../main/http/client';
import { chainOf } from '../../../../main/site/chain';
import type { SiteProfile } from '../../../../shared/site';

const TOKEN = 'laptop-held-token-0123456789';
const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

describe('the chain picture of a site that echoes the token', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      const downstream = { endpoint: 'E3', target: `svc ${TOKEN}`, ok: false, code: TOKEN, error: `denied for Bearer ${TOKEN}` };
      res.end(JSON.stringify({ data: { calls: [{ traceparent: TRACEPARENT, status: 200, code: TOKEN, calls: [downstream] }] } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('holds the token nowhere, and still shows the downstream call', async () => {
    const profile = {
      profileVersion: 1,
      name: 'Echo site',
      services: { organization: `${base}/organization`, elevator: `${base}/elevator-app` },
      defaultRoute: 'direct',
      auth: { type: 'bearer', token: TOKEN },
      timeouts: { connectMs: 3000, requestMs: 5000 },
    } as unknown as SiteProfile;
    const http = new HttpClient();
    try {
      const picture = await chainOf(http, profile, {
        route: 'direct',
        traceparent: TRACEPARENT,
        ok: false,
        category: 'envelope',
        code: 'E1',
        durationMs: 1,
        phases: null,
      });
      const text = JSON.stringify(picture);
      expect(picture.revealed).toBe(true);
      expect(picture.nodes.length).toBeGreaterThan(1);
      expect(text).not.toContain(TOKEN);
      expect(text).toContain('[redacted');
    } finally {
      await http.close?.();
    }
  });
});
