// A site of the test's own: one loopback HTTP server whose answers the test writes (a 1,000,000-deep
// envelope, a token echoed in every form, 20,000 downstream calls in /__sim/state), with a site
// profile pointing every service at it. Real HTTP, real sockets: only the answers are hostile.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { request } from 'undici';
import { createConsole } from '../../../../main/console';
import { startWebTransport, type WebTransport } from '../../../../main/web/server';
import type { SiteProfile } from '../../../../shared/site';

/** What the server saw of a request. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Writes the answer to one request; `res` is the raw response. */
export type HostileHandler = (req: SeenRequest, res: ServerResponse) => void;

/** A running hostile site. */
export interface HostileSite {
  origin: string;
  profile: SiteProfile;
  close: () => Promise<void>;
}

/** A JSON answer: status 200 unless given. */
export function answerJson(res: ServerResponse, body: string, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(body);
}

/** Starts the site; every service of its profile (direct route) points at it. */
export async function startHostileSite(handler: HostileHandler, auth: SiteProfile['auth'] = { type: 'none' }): Promise<HostileSite> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () =>
      handler(
        { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') },
        res,
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const profile: SiteProfile = {
    profileVersion: 1,
    name: 'Hostile site',
    services: { organization: `${origin}/organization`, elevator: `${origin}/elevator` },
    defaultRoute: 'direct',
    auth,
    timeouts: { connectMs: 2000, requestMs: 20000 },
  };
  return {
    origin,
    profile,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request as a raw site read it: header names in lower case, and the body. */
export interface RawRequest {
  headers: Record<string, string>;
  body: string;
}

/**
 * A site over a raw TCP server (node:net) that writes each answer byte for byte, status line
 * included (`HTTP/1.1 200 OK <anything>`), which node:http would not let a test write; one request
 * per connection. Its profile is the hostile site's, every service (direct route) pointing at it.
 */
export async function startRawSite(
  answer: (req: RawRequest) => string,
  auth: SiteProfile['auth'] = { type: 'none' },
): Promise<HostileSite> {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers: Record<string, string> = {};
      for (const line of received.subarray(0, end).toString('latin1').split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      if (received.length < end + 4 + length) return;
      socket.end(answer({ headers, body: received.subarray(end + 4, end + 4 + length).toString('utf8') }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    profile: {
      profileVersion: 1,
      name: 'Raw site',
      services: { organization: `${origin}/organization`, elevator: `${origin}/elevator` },
      defaultRoute: 'direct',
      auth,
      timeouts: { connectMs: 2000, requestMs: 20000 },
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An answer as a raw site writes it: a status line as given, headers, a JSON body with its length. */
export const rawAnswer = (statusLine: string, headers: readonly [string, string][], body: string): string =>
  `${statusLine}\r\n${[...headers, ['content-type', 'application/json'], ['content-length', String(Buffer.byteLength(body))], ['connection', 'close']].map(([n, v]) => `${n}: ${v}`).join('\r\n')}\r\n\r\n${body}`;

/** An envelope whose data is `depth` nested arrays. */
export const deepEnvelope = (depth: number): string =>
  `{"success":true,"code":"0","msg":"","data":${'['.repeat(depth)}${']'.repeat(depth)}}`;

/** A console over the real web transport, on a data directory of its own. */
export interface TestConsole {
  web: WebTransport;
  dataDir: string;
  /** One bridge call over HTTP with the transport's token; the Result as received. */
  invoke: <T = unknown>(
    op: string,
    payload: unknown,
  ) => Promise<{ ok: boolean; value: T; error?: { category: string; code: string; message: string; details?: Record<string, unknown> } }>;
}

/** Starts the console's web transport in `dir` (a placeholder page stands in for the built renderer). */
export async function startTestConsole(dir: string): Promise<TestConsole> {
  const rendererDir = join(dir, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  const dataDir = join(dir, 'data');
  const web = await startWebTransport(createConsole({ version: '1', dataDir }), { rendererDir });
  return {
    web,
    dataDir,
    invoke: async (op, payload) => {
      const res = await request(`${web.origin}/api/invoke/${op}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${web.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return (await res.body.json()) as never;
    },
  };
}
