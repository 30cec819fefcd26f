// The command line as a single executable (Node's SEA, scripts/build-sea.ts), as an engineer gets
// it on a laptop with no Node and no npm: the folder copied elsewhere, run with an empty PATH, for
// validate, the reference site, person lookup against that site, and a license check through the
// vendor library (the C double) in the executable's own host process.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licensevendorDouble } from '../../../native/licensevendor-double';
import { documentText, DoubleWorld } from '../auth/backends/licensevendor/support';

const root = process.cwd();
const laptop = mkdtempSync(join(tmpdir(), 'sea-laptop-'));
const exe = join(laptop, 'site-console', 'site-console');
// No Node, no npm: nothing on PATH at all, and a data directory of the laptop's own.
const env = { PATH: '', HOME: laptop, SITE_CONSOLE_DATA_DIR: join(laptop, 'data') };

/** Runs the executable; the licensevendor double's variables (set by DoubleWorld) pass through, as a vendor runtime's would. */
const run = (args: string[]) =>
  promisify(execFile)(exe, args, {
    env: { ...env, ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('LV_DOUBLE_'))) },
    cwd: laptop,
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

let site: ChildProcess | null = null;

beforeAll(async () => {
  await promisify(execFile)(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build-sea.ts', '--platform', 'linux-x64'],
    { cwd: root },
  );
  cpSync(join(root, 'dist/sea/linux-x64'), join(laptop, 'site-console'), { recursive: true });
}, 240_000);

afterAll(() => {
  site?.kill('SIGTERM');
});

describe.runIf(process.platform === 'linux' && process.arch === 'x64')('the single executable', () => {
  it('validates a configuration document', async () => {
    const valid = join(laptop, 'valid.json');
    writeFileSync(
      valid,
      JSON.stringify({ schemaVersion: 1, provider: 'selfhosted', scenario: 'wharf', selfhosted: { baseUrl: 'http://127.0.0.1:8080/' } }),
    );
    const invalid = join(laptop, 'invalid.json');
    writeFileSync(
      invalid,
      JSON.stringify({ schemaVersion: 1, provider: 'selfhosted', scenario: 'floating', selfhosted: { baseUrl: 'http://127.0.0.1:8080/' } }),
    );
    const ok = await run(['validate', valid, '--json']);
    expect(ok.code).toBe(0);
    const bad = await run(['validate', invalid, '--json']);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('floating');
  });

  it('runs the reference site, and looks a person up on it', async () => {
    const child = spawn(exe, ['site'], { env, cwd: laptop, stdio: ['ignore', 'pipe', 'inherit'] });
    site = child;
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        const end = out.indexOf('\n');
        if (end !== -1) resolve(out.slice(0, end));
      });
      child.once('exit', (code) => reject(new Error(`site exited ${code}`)));
    });
    const profile = join(laptop, 'profile.json');
    writeFileSync(profile, JSON.stringify((JSON.parse(line) as { profile: unknown }).profile));
    const person = await run(['person', 'P1001', '--profile', profile, '--json']);
    expect(person.code).toBe(0);
    expect(JSON.parse(person.stdout)).toMatchObject({ ok: true, envelope: { data: { personId: 'P1001' } } });
  }, 60_000);

  it('checks features through the vendor library in its own host process', async () => {
    const world = await DoubleWorld.create();
    try {
      const config = world.file('config.json');
      writeFileSync(config, documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }));
      const checked = await run([
        'license',
        'check',
        '--config',
        config,
        '--state-dir',
        world.file('state'),
        '--vendor-library',
        licensevendorDouble(),
        '--json',
        'floor.assign',
        'person.detail',
      ]);
      expect(checked, checked.stderr).toMatchObject({ code: 0 });
      expect(JSON.parse(checked.stdout).results.map((r: { reason: string }) => r.reason)).toEqual(['licensed', 'licensed']);
      expect((await world.calls()).map((c) => c.fn)).toContain('lv_test_feature');
    } finally {
      await world.dispose();
    }
  }, 60_000);
});
