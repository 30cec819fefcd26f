// The one HTTP client of the console (STYLE.md habit 9): every call to a site service or to an
// authorization backend goes through HttpClient.request(). It keeps one pooled keep-alive
// dispatcher per origin (and TLS setting), enforces the connect and request limits to the
// millisecond, lets the caller cancel, verifies TLS against the system's CAs, a CA file or a
// pinned certificate fingerprint (there is deliberately no option that turns verification off),
// presents a client certificate where a site demands mutual TLS,
// sends a W3C traceparent, decodes gzip, deflate and br bodies (content-coding.ts), measures the phases of each call, and turns every failure into a
// ConsoleError with a category of shared/errors.ts (see failures.ts).
import { createHash } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createSecureContext, type TLSSocket } from 'node:tls';
import { buildConnector, Pool, type Dispatcher } from 'undici';
import { ACCEPT_ENCODING, decodeBody, type Decoded } from './content-coding';
import { readBoundedFile } from '../files/bounded-read';
import { classify, DeadlineError, httpFailure, PinMismatchError, refusedCertificateAlert, systemCode, type CallPlace, type FailureFacts } from './failures';
import { newTraceContext } from '../../shared/node/trace';

/** HTTP methods the console uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Time limits of one call. */
export interface HttpTimeouts {
  /** Time allowed to open a connection (TCP and TLS). */
  connectMs: number;
  /** Time allowed for the whole call: waiting for a connection, headers and body. */
  requestMs: number;
}

/**
 * How to trust an https server besides the system's CAs. With `pinSha256` alone, the server's
 * certificate is trusted only when its SHA-256 fingerprint is exactly that one (self-signed site
 * certificates); with `caFile` too, it must also chain to that CA.
 */
export interface HttpTls {
  /** Path of a PEM file with the CA certificate(s) of the site. */
  caFile?: string;
  /** SHA-256 fingerprint of the server's certificate: 64 hex digits, colons and case free. */
  pinSha256?: string;
  /** A certificate to present when the server asks for one (mutual TLS). */
  clientCertificate?: HttpClientCertificate;
}

/**
 * A client certificate for mutual TLS: a PEM certificate and its key, or a PKCS#12 file. The
 * passphrase comes from the secrets store; it is never logged, and pools are told apart by a hash.
 */
export type HttpClientCertificate = { certFile: string; keyFile: string; passphrase?: string } | { pkcs12File: string; passphrase?: string };

/** One call. */
export interface HttpRequestOptions {
  /** Full http:// or https:// URL. */
  url: string;
  /** Default POST when there is a body, else GET. */
  method?: HttpMethod;
  /** Request headers; `traceparent` is added. Values never reach logs from here. */
  headers?: Record<string, string>;
  /** Raw body. */
  body?: string | Uint8Array;
  /** A value to send as JSON (sets content-type and accept); instead of `body`. */
  json?: unknown;
  /** Limits; required, so that no call can hang. */
  timeouts: HttpTimeouts;
  /** Extra trust for https. */
  tls?: HttpTls;
  /** Aborts the call (a cancel button): it fails with HTTP_CANCELLED. */
  signal?: AbortSignal;
  /** What the call is for, in messages, e.g. `E1 person detail over gateway`. */
  label?: string;
}

/** How long each phase of a call took, in milliseconds. */
export interface HttpTimings {
  /** Opening the connection (TCP, and TLS for https); null when a kept-alive one was reused. */
  connectMs: number | null;
  /** From the start (after connecting) until the response headers arrived. */
  firstByteMs: number;
  /** Reading the body. */
  bodyMs: number;
  /** The whole call. */
  totalMs: number;
}

/** An answer, whatever its status (judging the status is the caller's business). */
export interface HttpResponse {
  /** Method sent. */
  method: HttpMethod;
  /** URL called. */
  url: string;
  /** HTTP status, and the reason phrase the server sent with it. */
  status: number;
  statusText: string;
  /** Response headers, lowercase names. */
  headers: Record<string, string | string[]>;
  /** The body bytes, after undoing any content coding (gzip, deflate, br). */
  body: Buffer;
  /** The body decoded as UTF-8. */
  text(): string;
  /**
   * The Content-Encoding header as received (null when absent), and whether the body was decoded
   * from it; a coding the console does not decode (compress) leaves the body as it arrived.
   */
  contentEncoding: string | null;
  decoded: boolean;
  /** Size of the body as it arrived, before decoding. */
  encodedBytes: number;
  /**
   * The server's clock minus the laptop's, in milliseconds, from the answer's Date header (whole
   * seconds, so ±1 s is noise); null without a valid Date header.
   */
  clockSkewMs: number | null;
  /** The `traceparent` sent, and its trace id. */
  traceparent: string;
  traceId: string;
  /** Phase durations. */
  timings: HttpTimings;
  /**
   * What went on the wire, as undici wrote it (null when it was not observed): the request line
   * and headers, secrets included (a caller that keeps them redacts them), for a call's record and
   * its HAR and cURL exports.
   */
  sent: SentRequest | null;
}

/** A request as written on the wire, and where it went. */
export interface SentRequest {
  /** `HTTP/1.1`. */
  httpVersion: string;
  /** Header lines in the order written, names as written; `content-length` last, as undici adds it after these. */
  headers: [name: string, value: string][];
  /** The server's address (IP) on the connection that carried the request. */
  serverAddress: string | null;
  /** Base64 SHA-256 of the server's public key (SPKI), on a pinned connection: what `curl --pinnedpubkey` checks. */
  publicKeySha256: string | null;
}

/** Largest body accepted; site answers are small, anything bigger is not a site service. */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
/** Connections per origin; more concurrent calls wait for one (the wait counts against requestMs). */
const CONNECTIONS_PER_ORIGIN = 64;

const round = (ms: number): number => Math.round(ms * 100) / 100;

/** Normalizes a fingerprint to 64 lowercase hex digits; null when it is not one. */
export function normalizeFingerprint(value: string): string | null {
  const hex = value.replace(/[:\s]/g, '').toLowerCase();
  return /^[0-9a-f]{64}$/.test(hex) ? hex : null;
}

// How long each new socket took to connect, claimed by the first request sent on it, and what each
// request wrote on the wire. undici does not tell a request which socket carried it; its
// diagnostics channel does. undici writes a request in one synchronous step (writeH1): it tells the
// request's handler that it starts (onRequestStart), then publishes the head it is about to write
// with its socket. So the exchange that last started is the one whose head is published; no table
// of calls in flight is searched (one cost less on every call), and the head is checked to carry
// that exchange's traceparent, so that an undici that ever wrote in another order would leave the
// call unobserved rather than give it another call's head.
const connectTimes = new WeakMap<Socket, number>();
/** Base64 SHA-256 of the public key a pinned connection's server presented. */
const pinnedKeys = new WeakMap<Socket, string>();
interface Observed {
  connectMs: number | null;
  head: string;
  socket: Socket;
}
/** The exchange undici is writing now: set by its onRequestStart, taken by the head published next. */
let starting: Exchange | null = null;
const startsWriting = (exchange: Exchange): void => {
  starting = exchange;
};
subscribe('undici:client:sendHeaders', (message) => {
  const waiting = starting;
  starting = null;
  const { headers, socket } = message as { headers: string; socket: Socket };
  if (!waiting || typeof headers !== 'string' || !headers.includes(waiting.traceparent)) return;
  const ms = connectTimes.get(socket);
  if (ms !== undefined) connectTimes.delete(socket);
  waiting.observed = { connectMs: ms ?? null, head: headers, socket };
});

/** The request head undici wrote, as header pairs, with the content-length it adds after them. */
function sentRequest(observed: Observed, body: string | Uint8Array | undefined): SentRequest {
  // One pass of indexOf over the head (this runs for every call): the request line, then `name: value` lines.
  const head = observed.head;
  let end = head.indexOf('\r\n');
  if (end < 0) end = head.length;
  const space = head.lastIndexOf(' ', end);
  const version = space < 0 ? '' : head.slice(space + 1, end);
  const headers: [string, string][] = [];
  for (let start = end + 2; start < head.length; start = end + 2) {
    end = head.indexOf('\r\n', start);
    if (end < 0) end = head.length;
    const colon = head.indexOf(':', start);
    if (colon > start && colon < end) headers.push([head.slice(start, colon), head.slice(colon + 1, end).trim()]);
  }
  if (body !== undefined) headers.push(['content-length', String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength)]);
  return { httpVersion: version.startsWith('HTTP/') ? version : 'HTTP/1.1', headers, serverAddress: observed.socket.remoteAddress ?? null, publicKeySha256: pinnedKeys.get(observed.socket) ?? null };
}

// A console calls the same few addresses again and again: each is parsed once (URL objects are not
// changed here), up to a bound that no set of site profiles reaches.
const parsedUrls = new Map<string, URL>();
const PARSED_URLS_KEPT = 256;

/** The address parsed, or null when it is not an http(s) URL. */
function httpUrl(address: string): URL | null {
  let url = parsedUrls.get(address);
  if (url) return url;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (parsedUrls.size >= PARSED_URLS_KEPT) parsedUrls.clear();
  parsedUrls.set(address, url);
  return url;
}

/** The HTTP client; one per console. Close it when the console closes. */
export class HttpClient {
  readonly #pools = new Map<string, Pool>();
  /** The pool of a parsed address without extra trust, and the limits it was made for: found without building its key. */
  #plainPools = new WeakMap<URL, { connectMs: number; requestMs: number; pool: Pool }>();

  /**
   * Sends one request and returns its answer, whatever the HTTP status. Throws a ConsoleError
   * (category usage, network, timeout, tls or malformed; codes HTTP_*) when no complete answer
   * arrived, never later than `timeouts.requestMs` after the call.
   */
  async request(options: HttpRequestOptions): Promise<HttpResponse> {
    const trace = newTraceContext();
    const method: HttpMethod = options.method ?? (options.body !== undefined || options.json !== undefined ? 'POST' : 'GET');
    const started = performance.now();
    // Where the call stands and its limits are built for a failure only (placeOf, limitsOf), not for every call.

    const url = httpUrl(options.url);
    if (!url) throw httpFailure('HTTP_BAD_URL', placeOf(method, options, trace, started), limitsOf(options));
    const tls = url.protocol === 'https:' && (options.tls?.caFile !== undefined || options.tls?.pinSha256 !== undefined || options.tls?.clientCertificate !== undefined) ? options.tls : undefined;
    let pool: Pool;
    try {
      // Without extra trust there is no file to read: the pool is found without waiting a turn.
      pool = tls ? await this.#pool(url, options.timeouts, tls, options.signal) : this.#plainPool(url, options.timeouts);
    } catch (error) {
      if (options.signal?.aborted) throw httpFailure('HTTP_CANCELLED', placeOf(method, options, trace, started), limitsOf(options));
      if (error instanceof ClientCertificateFailure) throw httpFailure('HTTP_CLIENT_CERT_FILE', placeOf(method, options, trace, started), { ...limitsOf(options), reason: error.message, file: error.file });
      throw httpFailure('HTTP_CA_FILE', placeOf(method, options, trace, started), { ...limitsOf(options), reason: (error as Error).message });
    }

    // Gateways compress whether asked or not; saying what the console decodes keeps them to those.
    const headers: Record<string, string> = { 'accept-encoding': ACCEPT_ENCODING, ...options.headers, traceparent: trace.traceparent };
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
      headers.accept ??= 'application/json';
    }

    // undici's own timeouts tick on a coarse clock; this timer keeps the limit to the millisecond
    // and covers every phase, including the wait for a free connection.
    // No closure per call: the timer is given the exchange, and a cancel listener is made only for a call that can be cancelled.
    const exchange = new Exchange(trace.traceparent);
    const timer = setTimeout(overDeadline, options.timeouts.requestMs, exchange);
    const signal = options.signal;
    const onCancel = signal ? (): void => exchange.cancel(signal.reason ?? new DOMException('This operation was aborted', 'AbortError')) : null;
    if (signal?.aborted) onCancel!();
    else if (onCancel) signal!.addEventListener('abort', onCancel, { once: true });

    try {
      const response = await exchange.send(pool, { path: `${url.pathname}${url.search}`, method, headers, body });
      const headersAt = response.headersAt;
      const clockSkewMs = skewOf(response.headers.date, response.headersDate);
      const raw = response.body;
      const contentEncoding = headerText(response.headers['content-encoding']);
      // Most answers are not compressed: they are taken as they are, without a turn through the decoder.
      const decoded: Decoded = contentEncoding === null ? { ok: true, body: raw, codings: [] } : await decodeBody(raw, contentEncoding, MAX_RESPONSE_BYTES);
      if (!decoded.ok && decoded.problem.kind !== 'unsupported') {
        const problem = decoded.problem;
        // The answer did arrive: its status, headers and Date go with the failure, for the call's record (and its HAR).
        throw new ContentCodingFailure(problem.kind === 'bomb' ? 'HTTP_DECOMPRESSION_BOMB' : problem.cutShort ? 'HTTP_BODY_CUT_SHORT' : 'HTTP_BAD_CONTENT_CODING', {
          coding: problem.coding,
          encodedBytes: raw.length,
          reason: problem.kind === 'corrupt' ? problem.reason : undefined,
          contentType: headerText(response.headers['content-type']) ?? 'none',
          status: response.statusCode,
          // The bytes as they arrived go with it: the evidence a gateway's vendor needs.
          answer: { status: response.statusCode, statusText: response.statusText ?? '', headers: response.headers, body: raw },
          clockSkewMs,
        });
      }
      const bytes = decoded.ok ? decoded.body : raw;
      const ended = performance.now();
      const seen = exchange.observed;
      const connectMs = seen?.connectMs == null ? null : round(seen.connectMs);
      return new Answered(
        method,
        options.url,
        response,
        bytes,
        contentEncoding,
        decoded.ok && decoded.codings.length > 0,
        raw.length,
        clockSkewMs,
        trace,
        { connectMs, firstByteMs: round(headersAt - started - (connectMs ?? 0)), bodyMs: round(ended - headersAt), totalMs: round(ended - started) },
        seen ? sentRequest(seen, body) : null,
      );
    } catch (error) {
      if (error instanceof ContentCodingFailure) throw httpFailure(error.code, placeOf(method, options, trace, started), { ...limitsOf(options), ...error.facts });
      const reason = exchange.aborted ? exchange.reason : error;
      // A TLS 1.3 server judges the client certificate after the handshake: its alert arrives on
      // the socket while undici only reports the closed connection, so the alert is looked up.
      const carrier = exchange.observed?.socket;
      const alert = carrier ? tlsAlerts.get(carrier) : undefined;
      const judged = classify(reason instanceof DeadlineError || reason instanceof PinMismatchError ? reason : (alert ?? error), exchange.cancelled);
      const code = judged === 'HTTP_TLS_CLIENT_CERT_REFUSED' && !tls?.clientCertificate ? 'HTTP_TLS_CLIENT_CERT_REQUIRED' : judged;
      // Over TLS 1.2 an OpenSSL server that requires a client certificate answers its absence with
      // a plain handshake_failure alert, which a cipher mismatch also sends: the message names both.
      const maybeClientCertificate = code === 'HTTP_TLS_FAILED' && !tls?.clientCertificate && /ALERT_HANDSHAKE_FAILURE$/.test(systemCode(alert ?? error) ?? '');
      throw httpFailure(code, placeOf(method, options, trace, started), {
        ...limitsOf(options),
        presented: error instanceof PinMismatchError ? error.presented : undefined,
        reason: code === 'HTTP_NETWORK' || code === 'HTTP_TLS_FAILED' || judged === 'HTTP_TLS_CLIENT_CERT_REFUSED' ? describeReason(alert ?? error) : undefined,
        ...(maybeClientCertificate ? { maybeClientCertificate } : {}),
      });
    } finally {
      clearTimeout(timer);
      if (onCancel) signal!.removeEventListener('abort', onCancel);
    }
  }

  /** Closes every pool, cutting calls still under way. */
  async close(): Promise<void> {
    const pools = [...this.#pools.values()];
    this.#pools.clear();
    this.#plainPools = new WeakMap();
    await Promise.all(pools.map((p) => p.destroy()));
  }

  async #pool(url: URL, timeouts: HttpTimeouts, tls: HttpTls, signal: AbortSignal | undefined): Promise<Pool> {
    // The CA file is read by the bounded reader (a FIFO or device is refused without waiting on
    // it), and within the call's own time limit and Cancel: a stalled disk ends the call in time.
    const deadline = AbortSignal.any([AbortSignal.timeout(timeouts.requestMs), ...(signal ? [signal] : [])]);
    const ca = tls.caFile ? (await readBoundedFile(tls.caFile, 'certificate', deadline)).bytes.toString('utf8') : undefined;
    if (ca !== undefined && !ca.includes('-----BEGIN CERTIFICATE-----')) throw new Error(`${tls.caFile} holds no PEM certificate`);
    const pin = tls.pinSha256 === undefined ? undefined : normalizeFingerprint(tls.pinSha256);
    if (pin === null) throw new Error(`the pinned fingerprint "${tls.pinSha256}" is not 64 hex digits`);
    const identity = tls.clientCertificate ? await readClientCertificate(tls.clientCertificate, deadline) : undefined;
    return this.#pooled(url, timeouts, ca, pin, identity);
  }

  #plainPool(url: URL, timeouts: HttpTimeouts): Pool {
    const known = this.#plainPools.get(url);
    if (known && known.connectMs === timeouts.connectMs && known.requestMs === timeouts.requestMs) return known.pool;
    const pool = this.#pooled(url, timeouts, undefined, undefined, undefined);
    this.#plainPools.set(url, { connectMs: timeouts.connectMs, requestMs: timeouts.requestMs, pool });
    return pool;
  }

  /** The pool for one origin, limits, trust and client certificate, made on first use. */
  #pooled(url: URL, timeouts: HttpTimeouts, ca: string | undefined, pin: string | undefined, identity: ClientIdentity | undefined): Pool {
    const key = `${url.origin}|${timeouts.connectMs}|${timeouts.requestMs}|${ca ? createHash('sha256').update(ca).digest('hex') : ''}|${pin ?? ''}|${identity?.key ?? ''}`;
    let pool = this.#pools.get(key);
    if (!pool) {
      pool = new Pool(url.origin, {
        connections: CONNECTIONS_PER_ORIGIN,
        connect: timedConnector(timeouts.connectMs, ca, pin, identity),
        // Backstops only: the request's own timer fires first, to the millisecond.
        headersTimeout: timeouts.requestMs + 1_000,
        bodyTimeout: timeouts.requestMs + 1_000,
        keepAliveTimeout: 4_000,
        maxResponseSize: MAX_RESPONSE_BYTES,
      });
      this.#pools.set(key, pool);
    }
    return pool;
  }
}

/** The deadline of a call has passed: it ends where it is (the headers or the body awaited). */
function overDeadline(exchange: Exchange): void {
  exchange.abort(new DeadlineError(exchange.headersAt === null ? 'headers' : 'body'));
}

/** An answer returned by request(): its text is decoded once, when first asked for (a method, not a closure per answer). */
class Answered implements HttpResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Record<string, string | string[]>;
  readonly traceparent: string;
  readonly traceId: string;
  #text: string | null = null;

  constructor(
    readonly method: HttpMethod,
    readonly url: string,
    answer: Answer,
    readonly body: Buffer,
    readonly contentEncoding: string | null,
    readonly decoded: boolean,
    readonly encodedBytes: number,
    readonly clockSkewMs: number | null,
    trace: { traceparent: string; traceId: string },
    readonly timings: HttpTimings,
    readonly sent: SentRequest | null,
  ) {
    this.status = answer.statusCode;
    this.statusText = answer.statusText ?? '';
    this.headers = answer.headers;
    this.traceparent = trace.traceparent;
    this.traceId = trace.traceId;
  }

  text(): string {
    return (this.#text ??= this.body.toString('utf8'));
  }
}

/** An answer as undici delivered it: status, headers (lowercase names) and the whole body. */
interface Answer {
  statusCode: number;
  /** The reason phrase the server sent with the status. */
  statusText: string;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** When the headers arrived (performance.now()), and the laptop's clock then (Date.now()). */
  headersAt: number;
  headersDate: number;
}

/**
 * One request on a pool, through undici's dispatcher interface with a handler of its own: the body
 * is gathered chunk by chunk into one buffer, with no stream, async resource or abort signal per
 * call (what undici's `request()` builds, and what a site client making thousands of calls paid
 * for on every one). `abort` ends the call wherever it is, even while it waits for a connection.
 */
class Exchange implements Dispatcher.DispatchHandler {
  headersAt: number | null = null;
  /** The socket that carried the request and the head written on it, once undici wrote it. */
  observed: Observed | null = null;
  aborted = false;
  /** Whether the caller cancelled the call (rather than the deadline ending it). */
  cancelled = false;
  reason: unknown = undefined;
  /** The traceparent this call carries: how its head is told from another call's. */
  readonly traceparent: string;
  #controller: Dispatcher.DispatchController | null = null;
  #statusCode = 0;
  #statusText = '';
  #headersDate = 0;
  #headers: Record<string, string | string[]> = {};
  #chunks: Buffer[] = [];
  #resolve: ((answer: Answer) => void) | null = null;
  #reject: ((error: unknown) => void) | null = null;

  constructor(traceparent: string) {
    this.traceparent = traceparent;
  }

  send(pool: Pool, options: Dispatcher.DispatchOptions): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
      try {
        pool.dispatch(options, this);
      } catch (error) {
        reject(error);
      }
    });
  }

  cancel(reason: unknown): void {
    this.cancelled = true;
    this.abort(reason);
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    // Before a connection is given to the call, undici has no controller yet: it aborts on the start.
    this.#controller?.abort(reason as Error);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.aborted) controller.abort(this.reason as Error);
    else startsWriting(this);
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: Record<string, string | string[] | undefined>, statusMessage: string): void {
    // An interim answer (1xx) is not the answer: undici's request() ignores it too.
    if (statusCode < 200) return;
    this.headersAt = performance.now();
    this.#headersDate = Date.now();
    this.#statusCode = statusCode;
    this.#statusText = statusMessage;
    // undici's header parser gives every name a value: the type's `undefined` never occurs here.
    this.#headers = headers as Record<string, string | string[]>;
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#chunks.push(chunk);
  }

  onResponseEnd(): void {
    // Always a copy: a chunk may be a view of a buffer that undici or the socket reuses.
    const body = Buffer.concat(this.#chunks);
    this.#chunks = [];
    this.#resolve?.({ statusCode: this.#statusCode, statusText: this.#statusText, headers: this.#headers, body, headersAt: this.headersAt ?? performance.now(), headersDate: this.#headersDate || Date.now() });
  }

  onResponseError(_controller: Dispatcher.DispatchController | null, error: Error): void {
    this.#chunks = [];
    this.#reject?.(error);
  }
}

/** A client certificate that cannot be used: a file unreadable or not what it should be, a wrong passphrase. */
class ClientCertificateFailure extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
  }
}

/** What tls.connect needs to present a client certificate, and a hash that tells pools apart. */
interface ClientIdentity {
  options: { cert: Buffer; key: Buffer; passphrase?: string } | { pfx: Buffer; passphrase?: string };
  key: string;
}

/**
 * Reads a client certificate through the bounded reader, within the call's limit, and opens it
 * once here, so that a wrong passphrase or a key of another certificate is the engineer's to fix
 * (HTTP_CLIENT_CERT_FILE) and never looks like the server's refusal.
 */
async function readClientCertificate(certificate: HttpClientCertificate, deadline: AbortSignal): Promise<ClientIdentity> {
  const read = async (path: string): Promise<Buffer> => {
    try {
      return (await readBoundedFile(path, 'certificate', deadline)).bytes;
    } catch (error) {
      if (deadline.aborted) throw error;
      throw new ClientCertificateFailure(path, `${path} cannot be read (${(error as Error).message})`);
    }
  };
  const passphrase = certificate.passphrase === undefined || certificate.passphrase === '' ? {} : { passphrase: certificate.passphrase };
  let options: ClientIdentity['options'];
  let file: string;
  /** A PEM key that says it is encrypted: one OpenSSL cannot open is a passphrase matter, whatever its words. */
  let encryptedKey = false;
  if ('pkcs12File' in certificate) {
    file = certificate.pkcs12File;
    options = { pfx: await read(file), ...passphrase };
  } else {
    file = certificate.certFile;
    const [cert, key] = [await read(certificate.certFile), await read(certificate.keyFile)];
    if (!cert.includes('-----BEGIN CERTIFICATE-----')) throw new ClientCertificateFailure(certificate.certFile, `${certificate.certFile} holds no PEM certificate`);
    if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(key.toString('latin1'))) throw new ClientCertificateFailure(certificate.keyFile, `${certificate.keyFile} holds no PEM private key`);
    options = { cert, key, ...passphrase };
    encryptedKey = /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type: 4,ENCRYPTED/.test(key.toString('latin1'));
  }
  try {
    createSecureContext(options);
  } catch (error) {
    throw new ClientCertificateFailure(file, clientCertificateProblem(error, certificate, encryptedKey));
  }
  const hash = createHash('sha256');
  for (const part of Object.values(options)) hash.update(part).update('\0');
  return { options, key: hash.digest('hex') };
}

/** Says what OpenSSL's refusal to open a client certificate means for the engineer. */
function clientCertificateProblem(error: unknown, certificate: HttpClientCertificate, encryptedKey: boolean): string {
  const text = `${systemCodeOf(error)} ${(error as Error).message}`;
  const where = 'pkcs12File' in certificate ? certificate.pkcs12File : certificate.keyFile;
  // OpenSSL 3 says an encrypted key it could not open in more than one way (bad decrypt, or its
  // decoders' "unsupported", depending on what else is on its error queue): the key says which it is.
  if (/mac verify failure|bad decrypt|BAD_DECRYPT|bad password/i.test(text) || (encryptedKey && /DECODER|unsupported/i.test(text))) {
    return certificate.passphrase ? `the passphrase does not open ${where}: enter its passphrase again in the site profile` : `${where} is protected by a passphrase: enter it in the site profile`;
  }
  if (/KEY_VALUES_MISMATCH|key values mismatch/i.test(text)) return `${'keyFile' in certificate ? certificate.keyFile : where} is not the key of ${'certFile' in certificate ? certificate.certFile : where}: choose the key that belongs to the certificate`;
  return `${where} cannot be used as a client certificate (${(error as Error).message})`;
}

const systemCodeOf = (error: unknown): string => String((error as { code?: unknown }).code ?? '');

/** A body that arrived whole but cannot be decoded; becomes the HTTP failure of its code. */
class ContentCodingFailure extends Error {
  constructor(
    readonly code: 'HTTP_DECOMPRESSION_BOMB' | 'HTTP_BAD_CONTENT_CODING' | 'HTTP_BODY_CUT_SHORT',
    readonly facts: {
      coding: string;
      encodedBytes: number;
      reason?: string;
      contentType: string;
      status: number;
      answer: NonNullable<FailureFacts['answer']>;
      clockSkewMs: number | null;
    },
  ) {
    super(code);
  }
}

/** Where a call stands, for its failure. */
function placeOf(method: HttpMethod, options: HttpRequestOptions, trace: { traceId: string; traceparent: string }, started: number): CallPlace {
  return { method, url: options.url, label: options.label, traceId: trace.traceId, traceparent: trace.traceparent, durationMs: round(performance.now() - started) };
}

/** The limits of a call, for its failure. */
const limitsOf = (options: HttpRequestOptions): { connectMs: number; requestMs: number } => ({ connectMs: options.timeouts.connectMs, requestMs: options.timeouts.requestMs });

// Answers in the same second carry the same Date header: the last one is parsed once. A Date counts
// whole seconds (the server's clock was somewhere in that second when it answered): the skew is
// taken from the middle of it, so that a site on the laptop's clock reads 0, not 0 or -1 s by the
// millisecond the answer came in.
let lastDate = '';
let lastDateAt = Number.NaN;

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d';
/** The three forms of an HTTP-date a recipient must read (RFC 9110 §5.6.7); Date.parse alone also takes ISO dates and much else. */
const HTTP_DATES = [
  new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT$`), // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
  new RegExp(`^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`), // RFC 850
  new RegExp(`^${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4}$`), // asctime, which is in GMT without saying so
];

/** The time of an HTTP-date in ms, NaN when the text is not one. */
export function httpDateTime(value: string): number {
  const form = HTTP_DATES.findIndex((pattern) => pattern.test(value));
  if (form < 0) return Number.NaN;
  const time = Date.parse(form === 2 ? `${value} GMT` : value);
  // Date.parse rolls 31 Nov over into 1 Dec: a day the month does not have is not a date.
  const day = Number((form === 2 ? /^\S+ \S+ +(\d+)/ : /^\S+ (\d{2})/).exec(value)?.[1]);
  return new Date(time).getUTCDate() === day ? time : Number.NaN;
}

/**
 * The Date header as sent when it cannot be read (not an HTTP-date, or two of them with two
 * times), for words that tell it apart from an answer without one; null when absent or readable.
 */
export function unreadableDate(values: readonly string[]): string | null {
  if (values.length === 0) return null;
  const readable = values.every((v) => v === values[0]) && !Number.isNaN(httpDateTime(values[0]!));
  return readable ? null : values.join(', ');
}

/** The Date header's time minus `now`, rounded to the second it is precise to; null when absent, not an HTTP-date, or sent twice with two times. */
function skewOf(date: string | string[] | undefined, now: number): number | null {
  // One Date header is a string (no array made for it: this runs for every answer).
  if (Array.isArray(date) && date.some((v) => v !== date[0])) return null;
  const value = (Array.isArray(date) ? date[0] : date) ?? '';
  if (value !== lastDate) {
    lastDate = value;
    lastDateAt = httpDateTime(value);
  }
  // `+ 0` makes a skew under half a second behind 0, not -0 (which a record written and read back is not).
  return Number.isNaN(lastDateAt) ? null : Math.round((lastDateAt + 500 - now) / 1000) * 1000 + 0;
}

const headerText = (value: string | string[] | undefined): string | null => (value === undefined ? null : Array.isArray(value) ? value.join(', ') : value);

function describeReason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = plainOpenSsl(error instanceof Error ? error.message : String(error));
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
}

/**
 * OpenSSL's error line (`C0…:error:0A00045C:SSL routines:ssl3_read_bytes:tlsv13 alert certificate
 * required:../deps/openssl/…/rec_layer_s3.c:918:SSL alert number 116` and a newline) as its words
 * alone: `tlsv13 alert certificate required (SSL alert number 116)`, on one line.
 */
export function plainOpenSsl(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  // OpenSSL's sources are .c; BoringSSL's (Electron's) are .cc.
  const line = /\berror:[0-9A-Fa-f]+:[^:]*:[^:]*:([^:]+):\S*?\.c(?:c|pp)?:\d+:?\s*(.*)$/.exec(flat);
  if (!line) return flat;
  const [, words, rest] = line;
  return rest ? `${words!.trim()} (${rest.trim()})` : words!.trim();
}

/** The TLS alert by which a server refused the client certificate on a socket, if one came. */
const tlsAlerts = new WeakMap<Socket, Error>();

/**
 * A connector that times each new connection, when pinned checks the certificate's fingerprint,
 * presents the client certificate when there is one, and keeps a server's refusal of it.
 */
function timedConnector(connectMs: number, ca: string | undefined, pin: string | undefined, identity: ClientIdentity | undefined): buildConnector.connector {
  // A pin alone replaces chain verification (a self-signed site certificate has no chain); the
  // fingerprint is then checked below before any byte of the request is sent.
  // A resumed TLS session presents no certificate to check, so pinned pools resume none.
  const connect = buildConnector({ timeout: connectMs, ...(ca ? { ca } : {}), ...(identity?.options ?? {}), rejectUnauthorized: !(pin && !ca), ...(pin ? { maxCachedSessions: 0 } : {}) });
  return (options, callback) => {
    const started = performance.now();
    connect(options, (error, socket) => {
      if (error || !socket) {
        callback(error ?? new Error('no socket'), null);
        return;
      }
      if (pin) {
        const certificate = (socket as TLSSocket).getPeerCertificate?.();
        const presented = certificate?.fingerprint256 ?? '';
        if (normalizeFingerprint(presented) !== pin) {
          socket.destroy();
          callback(new PinMismatchError(presented || 'none'), null);
          return;
        }
        // The hash of the DER SubjectPublicKeyInfo is the pin a replay with curl checks (--pinnedpubkey).
        const publicKey = (socket as TLSSocket).getPeerX509Certificate?.()?.publicKey.export({ type: 'spki', format: 'der' });
        if (publicKey) pinnedKeys.set(socket as Socket, createHash('sha256').update(publicKey).digest('base64'));
      }
      if ((socket as TLSSocket).encrypted) {
        socket.on('error', (error: Error) => {
          if (refusedCertificateAlert(error)) tlsAlerts.set(socket as Socket, error);
        });
      }
      connectTimes.set(socket as Socket, performance.now() - started);
      callback(null, socket);
    });
  };
}
