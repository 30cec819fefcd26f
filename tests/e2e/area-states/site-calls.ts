// The site call log with calls in it (the site areas before it in the router made some).
import type { AreaState } from '../support/area-states';
import { settled } from '../support/areas';
import { ensureDemoSite } from '../support/demo-site';

/** A call made, and the log refreshed to show it. */
const withCalls: AreaState['reach'] = async (ui) => {
  await ensureDemoSite(ui);
  await ui.runtime.dispatch('site:person', { personId: 'P1001' }, { transport: 'web' });
  await ui.page.getByTestId('site-calls-refresh').click();
  await ui.page.getByTestId('site-calls').locator('tbody tr').first().waitFor();
  // The rows of the view's own first load are already there: wait for the refresh to render
  // too, or its rows replace the ones a keyboard walk has just counted.
  await settled(ui.page);
};

export const states: AreaState[] = [
  {
    name: 'with calls listed',
    reach: withCalls,
  },
  {
    name: 'with a call copied as cURL',
    reach: async (ui) => {
      await withCalls(ui);
      await ui.page.locator('[data-testid^="site-call-copy-curl-"]').first().click();
      await ui.page.getByTestId('site-calls-curl-line').waitFor();
    },
  },
];
