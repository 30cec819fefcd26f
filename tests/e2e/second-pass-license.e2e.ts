// The License view on the second pass (issue 33), in real Chromium, in both languages: the flow
// run twice, a reload in the middle, a refused key then a good one. After every action the page
// passes axe and focus is on a control, never on <body>. What the view says after the reload comes
// from main: the document main holds and its state; the second initialize takes the kept activation
// back without claiming a restart; the old error is gone from the alert region once a key works.
// Then the console restarts over the same data directory: the view says what the new console holds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/api';
import { startSite, type RunningSite } from '../../sim/index';
import { chooseLanguage } from './support/areas';
import { runAxe } from './support/axe';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const WORDS = {
  en: { restored: 'kept for this document', held: 'The console holds', noDocument: 'No document yet' },
  'zh-CN': { restored: '为此文档保存的激活记录', held: '控制台持有', noDocument: '还没有文档' },
} as const;

describe.each<Language>(['en', 'zh-CN'])('License view, second pass (%s)', (language) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-console-second-license-'));
  let ui: ConsoleUnderTest;
  beforeAll(async () => {
    ui = await openConsole({ dataDir });
    await ui.page.setViewportSize({ width: 1366, height: 768 });
    await chooseLanguage(ui.page, language);
  });
  afterAll(async () => {
    await ui?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** axe finds nothing, and focus is on a control, not on the page. */
  async function checked(action: string): Promise<void> {
    expect(await runAxe(ui.page), action).toEqual([]);
    expect(
      await ui.page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body),
      `focus after ${action}`,
    ).toBe(true);
  }

  const state = (): Promise<string | null> => ui.page.getByTestId('license-state').getAttribute('data-state');

  async function takeDocument(): Promise<void> {
    const { page } = ui;
    await page.getByTestId('nav-config').click();
    // The start page shows when no document is open; otherwise the editor does. Wait for one of them, then decide.
    const start = page.getByTestId('start-selfhosted-wharf');
    await start.or(page.getByTestId('field-selfhosted.baseUrl')).first().waitFor();
    if (await start.count()) await start.click();
    await page.getByTestId('field-selfhosted.baseUrl').locator('input').fill(site.authorizationBaseUrl);
    await expect.poll(() => page.locator('.cm-content').textContent()).toContain(site.authorizationBaseUrl);
    await page.getByTestId('use-for-license').click();
    await page.getByTestId('license-view').waitFor();
  }

  async function activate(key: string): Promise<void> {
    await ui.page.getByTestId('license-key').fill(key);
    await ui.page.getByTestId('license-key').press('Enter');
  }

  it('runs the flow twice with a reload in the middle, and says only what holds', async () => {
    const { page } = ui;
    for (const pass of [1, 2]) {
      await takeDocument();
      await page.getByTestId('license-initialize').click();
      await expect.poll(state).toMatch(/^(initialized|activated)$/);
      await checked(`initialize, pass ${pass}`);
      if (pass === 1) {
        expect(await state()).toBe('initialized');
        await activate('DEMO-NORTH-EXPIRED');
        await page.getByTestId('license-activate-error').waitFor();
        await checked('a refused key');
        await activate('DEMO-NORTH-FULL-2099');
        await expect.poll(state).toBe('activated');
        await checked('activate');
        // The refused key's error is gone, from the view and from the alert region (C6).
        expect(await page.getByTestId('license-activate-error').count()).toBe(0);
        expect(await page.getByTestId('live-alert').textContent()).toBe('');

        // A reload: the page forgets, main does not (M9).
        await page.reload();
        await page.getByTestId('license-view').waitFor();
        await page.getByTestId('license-held').waitFor();
        expect(await page.getByTestId('license-held').textContent()).toContain(WORDS[language].held);
        await expect.poll(state).toBe('activated');
        expect(await page.getByTestId('license-no-document').count()).toBe(0);
        await page.getByTestId('license-check-all').click();
        await page.getByTestId('license-summary').waitFor();
        await checked('check all after the reload');
      } else {
        // The same document again: its kept activation is taken back, and no restart is claimed (M5).
        await expect.poll(state).toBe('activated');
        const restored = (await page.getByTestId('license-restored').textContent()) ?? '';
        expect(restored).toContain(WORDS[language].restored);
        expect(restored).not.toMatch(/restart|重启/);
      }
    }
  }, 180_000);

  it('after a restart of the console, says what the new console holds, and takes the kept activation back', async () => {
    await ui.close();
    ui = await openConsole({ dataDir });
    const { page } = ui;
    await page.setViewportSize({ width: 1366, height: 768 });
    await chooseLanguage(page, language);
    await page.goto(`${ui.web.origin}/#/license`);
    await page.getByTestId('license-view').waitFor();
    // Main is the source of truth: the view's state and document are what main's status says.
    const held = await ui.runtime.dispatch('auth:status', {}, { transport: 'web' });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    const status = held.value as { state: string; document: { name: string } | null };
    await expect.poll(state).toBe(status.state);
    if (status.document) expect(await page.getByTestId('license-held').textContent()).toContain(status.document.name);
    else expect(await page.getByTestId('license-no-document').textContent()).toContain(WORDS[language].noDocument);
    expect(await page.getByTestId('license-summary').count()).toBe(0);

    await takeDocument();
    await page.getByTestId('license-initialize').click();
    await expect.poll(state).toBe('activated');
    await checked('initialize after the restart');
    expect(await page.getByTestId('license-restored').textContent()).toContain(WORDS[language].restored);
    await page.getByTestId('license-check-all').click();
    await page.getByTestId('license-summary').waitFor();
    await checked('check all after the restart');
  }, 120_000);
});
