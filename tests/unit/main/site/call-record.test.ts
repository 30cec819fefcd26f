// The call record of a site's answer, end to end through the site client: the answer kept byte for
// byte in the call log whichever form its line takes (JSON on one line written as itself, JSON over
// several lines escaped), and an address with user information in an answer's header never kept,
// even on a profile with no secret (the record skips its redaction pass only when nothing needs it).
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../../main/http/client';
import { SITE_CALL_LOG_FILE, SiteCallLog } from '../../../../main/site/call-log';
import { SiteClient } from '../../../../main/site/site-client';
import type { SiteProfile } from '../../../../shared/site';
import type { RunningSite } from '../../../../sim/index';
import { startTestSite } from '../../sim/site-helpers';

// Escapes, a number's form and spaces that a parse and stringify would not keep.
const ONE_LINE =
  '{"success":true, "code":"0","msg":"caf\\u00e9 \\"ok\\"","data":{"personId":"P9","personName":"Wang Fang","floorList":[],"score":1.50}}';
const PRETTY = '{\n  "success": true,\n  "code": "0",\n  "data": { "personId": "P9", "floorList": [] }\n}\n';

let site: RunningSite;
let own: Server;
let profile: SiteProfile;
let answer = ONE_LINE;
const dataDir = mkdtempSync(join(tmpdir(), 'site-call-record-'));
const http = new HttpClient();
const log = new SiteCallLog(dataDir);
const client = new SiteClient(http, log);

beforeAll(async () => {
  site = await startTestSite();
  own = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      // Answered early in a second (the Date header counts whole seconds): the laptop then reads a
      // skew a fraction of a second behind, which rounds to 0, and must not read -0.
      const wait = (1_100 - (Date.now() % 1_000)) % 1_000;
      setTimeout(() => {
        res.writeHead(200, {
          'content-type': 'application/json',
          date: new Date().toUTCString(),
          location: 'http://engineer:hunter22@gw.site.local/next',
          'x-note': 'plain',
        });
        res.end(answer);
      }, wait);
    });
  });
  await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
  profile = {
    ...site.profile,
    auth: { type: 'none' },
    services: { ...site.profile.services, organization: `http://127.0.0.1:${(own.address() as AddressInfo).port}/organization` },
  };
});

afterAll(async () => {
  await http.close();
  own.closeAllConnections();
  await new Promise((resolve) => own.close(resolve));
  await site.close();
});

describe('a call record of the site’s answer', () => {
  it.each([
    ['JSON on one line, written into its line as itself', ONE_LINE, true],
    ['JSON over several lines, escaped into a string', PRETTY, false],
  ])('keeps %s byte for byte', async (_what, body, asItself) => {
    answer = body;
    const result = await client.personDetail(profile, 'P9', { route: 'direct' });
    expect(result.outcome).toBe('success');
    expect(result.record.responseBody).toBe(body);
    expect(Object.is(result.record.clockSkewMs, -0)).toBe(false);
    const kept = await log.find(result.record.id);
    expect(kept).toEqual(result.record);
    const line = readFileSync(join(dataDir, SITE_CALL_LOG_FILE), 'utf8')
      .split('\n')
      .find((l) => l.includes(result.record.id))!;
    expect(line.includes(`,"responseJson":${body}}`)).toBe(asItself);
    expect(line.includes('"responseBody"')).toBe(!asItself);
  });

  it('keeps no user information from an address in an answer’s header, on a profile without secrets', async () => {
    answer = ONE_LINE;
    const result = await client.personDetail(profile, 'P9', { route: 'direct' });
    const headers = result.record.response?.headers ?? [];
    expect(headers).toContainEqual({ name: 'location', value: 'http://[redacted]@gw.site.local/next' });
    expect(headers).toContainEqual({ name: 'x-note', value: 'plain' });
    expect(readFileSync(join(dataDir, SITE_CALL_LOG_FILE), 'utf8')).not.toContain('hunter22');
  });
});
