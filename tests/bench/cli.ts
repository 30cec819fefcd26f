// `npm run bench:cli`: how long the command line takes to check a small configuration document,
// against the ceiling of starting Node itself (`node -e 0`) in the same run. Aim (issue 22):
// `validate` within 2.5× `node -e 0`. The two take turns run by run so that a burst of load on a
// shared machine hits both alike; the medians are compared.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const AIM_RATIO = 2.5;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

const bin = fileURLToPath(new URL('../../bin/site-console.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bench-cli-'));
const document = join(dir, 'config.json');
writeFileSync(document, `${JSON.stringify({ schemaVersion: 1, provider: 'selfhosted', scenario: 'wharf', selfhosted: { baseUrl: 'http://127.0.0.1:8080/' } }, null, 2)}\n`);
const env = { ...process.env, SITE_CONSOLE_DATA_DIR: join(dir, 'data') };

/** Wall time of one run of Node with `args`, in ms; fails the bench if the run fails. */
function timed(args: string[]): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const ms = performance.now() - start;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return ms;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const bare: number[] = [];
const validate: number[] = [];
// One untimed run of each warms the file cache.
timed(['-e', '0']);
timed([bin, 'validate', document]);
for (let i = 0; i < RUNS; i++) {
  bare.push(timed(['-e', '0']));
  validate.push(timed([bin, 'validate', document]));
}
const ratio = median(validate) / median(bare);
process.stdout.write(
  `node -e 0: median ${median(bare).toFixed(1)} ms; site-console validate (small document): median ${median(validate).toFixed(1)} ms over ${RUNS} runs each\n` +
    `ratio validate / node -e 0: ${ratio.toFixed(2)}× (aim: at most ${AIM_RATIO}×) — ${ratio <= AIM_RATIO ? 'met' : 'NOT met'}\n`,
);
if (ratio > AIM_RATIO) process.exitCode = 1;
