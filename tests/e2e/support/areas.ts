// The console's areas as the running router knows them, and the moves between them that every
// area-wide test needs.
import type { Page } from 'playwright-core';
import type { Language } from '../../../shared/api';

/** An area of the router: its name and path. */
export interface AreaRoute {
  name: string;
  path: string;
}

/**
 * The router's areas (the routes that carry a navigation title, i.e. `areas` of
 * renderer/router.ts), read from the app in the page: router.ts cannot be evaluated in Node, where
 * hash history has no window.
 */
export async function routerAreas(page: Page): Promise<AreaRoute[]> {
  await page.locator('main').waitFor();
  return page.evaluate(() => {
    type Routes = Array<{ name?: unknown; path: string; meta: Record<string, unknown> }>;
    const app = (
      document.querySelector('#app') as { __vue_app__?: { config: { globalProperties: { $router: { getRoutes(): Routes } } } } } | null
    )?.__vue_app__;
    if (!app) throw new Error('the console app is not mounted on #app');
    return app.config.globalProperties.$router
      .getRoutes()
      .filter((r) => typeof r.meta.titleKey === 'string')
      .map((r) => ({ name: String(r.name), path: r.path }));
  });
}

/** Opens an area by its address and waits until its view has rendered and its first calls settled. */
export async function visitArea(page: Page, area: AreaRoute): Promise<void> {
  await page.evaluate((path) => {
    window.location.hash = `#${path}`;
  }, area.path);
  await page.waitForFunction(
    (path) => window.location.hash === `#${path}` && document.querySelector('main section, main [data-testid]') !== null,
    area.path,
  );
  await settled(page);
}

/**
 * Waits until the main region has stopped changing for a moment: the view's first bridge calls
 * have answered and rendered. (The page never goes network-idle: the event stream stays open.)
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as { lastMain?: string; sameSince?: number };
      const now = document.querySelector('main')?.innerHTML ?? '';
      if (now !== w.lastMain) {
        w.lastMain = now;
        w.sameSince = performance.now();
        return false;
      }
      return performance.now() - (w.sameSince ?? 0) > 300;
    },
    undefined,
    { polling: 100 },
  );
}

/** Switches the console's language with its own switch and waits until the page speaks it. */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.getByTestId(`language-${language}`).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}
