// W3C Trace Context (https://www.w3.org/TR/trace-context/): every call the console makes carries a
// `traceparent` header, and the call log keeps its trace id, so that an engineer can find the
// console's call in a site's own logs. The reference site (sim/) uses the same functions to pass
// the trace on to the calls its services make.

/** The trace context of one outgoing call. */
export interface TraceContext {
  /** 32 lowercase hex digits, never all zero. */
  traceId: string;
  /** 16 lowercase hex digits, never all zero: this call's span. */
  spanId: string;
  /** The header value: `00-<traceId>-<spanId>-01`. */
  traceparent: string;
}

// Trace ids need to be unique, not secret: they come from Math.random, which V8 seeds from the
// operating system's entropy in every process, rather than node:crypto, which costs a command line
// some 12 ms to load at its first call (person and the batch need it for nothing else; issue 34).
// 32 bits a draw, well inside the 52 that a double holds.
const hex32 = (): string =>
  Math.floor(Math.random() * 0x1_0000_0000)
    .toString(16)
    .padStart(8, '0');

const nonZeroHex = (bytes: number): string => {
  for (;;) {
    let hex = '';
    while (hex.length < bytes * 2) hex += hex32();
    if (!/^0+$/.test(hex)) return hex;
  }
};

/** A fresh trace context (sampled flag set: the console records every call). */
export function newTraceContext(): TraceContext {
  const traceId = nonZeroHex(16);
  const spanId = nonZeroHex(8);
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

/** A W3C traceparent of version 00: trace id, parent id, flags. */
export const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/**
 * The trace context of a call made while answering a call that carried `parent`: the same trace id
 * and flags with a span id of its own (a participant's parent-id, W3C trace context 3.2.2.3), or a
 * fresh trace when `parent` is absent or not a valid version-00 traceparent (3.2.1: restart it).
 */
export function childTraceContext(parent: string | null): TraceContext {
  const match = parent === null ? null : TRACEPARENT.exec(parent.trim());
  if (!match || /^0+$/.test(match[1]!) || /^0+$/.test(match[2]!)) return newTraceContext();
  const traceId = match[1]!;
  const spanId = nonZeroHex(8);
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-${match[3]!}` };
}

/** The trace id of a `traceparent` value, or null when it is not one. */
export function traceIdOf(traceparent: string): string | null {
  return TRACEPARENT.exec(traceparent.trim())?.[1] ?? null;
}
