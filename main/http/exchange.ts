// One request on a pool and what it wrote on the wire: undici's dispatcher interface with a handler
// of the console's own, and the request head read from undici's diagnostics channel.
import { subscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import type { Dispatcher, Pool } from 'undici';
import type { HttpMethod, HttpResponse, HttpTimings, SentRequest } from './call';
import { connectTimes, pinnedKeys } from './connector';
import { DeadlineError } from './failures';
import { monotonicMs } from '../../shared/node/clock';

// How long each new socket took to connect, claimed by the first request sent on it, and what each
// request wrote on the wire. undici does not tell a request which socket carried it; its
// diagnostics channel does. undici writes a request in one synchronous step (writeH1): it tells the
// request's handler that it starts (onRequestStart), then publishes the head it is about to write
// with its socket. So the exchange that last started is the one whose head is published; no table
// of calls in flight is searched (one cost less on every call), and the head is checked to carry
// that exchange's traceparent, so that an undici that ever wrote in another order would leave the
// call unobserved rather than give it another call's head.
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
export function sentRequest(observed: Observed, body: string | Uint8Array | undefined): SentRequest {
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
  return {
    httpVersion: version.startsWith('HTTP/') ? version : 'HTTP/1.1',
    headers,
    serverAddress: observed.socket.remoteAddress ?? null,
    publicKeySha256: pinnedKeys.get(observed.socket) ?? null,
  };
}

/** The deadline of a call has passed: it ends where it is (the headers or the body awaited). */
export function overDeadline(exchange: Exchange): void {
  exchange.abort(new DeadlineError(exchange.headersAt === null ? 'headers' : 'body'));
}

/** An answer returned by request(): its text is decoded once, when first asked for (a method, not a closure per answer). */
export class Answered implements HttpResponse {
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
export interface Answer {
  statusCode: number;
  /** The reason phrase the server sent with the status. */
  statusText: string;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** When the headers arrived (monotonicMs()), and the laptop's clock then (Date.now()). */
  headersAt: number;
  headersDate: number;
}

/**
 * One request on a pool, through undici's dispatcher interface with a handler of its own: the body
 * is gathered chunk by chunk into one buffer, with no stream, async resource or abort signal per
 * call (what undici's `request()` builds, and what a site client making thousands of calls paid
 * for on every one). `abort` ends the call wherever it is, even while it waits for a connection.
 */
export class Exchange implements Dispatcher.DispatchHandler {
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

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
    statusMessage: string,
  ): void {
    // An interim answer (1xx) is not the answer: undici's request() ignores it too.
    if (statusCode < 200) return;
    this.headersAt = monotonicMs();
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
    this.#resolve?.({
      statusCode: this.#statusCode,
      statusText: this.#statusText,
      headers: this.#headers,
      body,
      headersAt: this.headersAt ?? monotonicMs(),
      headersDate: this.#headersDate || Date.now(),
    });
  }

  onResponseError(_controller: Dispatcher.DispatchController | null, error: Error): void {
    this.#chunks = [];
    this.#reject?.(error);
  }
}
