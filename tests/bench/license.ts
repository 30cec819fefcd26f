// `npm run bench:license`: hasFeature on a mapped feature through the crash-isolating host, against
// the ceiling of the same lv_test_feature made directly through koffi in this process, in the same
// run and against the same compiled double. Reports calls per second of both, the host's overhead
// per call (p50, p99) and the time of "check all" for a document with 200 mapped features.
// A benchmark to read, not a timed test.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthorizationClient } from '../../main/auth/authorization-client';
import { LicensevendorRuntime } from '../../main/auth/backends/licensevendor/backend';
import { LicensevendorLibrary } from '../../main/auth/backends/licensevendor/binding';
import { DEFAULT_ABI_PROFILE } from '../../shared/licensevendor/abi-profile';
import { licensevendorDouble } from '../native/licensevendor-double';
import { MemorySecrets } from '../unit/main/auth/memory-secrets';

const FEATURES = 200;
const CALLS = 5000;
const CHECK_ALL_ROUNDS = 20;
/** The issue's aims. */
const AIM_OVERHEAD_P50_MS = 0.3;
const AIM_CHECK_ALL_MS = 100;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number): string => `${n.toFixed(3)} ms`;

/** Per-call times of `call`, after a warm-up. */
async function times(call: () => unknown, n: number): Promise<number[]> {
  for (let i = 0; i < Math.min(500, n / 10); i++) await call();
  const out: number[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await call();
    out[i] = performance.now() - start;
  }
  return out.sort((a, b) => a - b);
}

async function bench(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-license-'));
  try {
    const ids = Array.from({ length: FEATURES }, (_, i) => 10_000 + i);
    await writeFile(
      join(dir, 'licenses.txt'),
      `license SN-BENCH at=local end=2099-01-01T00:00:00Z\n${ids.map((id) => `feature ${id} Feature${id}`).join('\n')}\n`,
    );
    // Only the fixture: no call log, no control file, so neither side pays for the double's test hooks.
    process.env.LV_DOUBLE_LICENSES = join(dir, 'licenses.txt');
    for (const v of ['LV_DOUBLE_LOG', 'LV_DOUBLE_CONTROL', 'LV_DOUBLE_STATE', 'LV_DOUBLE_CRASH', 'LV_DOUBLE_HANG']) delete process.env[v];
    const libraryPath = licensevendorDouble();

    // Ceiling: the same library function, directly through koffi, in this process.
    const lib = LicensevendorLibrary.open(libraryPath, DEFAULT_ABI_PROFILE);
    const login = lib.login(null, 'SN-BENCH', 0, null, DEFAULT_ABI_PROFILE.loginModes.LOCAL ?? 1);
    if (login.status !== 0 || login.value === undefined) throw new Error(`direct login failed with ${login.status}`);
    const handle = login.value;
    const direct = await times(() => lib.testFeature(handle, ids[0] ?? 0), CALLS);
    lib.logout(handle);

    // Through the console: the authorization client, the backend, the host process.
    const features = Object.fromEntries(
      ids.map((id) => [`feature.${id}`, id % 2 === 0 ? { vendorFeatureId: id } : { vendorFeatureName: `Feature${id}` }]),
    );
    const document = JSON.stringify({
      schemaVersion: 1,
      provider: 'licensevendor',
      scenario: 'wharf',
      licensevendor: { url: 'root:///tmp', sn: 'SN-BENCH', loginMode: 'LOCAL' },
      features,
    });
    const runtime = new LicensevendorRuntime({ libraryPath, abiProfilePath: null });
    const secrets = new MemorySecrets();
    const client = new AuthorizationClient({ dataDir: dir, secrets: async () => secrets, backends: { licensevendor: runtime.factory } });
    try {
      const status = await client.initialize(document);
      if (status.state !== 'activated') throw new Error(`initialize did not log in: ${JSON.stringify(status.lastError)}`);
      const key = `feature.${ids[0]}`;
      const hosted = await times(() => client.hasFeature(key), CALLS);
      const keys = Object.keys(features);
      const checkAll = await times(async () => {
        const answers = await client.hasFeatures(keys);
        const refused = answers.find((a) => !a.licensed);
        if (refused) throw new Error(`${refused.key} was not licensed: ${refused.reason} ${refused.error?.message ?? ''}`);
      }, CHECK_ALL_ROUNDS);

      const d50 = percentile(direct, 50);
      const rate = (sorted: number[]) => Math.round(1000 / (sorted.reduce((a, b) => a + b, 0) / sorted.length)).toLocaleString('en-US');
      process.stdout.write(`licensevendor double ${libraryPath}\n`);
      process.stdout.write(
        `ceiling: lv_test_feature direct (koffi, in process)   ${rate(direct).padStart(9)} calls/s   p50 ${ms(d50)}   p99 ${ms(percentile(direct, 99))}\n`,
      );
      process.stdout.write(
        `hasFeature through the host (by id)                  ${rate(hosted).padStart(9)} calls/s   p50 ${ms(percentile(hosted, 50))}   p99 ${ms(percentile(hosted, 99))}\n`,
      );
      const overhead50 = percentile(hosted, 50) - d50;
      const overhead99 = percentile(hosted, 99) - d50;
      process.stdout.write(
        `host overhead per call: p50 ${ms(overhead50)} (aim < ${AIM_OVERHEAD_P50_MS} ms: ${Math.round((100 * overhead50) / AIM_OVERHEAD_P50_MS)} % of it), p99 ${ms(overhead99)}\n`,
      );
      const all50 = percentile(checkAll, 50);
      process.stdout.write(
        `check all, ${FEATURES} mapped features (half by id, half by name): p50 ${ms(all50)}, worst ${ms(checkAll.at(-1) ?? 0)} ` +
          `(aim < ${AIM_CHECK_ALL_MS} ms: ${Math.round((100 * all50) / AIM_CHECK_ALL_MS)} % of it); ${(all50 / FEATURES).toFixed(3)} ms per feature\n`,
      );
    } finally {
      await client.dispose();
      await runtime.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await bench();
