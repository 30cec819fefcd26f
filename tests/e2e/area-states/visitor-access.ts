// Visitor access (L2) with a floor list to pick from, a grant written, a grant the site refused,
// and the chain picture of that refusal.
import type { AreaState } from '../support/area-states';
import { ensureDemoSite } from '../support/demo-site';

export const states: AreaState[] = [
  {
    name: 'floors to pick, one granted',
    reach: async (ui) => {
      await ensureDemoSite(ui);
      await ui.page.getByTestId('visitor-id').fill('V2001');
      await ui.page.getByTestId('visitor-load-floors').click();
      await ui.page.getByTestId('floor-list').waitFor();
      const floor = ui.page.locator('[data-testid^="floor-"]:not([data-testid="floor-list"]) input').first();
      await floor.focus();
      await floor.press('Space');
      await ui.page.getByTestId('visitor-submit').click();
      await ui.page.getByTestId('visitor-result').waitFor();
    },
  },
  {
    name: 'a grant the site refused',
    reach: async (ui) => {
      await ui.page.getByTestId('visitor-id').fill('V-NOBODY');
      // The area keeps its choices across visits (a walk in the other language may have ticked it).
      if (!(await ui.page.getByTestId('visitor-no-floors').locator('input').isChecked()))
        await ui.page.getByTestId('visitor-no-floors').click();
      await ui.page.getByTestId('visitor-submit').click();
      await ui.page.getByTestId('site-call-record').filter({ hasText: 'V-NOBODY' }).waitFor();
    },
  },
  {
    name: 'the chain of the refused grant',
    reach: async (ui) => {
      await ui.page.getByTestId('visitor-chain').click();
      await ui.page.getByTestId('chain-picture').waitFor();
    },
  },
];
