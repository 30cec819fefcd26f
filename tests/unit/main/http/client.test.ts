import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpRequestOptions } from '../../../../main/http/call';
import { HttpClient } from '../../../../main/http/client';
import { normalizeFingerprint } from '../../../../main/http/connector';
import { ConsoleError } from '../../../../shared/errors';
import { makeCertificate, startHttpsServer, type TestCertificate } from './tls-fixture';

const timeouts = { connectMs: 1_000, requestMs: 800 };
const client = new HttpClient();
const servers: Server[] = [];
const received: IncomingMessage[] = [];

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const routes: Record<string, Handler> = {
  '/ok': (req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ echo: body ? JSON.parse(body) : null }));
    });
  },
  '/silent': () => undefined,
  '/stall': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"partial":');
  },
  '/reset': (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"partial":', () => req.socket.resetAndDestroy());
  },
  '/status': (_req, res) => {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<h1>Bad gateway</h1>');
  },
};

let base = '';
beforeAll(async () => {
  const server = createServer((req, res) => {
    received.push(req);
    (routes[req.url ?? ''] ?? routes['/status']!)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await client.close();
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function failure(options: HttpRequestOptions): Promise<ConsoleError> {
  const error = await client.request(options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConsoleError);
  return error as ConsoleError;
}

describe('HttpClient over loopback', () => {
  it('posts JSON, sends a W3C traceparent whose trace id it reports, and times the phases', async () => {
    const response = await client.request({ url: `${base}/ok`, json: { personId: 'P1001' }, timeouts });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text())).toEqual({ echo: { personId: 'P1001' } });
    const sent = received.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers.traceparent).toBe(response.traceparent);
    expect(response.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(response.traceparent.split('-')[1]).toBe(response.traceId);
    const { timings } = response;
    expect(timings.totalMs).toBeGreaterThanOrEqual(timings.firstByteMs);
    expect(timings.bodyMs).toBeGreaterThanOrEqual(0);
    expect(timings.connectMs === null || timings.connectMs >= 0).toBe(true);
  });

  it('keeps connections alive and reports a connect phase only for calls that opened one', async () => {
    const from = received.length;
    const calls = [];
    for (let i = 0; i < 6; i++) calls.push(await client.request({ url: `${base}/ok`, timeouts: { connectMs: 999, requestMs: 999 } }));
    const sockets = new Set(received.slice(from).map((req) => req.socket));
    expect(sockets.size).toBeLessThan(calls.length);
    expect(calls.filter((c) => c.timings.connectMs !== null)).toHaveLength(sockets.size);
    expect(new Set(calls.map((c) => c.traceId)).size).toBe(calls.length);
  });

  it('gives each of many calls in flight the head it wrote, more calls than connections included', async () => {
    // 150 calls at once on a pool of 64 connections: some wait for a connection and are written
    // when another call's answer frees one. Each must be given its own head, never another's.
    const from = received.length;
    const calls = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        client.request({
          url: `${base}/ok`,
          json: { personId: `P${i}`.padEnd(2 + (i % 7), 'x') },
          timeouts: { connectMs: 2_000, requestMs: 5_000 },
        }),
      ),
    );
    for (const [i, call] of calls.entries()) {
      const sent = new Map(call.sent!.headers);
      expect(sent.get('traceparent')).toBe(call.traceparent);
      expect(Number(sent.get('content-length'))).toBe(Buffer.byteLength(JSON.stringify({ personId: `P${i}`.padEnd(2 + (i % 7), 'x') })));
      expect(call.sent!.serverAddress).toBe('127.0.0.1');
      expect(JSON.parse(call.text())).toEqual({ echo: { personId: `P${i}`.padEnd(2 + (i % 7), 'x') } });
    }
    const sockets = new Set(received.slice(from).map((req) => req.socket));
    expect(calls.filter((c) => c.timings.connectMs !== null)).toHaveLength(sockets.size);
  });

  it('returns any HTTP status as an answer: judging it is the caller’s business', async () => {
    const response = await client.request({ url: `${base}/status`, timeouts });
    expect(response.status).toBe(502);
    expect(response.text()).toContain('Bad gateway');
  });

  it('gives up on a silent service after requestMs with category timeout', async () => {
    const started = performance.now();
    const error = await failure({ url: `${base}/silent`, json: {}, timeouts, label: 'E1 person detail over direct' });
    expect(error.category).toBe('timeout');
    expect(error.code).toBe('HTTP_RESPONSE_TIMEOUT');
    expect(error.message).toContain('800 ms');
    expect(error.message).toContain(`POST ${base}/silent`);
    expect(error.message).toContain('E1 person detail over direct');
    expect(error.details).toMatchObject({ url: `${base}/silent`, requestMs: 800 });
    expect(error.details?.traceId).toMatch(/^[0-9a-f]{32}$/);
    // Not a performance assertion: the call must not hang well beyond its limit.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('reports a body that stalls as a timeout of the body', async () => {
    const error = await failure({ url: `${base}/stall`, timeouts });
    expect([error.category, error.code]).toEqual(['timeout', 'HTTP_BODY_TIMEOUT']);
  });

  it('reports a reset connection as network', async () => {
    const error = await failure({ url: `${base}/reset`, timeouts });
    expect([error.category, error.code]).toEqual(['network', 'HTTP_RESET']);
  });

  it('reports a refused connection as network, naming the host', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure({ url: `http://127.0.0.1:${port}/x`, timeouts });
    expect([error.category, error.code]).toEqual(['network', 'HTTP_REFUSED']);
    expect(error.message).toContain(`127.0.0.1:${port} refused the connection`);
  });

  it('cancels a call when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = failure({ url: `${base}/silent`, timeouts: { connectMs: 1_000, requestMs: 10_000 }, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await pending;
    expect([error.category, error.code]).toEqual(['usage', 'HTTP_CANCELLED']);
  });

  it('refuses an address that is not http or https as a usage error', async () => {
    for (const url of ['ftp://127.0.0.1/x', 'not a url']) {
      const error = await failure({ url, timeouts });
      expect([error.category, error.code]).toEqual(['usage', 'HTTP_BAD_URL']);
    }
  });
});

describe('HttpClient TLS', () => {
  let certificate: TestCertificate;
  let url = '';
  beforeAll(async () => {
    certificate = makeCertificate('127.0.0.1', ['IP:127.0.0.1', 'DNS:localhost']);
    const started = await startHttpsServer(certificate);
    servers.push(started.server);
    url = started.url;
  });

  it('refuses a self-signed certificate without a CA file or a pin', async () => {
    const error = await failure({ url, timeouts });
    expect([error.category, error.code]).toEqual(['tls', 'HTTP_TLS_UNTRUSTED']);
    expect(error.message).toMatch(/CA file|fingerprint/);
  });

  it('accepts it through the CA file', async () => {
    const response = await client.request({ url, timeouts, tls: { caFile: certificate.certPath } });
    expect(JSON.parse(response.text())).toEqual({ ok: true });
    expect(response.timings.connectMs).not.toBeNull();
  });

  it('accepts it through the pinned SHA-256 fingerprint, in any common spelling', async () => {
    for (const pin of [certificate.fingerprint256, certificate.fingerprint256.replace(/:/g, '').toLowerCase()]) {
      const response = await client.request({ url, timeouts, tls: { pinSha256: pin } });
      expect(response.status).toBe(200);
    }
  });

  it('refuses a certificate that does not match the pin, saying which one it saw', async () => {
    const error = await failure({ url, timeouts, tls: { pinSha256: 'ab'.repeat(32) } });
    expect([error.category, error.code]).toEqual(['tls', 'HTTP_TLS_PIN_MISMATCH']);
    expect(error.details?.presented).toBe(certificate.fingerprint256);
  });

  it('checks the pin as well when a CA file is given', async () => {
    const error = await failure({ url, timeouts, tls: { caFile: certificate.certPath, pinSha256: 'cd'.repeat(32) } });
    expect(error.code).toBe('HTTP_TLS_PIN_MISMATCH');
  });

  it('refuses a certificate issued for another name even with its CA', async () => {
    const other = makeCertificate('other.example', ['DNS:other.example']);
    const started = await startHttpsServer(other);
    servers.push(started.server);
    const error = await failure({ url: started.url, timeouts, tls: { caFile: other.certPath } });
    expect([error.category, error.code]).toEqual(['tls', 'HTTP_TLS_HOSTNAME']);
  });

  it('says so when the CA file cannot be read', async () => {
    const error = await failure({ url, timeouts, tls: { caFile: '/nonexistent/ca.pem' } });
    expect([error.category, error.code]).toEqual(['usage', 'HTTP_CA_FILE']);
    expect(error.message).toContain('/nonexistent/ca.pem');
  });

  it('normalizes fingerprints and rejects what is not one', () => {
    expect(normalizeFingerprint(`AB:${'CD:'.repeat(30)}EF`)).toBe(`ab${'cd'.repeat(30)}ef`);
    expect(normalizeFingerprint('abc')).toBeNull();
  });
});
