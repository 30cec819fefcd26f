// The license pre-flight's look at the license server's clock: a server of the test's own whose
// Date header is 5 minutes off the laptop's, asked over real HTTP by the console's HTTP client.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPreflight } from '../../../../main/auth/backends/licensevendor/preflight';
import { serverClockStep } from '../../../../main/auth/server-clock';
import { HttpClient } from '../../../../main/http/client';
import type { BackendConfig } from '../../../../main/auth/backend';
import { findTemplate } from '../../../../shared/config';
import { DEFAULT_ABI_PROFILE } from '../../../../shared/licensevendor/abi-profile';

const http = new HttpClient();
const servers: Server[] = [];

/** A web server whose clock is `offsetMs` off the laptop's (or that sends no Date at all, or this text as its Date), answering `status` with these headers. */
async function serverAt(offsetMs: number | null | string, status = 404, headers: Record<string, string> = {}): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    if (offsetMs === null) res.sendDate = false;
    else res.setHeader('date', typeof offsetMs === 'string' ? offsetMs : new Date(Date.now() + offsetMs).toUTCString());
    res.writeHead(status, headers).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let behind = '';
beforeAll(async () => {
  behind = await serverAt(-300_000);
});
afterAll(async () => {
  await http.close();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

describe("the license server's clock in the pre-flight", () => {
  it('warns when the server is 5 minutes behind the laptop, with the skew, in both languages', async () => {
    const step = await serverClockStep(http, `${behind}/licensing`);
    expect(step).toMatchObject({ id: 'clock.server', verdict: 'warn', facts: { service: behind } });
    expect(Math.abs(Number(step.facts?.skewMs) + 300_000)).toBeLessThanOrEqual(5_000);
    expect(step.detail.en).toMatch(/clock is −(29[5-9]|30[0-5]) s off the laptop's \(over 60 s\)/);
    expect(step.detail['zh-CN']).toMatch(/相差 −(29[5-9]|30[0-5]) 秒（超过 60 秒）/);
  });

  it('takes no Date of an error a gateway may have written for a server it could not reach, and names nginx as a Date’s possible writer', async () => {
    const down = await serverClockStep(http, await serverAt(0, 502, { server: 'nginx/1.22.1' }));
    expect(down).toMatchObject({ verdict: 'skipped', facts: { status: 502 } });
    expect(down.detail.en).toContain('answered HTTP 502, an error that a gateway in front of the server may have written');
    const fronted = await serverClockStep(http, await serverAt(0, 404, { server: 'nginx/1.22.1' }));
    expect(fronted).toMatchObject({ verdict: 'pass', facts: { stampedBy: 'nginx/1.22.1' } });
    expect(fronted.detail.en).toContain('The Date came from nginx/1.22.1, which may be a gateway');
    expect(fronted.detail['zh-CN']).toContain('Date 来自 nginx/1.22.1');
  });

  it('passes a server on the laptop’s time, and says “not available” for one without a Date or not answering', async () => {
    expect(await serverClockStep(http, await serverAt(0))).toMatchObject({ verdict: 'pass' });
    const dateless = await serverClockStep(http, await serverAt(null));
    expect(dateless).toMatchObject({ verdict: 'skipped', facts: { service: expect.any(String) } });
    expect(dateless.detail.en).toMatch(/^Not available: .* without a Date header/);
    const unreadable = await serverClockStep(http, await serverAt('2026-11-27T03:00:00Z'));
    expect(unreadable).toMatchObject({ verdict: 'skipped', facts: { date: '2026-11-27T03:00:00Z' } });
    expect(unreadable.detail.en).toMatch(/with a Date header that is not an HTTP date \(“2026-11-27T03:00:00Z”\)/);
    expect(unreadable.detail['zh-CN']).toContain('Date 头不是 HTTP 日期');
    // A template's documentation address is never asked.
    const placeholder = await serverClockStep(http, 'https://license.example.net/login');
    expect(placeholder).toMatchObject({ verdict: 'skipped' });
    expect(placeholder.detail.en).toMatch(/placeholder from a template/);
    const silent = await serverClockStep(http, 'http://127.0.0.1:1/');
    expect(silent).toMatchObject({ verdict: 'skipped', facts: { code: 'HTTP_REFUSED' } });
  });

  it('licensevendor: asks an http(s) license server in licensevendor.url; a group service or local license only says it cannot', async () => {
    const config = (url: string): BackendConfig => {
      const { school: _school, ...document } = structuredClone(findTemplate('licensevendor', 'wharf').document);
      return { ...document, licensevendor: { ...document.licensevendor, url } };
    };
    const inputs = { profile: DEFAULT_ABI_PROFILE, libraryVersion: async () => 'test', http, networkTimeoutMs: 500 };
    const cloud = await runPreflight({ ...inputs, config: config(`${behind}/lv`) });
    expect(cloud.find((s) => s.id === 'clock.server')).toMatchObject({ verdict: 'warn', facts: { service: behind } });
    const group = await runPreflight({ ...inputs, config: config(`${DEFAULT_ABI_PROFILE.groupScheme}://127.0.0.1:1`) });
    const step = group.find((s) => s.id === 'clock.server');
    expect(step?.verdict).toBe('skipped');
    expect(step?.detail['zh-CN']).toMatch(/^无法检查/);
  });
});
