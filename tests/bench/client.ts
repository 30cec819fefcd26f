// `npm run bench:client`: the console's site client (SiteClient over HttpClient, call log and
// envelope parsing included) doing E1 with 64 calls in flight against the reference site, next to
// autocannon on the same endpoint in the same run as the ceiling. A benchmark to read, not a test.
//
// The site runs in a process of its own (`site-console site`), so that the client and the
// services do not share one event loop. Overhead per call is measured two ways: CPU time of this
// process per call, and the latency of one call at a time, each against undici on its own.
// Every client sends the same request (the console's headers): the ratio compares like with like.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { request as undiciRequest } from 'undici';
import type { HttpRequestOptions, HttpResponse } from '../../main/http/call';
import { HttpClient } from '../../main/http/client';
import { ACCEPT_ENCODING } from '../../main/http/content-coding';
import { SiteCallLog } from '../../main/site/call-log';
import { SiteClient } from '../../main/site/site-client';
import { newTraceContext } from '../../shared/node/trace';
import { SITE_PATHS } from '../../shared/site';
import { autocannon, startSiteProcess } from './support';

const IN_FLIGHT = 64;
const SECONDS = 5;
const PAIRS = 3;
const SEQUENTIAL_CALLS = 400;
const PERSON = 'P1001';

/** The fields of an answer that a replay keeps as they were. */
const answerFields = (r: HttpResponse): Omit<HttpResponse, 'url' | 'body' | 'text' | 'traceparent' | 'traceId' | 'sent'> => ({
  method: r.method,
  status: r.status,
  statusText: r.statusText,
  headers: r.headers,
  contentEncoding: r.contentEncoding,
  decoded: r.decoded,
  encodedBytes: r.encodedBytes,
  clockSkewMs: r.clockSkewMs,
  timings: r.timings,
});

/** A call log that writes nothing: what the client costs without its log, for comparison only. */
class UnwrittenLog extends SiteCallLog {
  override append(): Promise<void> {
    return Promise.resolve();
  }
}

const fmt = (n: number, digits = 1): string => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs `call` with `inFlight` callers for `seconds`; returns calls per second, failures and CPU µs per call. */
async function load(
  call: () => Promise<boolean>,
  inFlight: number,
  seconds: number,
): Promise<{ perSecond: number; total: number; failed: number; cpuMicrosPerCall: number }> {
  const until = performance.now() + seconds * 1000;
  let total = 0;
  let failed = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < until) {
        if (!(await call())) failed++;
        total++;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return { perSecond: total / ((performance.now() - started) / 1000), total, failed, cpuMicrosPerCall: (used.user + used.system) / total };
}

async function meanLatency(call: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < SEQUENTIAL_CALLS; i++) await call();
  return (performance.now() - started) / SEQUENTIAL_CALLS;
}

async function bench(): Promise<void> {
  const site = await startSiteProcess();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-console-bench-client-'));
  const http = new HttpClient();
  const client = new SiteClient(http, new SiteCallLog(dataDir));
  try {
    const url = `${site.profile.services.organization}${SITE_PATHS.personDetail}`;
    const body = JSON.stringify({ personId: PERSON });
    // Like with like: autocannon and undici send the headers the console sends (its traceparent
    // fixed, one valid value), so that the site parses the same request whoever sends it.
    const headers = {
      'accept-encoding': ACCEPT_ENCODING,
      accept: 'application/json',
      'content-type': 'application/json',
      traceparent: newTraceContext().traceparent,
    };
    let connections = 0;
    const viaClient = async (): Promise<boolean> => {
      const result = await client.personDetail(site.profile, PERSON, { route: 'direct' });
      if (result.record.timings?.connectMs !== null) connections++;
      return result.outcome === 'success';
    };
    const viaUndici = async (): Promise<boolean> => {
      const response = await undiciRequest(url, { method: 'POST', headers, body });
      const text = await response.body.text();
      return response.statusCode === 200 && (JSON.parse(text) as { success: boolean }).success;
    };
    process.stdout.write(`E1 ${url}; ${IN_FLIGHT} calls in flight, ${SECONDS} s per run\n`);
    // Warm-up as loaded as the runs: the pool's 64 connections open, and the client's and the site's code
    // compiled for this load, before the first pair (which otherwise paid for both).
    await load(viaClient, IN_FLIGHT, 2);

    // The ceiling and the client take turns, PAIRS times: on a shared machine the load changes from
    // one run to the next, and a ratio is only fair between two runs that sat side by side.
    const ratios: number[] = [];
    const cpus: number[] = [];
    const overheads: number[] = [];
    const siteCpus: number[] = [];
    const ceilings: number[] = [];
    let failed = 0;
    for (let pair = 0; pair < PAIRS; pair++) {
      const siteBefore = site.cpuMicros();
      const ceiling = await autocannon({
        url,
        connections: IN_FLIGHT,
        duration: SECONDS,
        requests: [{ method: 'POST', path: new URL(url).pathname, headers, body }],
      });
      const siteAfter = site.cpuMicros();
      if (siteBefore !== null && siteAfter !== null) siteCpus.push((siteAfter - siteBefore) / ceiling.requests.total);
      const problems = ceiling.non2xx + ceiling.errors + ceiling.timeouts;
      process.stdout.write(
        `ceiling: autocannon           ${fmt(ceiling.requests.average).padStart(9)} calls/s  p50 ${ceiling.latency.p50} ms  p99 ${ceiling.latency.p99} ms${problems ? `  (${problems} non-2xx/errors/timeouts)` : ''}\n`,
      );
      connections = 0;
      const run = await load(viaClient, IN_FLIGHT, SECONDS);
      process.stdout.write(
        `console site client          ${fmt(run.perSecond).padStart(9)} calls/s  ${run.total} calls, ${run.failed} failed, ${fmt(run.cpuMicrosPerCall, 0)} µs CPU per call, ${connections} new connections\n`,
      );
      ratios.push((100 * run.perSecond) / ceiling.requests.average);
      ceilings.push(ceiling.requests.average);
      cpus.push(run.cpuMicrosPerCall);
      // undici on its own beside each client run: the client's overhead is told pair by pair, like the ratio.
      const bareRun = await load(viaUndici, IN_FLIGHT, SECONDS);
      process.stdout.write(
        `undici alone (reference)     ${fmt(bareRun.perSecond).padStart(9)} calls/s  ${bareRun.total} calls, ${bareRun.failed} failed, ${fmt(bareRun.cpuMicrosPerCall, 0)} µs CPU per call\n`,
      );
      overheads.push(run.cpuMicrosPerCall - bareRun.cpuMicrosPerCall);
      failed += bareRun.failed;
      failed += run.failed;
    }
    // Where the client's own cost goes: the same calls with a call log that writes nothing.
    const unwritten = new SiteClient(http, new UnwrittenLog(dataDir));
    const withoutLog = await load(
      async () => (await unwritten.personDetail(site.profile, PERSON, { route: 'direct' })).outcome === 'success',
      IN_FLIGHT,
      SECONDS,
    );
    process.stdout.write(
      `site client, log not written  ${fmt(withoutLog.perSecond).padStart(9)} calls/s  ${withoutLog.total} calls, ${withoutLog.failed} failed, ${fmt(withoutLog.cpuMicrosPerCall, 0)} µs CPU per call\n`,
    );
    const { traceparent: _fixed, ...ownHeaders } = headers; // HttpClient sends a traceparent of its own per call
    const viaHttp = async (): Promise<boolean> =>
      (await http.request({ url, method: 'POST', headers: ownHeaders, body, timeouts: site.profile.timeouts })).status === 200;
    const plain = await load(viaHttp, IN_FLIGHT, SECONDS);
    process.stdout.write(
      `HttpClient alone (no log)    ${fmt(plain.perSecond).padStart(9)} calls/s  ${plain.total} calls, ${plain.failed} failed, ${fmt(plain.cpuMicrosPerCall, 0)} µs CPU per call\n`,
    );
    process.stdout.write(
      `ratio client / ceiling: ${fmt(median(ratios))} %, the median of ${ratios.map((r) => `${fmt(r)} %`).join(', ')} (aim: at least 80 %)\n`,
    );

    if (siteCpus.length > 0) {
      // What the aim leaves the client: at 80 % of the ceiling, the site's CPU per answer and the
      // client's share the machine's cores, and the client's main thread has one core at most.
      const rate = (0.8 * ceilings.reduce((a, b) => a + b, 0)) / ceilings.length;
      const siteMicros = median(siteCpus);
      const allThreads = (availableParallelism() * 1e6) / rate - siteMicros;
      process.stdout.write(
        `budget at 80 % (${fmt(rate, 0)} calls/s on ${availableParallelism()} cores, the site using ${fmt(siteMicros, 0)} µs CPU per answer): ` +
          `the client may use at most ${fmt(allThreads, 0)} µs CPU per call (all threads), ${fmt(1e6 / rate, 0)} µs on its main thread; it used ${fmt(median(cpus), 0)} µs, ` +
          `${fmt(withoutLog.cpuMicrosPerCall, 0)} µs with a log that writes nothing, HttpClient alone ${fmt(plain.cpuMicrosPerCall, 0)} µs\n`,
      );
    }

    // The site client's own work per call, without the network: the same answer the site gave,
    // handed back at once by an HTTP client that sends nothing (the envelope judged, the record
    // built, its log line written or not). This is what the client adds to HttpClient, measured
    // apart from the host's network and from the site's own load.
    const answer = await http.request({ url, method: 'POST', headers: ownHeaders, body, timeouts: site.profile.timeouts });
    const answerBytes = Buffer.from(answer.body);
    const replaying = {
      request: async (options: HttpRequestOptions): Promise<HttpResponse> => {
        // An answer arrives in a later turn, as from a socket: the log's writes get their turns too.
        await new Promise((resolve) => setImmediate(resolve));
        const trace = newTraceContext();
        const bytes = Buffer.from(answerBytes);
        const head = answer.sent!;
        return {
          ...answerFields(answer),
          url: options.url,
          body: bytes,
          text: () => bytes.toString('utf8'),
          traceparent: trace.traceparent,
          traceId: trace.traceId,
          sent: { ...head, headers: head.headers.map(([name, value]) => [name, name === 'traceparent' ? trace.traceparent : value]) },
        };
      },
    } as unknown as HttpClient;
    for (const [label, log] of [
      ['own work, log written', new SiteCallLog(dataDir)],
      ['own work, log not written', new UnwrittenLog(dataDir)],
    ] as const) {
      const own = await load(
        async () => (await new SiteClient(replaying, log).personDetail(site.profile, PERSON, { route: 'direct' })).outcome === 'success',
        IN_FLIGHT,
        2,
      );
      process.stdout.write(
        `site client ${label.padEnd(26)} ${fmt(own.cpuMicrosPerCall, 1)} µs CPU per call (no network: the answer replayed; ${own.failed} failed)\n`,
      );
    }

    const clientLatency = await meanLatency(viaClient);
    const undiciLatency = await meanLatency(viaUndici);
    process.stdout.write(
      `overhead per call (call log, traceparent, timings, envelope parsing): ${fmt(median(overheads), 0)} µs CPU (the median over the pairs of the client's CPU per call less undici's alone beside it); ` +
        `one call at a time ${fmt(clientLatency, 3)} ms vs ${fmt(undiciLatency, 3)} ms with undici alone (+${fmt(clientLatency - undiciLatency, 3)} ms)\n`,
    );
    if (failed > 0) process.exitCode = 1;
  } finally {
    await http.close();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await bench();
