// The next engineer's view in real Chromium over the web transport: a pack from another
// installation (another data directory, with a failed batch row) opened in the Batch & evidence
// view shows what was done and an unknown signer with the fingerprint to compare, until "Trust this
// engineer's key"; a changed pack marks each changed, missing and extra file by name; the handover
// report is written by main from the window; About shows this installation's fingerprint.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecretStore } from '../../main/secrets';
import { SiteProfileStore } from '../../main/site/profiles';
import type { RunningSite } from '../../sim/index';
import { readAloud } from '../../shared/evidence';
import { startTestSite } from '../unit/sim/site-helpers';
import { describeViolations, runAxe } from './support/axe';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

const root = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'site-console-handover-e2e-'));
const previous = join(dir, 'previous-installation');
const pack = join(dir, 'previous.zip');
const cli = (args: string[]) =>
  promisify(execFile)(process.execPath, ['bin/site-console.js', ...args], {
    cwd: root,
    env: { ...process.env, SITE_CONSOLE_DATA_DIR: previous },
  });

describe('the next engineer opens the previous engineer’s pack', () => {
  let ui: ConsoleUnderTest;
  let site: RunningSite;
  let fingerprint = '';

  beforeAll(async () => {
    site = await startTestSite();
    const profile = join(dir, 'profile.json');
    writeFileSync(profile, JSON.stringify(site.profile));
    // The previous engineer's active site profile, as the Site view keeps it.
    mkdirSync(previous, { recursive: true, mode: 0o700 });
    const secrets = openSecretStore({ dataDir: previous });
    await new SiteProfileStore(previous, () => secrets).save(null, site.profile);
    const csv = join(dir, 'visitors.csv');
    writeFileSync(csv, 'visitorId,floorIds\nV1,A-02\nV9,A-02\n');
    await cli(['visitor-access', '--batch', csv, '--profile', profile]).catch((e: { code: number }) => expect(e.code).toBe(1));
    fingerprint = JSON.parse((await cli(['evidence', 'export', '--out', pack, '--json'])).stdout).fingerprint;
    ui = await openConsole({ locale: 'en-US' });
  });
  afterAll(async () => {
    await ui?.close();
    await site?.close();
  });

  async function open(path: string): Promise<void> {
    const { page } = ui;
    await page.goto(`${ui.web.origin}/#/batch`);
    // A fresh page: the pack opened before must not stand in for this one while it is read.
    await page.reload();
    await page.getByTestId('evidence-open-path').fill(path);
    await page.getByTestId('evidence-open').click();
    await page.getByTestId('evidence-opened').waitFor();
  }

  it('shows what was done, an unknown signer with the fingerprint to read aloud, and trusts it by name', async () => {
    const { page } = ui;
    await open(pack);
    expect(await page.getByTestId('evidence-status').textContent()).toContain('Intact');
    const signer = page.getByTestId('evidence-signer');
    expect(await signer.getAttribute('data-kind')).toBe('unknown');
    expect(await page.getByTestId('evidence-signer-aloud').textContent()).toBe(readAloud(fingerprint));
    expect(await page.getByTestId('evidence-signer-fingerprint').textContent()).toBe(fingerprint);
    const batch = await page.getByTestId('evidence-batch').textContent();
    expect(batch).toContain('visitors.csv: 2 rows, 1 granted');
    expect(batch).toContain('V9');
    expect(await page.getByTestId('evidence-routes').textContent()).toContain(site.profile.services.elevator);
    // The clock of the elevator service, as the batch's calls measured it (the reference site's Date header).
    const clock = await page.getByTestId('evidence-site-clock').textContent();
    expect(clock).toContain(new URL(site.profile.services.elevator).origin);
    expect(clock).toMatch(/[+−]?\d+ (s|min|h|days)/);
    expect(describeViolations('batch', await runAxe(page))).toEqual([]);

    await page.getByTestId('evidence-trust-name').fill('Li Wei');
    await page.getByTestId('evidence-trust').click();
    await page.getByTestId('evidence-trusted').waitFor();
    await page.locator('[data-testid="evidence-signer"][data-kind="trusted"]').waitFor();
    expect(await signer.textContent()).toContain('Signed by Li Wei');

    // Over the web transport nothing prints PDF (app:info says so): the button is not offered.
    expect(await page.getByTestId('evidence-report').count()).toBe(1);
    expect(await page.getByTestId('evidence-report-pdf').count()).toBe(0);

    // The report, written by main from the window.
    const report = join(dir, 'report.html');
    await page.getByTestId('evidence-report-path').fill(report);
    await page.getByTestId('evidence-report').click();
    await page.getByTestId('evidence-report-written').waitFor();
    expect(existsSync(report)).toBe(true);
    expect(readFileSync(report, 'utf8')).toContain(fingerprint);
    expect(ui.consoleErrors).toEqual([]);
  });

  it('a changed pack marks each changed, missing and extra file by name', async () => {
    const { page } = ui;
    const entries = unzipSync(readFileSync(pack));
    const results = Object.keys(entries).find((n) => n.endsWith('.results.json')) as string;
    entries[results] = strToU8(
      Buffer.from(entries[results] as Uint8Array)
        .toString()
        .replace('"failed": 1', '"failed": 0'),
    );
    delete entries['console.json'];
    entries['notes/extra.txt'] = strToU8('added later');
    const changed = join(dir, 'changed.zip');
    writeFileSync(changed, zipSync(entries));
    await open(changed);
    expect(await page.getByTestId('evidence-status').textContent()).toContain('Changed');
    for (const [path, state, words] of [
      [results, 'changed', 'changed'],
      ['console.json', 'missing', 'missing'],
      ['notes/extra.txt', 'extra', 'extra'],
    ] as const) {
      const item = page.getByTestId(`evidence-problem-${path}`);
      expect(await item.getAttribute('data-state')).toBe(state);
      expect(await item.textContent()).toContain(`${words} ${path}`);
      expect(await item.locator('mark').count()).toBe(1);
      expect(await page.getByTestId(`evidence-file-${path}`).getAttribute('data-state')).toBe(state);
    }
    expect(await page.getByTestId('evidence-problems').locator('li').count()).toBe(3);
    expect(await page.getByTestId(`evidence-file-site/calls/site-calls.jsonl`).getAttribute('data-state')).toBe('same');
  });

  it('About shows this installation’s fingerprint with its short form', async () => {
    const { page } = ui;
    await page.goto(`${ui.web.origin}/#/diagnostics`);
    const key = await page.getByTestId('app-evidence-key').textContent();
    expect(key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(await page.getByTestId('app-evidence-key-aloud').textContent()).toContain(readAloud(key ?? ''));
  });
});
