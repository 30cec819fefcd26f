// Issue 19, "--results link refused before the run": over the real command line, a batch whose
// --results names a symbolic link (or a file in a folder that does not exist) is refused before
// anything is sent to the site, and what the link points at is untouched.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerJson, startHostileSite, type HostileSite, type SeenRequest } from '../site/hostile-site';

const root = join(import.meta.dirname, '../../../..');
const dir = mkdtempSync(join(tmpdir(), 'sc-results-preflight-'));
const seen: SeenRequest[] = [];
let site: HostileSite;
let profileFile = '';
let batch = '';

beforeAll(async () => {
  site = await startHostileSite((req, res) => {
    seen.push(req);
    answerJson(res, JSON.stringify({ success: true, code: '0', msg: '', data: true }));
  });
  profileFile = join(dir, 'profile.json');
  writeFileSync(profileFile, JSON.stringify(site.profile));
  batch = join(dir, 'visitors.csv');
  writeFileSync(batch, 'visitorId,floorIds\nV1,A-01\nV2,A-02\n');
});
afterAll(async () => {
  await site?.close();
});

/** The built command line (bin/site-console.js runs dist/cli), as the engineer runs it. */
const cli = (args: string[]) =>
  promisify(execFile)(process.execPath, ['bin/site-console.js', ...args], {
    cwd: root,
    env: { ...process.env, SITE_CONSOLE_DATA_DIR: join(dir, 'data') },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

describe('--results checked before the batch starts', () => {
  // Symbolic links need a privilege on Windows that a test account rarely has.
  it.skipIf(process.platform === 'win32')(
    'a link as --results: refused as a link (exit 2), no request sent to the site, the link target untouched',
    async () => {
      const target = join(dir, 'precious.txt');
      writeFileSync(target, 'keep me\n');
      const link = join(dir, 'results.csv');
      symlinkSync(target, link);
      const ran = await cli(['visitor-access', '--batch', batch, '--profile', profileFile, '--results', link, '--json']);
      expect(ran.code).toBe(2);
      expect(JSON.parse(ran.stdout)).toMatchObject({ ok: false });
      expect(ran.stderr).toContain(`${link} is a symbolic link`);
      expect(seen).toEqual([]);
      expect(readFileSync(target, 'utf8')).toBe('keep me\n');
    },
  );

  it('a --results file in a folder that does not exist: refused, nothing sent; a good one is written after the run', async () => {
    const missing = join(dir, 'no-such-folder', 'results.csv');
    const ran = await cli(['visitor-access', '--batch', batch, '--profile', profileFile, '--results', missing]);
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain(`The results cannot be written to ${missing}.`);
    expect(seen).toEqual([]);
    // The check refuses only what could not be written: a plain path runs and is written.
    const good = join(dir, 'results-good.csv');
    const done = await cli(['visitor-access', '--batch', batch, '--profile', profileFile, '--results', good]);
    expect(done.code, done.stderr).toBe(0);
    expect(seen.length).toBeGreaterThan(0);
    expect(readFileSync(good, 'utf8')).toContain('V2');
  });
});
