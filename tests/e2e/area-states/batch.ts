// Batch visitor access and evidence against the demo site: a preview with row problems, a finished
// run with its results and the chain picture of a row, and an evidence pack exported and opened.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AreaState } from '../support/area-states';
import { ensureDemoSite } from '../support/demo-site';

const dir = mkdtempSync(join(tmpdir(), 'site-console-a11y-batch-'));
const csv = join(dir, 'visitors.csv');
writeFileSync(csv, 'visitorId,floorIds\nV1,A-01;A-02\nV2,B-01\n,A-02\nV1,A-01;A-02\nV2,A-99\n');
let packs = 0;

export const states: AreaState[] = [
  {
    name: 'a preview with row problems',
    reach: async (ui) => {
      await ensureDemoSite(ui);
      await ui.page.getByTestId('batch-path').fill(csv);
      await ui.page.getByTestId('batch-path').press('Enter');
      await ui.page.getByTestId('batch-problems').waitFor();
    },
  },
  {
    name: 'a finished run with its results and the chain of a row',
    reach: async ({ page }) => {
      await page.getByTestId('batch-start').click();
      await page.getByTestId('batch-summary').waitFor({ timeout: 90_000 });
      await page.locator('[data-testid^="chain-"]').first().click();
      await page.getByTestId('chain-picture').waitFor();
    },
  },
  {
    name: 'an evidence pack exported and opened',
    reach: async ({ page }) => {
      packs += 1;
      const zip = join(dir, `evidence-${packs}.zip`);
      await page.getByTestId('evidence-path').fill(zip);
      await page.getByTestId('evidence-export').click();
      // This pack's line: the other language's walk exported one before, on the same page.
      await page.getByTestId('evidence-written').filter({ hasText: zip }).waitFor();
      await page.getByTestId('evidence-open-path').fill(zip);
      await page.getByTestId('evidence-open').click();
      await page.getByTestId('evidence-opened').waitFor();
    },
  },
];
