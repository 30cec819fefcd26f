// Fault injection: what a service does wrong on purpose, so that engineers can see in training how
// the console reports a broken site, and tests can prove it. The decision is deterministic (no
// randomness): a rate r fires on the n-th matching call when floor(n·r) > floor((n−1)·r), so the
// same settings give the same sequence of answers on every run. The schema and the meaning of
// each field are in sim/openapi.json (components.schemas.FaultSettings).

/** Fault settings of one service (sim/openapi.json, FaultSettings). */
export interface FaultSettings {
  /** Delay before every matching call is handled. */
  latencyMs?: number;
  /** Share (0..1) of calls answered with `errorStatus` and an INTERNAL_ERROR envelope. */
  errorRate?: number;
  /** HTTP status of the injected 5xx answers; default 503. */
  errorStatus?: number;
  /** Share of calls answered 200 with a body that is not JSON. */
  malformedRate?: number;
  /** Share of calls whose connection is reset after the headers and part of the body. */
  resetRate?: number;
  /** Share of calls whose body stops after its first bytes. */
  stallRate?: number;
  /** How long a stalled body stays open before the connection closes; default 30 000. */
  stallMs?: number;
  /** Business paths (after the context path) the faults apply to; a trailing `*` matches a prefix. */
  paths?: string[];
}

/** A fault that shaped one answer. */
export type FaultKind = 'latency' | 'error' | 'malformed' | 'reset' | 'stall';

/** A fault that replaces the service's answer. */
export type AnswerFault = Exclude<FaultKind, 'latency'>;

/** What to do to one call. */
export interface FaultDecision {
  /** Delay before handling it (0: none). */
  latencyMs: number;
  /** The fault that answers instead of the service, or null to let the service answer. */
  answer: AnswerFault | null;
}

/** Default HTTP status of injected 5xx answers. */
export const DEFAULT_ERROR_STATUS = 503;
/** Default time a stalled body stays open. */
export const DEFAULT_STALL_MS = 30_000;

// Checked in this order; the first that fires on a call wins.
const ANSWER_FAULTS: ReadonlyArray<[AnswerFault, keyof FaultSettings]> = [
  ['reset', 'resetRate'],
  ['stall', 'stallRate'],
  ['malformed', 'malformedRate'],
  ['error', 'errorRate'],
];

// Rates like 0.1 are not exact in binary; without the nudge 10 × 0.1 could floor to 0.
const EPSILON = 1e-9;

const fires = (rate: number | undefined, n: number): boolean =>
  rate !== undefined && rate > 0 && Math.floor(n * rate + EPSILON) > Math.floor((n - 1) * rate + EPSILON);

const matchesPath = (patterns: readonly string[] | undefined, path: string): boolean =>
  patterns === undefined || patterns.some((p) => (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p));

/** The fault settings of one service and the counter that makes its rates deterministic. */
export class FaultInjector {
  private settings: FaultSettings = {};
  private count = 0;

  constructor(initial?: FaultSettings) {
    if (initial) this.set(initial);
  }

  /** Replaces the settings (`{}` clears them) and restarts the call counter. */
  set(settings: FaultSettings): FaultSettings {
    this.settings = structuredClone(settings);
    this.count = 0;
    return this.get();
  }

  /** The settings in force. */
  get(): FaultSettings {
    return structuredClone(this.settings);
  }

  /** Decides what happens to one business call; null when nothing does. */
  decide(path: string): FaultDecision | null {
    const s = this.settings;
    const latencyMs = s.latencyMs ?? 0;
    const anyRate = ANSWER_FAULTS.some(([, key]) => ((s[key] as number | undefined) ?? 0) > 0);
    if ((latencyMs === 0 && !anyRate) || !matchesPath(s.paths, path)) return null;
    this.count += 1;
    const n = this.count;
    const hit = ANSWER_FAULTS.find(([, key]) => fires(s[key] as number | undefined, n));
    return { latencyMs, answer: hit ? hit[0] : null };
  }
}
