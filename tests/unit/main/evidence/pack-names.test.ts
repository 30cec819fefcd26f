// Entry names beyond ASCII in the evidence pack, read by Debian's Info-ZIP `unzip` (the tool an
// engineer or a site's IT opens a zip with on Linux): a batch of 访客名单.csv leaves batch records
// named after it, which fflate's default "made by MS-DOS" made `unzip -l` list garbled and
// `unzip -p pack.zip '<name>'` not find. Made on Unix, with the UTF-8 flag, both read them.
// Linux (/usr/bin/unzip; .ci/run's image has it).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { batchCommand } from '../../../../main/cli/commands/batch';
import { evidenceCommand } from '../../../../main/cli/commands/evidence';
import type { RunningSite } from '../../../../sim/index';
import { startTestSite } from '../../sim/site-helpers';

const UNZIP = '/usr/bin/unzip';
const dir = mkdtempSync(join(tmpdir(), 'site-console-pack-names-'));
const dataDir = join(dir, 'data');
const pack = join(dir, 'pack.zip');
let site: RunningSite;

/** A command run in this process, its output captured. */
async function run(command: (args: string[]) => Promise<number>, args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  try {
    return { code: await command(args), out };
  } finally {
    vi.restoreAllMocks();
  }
}

/** Info-ZIP as a person runs it in a UTF-8 terminal. */
const unzip = (...args: string[]): string => execFileSync(UNZIP, args, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C.UTF-8' } });

beforeAll(async () => {
  site = await startTestSite();
  mkdirSync(dataDir, { recursive: true });
  vi.stubEnv('SITE_CONSOLE_DATA_DIR', dataDir);
  writeFileSync(join(dir, 'profile.json'), JSON.stringify(site.profile));
  writeFileSync(join(dir, '访客名单.csv'), '访客编号,楼层编号\nV1,A-02\n');
  const batch = await run(batchCommand, ['--batch', join(dir, '访客名单.csv'), '--profile', join(dir, 'profile.json')]);
  expect(batch.code, batch.out).toBe(0);
  const exported = await run(evidenceCommand, ['export', '--out', pack]);
  expect(exported.code, exported.out).toBe(0);
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await site?.close();
});

describe.skipIf(!existsSync(UNZIP))(
  'the evidence pack in Info-ZIP (skipped: /usr/bin/unzip is not installed; apt-get install unzip)',
  () => {
    it('unzip -l lists the batch records under their Chinese names, and unzip -p reads each by its name', () => {
      const listing = unzip('-l', pack);
      const names = [...listing.matchAll(/\s(batches\/\S+)$/gm)].map((m) => m[1] ?? '');
      expect(names.length, listing).toBeGreaterThanOrEqual(2);
      for (const name of names) expect(name).toContain('-访客名单.csv.');
      const results = names.find((name) => name.endsWith('.results.json')) ?? '';
      const record = JSON.parse(unzip('-p', pack, results)) as { file: string; total: number };
      expect(record).toMatchObject({ file: join(dir, '访客名单.csv'), total: 1 });
      // Every entry, by its name as listed: the manifest's hashes name the same files.
      const manifest = JSON.parse(unzip('-p', pack, 'manifest.json')) as { files: { path: string }[] };
      expect(manifest.files.map((f) => f.path)).toEqual(expect.arrayContaining(names));
    });

    it('unzip extracts them as files their owner can read (mode 0600, as the console keeps them)', () => {
      const into = join(dir, 'extracted');
      unzip('-q', pack, '-d', into);
      const results = unzip('-Z1', pack)
        .split('\n')
        .find((name) => name.endsWith('.results.json'));
      const path = join(into, results ?? 'missing');
      expect(statSync(path).mode & 0o777).toBe(0o600);
      expect(readFileSync(path, 'utf8')).toContain('访客名单.csv');
    });

    it('the pack is made on Unix, with the UTF-8 flag on every name beyond ASCII, and still verifies intact', async () => {
      const bytes = readFileSync(pack);
      for (let at = bytes.indexOf('PK\x01\x02'); at >= 0; at = bytes.indexOf('PK\x01\x02', at + 4)) {
        const nameLength = bytes.readUInt16LE(at + 28);
        const name = bytes.subarray(at + 46, at + 46 + nameLength);
        expect(bytes[at + 5], 'version made by: Unix').toBe(3);
        if (name.some((b) => b > 0x7f)) expect(bytes.readUInt16LE(at + 8) & 0x800, `UTF-8 flag of ${name.toString()}`).toBe(0x800);
      }
      const verified = await run(evidenceCommand, ['verify', pack]);
      expect(verified.code, verified.out).toBe(0);
    });
  },
);
