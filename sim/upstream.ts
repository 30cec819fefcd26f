// The one HTTP client of the reference site: how a service calls another one (the elevator
// application calling E1, E4 and E3; the intermediary and the gateway relaying). Real HTTP over
// undici with keep-alive, and timeouts on every phase, so that an unreachable, slow, stalled or
// garbled peer turns into an UpstreamError that names the peer, the call and what went wrong.
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { ServiceResult } from '../shared/site';
import { childTraceContext } from '../shared/node/trace';
import type { Answering, EndpointLabel, OutboundCall } from './call-log';
import { SERVICE_TITLES, type ServiceName } from './service-names';
import { describeSchemaErrors, formatSchemaIssue } from './validator';

/** Time limits of one client. */
export interface ClientTimeouts {
  /** Time allowed to open a connection. */
  connectMs: number;
  /** Time allowed for a whole call: connection, headers and body. */
  responseMs: number;
}

/** Why a call to another service produced no usable answer. */
export class UpstreamError extends Error {
  /** The service called. */
  readonly target: ServiceName;
  /** The operation called. */
  readonly endpoint: EndpointLabel;
  /** HTTP status, when an answer arrived. */
  readonly status: number | null;
  /** Whether the failure was a time limit (gateways answer 504 then, not 502). */
  readonly timedOut: boolean;

  constructor(target: ServiceName, endpoint: EndpointLabel, message: string, status: number | null, timedOut: boolean) {
    super(message);
    this.name = 'UpstreamError';
    this.target = target;
    this.endpoint = endpoint;
    this.status = status;
    this.timedOut = timedOut;
  }
}

/** One call to describe and send. */
export interface CallSpec {
  /** The service called. */
  target: ServiceName;
  /** The operation, for the call log and for messages. */
  endpoint: EndpointLabel;
  /** Full URL. */
  url: string;
}

/** A relayed answer, passed on unchanged. */
export interface RelayedAnswer {
  /** HTTP status. */
  status: number;
  /** Response headers, hop-by-hop ones removed. */
  headers: Record<string, string | string[]>;
  /** The body bytes. */
  body: Buffer;
  /** The envelope code in the body, when one is there. */
  code: string | null;
}

// Headers that describe one connection, not the message (RFC 9110 7.6.1), plus host and
// content-length, which the relay's own request sets; a relay never copies them.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
]);

/** Copies headers without the hop-by-hop ones. */
export function endToEndHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())) out[name] = value;
  }
  return out;
}

/** The reason a call is aborted when its time is up: which part of the answer was still missing. */
class Deadline extends Error {
  readonly phase: 'headers' | 'body';

  constructor(phase: 'headers' | 'body') {
    super(`no complete answer in time (waiting for the ${phase})`);
    this.phase = phase;
  }
}

const errorCode = (error: unknown): string | undefined => {
  const direct = (error as { code?: unknown }).code;
  if (typeof direct === 'string') return direct;
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
};

const preview = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat;
};

/** A client with its own connection pool; close it with the service that owns it. */
export class UpstreamClient {
  private readonly agent: Agent;
  private readonly timeouts: ClientTimeouts;

  constructor(timeouts: ClientTimeouts) {
    this.timeouts = timeouts;
    this.agent = new Agent({
      connect: { timeout: timeouts.connectMs },
      headersTimeout: timeouts.responseMs,
      bodyTimeout: timeouts.responseMs,
      keepAliveTimeout: 4_000,
      maxResponseSize: 8 * 1024 * 1024,
    });
  }

  /**
   * POSTs a JSON body and returns the envelope it answers, checked against the wire schema. Any
   * other outcome (no connection, time limit, reset, 5xx, not JSON, wrong shape) throws an
   * UpstreamError. The call carries the answered call's trace with a span of its own, and is
   * appended to `answering.calls` either way.
   */
  async callEnvelope<T>(spec: CallSpec, body: unknown, validate: ValidateFunction, answering: Answering): Promise<ServiceResult<T>> {
    const { traceparent } = childTraceContext(answering.traceparent);
    return this.record(spec, body, traceparent, answering, async (record) => {
      const answer = await this.send(
        spec,
        'POST',
        { 'content-type': 'application/json', accept: 'application/json', traceparent },
        JSON.stringify(body),
      );
      record.status = answer.status;
      record.code = answer.code;
      const result = this.judge(spec, answer, validate, (status) => status === 200) as ServiceResult<T>;
      record.ok = result.success;
      return result;
    });
  }

  /**
   * Sends a request as is and returns the answer as is (the relays of the intermediary and the
   * gateway). With `envelope`, the relay behaves like a client that parses its answers: a 5xx, or a
   * body that is not an envelope passing `envelope`, throws an UpstreamError; a 2xx or 4xx
   * envelope comes back unchanged. The caller's `traceparent`, among `headers`, goes on as it came.
   */
  async relay(
    spec: CallSpec,
    method: string,
    headers: Record<string, string | string[]>,
    body: Buffer | undefined,
    answering: Answering,
    envelope?: ValidateFunction,
  ): Promise<RelayedAnswer> {
    const traceparent = headers.traceparent;
    return this.record(spec, null, typeof traceparent === 'string' ? traceparent : null, answering, async (record) => {
      const answer = await this.send(spec, method, headers, body);
      record.status = answer.status;
      record.code = answer.code;
      if (envelope) this.judge(spec, answer, envelope, (status) => status < 500);
      record.ok = true;
      return answer;
    });
  }

  /** Closes the pool, cutting calls still under way. */
  async close(): Promise<void> {
    await this.agent.destroy();
  }

  private async record<T>(
    spec: CallSpec,
    body: unknown,
    traceparent: string | null,
    answering: Answering,
    call: (record: OutboundCall) => Promise<T>,
  ): Promise<T> {
    const started = performance.now();
    const record: OutboundCall = {
      endpoint: spec.endpoint,
      target: spec.target,
      source: 'network',
      url: spec.url,
      request: body,
      ok: false,
      status: null,
      code: null,
      error: null,
      durationMs: 0,
      traceparent,
    };
    answering.calls.push(record);
    try {
      return await call(record);
    } catch (error) {
      const failure = error instanceof UpstreamError ? error : this.describe(spec, error);
      record.error = failure.message;
      throw failure;
    } finally {
      record.durationMs = Math.round((performance.now() - started) * 10) / 10;
    }
  }

  /** Parses and checks an answer; returns the parsed envelope or throws an UpstreamError saying what is wrong. */
  private judge(spec: CallSpec, answer: RelayedAnswer, validate: ValidateFunction, statusExpected: (status: number) => boolean): unknown {
    const text = answer.body.toString('utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw this.fail(spec, `answered HTTP ${answer.status} with a body that is not JSON ("${preview(text)}")`, answer.status);
    }
    const code = (parsed as { code?: unknown } | null)?.code;
    const msg = (parsed as { msg?: unknown } | null)?.msg;
    const said = typeof code === 'string' ? ` (${code}${typeof msg === 'string' ? `: ${msg}` : ''})` : '';
    if (answer.status >= 500) throw this.fail(spec, `answered HTTP ${answer.status}${said}`, answer.status);
    if (!statusExpected(answer.status))
      throw this.fail(spec, `answered HTTP ${answer.status}${said}, which a caller of this operation does not expect`, answer.status);
    if (!validate(parsed)) {
      const issue = describeSchemaErrors(validate.errors)[0];
      throw this.fail(
        spec,
        `answered an envelope that breaks the wire format (${issue ? formatSchemaIssue(issue) : 'unexpected shape'})`,
        answer.status,
      );
    }
    return parsed;
  }

  private async send(
    spec: CallSpec,
    method: string,
    headers: Record<string, string | string[]>,
    body: string | Buffer | undefined,
  ): Promise<RelayedAnswer> {
    // undici's own headers and body timeouts tick on a coarse (about one second) clock; the limit
    // is kept to the millisecond by this timer, which aborts the call wherever it is.
    const controller = new AbortController();
    let phase: Deadline['phase'] = 'headers';
    const timer = setTimeout(() => controller.abort(new Deadline(phase)), this.timeouts.responseMs);
    try {
      const response = await request(spec.url, {
        dispatcher: this.agent,
        method: method as 'POST',
        headers,
        body: body === undefined || body.length === 0 ? undefined : body,
        signal: controller.signal,
      });
      phase = 'body';
      const bytes = Buffer.from(await response.body.arrayBuffer());
      const code = /"code"\s*:\s*"([^"]*)"/.exec(bytes.subarray(0, 512).toString('utf8'));
      return { status: response.statusCode, headers: endToEndHeaders(response.headers), body: bytes, code: code?.[1] ?? null };
    } finally {
      clearTimeout(timer);
    }
  }

  private fail(spec: CallSpec, what: string, status: number | null, timedOut = false): UpstreamError {
    const call = spec.endpoint === 'proxy' ? `the relayed call` : spec.endpoint;
    return new UpstreamError(
      spec.target,
      spec.endpoint,
      `the ${SERVICE_TITLES[spec.target]} ${what} (${call}, ${spec.url})`,
      status,
      timedOut,
    );
  }

  private describe(spec: CallSpec, error: unknown): UpstreamError {
    if (error instanceof Deadline) {
      return error.phase === 'headers'
        ? this.fail(spec, `did not answer within ${this.timeouts.responseMs} ms`, null, true)
        : this.fail(spec, `started an answer and then stalled: it was not complete after ${this.timeouts.responseMs} ms`, null, true);
    }
    const code = errorCode(error);
    switch (code) {
      case 'ECONNREFUSED':
        return this.fail(spec, 'refused the connection: it is not running or not listening there', null);
      case 'UND_ERR_CONNECT_TIMEOUT':
        return this.fail(spec, `did not accept a connection within ${this.timeouts.connectMs} ms`, null, true);
      case 'UND_ERR_HEADERS_TIMEOUT':
        return this.fail(spec, `did not answer within ${this.timeouts.responseMs} ms`, null, true);
      case 'UND_ERR_BODY_TIMEOUT':
        return this.fail(spec, `started an answer and then stalled: it was not complete after ${this.timeouts.responseMs} ms`, null, true);
      case 'ECONNRESET':
      case 'UND_ERR_SOCKET':
      case 'UND_ERR_CLOSED':
        return this.fail(spec, 'closed or reset the connection before the answer was complete', null);
      case 'UND_ERR_RES_EXCEEDED_MAX_SIZE':
        return this.fail(spec, 'answered a body larger than 8 MiB', null);
      default: {
        const message = error instanceof Error ? error.message : String(error);
        return this.fail(spec, `could not be called: ${code ? `${code} ` : ''}${message}`, null);
      }
    }
  }
}
