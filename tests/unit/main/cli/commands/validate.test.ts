import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateCommand, type ValidateJsonResult } from '../../../../../main/cli/commands/validate';
import { checkedCliOutput } from '../../../shared/api/cli-output-check';

const fixture = (name: string): string => fileURLToPath(new URL(`../../../../fixtures/config/${name}`, import.meta.url));
const root = fileURLToPath(new URL('../../../../../', import.meta.url));

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

describe('site-console validate', () => {
  it('exits 0 when every file is valid; warnings do not count', async () => {
    expect(await validateCommand([fixture('valid-licensevendor-wharf.json'), fixture('valid-with-warnings.json')])).toBe(0);
    expect(out).toMatch(/valid-with-warnings\.json:6:3: warning: provider is selfhosted, so the licensevendor section is not used/);
    expect(err).toMatch(/2 files checked: 2 valid, 0 invalid; 0 errors, 2 warnings/);
  });

  it('exits 1 and prints compiler-style lines in text order when a file is invalid', async () => {
    const file = fixture('invalid-typos.json');
    expect(await validateCommand([file])).toBe(1);
    expect(out.trim().split('\n')).toEqual([
      `${file}:2:20: error: schemaVersion must be an integer, but it is the string "1". Remove the quotes around the number. [schemaVersion.type]`,
      expect.stringMatching(
        new RegExp(
          `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3:3: error: "Provider" is not a property of the document\\. Did you mean "provider"\\?`,
        ),
      ),
      expect.stringMatching(/:4:15: error: scenario is floating, so a floating object with a projectId is required\./),
      expect.stringMatching(/:6:3: warning: scenario is floating, so the wharf section is not used\..* \[wharf\.unused\]$/),
      expect.stringMatching(/:6:26: error: wharf\.topology must be .* Did you mean "local_float"\? \[wharf\.topology\.enum\]$/),
    ]);
  });

  it('speaks Chinese on request', async () => {
    expect(await validateCommand(['--lang', 'zh-CN', fixture('invalid-typos.json')])).toBe(1);
    expect(out).toContain('是否应为 "provider"？');
    expect(err).toContain('已检查 1 个文件');
  });

  it('prints one JSON array in argument order with --json, messages in English', async () => {
    const files = [fixture('invalid-typos.json'), fixture('valid-licensevendor-wharf.json'), fixture('not-json.json')];
    expect(await validateCommand([files[0] ?? '', '--json', ...files.slice(1)])).toBe(1);
    const results = checkedCliOutput<ValidateJsonResult[]>('validate', out);
    expect(results.map((r) => [r.file, r.valid])).toEqual([
      [files[0], false],
      [files[1], true],
      [files[2], false],
    ]);
    expect(results[0]?.errors[0]).toEqual({
      pointer: '/schemaVersion',
      line: 2,
      column: 20,
      rule: 'schemaVersion.type',
      message: 'schemaVersion must be an integer, but it is the string "1". Remove the quotes around the number.',
    });
    expect(results[2]?.errors).toEqual([
      { pointer: '', line: 3, column: 27, rule: 'json.syntax', message: expect.stringMatching(/trailing comma/) as string },
    ]);
    for (const r of results)
      for (const f of [...r.errors, ...r.warnings]) expect(Object.keys(f).sort()).toEqual(['column', 'line', 'message', 'pointer', 'rule']);
    expect(err).toBe('');
  });

  it('reports a byte order mark as a warning of the file', async () => {
    expect(await validateCommand(['--json', fixture('with-bom.json')])).toBe(0);
    expect(checkedCliOutput<ValidateJsonResult[]>('validate', out)[0]?.warnings.map((w) => w.rule)).toEqual(['file.byte-order-mark']);
  });

  it('exits 2 when a file cannot be read, still checking the others', async () => {
    expect(await validateCommand(['--json', fixture('missing.json'), fixture('invalid-typos.json'), fixture('gbk.json')])).toBe(2);
    // Exit 2 is a failure: the one envelope, with every file's result beside the first unreadable file's error.
    const answer = checkedCliOutput<{
      ok: false;
      error: { code: string; words: { en: string; 'zh-CN': string } };
      results: ValidateJsonResult[];
    }>('validate', out);
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'CONFIG_NOT_FOUND', category: 'not-found', details: { path: fixture('missing.json') } },
    });
    expect(answer.error.words.en).toContain(fixture('missing.json'));
    expect(answer.error.words['zh-CN']).toContain('不存在');
    expect(answer.results.map((r) => [r.valid, r.errors[0]?.rule])).toEqual([
      [false, 'file.unreadable'],
      [false, 'schemaVersion.type'],
      [false, 'file.unreadable'],
    ]);
    // The engineer watching still reads it on stderr.
    expect(err).toContain(`The file ${fixture('missing.json')} does not exist`);
  });

  it('says an unreadable file in text with its code and the explain hint', async () => {
    expect(await validateCommand(['--lang', 'en', fixture('missing.json')])).toBe(2);
    expect(err).toContain(`The file ${fixture('missing.json')} does not exist`);
    expect(err.trimEnd().split('\n').at(-1)).toBe('code CONFIG_NOT_FOUND (not found); more: site-console explain CONFIG_NOT_FOUND');
  });

  it.each([[[]], [['--frobnicate', 'a.json']], [['--lang', 'fr', 'a.json']]])('exits 2 on wrong arguments %j', async (args) => {
    expect(await validateCommand(args)).toBe(2);
    expect(err).toMatch(/usage: site-console validate/);
    expect(err).toMatch(/site-console explain CLI_USAGE\n$/);
  });

  it('refuses wrong arguments with --json as the one envelope', async () => {
    expect(await validateCommand(['--json'])).toBe(2);
    expect(checkedCliOutput('validate', out)).toEqual({
      ok: false,
      error: {
        code: 'CLI_USAGE',
        category: 'usage',
        message: 'no file given',
        words: { en: expect.stringContaining('no file given') as string, 'zh-CN': expect.stringContaining('未给出文件') as string },
      },
    });
    expect(err).not.toContain('usage: site-console validate');
  });
});

describe('npx site-console validate', () => {
  // Starting Node with tsx takes seconds on a busy machine: a limit for the child, not a timing.
  it('works from the command line as installed', { timeout: 30_000 }, async () => {
    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      ['bin/site-console.js', 'validate', fixture('valid-licensevendor-wharf.json'), '--json'],
      { cwd: root },
    );
    expect(checkedCliOutput('validate', stdout)).toEqual([
      { file: fixture('valid-licensevendor-wharf.json'), valid: true, errors: [], warnings: [] },
    ]);
    const failed = await run(process.execPath, ['bin/site-console.js', 'validate', fixture('not-json.json')], { cwd: root }).catch(
      (e: unknown) => e as { code: number; stdout: string },
    );
    expect(failed).toMatchObject({ code: 1, stdout: expect.stringMatching(/not-json\.json:3:27: error: /) as string });
  });
});
