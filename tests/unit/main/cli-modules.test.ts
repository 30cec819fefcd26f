// Each command of the prebuilt command line loads only what it uses: `validate` on a site laptop
// must not pay for the reference site's web server, the HTTP client or the spreadsheet reader.
// The command runs for real (on real files, against a closed port) with a resolve hook that records
// every module the process loads.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'cli-modules-'));
const config = join(dir, 'config.json');
writeFileSync(config, JSON.stringify({ schemaVersion: 1, provider: 'selfhosted', scenario: 'wharf', selfhosted: { baseUrl: 'http://127.0.0.1:9/' } }));
const profile = join(dir, 'profile.json');
const closed = 'http://127.0.0.1:9';
writeFileSync(
  profile,
  JSON.stringify({ profileVersion: 1, name: 'closed', services: { organization: closed, elevator: closed, common: closed }, defaultRoute: 'direct', timeouts: { connectMs: 2000, requestMs: 5000 } }),
);
const notAPack = join(dir, 'not-a-pack.zip');
writeFileSync(notAPack, 'not a zip');

/** Packages of node_modules that the command line run with `args` loaded. */
async function packagesLoadedBy(args: string[]): Promise<Set<string>> {
  const record = join(dir, `modules-${args[0]}.txt`);
  writeFileSync(record, '');
  await promisify(execFile)(process.execPath, ['--import', join(root, 'tests/fixtures/cli/record-modules.mjs'), join(root, 'bin/site-console.js'), ...args], {
    cwd: root,
    env: { ...process.env, RECORD_MODULES: record, SITE_CONSOLE_DATA_DIR: join(dir, 'data') },
  }).catch((e: unknown) => e);
  const packages = new Set<string>();
  for (const url of readFileSync(record, 'utf8').split('\n')) {
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
    if (match?.[1]) packages.add(match[1]);
  }
  return packages;
}

const HEAVY = ['fastify', '@fastify/static', 'undici', 'exceljs', 'koffi', '@napi-rs/keyring', 'csv-parse', '@dagrejs/dagre'];

describe('the command line loads per command', () => {
  it('validate loads none of the heavy packages', async () => {
    const loaded = await packagesLoadedBy(['validate', config]);
    expect(loaded.has('jsonc-parser')).toBe(true); // it did run
    expect(HEAVY.filter((name) => loaded.has(name))).toEqual([]);
  });

  it('person loads the HTTP client, not the reference site or the spreadsheet reader', async () => {
    const loaded = await packagesLoadedBy(['person', 'P1001', '--profile', profile, '--json']);
    expect(loaded.has('undici')).toBe(true); // it did call
    expect(['fastify', '@fastify/static', 'exceljs', 'csv-parse', 'koffi'].filter((name) => loaded.has(name))).toEqual([]);
  });

  it('evidence verify loads neither the reference site nor the spreadsheet reader', async () => {
    const loaded = await packagesLoadedBy(['evidence', 'verify', notAPack]);
    expect(['fastify', '@fastify/static', 'exceljs', 'csv-parse', 'koffi'].filter((name) => loaded.has(name))).toEqual([]);
  });
});
