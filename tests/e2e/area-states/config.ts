// The configuration area: its start page (the state it opens in), a document with errors and
// warnings in both views, the file dialog, the two questions (discard unsaved work, save a
// document with errors) and the confirmation after a save. The states run in this order, each
// from where the one before left the page.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AreaState } from '../support/area-states';
import type { ConsoleUnderTest } from '../support/console-page';

const messageBoxButton =
  (name: RegExp) =>
  ({ page }: ConsoleUnderTest) =>
    page.locator('.el-message-box').getByRole('button', { name }).click();

export const states: AreaState[] = [
  {
    name: 'document with errors',
    reach: async ({ page }) => {
      await page.getByTestId('start-licensevendor-wharf').click();
      await page.getByTestId('field-licensevendor.url').locator('input').fill('');
      await page.getByTestId('finding-error').first().waitFor();
    },
  },
  {
    name: 'file dialog open',
    reach: async ({ page }) => {
      await page.getByTestId('open-file').click();
      await page.getByTestId('current-folder').filter({ hasText: /./ }).waitFor();
    },
    leave: async ({ page }) => {
      await page.keyboard.press('Escape');
      await page.getByTestId('file-dialog').waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'asking before discarding unsaved work',
    reach: async ({ page }) => {
      await page.getByTestId('close-document').click();
      await page.locator('.el-message-box').waitFor();
    },
    leave: async (ui) => {
      await messageBoxButton(/Cancel|取消/)(ui);
      await ui.page.locator('.el-message-box').waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'asking before saving a document with errors',
    reach: async ({ page }) => {
      await page.getByTestId('save-file').click();
      await page.getByTestId('typed-path').fill(join(mkdtempSync(join(tmpdir(), 'site-console-a11y-')), 'config.json'));
      await page.getByTestId('file-dialog-confirm').click();
      await page.locator('.el-message-box').waitFor();
      await page.getByTestId('file-dialog').waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'saved, with the confirmation shown',
    reach: async (ui) => {
      await messageBoxButton(/Save anyway|仍然保存/)(ui);
      await ui.page.locator('.el-message--success').waitFor();
      await ui.page.locator('.el-message-box').waitFor({ state: 'hidden' });
    },
    leave: async ({ page }) => {
      await page.getByTestId('close-document').click();
      await page.getByTestId('config-start').waitFor();
      // The notice stays for four seconds and fades: half faded, it would be checked with the next area.
      await page.locator('.el-message').waitFor({ state: 'detached', timeout: 10_000 });
    },
  },
];
