// Route parity with its side-by-side result shown.
import type { AreaState } from '../support/area-states';
import { ensureDemoSite } from '../support/demo-site';

export const states: AreaState[] = [
  {
    name: 'a parity result on every route',
    reach: async (ui) => {
      await ensureDemoSite(ui);
      await ui.page.getByTestId('parity-person').fill('P1001');
      await ui.page.getByTestId('parity-run').click();
      await ui.page.getByTestId('parity-personDetail').waitFor();
    },
  },
];
