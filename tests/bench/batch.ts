// `npm run bench:batch`: a batch of 2,000 rows against the reference site, through the console's
// batch run (site client, call log, journal fsynced per row), next to the ceiling: the same 2,000
// E2 bodies sent by autocannon with the same concurrency in the same run. Also the journal's own
// cost per row. A benchmark to read, not a timed test.
//
// The site runs in a process of its own (`site-console site`), so that autocannon and the console
// do not share the event loop with the services they measure.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { grantThrough } from '../../main/batch/runs';
import { BatchRun } from '../../main/batch/batch-run';
import { BatchJournal } from '../../main/batch/journal';
import { HttpClient } from '../../main/http/client';
import { SiteCallLog } from '../../main/site/call-log';
import { SiteClient } from '../../main/site/site-client';
import type { BatchRow } from '../../shared/batch';
import { SITE_PATHS } from '../../shared/site';
import { DEMO_SITE_DATA } from '../../sim/demo-data';
import { autocannon, startSiteProcess, type AutocannonRequest, type AutocannonResult } from './support';

const ROWS = 2_000;
const CONCURRENCY = 4;

/** 2,000 rows of one floor each, visitors in turn so that rows of one visitor are rarely neighbours. */
function rows(): BatchRow[] {
  const floors = DEMO_SITE_DATA.buildings.flatMap((b) => b.floors.map((f) => f.floorId));
  const persons = DEMO_SITE_DATA.persons.map((p) => p.personId);
  const out: BatchRow[] = [];
  for (let i = 0; out.length < ROWS; i += 1) {
    const person = persons[i % persons.length] as string;
    const floor = floors[Math.floor(i / persons.length) % floors.length] as string;
    out.push({ row: out.length + 2, visitorId: person, floorIds: [floor] });
  }
  return out;
}

const rounded = (n: number): string => (Math.round(n * 10) / 10).toLocaleString('en-US');

async function bench(): Promise<void> {
  const site = await startSiteProcess();
  const dir = mkdtempSync(join(tmpdir(), 'bench-batch-'));
  const http = new HttpClient();
  try {
    const batchRows = rows();
    const e2 = `${site.profile.services.elevator}${SITE_PATHS.addVisitor}`;
    const bodies = batchRows.map((r) => JSON.stringify({ visitorId: r.visitorId, floorIds: r.floorIds }));
    const send = (amount: number): Promise<AutocannonResult> => {
      let i = 0;
      const request: AutocannonRequest = { method: 'POST', path: new URL(e2).pathname, headers: { 'content-type': 'application/json' }, setupRequest: (r) => ({ ...r, body: bodies[i++ % bodies.length] as string }) };
      return autocannon({ url: e2, connections: CONCURRENCY, amount, requests: [request] });
    };
    process.stdout.write(`reference site on ${site.profile.services.elevator}; ${ROWS} rows, concurrency ${CONCURRENCY}\n`);
    await send(400); // warm-up: zone cache, pools, JIT

    const ceiling = await send(ROWS);
    const ceilingRate = ceiling.requests.total / ceiling.duration;
    const problems = ceiling.non2xx + ceiling.errors + ceiling.timeouts;
    process.stdout.write(`ceiling: autocannon, the same ${ROWS} E2 bodies      ${rounded(ceilingRate).padStart(8)} rows/s${problems ? ` (${problems} problems)` : ''}\n`);

    const client = new SiteClient(http, new SiteCallLog(join(dir, 'data')));
    const journal = await BatchJournal.open(join(dir, 'bench.journal.jsonl'));
    const run = new BatchRun({ file: { kind: 'csv', encoding: 'utf-8', byteOrderMark: false, delimiter: ',' }, rows: batchRows, problems: [], floorCheck: { checked: false, reason: 'bench', reasonWords: { en: 'bench', 'zh-CN': 'bench' } }, repeatedVisitors: [] }, new Set(), journal, grantThrough(client, site.profile, 'direct'), { concurrency: CONCURRENCY });
    const started = performance.now();
    const summary = await run.start();
    const seconds = (performance.now() - started) / 1000;
    await journal.close();
    const batchRate = summary.succeeded / seconds;
    process.stdout.write(`console batch run (call log, journal fsynced)   ${rounded(batchRate).padStart(8)} rows/s   ${summary.succeeded} granted, ${summary.failed} failed\n`);
    process.stdout.write(`ratio: ${rounded((100 * batchRate) / ceilingRate)} % of the ceiling (aim: at least 70 %)\n`);

    // The journal alone: the same number of outcomes appended by CONCURRENCY writers, fsynced.
    const alone = await BatchJournal.open(join(dir, 'alone.journal.jsonl'));
    const outcomes = summary.results;
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < outcomes.length) await alone.append(outcomes[next++] as (typeof outcomes)[number]);
      }),
    );
    const journalMs = performance.now() - t0;
    await alone.close();
    process.stdout.write(`journal alone: ${rounded((1000 * journalMs) / outcomes.length)} µs per row (${outcomes.length} rows fsynced by ${CONCURRENCY} writers in ${rounded(journalMs)} ms)\n`);
    if (summary.failed > 0 || problems > 0) process.exitCode = 1;
  } finally {
    await http.close();
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await bench();
