// The Site view lists every service of the demo site, the authorization service included, and its
// "Use for license check" hands the License view a selfhosted document at that service, with the
// tenant the demo licenses are issued to: initialize and a demo key then work with nothing typed
// but the key. In both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/api';
import { chooseLanguage } from './support/areas';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

const NAMES: Record<Language, string[]> = {
  en: [
    'Gateway',
    'Organization service (E1)',
    'Elevator application (E2)',
    'Intermediary',
    'Common service (E4)',
    'Authorization service (self-hosted licensing)',
  ],
  'zh-CN': ['网关', '组织服务（E1）', '电梯应用（E2）', '中间件', '公共服务（E4）', '授权服务（自建授权）'],
};

describe.each<Language>(['en', 'zh-CN'])("the demo site's services (%s)", (language) => {
  let ui: ConsoleUnderTest;
  beforeAll(async () => {
    ui = await openConsole();
    await ui.page.setViewportSize({ width: 1366, height: 900 });
    await chooseLanguage(ui.page, language);
  });
  afterAll(async () => {
    await ui?.close();
  });

  it('lists every service with its address, the authorization service included', async () => {
    const { page } = ui;
    await page.getByTestId('demo-start').click();
    await page.getByTestId('person-view').waitFor();
    await page.getByTestId('nav-site').click();
    const services = page.getByTestId('demo-services');
    await services.waitFor();
    expect(await services.locator('tbody th').allTextContents()).toEqual(NAMES[language]);
    const addresses = await services.locator('tbody code').allTextContents();
    expect(addresses).toHaveLength(6);
    for (const address of addresses) expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
    // Only the authorization service has the action, and it is named by its column.
    expect(await services.getByTestId('demo-use-for-license').count()).toBe(1);
    expect(await page.getByTestId('demo-service-authorization').getByRole('button').textContent()).toContain(
      language === 'en' ? 'Use for license check' : '用于授权检查',
    );
  });

  it('"Use for license check" fills a selfhosted document that initializes and activates a demo key', async () => {
    const { page } = ui;
    const address = (await page.getByTestId('demo-service-authorization').locator('code').textContent()) ?? '';
    await page.getByTestId('demo-use-for-license').click();
    await page.getByTestId('license-view').waitFor();
    expect(await page.getByTestId('license-source').textContent()).toContain(
      language === 'en' ? 'The demo site’s authorization service' : '演示站点的授权服务',
    );
    await page.getByTestId('license-initialize').click();
    const state = (): Promise<string | null> => page.getByTestId('license-state').getAttribute('data-state');
    await expect.poll(state, { timeout: 20_000 }).toBe('initialized');
    // The pre-flight reached the demo's service (no placeholder left).
    // Every step passes: TCP connect, the service answering, and its clock (clock.server).
    const steps = page.getByTestId('license-preflight').locator('li');
    expect(await steps.count()).toBe(3);
    expect(await page.getByTestId('license-preflight').locator('li[data-verdict="pass"]').count()).toBe(3);
    expect(await page.getByTestId('license-preflight').textContent()).toContain(new URL(address).port);
    await page.getByTestId('license-key').fill('DEMO-NORTH-FULL-2099');
    await page.getByTestId('license-key').press('Enter');
    await expect.poll(state, { timeout: 20_000 }).toBe('activated');
  });
});
