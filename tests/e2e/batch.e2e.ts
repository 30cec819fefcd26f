// Batch visitor access and the evidence pack in real Chromium over the web transport, against the
// reference site: import a CSV, see the preview's row problems, run with the progress bar, pause
// and resume, filter and export the results; export the evidence pack and open it read-only. The
// batch file and the pack are picked in the console's file dialog, which lists only their kinds.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSite } from '../../sim/index';
import { setFaults, simState, startTestSite } from '../unit/sim/site-helpers';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

describe('batch view and evidence in Chromium', () => {
  let ui: ConsoleUnderTest;
  let site: RunningSite;
  const dir = mkdtempSync(join(tmpdir(), 'site-console-batch-e2e-'));
  const csv = join(dir, 'visitors.csv');

  beforeAll(async () => {
    site = await startTestSite();
    ui = await openConsole({ locale: 'en-US' });
    const saved = await ui.runtime.dispatch('site:saveProfile', { id: null, profile: { ...site.profile } }, { transport: 'ipc' });
    expect(saved.ok).toBe(true);
    const good = ['A-B1', 'A-01', 'A-02', 'A-03', 'A-05', 'B-01', 'B-02', 'B-03'].map((f) => `V1,${f}`);
    writeFileSync(csv, `\uFEFFvisitorId,floorIds\n${good.join('\n')}\n,A-02\nV1,A-02\nV2,A-99\nV9,A-02\n`);
    // Files of other kinds beside it, which the batch file dialog does not list.
    writeFileSync(join(dir, 'notes.txt'), 'not a batch');
    writeFileSync(join(dir, 'profile.json'), '{}');
  });
  afterAll(async () => {
    await ui?.close();
    await site?.close();
  });

  it('previews row problems, runs with progress, pauses and resumes, and exports the results', async () => {
    const { page } = ui;
    await page.goto(`${ui.web.origin}/#/batch`);
    await page.getByTestId('batch-view').waitFor();
    // The dialog opens in the folder typed so far and lists only CSV and XLSX files; Enter picks one.
    await page.getByTestId('batch-path').fill(`${dir}${sep}`);
    await page.getByTestId('batch-choose').click();
    await page.getByRole('dialog', { name: 'Open a batch file (CSV or XLSX)' }).waitFor();
    await page.getByTestId('entry-visitors.csv').waitFor();
    expect(await page.getByTestId('file-dialog').locator('[data-testid^="entry-"]').allTextContents()).toEqual([
      expect.stringContaining('visitors.csv'),
    ]);
    await page.getByTestId('entry-visitors.csv').press('Enter');
    await page.getByTestId('batch-preview-result').waitFor();
    expect(await page.getByTestId('batch-path').inputValue()).toBe(csv);
    expect(await page.getByTestId('batch-row-count').textContent()).toBe('12 rows');
    expect(await page.getByTestId('batch-problem-count').textContent()).toContain('3 rows with problems');
    expect(await page.getByTestId('problem-10').textContent()).toContain('Row 10, column visitorId: the visitor id is empty');
    expect(await page.getByTestId('problem-11').textContent()).toContain('same floors as row 4');
    expect(await page.getByTestId('problem-12').textContent()).toContain('A-99');
    // V1 on eight rows with eight floors: each call sets V1's floors to its own, and the preview says so.
    expect(await page.getByTestId('batch-repeated').textContent()).toContain(
      'Visitor V1: rows 2, 3, 4, 5, 6, 7, 8, 9 (all floors: A-B1;A-01;A-02;A-03;A-05;B-01;B-02;B-03)',
    );

    await setFaults(site, 'elevator', { latencyMs: 150 });
    const concurrency = page.locator('[data-testid="batch-concurrency"] input, input[data-testid="batch-concurrency"]');
    await concurrency.fill('1');
    await concurrency.press('Tab');
    await page.getByTestId('batch-start').click();
    await page.getByTestId('batch-progress').waitFor();
    await page.getByTestId('batch-pause').click();
    await page.getByTestId('batch-paused').waitFor();
    // Paused: the row in flight ends and every row the site answered is counted once its journal
    // line is durable (3 rows with problems are counted from the start); no new row reaches the site.
    const e2Received = async (): Promise<number> => (await simState(site, 'elevator')).calls.length;
    const receivedAtPause = await e2Received();
    const doneOf = (text: string | null): number => Number(/(\d+) of/.exec(text ?? '')?.[1]);
    await expect.poll(async () => doneOf(await page.getByTestId('batch-progress-text').textContent()) - (await e2Received())).toBe(3);
    expect((await e2Received()) - receivedAtPause).toBeLessThanOrEqual(1);
    expect(await page.getByRole('progressbar').count()).toBeGreaterThan(0);
    await page.getByTestId('batch-resume').click();
    await page.getByTestId('batch-summary').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('batch-summary').textContent()).toBe('Finished: 8 granted now, 3 skipped, 1 failed.');
    expect(await page.getByTestId('batch-progress-text').textContent()).toBe('12 of 12 rows');
    await setFaults(site, 'elevator', {});

    // The chain of the failed E2 of row 13 (unknown visitor): it broke at the organization's E3.
    await page.getByTestId('chain-13').click();
    await page.getByTestId('chain-picture').waitFor();
    expect(await page.getByTestId('chain-broke').textContent()).toContain('E3 organization: PERSON_NOT_FOUND');
    expect(await page.getByTestId('chain-node-elevator').getAttribute('data-status')).toBe('ok');
    expect(await page.locator('[data-testid^="chain-node-call-"][data-status="failed"]').count()).toBe(1);

    await page.getByTestId('batch-filter-failed').click();
    await expect.poll(() => page.getByTestId('batch-results-table').locator('tbody tr').count()).toBe(4);
    expect(await page.getByTestId('result-13').textContent()).toBe('Failed');
    // Why each row was not granted, in words: the site's answer with its own message, and a row's problem.
    expect((await page.getByTestId('why-13').textContent())?.trim()).toMatch(
      /^Row 13 \(V9\): The site has no such visitor: “.*V9.*” \(Direct\)\. No access was written\./,
    );
    expect((await page.getByTestId('why-10').textContent())?.trim()).toMatch(/^Row 10, column visitorId: the visitor id is empty/);
    // Each row's code is one step from its entry in Help, and the way back leads to that very link.
    const rowExplain = page.getByTestId('why-13').getByTestId('error-explain');
    expect(await rowExplain.getAttribute('aria-label')).toBe('What does this mean? (VISITOR_NOT_FOUND, row 13)');
    await rowExplain.click();
    await expect.poll(() => page.getByTestId('help-code-entry').getAttribute('data-code')).toBe('VISITOR_NOT_FOUND');
    expect(await page.getByTestId('help-code-entry').getAttribute('data-source')).toBe('site');
    await page.goBack();
    await page.getByTestId('batch-view').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="why-13"]') !== null)).toBe(true);
    expect(await page.getByTestId('why-10').getByTestId('error-explain').getAttribute('data-code')).toBe('BATCH_EMPTY_VISITOR');
    const out = join(dir, 'results.csv');
    await page.getByTestId('batch-results-path').fill(out);
    await page.getByTestId('batch-export').click();
    await page.getByTestId('batch-exported').waitFor();
    const exported = readFileSync(out, 'utf8');
    // The header line in the UI's language (English here; zh-CN: tests/unit/main/batch/).
    expect(exported.startsWith('\uFEFFRow,Visitor ID,Floor IDs,Outcome,')).toBe(true);
    expect(exported).toContain('13,V9,A-02,failed,false,VISITOR_NOT_FOUND');
    expect(exported.split('\n').filter((l) => l.includes(',granted,'))).toHaveLength(8);
    // Again through the dialog, in the same folder: a name without extension becomes an XLSX.
    await page.getByTestId('batch-results-choose').click();
    await page.getByRole('dialog', { name: 'Save the results (CSV or XLSX)' }).waitFor();
    await page.getByTestId('file-name').fill('results-from-dialog');
    await page.getByTestId('file-dialog-confirm').click();
    const xlsx = join(dir, 'results-from-dialog.xlsx');
    await expect.poll(() => page.getByTestId('batch-exported').textContent()).toContain(xlsx);
    expect(readFileSync(xlsx).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(ui.requests.every((u) => u.startsWith(ui.web.origin))).toBe(true);
  });

  it('exports the evidence pack and opens it, signed by this installation (never "someone else\'s record")', async () => {
    const { page } = ui;
    const zip = join(dir, 'evidence.zip');
    await page.getByTestId('evidence-path').fill(zip);
    await page.getByTestId('evidence-export').click();
    await page.getByTestId('evidence-written').waitFor();
    expect(existsSync(zip)).toBe(true);
    const fingerprint = /key (sha256:[0-9a-f]+)/.exec((await page.getByTestId('evidence-written').textContent()) ?? '')?.[1];
    expect(fingerprint).toBeDefined();
    // The pack is picked in the file dialog, which starts beside the pack just written and lists zips only.
    await page.getByRole('button', { name: 'Choose a pack…' }).click();
    await page.getByRole('dialog', { name: 'Open an evidence pack (.zip)' }).waitFor();
    await page.getByTestId('entry-evidence.zip').waitFor();
    expect(await page.getByTestId('entry-visitors.csv').count()).toBe(0);
    await page.getByTestId('entry-evidence.zip').click();
    await page.getByTestId('evidence-opened').waitFor();
    expect(await page.getByTestId('evidence-open-path').inputValue()).toBe(zip);
    expect(await page.getByTestId('evidence-signer').textContent()).toContain(`Signed by this installation (key ${fingerprint})`);
    expect(await page.getByTestId('evidence-opened').textContent()).not.toContain('Someone else');
    expect(await page.getByTestId('evidence-status').textContent()).toContain('Intact');
    expect(ui.consoleErrors).toEqual([]);
  });
  it('previews floor names as the ids they stand for, and refuses a name that fits two towers with its candidates', async () => {
    const { page } = ui;
    const named = join(dir, 'named.csv');
    writeFileSync(named, '访客编号,楼层编号\nV1,Tower A 3F;负一层\nV2,3F\n');
    await page.goto(`${ui.web.origin}/#/batch`);
    await page.getByTestId('batch-path').fill(named);
    await page.getByTestId('batch-preview').click();
    await expect.poll(() => page.getByTestId('batch-row-count').textContent()).toBe('2 rows');
    await page.getByTestId('batch-rows').locator('summary').click();
    expect(await page.getByTestId('row-floors-2').textContent()).toBe(
      'Tower A 3F (A-03), typed “Tower A 3F”; Tower A B1 (A-B1), typed “负一层”',
    );
    // A row with a problem is listed as it was typed, marked as not sent.
    expect(await page.getByTestId('row-floors-3').textContent()).toBe('Not sent: this row has a problem (above). Typed: 3F');
    expect(await page.getByTestId('problem-3').textContent()).toBe(
      'Row 3, column floorIds: more than one floor has this name: “3F” → Tower A 3F (A-03), Tower B 3F (B-03). Write the floor id, or the building before the floor (“Tower A 3F”).',
    );
  });
});
