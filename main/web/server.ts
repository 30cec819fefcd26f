// The web transport: the same bridge over HTTP on loopback, for headless use and for the e2e tests
// in real Chromium. It listens on 127.0.0.1 only. Every API call needs the one-time token of this
// run; a request whose Host is not this server (DNS rebinding) or whose Origin is foreign is refused
// before anything else happens.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_CHARS, type EventName } from '../../shared/api';
import type { BridgeError } from '../../shared/errors';
import type { ConsoleRuntime } from '../console';
import { CONTENT_SECURITY_POLICY } from '../csp';
import { pageWithSavedLanguage } from '../page-language';

/** Where and how to serve. */
export interface WebTransportOptions {
  /** The built renderer (vite's output directory). */
  rendererDir: string;
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  /** The token to require; by default a fresh random one. Tests pass none. */
  token?: string;
  /** Time limits for receiving a request (defaults: headers 10 s, whole request 60 s). */
  timeouts?: { headersMs?: number; requestMs?: number };
}

/** A running web transport. */
export interface WebTransport {
  /** The address to open, with the token in the fragment (never sent to the server or logged). */
  url: string;
  /** The origin, e.g. http://127.0.0.1:43117. */
  origin: string;
  /** The one-time token of this run. */
  token: string;
  close(): Promise<void>;
}

/** Loopback only: the console's API must never be reachable from the site network. */
const HOST = '127.0.0.1';
/** The largest document the bridge carries, at 3 bytes of UTF-8 per character, plus the rest of the payload. */
const BODY_LIMIT = MAX_DOCUMENT_CHARS * 3 + 64 * 1024;
/** The one route that takes a body; every other request with a body is refused before it is read. */
const INVOKE_ROUTE = '/api/invoke/:op';
const API_CATCH_ALL = '/api/*';
const SSE_HEARTBEAT_MS = 15_000;
/** An event stream whose client has not read this much is closed (its EventSource reconnects) rather than buffered without bound. */
const SSE_MAX_BACKLOG_BYTES = 4 * 1024 * 1024;
const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
const MAX_HEADER_BYTES = 16 * 1024;

const transportError = (code: string, message: string): { ok: false; error: BridgeError } => ({
  ok: false,
  error: { category: 'transport', code, message },
});

/** Whether a request target names the API, however its path is encoded. */
function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: judge the raw path, and let routing refuse it.
  }
  return /^\/+api(\/|$)/i.test(decoded) || /^\/+api(\/|$)/i.test(path);
}

/** Whether a request announces a body (a length above zero, or chunks). */
const announcesBody = (req: FastifyRequest): boolean =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/** Refuses a request without reading its body: the connection closes after the answer instead of draining what is left. */
function refuse(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).header('Connection', 'close').send(transportError(code, message));
}

/** Answers what Node's HTTP parser refuses (slow or malformed requests, oversized headers) with a Result, then closes. */
function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'the request took too long to arrive']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', `the request headers are larger than ${MAX_HEADER_BYTES} bytes`]
        : [400, 'BAD_REQUEST', 'the request is not well-formed HTTP'];
  const body = JSON.stringify(transportError(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Starts the web transport over a console runtime. */
export async function startWebTransport(runtime: ConsoleRuntime, options: WebTransportOptions): Promise<WebTransport> {
  if (!existsSync(options.rendererDir)) {
    throw new Error(`the renderer is not built (${options.rendererDir} is missing); run "npx vite build" first`);
  }
  const token = options.token ?? randomBytes(32).toString('base64url');
  const headersTimeout = options.timeouts?.headersMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  const requestTimeout = Math.max(options.timeouts?.requestMs ?? DEFAULT_REQUEST_TIMEOUT_MS, headersTimeout);
  // Any local process can connect: a request must arrive whole in bounded time, and only the
  // invoke route may carry a body of any size (its own bodyLimit below).
  const app = Fastify({
    bodyLimit: 1,
    logger: false,
    requestTimeout,
    http: { headersTimeout, maxHeaderSize: MAX_HEADER_BYTES, connectionsCheckingInterval: Math.min(1_000, headersTimeout) },
    clientErrorHandler: answerClientError,
  });
  let origin = '';
  let allowedHosts = new Set<string>();
  let allowedOrigins = new Set<string>();
  const streams = new Set<FastifyReply>();

  // Every failure of the transport itself (a body too large, not JSON, a wrong content type) still
  // answers with a Result, so that the renderer can put it into words.
  app.setErrorHandler((err: { statusCode?: number; code?: string; message: string }, _req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    const code = status === 413 ? 'REQUEST_TOO_LARGE' : status < 500 ? 'BAD_REQUEST' : 'TRANSPORT_FAILED';
    void reply.code(status).send(transportError(code, err.message));
  });
  app.setNotFoundHandler((_req, reply) => {
    void reply.code(404).send(transportError('NO_SUCH_ROUTE', 'no such address'));
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    if (!allowedHosts.has(req.headers.host ?? '')) {
      return refuse(reply, 403, 'FOREIGN_HOST', `requests must be addressed to ${origin}`);
    }
    const from = req.headers.origin;
    if (from !== undefined && !allowedOrigins.has(from)) {
      return refuse(reply, 403, 'FOREIGN_ORIGIN', `requests from ${from} are refused`);
    }
    // Routes match on the decoded path, so the token check must too: /%61pi/… is /api/….
    const api = isApiPath(req.url) || req.routeOptions.url?.startsWith('/api') === true;
    if (!api && req.method !== 'GET' && req.method !== 'HEAD') {
      reply.header('Allow', 'GET, HEAD');
      return refuse(reply, 405, 'METHOD_NOT_ALLOWED', `${req.method} is not served here; the console's pages take GET and HEAD only`);
    }
    if (api) {
      reply.header('Cache-Control', 'no-store');
      const auth = req.headers.authorization;
      const given = auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length) : undefined;
      if (!sameToken(given, token)) {
        return refuse(reply, 401, 'TOKEN_REQUIRED', 'this API needs the token printed when the console started');
      }
    }
    if (req.routeOptions.url !== INVOKE_ROUTE && announcesBody(req)) {
      if (req.routeOptions.url === API_CATCH_ALL) return refuse(reply, 404, 'NO_SUCH_ROUTE', 'no such API route');
      return refuse(reply, 413, 'REQUEST_TOO_LARGE', `${req.method} ${req.routeOptions.url ?? 'this address'} takes no body`);
    }
  });

  app.post(INVOKE_ROUTE, { bodyLimit: BODY_LIMIT }, async (req: FastifyRequest<{ Params: { op: string } }>) => {
    // The body goes to the dispatcher as sent (null included): the payload schema decides.
    return runtime.dispatch(req.params.op, req.body, { transport: 'web' });
  });

  app.get('/api/events', (req, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
    });
    // A client that stops reading must not make main buffer every event for it.
    const send = (chunk: string): void => {
      if (res.destroyed) return;
      if (res.writableLength > SSE_MAX_BACKLOG_BYTES) res.destroy();
      else res.write(chunk);
    };
    send(': connected\n\n');
    streams.add(reply);
    const detach = runtime.hub.attach((event: EventName, data: unknown) => {
      send(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    });
    const heartbeat = setInterval(() => send(': heartbeat\n\n'), SSE_HEARTBEAT_MS);
    req.raw.on('close', () => {
      clearInterval(heartbeat);
      detach();
      streams.delete(reply);
    });
  });

  app.all(API_CATCH_ALL, async (_req, reply) => reply.code(404).send(transportError('NO_SUCH_ROUTE', 'no such API route')));

  // The page itself carries main's saved language (page-language.ts), so it is served here, read
  // once, and never kept by the browser's cache; everything else is a file of the build.
  let page: string | undefined;
  const servePage = async (_req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    try {
      page ??= await readFile(join(options.rendererDir, 'index.html'), 'utf8');
    } catch {
      return reply.callNotFound();
    }
    const { language } = await runtime.services.settings.get();
    void reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(pageWithSavedLanguage(page, language));
  };
  app.get('/', servePage);
  app.get('/index.html', servePage);
  await app.register(fastifyStatic, { root: options.rendererDir, index: false, wildcard: false, globIgnore: ['index.html'] });

  await app.listen({ host: HOST, port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  origin = `http://${HOST}:${port}`;
  allowedHosts = new Set([`${HOST}:${port}`, `localhost:${port}`]);
  allowedOrigins = new Set([...allowedHosts].map((h) => `http://${h}`));
  return {
    url: `${origin}/#token=${token}`,
    origin,
    token,
    close: async () => {
      for (const s of streams) s.raw.end();
      await app.close();
    },
  };
}
