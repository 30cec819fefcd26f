// CI runs what the README tells a new engineer to run, and nothing that would hide a step the
// README's command does not do on a fresh machine (like installing Chromium beforehand).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('.ci/run', () => {
  it("calls exactly the README's test command, and installs no more than the system C compiler before it", () => {
    const readme = readFileSync('README.md', 'utf8');
    const command = /## Test it\s+```sh\n([^\n]+)\n```/.exec(readme)?.[1];
    expect(command).toBe('npm ci && npm test');
    const steps = readFileSync('.ci/run', 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    expect(steps.slice(0, 2)).toEqual(['set -euo pipefail', 'cd "$(dirname "$0")/.."']);
    expect(steps.at(-1)).toBe(command);
    // Chromium is npm test's own business (it installs it or names the command): CI must not hide
    // that step by doing it first. What .ci/run may install: gcc, which compiles the licensevendor
    // test double, for the Windows lane Wine and mingw-w64 (the double as a DLL), nginx, the
    // gateway the site client is tried behind, LibreOffice (headless Calc), which writes an XLSX
    // as an engineer's LibreOffice does for the batch reader's test, and curl, which replays
    // exported cURL lines, and openssl, which makes the mutual TLS tests' certificates — nothing else.
    const setup = steps.slice(2, -1).join('\n');
    expect(setup).not.toMatch(/chromium/i);
    const installs = steps.slice(2, -1).filter((l) => /apt-get install/.test(l));
    const packages = installs.flatMap((l) => l.replace(/^.*apt-get install/, '').trim().split(/\s+/).filter((w) => !w.startsWith('-')));
    expect(packages.toSorted()).toEqual(['curl', 'gcc', 'gcc-mingw-w64-x86-64', 'libc6-dev', 'libreoffice-calc-nogui', 'nginx-light', 'openssl', 'wine', 'wine64']);
  });

  it('runs the Windows lane through npm test, which CI runs', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.test?.split(' && ')).toContain('npm run test:windows');
    expect(scripts['test:windows']).toContain('tests/windows/vitest.config.ts');
  });
});
