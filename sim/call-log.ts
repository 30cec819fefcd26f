// What /__sim/state shows of a service's traffic: each business call it received, and inside it
// the calls it made (or served from its cache) to answer, in order. Engineers read it to see a
// chain at work; tests read it to prove which of E1, E4 and E3 an E2 used.
import type { ServiceName } from './service-names';
import type { FaultKind } from './faults';

/** What an outbound call was, in the spec's words. `proxy` is a gateway or intermediary relay. */
export type EndpointLabel = 'E1' | 'E2' | 'E3' | 'E3-unbind' | 'E4' | 'proxy';

/** One call a service made while handling a call it received. */
export interface OutboundCall {
  /** Which operation was called. */
  endpoint: EndpointLabel;
  /** Which service was called. */
  target: ServiceName;
  /** `cache` when the answer came from the caller's own cache and no request was sent. */
  source: 'network' | 'cache';
  /** Full URL called; null for cache hits. */
  url: string | null;
  /** The request body sent (never secrets in the reference site); null for relays. */
  request: unknown;
  /** A well-formed envelope arrived and said success (relays: an answer arrived at all). */
  ok: boolean;
  /** HTTP status of the answer; null when none arrived. */
  status: number | null;
  /** Envelope code of the answer, when there was one. */
  code: string | null;
  /** Why the call failed, when it did. */
  error: string | null;
  /** Time the call took. */
  durationMs: number;
  /** The W3C `traceparent` sent: the received call's trace with a span of this call (a relay passes the caller's on); null for cache hits. */
  traceparent: string | null;
}

/** What a service answering one received call hands to the calls it makes: where to record them and the trace they belong to. */
export interface Answering {
  /** The calls made so far, in order. */
  readonly calls: OutboundCall[];
  /**
   * This service's span of the received call's trace (of a trace of its own when the call carried no valid
   * `traceparent`): the parent of every call it makes.
   */
  readonly traceparent: string;
}

/** One business call a service received. */
export interface CallRecord {
  /** Increasing number of the call since the service started. */
  seq: number;
  /** When it arrived, ISO 8601. */
  at: string;
  /** HTTP method. */
  method: string;
  /** Path as received, without the query. */
  path: string;
  /** HTTP status answered; null when the connection was reset or the caller went away. */
  status: number | null;
  /** Envelope code answered, when there was one. */
  code: string | null;
  /** The injected fault that shaped the answer, if any. */
  fault: FaultKind | null;
  /** Time from arrival to the end of the answer. */
  durationMs: number;
  /** Calls made to answer it, in order. */
  calls: OutboundCall[];
  /** The JSON body received (the reference site's bodies carry no secrets); null when it was not JSON. */
  request: unknown;
  /** The caller's W3C `traceparent` header, so a caller can find its own call; null when absent. */
  traceparent: string | null;
}

/** How many received calls a service remembers; older ones are dropped first. */
export const CALL_LOG_LIMIT = 1000;

/** A bounded log of received calls. */
export class CallLog {
  private readonly records: CallRecord[] = [];
  private seq = 0;

  /** Appends a record, numbering it. */
  add(record: Omit<CallRecord, 'seq'>): void {
    this.seq += 1;
    this.records.push({ seq: this.seq, ...record });
    if (this.records.length > CALL_LOG_LIMIT) this.records.splice(0, this.records.length - CALL_LOG_LIMIT);
  }

  /** The remembered records, oldest first. */
  list(): CallRecord[] {
    return [...this.records];
  }
}
