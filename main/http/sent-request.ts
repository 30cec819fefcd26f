// What went on the wire: the request head undici wrote and the socket that carried it, seen on its
// diagnostics channel, and how long that socket took to connect (HttpResponse.sent, timings.connectMs).
import { subscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import type { SentRequest } from './call';

// How long each new socket took to connect, claimed by the first request sent on it, and what each
// request wrote on the wire. undici does not tell a request which socket carried it; its
// diagnostics channel does. undici writes a request in one synchronous step (writeH1): it tells the
// request's handler that it starts (onRequestStart), then publishes the head it is about to write
// with its socket. So the exchange that last started is the one whose head is published; no table
// of calls in flight is searched (one cost less on every call), and the head is checked to carry
// that exchange's traceparent, so that an undici that ever wrote in another order would leave the
// call unobserved rather than give it another call's head.
/** How long each new socket took to connect; set by the connector, taken by the first head written on it. */
export const connectTimes = new WeakMap<Socket, number>();
/** Base64 SHA-256 of the public key a pinned connection's server presented. */
export const pinnedKeys = new WeakMap<Socket, string>();
/** The socket that carried a request and the head written on it. */
export interface Observed {
  connectMs: number | null;
  head: string;
  socket: Socket;
}
/** A call being written: its traceparent tells its head from another call's; its head is kept on it. */
export interface WrittenCall {
  readonly traceparent: string;
  observed: Observed | null;
}

/** The exchange undici is writing now: set by its onRequestStart, taken by the head published next. */
let starting: WrittenCall | null = null;
/** Says that undici starts writing this call's head (from the exchange's onRequestStart). */
export const startsWriting = (exchange: WrittenCall): void => {
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
  return { httpVersion: version.startsWith('HTTP/') ? version : 'HTTP/1.1', headers, serverAddress: observed.socket.remoteAddress ?? null, publicKeySha256: pinnedKeys.get(observed.socket) ?? null };
}
