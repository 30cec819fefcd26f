// `site-console license` against the reference authorization service over real HTTP: exit codes,
// --json shapes, and an activation made by one process seen by the next one.
import { createServer as createHttpServer } from 'node:http';
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findTemplate, type ConfigDocument } from '../../../../../shared/config';
import { licenseCommand } from '../../../../../main/cli/commands/license';
import { DEMO_LICENSES } from '../../../../../sim/demo-licenses';
import { createAuthorizationService, type AuthorizationService } from '../../../../../sim/services/authorization';
import { checkedCliOutput } from '../../../shared/api/cli-output-check';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
let service: AuthorizationService;
let dir: string;
let out = '';
let err = '';

beforeAll(async () => {
  service = createAuthorizationService({ licenses: DEMO_LICENSES });
  await service.listen('127.0.0.1', 0);
});
afterAll(async () => {
  await service.close();
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'license-cli-'));
  out = '';
  err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

async function documentFile(change: (d: ConfigDocument) => void = () => {}, scenario: 'wharf' | 'floating' = 'wharf'): Promise<string> {
  const doc = structuredClone(findTemplate('selfhosted', scenario).document);
  doc.selfhosted = { ...doc.selfhosted, baseUrl: service.baseUrl };
  change(doc);
  const file = join(dir, 'config.json');
  await writeFile(file, JSON.stringify(doc, null, 2));
  return file;
}

const run = (args: string[]): Promise<number> => licenseCommand(args);

/** The flags that hand `activate` a license key in a file (never on the command line). */
const keyFile = (key: string): string[] => {
  const file = join(dir, 'license-key.txt');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return ['--key-file', file];
};

/** Every answer of a command that keeps or reads the key says where the secrets are (tests/unit/main/secrets/secrets-at-rest-cli.test.ts). */
const SECRETS_FIELD = { secrets: expect.objectContaining({ holder: expect.any(String), inClear: expect.any(Boolean) }) };

describe('site-console license', () => {
  it('says a --state-dir it cannot make, by path, and names --state-dir in what to do', async () => {
    const config = await documentFile();
    const file = join(dir, 'a-file');
    writeFileSync(file, 'x');
    expect(await run(['status', '--config', config, '--state-dir', join(file, 'state')])).toBe(2);
    expect(err).toContain(
      `The console cannot make or use its data folder ${join(file, 'state')} (ENOTDIR). Name a folder you can write to: with --state-dir`,
    );
    expect(err).toMatch(/site-console explain DATA_DIR_UNUSABLE\n$/);
  });

  it('says why a --key-file cannot be used, with its path, in either language, and what to do', async () => {
    const config = await documentFile();
    const activate = (keyFile: string, ...more: string[]): Promise<number> =>
      run(['activate', '--config', config, '--key-file', keyFile, '--state-dir', join(dir, 's'), ...more]);
    const missing = join(dir, 'no-such-key.txt');
    expect(await activate(missing)).toBe(2);
    expect(err).toContain(`There is no license key file ${missing}. Check the path given to --key-file.`);
    expect(err).toMatch(/site-console explain LICENSE_KEY_FILE_NOT_FOUND\n$/);
    err = '';
    const blankFirstLine = join(dir, 'key-on-line-three.txt');
    writeFileSync(blankFirstLine, '\n  \nDEMO-NORTH-BASIC\n');
    expect(await activate(blankFirstLine, '--lang', 'zh-CN')).toBe(2);
    expect(err).toContain(`许可证密钥文件 ${blankFirstLine} 的第一行是空的。请把密钥写在第一行，然后重试。`);
    expect(err).not.toContain('DEMO-NORTH-BASIC');
    err = '';
    expect(await activate(dir, '--json')).toBe(2);
    const { error } = checkedCliOutput('license', out) as {
      error: { code: string; details: Record<string, unknown>; words: Record<string, string> };
    };
    expect(error).toMatchObject({ code: 'LICENSE_KEY_FILE_NOT_A_FILE', details: { path: dir } });
    expect(error.words['zh-CN']).toContain(`${dir} 是文件夹，不是普通文件。`);
    // Saved as "Unicode" in Notepad: UTF-16, which the words name with what to do.
    out = '';
    const utf16 = join(dir, 'key-utf16.txt');
    writeFileSync(utf16, Buffer.from('\uFEFFDEMO-NORTH-BASIC\r\n', 'utf16le'));
    expect(await activate(utf16)).toBe(2);
    expect(err).toContain(`The license key file ${utf16} cannot be read as text. Save it as UTF-8 text`);
  });

  it('never takes the license key on the command line: --key is refused with where to put it; --key-stdin and --key-file read it', async () => {
    const config = await documentFile();
    expect(await run(['activate', '--config', config, '--key', 'DEMO-NORTH-BASIC', '--state-dir', join(dir, 's')])).toBe(2);
    expect(err).toMatch(/--key is refused: .*shell history.*process list.*--key-file <file>.*--key-stdin/);
    expect(err).not.toContain('DEMO-NORTH-BASIC');
    // No terminal to ask at (as here) and no source: a usage error that names both.
    err = '';
    expect(await run(['activate', '--config', config, '--state-dir', join(dir, 's')])).toBe(2);
    expect(err).toMatch(/--key-file <file> \(one line\) or --key-stdin/);
    expect(err).toMatch(/site-console explain LICENSE_KEY_INPUT\n$/);
    vi.restoreAllMocks();
    // --key-stdin, in a process of its own with the key piped in, as a password manager would.
    const child = execFile(
      process.execPath,
      [
        join(root, 'bin/site-console.js'),
        'license',
        'activate',
        '--config',
        config,
        '--key-stdin',
        '--state-dir',
        join(dir, 'p'),
        '--json',
      ],
      { cwd: root },
    );
    child.stdin?.end('DEMO-NORTH-BASIC\n');
    const [code, stdout] = await new Promise<[number | null, string]>((resolve) => {
      let text = '';
      child.stdout?.on('data', (c: Buffer) => (text += String(c)));
      child.on('close', (c) => resolve([c, text]));
    });
    expect(code).toBe(0);
    expect(checkedCliOutput('license', stdout)).toMatchObject({ ok: true, status: { state: 'activated' } });
  });

  it('activates, then checks in argument order with --json; 0 only when every key is licensed', async () => {
    const config = await documentFile();
    const state = join(dir, 'state');
    expect(await run(['activate', '--config', config, ...keyFile(' DEMO-NORTH-BASIC '), '--state-dir', state, '--json'])).toBe(0);
    expect(checkedCliOutput('license', out)).toMatchObject({
      ok: true,
      status: { state: 'activated', activation: { source: 'license-key' } },
    });
    expect(out).not.toContain('DEMO-NORTH-BASIC');
    out = '';
    expect(
      await run(['check', '--config', config, '--state-dir', state, '--json', 'person.detail', 'visitor.elevator', 'no.such.key']),
    ).toBe(1);
    expect(checkedCliOutput('license', out)).toEqual({
      ok: true,
      results: [
        { key: 'person.detail', licensed: false, reason: 'not-licensed' },
        { key: 'visitor.elevator', licensed: true, reason: 'licensed' },
        { key: 'no.such.key', licensed: false, reason: 'not-mapped' },
      ],
      ...SECRETS_FIELD,
    });
    out = '';
    expect(await run(['check', '--config', config, '--state-dir', state, 'visitor.elevator'])).toBe(0);
    expect(out).toBe('visitor.elevator: licensed (licensed)\n');
  });

  it('exits 1 when the backend refuses, with its code', async () => {
    const config = await documentFile();
    expect(await run(['activate', '--config', config, ...keyFile('DEMO-NORTH-EXPIRED'), '--state-dir', join(dir, 's')])).toBe(1);
    expect(err).toMatch(/LICENSE_EXPIRED/);
    err = '';
    expect(await run(['activate', '--config', config, ...keyFile('NOT-A-KEY'), '--state-dir', join(dir, 's'), '--json'])).toBe(1);
    expect(checkedCliOutput('license', out)).toMatchObject({ ok: false, error: { category: 'license', code: 'LICENSE_KEY_UNKNOWN' } });
  });

  it('says not-activated and exits 1 before any activation', async () => {
    const config = await documentFile();
    expect(await run(['check', '--config', config, '--state-dir', join(dir, 'fresh'), '--json', 'visitor.elevator'])).toBe(1);
    expect(checkedCliOutput('license', out)).toEqual({
      ok: true,
      results: [{ key: 'visitor.elevator', licensed: false, reason: 'not-activated' }],
      ...SECRETS_FIELD,
    });
  });

  it('exits 2 for an invalid document, printing its errors, and for an unreadable file or bad arguments', async () => {
    const config = await documentFile((d) => ((d as unknown as Record<string, unknown>).scenario = 'harbour'));
    expect(await run(['status', '--config', config, '--state-dir', join(dir, 's')])).toBe(2);
    expect(err).toMatch(/AUTH_CONFIG_INVALID/);
    expect(err).toMatch(/^ {2}\d+:\d+: .*scenario/m);
    err = '';
    expect(await run(['status', '--config', config, '--state-dir', join(dir, 's'), '--lang', 'zh-CN'])).toBe(2);
    expect(err).toMatch(/[\u4e00-\u9fff]/);
    expect(await run(['status', '--config', join(dir, 'missing.json')])).toBe(2);
    expect(await run(['check', '--config', config])).toBe(2);
    expect(await run(['activate', '--config', config])).toBe(2);
    expect(await run(['revoke', '--config', config])).toBe(2);
    expect(await run(['status'])).toBe(2);
  });

  it('exits 3 when the backend cannot be reached', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const config = await documentFile((d) => (d.selfhosted = { ...d.selfhosted, baseUrl: `http://127.0.0.1:${port}/authorization` }));
    expect(await run(['activate', '--config', config, ...keyFile('DEMO-OPEN-FULL'), '--state-dir', join(dir, 's'), '--json'])).toBe(3);
    expect(checkedCliOutput('license', out)).toMatchObject({ ok: false, error: { category: 'network', code: 'HTTP_REFUSED' } });
  });

  it('a gateway answering 502 for the service says so, in Chinese under --lang zh-CN, not "check selfhosted.baseUrl"', async () => {
    const gateway = createHttpServer((req, res) => {
      req.resume();
      req.on('end', () =>
        res.writeHead(502, { 'content-type': 'text/html', server: 'nginx' }).end('<html><center>502 Bad Gateway</center></html>'),
      );
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const config = await documentFile(
        (d) =>
          (d.selfhosted = { ...d.selfhosted, baseUrl: `http://127.0.0.1:${(gateway.address() as { port: number }).port}/authorization` }),
      );
      expect(
        await run(['activate', '--config', config, ...keyFile('DEMO-OPEN-FULL'), '--state-dir', join(dir, 's'), '--lang', 'zh-CN']),
      ).toBe(3);
      expect(err).toContain('授权服务返回 HTTP 502，但没有结果');
      expect(err).toContain('网关可达，但其后的服务没有正常应答');
      expect(err).not.toContain('the self-hosted');
      out = '';
      expect(await run(['activate', '--config', config, ...keyFile('DEMO-OPEN-FULL'), '--state-dir', join(dir, 's'), '--json'])).toBe(3);
      expect(checkedCliOutput('license', out).error).toMatchObject({
        code: 'AUTH_SERVICE_HTTP_STATUS',
        details: { status: 502 },
        words: { en: expect.stringContaining('the gateway was reached') },
      });
    } finally {
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
    }
  });

  it('says a license server that cannot be found in Chinese, pointing at selfhosted.baseUrl, not at a site profile', async () => {
    const config = await documentFile(
      (d) => (d.selfhosted = { ...d.selfhosted, baseUrl: 'http://license.no-such-site.invalid/authorization' }),
    );
    expect(
      await run(['activate', '--config', config, ...keyFile('DEMO-OPEN-FULL'), '--state-dir', join(dir, 's'), '--lang', 'zh-CN']),
    ).toBe(3);
    expect(err).toContain('无法解析主机名 license.no-such-site.invalid');
    expect(err).toContain('配置文档中的 selfhosted.baseUrl');
    expect(err).not.toContain('配置档中的地址');
  });

  it('an activation by one process is seen by the next one with the same --state-dir', async () => {
    vi.restoreAllMocks();
    const config = await documentFile(() => {}, 'floating');
    const state = join(dir, 'state');
    const cli = (args: string[]) =>
      promisify(execFile)(process.execPath, [join(root, 'bin/site-console.js'), 'license', ...args], { cwd: root }).then(
        (r) => ({ code: 0, stdout: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
      );
    expect((await cli(['activate', '--config', config, ...keyFile('DEMO-HARBOUR-TOWER-B'), '--state-dir', state])).code).toBe(0);
    const checked = await cli(['check', '--config', config, '--state-dir', state, '--json', 'visitor.elevator', 'floor.assign']);
    expect(checked.code).toBe(0);
    expect(checkedCliOutput('license', checked.stdout)).toEqual({
      ok: true,
      results: [
        { key: 'visitor.elevator', licensed: true, reason: 'licensed' },
        { key: 'floor.assign', licensed: true, reason: 'licensed' },
      ],
      ...SECRETS_FIELD,
    });
    const status = await cli(['status', '--config', config, '--state-dir', state, '--json']);
    expect(checkedCliOutput('license', status.stdout)).toMatchObject({
      ok: true,
      status: { state: 'activated', activation: { restored: true }, scenarioFacts: { projectId: 'PRJ-2025-0417' } },
    });
  }, 30_000);
});
