// The reference site's /__sim/state (up to the HTTP client's 8 MiB) is parsed off the main thread:
// JSON.parse of a large body in one piece would hold every bridge call (app:info, a Cancel) until
// it ends. A worker thread started from an inline source (`eval: true`, so no separate file: the
// bundled CLI, the single executable and Electron's main process all run it as they are) checks
// the depth, parses, and sends back only the record of the call being drawn: the main thread never
// holds the whole state. What is sent back is read in slices by chain.ts (revealedIn).
import { channel } from 'node:diagnostics_channel';
import { Worker } from 'node:worker_threads';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../shared/json-limits';
import { TRACEPARENT } from '../../shared/node/trace';

/** What the worker found: the state narrowed to the one record (or none), or why the text is not a state. */
export type StateSearch =
  { kind: 'narrowed'; state: unknown } | { kind: 'too-deep'; maxDepth: number } | { kind: 'not-json'; message: string };

/** Published when a state's parse starts off the main thread, with its size (for tests and diagnostics). */
export const STATE_PARSE_CHANNEL = channel('site-console:chain-state-parse');

// The worker's source. nestsDeeperThan is the one depth check (shared/json-limits.ts), taken by its
// text: it is a plain function that uses nothing around it, which bundling and minifying keep so.
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const nestsDeeperThan = ${nestsDeeperThan.toString()};
const { text, traceId, maxDepth, pattern } = workerData;
const traceparent = new RegExp(pattern);
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
if (nestsDeeperThan(text, maxDepth)) parentPort.postMessage({ kind: 'too-deep', maxDepth });
else {
  let state;
  try {
    state = JSON.parse(text);
  } catch (error) {
    parentPort.postMessage({ kind: 'not-json', message: String(error && error.message) });
    state = undefined;
  }
  if (state !== undefined) {
    const calls = isRecord(state) && isRecord(state.data) ? state.data.calls : undefined;
    if (!Array.isArray(calls)) parentPort.postMessage({ kind: 'narrowed', state: null });
    else {
      // The one record of this trace id (a relay may pass the trace on with a span of its own).
      const found = calls.find((c) => isRecord(c) && typeof c.traceparent === 'string' && (traceparent.exec(c.traceparent.trim()) || [])[1] === traceId);
      parentPort.postMessage({ kind: 'narrowed', state: { data: { calls: found ? [found] : [] } } });
    }
  }
}
`;

/**
 * Parses a /__sim/state body off the main thread and narrows it to the record of `traceId`
 * (`{ data: { calls: [record] } }`, an empty list when none, null when the state has no list).
 */
export function searchStateOffThread(text: string, traceId: string, maxDepth = MAX_JSON_DEPTH): Promise<StateSearch> {
  STATE_PARSE_CHANNEL.publish({ chars: text.length });
  return new Promise<StateSearch>((resolve, reject) => {
    const worker = new Worker(SOURCE, { eval: true, workerData: { text, traceId, maxDepth, pattern: TRACEPARENT.source } });
    let settled = false;
    worker.once('message', (message: StateSearch) => {
      settled = true;
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the state reader stopped (exit ${code}) before it answered`));
    });
  });
}
