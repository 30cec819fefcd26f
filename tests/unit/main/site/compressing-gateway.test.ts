import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../../main/http/client';
import { SiteCallLog } from '../../../../main/site/call-log';
import { har as validateHar } from 'har-validator';
import { harOf } from '../../../../main/site/har-export';
import { SiteClient } from '../../../../main/site/site-client';
import type { SiteProfile } from '../../../../shared/site';
import type { RunningSite } from '../../../../sim/index';
import { startTestSite } from '../../sim/site-helpers';
import { nginxInstalled, startNginx, type RunningNginx } from '../../nginx';

// A gateway of the test's own in front of the reference site's gateway, compressing as site
// gateways do: /<coding>/… relays to the site and compresses the answer with that coding, asked
// or not; /html-gzip/… answers a compressed web page; /compress/… labels its answer compress (LZW, which nothing decodes any more).
const CODECS: Record<string, (b: Buffer) => Buffer> = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync };

let site: RunningSite;
let relay: Server;
let relayBase = '';
const http = new HttpClient();
const client = new SiteClient(http, new SiteCallLog(mkdtempSync(join(tmpdir(), 'site-console-coding-'))));

/** The start of a PNG image: its signature and a chunk header, with bytes that are not UTF-8. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe, 0x80]);

beforeAll(async () => {
  site = await startTestSite();
  relay = createServer((req, res) => {
    const [, mode = '', ...rest] = (req.url ?? '').split('/');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (mode === 'png') {
        // A gateway's error image where JSON belongs: bytes that are not text.
        res.writeHead(200, { 'content-type': 'image/png' });
        // One that echoes the request's Authorization header into its bytes, as a debugging gateway might.
        const auth = String(req.headers.authorization ?? '');
        res.end(Buffer.concat([PNG, Buffer.from(auth), Buffer.from([0xff, 0xfe]), Buffer.from(auth, 'utf16le')]));
        return;
      }
      if (mode === 'html-gzip') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        res.end(gzipSync('<html><body>Sign in to the gateway</body></html>'));
        return;
      }
      if (mode === 'not-gzip' || mode === 'cut-gzip') {
        // A gateway 5 minutes ahead whose answer is labelled gzip: plain JSON, or gzip cut in the middle.
        const envelope = Buffer.from(JSON.stringify({ success: true, code: '0', msg: 'ok', data: { personId: 'P2', floorList: [] } }));
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          date: new Date(Date.now() + 300_000).toUTCString(),
        });
        res.end(mode === 'not-gzip' ? envelope : gzipSync(envelope).subarray(0, 20));
        return;
      }
      if (mode === 'gzip-of-cut-json') {
        // Whole gzip of JSON that the service cut short: the gzip is not what went wrong.
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(gzipSync('{"success":true,"code":"0","msg":"ok","data":{"personId":"P2","floorL'));
        return;
      }
      if (mode === 'compress') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'compress' });
        res.end(Buffer.from([0x1f, 0x9d, 0x90, 0x7b, 0x58]));
        return;
      }
      void request(`${site.profile.gateway!.baseUrl}/${rest.join('/')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', traceparent: String(req.headers.traceparent) },
        body: Buffer.concat(chunks),
      })
        .then(async (answer) => {
          const body = Buffer.from(await answer.body.arrayBuffer());
          res.writeHead(answer.statusCode, { 'content-type': 'application/json', 'content-encoding': mode });
          res.end(CODECS[mode]!(body));
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayBase = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await http.close();
  relay.closeAllConnections();
  await new Promise((resolve) => relay.close(resolve));
  await site.close();
});

const through = (mode: string): SiteProfile => ({
  ...site.profile,
  gateway: { ...site.profile.gateway!, baseUrl: `${relayBase}/${mode}` },
});

describe('a gateway that compresses, in front of the reference site', () => {
  it.each(['gzip', 'deflate', 'br'])('L1 and L2 over a %s gateway give the same envelope as uncompressed', async (coding) => {
    const plain = await client.personDetail(site.profile, 'P2', { route: 'gateway' });
    const compressed = await client.personDetail(through(coding), 'P2', { route: 'gateway' });
    expect(plain.outcome).toBe('success');
    expect(compressed.outcome).toBe('success');
    expect(compressed.envelope).toEqual(plain.envelope);
    const access = await client.addVisitorAccess(through(coding), 'V1', ['A-03'], { route: 'gateway' });
    expect([access.outcome, access.data]).toEqual(['success', true]);
  });

  it('names the content type and the coding of a compressed web page, and points at the gateway', async () => {
    const result = await client.personDetail(through('html-gzip'), 'P2', { route: 'gateway' });
    expect(result.error).toMatchObject({
      category: 'malformed',
      code: 'SITE_NOT_JSON_DECODED',
      details: { contentType: 'text/html', contentEncoding: 'gzip', preview: expect.stringContaining('Sign in') },
    });
    expect(result.error?.message).toContain('gzip-compressed');
    expect(result.error?.message).toContain('text/html');
    expect(result.error?.message).not.toContain('web page or proxy');
  });

  it('keeps what arrived of an answer whose body would not decode: its status, headers and clock in the record and its HAR; a cut body said as cut', async () => {
    const notGzip = await client.personDetail(through('not-gzip'), 'P2', { route: 'gateway' });
    expect(notGzip.error).toMatchObject({
      category: 'malformed',
      code: 'HTTP_BAD_CONTENT_CODING',
      details: { status: 200, contentType: 'application/json' },
    });
    expect(notGzip.error?.message).toContain('content type application/json');
    expect(notGzip.error?.details).not.toHaveProperty('answer');
    const record = notGzip.record;
    expect(record.status).toBe(200);
    expect(record.response?.headers).toContainEqual({ name: 'content-encoding', value: 'gzip' });
    expect(Math.abs((record.clockSkewMs ?? 0) - 300_000)).toBeLessThanOrEqual(5_000);
    const har = harOf([record], 'test', false);
    await expect(validateHar(har)).resolves.toBeTruthy(); // valid by the HAR 1.2 schema, with its _error
    const [entry] = (har as { log: { entries: { response: { status: number; _error?: string; content: Record<string, unknown> } }[] } }).log
      .entries;
    expect(entry?.response.status).toBe(200);
    expect(entry?.response._error).toContain('the bytes are not gzip');
    expect(entry?.response.content).not.toHaveProperty('compression');
    // What arrived is kept (plain JSON under a gzip label: text), the evidence the gateway's vendor needs.
    expect(record.responseBodyEncoding).toBeUndefined();
    expect(JSON.parse(String(entry?.response.content.text))).toMatchObject({ success: true, data: { personId: 'P2' } });

    const cut = await client.personDetail(through('cut-gzip'), 'P2', { route: 'gateway' });
    expect(cut.error).toMatchObject({
      category: 'malformed',
      code: 'HTTP_BODY_CUT_SHORT',
      details: { status: 200, coding: 'gzip', encodedBytes: 20 },
    });
    expect(cut.error?.message).toContain('cut short');
    // The compressed bytes that arrived are kept in base64, unless the profile has a secret: one inside them could not be found.
    expect(cut.record).toMatchObject({ responseBodyEncoding: 'base64', responseBody: expect.stringMatching(/^H4sI/) });
    const secret = await client.personDetail({ ...through('cut-gzip'), auth: { type: 'bearer', token: 'tok-Compressed/Secret+7' } }, 'P2', {
      route: 'gateway',
    });
    expect([secret.record.responseBody, secret.record.responseBodyEncoding]).toEqual([null, undefined]);
  });

  it('says JSON cut short by the service as such, naming its content type and coding, rather than blaming the gzip', async () => {
    const result = await client.personDetail(through('gzip-of-cut-json'), 'P2', { route: 'gateway' });
    expect(result.error).toMatchObject({
      category: 'malformed',
      code: 'SITE_JSON_CUT_SHORT',
      details: { contentType: 'application/json', contentEncoding: 'gzip' },
    });
    expect(result.error?.message).toContain('content type application/json, content encoding gzip');
  });

  it('keeps a body that is not text (an image where JSON belongs) as its bytes, in base64, in the record and its HAR', async () => {
    const result = await client.personDetail(through('png'), 'P2', { route: 'gateway' });
    expect(result.error).toMatchObject({ category: 'malformed', code: 'SITE_NOT_JSON', details: { contentType: 'image/png' } });
    expect(result.record.responseBodyEncoding).toBe('base64');
    expect(Buffer.from(result.record.responseBody ?? '', 'base64').subarray(0, PNG.length)).toEqual(PNG);
    const har = harOf([result.record], 'test', false);
    await expect(validateHar(har)).resolves.toBeTruthy();
    const [entry] = (har as { log: { entries: { response: { content: { text: string; encoding?: string; size: number } } }[] } }).log
      .entries;
    expect(Buffer.from(entry!.response.content.text, 'base64').subarray(0, PNG.length)).toEqual(PNG);
    expect(entry?.response.content).toMatchObject({ encoding: 'base64', size: PNG.length + 2 });
    // A secret among the bytes is replaced there too.
    const token = 'tok-Binary/Secret+42';
    const echoed = await client.personDetail({ ...through('png'), auth: { type: 'bearer', token } }, 'P2', { route: 'gateway' });
    const kept = Buffer.from(echoed.record.responseBody ?? '', 'base64');
    expect(kept.includes(Buffer.from(token))).toBe(false);
    expect(kept.includes(Buffer.from(token, 'utf16le'))).toBe(false);
    expect(kept.toString('latin1')).toContain('Bearer [redacted]');
    // A secret replaced is no body cut: the HAR says nothing of a cut.
    const [echoedEntry] = (
      harOf([echoed.record], 'test', false) as { log: { entries: { response: { content: Record<string, unknown> } }[] } }
    ).log.entries;
    expect(echoedEntry?.response.content).not.toHaveProperty('comment');
  });

  it('says which coding it cannot decode instead of showing its bytes as a web page', async () => {
    const result = await client.personDetail(through('compress'), 'P2', { route: 'gateway' });
    expect(result.error).toMatchObject({
      category: 'malformed',
      code: 'SITE_ENCODING_UNSUPPORTED',
      details: { contentEncoding: 'compress', contentType: 'application/json' },
    });
    expect(result.error?.message).toContain('compressed as compress');
  });
});

// nginx as many site gateways run it: `gzip on` for JSON, in front of the reference site.
describe.skipIf(!nginxInstalled())(
  'nginx with gzip on as the gateway (skipped: /usr/sbin/nginx is not installed; apt-get install nginx-light)',
  () => {
    let nginx: RunningNginx;
    let nginxProfile: SiteProfile;

    beforeAll(async () => {
      const upstream = site.profile.gateway!.baseUrl;
      nginx = await startNginx(
        (port) => `    listen 127.0.0.1:${port};\n    location / { proxy_pass ${upstream}; proxy_http_version 1.1; }`,
        { http: 'gzip on; gzip_types application/json; gzip_min_length 0;' },
      );
      nginxProfile = { ...site.profile, gateway: { ...site.profile.gateway!, baseUrl: `http://127.0.0.1:${nginx.port}` } };
    });

    afterAll(() => {
      nginx?.stop();
    });

    it('L1 and L2 arrive through nginx gzip as they do straight from the site', async () => {
      const answer = await http.request({
        url: `${nginxProfile.gateway!.baseUrl}/gw/organization/component/person/detail`,
        json: { personId: 'P2' },
        timeouts: site.profile.timeouts,
      });
      expect(answer.contentEncoding, nginx.stderr()).toBe('gzip');
      expect(answer.decoded).toBe(true);
      const plain = await client.personDetail(site.profile, 'P2', { route: 'gateway' });
      const viaNginx = await client.personDetail(nginxProfile, 'P2', { route: 'gateway' });
      expect(viaNginx.outcome, nginx.stderr()).toBe('success');
      expect(viaNginx.envelope).toEqual(plain.envelope);
      const access = await client.addVisitorAccess(nginxProfile, 'V2', ['A-02'], { route: 'gateway' });
      expect([access.outcome, access.data]).toEqual(['success', true]);
    });
  },
);
