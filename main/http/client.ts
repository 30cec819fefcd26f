// The one HTTP client of the console (STYLE.md habit 9): every call to a site service or to an
// authorization backend goes through HttpClient.request(). It keeps one pooled keep-alive
// dispatcher per origin (and TLS setting), enforces the connect and request limits to the
// millisecond, lets the caller cancel, verifies TLS against the system's CAs, a CA file or a
// pinned certificate fingerprint (there is deliberately no option that turns verification off;
// connector.ts), presents a client certificate where a site demands mutual TLS
// (client-certificate.ts), sends a W3C traceparent, decodes gzip, deflate and br bodies
// (content-coding.ts), measures the phases of each call (exchange.ts) and the server's clock
// (http-date.ts), and turns every failure into a ConsoleError (failures.ts).
import { createHash } from 'node:crypto';
import { Pool } from 'undici';
import { readBoundedFile } from '../files/bounded-read';
import { newTraceContext } from '../../shared/node/trace';
import type { HttpMethod, HttpRequestOptions, HttpResponse, HttpTimeouts, HttpTls } from './call';
import { ClientCertificateFailure, readClientCertificate, type ClientIdentity } from './client-certificate';
import { describeReason, normalizeFingerprint, timedConnector, tlsAlerts } from './connector';
import { ACCEPT_ENCODING, decodeBody, type Decoded } from './content-coding';
import { Answered, Exchange, overDeadline, sentRequest } from './exchange';
import {
  ANSWER_HEADER_LIMIT_BYTES,
  classify,
  DeadlineError,
  httpFailure,
  PinMismatchError,
  systemCode,
  type CallPlace,
  type FailureFacts,
} from './failures';
import { skewOf } from './http-date';
import { monotonicMs } from '../../shared/node/clock';

/** Largest body accepted; site answers are small, anything bigger is not a site service. */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
/** Connections per origin; more concurrent calls wait for one (the wait counts against requestMs). */
const CONNECTIONS_PER_ORIGIN = 64;

const round = (ms: number): number => Math.round(ms * 100) / 100;

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
    const started = monotonicMs();
    // Where the call stands and its limits are built for a failure only (placeOf, limitsOf), not for every call.

    const url = httpUrl(options.url);
    if (!url) throw httpFailure('HTTP_BAD_URL', placeOf(method, options, trace, started), limitsOf(options));
    const tls =
      url.protocol === 'https:' &&
      (options.tls?.caFile !== undefined || options.tls?.pinSha256 !== undefined || options.tls?.clientCertificate !== undefined)
        ? options.tls
        : undefined;
    let pool: Pool;
    try {
      // Without extra trust there is no file to read: the pool is found without waiting a turn.
      pool = tls ? await this.#pool(url, options.timeouts, tls, options.signal) : this.#plainPool(url, options.timeouts);
    } catch (error) {
      if (options.signal?.aborted) throw httpFailure('HTTP_CANCELLED', placeOf(method, options, trace, started), limitsOf(options));
      if (error instanceof ClientCertificateFailure)
        throw httpFailure('HTTP_CLIENT_CERT_FILE', placeOf(method, options, trace, started), {
          ...limitsOf(options),
          reason: error.message,
          file: error.file,
        });
      throw httpFailure('HTTP_CA_FILE', placeOf(method, options, trace, started), {
        ...limitsOf(options),
        reason: (error as Error).message,
      });
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
    const onCancel = signal
      ? (): void => exchange.cancel(signal.reason ?? new DOMException('This operation was aborted', 'AbortError'))
      : null;
    if (signal?.aborted) onCancel!();
    else if (onCancel) signal!.addEventListener('abort', onCancel, { once: true });

    try {
      const response = await exchange.send(pool, { path: `${url.pathname}${url.search}`, method, headers, body });
      const headersAt = response.headersAt;
      const clockSkewMs = skewOf(response.headers.date, response.headersDate);
      const raw = response.body;
      const contentEncoding = headerText(response.headers['content-encoding']);
      // Most answers are not compressed: they are taken as they are, without a turn through the decoder.
      const decoded: Decoded =
        contentEncoding === null ? { ok: true, body: raw, codings: [] } : await decodeBody(raw, contentEncoding, MAX_RESPONSE_BYTES);
      if (!decoded.ok && decoded.problem.kind !== 'unsupported') {
        const problem = decoded.problem;
        // The answer did arrive: its status, headers and Date go with the failure, for the call's record (and its HAR).
        throw new ContentCodingFailure(
          problem.kind === 'bomb' ? 'HTTP_DECOMPRESSION_BOMB' : problem.cutShort ? 'HTTP_BODY_CUT_SHORT' : 'HTTP_BAD_CONTENT_CODING',
          {
            coding: problem.coding,
            encodedBytes: raw.length,
            reason: problem.kind === 'corrupt' ? problem.reason : undefined,
            contentType: headerText(response.headers['content-type']) ?? 'none',
            status: response.statusCode,
            // The bytes as they arrived go with it: the evidence a gateway's vendor needs.
            answer: { status: response.statusCode, statusText: response.statusText ?? '', headers: response.headers, body: raw },
            clockSkewMs,
          },
        );
      }
      const bytes = decoded.ok ? decoded.body : raw;
      const ended = monotonicMs();
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
        {
          connectMs,
          firstByteMs: round(headersAt - started - (connectMs ?? 0)),
          bodyMs: round(ended - headersAt),
          totalMs: round(ended - started),
        },
        seen ? sentRequest(seen, body) : null,
      );
    } catch (error) {
      if (error instanceof ContentCodingFailure)
        throw httpFailure(error.code, placeOf(method, options, trace, started), { ...limitsOf(options), ...error.facts });
      const reason = exchange.aborted ? exchange.reason : error;
      // A TLS 1.3 server judges the client certificate after the handshake: its alert arrives on
      // the socket while undici only reports the closed connection, so the alert is looked up.
      const carrier = exchange.observed?.socket;
      const alert = carrier ? tlsAlerts.get(carrier) : undefined;
      const judged = classify(
        reason instanceof DeadlineError || reason instanceof PinMismatchError ? reason : (alert ?? error),
        exchange.cancelled,
      );
      const code = judged === 'HTTP_TLS_CLIENT_CERT_REFUSED' && !tls?.clientCertificate ? 'HTTP_TLS_CLIENT_CERT_REQUIRED' : judged;
      // Over TLS 1.2 an OpenSSL server that requires a client certificate answers its absence with
      // a plain handshake_failure alert, which a cipher mismatch also sends: the message names both.
      const maybeClientCertificate =
        code === 'HTTP_TLS_FAILED' && !tls?.clientCertificate && /ALERT_HANDSHAKE_FAILURE$/.test(systemCode(alert ?? error) ?? '');
      throw httpFailure(code, placeOf(method, options, trace, started), {
        ...limitsOf(options),
        presented: error instanceof PinMismatchError ? error.presented : undefined,
        reason:
          code === 'HTTP_NETWORK' || code === 'HTTP_TLS_FAILED' || judged === 'HTTP_TLS_CLIENT_CERT_REFUSED'
            ? describeReason(alert ?? error)
            : undefined,
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
        maxHeaderSize: ANSWER_HEADER_LIMIT_BYTES,
      });
      this.#pools.set(key, pool);
    }
    return pool;
  }
}

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
function placeOf(
  method: HttpMethod,
  options: HttpRequestOptions,
  trace: { traceId: string; traceparent: string },
  started: number,
): CallPlace {
  return {
    method,
    url: options.url,
    label: options.label,
    traceId: trace.traceId,
    traceparent: trace.traceparent,
    durationMs: round(monotonicMs() - started),
  };
}

/** The limits of a call, for its failure. */
const limitsOf = (options: HttpRequestOptions): { connectMs: number; requestMs: number } => ({
  connectMs: options.timeouts.connectMs,
  requestMs: options.timeouts.requestMs,
});

const headerText = (value: string | string[] | undefined): string | null =>
  value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
