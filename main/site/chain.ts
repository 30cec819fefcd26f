// The chain picture of one E2 (a batch row's last, or one sent from the Visitor access view): the
// console's hop with undici's phases, the relay of the route, the elevator application, and the
// calls it made (E1, E4 or its zone cache, E3, undo) as the site reveals them in /__sim/state,
// matched by the trace id of the console's traceparent. A real site reveals nothing: the picture
// then shows the console's own hops and says so. dagre places the boxes.
import dagre from '@dagrejs/dagre';
import type { SiteCallRecord, SiteCallTimings } from '../../shared/api';
import type { RowOutcome } from '../../shared/batch';
import type { ChainNode, ChainPicture, ChainUnrevealed } from '../../shared/chain';
import type { ErrorCategory } from '../../shared/errors';
import type { Route, SiteProfile } from '../../shared/site';
import type { HttpClient } from '../http/client';
import { redactDeep } from '../secrets/redaction';
import { profileSecrets } from './site-client';
import { searchStateOffThread } from './state-worker';
import { traceIdOf } from '../../shared/node/trace';

/** What the picture needs of the console's E2: how it went, on which route, under which traceparent. */
export interface ChainCall {
  /** The route it took. */
  route: Route;
  /** The traceparent sent, or null when no call was sent. */
  traceparent: string | null;
  /** Whether the site answered success (E2's `data` true or false). */
  ok: boolean;
  /** Category of a failure (`envelope`: the site answered with a code). */
  category: ErrorCategory | null;
  /** The site's code or the console's error code of a failure. */
  code: string | null;
  /** Whole duration. */
  durationMs: number;
  /** undici's phases, when an answer arrived. */
  phases: SiteCallTimings | null;
}

/** The chain call of a batch row's last E2, sent over `route`. */
export function chainCallOfRow(outcome: RowOutcome, route: Route): ChainCall {
  const { traceparent, ok, category, code, durationMs, phases } = outcome;
  return {
    route,
    traceparent: traceparent ?? null,
    ok,
    category: category ?? null,
    code: code ?? null,
    durationMs,
    phases: phases ?? null,
  };
}

/** The chain call of a site call log record. */
export function chainCallOfRecord(record: SiteCallRecord): ChainCall {
  return {
    route: record.route,
    traceparent: record.traceparent || null,
    ok: record.outcome !== 'failure',
    category: record.category,
    code: record.code,
    durationMs: record.durationMs,
    phases: record.timings,
  };
}

/** One downstream call of the elevator application, as the site revealed it. */
interface RevealedDownstream {
  endpoint: string;
  target: string;
  source: 'network' | 'cache';
  ok: boolean;
  status: number | null;
  code: string | null;
  error: string | null;
  durationMs: number;
}

/** The part of a reference-site call record that the picture reads. */
interface RevealedCall {
  traceparent: string | null;
  status: number | null;
  code: string | null;
  durationMs: number;
  /** The downstream calls drawn (at most CHAIN_MAX_CALLS, failures first). */
  calls: RevealedDownstream[];
  /** Downstream calls revealed but not drawn. */
  notDrawn: number;
}

/** Most downstream calls drawn; the rest are counted ("and N more"). A real E2 makes a handful. */
export const CHAIN_MAX_CALLS = 40;
/** Items looked at between two turns of the event loop, so that no bridge call waits behind a large state. */
export const CHAIN_SLICE = 500;

const NODE = { width: 230, height: 64 };
const RELAY_LABEL: Record<Route, string | null> = { direct: null, gateway: 'Gateway', intermediary: 'Intermediary component' };

/** Where the service at `baseUrl` reveals its calls (the reference site's introspection, at the server's root). */
const stateUrlOf = (baseUrl: string): string => `${new URL(baseUrl).origin}/__sim/state`;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A downstream call as the picture reads it, or null when the site wrote something else there. */
function downstreamOf(value: unknown): RevealedDownstream | null {
  if (!isRecord(value) || typeof value.endpoint !== 'string' || typeof value.ok !== 'boolean') return null;
  return {
    endpoint: value.endpoint,
    target: text(value.target) ?? '',
    source: value.source === 'cache' ? 'cache' : 'network',
    ok: value.ok,
    status: count(value.status),
    code: text(value.code),
    error: text(value.error),
    durationMs: count(value.durationMs) ?? 0,
  };
}

/**
 * The record of the call with this trace id in a parsed /__sim/state, or why there is none. Wrong
 * types anywhere are "the site reveals nothing", never a fault of the console; the walk yields to
 * the event loop every CHAIN_SLICE items, and at most CHAIN_MAX_CALLS downstream calls are kept.
 */
/** Why nothing was revealed, with the facts the window's words need. */
const unrevealed = (kind: ChainUnrevealed['kind'], facts: Partial<Omit<ChainUnrevealed, 'kind'>> = {}): ChainUnrevealed => ({
  kind,
  where: null,
  status: null,
  maxDepth: null,
  detail: null,
  ...facts,
});

/** The English words of a ChainUnrevealed, for logs and the CLI. */
export function unrevealedText(u: ChainUnrevealed): string {
  switch (u.kind) {
    case 'not-sent':
      return 'no call was sent';
    case 'no-traceparent':
      return 'the call carried no valid traceparent to find it by';
    case 'forgotten':
      return 'the site no longer remembers this call';
    case 'no-list':
      return `the site does not reveal its calls (${u.where} has no list of calls)`;
    case 'http-status':
      return `the site does not reveal its calls (${u.where} answered HTTP ${u.status})`;
    case 'too-deep':
      return `the site does not reveal its calls (${u.where} is nested more than ${u.maxDepth} levels deep)`;
    case 'not-json':
      return `the site does not reveal its calls (${u.where} is not JSON: ${u.detail})`;
    case 'unreachable':
      return `the site does not reveal its calls (${u.detail})`;
  }
}

const isUnrevealed = (value: RevealedCall | ChainUnrevealed): value is ChainUnrevealed => 'kind' in value;

export async function revealedIn(state: unknown, traceId: string, where: string): Promise<RevealedCall | ChainUnrevealed> {
  const calls = isRecord(state) && isRecord(state.data) ? state.data.calls : undefined;
  if (!Array.isArray(calls)) return unrevealed('no-list', { where });
  let found: Record<string, unknown> | null = null;
  for (let i = 0; i < calls.length && !found; i++) {
    if (i > 0 && i % CHAIN_SLICE === 0) await nextTurn();
    const c: unknown = calls[i];
    // By trace id: a relay may pass the trace on with a span of its own (W3C trace context).
    if (isRecord(c) && typeof c.traceparent === 'string' && traceIdOf(c.traceparent) === traceId) found = c;
  }
  if (!found) return unrevealed('forgotten', { where });
  const downstream = Array.isArray(found.calls) ? found.calls : [];
  const failed: RevealedDownstream[] = [];
  const fine: RevealedDownstream[] = [];
  const order = new Map<RevealedDownstream, number>();
  let readable = 0;
  for (let i = 0; i < downstream.length; i++) {
    if (i > 0 && i % CHAIN_SLICE === 0) await nextTurn();
    const call = downstreamOf(downstream[i]);
    if (!call) continue;
    readable++;
    // Where the chain broke matters most: failures are drawn first, then the calls in their order.
    const bucket = call.ok ? fine : failed;
    if (bucket.length < CHAIN_MAX_CALLS) {
      bucket.push(call);
      order.set(call, i);
    }
  }
  const drawn = [...failed, ...fine.slice(0, Math.max(0, CHAIN_MAX_CALLS - failed.length))].sort((a, b) => order.get(a)! - order.get(b)!);
  return {
    traceparent: text(found.traceparent),
    status: count(found.status),
    code: text(found.code),
    durationMs: count(found.durationMs) ?? 0,
    calls: drawn,
    notDrawn: readable - drawn.length,
  };
}

/** A service's record of the call (found by trace id), or why there is none. */
async function revealed(http: HttpClient, profile: SiteProfile, url: string, traceparent: string): Promise<RevealedCall | ChainUnrevealed> {
  const traceId = traceIdOf(traceparent);
  if (traceId === null) return unrevealed('no-traceparent');
  try {
    const response = await http.request({ url, method: 'GET', timeouts: profile.timeouts, label: 'the site’s introspection' });
    if (response.status !== 200) return unrevealed('http-status', { where: url, status: response.status });
    // The body is at most the HTTP client's 8 MiB: its depth checked and parsed off the main thread,
    // which gets back only the record of this call (state-worker.ts), then reads it in slices.
    const search = await searchStateOffThread(response.text(), traceId);
    if (search.kind === 'too-deep') return unrevealed('too-deep', { where: url, maxDepth: search.maxDepth });
    if (search.kind === 'not-json') return unrevealed('not-json', { where: url, detail: search.message });
    return await revealedIn(search.state, traceId, url);
  } catch (error) {
    return unrevealed('unreachable', { where: url, detail: (error as Error).message });
  }
}

/** The structured fields of a box that is not one of the elevator application's calls. */
const NOT_A_CALL = { route: null, endpoint: null, service: null, fromCache: false, count: null } as const;

/**
 * The laid-out chain of one E2 the console sent. What the site's state says (downstream codes,
 * errors, targets) is the site's answer: a secret it echoes is redacted like the call's own record.
 */
export async function chainOf(http: HttpClient, profile: SiteProfile, outcome: ChainCall): Promise<ChainPicture> {
  return redactDeep(await drawChain(http, profile, outcome), profileSecrets(profile));
}

async function drawChain(http: HttpClient, profile: SiteProfile, outcome: ChainCall): Promise<ChainPicture> {
  const { route } = outcome;
  const traceparent = outcome.traceparent ?? '';
  const site = traceparent ? await revealed(http, profile, stateUrlOf(profile.services.elevator), traceparent) : unrevealed('not-sent');
  // The relay's own record says whether it got an answer from the elevator application.
  const relayBase = route === 'gateway' ? profile.gateway?.baseUrl : route === 'intermediary' ? profile.intermediary?.baseUrl : undefined;
  const relayed = relayBase && traceparent ? await revealed(http, profile, stateUrlOf(relayBase), traceparent) : null;
  const relayCall = relayed !== null && !isUnrevealed(relayed) ? relayed : null;
  const failedHere = (ok: boolean): ChainNode['status'] => (ok ? 'ok' : 'failed');
  const phases = outcome.phases;
  const nodes: Omit<ChainNode, 'x' | 'y' | 'width' | 'height'>[] = [
    {
      id: 'console',
      label: 'Console',
      ...NOT_A_CALL,
      kind: 'console',
      status: failedHere(outcome.ok || outcome.category === 'envelope'),
      code: outcome.ok ? '0' : outcome.code,
      durationMs: phases?.totalMs ?? outcome.durationMs,
      detail: null,
      phases: phases ? { connectMs: phases.connectMs, firstByteMs: phases.firstByteMs, bodyMs: phases.bodyMs } : null,
    },
  ];
  const relay = RELAY_LABEL[route];
  const call = isUnrevealed(site) ? null : site;
  const forwarded = relayCall?.calls[0];
  // An envelope the relay wrote itself (it got no answer) says nothing of the elevator application.
  const relayBroke = forwarded !== undefined && !forwarded.ok;
  if (relay) {
    const status: ChainNode['status'] = forwarded ? failedHere(forwarded.ok) : call ? 'ok' : 'unknown';
    nodes.push({
      id: 'relay',
      label: relay,
      ...NOT_A_CALL,
      kind: 'relay',
      route,
      status,
      code: relayCall?.code ?? null,
      durationMs: relayCall?.durationMs ?? null,
      detail: forwarded?.error ?? null,
      phases: null,
    });
  }
  const downstreamFailed = call?.calls.some((c) => !c.ok) ?? false;
  nodes.push({
    id: 'elevator',
    label: 'E2 elevator application',
    ...NOT_A_CALL,
    kind: 'elevator',
    status: call
      ? failedHere(call.code === '0' || downstreamFailed)
      : outcome.ok
        ? 'ok'
        : outcome.category === 'envelope' && !relayBroke
          ? 'failed'
          : 'unknown',
    code: call?.code ?? (outcome.category === 'envelope' && !relayBroke ? outcome.code : null),
    durationMs: call?.durationMs ?? null,
    detail: null,
    phases: null,
  });
  const edges: [string, string][] = relay
    ? [
        ['console', 'relay'],
        ['relay', 'elevator'],
      ]
    : [['console', 'elevator']];
  call?.calls.forEach((c, i) => {
    const id = `call-${i}`;
    const fromCache = c.source === 'cache';
    nodes.push({
      id,
      label: `${c.endpoint}${fromCache ? ' (zone cache)' : ''} ${c.target}`,
      ...NOT_A_CALL,
      kind: 'call',
      endpoint: c.endpoint,
      service: c.target,
      fromCache,
      status: failedHere(c.ok),
      code: c.code,
      durationMs: c.durationMs,
      detail: c.error,
      phases: null,
    });
    edges.push(['elevator', id]);
  });
  const notDrawn = call?.notDrawn ?? 0;
  if (notDrawn > 0) {
    // One box for the rest; the renderer says "and N more" in the engineer's language.
    nodes.push({
      id: 'more',
      label: `and ${notDrawn} more`,
      ...NOT_A_CALL,
      kind: 'more',
      count: notDrawn,
      status: 'unknown',
      code: null,
      durationMs: null,
      detail: null,
      phases: null,
    });
    edges.push(['elevator', 'more']);
  }

  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'LR', nodesep: 18, ranksep: 56, marginx: 12, marginy: 12 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, { ...NODE });
  for (const [from, to] of edges) graph.setEdge(from, to);
  dagre.layout(graph);
  const placed: ChainNode[] = nodes.map((node) => {
    const { x, y } = graph.node(node.id);
    return { ...node, x, y, ...NODE };
  });
  const { width = 0, height = 0 } = graph.graph();
  return {
    traceparent,
    revealed: call !== null,
    reason: isUnrevealed(site) ? unrevealedText(site) : null,
    unrevealed: isUnrevealed(site) ? site : null,
    callsNotDrawn: notDrawn,
    nodes: placed,
    edges: edges.map(([from, to]) => ({
      from,
      to,
      points: (graph.edge(from, to).points as { x: number; y: number }[]).map(({ x, y }) => ({ x, y })),
    })),
    width,
    height,
  };
}
