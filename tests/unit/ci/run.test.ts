// CI runs what the README tells a new engineer to run, and nothing that would hide a step the
// README's command does not do on a fresh machine (like installing Chromium beforehand).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('.ci/run', () => {
  it("calls exactly the README's test command, with no setup of its own", () => {
    const readme = readFileSync('README.md', 'utf8');
    const command = /## Test it\s+```sh\n([^\n]+)\n```/.exec(readme)?.[1];
    expect(command).toBe('npm ci && npm test');
    const steps = readFileSync('.ci/run', 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    expect(steps).toEqual(['set -euo pipefail', 'cd "$(dirname "$0")/.."', command]);
  });
});
