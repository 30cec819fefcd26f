// Every path the command line opens, given a device, a FIFO or a 1 GB sparse file, over the real
// CLI as an engineer runs it: each is refused with words that say what the file is and what to do,
// the process never waits on the FIFO, and its peak memory stays under 512 MB. Linux only (mkfifo,
// /dev/zero, sparse files); the Windows path forms are covered by real-location.test.ts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSite } from '../../../../sim/index';
import { simState, startTestSite } from '../../sim/site-helpers';
import { documentText } from '../auth/backends/licensevendor/support';
import { makeFifo, makeSparse, runCli, type CliRun } from './hostile-inputs';

const MAX_PEAK_KIB = 512 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'site-console-bounded-'));
const dataDir = join(dir, 'data');
const env = { SITE_CONSOLE_DATA_DIR: dataDir };
let site: RunningSite;
let profile: string;
let batch: string;

/** The three hostile files, under a name of the kind each case needs. */
const hostile = (extension: string): { name: string; path: string; says: RegExp }[] => [
  { name: '/dev/zero', path: '/dev/zero', says: /device, not a regular file/ },
  { name: 'a FIFO', path: join(dir, `fifo${extension}`), says: /FIFO, not a regular file/ },
  { name: 'a 1 GB sparse file', path: join(dir, `sparse${extension}`), says: /1073741824 bytes( or more)?\W+the limit is \d+/ },
];

beforeAll(async () => {
  site = await startTestSite();
  mkdirSync(dataDir, { recursive: true });
  profile = join(dir, 'profile.json');
  writeFileSync(profile, JSON.stringify(site.profile));
  batch = join(dir, 'visitors.csv');
  writeFileSync(batch, 'visitorId,floorIds\nV1,A-03\n');
  for (const extension of ['.csv', '.jsonl', '.zip', '.json', '.pem']) {
    makeFifo(join(dir, `fifo${extension}`));
    await makeSparse(join(dir, `sparse${extension}`), 1024 ** 3);
  }
});

afterAll(async () => {
  await site.close();
});

/** Refused with the words, neither hung nor over the memory budget. */
function expectRefused(run: CliRun, says: RegExp, code: number): void {
  expect(run.code, run.stderr).toBe(code);
  expect(`${run.stdout}\n${run.stderr}`).toMatch(says);
  expect(run.peakKiB).toBeLessThan(MAX_PEAK_KIB);
}

describe.each(hostile('.csv'))('the batch file is $name', ({ path, says }) => {
  it('is refused (exit 2) before anything is sent', { timeout: 60_000 }, async () => {
    expectRefused(await runCli(['visitor-access', '--batch', path, '--profile', profile, '--json'], env), says, 2);
  });
});

describe.each(hostile('.jsonl'))('the journal is $name', ({ path, says }) => {
  it('is refused (exit 2) and no row is sent', { timeout: 60_000 }, async () => {
    const before = (await simState(site, 'elevator')).calls.length;
    expectRefused(await runCli(['visitor-access', '--batch', batch, '--journal', path, '--profile', profile, '--json'], env), says, 2);
    expect((await simState(site, 'elevator')).calls.length).toBe(before);
  });
});

describe.each(hostile('.json'))('--profile is $name', ({ path, says }) => {
  it('is refused (exit 2)', { timeout: 60_000 }, async () => {
    expectRefused(await runCli(['person', 'P1001', '--profile', path, '--json'], env), says, 2);
  });
});

describe.each(hostile('.pem'))('the CA file of the profile is $name', ({ path, says }) => {
  it(
    'fails the call with HTTP_CA_FILE (exit 2: the profile names a file that is not a certificate) instead of waiting on it',
    { timeout: 60_000 },
    async () => {
      const withCa = join(dir, `ca-profile-${path.replace(/\W/g, '_')}.json`);
      const https = site.profile.services.organization.replace(/^http:/, 'https:');
      writeFileSync(
        withCa,
        JSON.stringify({ ...site.profile, services: { ...site.profile.services, organization: https }, tls: { caFile: path } }),
      );
      const run = await runCli(['person', 'P1001', '--profile', withCa, '--json'], env);
      expectRefused(run, says, 2);
      expect(JSON.parse(run.stdout)).toMatchObject({ ok: false, error: { code: 'HTTP_CA_FILE' } });
    },
  );
});

describe.each(hostile('.json'))('--abi-profile is $name', ({ path, says }) => {
  it('is refused before the library is loaded', { timeout: 60_000 }, async () => {
    const config = join(dir, 'licensevendor.json');
    writeFileSync(config, documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'OFFLINE' }));
    const run = await runCli(
      [
        'license',
        'check',
        '--config',
        config,
        '--state-dir',
        join(dir, 'state'),
        '--vendor-library',
        batch,
        '--abi-profile',
        path,
        '--json',
        'floor.assign',
      ],
      env,
    );
    expect(run.code).not.toBe(0);
    expect(`${run.stdout}\n${run.stderr}`).toMatch(says);
    expect(run.peakKiB).toBeLessThan(MAX_PEAK_KIB);
  });
});

describe.each(hostile('.zip'))('the evidence pack to verify is $name', ({ path, says }) => {
  it('is refused (exit 2)', { timeout: 60_000 }, async () => {
    expectRefused(await runCli(['evidence', 'verify', path], env), says, 2);
  });
});

describe('the licensevendor library path', () => {
  it('a FIFO is refused as a FIFO, never waited on by the host process', { timeout: 60_000 }, async () => {
    const config = join(dir, 'licensevendor.json');
    writeFileSync(config, documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }));
    const run = await runCli(
      [
        'license',
        'check',
        '--config',
        config,
        '--state-dir',
        join(dir, 'state'),
        '--vendor-library',
        join(dir, 'fifo.json'),
        '--json',
        'floor.assign',
      ],
      env,
      20_000,
    );
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(`${run.stdout}\n${run.stderr}`).toMatch(/named pipe \(FIFO\), not a file/);
  });
});
