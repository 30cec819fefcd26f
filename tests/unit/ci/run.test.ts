// CI runs what the README tells a new engineer to run, and nothing that would hide a step the
// README's command does not do on a fresh machine (like installing Chromium beforehand).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('.ci/run', () => {
  const steps = readFileSync('.ci/run', 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));
  // Between the first two lines and the last two: the installs.
  const setup = steps.slice(2, -2);

  it("starts at the repository root and ends with the README's test command, on the Node of .ci/node-version", () => {
    const readme = readFileSync('README.md', 'utf8');
    const command = /## Test it\s+```sh\n([^\n]+)\n```/.exec(readme)?.[1];
    expect(command).toBe('npm ci && npm test');
    expect(steps.slice(0, 2)).toEqual(['set -euo pipefail', 'cd "$(dirname "$0")/.."']);
    expect(steps.at(-1)).toBe(command);
    expect(steps.at(-2)).toBe('source "$(dirname "$0")/use-node.sh"');
  });

  it('installs with apt-get exactly the nine Debian packages the tests need, each only when missing, and never Chromium', () => {
    // Chromium is npm test's own business (it installs it or names the command): CI must not hide
    // that step by doing it first. What .ci/run may install: gcc, which compiles the licensevendor
    // test double, for the Windows lane Wine and mingw-w64 (the double as a DLL), nginx, the
    // gateway the site client is tried behind, LibreOffice (headless Calc), which writes an XLSX
    // as an engineer's LibreOffice does for the batch reader's test, and curl, which replays
    // exported cURL lines, and openssl, which makes the mutual TLS tests' certificates — nothing else.
    expect(setup.join('\n')).not.toMatch(/chromium/i);
    const installs = setup.filter((l) => /apt-get install/.test(l));
    const packages = installs.flatMap((l) =>
      l
        .replace(/^.*apt-get install/, '')
        .trim()
        .split(/\s+/)
        .filter((w) => !w.startsWith('-')),
    );
    expect(packages.toSorted()).toEqual([
      'curl',
      'gcc',
      'gcc-mingw-w64-x86-64',
      'libc6-dev',
      'libreoffice-calc-nogui',
      'nginx-light',
      'openssl',
      'wine',
      'wine64',
    ]);
    // Each install sits in an `if` that first looks for what it installs, and nothing runs outside one.
    let guard: string | null = null;
    for (const line of setup) {
      if (/^if /.test(line)) guard = line;
      else if (line === 'fi') guard = null;
      else if (guard === null) expect.fail(`.ci/run runs "${line}" outside an if that checks for what it installs`);
      else if (/apt-get install/.test(line)) expect(guard, line).toMatch(/command -v|\[ ! -x /);
    }
  });

  it('runs the Windows lane through npm test, which CI runs', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.test?.split(' && ')).toContain('npm run test:windows');
    expect(scripts['test:windows']).toContain('tests/windows/vitest.config.ts');
  });
});
