// Help with the keyboard alone, in each language: open it from the navigation, search a code and a
// Chinese word, open a guide page; then make two real failures on the demo site (a person it does
// not know, an activation it refuses), follow "What does this mean?" to the code's entry in the
// UI's language, and come back (Help's Back, the browser's back) with focus on the link followed.
// axe audits every state Help shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Language } from '../../shared/api';
import { catalogueEntry } from '../../shared/catalogue';
import { chooseLanguage, settled } from './support/areas';
import { describeViolations, runAxe } from './support/axe';
import { openConsole, type ConsoleUnderTest } from './support/console-page';
import { ensureDemoSite } from './support/demo-site';

const WORDS: Record<Language, { title: string; page: string; floors: RegExp }> = {
  en: { title: 'Help', page: 'Look up a person and give a visitor floors', floors: /Find a floor/ },
  'zh-CN': { title: '帮助', page: '查询人员，为访客分配楼层', floors: /查找楼层/ },
};

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 60, key = 'Tab'): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${limit} presses of ${key} never reached ${selector}`);
}

const focusedMatches = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

async function expectAccessible(page: Page, state: string): Promise<void> {
  await settled(page);
  expect(describeViolations(state, await runAxe(page))).toEqual([]);
}

describe.each<Language>(['en', 'zh-CN'])('Help (%s)', (language) => {
  const words = WORDS[language];
  let ui: ConsoleUnderTest;
  beforeAll(async () => {
    ui = await openConsole();
    await ui.page.setViewportSize({ width: 1366, height: 900 });
    await chooseLanguage(ui.page, language);
    await ensureDemoSite(ui);
  });
  afterAll(async () => {
    await ui?.close();
  });

  it('opens from the navigation, searches a code and a Chinese word, and opens a page', async () => {
    const { page } = ui;
    await page.locator('body').focus();
    await tabTo(page, '[data-testid="nav-help"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('help-view').waitFor();
    expect(await page.locator('#help-title').textContent()).toBe(words.title);
    // The first page of the guide, in the UI's language.
    expect(await page.getByTestId('help-guide-page').getAttribute('data-page')).toBe('first-visit');
    expect(await page.getByTestId('help-guide-page').getAttribute('lang')).toBe(language);
    await expectAccessible(page, 'help as opened');

    // A code, typed whole: its entry is the first result; Enter opens it, focus on its heading.
    await tabTo(page, '[data-testid="help-search"]');
    await page.keyboard.type('LICENSE_EXPIRED');
    await expect.poll(() => page.getByTestId('help-result').first().getAttribute('data-id')).toBe('LICENSE_EXPIRED');
    await expectAccessible(page, 'help with results for a code');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('help-code-entry').getAttribute('data-code')).toBe('LICENSE_EXPIRED');
    await expect.poll(() => focusedMatches(page, '[data-testid="help-article-heading"]')).toBe(true);
    const expired = catalogueEntry('LICENSE_EXPIRED');
    expect(await page.getByTestId('help-code-words').textContent()).toBe(expired?.words[language].replace(/\{\w+\}/g, '…'));
    await expectAccessible(page, 'help showing a code');

    // A Chinese word found inside longer runs (楼层 in 访客楼层): the page about floors is among the results.
    await tabTo(page, '[data-testid="help-search"]', 60, 'Shift+Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('楼层');
    await expect.poll(() => page.locator('[data-testid="help-result"][data-id="visitor-floors"]').count()).toBe(1);
    await expectAccessible(page, 'help with results for a Chinese word');
    await tabTo(page, '[data-testid="help-result"][data-id="visitor-floors"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('help-guide-page').getAttribute('data-page')).toBe('visitor-floors');
    await expect.poll(() => focusedMatches(page, '[data-testid="help-guide-page"] h3')).toBe(true);
    expect(await page.locator('[data-testid="help-guide-page"] h3').textContent()).toBe(words.page);
    expect(await page.getByTestId('help-guide-page').textContent()).toMatch(words.floors);
    // Its screenshot is the console's own, bundled: it loads from the console, nothing remote.
    const image = page.locator('[data-testid="help-guide-page"] img').first();
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))
      .toBe(true);
    expect(ui.requests.every((url) => url.startsWith(ui.web.url.slice(0, ui.web.url.indexOf('/', 8))) || url.startsWith('data:'))).toBe(
      true,
    );
    await expectAccessible(page, 'help showing a page');

    // A link between pages opens the other page in Help.
    await tabTo(page, '[data-testid="help-guide-page"] a[data-guide-page="when-a-call-fails"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('help-guide-page').getAttribute('data-page')).toBe('when-a-call-fails');
  });

  it('explains an unknown person, and Back returns focus to the link followed', async () => {
    const { page } = ui;
    await tabTo(page, '[data-testid="nav-person"]', 80, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByTestId('person-view').waitFor();
    await tabTo(page, '[data-testid="person-id"]');
    await page.keyboard.type('NOBODY-42');
    await page.keyboard.press('Enter');
    await page.getByTestId('person-error').waitFor();
    await tabTo(page, '[data-testid="error-explain"]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-code'))).toBe('PERSON_NOT_FOUND');
    await page.keyboard.press('Enter');

    // The site's own code, in the UI's language, with the guide page about it.
    const entry = page.getByTestId('help-code-entry');
    await expect.poll(() => entry.getAttribute('data-code')).toBe('PERSON_NOT_FOUND');
    expect(await entry.getAttribute('data-source')).toBe('site');
    expect(page.url()).toContain('#/help/site-code/PERSON_NOT_FOUND');
    await expect.poll(() => focusedMatches(page, '[data-testid="help-article-heading"]')).toBe(true);
    expect(await page.getByTestId('help-code-words').textContent()).toBe(
      catalogueEntry('PERSON_NOT_FOUND')?.words[language].replace(/\{\w+\}/g, '…'),
    );
    expect(await page.getByTestId('help-code-guide').getAttribute('data-page')).toBe('visitor-floors');
    await expectAccessible(page, 'help explaining PERSON_NOT_FOUND');

    await tabTo(page, '[data-testid="help-back"]', 60, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByTestId('person-view').waitFor();
    await expect.poll(() => focusedMatches(page, '[data-testid="error-explain"][data-code="PERSON_NOT_FOUND"]')).toBe(true);
    // What was typed and answered is still there.
    expect(await page.getByTestId('person-id').inputValue()).toBe('NOBODY-42');
  });

  it("explains a refused activation, and the browser's back returns focus to the link followed", async () => {
    const { page } = ui;
    await tabTo(page, '[data-testid="nav-site"]', 80, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByTestId('demo-services').waitFor();
    await tabTo(page, '[data-testid="demo-use-for-license"]', 80);
    await page.keyboard.press('Enter');
    await page.getByTestId('license-view').waitFor();
    await tabTo(page, '[data-testid="license-initialize"]', 80);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('license-state').getAttribute('data-state'), { timeout: 20_000 }).toBe('initialized');
    await tabTo(page, '[data-testid="license-key"]', 80);
    await page.keyboard.type('DEMO-NORTH-EXPIRED');
    await page.keyboard.press('Enter');
    const refused = page.getByTestId('license-activate-error');
    await refused.waitFor();
    // The refusal takes focus (it blocks the next step); the explanation is the next Tab stop in it.
    await expect.poll(() => refused.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await tabTo(page, '[data-testid="license-activate-error"] [data-testid="error-explain"]', 5);
    await page.keyboard.press('Enter');

    const entry = page.getByTestId('help-code-entry');
    await expect.poll(() => entry.getAttribute('data-code')).toBe('LICENSE_EXPIRED');
    expect(await entry.getAttribute('data-source')).toBe('console');
    expect(await page.getByTestId('help-code-guide').getAttribute('data-page')).toBe('license');
    await expectAccessible(page, 'help explaining LICENSE_EXPIRED');

    await page.goBack();
    await page.getByTestId('license-view').waitFor();
    await expect.poll(() => focusedMatches(page, '[data-testid="license-activate-error"] [data-testid="error-explain"]')).toBe(true);
  });
});
