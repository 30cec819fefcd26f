// `site-console license` with the licensevendor backend, as an engineer runs it: separate processes,
// the library from --vendor-library (or the setting), a renamed build through --abi-profile.
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { LibraryApprovals, libraryCandidate } from '../../../../../../main/auth/backends/licensevendor/library-approval';
import { LV_FUNCTIONS } from '../../../../../../shared/licensevendor/abi-profile';
import { doubleUpdateCode, licensevendorDouble, RENAMED_VARIANT } from '../../../../../native/licensevendor-double';
import { closedPort, documentText, FIXTURE, groupAndWorldEachTest, keyFileFlags, licenseCli as cli } from './support';

const scratch = groupAndWorldEachTest();
const keyFile = (key: string): string[] => keyFileFlags(scratch.world, key);

describe('site-console license with the licensevendor backend', () => {
  it('activates with --vendor-library; the next process checks and shows the status; the key never reaches the output', async () => {
    const config = scratch.world.file('config.json');
    await writeFile(config, documentText({ url: `bit://127.0.0.1:${scratch.group.port}`, loginMode: 'REMOTE' }));
    const state = scratch.world.file('state');
    const library = ['--vendor-library', licensevendorDouble()];
    const activated = await cli(['activate', '--config', config, ...keyFile('KEY-GROUP-7'), '--state-dir', state, ...library]);
    expect(activated.code).toBe(0);
    expect(activated.stdout).toContain('state: activated');
    expect(activated.stdout + activated.stderr).not.toContain('KEY-GROUP-7');
    const checked = await cli([
      'check',
      '--config',
      config,
      '--state-dir',
      state,
      '--json',
      ...library,
      'elevator.control',
      'reports.by-name',
      'floor.assign',
    ]);
    expect(checked.code).toBe(1);
    expect(JSON.parse(checked.stdout)).toEqual({
      ok: true,
      results: [
        { key: 'elevator.control', licensed: true, reason: 'licensed' },
        { key: 'reports.by-name', licensed: true, reason: 'licensed' },
        { key: 'floor.assign', licensed: false, reason: 'not-licensed' },
      ],
      // Where the license key is kept (tests/unit/main/secrets/secrets-at-rest-cli.test.ts).
      secrets: expect.objectContaining({ holder: expect.any(String) }),
    });
    const status = await cli(['status', '--config', config, '--state-dir', state, '--json', ...library]);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({
      ok: true,
      status: { state: 'activated', provider: 'licensevendor', activation: { restored: true } },
    });
    // Three processes, each logged in once and out once.
    const calls = await scratch.world.calls();
    expect(calls.filter((c) => c.fn === 'lv_login')).toHaveLength(3);
    expect(calls.filter((c) => c.fn === 'lv_logout')).toHaveLength(3);
  }, 60_000);

  it('drives a renamed build with --abi-profile, and takes the library from the setting when no flag is given', async () => {
    const profile = scratch.world.file('acme.json');
    await writeFile(
      profile,
      JSON.stringify({
        symbols: Object.fromEntries(LV_FUNCTIONS.map((f) => [f, f.replace(/^lv_/, RENAMED_VARIANT.prefix)])),
        loginModes: RENAMED_VARIANT.loginModes,
      }),
    );
    const state = scratch.world.file('state');
    await mkdir(state, { recursive: true });
    await writeFile(
      join(state, 'settings.json'),
      JSON.stringify({ language: null, licensevendorLibrary: licensevendorDouble('renamed'), licensevendorAbiProfile: profile }),
    );
    const config = scratch.world.file('config.json');
    await writeFile(config, documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'OFFLINE' }));
    // A library named by the settings alone runs only once the engineer approved it (issue 31, F2).
    const refused = await cli(['check', '--config', config, '--state-dir', state, '--json', 'floor.assign']);
    expect(JSON.parse(refused.stdout)).toMatchObject({ ok: false, problem: { code: 'LICENSEVENDOR_LIBRARY_NOT_APPROVED' } });
    expect(await scratch.world.calls()).toEqual([]);
    // As the window's confirmation keeps it (--state-dir names the data directory: approvals live there).
    await new LibraryApprovals(state).add(await libraryCandidate(licensevendorDouble('renamed'), profile));
    const checked = await cli(['check', '--config', config, '--state-dir', state, '--json', 'floor.assign', 'person.detail']);
    expect(checked.code).toBe(0);
    expect(JSON.parse(checked.stdout).results.map((r: { reason: string }) => r.reason)).toEqual(['licensed', 'licensed']);
    expect((await scratch.world.calls()).map((c) => c.fn)).toContain('acme_lic_test_feature');
  }, 60_000);

  it('exit 2 without a library, 3 when the group service is down', async () => {
    const config = scratch.world.file('config.json');
    await writeFile(config, documentText({ url: `bit://127.0.0.1:${await closedPort()}`, loginMode: 'REMOTE' }));
    const none = await cli(['activate', '--config', config, ...keyFile('KEY-GROUP-7'), '--state-dir', scratch.world.file('s1'), '--json']);
    expect(none.code).toBe(2);
    expect(JSON.parse(none.stdout)).toMatchObject({ ok: false, error: { code: 'LICENSEVENDOR_LIBRARY_NOT_SET' } });
    const down = await cli([
      'activate',
      '--config',
      config,
      ...keyFile('KEY-GROUP-7'),
      '--state-dir',
      scratch.world.file('s2'),
      '--vendor-library',
      licensevendorDouble(),
      '--json',
    ]);
    expect(down.code).toBe(3);
    expect(JSON.parse(down.stdout)).toMatchObject({
      ok: false,
      error: { category: 'network', code: 'LICENSEVENDOR_STATUS', details: { status: 264, hex: '0x00000108' } },
    });
  }, 60_000);

  it('offline request --out, apply <file>, status: each a process of its own, with the exit codes of the other commands', async () => {
    await writeFile(
      scratch.world.file('licenses.txt'),
      `${FIXTURE}\nlicense SN-OFFLINE-9 at=local pending\nfeature 1001 FloorAssignment\n`,
    );
    const config = scratch.world.file('config.json');
    await writeFile(config, documentText({ url: 'root:///tmp', sn: 'SN-OFFLINE-9', loginMode: 'LOCAL' }));
    const common = ['--config', config, '--state-dir', scratch.world.file('state'), '--vendor-library', licensevendorDouble()];

    const none = await cli(['offline', 'status', ...common]);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('offline activation: none');
    expect(none.stdout).toContain('next: create the request code');

    const out = scratch.world.file('request.txt');
    const requested = await cli(['offline', 'request', '--out', out, ...common, '--json']);
    expect(requested.code).toBe(0);
    const { offline } = JSON.parse(requested.stdout) as { offline: { step: string; requestCode: string; savedTo: string } };
    expect(offline).toMatchObject({ step: 'requested', savedTo: out });
    expect((await readFile(out, 'utf8')).trim()).toBe(offline.requestCode);

    const wrong = scratch.world.file('wrong.txt');
    await writeFile(wrong, 'LVUPD1:0123456789abcdef\n');
    const refused = await cli(['offline', 'apply', wrong, ...common]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /LV_ERR_SN_INVALID 284 \(0x0000011C\)[\s\S]*code LICENSEVENDOR_STATUS \(license\); more: site-console explain LICENSEVENDOR_STATUS\n$/,
    );
    const empty = scratch.world.file('empty.txt');
    await writeFile(empty, '\n');
    expect((await cli(['offline', 'apply', empty, ...common])).code).toBe(2);
    expect((await cli(['offline', 'apply', ...common])).code).toBe(2);
    expect((await cli(['offline', 'request', '--out', scratch.world.file('request.json'), ...common])).code).toBe(2);

    const still = await cli(['offline', 'status', ...common]);
    expect(still.stdout).toContain(`request code: ${offline.requestCode}`);
    expect(still.stdout).toContain('last update code refused');
    expect(still.stdout).toContain('next: send the request code to the license vendor');

    const update = scratch.world.file('update.txt');
    await writeFile(update, doubleUpdateCode(offline.requestCode));
    const applied = await cli(['offline', 'apply', update, ...common]);
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain('offline activation: applied');
    expect(applied.stdout).toMatch(/receipt: LVRCPT1:[0-9a-f]{16}/);
    expect(applied.stdout).toContain('state: activated');

    const status = await cli(['offline', 'status', ...common, '--json']);
    expect(JSON.parse(status.stdout)).toMatchObject({ ok: true, offline: { step: 'applied' }, status: { state: 'activated' } });
    const again = await cli(['offline', 'apply', update, ...common, '--json']);
    expect(again.code).toBe(2);
    expect(JSON.parse(again.stdout)).toMatchObject({ ok: false, error: { code: 'AUTH_OFFLINE_ALREADY_APPLIED' } });
    expect((await cli(['offline', 'reset', ...common])).stdout).toContain('offline activation: none');
    // The serial never reaches the output, the state directory's offline file or the log.
    const kept = await readFile(join(scratch.world.file('state'), 'auth', 'offline-activation.json'), 'utf8');
    expect(kept + requested.stdout + applied.stdout).not.toContain('SN-OFFLINE-9');
  }, 90_000);

  it('a library that prints: check --json stays one JSON document; its lines go to the console log, the key redacted (issue 19, finding 11)', async () => {
    const config = scratch.world.file('config.json');
    await writeFile(config, documentText({ url: `bit://127.0.0.1:${scratch.group.port}`, loginMode: 'REMOTE' }));
    const state = scratch.world.file('state');
    const library = ['--vendor-library', licensevendorDouble()];
    process.env.LV_DOUBLE_PRINT = '1';
    try {
      const activated = await cli(['activate', '--config', config, ...keyFile('KEY-GROUP-7'), '--state-dir', state, '--json', ...library]);
      expect(activated.code).toBe(0);
      const checked = await cli(['check', '--config', config, '--state-dir', state, '--json', ...library, 'elevator.control']);
      expect(checked.code).toBe(0);
      for (const run of [activated, checked]) {
        expect(() => JSON.parse(run.stdout)).not.toThrow();
        expect(run.stdout + run.stderr).not.toMatch(/licensevendor(:| warning)|KEY-GROUP-7/);
      }
    } finally {
      delete process.env.LV_DOUBLE_PRINT;
    }
    const log = await readFile(join(state, 'logs', 'console.jsonl'), 'utf8');
    const printed = log
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { event: string; stream: string; line: string })
      .filter((e) => e.event === 'licensevendor-output');
    expect(printed.map((e) => e.line)).toContain('licensevendor: login sn=[redacted]');
    expect(printed.some((e) => e.stream === 'stderr')).toBe(true);
    expect(log).not.toContain('KEY-GROUP-7');
  });

  it('a library path that is a FIFO is refused at once, not waited on (issue 19, finding 13)', async () => {
    const config = scratch.world.file('config.json');
    await writeFile(config, documentText({ url: `bit://127.0.0.1:${scratch.group.port}`, loginMode: 'REMOTE' }));
    const fifo = scratch.world.file('liblicensevendor.so');
    await promisify(execFile)('mkfifo', [fifo]);
    const activated = await cli([
      'activate',
      '--config',
      config,
      ...keyFile('KEY-GROUP-7'),
      '--state-dir',
      scratch.world.file('state'),
      '--json',
      '--vendor-library',
      fifo,
    ]);
    expect(activated.code).toBe(2);
    const { error } = JSON.parse(activated.stdout) as { error: { code: string; message: string } };
    expect(error.code).toBe('LICENSEVENDOR_LIBRARY_NOT_A_FILE');
    expect(error.message).toContain('a named pipe (FIFO), not a file');
  });
});
