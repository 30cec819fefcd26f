// The site views on the second pass (issue 33), in real Chromium over the web transport, against
// the demo site: each flow runs twice (once in English, once in Chinese; the batch twice in each),
// the active profile is switched and the page reloaded mid-way, and the console restarts over the
// same data directory once in each language. After every action axe finds nothing and focus is on
// something, never on the page's <body>.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage } from './support/areas';
import { describeViolations, runAxe } from './support/axe';
import { openConsole, type ConsoleUnderTest } from './support/console-page';
import { ensureDemoSite } from './support/demo-site';

const WORDS = {
  en: { demo: 'Demo site (reference site on this laptop)', direct: '(Direct)' },
  'zh-CN': { demo: '演示站点（本机上的参考站点）', direct: '（直连）' },
} as const;

describe('the site views on the second pass', () => {
  let ui: ConsoleUnderTest;
  let plainId = '';
  const dir = mkdtempSync(join(tmpdir(), 'site-console-second-pass-'));
  const csv = join(dir, 'visitors.csv');
  const dataDir = mkdtempSync(join(tmpdir(), 'site-console-second-pass-data-'));

  beforeAll(async () => {
    ui = await openConsole({ locale: 'en-US', dataDir });
    await ensureDemoSite(ui);
    const state = await ui.runtime.dispatch('site:profiles', {}, { transport: 'web' });
    if (!state.ok) throw new Error(JSON.stringify(state.error));
    const url = (name: string): string =>
      (state.value as { demo: { services: { name: string; url: string }[] } }).demo.services.find((s) => s.name === name)?.url ?? '';
    // The demo's services without its gateway and intermediary: a profile that offers the direct route only.
    const profile = {
      profileVersion: 1,
      name: 'Plain direct',
      services: { organization: url('organization'), elevator: url('elevator') },
      defaultRoute: 'direct',
      auth: { type: 'none' },
      timeouts: { connectMs: 3000, requestMs: 10000 },
    };
    const saved = await ui.runtime.dispatch('site:saveProfile', { id: null, profile }, { transport: 'web' });
    if (!saved.ok) throw new Error(JSON.stringify(saved.error));
    plainId = (saved.value as { id: string }).id;
    writeFileSync(csv, 'visitorId,floorIds\nV2001,A-01\nV2002,B-01\n');
  });
  afterAll(async () => {
    await ui?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** After an action: focus is on an element, not the page, and axe finds nothing. */
  async function checked(page: Page, view: string): Promise<void> {
    const focused = () =>
      page.evaluate(() =>
        document.activeElement === null || document.activeElement === document.body
          ? 'body'
          : document.activeElement.outerHTML.slice(0, 80),
      );
    await expect.poll(focused, { message: `${view}: focus fell to the page` }).not.toBe('body');
    expect(describeViolations(view, await runAxe(page))).toEqual([]);
  }

  const go = async (page: Page, hash: string, testid: string): Promise<void> => {
    await page.goto(`${ui.web.origin}/#/${hash}`);
    await page.getByTestId(testid).waitFor();
  };

  for (const language of ['en', 'zh-CN'] as const) {
    const words = WORDS[language];

    it(`checks, looks up, switches profile and reloads, in ${language}`, async () => {
      const { page } = ui;
      await page.setViewportSize({ width: 1366, height: 768 });
      await chooseLanguage(page, language);
      await ui.runtime.dispatch('site:activateProfile', { id: 'demo-site' }, { transport: 'web' });

      // Person lookup with the demo profile, over the gateway.
      await go(page, 'person', 'person-view');
      await page.getByTestId('person-route-gateway').click();
      await page.getByTestId('person-id').fill('P1001');
      await page.getByTestId('person-id').press('Enter');
      await expect.poll(() => page.getByTestId('person-name').textContent()).toBe('Li Wei');
      expect(await page.getByTestId('person-made-with').textContent()).toContain(words.demo);
      await checked(page, `person (${language})`);
      // A site's "no such person" names the route in the UI's language.
      await page.getByTestId('person-route-direct').click();
      await page.getByTestId('person-id').fill('NOBODY');
      await page.getByTestId('person-id').press('Enter');
      await expect.poll(() => page.getByTestId('person-error').first().textContent()).toContain(words.direct);
      await page.getByTestId('person-route-gateway').click();
      await page.getByTestId('person-id').fill('P1001');
      await page.getByTestId('person-id').press('Enter');
      await expect.poll(() => page.getByTestId('person-name').textContent()).toBe('Li Wei');

      // The connectivity check: named for its profile, focused, its words whole.
      await go(page, 'site', 'site-profiles');
      await page.getByTestId('site-check').click();
      await page.getByTestId('site-check-heading').waitFor();
      expect(await page.getByTestId('site-check-heading').textContent()).toContain(words.demo);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('site-check-heading');
      const cut = await page
        .locator('[data-testid="site-probes"] .el-tag')
        .evaluateAll((tags) =>
          tags.filter((t) => t.scrollWidth > t.clientWidth + 1 || t.scrollHeight > t.clientHeight + 1).map((t) => t.textContent),
        );
      expect(cut).toEqual([]);
      await checked(page, `site check (${language})`);

      // Another profile made active: the check is marked, focus goes to what happened.
      await page.getByTestId(`profile-activate-${plainId}`).click();
      await page.getByTestId('site-check-stale').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('site-notice');
      await checked(page, `site, another profile active (${language})`);

      // The person answer is marked too, and the gateway is no longer offered.
      await go(page, 'person', 'person-view');
      await page.getByTestId('person-stale-profile').waitFor();
      await expect.poll(() => page.getByTestId('person-route-gateway').count()).toBe(0);
      await page.getByTestId('person-id').focus();
      await checked(page, `person, another profile active (${language})`);

      // F5: the page remembers nothing; what it shows comes from main.
      await page.reload();
      await page.getByTestId('person-view').waitFor();
      expect(await page.getByTestId('person-result').count()).toBe(0);
      await expect.poll(() => page.getByTestId('person-route-gateway').count()).toBe(0);
      await go(page, 'site', 'site-profiles');
      await expect.poll(() => page.getByTestId('profile-active').count()).toBe(1);
      expect(await page.getByTestId(`profile-activate-${plainId}`).count()).toBe(0);
      await page.getByTestId('profile-activate-demo-site').click();
      await expect.poll(() => page.getByTestId('profile-activate-demo-site').count()).toBe(0);
      await checked(page, `site, demo active again (${language})`);
    });

    it(`chooses floors under a filter truthfully, in ${language}`, async () => {
      const { page } = ui;
      await go(page, 'visitor-access', 'visitor-access-view');
      await page.getByTestId('visitor-id').fill('V2001');
      await page.getByTestId('visitor-source-host').click();
      await page.getByTestId('visitor-host-id').fill('P1017');
      await page.getByTestId('visitor-host-id').press('Enter');
      await page.getByTestId('floor-list').waitFor();
      await page.getByTestId('floors-filter').fill('负一层');
      const box = page.getByTestId('select-all-B-A').locator('input');
      await box.click();
      expect(await box.evaluate((b: HTMLInputElement) => ({ checked: b.checked, indeterminate: b.indeterminate }))).toEqual({
        checked: false,
        indeterminate: true,
      });
      await checked(page, `visitor access, filtered (${language})`);
    });

    it(`runs a batch twice, and reloads between, in ${language}`, async () => {
      const { page } = ui;
      for (const pass of [1, 2, 3]) {
        if (pass === 3) await page.reload();
        await go(page, 'batch', 'batch-view');
        if (pass !== 2) {
          await page.getByTestId('batch-path').fill(csv);
          await page.getByTestId('batch-preview').click();
          await page.getByTestId('batch-preview-result').waitFor();
        }
        await page.getByTestId('batch-start').click();
        await page.getByTestId('batch-summary').waitFor();
        await expect.poll(() => page.getByTestId('batch-start').isEnabled()).toBe(true);
        await checked(page, `batch, run ${pass} (${language})`);
      }
    });

    it(`lays the call log out readably at 1366 and 1024 px, in ${language}`, async () => {
      const { page } = ui;
      await page.setViewportSize({ width: 1366, height: 768 });
      await go(page, 'site-calls', 'site-calls');
      await expect.poll(() => page.locator('[data-testid="site-calls"] tbody tr.el-table__row').count()).toBeGreaterThan(2);
      // No header broken inside a word or cut; the copy button whole in its cell.
      const headers = await page.locator('[data-testid="site-calls"] thead th .cell').evaluateAll((cells) =>
        cells
          .filter((c) => !c.querySelector('.sc-visually-hidden'))
          .map((c) => ({
            text: c.textContent,
            over: c.scrollWidth > c.clientWidth + 1,
            lines: Math.round(c.getBoundingClientRect().height / parseFloat(getComputedStyle(c).lineHeight)),
          })),
      );
      for (const header of headers) expect(header, JSON.stringify(header)).toMatchObject({ over: false });
      const copy = await page
        .locator('[data-testid^="site-call-copy-curl-"]')
        .first()
        .evaluate((b) => {
          const cell = b.closest('td')?.getBoundingClientRect();
          const own = b.getBoundingClientRect();
          return cell ? own.right <= cell.right && own.left >= cell.left : false;
        });
      expect(copy).toBe(true);
      await page.getByTestId('site-calls-text').focus();
      await checked(page, `call log at 1366 px (${language})`);
      await page.setViewportSize({ width: 1024, height: 600 });
      const heights = await page
        .locator('[data-testid="site-calls"] tbody tr.el-table__row')
        .evaluateAll((rows) => rows.slice(0, 5).map((r) => r.getBoundingClientRect().height));
      for (const height of heights) expect(height).toBeLessThan(120);
      await page.setViewportSize({ width: 1366, height: 768 });
    });

    it(`restarts the console and shows only what the new one holds, in ${language}`, async () => {
      // An answer on screen before the restart.
      await go(ui.page, 'person', 'person-view');
      await ui.page.getByTestId('person-id').fill('P1001');
      await ui.page.getByTestId('person-id').press('Enter');
      await expect.poll(() => ui.page.getByTestId('person-name').textContent()).toBe('Li Wei');

      await ui.close();
      ui = await openConsole({ locale: 'en-US', dataDir });
      const { page } = ui;
      await page.setViewportSize({ width: 1366, height: 768 });
      await chooseLanguage(page, language);
      // Main is the source of truth: the profiles, the active one and the demo site as it says.
      const read = await ui.runtime.dispatch('site:profiles', {}, { transport: 'web' });
      if (!read.ok) throw new Error(JSON.stringify(read.error));
      const state = read.value as { activeId: string | null; profiles: { id: string }[]; demo: { running: boolean } };
      await go(page, 'site', 'site-profiles');
      await expect.poll(() => page.getByTestId('profile-active').count()).toBe(state.activeId ? 1 : 0);
      if (state.activeId) expect(await page.getByTestId(`profile-activate-${state.activeId}`).count()).toBe(0);
      expect(state.profiles.map((p) => p.id)).toContain(plainId);
      expect(await page.getByTestId(`profile-activate-${plainId}`).count()).toBe(state.activeId === plainId ? 0 : 1);
      expect(await page.getByTestId('demo-running').count()).toBe(state.demo.running ? 1 : 0);
      expect(await page.getByTestId('site-check-heading').count()).toBe(0);

      // The answer of the old console is gone; asked again of the new one, it comes from it.
      await ensureDemoSite(ui);
      await go(page, 'person', 'person-view');
      expect(await page.getByTestId('person-result').count()).toBe(0);
      await page.getByTestId('person-id').fill('P1001');
      await page.getByTestId('person-id').press('Enter');
      await expect.poll(() => page.getByTestId('person-name').textContent()).toBe('Li Wei');
      expect(await page.getByTestId('person-made-with').textContent()).toContain(words.demo);
      await checked(page, `person after the restart (${language})`);
      await go(page, 'site', 'site-profiles');
      await page.getByTestId('site-check').click();
      await page.getByTestId('site-check-heading').waitFor();
      expect(await page.getByTestId('site-check-heading').textContent()).toContain(words.demo);
      await checked(page, `site check after the restart (${language})`);
    });
  }
});
