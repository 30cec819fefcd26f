// npm test must stop, naming what is missing, when no Chromium is found: never skip e2e silently.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

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
