// The configuration area: its start page (the state it opens in), a document with errors and
// warnings in both views, the file dialog, and the question before unsaved work is discarded.
import type { AreaState } from '../support/area-states';

export const states: AreaState[] = [
  {
    name: 'document with errors',
    reach: async ({ page }) => {
      await page.getByTestId('start-licensevendor-wharf').click();
      await page.getByTestId('field-licensevendor.url').locator('input').fill('');
      await page.getByTestId('field-wharf.topology').waitFor();
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
    leave: async ({ page }) => {
      await page.locator('.el-message-box').getByRole('button', { name: /Discard|放弃/ }).click();
      await page.getByTestId('config-start').waitFor();
      await page.locator('.el-message-box').waitFor({ state: 'hidden' });
    },
  },
];
