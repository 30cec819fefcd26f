// Person lookup (L1) with a person's details and floors shown, and with a lookup the site refused.
import type { AreaState } from '../support/area-states';
import { ensureDemoSite } from '../support/demo-site';

export const states: AreaState[] = [
  {
    name: 'a person with their floors',
    reach: async (ui) => {
      await ensureDemoSite(ui);
      await ui.page.getByTestId('person-id').fill('P1001');
      await ui.page.getByTestId('person-lookup').click();
      await ui.page.getByTestId('person-name').waitFor();
    },
  },
  {
    name: 'an unknown person, in words',
    reach: async (ui) => {
      await ui.page.getByTestId('person-id').fill('NOBODY');
      await ui.page.getByTestId('person-lookup').click();
      await ui.page.getByTestId('person-error').waitFor();
    },
  },
];
