// `npm run bench:cli`: how long the command line takes to start and do a small piece of work, against
// the ceiling of starting Node itself (`node -e 0`) in the same run. Aims (issue 34): `validate`
// within 2.0× `node -e 0`; `license` (a licensevendor document), `person` and a batch dry run within
// 2.5×. Every command runs for real on small files, against closed ports where it would reach the
// network, so that it ends fast and the same way each time. Each command run is paired with a run of
// `node -e 0` just before it, and the pairs take turns command by command, so that a burst of load
// on a shared machine hits both sides of a pair alike; each command's median is compared with the
// median of its own pairs' `node -e 0`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);

// BENCH_CLI_BIN: another build's bin/site-console.js, to compare two builds on one machine.
const bin = process.env.BENCH_CLI_BIN ?? fileURLToPath(new URL('../../bin/site-console.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bench-cli-'));
const write = (name: string, content: string): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
// Port 9 (discard) is closed on a test machine: the commands that connect are refused at once.
const closed = 'http://127.0.0.1:9';
const document = write(
  'config.json',
  `${JSON.stringify({ schemaVersion: 1, provider: 'selfhosted', scenario: 'wharf', selfhosted: { baseUrl: `${closed}/` } }, null, 2)}\n`,
);
const vendorDocument = write(
  'licensevendor.json',
  `${JSON.stringify({ schemaVersion: 1, provider: 'licensevendor', scenario: 'wharf', licensevendor: { url: 'bit://127.0.0.1:9', loginMode: 'REMOTE' }, wharf: { topology: 'cloud' } }, null, 2)}\n`,
);
const profile = write(
  'profile.json',
  JSON.stringify({
    profileVersion: 1,
    name: 'closed',
    services: { organization: closed, elevator: closed, common: closed },
    defaultRoute: 'direct',
    timeouts: { connectMs: 2000, requestMs: 5000 },
  }),
);
const batch = write('visitors.csv', 'visitorId,floorIds\nV1001,F3\nV1002,F4;F5\n');
const env = { ...process.env, SITE_CONSOLE_DATA_DIR: join(dir, 'data'), LANG: 'C' };

interface Measured {
  /** What the line says. */
  label: string;
  /** Arguments of bin/site-console.js. */
  args: string[];
  /** The exit status of a run that did what it should (a refused connection is status 3 for person). */
  status: number;
  /** At most this many times `node -e 0`. */
  aim: number;
}

const measured: Measured[] = [
  { label: 'validate (small document)', args: ['validate', document], status: 0, aim: 2.0 },
  // No vendor library is set: initialization stops at that, after the command and its backend loaded.
  {
    label: 'license status (licensevendor document)',
    args: ['license', 'status', '--config', vendorDocument, '--state-dir', join(dir, 'state')],
    status: 2,
    aim: 2.5,
  },
  { label: 'person (site refused)', args: ['person', 'P1001', '--profile', profile, '--json'], status: 3, aim: 2.5 },
  {
    label: 'visitor-access --batch --dry-run (2 rows)',
    args: ['visitor-access', '--batch', batch, '--profile', profile, '--dry-run'],
    status: 0,
    aim: 2.5,
  },
];

/** Wall time of one run of Node with `args`, in ms; fails the bench if the run ends otherwise than expected. */
function timed(args: string[], status = 0): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const ms = performance.now() - start;
  if (run.status !== status) throw new Error(`node ${args.join(' ')} exited ${run.status} (expected ${status}): ${run.stderr}`);
  return ms;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const bare = measured.map((): number[] => []);
const times = measured.map((): number[] => []);
// One untimed run of each warms the file cache.
timed(['-e', '0']);
for (const m of measured) timed([bin, ...m.args], m.status);
for (let i = 0; i < RUNS; i++) {
  measured.forEach((m, j) => {
    bare[j]?.push(timed(['-e', '0']));
    times[j]?.push(timed([bin, ...m.args], m.status));
  });
}

const [one, five] = loadavg();
process.stdout.write(`${RUNS} paired runs per command; load ${one?.toFixed(2)} ${five?.toFixed(2)} (1, 5 min) on ${cpus().length} cores\n`);
let allMet = true;
measured.forEach((m, j) => {
  const base = median(bare[j] ?? []);
  const wall = median(times[j] ?? []);
  const ratio = wall / base;
  const met = ratio <= m.aim;
  allMet &&= met;
  process.stdout.write(
    `${m.label}: median ${wall.toFixed(1)} ms vs node -e 0 ${base.toFixed(1)} ms: ${ratio.toFixed(2)}× (aim: at most ${m.aim.toFixed(1)}×) — ${met ? 'met' : 'NOT met'}\n`,
  );
});
if (!allMet) process.exitCode = 1;
