// `site-console license check --json` with the licensevendor backend, in processes of their own: it says
// what the text output says on stderr (a backend error, a refused initialization, its catalogue code,
// words and advice), in --lang zh-CN in Chinese.
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { licensevendorDouble } from '../../../../../native/licensevendor-double';
import { documentText, FIXTURE, groupAndWorldEachTest, keyFileFlags, licenseCli as cli } from './support';

const scratch = groupAndWorldEachTest();
const keyFile = (key: string): string[] => keyFileFlags(scratch.world, key);

describe('license check --json says what the text output says on stderr', () => {
  it('a library path that does not exist, on a group service before activation (nothing logs in yet): a backend error all the same, in check and status', async () => {
    const config = scratch.world.file('config.json');
    await writeFile(config, documentText({ url: `bit://127.0.0.1:${scratch.group.port}`, loginMode: 'REMOTE' }));
    const missing = scratch.world.file('no-such-lib.so');
    const args = ['--config', config, '--state-dir', scratch.world.file('state'), '--json', '--vendor-library', missing];
    const checked = await cli(['check', ...args, 'floor.assign']);
    expect(checked.code).toBe(2);
    const out = JSON.parse(checked.stdout) as {
      ok: boolean;
      results: { key: string; reason: string; error?: { code: string } }[];
      problem: { code: string; message: string };
    };
    expect(out.ok).toBe(false);
    expect(out.problem.code).toBe('LICENSEVENDOR_LIBRARY_LOAD');
    expect(out.problem.message).toContain(missing);
    expect(out.results.map((r) => [r.key, r.reason, r.error?.code])).toEqual([
      ['floor.assign', 'backend-error', 'LICENSEVENDOR_LIBRARY_LOAD'],
    ]);
    // The words and advice of the problem, in both languages, as the License view says them.
    expect((out.problem as unknown as { words: Record<string, string> }).words).toEqual({
      en: expect.stringContaining(`The license library ${missing} could not be loaded (missing)`),
      'zh-CN': expect.stringContaining(`无法加载授权库 ${missing}（missing）`),
    });
    const status = await cli(['status', ...args]);
    expect(status.code).toBe(2);
    const reported = JSON.parse(status.stdout) as {
      ok: boolean;
      problem: { code: string };
      status: { preflight: { id: string; detail: Record<string, string> }[] };
    };
    expect(reported.ok).toBe(false);
    expect(reported.problem.code).toBe('LICENSEVENDOR_LIBRARY_LOAD');
    // The pre-flight's Chinese says it in Chinese, not the English message inside Chinese words.
    const load = reported.status.preflight.find((s) => s.id === 'library.load');
    expect(load?.detail['zh-CN']).toContain('无法加载授权库');
    expect(load?.detail['zh-CN']).not.toContain('could not be loaded');
  }, 60_000);

  it('an initialization the library refuses (application data, status 261): the problem with its catalogue code, words and advice', async () => {
    await writeFile(scratch.world.file('licenses.txt'), `appdata 0a0b0c\n${FIXTURE}`);
    const config = scratch.world.file('config.json');
    await writeFile(
      config,
      documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL', applicationData: Buffer.from([1, 2, 3]).toString('base64') }),
    );
    const args = [
      'check',
      '--config',
      config,
      '--state-dir',
      scratch.world.file('state'),
      '--vendor-library',
      licensevendorDouble(),
      'floor.assign',
    ];
    const text = await cli(args);
    expect(text.stderr).toContain('LV_ERR_APPLICATION_DATA 261');
    const checked = await cli([...args, '--json']);
    expect(checked.stderr).toBe('');
    const out = JSON.parse(checked.stdout) as { ok: boolean; results: { reason: string }[]; problem: Record<string, unknown> };
    // Not "not activated": the login failed, and that is the answer of every feature.
    expect(out.ok).toBe(false);
    expect(out.results).toEqual([
      {
        key: 'floor.assign',
        licensed: false,
        reason: 'backend-error',
        error: expect.objectContaining({ code: 'LICENSEVENDOR_STATUS', category: 'license' }),
      },
    ]);
    expect(out.problem).toMatchObject({
      code: 'LICENSEVENDOR_STATUS',
      catalogue: {
        status: 261,
        name: 'LV_ERR_APPLICATION_DATA',
        hex: '0x00000105',
        words: { en: 'The application data does not match the product of this license.', 'zh-CN': '应用数据与该许可的产品不匹配。' },
        advice: {
          en: expect.stringContaining('licensevendor.applicationData'),
          'zh-CN': expect.stringContaining('licensevendor.applicationData'),
        },
      },
    });
    expect(String(out.problem.message)).toContain('LV_ERR_APPLICATION_DATA 261');
  }, 60_000);

  it('a check whose document has the wrong application data (261) keeps the activation: once the document is right, the next check is licensed', async () => {
    await writeFile(scratch.world.file('licenses.txt'), `appdata 0a0b0c\n${FIXTURE}`);
    const document = (bytes: number[]): string =>
      documentText({
        url: `bit://127.0.0.1:${scratch.group.port}`,
        loginMode: 'REMOTE',
        applicationData: Buffer.from(bytes).toString('base64'),
      });
    const right = scratch.world.file('right.json');
    const wrong = scratch.world.file('wrong.json');
    await writeFile(right, document([10, 11, 12]));
    await writeFile(wrong, document([1, 2, 3]));
    const state = scratch.world.file('state');
    const library = ['--vendor-library', licensevendorDouble()];
    expect((await cli(['activate', '--config', right, ...keyFile('KEY-GROUP-7'), '--state-dir', state, ...library])).code).toBe(0);
    const refused = await cli(['check', '--config', wrong, '--state-dir', state, '--json', ...library, 'elevator.control']);
    expect(refused.code).toBe(1);
    const out = JSON.parse(refused.stdout) as { ok: boolean; results: unknown[]; problem: { catalogue: { status: number } } };
    expect(out.ok).toBe(false);
    expect(out.results).toEqual([
      {
        key: 'elevator.control',
        licensed: false,
        reason: 'backend-error',
        error: expect.objectContaining({ code: 'LICENSEVENDOR_STATUS' }),
      },
    ]);
    expect(out.problem.catalogue.status).toBe(261);
    // The activation and its key were kept: the document corrected, the license is there again.
    const again = await cli(['check', '--config', right, '--state-dir', state, '--json', ...library, 'elevator.control']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({
      ok: true,
      results: [{ key: 'elevator.control', licensed: true, reason: 'licensed' }],
    });
  }, 60_000);

  it('in text mode says the problem and what to do next, in --lang zh-CN in Chinese', async () => {
    const config = scratch.world.file('config.json');
    await writeFile(config, documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }));
    const missing = scratch.world.file('no-such-lib.so');
    const args = ['check', '--config', config, '--state-dir', scratch.world.file('state'), '--vendor-library', missing, 'floor.assign'];
    const en = await cli(args);
    expect(en.code).toBe(2);
    expect(en.stderr).toContain(`problem: The license library ${missing} could not be loaded`);
    expect(en.stderr).toContain('(command line: --vendor-library <path>)');
    expect(en.stdout).toContain('floor.assign: not licensed (backend-error)');
    const zh = await cli([...args, '--lang', 'zh-CN']);
    expect(zh.stderr).toContain(`问题：无法加载授权库 ${missing}`);
    expect(zh.stderr).toContain('命令行：--vendor-library <路径>');
    expect(zh.stdout).toContain('floor.assign：无许可 (backend-error)');
    const status = await cli([
      'status',
      '--config',
      config,
      '--state-dir',
      scratch.world.file('state'),
      '--vendor-library',
      missing,
      '--lang',
      'zh-CN',
    ]);
    expect(status.stdout).toContain('状态：已初始化：尚无有效许可证');
    expect(status.stdout).toMatch(/预检 library\.load：失败：.*无法加载授权库/);
  }, 60_000);

  it('a library path that does not exist: every feature a backend error with that reason, and ok false', async () => {
    const config = scratch.world.file('config.json');
    await writeFile(config, documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }));
    const missing = scratch.world.file('no-such-lib.so');
    const checked = await cli([
      'check',
      '--config',
      config,
      '--state-dir',
      scratch.world.file('state'),
      '--json',
      '--vendor-library',
      missing,
      'floor.assign',
      'person.detail',
      'not.in.document',
    ]);
    expect(checked.code).toBe(2);
    const out = JSON.parse(checked.stdout) as {
      ok: boolean;
      results: { key: string; reason: string; error?: { code: string; message: string } }[];
      problem: { code: string; message: string };
    };
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
