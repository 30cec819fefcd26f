// HAR and cURL exports of site calls: the HAR is valid by the HAR 1.2 schema (har-validator), and
// each cURL line, run by Debian's curl through sh, gets the same envelope from the reference site
// (and, over https, trusts what the console trusted: its CA file, or the pinned key).
import { execFile } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { har as validateHar } from 'har-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../../main/http/client';
import { SiteCallLog } from '../../../../main/site/call-log';
import { checkExportPath, exportText } from '../../../../main/site/call-export';
import { curlOf, curlScriptOf, shellQuote } from '../../../../main/site/curl-export';
import { harOf } from '../../../../main/site/har-export';
import { SiteClient } from '../../../../main/site/site-client';
import type { SiteCallRecord } from '../../../../shared/api';
import type { SiteProfile } from '../../../../shared/site';
import type { RunningSite } from '../../../../sim/index';
import { startTestSite } from '../../sim/site-helpers';
import { makeCertificate, type TestCertificate } from '../http/tls-fixture';

const run = promisify(execFile);
/** Runs a cURL line as an engineer pastes it into a shell; curl is Debian's, from /usr/bin. */
const replay = (line: string): Promise<{ stdout: string; stderr: string }> =>
  run('/bin/sh', ['-c', line], { env: { PATH: '/usr/bin:/bin' }, timeout: 20_000 });

type HarEntry = {
  time: number;
  startedDateTime: string;
  serverIPAddress?: string;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    headers: { name: string; value: string }[];
    postData: { mimeType: string; text: string };
    bodySize: number;
    headersSize: number;
  };
  response: {
    status: number;
    statusText: string;
    content: { size: number; mimeType: string; text?: string };
    bodySize: number;
    _error?: string;
  };
  timings: Record<string, number>;
  _traceId: string;
};
type Har = { log: { version: string; creator: { name: string; version: string }; comment: string; entries: HarEntry[] } };

const header = (entry: HarEntry, name: string): string | undefined =>
  entry.request.headers.find((h) => h.name.toLowerCase() === name)?.value;

let site: RunningSite;
let profile: SiteProfile;
const http = new HttpClient();
const log = new SiteCallLog(mkdtempSync(join(tmpdir(), 'site-console-export-')));
const client = new SiteClient(http, log);

beforeAll(async () => {
  site = await startTestSite();
  profile = { ...site.profile, timeouts: { connectMs: 1_000, requestMs: 5_000 } };
});

afterAll(async () => {
  await http.close();
  await site.close();
});

describe('HAR 1.2 of calls made against the reference site', () => {
  let records: SiteCallRecord[];
  let har: Har;
  const envelopes = new Map<string, unknown>();

  beforeAll(async () => {
    const results = [
      await client.personDetail(profile, 'P2', { route: 'direct' }),
      await client.personDetail(profile, 'P1', { route: 'gateway' }),
      await client.addVisitorAccess(profile, 'V1', ['A-03'], { route: 'intermediary' }),
      await client.personDetail(profile, 'NOPE', { route: 'direct' }),
      // Nothing listens on port 9 of loopback: a call with no answer at all.
      await client.personDetail({ ...profile, services: { ...profile.services, organization: 'http://127.0.0.1:9/organization' } }, 'P1', {
        route: 'direct',
      }),
    ];
    for (const result of results) envelopes.set(result.record.id, result.envelope);
    records = await log.list();
    har = JSON.parse(exportText('har', records, '9.8.7', false)) as Har;
  });

  it('is valid by the HAR 1.2 schema, made by Site Console, one entry per call oldest first', async () => {
    await expect(validateHar(har)).resolves.toBeTruthy();
    expect(har.log.version).toBe('1.2');
    expect(har.log.creator).toEqual({ name: 'Site Console', version: '9.8.7' });
    expect(har.log.entries.map((e) => e._traceId)).toEqual([...records].reverse().map((r) => r.id));
  });

  it('holds each request exactly as sent: method, URL, the header lines undici wrote with the traceparent, the body', () => {
    const record = records.find((r) => r.operation === 'personDetail' && r.route === 'direct' && r.outcome === 'success')!;
    const entry = har.log.entries.find((e) => e._traceId === record.id)!;
    expect(entry.request.method).toBe('POST');
    expect(entry.request.url).toBe(record.url);
    expect(entry.request.httpVersion).toBe('HTTP/1.1');
    expect(header(entry, 'traceparent')).toBe(record.traceparent);
    expect(header(entry, 'host')).toBe(new URL(record.url).host);
    expect(header(entry, 'accept-encoding')).toBe('gzip, deflate, br');
    expect(header(entry, 'content-length')).toBe(String(Buffer.byteLength('{"personId":"P2"}')));
    expect(entry.request.postData).toEqual({ mimeType: 'application/json', text: '{"personId":"P2"}' });
    expect(entry.request.bodySize).toBe(17);
    expect(entry.request.headersSize).toBe(-1);
    expect(entry.serverIPAddress).toBe('127.0.0.1');
  });

  it('holds each answer: status and reason, content with its type and size, the envelope as text', () => {
    const record = records.find((r) => r.operation === 'personDetail' && r.route === 'gateway')!;
    const entry = har.log.entries.find((e) => e._traceId === record.id)!;
    expect(entry.response.status).toBe(200);
    expect(entry.response.statusText).toBe('OK');
    expect(entry.response.content.mimeType).toContain('application/json');
    expect(JSON.parse(entry.response.content.text!)).toEqual(envelopes.get(record.id));
    expect(entry.response.content.size).toBe(Buffer.byteLength(entry.response.content.text!));
  });

  it('has timings that add up to the time, -1 for phases nobody measured', () => {
    for (const entry of har.log.entries) {
      const { blocked, dns, connect, ssl, send, wait, receive } = entry.timings;
      expect([blocked, dns, ssl]).toEqual([-1, -1, -1]);
      const sum = [connect, send, wait, receive].filter((v): v is number => v !== undefined && v >= 0).reduce((a, b) => a + b, 0);
      expect(Math.abs(sum - entry.time)).toBeLessThan(0.02);
    }
  });

  it('writes a call that got no answer as status 0 with its error', () => {
    const entry = har.log.entries.find((e) => e.request.url.startsWith('http://127.0.0.1:9/'))!;
    expect(entry.response.status).toBe(0);
    expect(entry.response._error).toMatch(/refused the connection/);
    expect(header(entry, 'traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it('refuses a HAR that breaks the schema (the validator is not a rubber stamp)', async () => {
    const broken = structuredClone(har);
    delete (broken.log.entries[0] as Partial<HarEntry>).timings;
    await expect(validateHar(broken)).rejects.toThrow();
  });

  it('replays each answered call with Debian’s curl and gets the same envelope', async () => {
    const answered = records.filter((r) => r.status !== null);
    expect(answered.length).toBe(4);
    for (const record of answered) {
      const line = curlOf(record);
      expect(line.startsWith(`curl -sS --http1.1 --globoff -X 'POST' --url '${record.url}'`)).toBe(true);
      expect(line).toContain(`-H 'traceparent: ${record.traceparent}'`);
      const { stdout } = await replay(line);
      expect(JSON.parse(stdout), line).toEqual(envelopes.get(record.id));
    }
  });

  it('writes one commented line per call in a POSIX shell script', () => {
    const script = curlScriptOf(records, '9.8.7', false);
    expect(script.startsWith('#!/bin/sh\n')).toBe(true);
    expect(script.split('\n').filter((l) => l.startsWith('curl ')).length).toBe(records.length);
  });
});

describe('shell quoting', () => {
  it('keeps quotes, dollars, backquotes and newlines literal', async () => {
    const word = `it's $HOME \`id\` "x"\nnext`;
    const { stdout } = await replay(`printf %s ${shellQuote(word)}`);
    expect(stdout).toBe(word);
  });
});

describe('cURL over https trusts what the console trusted', () => {
  let certificate: TestCertificate;
  let server: Server;
  let base = '';
  const envelope = {
    success: true,
    code: '0',
    msg: 'ok',
    data: { personId: 'P9', personName: 'Zhao Lei', personType: 'staff', orgUnitId: null, floorList: [] },
  };

  beforeAll(async () => {
    certificate = makeCertificate('site.test', ['IP:127.0.0.1', 'DNS:localhost']);
    server = createServer({ cert: certificate.cert, key: certificate.key }, (req, res) => {
      req.resume();
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(envelope));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const httpsProfile = (tls: SiteProfile['tls']): SiteProfile => ({
    ...profile,
    services: { ...profile.services, organization: `${base}/organization` },
    tls,
  });

  it('a pinned certificate: the line pins the server’s public key, and curl refuses another key', async () => {
    const result = await client.personDetail(httpsProfile({ pinSha256: certificate.fingerprint256 }), 'P9', { route: 'direct' });
    expect(result.outcome).toBe('success');
    const spki = new X509Certificate(certificate.cert).publicKey.export({ type: 'spki', format: 'der' });
    expect(result.record.trust).toEqual({ publicKeySha256: createHash('sha256').update(spki).digest('base64') });
    const line = curlOf(result.record);
    expect(line).toContain(`--insecure --pinnedpubkey 'sha256//${result.record.trust?.publicKeySha256}'`);
    expect(JSON.parse((await replay(line)).stdout)).toEqual(envelope);
    const otherKey = line.replace(/sha256\/\/[^']+/, `sha256//${createHash('sha256').update('another key').digest('base64')}`);
    await expect(replay(otherKey)).rejects.toMatchObject({ code: 90 });
  });

  it('a CA file: the line names it with --cacert and verifies the chain (no --insecure)', async () => {
    const result = await client.personDetail(httpsProfile({ caFile: certificate.certPath }), 'P9', { route: 'direct' });
    expect(result.outcome).toBe('success');
    const line = curlOf(result.record);
    expect(line).toContain(`--cacert '${certificate.certPath}'`);
    expect(line).not.toContain('--insecure');
    expect(JSON.parse((await replay(line)).stdout)).toEqual(envelope);
    // Without the CA file curl does not trust the site's certificate: the option is what makes the replay work.
    await expect(replay(line.replace(/ --cacert '[^']+'/, ''))).rejects.toMatchObject({ code: 60 });
  });
});

describe('where an export may be written', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-console-export-data-'));
  const elsewhere = mkdtempSync(join(tmpdir(), 'site-console-export-out-'));

  it('takes .har for HAR and .sh or .txt for cURL, outside the data directory', async () => {
    await expect(checkExportPath(join(elsewhere, 'calls.har'), 'har', dataDir)).resolves.toBe(join(elsewhere, 'calls.har'));
    await expect(checkExportPath(join(elsewhere, 'calls.sh'), 'curl', dataDir)).resolves.toBe(join(elsewhere, 'calls.sh'));
    await expect(checkExportPath(join(elsewhere, 'calls.json'), 'har', dataDir)).rejects.toMatchObject({ code: 'SITE_EXPORT_TYPE' });
    await expect(checkExportPath(join(dataDir, 'calls.har'), 'har', dataDir)).rejects.toMatchObject({ code: 'SITE_EXPORT_RESERVED_PATH' });
  });

  it('keeps HAR of an empty log valid (the schema allows no entries)', async () => {
    await expect(validateHar(harOf([], '1', false))).resolves.toBeTruthy();
  });
});
