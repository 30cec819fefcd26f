// `site-console license` with the licensevendor backend, as an engineer runs it: separate processes,
// the library from --vendor-library (or the setting), a renamed build through --abi-profile.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { LibraryApprovals, libraryCandidate } from '../../../../../../main/auth/backends/licensevendor/library-approval';
import { chooseDataDir, PORTABLE_DATA_DIR_NAME, PORTABLE_MARKER } from '../../../../../../main/data-dir';
import { LV_FUNCTIONS } from '../../../../../../shared/licensevendor/abi-profile';
import { doubleUpdateCode, licensevendorDouble, RENAMED_VARIANT, tattletaleDouble } from '../../../../../native/licensevendor-double';
import { closedPort, documentText, DoubleWorld, FIXTURE, groupService } from './support';

const root = fileURLToPath(new URL('../../../../../../', import.meta.url));
let world: DoubleWorld;
let group: { port: number; close(): Promise<void> };

const cli = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  promisify(execFile)(process.execPath, [join(root, 'bin/site-console.js'), 'license', ...args], { cwd: root, env }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

/** The flags that hand `activate` a license key in a file (never on the command line). */
const keyFile = (key: string): string[] => {
  const file = world.file('license-key.txt');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return ['--key-file', file];
};

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
    const activated = await cli(['activate', '--config', config, ...keyFile('KEY-GROUP-7'), '--state-dir', state, ...library]);
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
      // Where the license key is kept (tests/unit/main/secrets/secrets-at-rest-cli.test.ts).
      secrets: expect.objectContaining({ holder: expect.any(String) }),
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
    // A library named by the settings alone runs only once the engineer approved it (issue 31, F2).
    const refused = await cli(['check', '--config', config, '--state-dir', state, '--json', 'floor.assign']);
    expect(JSON.parse(refused.stdout)).toMatchObject({ ok: false, problem: { code: 'LICENSEVENDOR_LIBRARY_NOT_APPROVED' } });
    expect(await world.calls()).toEqual([]);
    // As the window's confirmation keeps it (--state-dir names the data directory: approvals live there).
    await new LibraryApprovals(state).add(await libraryCandidate(licensevendorDouble('renamed'), profile));
    const checked = await cli(['check', '--config', config, '--state-dir', state, '--json', 'floor.assign', 'person.detail']);
    expect(checked.code).toBe(0);
    expect(JSON.parse(checked.stdout).results.map((r: { reason: string }) => r.reason)).toEqual(['licensed', 'licensed']);
    expect((await world.calls()).map((c) => c.fn)).toContain('acme_lic_test_feature');
  }, 60_000);

  it('exit 2 without a library, 3 when the group service is down', async () => {
    const config = world.file('config.json');
    await writeFile(config, documentText({ url: `bit://127.0.0.1:${await closedPort()}`, loginMode: 'REMOTE' }));
    const none = await cli(['activate', '--config', config, ...keyFile('KEY-GROUP-7'), '--state-dir', world.file('s1'), '--json']);
    expect(none.code).toBe(2);
    expect(JSON.parse(none.stdout)).toMatchObject({ ok: false, error: { code: 'LICENSEVENDOR_LIBRARY_NOT_SET' } });
    const down = await cli(['activate', '--config', config, ...keyFile('KEY-GROUP-7'), '--state-dir', world.file('s2'), '--vendor-library', licensevendorDouble(), '--json']);
    expect(down.code).toBe(3);
    expect(JSON.parse(down.stdout)).toMatchObject({ ok: false, error: { category: 'network', code: 'LICENSEVENDOR_STATUS', details: { status: 264, hex: '0x00000108' } } });
  }, 60_000);

  it('offline request --out, apply <file>, status: each a process of its own, with the exit codes of the other commands', async () => {
    await writeFile(world.file('licenses.txt'), `${FIXTURE}\nlicense SN-OFFLINE-9 at=local pending\nfeature 1001 FloorAssignment\n`);
    const config = world.file('config.json');
    await writeFile(config, documentText({ url: 'root:///tmp', sn: 'SN-OFFLINE-9', loginMode: 'LOCAL' }));
    const common = ['--config', config, '--state-dir', world.file('state'), '--vendor-library', licensevendorDouble()];

    const none = await cli(['offline', 'status', ...common]);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('offline activation: none');
    expect(none.stdout).toContain('next: create the request code');

    const out = world.file('request.txt');
    const requested = await cli(['offline', 'request', '--out', out, ...common, '--json']);
    expect(requested.code).toBe(0);
    const { offline } = JSON.parse(requested.stdout) as { offline: { step: string; requestCode: string; savedTo: string } };
    expect(offline).toMatchObject({ step: 'requested', savedTo: out });
    expect((await readFile(out, 'utf8')).trim()).toBe(offline.requestCode);

    const wrong = world.file('wrong.txt');
    await writeFile(wrong, 'LVUPD1:0123456789abcdef\n');
    const refused = await cli(['offline', 'apply', wrong, ...common]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/LV_ERR_SN_INVALID 284 \(0x0000011C\)[\s\S]*code LICENSEVENDOR_STATUS \(license\); more: site-console explain LICENSEVENDOR_STATUS\n$/);
    const empty = world.file('empty.txt');
    await writeFile(empty, '\n');
    expect((await cli(['offline', 'apply', empty, ...common])).code).toBe(2);
    expect((await cli(['offline', 'apply', ...common])).code).toBe(2);
    expect((await cli(['offline', 'request', '--out', world.file('request.json'), ...common])).code).toBe(2);

    const still = await cli(['offline', 'status', ...common]);
    expect(still.stdout).toContain(`request code: ${offline.requestCode}`);
    expect(still.stdout).toContain('last update code refused');
    expect(still.stdout).toContain('next: send the request code to the license vendor');

    const update = world.file('update.txt');
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
    const kept = await readFile(join(world.file('state'), 'auth', 'offline-activation.json'), 'utf8');
    expect(kept + requested.stdout + applied.stdout).not.toContain('SN-OFFLINE-9');
  }, 90_000);

  it('a library that prints: check --json stays one JSON document; its lines go to the console log, the key redacted (issue 19, finding 11)', async () => {
    const config = world.file('config.json');
    await writeFile(config, documentText({ url: `bit://127.0.0.1:${group.port}`, loginMode: 'REMOTE' }));
    const state = world.file('state');
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
    const printed = log.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { event: string; stream: string; line: string }).filter((e) => e.event === 'licensevendor-output');
    expect(printed.map((e) => e.line)).toContain('licensevendor: login sn=[redacted]');
    expect(printed.some((e) => e.stream === 'stderr')).toBe(true);
    expect(log).not.toContain('KEY-GROUP-7');
  });

  it('a library path that is a FIFO is refused at once, not waited on (issue 19, finding 13)', async () => {
    const config = world.file('config.json');
    await writeFile(config, documentText({ url: `bit://127.0.0.1:${group.port}`, loginMode: 'REMOTE' }));
    const fifo = world.file('liblicensevendor.so');
    await promisify(execFile)('mkfifo', [fifo]);
    const activated = await cli(['activate', '--config', config, ...keyFile('KEY-GROUP-7'), '--state-dir', world.file('state'), '--json', '--vendor-library', fifo]);
    expect(activated.code).toBe(2);
    const { error } = JSON.parse(activated.stdout) as { error: { code: string; message: string } };
    expect(error.code).toBe('LICENSEVENDOR_LIBRARY_NOT_A_FILE');
    expect(error.message).toContain('a named pipe (FIFO), not a file');
  });
});

describe('license check --json says what the text output says on stderr', () => {
  it('a library path that does not exist, on a group service before activation (nothing logs in yet): a backend error all the same, in check and status', async () => {
    const config = world.file('config.json');
    await writeFile(config, documentText({ url: `bit://127.0.0.1:${group.port}`, loginMode: 'REMOTE' }));
    const missing = world.file('no-such-lib.so');
    const args = ['--config', config, '--state-dir', world.file('state'), '--json', '--vendor-library', missing];
    const checked = await cli(['check', ...args, 'floor.assign']);
    expect(checked.code).toBe(2);
    const out = JSON.parse(checked.stdout) as { ok: boolean; results: { key: string; reason: string; error?: { code: string } }[]; problem: { code: string; message: string } };
    expect(out.ok).toBe(false);
    expect(out.problem.code).toBe('LICENSEVENDOR_LIBRARY_LOAD');
    expect(out.problem.message).toContain(missing);
    expect(out.results.map((r) => [r.key, r.reason, r.error?.code])).toEqual([['floor.assign', 'backend-error', 'LICENSEVENDOR_LIBRARY_LOAD']]);
    // The words and advice of the problem, in both languages, as the License view says them.
    expect((out.problem as unknown as { words: Record<string, string> }).words).toEqual({
      en: expect.stringContaining(`The license library ${missing} could not be loaded (missing)`),
      'zh-CN': expect.stringContaining(`无法加载授权库 ${missing}（missing）`),
    });
    const status = await cli(['status', ...args]);
    expect(status.code).toBe(2);
    const reported = JSON.parse(status.stdout) as { ok: boolean; problem: { code: string }; status: { preflight: { id: string; detail: Record<string, string> }[] } };
    expect(reported.ok).toBe(false);
    expect(reported.problem.code).toBe('LICENSEVENDOR_LIBRARY_LOAD');
    // The pre-flight's Chinese says it in Chinese, not the English message inside Chinese words.
    const load = reported.status.preflight.find((s) => s.id === 'library.load');
    expect(load?.detail['zh-CN']).toContain('无法加载授权库');
    expect(load?.detail['zh-CN']).not.toContain('could not be loaded');
  }, 60_000);

  it('an initialization the library refuses (application data, status 261): the problem with its catalogue code, words and advice', async () => {
    await writeFile(world.file('licenses.txt'), `appdata 0a0b0c\n${FIXTURE}`);
    const config = world.file('config.json');
    await writeFile(config, documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL', applicationData: Buffer.from([1, 2, 3]).toString('base64') }));
    const args = ['check', '--config', config, '--state-dir', world.file('state'), '--vendor-library', licensevendorDouble(), 'floor.assign'];
    const text = await cli(args);
    expect(text.stderr).toContain('LV_ERR_APPLICATION_DATA 261');
    const checked = await cli([...args, '--json']);
    expect(checked.stderr).toBe('');
    const out = JSON.parse(checked.stdout) as { ok: boolean; results: { reason: string }[]; problem: Record<string, unknown> };
    // Not "not activated": the login failed, and that is the answer of every feature.
    expect(out.ok).toBe(false);
    expect(out.results).toEqual([{ key: 'floor.assign', licensed: false, reason: 'backend-error', error: expect.objectContaining({ code: 'LICENSEVENDOR_STATUS', category: 'license' }) }]);
    expect(out.problem).toMatchObject({
      code: 'LICENSEVENDOR_STATUS',
      catalogue: {
        status: 261,
        name: 'LV_ERR_APPLICATION_DATA',
        hex: '0x00000105',
        words: { en: 'The application data does not match the product of this license.', 'zh-CN': '应用数据与该许可的产品不匹配。' },
        advice: { en: expect.stringContaining('licensevendor.applicationData'), 'zh-CN': expect.stringContaining('licensevendor.applicationData') },
      },
    });
    expect(String(out.problem.message)).toContain('LV_ERR_APPLICATION_DATA 261');
  }, 60_000);

  it('a check whose document has the wrong application data (261) keeps the activation: once the document is right, the next check is licensed', async () => {
    await writeFile(world.file('licenses.txt'), `appdata 0a0b0c\n${FIXTURE}`);
    const document = (bytes: number[]): string => documentText({ url: `bit://127.0.0.1:${group.port}`, loginMode: 'REMOTE', applicationData: Buffer.from(bytes).toString('base64') });
    const right = world.file('right.json');
    const wrong = world.file('wrong.json');
    await writeFile(right, document([10, 11, 12]));
    await writeFile(wrong, document([1, 2, 3]));
    const state = world.file('state');
    const library = ['--vendor-library', licensevendorDouble()];
    expect((await cli(['activate', '--config', right, ...keyFile('KEY-GROUP-7'), '--state-dir', state, ...library])).code).toBe(0);
    const refused = await cli(['check', '--config', wrong, '--state-dir', state, '--json', ...library, 'elevator.control']);
    expect(refused.code).toBe(1);
    const out = JSON.parse(refused.stdout) as { ok: boolean; results: unknown[]; problem: { catalogue: { status: number } } };
    expect(out.ok).toBe(false);
    expect(out.results).toEqual([{ key: 'elevator.control', licensed: false, reason: 'backend-error', error: expect.objectContaining({ code: 'LICENSEVENDOR_STATUS' }) }]);
    expect(out.problem.catalogue.status).toBe(261);
    // The activation and its key were kept: the document corrected, the license is there again.
    const again = await cli(['check', '--config', right, '--state-dir', state, '--json', ...library, 'elevator.control']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ ok: true, results: [{ key: 'elevator.control', licensed: true, reason: 'licensed' }] });
  }, 60_000);

  it('in text mode says the problem and what to do next, in --lang zh-CN in Chinese', async () => {
    const config = world.file('config.json');
    await writeFile(config, documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }));
    const missing = world.file('no-such-lib.so');
    const args = ['check', '--config', config, '--state-dir', world.file('state'), '--vendor-library', missing, 'floor.assign'];
    const en = await cli(args);
    expect(en.code).toBe(2);
    expect(en.stderr).toContain(`problem: The license library ${missing} could not be loaded`);
    expect(en.stderr).toContain('(command line: --vendor-library <path>)');
    expect(en.stdout).toContain('floor.assign: not licensed (backend-error)');
    const zh = await cli([...args, '--lang', 'zh-CN']);
    expect(zh.stderr).toContain(`问题：无法加载授权库 ${missing}`);
    expect(zh.stderr).toContain('命令行：--vendor-library <路径>');
    expect(zh.stdout).toContain('floor.assign：无许可 (backend-error)');
    const status = await cli(['status', '--config', config, '--state-dir', world.file('state'), '--vendor-library', missing, '--lang', 'zh-CN']);
    expect(status.stdout).toContain('状态：已初始化：尚无有效许可证');
    expect(status.stdout).toMatch(/预检 library\.load：失败：.*无法加载授权库/);
  }, 60_000);

  it('a library path that does not exist: every feature a backend error with that reason, and ok false', async () => {
    const config = world.file('config.json');
    await writeFile(config, documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }));
    const missing = world.file('no-such-lib.so');
    const checked = await cli(['check', '--config', config, '--state-dir', world.file('state'), '--json', '--vendor-library', missing, 'floor.assign', 'person.detail', 'not.in.document']);
    expect(checked.code).toBe(2);
    const out = JSON.parse(checked.stdout) as { ok: boolean; results: { key: string; reason: string; error?: { code: string; message: string } }[]; problem: { code: string; message: string } };
    expect(out.ok).toBe(false);
    expect(out.problem).toMatchObject({ category: 'usage', code: 'LICENSEVENDOR_LIBRARY_LOAD' });
    expect(out.problem.message).toContain(missing);
    expect(out.results.map((r) => [r.key, r.reason, r.error?.code])).toEqual([
      ['floor.assign', 'backend-error', 'LICENSEVENDOR_LIBRARY_LOAD'],
      ['person.detail', 'backend-error', 'LICENSEVENDOR_LIBRARY_LOAD'],
      ['not.in.document', 'not-mapped', undefined],
    ]);
  }, 60_000);
});

describe('what a portable folder and the environment may hand the vendor library (issue 31, F3 b and F8)', () => {
  /** A portable copy on a stick: the marker, and its data folder beside it; the laptop's own directory elsewhere. */
  function portable(): { stick: string; data: string; env: NodeJS.ProcessEnv; laptopDir: () => string } {
    const stick = world.file('stick');
    const data = join(stick, PORTABLE_DATA_DIR_NAME);
    mkdirSync(data, { recursive: true });
    writeFileSync(join(stick, PORTABLE_MARKER), '');
    const env: NodeJS.ProcessEnv = { ...process.env, PORTABLE_EXECUTABLE_DIR: stick, XDG_CONFIG_HOME: world.file('laptop-config'), HOME: world.file('laptop-home') };
    delete env.SITE_CONSOLE_DATA_DIR;
    // The laptop's own directory for this copy, as the console chooses it (never the stick).
    return { stick, data, env, laptopDir: () => chooseDataDir(env).secretsDir };
  }

  it('a settings.json planted in the portable folder, with a library and a profile from the stick: nothing loaded, words that say to confirm it', async () => {
    const { stick, data, env, laptopDir } = portable();
    const report = world.file('loaded.txt');
    const library = join(stick, 'liblicensevendor.so');
    writeFileSync(library, readFileSync(tattletaleDouble(report)));
    const profile = join(stick, 'profile.json');
    writeFileSync(profile, JSON.stringify({ name: 'from the stick' }));
    await writeFile(join(data, 'settings.json'), JSON.stringify({ language: null, licensevendorLibrary: library, licensevendorAbiProfile: profile }));
    // An approval planted beside it approves nothing: approvals are the laptop's.
    const planted = await libraryCandidate(library, profile);
    await new LibraryApprovals(data).add(planted);
    const config = world.file('config.json');
    await writeFile(config, documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }));

    const checked = await cli(['check', '--config', config, '--json', 'floor.assign'], env);
    expect(checked.code).toBe(2);
    const out = JSON.parse(checked.stdout) as { ok: boolean; problem: { code: string; words: { en: string; 'zh-CN': string } } };
    expect(out.ok).toBe(false);
    expect(out.problem.code).toBe('LICENSEVENDOR_LIBRARY_NOT_APPROVED');
    expect(out.problem.words.en).toContain('has not been confirmed on this computer, so nothing was loaded');
    expect(out.problem.words.en).toContain('“Confirm library”');
    expect(out.problem.words['zh-CN']).toContain('尚未在本机确认');
    const text = await cli(['check', '--config', config, 'floor.assign', '--lang', 'zh-CN'], env);
    expect(text.stderr).toContain('确认库');
    expect(existsSync(report)).toBe(false);
    expect(await world.calls()).toEqual([]);

    // Confirmed on this laptop (as the window's dialog keeps it): then it runs.
    expect(laptopDir().startsWith(stick)).toBe(false);
    await new LibraryApprovals(laptopDir()).add(planted);
    const approved = await cli(['check', '--config', config, '--json', 'floor.assign'], env);
    expect(JSON.parse(approved.stdout)).toMatchObject({ ok: true, results: [{ key: 'floor.assign', reason: 'licensed' }] });
    expect(existsSync(report)).toBe(true);
  }, 60_000);

  it('the host process gets a minimal environment: never SITE_CONSOLE_SECRETS_PASSPHRASE or the engineer’s other variables', async () => {
    const report = world.file('environment.txt');
    const config = world.file('config.json');
    await writeFile(config, documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }));
    const passphrase = 'correct horse battery staple 31';
    const env = { ...process.env, SITE_CONSOLE_SECRETS_PASSPHRASE: passphrase, SITE_GATEWAY_TOKEN: 'tok-f8-secret', LC_ALL: 'C.UTF-8' };
    const checked = await cli(['check', '--config', config, '--state-dir', world.file('state'), '--json', '--vendor-library', tattletaleDouble(report), 'floor.assign'], env);
    expect(JSON.parse(checked.stdout)).toMatchObject({ results: [{ reason: 'licensed' }] });
    const seen = readFileSync(report, 'utf8');
    const names = seen.split('\n').filter(Boolean).map((l) => l.slice(0, l.indexOf('=')));
    expect(seen).not.toContain(passphrase);
    expect(seen).not.toContain('tok-f8-secret');
    expect(names.filter((n) => n.startsWith('SITE_'))).toEqual([]);
    // What the loader and the vendor runtime need is there.
    expect(names).toEqual(expect.arrayContaining(['PATH', 'LC_ALL', 'LV_DOUBLE_LICENSES']));
  }, 60_000);
});
