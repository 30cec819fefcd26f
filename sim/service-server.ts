// What every service of the reference site shares: a fastify server of its own, the SITE-API
// envelope for every error (400 INVALID_REQUEST, 500 INTERNAL_ERROR), request bodies validated
// against sim/openapi.json, fault injection on the business routes, the call log, and the /__sim
// operations at the server's root (outside the context path, so that a real site's paths never
// collide with them and faults never reach them).
import { STATUS_CODES } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Duplex } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv/dist/2020.js';
import { childTraceContext } from '../shared/node/trace';
import { CallLog, type Answering } from './call-log';
import { failure, success } from './envelope';
import { DEFAULT_ERROR_STATUS, DEFAULT_STALL_MS, FaultInjector, type AnswerFault, type FaultKind, type FaultSettings } from './faults';
import { CONTEXT_PATHS, SERVICE_TITLES, type ServiceName } from './service-names';
import { compileSchema, describeSchemaErrors, MAX_REPORTED_ISSUES, wireSchemaRef, type SchemaIssue } from './validator';

/** What a service shows of itself in /__sim/state; `revision` counts changes to what it has written. */
export interface ServiceStateView {
  /** Increases on every change of what the service has written; a repeated E2 leaves it alone. */
  revision: number;
  /** Anything else the service wants to show. */
  [key: string]: unknown;
}

/** How to build one service's server. */
export interface SimServerOptions {
  /** Which service this is (decides the context path and the words in messages). */
  service: ServiceName;
  /** Faults to inject from the start. */
  faults?: FaultSettings;
  /** The state /__sim/state shows. */
  describeState: () => ServiceStateView;
  /** Registers the business routes; `scope` is mounted at the context path. */
  routes: (scope: FastifyInstance) => void;
  /** Registers extra /__sim operations of this service at the root. */
  simRoutes?: (app: FastifyInstance) => void;
  /** Business routes receive the body as raw bytes instead of parsed JSON (relays). */
  rawBodies?: boolean;
  /** Releases what the service holds (clients, timers) after the server has closed. */
  onClose?: () => Promise<void>;
}

interface RequestRecord extends Answering {
  started: number;
  at: string;
  fault: FaultKind | null;
  code: string | null;
  /** The `traceparent` received, as the call log shows it. */
  received: string | null;
  logged: boolean;
}

// The record of each business request, kept beside fastify's request object rather than
// augmenting fastify's types for every other fastify user in the repository.
const records = new WeakMap<FastifyRequest, RequestRecord>();

/** Where a business request records its outbound calls, and its trace; handlers pass it to the client they call with. */
export function answeringOf(request: FastifyRequest): Answering {
  const record = records.get(request);
  if (!record) throw new Error(`no call record for ${request.method} ${request.url}: answeringOf() is only for business routes`);
  return record;
}

/** Sets the envelope code the call log shows for a request whose answer is relayed bytes. */
export function noteAnswerCode(request: FastifyRequest, code: string | null): void {
  const record = records.get(request);
  if (record) record.code = code;
}

/** The largest request body a service accepts. */
const BODY_LIMIT = 1024 * 1024;
/** The largest request head (request line and headers) a service reads. */
const MAX_HEADER_BYTES = 16 * 1024;

/** How long a request may take to arrive: its headers, and the whole of it. */
export interface RequestLimits {
  headersMs: number;
  requestMs: number;
}

const DEFAULT_REQUEST_LIMITS: RequestLimits = { headersMs: 10_000, requestMs: 30_000 };

/**
 * What Node's HTTP parser refuses before any route sees it (malformed HTTP, oversized headers, a
 * request that took too long to arrive) is answered with the site's envelope too, then the
 * connection closes.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'the request did not arrive in time; send the headers and the body without pauses']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, `the request headers are larger than ${MAX_HEADER_BYTES} bytes`]
        : [400, 'the request is not well-formed HTTP/1.1'];
  const body = JSON.stringify(failure('INVALID_REQUEST', `invalid request: ${reason}`));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

// What reset and stalled answers get as far as sending: the start of a plausible envelope, under a
// Content-Length that promises more.
const PARTIAL_BODY = '{"success":true,"code":"0","msg":"succ';
const PROMISED_LENGTH = 96;
const MALFORMED_BODY = '{"success":true,"code":"0","msg":"success","data":{"truncated';

const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

/** Words for issues of a request body, at most MAX_REPORTED_ISSUES of them; the pointer `""` is the body itself. */
export function formatRequestIssues(issues: SchemaIssue[]): string {
  const shown = issues.slice(0, MAX_REPORTED_ISSUES).map((i) => `${i.pointer === '' ? 'the body' : clip(i.pointer)} ${i.reason}`);
  const more = issues.length - shown.length;
  return `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

/** A pointer is made of the sender's own keys, which may be of any length. */
const clip = (text: string): string => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

/** One service's HTTP server. */
export class SimServer {
  /** Which service this is. */
  readonly service: ServiceName;
  /** Its context path (`''` for the gateway). */
  readonly contextPath: string;
  /** The fastify instance. */
  readonly app: FastifyInstance;
  /** Its fault settings. */
  readonly faults: FaultInjector;
  /** Its log of received calls. */
  readonly log = new CallLog();
  private readonly startedAt = new Date().toISOString();
  private readonly describeState: () => ServiceStateView;
  private readonly onClose: (() => Promise<void>) | undefined;
  private readonly stalls = new Set<NodeJS.Timeout>();
  private readonly businessRoutes: string[] = [];
  private origin = '';

  constructor(options: SimServerOptions) {
    this.service = options.service;
    this.contextPath = CONTEXT_PATHS[options.service];
    this.faults = new FaultInjector(options.faults);
    this.describeState = options.describeState;
    this.onClose = options.onClose;
    // forceCloseConnections: close() must not wait for keep-alive sockets or stalled answers.
    this.app = Fastify({
      logger: false,
      forceCloseConnections: true,
      bodyLimit: BODY_LIMIT,
      return503OnClosing: true,
      // Time limits are checked every second (Node's default is every 30 s).
      http: { maxHeaderSize: MAX_HEADER_BYTES, connectionsCheckingInterval: 1_000 },
      clientErrorHandler: answerClientError,
    });
    this.app.setValidatorCompiler(({ schema }) => compileSchema(schema));
    this.app.setErrorHandler((error: FastifyError, _request, reply) => this.answerError(error, reply));
    this.app.setNotFoundHandler((request, reply) => {
      const served = this.businessRoutes.length > 0 ? `; it serves ${this.businessRoutes.join(', ')}` : '';
      return reply
        .code(404)
        .send(
          failure(
            'INVALID_REQUEST',
            `no operation at ${request.method} ${pathOf(request.url)} on the ${SERVICE_TITLES[this.service]}${served}`,
          ),
        );
    });
    this.registerSimRoutes(options.simRoutes);
    this.app.register(
      async (scope) => {
        scope.addHook('onRoute', (route) => {
          // A catch-all route (the gateway's) lists every method; "ANY" says it shorter.
          const methods = Array.isArray(route.method) ? (route.method.length > 2 ? 'ANY' : route.method.join('|')) : route.method;
          if (methods !== 'HEAD') this.businessRoutes.push(`${methods} ${route.url}`);
        });
        if (options.rawBodies) {
          scope.removeAllContentTypeParsers();
          scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
        } else {
          // The site speaks JSON only; fastify's text/plain parser would turn a mislabelled body
          // into a string and blur the reason it is refused.
          scope.removeContentTypeParser('text/plain');
        }
        scope.addHook('onRequest', (request, reply, done) => {
          this.track(request, reply);
          done();
        });
        scope.addHook('preHandler', async (request, reply) => this.injectFaults(request, reply));
        scope.addHook('preSerialization', (request, _reply, payload, done) => {
          const code = (payload as { code?: unknown } | null)?.code;
          const record = records.get(request);
          if (record && typeof code === 'string') record.code = code;
          done(null, payload);
        });
        options.routes(scope);
      },
      { prefix: this.contextPath },
    );
  }

  /** Root URL of the server, e.g. `http://127.0.0.1:41001`; empty before listen(). */
  get rootUrl(): string {
    return this.origin;
  }

  /** Root URL plus the context path: where the business paths start. */
  get baseUrl(): string {
    return `${this.origin}${this.contextPath}`;
  }

  /** URL of this server's /__sim/state. */
  get stateUrl(): string {
    return `${this.origin}/__sim/state`;
  }

  /** Starts listening; port 0 lets the system choose a free port. `limits`: how long a request may take to arrive. */
  async listen(host: string, port: number, limits: RequestLimits = DEFAULT_REQUEST_LIMITS): Promise<void> {
    // Node reads these on every check of its connections, so they may be set once the server exists.
    this.app.server.headersTimeout = limits.headersMs;
    this.app.server.requestTimeout = Math.max(limits.requestMs, limits.headersMs);
    await this.app.listen({ host, port, listenTextResolver: () => '' });
    const address = this.app.server.address() as AddressInfo;
    this.origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  }

  /** Stops listening, cuts open connections and releases what the service holds. */
  async close(): Promise<void> {
    for (const timer of this.stalls) clearTimeout(timer);
    this.stalls.clear();
    await this.app.close();
    await this.onClose?.();
  }

  private registerSimRoutes(extra: ((app: FastifyInstance) => void) | undefined): void {
    this.app.get('/__sim/ping', async () => success(this.service));
    this.app.get('/__sim/state', async () =>
      success({
        service: this.service,
        baseUrl: this.baseUrl,
        startedAt: this.startedAt,
        faults: this.faults.get(),
        state: this.describeState(),
        calls: this.log.list(),
      }),
    );
    this.app.get('/__sim/faults', async () => success(this.faults.get()));
    this.app.post('/__sim/faults', { schema: { body: wireSchemaRef('FaultSettings') } }, async (request) =>
      success(this.faults.set(request.body as FaultSettings)),
    );
    extra?.(this.app);
  }

  private track(request: FastifyRequest, reply: FastifyReply): void {
    const received = typeof request.headers.traceparent === 'string' ? request.headers.traceparent : null;
    const { traceparent } = childTraceContext(received);
    const record: RequestRecord = {
      started: performance.now(),
      at: new Date().toISOString(),
      fault: null,
      code: null,
      calls: [],
      traceparent,
      received,
      logged: false,
    };
    records.set(request, record);
    // 'close' fires once the answer is complete or the connection is gone, hijacked or not, so
    // every received call is logged exactly once, including the reset and abandoned ones.
    reply.raw.once('close', () => {
      if (record.logged) return;
      record.logged = true;
      this.log.add({
        at: record.at,
        method: request.method,
        path: pathOf(request.url),
        status: reply.raw.writableFinished ? reply.raw.statusCode : null,
        code: record.code,
        fault: record.fault,
        durationMs: Math.round((performance.now() - record.started) * 10) / 10,
        calls: record.calls,
        request: request.body ?? null,
        traceparent: record.received,
      });
    });
  }

  private async injectFaults(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const record = records.get(request);
    const decision = this.faults.decide(pathOf(request.url).slice(this.contextPath.length));
    if (!record || !decision) return undefined;
    if (decision.latencyMs > 0) {
      record.fault = 'latency';
      await delay(decision.latencyMs, undefined, { ref: false });
      // A caller that gave up during the delay gets nothing, and nothing is done for it: a
      // timed-out E3 must not bind anyone behind the elevator application's back.
      if (request.raw.socket === null || request.raw.socket.destroyed) {
        reply.hijack();
        return reply;
      }
    }
    if (decision.answer === null) return undefined;
    record.fault = decision.answer;
    this.answerFault(decision.answer, reply);
    return reply;
  }

  private answerFault(kind: AnswerFault, reply: FastifyReply): void {
    const settings = this.faults.get();
    switch (kind) {
      case 'error': {
        const status = settings.errorStatus ?? DEFAULT_ERROR_STATUS;
        reply
          .code(status)
          .send(failure('INTERNAL_ERROR', `injected fault: the ${SERVICE_TITLES[this.service]} answers HTTP ${status} (errorRate)`));
        return;
      }
      case 'malformed':
        reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY);
        return;
      case 'reset':
      case 'stall': {
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(PROMISED_LENGTH) });
        if (kind === 'reset') {
          // resetAndDestroy sends a TCP RST once the partial body is out: "connection reset by peer".
          raw.write(PARTIAL_BODY, () => raw.socket?.resetAndDestroy());
          return;
        }
        raw.write(PARTIAL_BODY);
        const timer = setTimeout(() => {
          this.stalls.delete(timer);
          raw.destroy();
        }, settings.stallMs ?? DEFAULT_STALL_MS);
        this.stalls.add(timer);
        raw.once('close', () => {
          clearTimeout(timer);
          this.stalls.delete(timer);
        });
      }
    }
  }

  private answerError(error: FastifyError, reply: FastifyReply): FastifyReply {
    if (error.validation) {
      const issues = describeSchemaErrors(error.validation as unknown as ErrorObject[]);
      return reply.code(400).send(failure('INVALID_REQUEST', `invalid request: ${formatRequestIssues(issues)}`));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(400).send(failure('INVALID_REQUEST', `invalid request: ${clientErrorWords(error)}`));
    return reply.code(500).send(failure('INTERNAL_ERROR', `internal error in the ${SERVICE_TITLES[this.service]}: ${error.message}`));
  }
}

function clientErrorWords(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'the body is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'the body is empty; send a JSON object';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'the body is not JSON (Content-Type must be application/json)';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `the body is larger than ${BODY_LIMIT} bytes`;
    default:
      return error.message;
  }
}
