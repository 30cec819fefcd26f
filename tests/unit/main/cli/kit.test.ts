// The command-line kit over the built command line, in processes of their own: one language default
// for every command (--lang, else LC_ALL, LC_MESSAGES, LANG, else English), usage refusals in the
// language chosen, and one --json failure envelope for every command, checked against the contract.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliFailure } from '../../../../shared/generated/cli-output-validators';
import { checkedCliOutput } from '../../shared/api/cli-output-check';

const root = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'cli-kit-'));
const valid = join(root, 'tests/fixtures/config/valid-licensevendor-wharf.json');
const missing = join(dir, 'missing.json');
const notAZip = join(dir, 'not-a-pack.zip');
writeFileSync(notAZip, 'not a zip');
const closed = 'http://127.0.0.1:9';
const profile = join(dir, 'profile.json');
writeFileSync(
  profile,
  JSON.stringify({
    profileVersion: 1,
    name: 'closed',
    services: { organization: closed, elevator: closed },
    defaultRoute: 'direct',
    timeouts: { connectMs: 2000, requestMs: 5000 },
  }),
);
const badProfile = join(dir, 'bad-profile.json');
writeFileSync(badProfile, JSON.stringify({ profileVersion: 1, name: 'bad', services: {}, defaultRoute: 'sideways' }));

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** The built command line with `args`, under exactly the locale variables given (none of the test runner's). */
function cli(args: string[], locale: Record<string, string> = {}): Promise<Ran> {
  const { LANG: _lang, LC_ALL: _all, LC_MESSAGES: _messages, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(root, 'bin/site-console.js'), ...args],
      { cwd: root, env: { ...env, SITE_CONSOLE_DATA_DIR: join(dir, 'data'), ...locale } },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? -1) : 0, stdout, stderr }),
    );
  });
}

/** The last line a failure prints: its code and the command that explains it. */
const lastLine = (text: string): string => text.trimEnd().split('\n').at(-1) ?? '';

describe('one language default for every command', () => {
  it('speaks Chinese under LANG=zh_CN.UTF-8 (validate spoke English there before)', async () => {
    const ran = await cli(['validate', valid], { LANG: 'zh_CN.UTF-8' });
    expect(ran.code).toBe(0);
    expect(ran.stderr).toContain('已检查 1 个文件：1 个有效');
  });

  it('LC_ALL=C wins over a Chinese LANG; LC_MESSAGES=zh_CN over an English LANG; no locale is English', async () => {
    expect((await cli(['validate', valid], { LC_ALL: 'C', LANG: 'zh_CN.UTF-8' })).stderr).toContain('1 file checked: 1 valid');
    expect((await cli(['validate', valid], { LC_MESSAGES: 'zh_CN', LANG: 'en_US.UTF-8' })).stderr).toContain('已检查 1 个文件');
    expect((await cli(['validate', valid])).stderr).toContain('1 file checked: 1 valid');
  });

  it('--lang overrides the locale, for every command', async () => {
    expect((await cli(['validate', valid, '--lang', 'en'], { LANG: 'zh_CN.UTF-8' })).stderr).toContain('1 file checked');
    expect((await cli(['validate', valid, '--lang=zh-CN'], { LC_ALL: 'C' })).stderr).toContain('已检查 1 个文件');
    const person = await cli(['person', 'P1', '--profile', missing, '--lang', 'en'], { LANG: 'zh_CN.UTF-8' });
    expect(person.stderr).toContain(`site-console person: There is no site profile ${missing}. Check the path.`);
    expect(lastLine(person.stderr)).toBe(
      'code SITE_PROFILE_FILE_NOT_FOUND (usage); more: site-console explain SITE_PROFILE_FILE_NOT_FOUND',
    );
    const license = await cli(['license', 'status', '--config', missing, '--lang', 'zh-CN'], { LANG: 'en_US.UTF-8' });
    expect(license.stderr).toContain('site-console license: 文件');
    expect(lastLine(license.stderr)).toBe('代码 CONFIG_NOT_FOUND（用法）；详见：site-console explain CONFIG_NOT_FOUND');
  });
});

describe('usage refusals', () => {
  it.each([
    [
      'validate',
      ['validate', '--frobnicate', valid],
      'unknown option --frobnicate',
      '未知选项 --frobnicate',
      'usage: site-console validate',
      '用法：site-console validate',
    ],
    [
      'person',
      ['person', '--profile', profile],
      'give exactly one person id',
      '请给出且只给出一个人员编号',
      'usage: site-console person',
      '用法：site-console person',
    ],
    [
      'license',
      ['license', 'frob'],
      'unknown action "frob"',
      '未知操作“frob”',
      'usage: site-console license',
      '用法：site-console license',
    ],
    [
      'evidence',
      ['evidence'],
      'give export, verify, trust or key',
      '请给出 export、verify、trust 或 key',
      'usage: site-console evidence',
      '用法：site-console evidence',
    ],
    [
      'handover',
      ['handover', 'report'],
      'report takes --pack',
      'report 需要 --pack',
      'usage: site-console handover',
      '用法：site-console handover',
    ],
    [
      'calls',
      ['calls', 'export'],
      'give exactly one of --har',
      '请在 --har <文件.har> 和 --curl',
      'usage: site-console calls',
      '用法：site-console calls',
    ],
    [
      'visitor-access --batch',
      ['visitor-access', '--batch', 'x.csv', 'V1', '--profile', profile],
      'remove "V1"',
      '请去掉“V1”',
      'usage: site-console visitor-access --batch',
      '用法：site-console visitor-access --batch',
    ],
  ])(
    '%s refuses in English and in Chinese, with its usage, exit 2, ending with the explain hint',
    async (_name, args, en, zh, usageEn, usageZh) => {
      const english = await cli(args, { LANG: 'en_US.UTF-8' });
      expect(english.code).toBe(2);
      expect(english.stderr).toContain(usageEn);
      expect(english.stderr).toContain(en);
      expect(lastLine(english.stderr)).toBe('code CLI_USAGE (usage); more: site-console explain CLI_USAGE');
      const chinese = await cli(args, { LANG: 'zh_CN.UTF-8' });
      expect(chinese.code).toBe(2);
      expect(chinese.stderr).toContain(usageZh);
      expect(chinese.stderr).toContain(zh);
      expect(lastLine(chinese.stderr)).toBe('代码 CLI_USAGE（用法）；详见：site-console explain CLI_USAGE');
    },
  );

  it('--lang with a language the console does not speak is refused in the locale’s', async () => {
    const ran = await cli(['validate', valid, '--lang', 'fr'], { LANG: 'zh_CN.UTF-8' });
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain('--lang 只接受 en 或 zh-CN，而不是“fr”');
  });

  it('--help prints the usage in the language chosen, exit 0', async () => {
    expect((await cli(['person', '--help'], { LANG: 'zh_CN.UTF-8' })).stdout).toMatch(/^用法：site-console person/);
    expect((await cli(['--help'], { LANG: 'zh_CN.UTF-8' })).stdout).toMatch(/^用法：site-console <命令>/);
    expect((await cli(['--help'])).stdout).toMatch(/^usage: site-console <command>/);
  });
});

describe('one --json failure envelope', () => {
  /** The envelope of a failure, checked against the command's schema and the envelope's. */
  const envelope = (
    command: string,
    ran: Ran,
  ): {
    ok: false;
    error: { code: string; category: string; message: string; words: { en: string; 'zh-CN': string }; details?: Record<string, unknown> };
  } => {
    const answer = checkedCliOutput<ReturnType<typeof envelope>>(command, ran.stdout);
    expect(cliFailure(answer), JSON.stringify(cliFailure.errors)).toBe(true);
    expect(answer.error.words.en.length).toBeGreaterThan(0);
    expect(answer.error.words['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
    return answer;
  };

  it('validate: a file that cannot be read (exit 2), with every file’s result beside it', async () => {
    const ran = await cli(['validate', missing, valid, '--json']);
    expect(ran.code).toBe(2);
    const answer = envelope('validate', ran);
    expect(answer.error).toMatchObject({ code: 'CONFIG_NOT_FOUND', category: 'not-found', details: { path: missing } });
    expect((answer as unknown as { results: unknown[] }).results).toHaveLength(2);
  });

  it('license: a configuration that cannot be read, and a refusal of the arguments', async () => {
    const unreadable = await cli(['license', 'status', '--config', missing, '--state-dir', join(dir, 'state'), '--json']);
    expect(unreadable.code).toBe(2);
    expect(envelope('license', unreadable).error).toMatchObject({ code: 'CONFIG_NOT_FOUND', category: 'usage' });
    const refused = await cli(['license', 'activate', '--config', valid, '--key', 'SECRET-KEY', '--json']);
    expect(refused.code).toBe(2);
    expect(envelope('license', refused).error.code).toBe('CLI_USAGE');
    expect(refused.stdout + refused.stderr).not.toContain('SECRET-KEY');
  });

  it('evidence: a file that is no pack, and a pack name that is no .zip', async () => {
    const notAPack = await cli(['evidence', 'verify', notAZip, '--json']);
    expect(notAPack.code).toBe(2);
    expect(envelope('evidence', notAPack).error).toMatchObject({ code: 'EVIDENCE_NOT_A_PACK', details: { path: notAZip } });
    const notZip = await cli(['evidence', 'export', '--out', join(dir, 'pack.tar'), '--json']);
    expect(notZip.code).toBe(2);
    expect(envelope('evidence', notZip).error.code).toBe('EVIDENCE_NOT_ZIP');
  });

  it('handover: a file that is no pack', async () => {
    const ran = await cli(['handover', 'report', '--pack', notAZip, '--out', join(dir, 'r.html'), '--json']);
    expect(ran.code).toBe(2);
    expect(envelope('handover', ran).error).toMatchObject({ code: 'HANDOVER_NOT_A_PACK', category: 'validation' });
  });

  it('person: a profile that is not valid, and a site that cannot be reached (with the call’s facts beside the error)', async () => {
    const invalid = await cli(['person', 'P1', '--profile', badProfile, '--json']);
    expect(invalid.code).toBe(2);
    const problem = envelope('person', invalid);
    expect(problem.error.code).toBe('SITE_PROFILE_INVALID');
    expect(problem).toMatchObject({ route: null });
    const unreachable = await cli(['person', 'P1', '--profile', profile, '--json']);
    expect(unreachable.code).toBe(3);
    expect(envelope('person', unreachable)).toMatchObject({ ok: false, route: 'direct', error: { category: 'network' }, status: null });
  });

  it('a command the console does not have', async () => {
    const ran = await cli(['frobnicate', '--json']);
    expect(ran.code).toBe(2);
    expect(JSON.parse(ran.stdout)).toMatchObject({
      ok: false,
      error: { code: 'CLI_USAGE', words: { 'zh-CN': expect.stringContaining('未知命令“frobnicate”') as string } },
    });
  });
});
