import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { personCommand } from '../../../../main/cli/commands/person';
import { visitorAccessCommand } from '../../../../main/cli/commands/visitor-access';
import { makeCertificate, startHttpsServer } from '../http/tls-fixture';
import type { RunningSite } from '../../../../sim';
import { rulesOf, startTestSite } from '../../sim/site-helpers';
import { checkedCliOutput } from '../../shared/api/cli-output-check';

let site: RunningSite;
let profileFile = '';
const dir = mkdtempSync(join(tmpdir(), 'site-console-cli-'));

beforeAll(async () => {
  site = await startTestSite();
  profileFile = join(dir, 'profile.json');
  writeFileSync(profileFile, JSON.stringify(site.profile));
  vi.stubEnv('SITE_CONSOLE_DATA_DIR', join(dir, 'data'));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await site.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function run(command: (args: string[]) => Promise<number>, args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
  const code = await command(args);
  vi.restoreAllMocks();
  return { code, out, err };
}

/**
 * An organization service of the test's own that answers E1 with Wang Fang (no personType) and the
 * Date header `date()` gives, and a profile file that sends E1 to it.
 */
async function wangFangDated(date: () => string, name: string): Promise<{ server: Server; base: string; profileFile: string }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', date: date() });
      res.end(JSON.stringify({ success: true, code: '0', msg: 'ok', data: { personId: 'P9', personName: 'Wang Fang', floorList: [] } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify({ ...site.profile, services: { ...site.profile.services, organization: `${base}/organization` } }));
  return { server, base, profileFile: file };
}

describe('site-console person', () => {
  it('prints the person and their floors by building, exit 0', async () => {
    const { code, out } = await run(personCommand, ['P2', '--profile', profileFile]);
    expect(code).toBe(0);
    expect(out).toMatch(/\(P2\), staff/);
    expect(out).toMatch(/B-03/);
  });

  it('--json prints the envelope as received, on the route asked for', async () => {
    const { code, out } = await run(personCommand, ['P1', '--profile', profileFile, '--route', 'gateway', '--json']);
    expect(code).toBe(0);
    const body = checkedCliOutput('person', out);
    expect(body).toMatchObject({ ok: true, route: 'gateway', envelope: { success: true, code: '0', data: { personId: 'P1' } } });
    expect(typeof body.durationMs).toBe('number');
  });

  it('warns on stderr of a service whose clock is 5 minutes off, and --json says the skew; a person without a type shows none', async () => {
    // A service of the test's own, 300 s ahead of the laptop, whose E1 answer leaves out personType.
    const {
      server: ahead,
      base,
      profileFile: skewedFile,
    } = await wangFangDated(() => new Date(Date.now() + 300_000).toUTCString(), 'skewed.json');
    try {
      const text = await run(personCommand, ['P9', '--profile', skewedFile]);
      expect(text.code).toBe(0);
      expect(text.out).toMatch(/^Wang Fang \(P9\)\n/);
      expect(text.err).toMatch(
        new RegExp(`warning: the clock of the service at ${base} is \\+(29[5-9]|30[0-5]) s off the laptop's \\(over 60 s`),
      );
      const json = await run(personCommand, ['P9', '--profile', skewedFile, '--json']);
      expect(Math.abs(checkedCliOutput('person', json.out).clockSkewMs - 300_000)).toBeLessThanOrEqual(5_000);
      expect(checkedCliOutput('person', json.out).clockSkewWarning).toBe(true);
      expect(json.err).toContain('warning: the clock of the service');
      // The reference site keeps the laptop's time: no warning.
      const onTime = await run(personCommand, ['P1', '--profile', profileFile, '--json']);
      expect(Math.abs(checkedCliOutput('person', onTime.out).clockSkewMs)).toBeLessThanOrEqual(5_000);
      expect(checkedCliOutput('person', onTime.out).clockSkewWarning).toBe(false);
      expect(checkedCliOutput('person', onTime.out).clockDateUnreadable).toBeUndefined();
      expect(onTime.err).toBe('');
    } finally {
      ahead.closeAllConnections();
      await new Promise((resolve) => ahead.close(resolve));
    }
  });

  it('says so when a service’s Date header cannot be read, rather than that it sent none', async () => {
    const { server: odd, base, profileFile: oddFile } = await wangFangDated(() => 'not-a-date', 'odd-date.json');
    try {
      const json = await run(personCommand, ['P9', '--profile', oddFile, '--json']);
      expect(checkedCliOutput('person', json.out)).toMatchObject({
        ok: true,
        clockSkewMs: null,
        clockSkewWarning: false,
        clockDateUnreadable: 'not-a-date',
      });
      expect(json.err).toContain(`warning: the service at ${base} sent a Date header that is not an HTTP date ("not-a-date")`);
    } finally {
      odd.closeAllConnections();
      await new Promise((resolve) => odd.close(resolve));
    }
  });

  it('--json says which side refused a TLS connection, as the connectivity check does', async () => {
    const { server, url } = await startHttpsServer(makeCertificate('site.example', ['DNS:site.example']));
    try {
      const untrustedFile = join(dir, 'untrusted.json');
      writeFileSync(
        untrustedFile,
        JSON.stringify({ ...site.profile, services: { ...site.profile.services, organization: `${url}/organization` } }),
      );
      const { code, out } = await run(personCommand, ['P1', '--profile', untrustedFile, '--json']);
      expect(code).toBe(3);
      expect(checkedCliOutput('person', out)).toMatchObject({
        ok: false,
        error: { category: 'tls', code: 'HTTP_TLS_UNTRUSTED', refusedBy: 'server-certificate' },
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a person the site does not know is exit 1 with the site’s code', async () => {
    const { code, out } = await run(personCommand, ['NOBODY', '--profile', profileFile, '--json']);
    expect(code).toBe(1);
    expect(checkedCliOutput('person', out)).toMatchObject({
      ok: false,
      route: 'direct',
      error: { category: 'envelope', code: 'PERSON_NOT_FOUND' },
      envelope: { success: false },
    });
  });

  it('speaks the engineer’s language: --lang zh-CN, or a Chinese locale; --json gives the words in both', async () => {
    const zh = await run(personCommand, ['NOBODY', '--profile', profileFile, '--lang=zh-CN']);
    expect(zh.code).toBe(1);
    expect(zh.err).toMatch(
      /^site-console person: 组织服务中没有该人员：“[^”]+”（direct）。请检查编号。\n（direct，\d+ 毫秒，追踪 [0-9a-f]+）\n代码 PERSON_NOT_FOUND（站点应答）；详见：site-console explain PERSON_NOT_FOUND\n$/,
    );
    vi.stubEnv('LANG', 'zh_CN.UTF-8');
    try {
      const found = await run(personCommand, ['P2', '--profile', profileFile]);
      expect(found.code).toBe(0);
      expect(found.out).toMatch(/（P2），员工/);
      expect(found.out).toMatch(/^  .+（B-[A-Z]）：$/m);
      expect(found.out).toMatch(/\n（direct，\d+ 毫秒，追踪 /);
      const written = await run(visitorAccessCommand, ['V4', '--profile', profileFile, '--floors', 'B-01']);
      expect(written.out).toMatch(/^已为访客 V4 写入电梯通行：楼层 B-01（direct，/);
      // --lang wins over the locale.
      const english = (await run(personCommand, ['NOBODY', '--profile', profileFile, '--lang', 'en'])).err;
      expect(english).toMatch(/^site-console person: The organization service has no such person: “[^”]+” \(direct\)\. Check the id\.\n/);
      expect(english).toMatch(/\ncode PERSON_NOT_FOUND \(site answer\); more: site-console explain PERSON_NOT_FOUND\n$/);
    } finally {
      vi.stubEnv('LANG', '');
    }
    const json = checkedCliOutput('person', (await run(personCommand, ['NOBODY', '--profile', profileFile, '--json'])).out);
    expect(json.error.words).toMatchObject({
      en: expect.stringContaining('The organization service has no such person'),
      'zh-CN': expect.stringContaining('组织服务中没有该人员'),
    });
    expect((await run(personCommand, ['P1', '--profile', profileFile, '--lang', 'fr'])).code).toBe(2);
  });

  it('prints the envelope and the failure with the profile’s token replaced where the site echoed it', async () => {
    const token = 'tok-ECHOED-BY-SITE-5150';
    const echo = createServer((req, res) => {
      req.resume();
      req.on('end', () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: false, code: 'DENIED', msg: `token ${token} refused`, data: null })),
      );
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    try {
      const file = join(dir, 'echo-profile.json');
      writeFileSync(
        file,
        JSON.stringify({
          ...site.profile,
          services: { ...site.profile.services, organization: `http://127.0.0.1:${(echo.address() as AddressInfo).port}/organization` },
          auth: { type: 'bearer', token },
        }),
      );
      const { out, err } = await run(personCommand, ['P1', '--profile', file, '--json']);
      expect(checkedCliOutput('person', out).envelope).toEqual({
        success: false,
        code: 'DENIED',
        msg: 'token [redacted] refused',
        data: null,
      });
      expect(out + err).not.toContain(token);
    } finally {
      echo.closeAllConnections();
      await new Promise((resolve) => echo.close(resolve));
    }
  });

  it('L1 over the intermediary, a missing profile or an invalid one is exit 2', async () => {
    expect((await run(personCommand, ['P1', '--profile', profileFile, '--route', 'intermediary'])).code).toBe(2);
    expect((await run(personCommand, ['P1'])).code).toBe(2);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...site.profile, timeouts: { connectMs: -1, requestMs: 5 } }));
    const invalid = await run(personCommand, ['P1', '--profile', bad]);
    expect(invalid.code).toBe(2);
    expect(invalid.err).toContain('/timeouts/connectMs');
  });

  it('a profile file that cannot be read is exit 2 with its own code, said wholly in the language asked for', async () => {
    const missing = join(dir, 'no-such-profile.json');
    const zh = await run(personCommand, ['P1', '--profile', missing, '--lang', 'zh-CN']);
    expect(zh.code).toBe(2);
    expect(zh.err).toContain(`站点配置档 ${missing} 不存在。请检查路径。`);
    expect(zh.err).toContain('SITE_PROFILE_FILE_NOT_FOUND');
    expect(zh.err).not.toMatch(/does not exist|check the path/);
    // A folder: its kind is said in the language too, and --json carries the words in both.
    const folder = await run(visitorAccessCommand, ['V1', '--profile', dir, '--json']);
    expect(folder.code).toBe(2);
    const { error } = JSON.parse(folder.out) as { error: { code: string; category: string; words: Record<string, string> } };
    expect(error).toMatchObject({ code: 'SITE_PROFILE_FILE_NOT_A_FILE', category: 'usage' });
    expect(error.words.en).toBe(`${dir} is a folder, not a regular file. Give the path of the site profile (.json) itself.`);
    expect(error.words['zh-CN']).toBe(`${dir} 是文件夹，不是普通文件。请给出站点配置档（.json）本身的路径。`);
  });

  it('a data folder that cannot be made is exit 2 with its own code and path, not a crash', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    vi.stubEnv('SITE_CONSOLE_DATA_DIR', join(file, 'data'));
    try {
      const en = await run(personCommand, ['P1', '--profile', profileFile]);
      expect(en.code).toBe(2);
      expect(en.err).toContain(`The console cannot make or use its data folder ${join(file, 'data')} (ENOTDIR).`);
      expect(en.err).toContain('DATA_DIR_UNUSABLE');
      const zh = await run(visitorAccessCommand, ['V1', '--profile', profileFile, '--json', '--lang', 'zh-CN']);
      expect(zh.code).toBe(2);
      const { error } = JSON.parse(zh.out) as { error: { code: string; category: string; words: Record<string, string> } };
      expect(error).toMatchObject({ code: 'DATA_DIR_UNUSABLE', category: 'io' });
      expect(error.words['zh-CN']).toContain(`控制台无法创建或使用其数据文件夹 ${join(file, 'data')}`);
    } finally {
      vi.stubEnv('SITE_CONSOLE_DATA_DIR', join(dir, 'data'));
    }
  });

  it.runIf(process.platform === 'linux')(
    "says a data folder under /proc cannot be made, where Node's recursive mkdir loops for ever",
    async () => {
      // The built command line in a process of its own, with a time limit: a loop in this worker could not be stopped.
      const launcher = join(import.meta.dirname, '../../../../bin/site-console.js');
      const env = { ...process.env, SITE_CONSOLE_DATA_DIR: '/proc/site-console-nope/data', LANG: 'C' };
      const failed = await promisify(execFile)(process.execPath, [launcher, 'person', 'P1', '--profile', profileFile], {
        env,
        timeout: 30_000,
      }).then(
        () => null,
        (e: unknown) => e as { code?: number; killed?: boolean; stderr?: string },
      );
      expect(failed?.killed).toBe(false);
      expect(failed?.code).toBe(2);
      expect(failed?.stderr).toContain('The console cannot make or use its data folder /proc/site-console-nope/data (ENOENT).');
    },
  );

  it('says a data folder that is a file is not one', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'x');
    vi.stubEnv('SITE_CONSOLE_DATA_DIR', file);
    try {
      const { code, err } = await run(personCommand, ['P1', '--profile', profileFile]);
      expect(code).toBe(2);
      expect(err).toContain(`The console cannot make or use its data folder ${file} (ENOTDIR).`);
    } finally {
      vi.stubEnv('SITE_CONSOLE_DATA_DIR', join(dir, 'data'));
    }
  });

  it('a site that does not answer is exit 3', async () => {
    const down = join(dir, 'down.json');
    writeFileSync(
      down,
      JSON.stringify({ ...site.profile, services: { ...site.profile.services, organization: 'http://127.0.0.1:9/organization' } }),
    );
    const { code, out } = await run(personCommand, ['P1', '--profile', down, '--json']);
    expect(code).toBe(3);
    expect(checkedCliOutput('person', out).error).toMatchObject({ category: 'network', code: 'HTTP_REFUSED' });
  });

  it('a gateway answering JSON of its own for a service that is down is exit 3, not the site saying no (exit 1), with its status', async () => {
    const gateway = createServer((req, res) => {
      req.resume();
      req.on('end', () =>
        res
          .writeHead(502, { 'content-type': 'application/json', server: 'nginx' })
          .end(JSON.stringify({ code: 502, message: 'Bad Gateway' })),
      );
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const through = join(dir, 'json-502.json');
      writeFileSync(
        through,
        JSON.stringify({
          ...site.profile,
          gateway: { ...site.profile.gateway!, baseUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}` },
        }),
      );
      const json = await run(personCommand, ['P1001', '--profile', through, '--route', 'gateway', '--json']);
      expect(json.code).toBe(3);
      expect(checkedCliOutput('person', json.out)).toMatchObject({
        ok: false,
        status: 502,
        error: { category: 'http', code: 'SITE_HTTP_STATUS' },
      });
      const text = await run(personCommand, ['P1001', '--profile', through, '--route', 'gateway']);
      expect(text.err).toContain('The service answered HTTP 502 without a site answer');
      expect(text.err).toContain('the gateway was reached, but the service behind it did not answer properly');
    } finally {
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});

describe('site-console visitor-access', () => {
  it('writes the floors given, on the intermediary route, exit 0', async () => {
    const { code, out } = await run(visitorAccessCommand, [
      'V4',
      '--floors',
      'B-01, A-02',
      '--profile',
      profileFile,
      '--route',
      'intermediary',
      '--json',
    ]);
    expect(code).toBe(0);
    expect(checkedCliOutput('visitor-access', out)).toMatchObject({ ok: true, route: 'intermediary', envelope: { data: true } });
    expect((await rulesOf(site, 'V4'))?.sort()).toEqual(['A-02', 'B-01']);
  });

  it('without --floors lets the site complete them; a visitor without floors is exit 1 NO_FLOORS', async () => {
    expect((await run(visitorAccessCommand, ['V1', '--profile', profileFile])).code).toBe(0);
    const { code, out } = await run(visitorAccessCommand, ['V3', '--profile', profileFile, '--json']);
    expect(code).toBe(1);
    expect(checkedCliOutput('visitor-access', out).error).toMatchObject({ category: 'envelope', code: 'NO_FLOORS' });
  });

  it('an unknown route is exit 2', async () => {
    expect((await run(visitorAccessCommand, ['V1', '--profile', profileFile, '--route', 'bus'])).code).toBe(2);
  });
});
