// npm test must get Chromium or stop, naming what is missing and how to install it: never skip e2e.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ensureChromium, INSTALL_COMMAND, type ChromiumMachine } from '../../../scripts/require-chromium';

const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/require-chromium.ts'], { env: { ...process.env, ...env }, encoding: 'utf8' });

describe('require-chromium', () => {
  it('fails with a message that names Chromium and how to install it', () => {
    const result = run({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('need Chromium');
    expect(result.stderr).toContain('/nonexistent/chromium');
    expect(result.stderr).toContain('apt-get install --no-install-recommends chromium');
  });

  it('passes when the given Chromium is executable', () => {
    expect(run({ CHROMIUM_PATH: process.execPath }).status).toBe(0);
  });
});

describe('ensureChromium on a fresh machine', () => {
  const machine = (over: Partial<ChromiumMachine> & { installs?: boolean; failing?: string } = {}) => {
    const log = { said: [] as string[], complained: [] as string[], ran: [] as string[] };
    let installed = false;
    const m: ChromiumMachine = {
      env: {},
      find: () => (installed ? '/usr/lib/chromium/chromium' : null),
      isRoot: true,
      hasAptGet: true,
      run: (command, args, env) => {
        log.ran.push(`${env.DEBIAN_FRONTEND ?? ''} ${command} ${args.join(' ')}`.trim());
        if (over.failing && args[0] === over.failing) return 100;
        if (args[0] === 'install' && over.installs !== false) installed = true;
        return 0;
      },
      say: (line) => log.said.push(line),
      complain: (line) => log.complained.push(line),
      ...over,
    };
    return { m, log };
  };

  it('does nothing when Chromium is there', () => {
    const { m, log } = machine({ find: () => '/usr/bin/chromium' });
    expect(ensureChromium(m)).toBe(true);
    expect(log.ran).toEqual([]);
    expect(log.said).toEqual([]);
  });

  it('installs Debian chromium itself as root with apt-get, and says so', () => {
    const { m, log } = machine();
    expect(ensureChromium(m)).toBe(true);
    expect(log.ran).toEqual([
      'noninteractive apt-get update -qq',
      'noninteractive apt-get install -y -qq --no-install-recommends chromium',
    ]);
    expect(log.said[0]).toContain("installing Debian's chromium package with apt-get");
    expect(log.said[1]).toBe('Installed Chromium: /usr/lib/chromium/chromium');
    expect(log.complained).toEqual([]);
  });

  it('stops, never skips, when the install fails or brings no Chromium', () => {
    const failed = machine({ failing: 'install' });
    expect(ensureChromium(failed.m)).toBe(false);
    expect(failed.log.complained[0]).toContain('`apt-get install -y -qq --no-install-recommends chromium` failed (exit 100)');
    const empty = machine({ installs: false });
    expect(ensureChromium(empty.m)).toBe(false);
    expect(empty.log.complained[0]).toContain('Set CHROMIUM_PATH');
  });

  it('without root, stops with the one command that installs it', () => {
    const { m, log } = machine({ isRoot: false });
    expect(ensureChromium(m)).toBe(false);
    expect(log.ran).toEqual([]);
    expect(log.complained).toHaveLength(1);
    expect(log.complained[0]).toContain(`Install it with: ${INSTALL_COMMAND}`);
  });

  it('without apt-get, or with a CHROMIUM_PATH of its own, installs nothing and says what to do', () => {
    const noApt = machine({ hasAptGet: false });
    expect(ensureChromium(noApt.m)).toBe(false);
    expect(noApt.log.complained[0]).toContain("your system's package manager");
    const chosen = machine({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' } });
    expect(ensureChromium(chosen.m)).toBe(false);
    expect(chosen.log.ran).toEqual([]);
    expect(chosen.log.complained[0]).toContain('CHROMIUM_PATH=/opt/chrome/chrome');
  });
});
