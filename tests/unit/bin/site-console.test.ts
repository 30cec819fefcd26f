// The command line's launcher keeps V8's compiled chunks for the next start (issue 34): beside the
// build where it can, else in the user's own cache folder (an install made by another account,
// read-only media), else nowhere, and the command runs the same in every case.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

/** A copy of the built command line whose build folder cannot hold the cache (a file is where it would go). */
function installWithoutCacheRoom(): string {
  const install = mkdtempSync(join(tmpdir(), 'cli-install-'));
  cpSync(join(root, 'bin'), join(install, 'bin'), { recursive: true });
  cpSync(join(root, 'dist/cli'), join(install, 'dist/cli'), {
    recursive: true,
    filter: (src) => !src.endsWith('.map') && !src.includes('.compile-cache'),
  });
  writeFileSync(join(install, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(join(install, 'dist/cli/.compile-cache'), '');
  return install;
}

async function validate(install: string, cacheHome: string): Promise<{ code: number; stderr: string }> {
  const document = join(install, 'config.json');
  writeFileSync(
    document,
    JSON.stringify(
      { schemaVersion: 1, provider: 'selfhosted', scenario: 'wharf', selfhosted: { baseUrl: 'http://127.0.0.1:9/' } },
      null,
      2,
    ),
  );
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_CACHE_HOME: cacheHome, LANG: 'C', SITE_CONSOLE_DATA_DIR: join(install, 'data') };
  delete env.LOCALAPPDATA;
  delete env.NODE_DISABLE_COMPILE_CACHE;
  delete env.NODE_COMPILE_CACHE;
  return promisify(execFile)(process.execPath, [join(install, 'bin/site-console.js'), 'validate', document], { env }).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (e: { code?: number; stderr?: string }) => ({ code: e.code ?? -1, stderr: e.stderr ?? '' }),
  );
}

describe('the command line launcher', () => {
  it('keeps the compile cache in the user cache folder where the build folder cannot hold it', async () => {
    const install = installWithoutCacheRoom();
    const cacheHome = join(install, 'user-cache');
    mkdirSync(cacheHome);
    const run = await validate(install, cacheHome);
    expect(run).toEqual({ code: 0, stderr: '1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings.\n' });
    const [versionFolder] = readdirSync(join(cacheHome, 'site-console/compile-cache'));
    expect(readdirSync(join(cacheHome, 'site-console/compile-cache', versionFolder!)).length).toBeGreaterThan(0);
  });

  it('runs without a cache, saying nothing of it, where no folder can hold one', async () => {
    const install = installWithoutCacheRoom();
    // A file where the user's cache folder would be: it cannot be made either.
    const cacheHome = join(install, 'not-a-folder');
    writeFileSync(cacheHome, '');
    expect(await validate(install, cacheHome)).toEqual({ code: 0, stderr: '1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings.\n' });
  });
});
