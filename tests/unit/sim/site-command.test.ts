// `site-console site` in a process of its own: one line of JSON on stdout, E2 through the printed
// profile, clean shutdown on SIGTERM and SIGINT, and one-line reasons with non-zero exits.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_PATHS, type SiteProfile } from '../../../shared/site';
import { call } from './site-helpers';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const runner = fileURLToPath(new URL('./run-site-command.ts', import.meta.url));
const fixture = (name: string): string => fileURLToPath(new URL(`../../fixtures/sim/${name}`, import.meta.url));

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function run(args: string[]): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', runner, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function firstLine(r: Run, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (!r.stdout().includes('\n')) {
    if (Date.now() > deadline) throw new Error(`no line on stdout within ${timeoutMs} ms; stderr: ${r.stderr()}`);
    if (r.child.exitCode !== null) throw new Error(`exited ${r.child.exitCode} before printing; stderr: ${r.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return r.stdout().split('\n')[0] as string;
}

const withinMs = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

// Each test starts Node with tsx, which takes a second or two on a busy machine.
describe('site-console site', { timeout: 30_000 }, () => {
  it('prints exactly one line of JSON, serves the demo site, and stops cleanly on SIGTERM', async () => {
    const r = run([]);
    const line = await firstLine(r);
    const printed = JSON.parse(line) as { profile: SiteProfile; state: Record<string, string>; authorizationBaseUrl: string };
    expect(Object.keys(printed)).toEqual(['profile', 'state', 'authorizationBaseUrl']);
    expect(Object.keys(printed.state).sort()).toEqual(['authorization', 'common', 'elevator', 'gateway', 'intermediary', 'organization']);
    expect(printed.authorizationBaseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/authorization$/);
    // The demo licenses are served: a template's tenant and a demo key activate.
    const activated = await call(`${printed.authorizationBaseUrl}/license/activate`, {
      licenseKey: 'DEMO-OPEN-FULL',
      installationId: 'cli-test',
      scenario: 'wharf',
    });
    expect(activated.json).toMatchObject({ success: true, data: { features: [{ id: 1001 }, { id: 1002 }, { id: 1003 }] } });
    const e1 = await call(`${printed.profile.services.organization}${SITE_PATHS.personDetail}`, { personId: 'P1001' });
    expect(e1.json).toMatchObject({ success: true, data: { personName: 'Li Wei' } });
    const e2 = await call(`${printed.profile.intermediary?.baseUrl}${SITE_PATHS.addVisitor}`, { visitorId: 'V2001' });
    expect(e2.json).toEqual({ success: true, code: '0', msg: 'success', data: true });
    r.child.kill('SIGTERM');
    expect(await withinMs(r.exit, 5_000)).toEqual({ code: 0, signal: null });
    expect(r.stdout()).toBe(`${line}\n`);
    expect(r.stderr()).toBe('');
    await expect(call(printed.state.elevator as string, undefined, 'GET')).rejects.toThrow();
  });

  it('takes --data and --port-base=, and stops cleanly on SIGINT', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const free = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const r = run(['--data', fixture('small-site.json'), `--port-base=${free}`, '--host', '127.0.0.1']);
    let printed: { profile: SiteProfile };
    try {
      printed = JSON.parse(await firstLine(r)) as { profile: SiteProfile };
    } catch (error) {
      // Another program may have taken one of the four ports after the free one; that is not this test's subject.
      if (/already in use/.test(r.stderr())) return;
      throw error;
    }
    expect(printed.profile.gateway?.baseUrl).toBe(`http://127.0.0.1:${free}`);
    const e1 = await call(`${printed.profile.gateway?.baseUrl}/gw/organization${SITE_PATHS.personDetail}`, { personId: 'V2' });
    expect(e1.json).toMatchObject({ data: { personName: '李娜' } });
    r.child.kill('SIGINT');
    expect(await withinMs(r.exit, 5_000)).toEqual({ code: 0, signal: null });
  });

  it.each([
    [
      'a bad data file',
      ['--data', fixture('unknown-floor.json')],
      1,
      /^site-console site: bad data: .*unknown-floor\.json: \/persons\/1\/floorIds\/1: floor "A-09" is not a floor of any building in \/buildings\n$/,
    ],
    [
      'a data file of a later version',
      ['--data', fixture('future-section.json')],
      1,
      /^site-console site: bad data: .*future-section\.json: \/visitorBadges: is a section this version of the reference site does not know .*\n$/,
    ],
    [
      'a missing data file',
      ['--data', fixture('missing.json')],
      1,
      /^site-console site: bad data: .*missing\.json: \(document\): cannot be read: no such file\n$/,
    ],
    ['an unknown argument', ['--verbose'], 2, /^site-console site: unknown argument "--verbose"\nusage: site-console site /],
    ['a missing value', ['--data'], 2, /^site-console site: --data needs a value\n/],
    ['a port base that is not a number', ['--port-base', 'abc'], 2, /^site-console site: --port-base "abc" is not a port number\n/],
    [
      'a host that is not an address',
      ['--host', 'example.com'],
      2,
      /^site-console site: host "example.com" is not an IP address; use 127.0.0.1 \(or ::1\)\n$/,
    ],
    [
      'a host off loopback',
      ['--host', '0.0.0.0'],
      2,
      /^site-console site: host "0.0.0.0" is not a loopback address; the reference site listens on 127.0.0.0\/8 or ::1 only\n$/,
    ],
  ])('%s: exits non-zero with one line on stderr', async (_name, args, code, stderr) => {
    const r = run(args);
    expect(await withinMs(r.exit, 15_000)).toEqual({ code, signal: null });
    expect(r.stderr()).toMatch(stderr);
    expect(r.stdout()).toBe('');
  });

  it('a port in use: exits 1 with one line on stderr', async () => {
    // Below Linux's ephemeral range (32768–60999): the site's other five ports must stay free, and
    // neighbouring tests that listen on port 0 or connect out would otherwise take them by chance.
    const blocker: Server = createServer();
    let port = 0;
    for (let attempt = 0; port === 0 && attempt < 50; attempt += 1) {
      const candidate = 20_000 + Math.floor(Math.random() * 10_000);
      const listening = await new Promise<boolean>((resolve) => {
        blocker.once('error', () => resolve(false));
        blocker.listen(candidate, '127.0.0.1', () => resolve(true));
      });
      if (listening) port = candidate;
    }
    expect(port).not.toBe(0);
    try {
      const r = run(['--port-base', String(port)]);
      expect(await withinMs(r.exit, 15_000)).toEqual({ code: 1, signal: null });
      expect(r.stderr()).toBe(
        `site-console site: port ${port} on 127.0.0.1 (for the gateway) is already in use: choose another --port-base, or stop the program that uses it\n`,
      );
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});
