// The one safe writer: a file the console makes from a path it was given is 0600 whatever the
// umask or the mode of the file it replaces, replaced whole (no temporary file left after a write),
// and never written through a symbolic link. And the modes of every file the console keeps that
// SECURITY.md names, after a real batch run over the CLI against the reference site.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivationStore } from '../../../../main/auth/activation-store';
import { UnsafeWriteError, writeConsoleFile } from '../../../../main/files/safe-write';
import { SiteProfileStore } from '../../../../main/site/profiles';
import type { SecretStore } from '../../../../main/secrets';
import type { RunningSite } from '../../../../sim/index';
import { startTestSite } from '../../sim/site-helpers';
import { runCli } from './hostile-inputs';

const mode = (path: string): number => statSync(path).mode & 0o777;
const dir = mkdtempSync(join(tmpdir(), 'site-console-safe-write-'));

describe('writeConsoleFile', () => {
  it('creates a new file 0600 and replaces a 0644 one with a 0600 one, leaving no temporary file', async () => {
    const path = join(dir, 'report.csv');
    await writeConsoleFile(path, Buffer.from('one\n'));
    expect(mode(path)).toBe(0o600);
    writeFileSync(path, 'old\n', { mode: 0o644 });
    await writeConsoleFile(path, Buffer.from('two\n'));
    expect(readFileSync(path, 'utf8')).toBe('two\n');
    expect(mode(path)).toBe(0o600);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a symbolic link, even a dangling one, and leaves its target untouched', async () => {
    const target = join(dir, 'settings.json');
    writeFileSync(target, '{"language":"en"}\n');
    const link = join(dir, 'results.csv');
    symlinkSync(target, link);
    await expect(writeConsoleFile(link, Buffer.from('x'))).rejects.toBeInstanceOf(UnsafeWriteError);
    expect(readFileSync(target, 'utf8')).toBe('{"language":"en"}\n');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    const dangling = join(dir, 'pack.zip');
    symlinkSync(join(dir, 'not-yet.json'), dangling);
    await expect(writeConsoleFile(dangling, Buffer.from('x'))).rejects.toMatchObject({ kind: 'link' });
    expect(existsSync(join(dir, 'not-yet.json'))).toBe(false);
  });
});

describe('the files the console keeps are 0600', () => {
  let site: RunningSite;
  const dataDir = join(dir, 'data');
  beforeAll(async () => {
    site = await startTestSite();
    mkdirSync(dataDir, { recursive: true });
  });
  afterAll(async () => {
    await site.close();
  });

  it('site profiles, activation record, call log, batch records, journal, results and evidence pack', { timeout: 90_000 }, async () => {
    const secrets: SecretStore = {
      backend: 'test',
      get: async () => null,
      set: async () => undefined,
      delete: async () => undefined,
    } as unknown as SecretStore;
    await new SiteProfileStore(dataDir, async () => secrets).save(null, site.profile);
    await new ActivationStore(dataDir).put('anchor', 'license-key', 'selfhosted', 'f'.repeat(16), { expiresAt: null, data: {} } as never);

    const profile = join(dir, 'profile.json');
    writeFileSync(profile, JSON.stringify(site.profile));
    const batch = join(dir, 'visitors.csv');
    writeFileSync(batch, 'visitorId,floorIds\nV1,A-03\n');
    const env = { SITE_CONSOLE_DATA_DIR: dataDir };
    const run = await runCli(
      ['visitor-access', '--batch', batch, '--profile', profile, '--results', join(dir, 'results.xlsx'), '--json'],
      env,
    );
    expect(run.code, run.stderr).toBe(0);
    const exported = await runCli(['evidence', 'export', '--out', join(dir, 'handover.zip')], env);
    expect(exported.code, exported.stderr).toBe(0);

    const records = readdirSync(join(dataDir, 'batches')).map((name) => join(dataDir, 'batches', name));
    expect(records.length).toBeGreaterThanOrEqual(2);
    const kept = [
      join(dataDir, 'site-profiles.json'),
      join(dataDir, 'auth', 'activations.json'),
      join(dataDir, 'site-calls.jsonl'),
      ...records,
      `${batch}.journal.jsonl`,
      join(dir, 'results.xlsx'),
      join(dir, 'handover.zip'),
    ];
    expect(Object.fromEntries(kept.map((path) => [path, mode(path).toString(8)]))).toEqual(
      Object.fromEntries(kept.map((path) => [path, '600'])),
    );
  });
});
