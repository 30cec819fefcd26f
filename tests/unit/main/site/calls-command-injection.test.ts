// Issue 31, F1, F9 and F3(c), over the built command line and the window's export (the web
// transport): a site that answers a code with a line break and a shell command in it, then
// `calls export --curl file.sh` (and `--curl -`, and `site:exportCallsAs`) and `sh file.sh` with
// Debian's curl: the command does not run, and each call replays as one request, its `[1-3]`
// as it stands. A call log planted in a portable folder (marker beside the executable) with
// hostile and malformed records exports as data: nothing runs, nothing crashes.
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTABLE_DATA_DIR_NAME, PORTABLE_MARKER } from '../../../../main/data-dir';
import { SITE_CALL_LOG_FILE } from '../../../../main/site/call-log';
import { answerJson, startHostileSite, startTestConsole, type HostileSite, type SeenRequest, type TestConsole } from './hostile-site';
import { checkedCliOutput } from '../../shared/api/cli-output-check';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../../../..');
const dir = mkdtempSync(join(tmpdir(), 'sc-curl-injection-'));
/** The answer of F1: its code ends the comment it is written into, and runs `touch $T/PWNED`. */
const HOSTILE_CODE = 'E1\ntouch $T/PWNED\n#';
const seen: SeenRequest[] = [];
let site: HostileSite;
let profileFile = '';

/** The built command line (bin/site-console.js runs dist/cli), as the engineer runs it; env replaces the test's. */
const cli = (args: string[], env: NodeJS.ProcessEnv) =>
  run(process.execPath, ['bin/site-console.js', ...args], { cwd: root, env: { PATH: process.env.PATH, LANG: 'C', ...env } }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

/** Runs a script as an engineer would (`sh calls.sh`), with Debian's curl and `T` set as in the issue; resolves whatever curl's exit. */
const runScript = (path: string, cwd: string, searchPath = '/usr/bin:/bin') => {
  const running = run('/bin/sh', [path], { cwd, env: { PATH: searchPath, T: dir }, timeout: 20_000 });
  running.child.stdin?.end();
  return running.then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
};

beforeAll(async () => {
  site = await startHostileSite((req, res) => {
    seen.push(req);
    answerJson(res, JSON.stringify({ success: false, code: HOSTILE_CODE, msg: 'nope' }));
  });
  // F9: a service address with brackets, which curl would glob into org1x, org2x and org3x.
  site.profile.services.organization = `${site.origin}/org[1-3]x`;
  profileFile = join(dir, 'profile.json');
  writeFileSync(profileFile, JSON.stringify(site.profile));
});
afterAll(async () => {
  await site?.close();
});

describe('F1 and F9: a site’s code in the cURL export, replayed with sh and Debian’s curl', () => {
  const dataDir = join(dir, 'data');
  const env = { SITE_CONSOLE_DATA_DIR: dataDir };

  /** Replays a script: no PWNED anywhere, one request per call, to the path the console called. */
  async function replaysSafely(script: string, name: string): Promise<void> {
    const path = join(dir, name);
    writeFileSync(path, script);
    const calls = script.split('\n').filter((line) => line.startsWith('curl '));
    expect(calls.length).toBeGreaterThan(0);
    const before = seen.length;
    const { stderr } = await runScript(path, dir);
    expect(existsSync(join(dir, 'PWNED'))).toBe(false);
    expect(readdirSync(dir).filter((n) => n.includes('PWNED'))).toEqual([]);
    expect(stderr).toBe('');
    expect(script).toContain('E1\\u000atouch $T/PWNED\\u000a#');
    const replayed = seen.slice(before);
    expect(replayed).toHaveLength(calls.length);
    for (const req of replayed) expect(req.path.startsWith('/org[1-3]x/'), req.path).toBe(true);
  }

  it('the command line: person, then calls export --curl file.sh and --curl -, then sh runs no command', async () => {
    const person = await cli(['person', 'P1', '--profile', profileFile, '--json'], env);
    expect(person.code).toBe(1);
    expect(seen.at(-1)!.path.startsWith('/org[1-3]x/')).toBe(true);
    const path = join(dir, 'calls.sh');
    const exported = await cli(['calls', 'export', '--curl', path], env);
    expect([exported.code, exported.stderr]).toEqual([0, '']);
    await replaysSafely(readFileSync(path, 'utf8'), 'from-file.sh');
    const printed = await cli(['calls', 'export', '--curl', '-'], env);
    expect([printed.code, printed.stderr]).toEqual([0, '']);
    await replaysSafely(printed.stdout, 'from-stdout.sh');
  });

  describe('the window’s export (site:exportCallsAs over the web transport)', () => {
    let testConsole: TestConsole;
    beforeAll(async () => {
      testConsole = await startTestConsole(join(dir, 'web'));
    });
    afterAll(async () => {
      await testConsole.web.close();
    });

    it('writes the same site’s code as a comment, and copy as cURL is one line', async () => {
      const saved = await testConsole.invoke<{ id: string }>('site:saveProfile', { id: null, profile: site.profile });
      expect(saved.ok).toBe(true);
      await testConsole.invoke('site:activateProfile', { id: saved.value.id });
      const answer = await testConsole.invoke<{ outcome: string; record: { id: string } }>('site:person', { personId: 'P1' });
      expect(answer).toMatchObject({ ok: true, value: { outcome: 'failure' } });
      const path = join(dir, 'window.sh');
      expect(await testConsole.invoke('site:exportCallsAs', { format: 'curl', path, secretsInClear: false })).toMatchObject({
        ok: true,
        value: { count: 1 },
      });
      await replaysSafely(readFileSync(path, 'utf8'), 'from-window.sh');
      const copied = await testConsole.invoke<{ text: string }>('site:callAsCurl', { id: answer.value.record.id });
      expect(copied.value.text).toMatch(/^curl -sS --http1\.1 --globoff -X 'POST' --url '[^\n]+$/);
    });
  });
});

describe('F3(c): a call log planted in a portable folder is data', () => {
  const laptop = join(dir, 'laptop');
  const canary = join(dir, 'CANARY');
  const touch = `/usr/bin/touch ${canary}`;
  const hostile = {
    id: `f00d\n${touch}\n#`,
    at: `2025-01-01T00:00:00.000Z\n${touch}`,
    profileName: `p'; ${touch}; '`,
    operation: `personDetail\u2028${touch}`,
    route: 'direct\r$(/usr/bin/touch CANARY)',
    method: `POST $(${touch})`,
    url: `http://127.0.0.1:9/x';${touch};'/[1-3]`,
    traceparent: `\`${touch}\``,
    requestBody: `{"a":"$(${touch})\u0000'"}`,
    responseBody: null,
    status: null,
    timings: null,
    durationMs: 1,
    request: {
      httpVersion: 'HTTP/1.1',
      headers: [
        { name: 'x-note', value: `'$(${touch})'` },
        { name: 'accept-encoding', value: 'gzip' },
      ],
      bodyBytes: 3,
    },
    outcome: 'failure',
    category: 'envelope',
    code: `E1\n${touch}\n#`,
    message: `\n${touch}`,
  };
  // Lines no console writes: other types where strings are, a header list that is not one, not an object at all.
  const malformed = [
    { ...hostile, method: 42 },
    { ...hostile, url: { href: 'x' } },
    { ...hostile, request: { httpVersion: 'HTTP/1.1', headers: null, bodyBytes: 1 } },
    { ...hostile, request: { httpVersion: 'HTTP/1.1', headers: [{ name: 'x', value: 7 }], bodyBytes: 1 } },
    { ...hostile, at: 5 },
    { ...hostile, status: 'HTTP 200\nx' },
    { ...hostile, trust: { caFile: ['a'] } },
    'a string',
    null,
    [],
  ];

  /** A portable folder holding these call log lines; the command line finds it by the marker beside the executable (PORTABLE_EXECUTABLE_DIR). */
  function portable(name: string, lines: unknown[]): NodeJS.ProcessEnv {
    const usb = join(dir, name);
    mkdirSync(join(usb, PORTABLE_DATA_DIR_NAME), { recursive: true });
    writeFileSync(join(usb, PORTABLE_MARKER), '');
    writeFileSync(join(usb, PORTABLE_DATA_DIR_NAME, SITE_CALL_LOG_FILE), lines.map((r) => JSON.stringify(r)).join('\n') + '\n');
    return { PORTABLE_EXECUTABLE_DIR: usb, XDG_CONFIG_HOME: laptop, HOME: laptop };
  }
  beforeAll(() => mkdirSync(laptop));

  it('--curl file and --curl -: the hostile record is one quoted line, and sh runs nothing but that curl', async () => {
    const env = portable('usb-hostile', [hostile]);
    const out = join(dir, 'portable.sh');
    const exported = await cli(['calls', 'export', '--curl', out, '--json'], env);
    expect(exported.stderr).toBe('');
    expect(checkedCliOutput('calls', exported.stdout)).toMatchObject({ ok: true, count: 1 });
    // A curl of the test's own, the only program on PATH: what the line asks of curl, and that nothing else runs.
    const bin = join(dir, 'portable-bin');
    mkdirSync(bin);
    writeFileSync(
      join(bin, 'curl'),
      `#!/bin/sh\nprintf '%s\\0' "$@" > '${join(dir, 'portable-argv')}'\nfor a in "$@"; do if [ "$a" = '@-' ]; then /bin/cat > '${join(dir, 'portable-stdin')}'; fi; done\n`,
    );
    chmodSync(join(bin, 'curl'), 0o755);
    const cwd = join(dir, 'portable-cwd');
    mkdirSync(cwd);
    const ran = await runScript(out, cwd, bin);
    expect(existsSync(canary)).toBe(false);
    expect(readdirSync(cwd)).toEqual([]);
    expect([ran.code, ran.stderr]).toEqual([0, '']);
    // Standard output gets the same text: nothing in it is a character the terminal filter would change.
    const printed = await cli(['calls', 'export', '--curl', '-'], env);
    expect(printed.code).toBe(0);
    expect(printed.stdout).toBe(readFileSync(out, 'utf8'));
    const argv = readFileSync(join(dir, 'portable-argv'), 'utf8').split('\0').slice(0, -1);
    expect(argv).toEqual([
      '-sS',
      '--http1.1',
      '--globoff',
      '-X',
      hostile.method,
      '--url',
      hostile.url,
      '-H',
      `x-note: ${hostile.request.headers[0]!.value}`,
      '-H',
      'accept-encoding: gzip',
      '--compressed',
      '--data-binary',
      '@-',
    ]);
    expect(readFileSync(join(dir, 'portable-stdin'), 'utf8')).toBe(hostile.requestBody);
  });

  it('--har and --curl beside malformed records: valid JSON holding the hostile record’s fields as they are; the malformed are skipped, nothing crashes', async () => {
    const env = portable('usb-malformed', [...malformed, hostile, ...malformed]);
    const script = await cli(['calls', 'export', '--curl', '-'], env);
    expect([script.code, script.stderr]).toEqual([0, '']);
    expect(script.stdout.split('\n').filter((line) => line.startsWith('printf '))).toHaveLength(1);
    const out = join(dir, 'portable.har');
    const exported = await cli(['calls', 'export', '--har', out, '--json'], env);
    expect(checkedCliOutput('calls', exported.stdout)).toMatchObject({ ok: true, count: 1 });
    const har = JSON.parse(readFileSync(out, 'utf8')) as {
      log: {
        entries: {
          startedDateTime: string;
          request: { method: string; url: string; postData: { text: string } };
          _traceId: string;
          _code: string;
        }[];
      };
    };
    expect(har.log.entries).toHaveLength(1);
    expect(har.log.entries[0]).toMatchObject({
      startedDateTime: hostile.at,
      request: { method: hostile.method, url: hostile.url, postData: { text: hostile.requestBody } },
      _traceId: hostile.id,
      _code: hostile.code,
    });
    expect(existsSync(canary)).toBe(false);
  });
});
