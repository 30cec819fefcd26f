// The License view: a licensevendor document asking for the vendor library, an initialize refused
// for want of one, a selfhosted document initialized with its pre-flight checklist (its service is
// not there: the checklist shows a failure), an activation refused in words and one key checked.
// The last state unloads the document, so that the next language starts from the same place.
import type { AreaState } from '../support/area-states';
import type { ConsoleUnderTest } from '../support/console-page';

async function chooseTemplate({ page }: ConsoleUnderTest, id: string): Promise<void> {
  await page.getByTestId('license-template').click();
  await page.getByTestId(`license-template-${id}`).click();
  await page.getByTestId('license-provider').waitFor();
  // The option list closes with an animation; the page is checked without it.
  await page.locator('.el-select-dropdown').first().waitFor({ state: 'hidden' });
}

export const states: AreaState[] = [
  {
    name: 'a licensevendor document, asking for the vendor library',
    reach: async (ui) => {
      await chooseTemplate(ui, 'licensevendor-wharf');
      await ui.page.getByTestId('license-initialize').waitFor();
    },
  },
  {
    name: 'initialize refused, in words',
    reach: async ({ page }) => {
      await page.getByTestId('license-initialize').click();
      await page.getByTestId('bridge-error').first().waitFor();
    },
  },
  {
    name: 'a selfhosted document initialized, with its pre-flight checklist',
    reach: async (ui) => {
      await chooseTemplate(ui, 'selfhosted-floating');
      await ui.page.getByTestId('license-initialize').click();
      await ui.page.locator('[data-testid="license-state"][data-state="initialized"]').waitFor();
      await ui.page.getByTestId('license-preflight').waitFor();
    },
  },
  {
    name: 'an activation refused, in words',
    reach: async ({ page }) => {
      await page.getByTestId('license-key').fill('DEMO-NOT-A-KEY');
      await page.getByTestId('license-key').press('Enter');
      await page.getByTestId('bridge-error').first().waitFor();
    },
  },
  {
    name: 'one key checked',
    reach: async ({ page }) => {
      await page.getByTestId('license-any-key').fill('door.unlock');
      await page.getByTestId('license-any-key').press('Enter');
      await page.getByTestId('license-single').waitFor();
    },
    leave: async ({ page }) => {
      await page.getByTestId('license-unload').click();
      await page.locator('[data-testid="license-state"][data-state="uninitialized"]').waitFor();
    },
  },
];
