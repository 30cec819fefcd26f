import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../../main/http/client';
import { SiteCallLog } from '../../../../main/site/call-log';
import { SiteClient } from '../../../../main/site/site-client';
import type { SiteProfile } from '../../../../shared/site';
import type { RunningSite } from '../../../../sim/index';
import { startTestSite } from '../../sim/site-helpers';

// A gateway of the test's own in front of the reference site's gateway, compressing as site
// gateways do: /<coding>/… relays to the site and compresses the answer with that coding, asked
// or not; /html-gzip/… answers a compressed web page; /zstd/… labels its answer zstd.
const CODECS: Record<string, (b: Buffer) => Buffer> = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync };
const NGINX = '/usr/sbin/nginx';

let site: RunningSite;
let relay: Server;
let relayBase = '';
const http = new HttpClient();
const client = new SiteClient(http, new SiteCallLog(mkdtempSync(join(tmpdir(), 'site-console-coding-'))));

beforeAll(async () => {
  site = await startTestSite();
  relay = createServer((req, res) => {
    const [, mode = '', ...rest] = (req.url ?? '').split('/');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (mode === 'html-gzip') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        res.end(gzipSync('<html><body>Sign in to the gateway</body></html>'));
        return;
      }
      if (mode === 'zstd') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'zstd' });
        res.end(Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x58]));
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

const through = (mode: string): SiteProfile => ({ ...site.profile, gateway: { ...site.profile.gateway!, baseUrl: `${relayBase}/${mode}` } });

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
    expect(result.error).toMatchObject({ category: 'malformed', code: 'SITE_NOT_JSON_DECODED', details: { contentType: 'text/html', contentEncoding: 'gzip', preview: expect.stringContaining('Sign in') } });
    expect(result.error?.message).toContain('gzip-compressed');
    expect(result.error?.message).toContain('text/html');
    expect(result.error?.message).not.toContain('web page or proxy');
  });

  it('says which coding it cannot decode instead of showing its bytes as a web page', async () => {
    const result = await client.personDetail(through('zstd'), 'P2', { route: 'gateway' });
    expect(result.error).toMatchObject({ category: 'malformed', code: 'SITE_ENCODING_UNSUPPORTED', details: { contentEncoding: 'zstd', contentType: 'application/json' } });
    expect(result.error?.message).toContain('compressed as zstd');
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const accepting = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

// nginx as many site gateways run it: `gzip on` for JSON, in front of the reference site.
describe.skipIf(!existsSync(NGINX))('nginx with gzip on as the gateway (skipped: /usr/sbin/nginx is not installed; apt-get install nginx-light)', () => {
  let nginx: ChildProcess;
  let nginxProfile: SiteProfile;
  let stderr = '';

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-console-nginx-'));
    const port = await freePort();
    const upstream = site.profile.gateway!.baseUrl;
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  gzip on; gzip_types application/json; gzip_min_length 0;
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass ${upstream}; proxy_http_version 1.1; }
  }
}
`,
    );
    nginx = spawn(NGINX, ['-e', 'stderr', '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off; master_process off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    nginx.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    for (let i = 0; i < 100 && !(await accepting(port)); i++) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    nginxProfile = { ...site.profile, gateway: { ...site.profile.gateway!, baseUrl: `http://127.0.0.1:${port}` } };
  });

  afterAll(() => {
    nginx?.kill('SIGTERM');
  });

  it('L1 and L2 arrive through nginx gzip as they do straight from the site', async () => {
    const answer = await http.request({ url: `${nginxProfile.gateway!.baseUrl}/gw/organization/component/person/detail`, json: { personId: 'P2' }, timeouts: site.profile.timeouts });
    expect(answer.contentEncoding, stderr).toBe('gzip');
    expect(answer.decoded).toBe(true);
    const plain = await client.personDetail(site.profile, 'P2', { route: 'gateway' });
    const viaNginx = await client.personDetail(nginxProfile, 'P2', { route: 'gateway' });
    expect(viaNginx.outcome, stderr).toBe('success');
    expect(viaNginx.envelope).toEqual(plain.envelope);
    const access = await client.addVisitorAccess(nginxProfile, 'V2', ['A-02'], { route: 'gateway' });
    expect([access.outcome, access.data]).toEqual(['success', true]);
  });
});
