// `npm run bench:site`: E2 throughput and latency on the direct route, against the ceiling of the
// same server (GET /__sim/ping, which does no work). A benchmark to read, not a timed test.
//
// The site runs in a process of its own (`site-console site`), so that autocannon and the
// services do not share one event loop. E2 is measured in two shapes:
// with floorIds (E4 from the zone cache, E3 per building) and with empty floorIds (E1 first).
import { DEMO_SITE_DATA } from '../../sim/demo-data';
import { SITE_PATHS } from '../../shared/site';
import { autocannon, startSiteProcess, type AutocannonRequest, type AutocannonResult } from './support';

const CONNECTIONS = 16;
const SECONDS = 7;

const rounded = (n: number): string => (Math.round(n * 10) / 10).toLocaleString('en-US');

async function measure(name: string, url: string, request: AutocannonRequest): Promise<AutocannonResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: [request] });
  const problems = result.non2xx + result.errors + result.timeouts;
  process.stdout.write(
    `${name.padEnd(38)} ${rounded(result.requests.average).padStart(8)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms` +
      `   ${result.requests.total} requests${problems > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts` : ''}\n`,
  );
  return result;
}

async function bench(): Promise<void> {
  const site = await startSiteProcess();
  try {
    const e2 = `${site.profile.services.elevator}${SITE_PATHS.addVisitor}`;
    const elevatorRoot = site.state.elevator?.replace(/\/__sim\/state$/, '') ?? '';
    const json = { 'content-type': 'application/json' };
    // Every demo visitor with floors, round robin: E2s for different visitors run in parallel.
    const visitors = DEMO_SITE_DATA.persons.filter((p) => p.personType === 'visitor' && p.floorIds.length > 0);
    const withFloors = visitors.map((v) => JSON.stringify({ visitorId: v.personId, floorIds: v.floorIds }));
    const withoutFloors = visitors.map((v) => JSON.stringify({ visitorId: v.personId }));
    const rotate = (bodies: string[]): ((request: AutocannonRequest) => AutocannonRequest) => {
      let i = 0;
      return (request) => ({ ...request, body: bodies[i++ % bodies.length] as string });
    };

    process.stdout.write(
      `reference site on ${site.profile.services.elevator}; ${CONNECTIONS} connections, ${SECONDS} s per run, ${visitors.length} visitors in turn\n`,
    );
    // Warm-up: fills the zone cache and the connection pools, and binds every visitor once.
    await autocannon({
      url: e2,
      connections: 4,
      duration: 1,
      requests: [{ method: 'POST', path: new URL(e2).pathname, headers: json, setupRequest: rotate(withFloors) }],
    });

    const ceiling = await measure('ceiling: GET /__sim/ping (elevator)', `${elevatorRoot}/__sim/ping`, {
      method: 'GET',
      path: '/__sim/ping',
    });
    const given = await measure('E2 direct, floorIds given', e2, {
      method: 'POST',
      path: new URL(e2).pathname,
      headers: json,
      setupRequest: rotate(withFloors),
    });
    const empty = await measure('E2 direct, floorIds empty (E1 first)', e2, {
      method: 'POST',
      path: new URL(e2).pathname,
      headers: json,
      setupRequest: rotate(withoutFloors),
    });

    const ratio = (r: AutocannonResult): string => `${rounded((100 * r.requests.average) / ceiling.requests.average)} %`;
    process.stdout.write(`E2 / ceiling: floorIds given ${ratio(given)}, floorIds empty ${ratio(empty)}\n`);

    const state = (await (await fetch(site.state.elevator as string)).json()) as {
      data: { state: { zoneCache: { hits: number; loads: number; pages: number } }; calls: Array<{ code: string | null }> };
    };
    const { zoneCache } = state.data.state;
    // Calls still under way when a run stops are cut off by autocannon: logged without a status.
    const codes = new Map<string, number>();
    for (const c of state.data.calls)
      codes.set(c.code ?? 'cut off at the end of a run', (codes.get(c.code ?? 'cut off at the end of a run') ?? 0) + 1);
    process.stdout.write(
      `E4 zone cache: ${zoneCache.loads} load(s) of ${zoneCache.pages} page(s), ${zoneCache.hits} hits; ` +
        `codes of the last ${state.data.calls.length} E2s: ${[...codes].map(([code, n]) => `${code} × ${n}`).join(', ')}\n`,
    );
    const failed = state.data.calls.some((c) => c.code !== null && c.code !== '0');
    if ([given, empty].some((r) => r.non2xx + r.errors + r.timeouts > 0) || failed) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}

await bench();
