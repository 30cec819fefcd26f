// Help with search results (a code and a Chinese word), a code's entry, and an unknown code.
import type { AreaState } from '../support/area-states';

export const states: AreaState[] = [
  {
    name: 'results for a Chinese word',
    reach: async (ui) => {
      await ui.page.getByTestId('help-search').fill('楼层');
      await ui.page.getByTestId('help-result').first().waitFor();
    },
    leave: async (ui) => {
      await ui.page.getByTestId('help-search').fill('');
    },
  },
  {
    name: "a code's entry",
    reach: async (ui) => {
      await ui.page.evaluate(() => (window.location.hash = '#/help/code/HTTP_TLS_UNTRUSTED'));
      await ui.page.locator('[data-testid="help-code-entry"][data-code="HTTP_TLS_UNTRUSTED"]').waitFor();
    },
  },
  {
    name: 'a code the console does not have',
    reach: async (ui) => {
      await ui.page.evaluate(() => (window.location.hash = '#/help/code/PERSON_NOT_FOUNDD'));
      await ui.page.getByTestId('help-code-unknown').waitFor();
    },
  },
];
