// `site-console license` with the licensevendor backend, as an engineer runs it: separate processes,
// the library from --vendor-library (or the setting), a renamed build through --abi-profile.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LV_FUNCTIONS } from '../../../../../../shared/licensevendor/abi-profile';
import { licensevendorDouble, RENAMED_VARIANT } from '../../../../../native/licensevendor-double';
import { closedPort, documentText, DoubleWorld, groupService } from './support';

const root = fileURLToPath(new URL('../../../../../../', import.meta.url));
let world: DoubleWorld;
let group: { port: number; close(): Promise<void> };

const cli = (args: string[]) =>
  promisify(execFile)(process.execPath, [join(root, 'bin/site-console.js'), 'license', ...args], { cwd: root }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

beforeAll(async () => {
  group = await groupService();
});
afterAll(async () => {
  await group.close();
});
beforeEach(async () => {
  world = await DoubleWorld.create();
});
afterEach(async () => {
  await world.dispose();
});

describe('site-console license with the licensevendor backend', () => {
  it('activates with --vendor-library; the next process checks and shows the status; the key never reaches the output', async () => {
    const config = world.file('config.json');
    await writeFile(config, documentText({ url: `bit://127.0.0.1:${group.port}`, loginMode: 'REMOTE' }));
    const state = world.file('state');
    const library = ['--vendor-library', licensevendorDouble()];
    const activated = await cli(['activate', '--config', config, '--key', 'KEY-GROUP-7', '--state-dir', state, ...library]);
    expect(activated.code).toBe(0);
    expect(activated.stdout).toContain('state: activated');
    expect(activated.stdout + activated.stderr).not.toContain('KEY-GROUP-7');
    const checked = await cli(['check', '--config', config, '--state-dir', state, '--json', ...library, 'elevator.control', 'reports.by-name', 'floor.assign']);
    expect(checked.code).toBe(1);
    expect(JSON.parse(checked.stdout)).toEqual({
      ok: true,
      results: [
        { key: 'elevator.control', licensed: true, reason: 'licensed' },
        { key: 'reports.by-name', licensed: true, reason: 'licensed' },
        { key: 'floor.assign', licensed: false, reason: 'not-licensed' },
      ],
    });
    const status = await cli(['status', '--config', config, '--state-dir', state, '--json', ...library]);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ ok: true, status: { state: 'activated', provider: 'licensevendor', activation: { restored: true } } });
    // Three processes, each logged in once and out once.
    const calls = await world.calls();
    expect(calls.filter((c) => c.fn === 'lv_login')).toHaveLength(3);
    expect(calls.filter((c) => c.fn === 'lv_logout')).toHaveLength(3);
  }, 60_000);

  it('drives a renamed build with --abi-profile, and takes the library from the setting when no flag is given', async () => {
    const profile = world.file('acme.json');
    await writeFile(profile, JSON.stringify({ symbols: Object.fromEntries(LV_FUNCTIONS.map((f) => [f, f.replace(/^lv_/, RENAMED_VARIANT.prefix)])), loginModes: RENAMED_VARIANT.loginModes }));
    const state = world.file('state');
    await mkdir(state, { recursive: true });
    await writeFile(join(state, 'settings.json'), JSON.stringify({ language: null, licensevendorLibrary: licensevendorDouble('renamed'), licensevendorAbiProfile: profile }));
    const config = world.file('config.json');
    await writeFile(config, documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'OFFLINE' }));
    const checked = await cli(['check', '--config', config, '--state-dir', state, '--json', 'floor.assign', 'person.detail']);
    expect(checked.code).toBe(0);
    expect(JSON.parse(checked.stdout).results.map((r: { reason: string }) => r.reason)).toEqual(['licensed', 'licensed']);
    expect((await world.calls()).map((c) => c.fn)).toContain('acme_lic_test_feature');
  }, 60_000);

  it('exit 2 without a library, 3 when the group service is down', async () => {
    const config = world.file('config.json');
    await writeFile(config, documentText({ url: `bit://127.0.0.1:${await closedPort()}`, loginMode: 'REMOTE' }));
    const none = await cli(['activate', '--config', config, '--key', 'KEY-GROUP-7', '--state-dir', world.file('s1'), '--json']);
    expect(none.code).toBe(2);
    expect(JSON.parse(none.stdout)).toMatchObject({ ok: false, error: { code: 'LICENSEVENDOR_LIBRARY_NOT_SET' } });
    const down = await cli(['activate', '--config', config, '--key', 'KEY-GROUP-7', '--state-dir', world.file('s2'), '--vendor-library', licensevendorDouble(), '--json']);
    expect(down.code).toBe(3);
    expect(JSON.parse(down.stdout)).toMatchObject({ ok: false, error: { category: 'network', code: 'LICENSEVENDOR_STATUS', details: { status: 264, hex: '0x00000108' } } });
  }, 60_000);
});
