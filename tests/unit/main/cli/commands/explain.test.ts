// `site-console explain`: the console's error index, offline, in the engineer's language, read from
// the same catalogue every failure takes its words from.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { explainCommand } from '../../../../../main/cli/commands/explain';
import { catalogueEntries, catalogueEntry } from '../../../../../shared/catalogue';
import { checkedCliOutput } from '../../../shared/api/cli-output-check';

let out = '';
let err = '';
beforeEach(() => {
  out = '';
  err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('site-console explain', () => {
  it('says a code in English: its words with placeholders shown, and its kind', async () => {
    expect(await explainCommand(['CONFIG_NOT_FOUND', '--lang', 'en'])).toBe(0);
    expect(out).toMatch(/^CONFIG_NOT_FOUND \(not found\)\n/);
    expect(out).toContain('The file ‹path› does not exist.');
    expect(out).not.toContain('{path}');
  });

  it('says it in Chinese with --lang zh-CN, and takes the code as typed from a printout (any case, dashes)', async () => {
    expect(await explainCommand(['config-not-found', '--lang', 'zh-CN'])).toBe(0);
    expect(out).toMatch(/^CONFIG_NOT_FOUND（未找到）\n/);
    expect(out).toContain('文件 ‹path› 不存在。');
  });

  it('gives the entry as data with --json, as the contract declares it', async () => {
    expect(await explainCommand(['PERSON_NOT_FOUND', '--json'])).toBe(0);
    const entry = checkedCliOutput<{ code: string; source: string; words: { en: string }; explain: object }>('explain', out);
    expect(entry).toMatchObject({ ok: true, code: 'PERSON_NOT_FOUND', category: 'envelope', source: 'site' });
    expect(entry.words.en).toContain('‹siteMessage›');
    expect(entry.explain).toEqual(catalogueEntry('PERSON_NOT_FOUND')?.explain);
  });

  it('lists every code with --list --json, the console’s own then the site’s', async () => {
    expect(await explainCommand(['--list', '--json'])).toBe(0);
    const { entries } = checkedCliOutput<{ entries: { code: string; source: string }[] }>('explain', out);
    expect(entries.map((e) => e.code)).toEqual(catalogueEntries().map((e) => e.code));
    expect(entries.findIndex((e) => e.source === 'site')).toBeGreaterThan(entries.findLastIndex((e) => e.source === 'console'));
    expect(entries.map((e) => e.code)).toEqual(expect.arrayContaining(['CLI_USAGE', 'EVIDENCE_NOT_A_PACK', 'PERSON_NOT_FOUND']));
  });

  it('a mistyped code is exit 2 and names the closest codes, in text and in the --json envelope', async () => {
    expect(await explainCommand(['CONFIG_NOT_FOUDN', '--lang', 'en'])).toBe(2);
    expect(err).toContain('there is no code CONFIG_NOT_FOUDN; the closest: CONFIG_NOT_FOUND');
    expect(err.trimEnd().split('\n').at(-1)).toBe('code CLI_USAGE (usage); more: site-console explain CLI_USAGE');
    out = '';
    expect(await explainCommand(['CONFIG_NOT_FOUDN', '--json'])).toBe(2);
    const refusal = checkedCliOutput<{ error: { code: string; details: { closest: string[] }; words: { 'zh-CN': string } } }>(
      'explain',
      out,
    );
    expect(refusal.error.code).toBe('CLI_USAGE');
    expect(refusal.error.details.closest[0]).toBe('CONFIG_NOT_FOUND');
    expect(refusal.error.words['zh-CN']).toContain('没有代码 CONFIG_NOT_FOUDN；最接近的：CONFIG_NOT_FOUND');
  });

  it('works from the command line as installed, with no network at all', { timeout: 30_000 }, async () => {
    const { LANG: _lang, LC_ALL: _all, LC_MESSAGES: _messages, ...env } = process.env;
    // No proxy and an address nothing answers at: explain must not need either.
    const run = await promisify(execFile)(
      process.execPath,
      [join(process.cwd(), 'bin/site-console.js'), 'explain', 'HTTP_CONNECT_TIMEOUT'],
      {
        env: { ...env, LANG: 'zh_CN.UTF-8', HTTPS_PROXY: 'http://127.0.0.1:9', HTTP_PROXY: 'http://127.0.0.1:9' },
      },
    );
    expect(run.stdout).toMatch(/^HTTP_CONNECT_TIMEOUT（超时）\n/);
  });
});
