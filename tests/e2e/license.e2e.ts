// The License view in real Chromium, against the reference site's authorization service: load a
// template, point it at the service, use it for the license check, initialize, activate a demo key
// from the keyboard, check all features, and see a not-mapped key explained; in both languages.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../../sim/index';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

let site: RunningSite;

beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** Loads a selfhosted template in the editor, points it at the reference service and hands it to the License view. */
async function prepareDocument(ui: ConsoleUnderTest, template: string): Promise<void> {
  const { page } = ui;
  await page.getByTestId('nav-config').click();
  await page.getByTestId(`start-${template}`).click();
  await page.getByTestId('field-selfhosted.baseUrl').locator('input').fill(site.authorizationBaseUrl);
  await expect.poll(() => page.locator('.cm-content').textContent()).toContain(site.authorizationBaseUrl);
  await page.getByTestId('use-for-license').click();
  await page.getByTestId('license-view').waitFor();
}

const state = (ui: ConsoleUnderTest): Promise<string | null> => ui.page.getByTestId('license-state').getAttribute('data-state');

/** The element is wholly inside the window. */
const inViewport = (target: Locator): Promise<boolean> =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });

/** Chooses another document from the template menu: the panel no longer shows the previous one's state as this one's. */
async function chooseOtherTemplate(ui: ConsoleUnderTest, template: string): Promise<void> {
  await ui.page.getByTestId('license-template').click();
  await ui.page.getByTestId(`license-template-${template}`).click();
  await expect.poll(() => state(ui)).toBe('uninitialized');
  await ui.page.getByTestId('license-previous').waitFor();
  expect(await ui.page.getByTestId('license-features').count()).toBe(0);
  expect(await ui.page.getByTestId('license-summary').count()).toBe(0);
  expect(await ui.page.getByTestId('license-activation').count()).toBe(0);
}

describe('License view, English', () => {
  let ui: ConsoleUnderTest;
  beforeAll(async () => {
    ui = await openConsole({ locale: 'en-US' });
    await ui.page.setViewportSize({ width: 1400, height: 1000 });
  });
  afterAll(async () => {
    await ui?.close();
  });

  it('takes the document from the editor and shows its provider and scenario in words', async () => {
    await prepareDocument(ui, 'selfhosted-floating');
    expect(await ui.page.getByTestId('license-provider').textContent()).toContain('Self-hosted authorization service');
    expect(await ui.page.getByTestId('license-scenario').textContent()).toContain('floating: authorization per project');
    expect(await state(ui)).toBe('uninitialized');
  });

  it('initializes, and explains a key that the document does not map', async () => {
    await ui.page.getByTestId('license-initialize').click();
    await expect.poll(() => state(ui)).toBe('initialized');
    expect(await ui.page.getByTestId('license-fact-projectId').textContent()).toBe('PRJ-2025-0417');
    // The pre-flight checklist: the address, the service answering on its port, and its clock (the
    // reference service runs on this laptop's).
    expect(await ui.page.getByTestId('license-preflight').locator('li[data-verdict="pass"]').count()).toBe(3);
    expect(await ui.page.getByTestId('license-preflight').textContent()).toContain("The license server's clock against the laptop's");
    await ui.page.getByTestId('license-any-key').fill('door.unlock');
    await ui.page.getByTestId('license-any-key').press('Enter');
    const single = ui.page.getByTestId('license-single');
    await expect.poll(() => single.getAttribute('data-reason')).toBe('not-mapped');
    expect(await single.textContent()).toContain('not mapped in the document');
  });

  it('refuses an expired key in plain words, and keeps what was typed', async () => {
    await ui.page.getByTestId('license-key').fill('DEMO-NORTH-EXPIRED');
    await ui.page.getByTestId('license-key').press('Enter');
    // Beside the Activate button, in view, and focused: it blocks the next step.
    const refused = ui.page.getByTestId('license-activate-error');
    await expect.poll(() => refused.textContent()).toContain('The license has expired');
    await expect.poll(() => inViewport(refused)).toBe(true);
    expect(await refused.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await ui.page.getByTestId('license-error').count()).toBe(0);
    expect(await ui.page.getByTestId('license-key').inputValue()).toBe('DEMO-NORTH-EXPIRED');
    expect(await state(ui)).toBe('initialized');
  });

  it('activates a pasted demo key from the keyboard, masked, then checks all features', async () => {
    const field = ui.page.getByTestId('license-key');
    expect(await field.getAttribute('type')).toBe('password');
    await field.fill('');
    await field.focus();
    // Pasted with the spaces and line break that a copy from a certificate brings along.
    await ui.page.keyboard.insertText('  DEMO-HARBOUR-TOWER-B \n');
    await ui.page.keyboard.press('Enter');
    await expect.poll(() => state(ui)).toBe('activated');
    // Focus on the new state, not dropped to the page.
    await expect.poll(() => ui.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('license-state');
    expect(await field.inputValue()).toBe('');
    expect(await ui.page.getByTestId('license-activation').textContent()).toContain('by license key');

    await ui.page.getByTestId('license-check-all').focus();
    await ui.page.keyboard.press('Enter');
    await expect.poll(() => ui.page.getByTestId('license-summary').textContent()).toContain('3 of 3 licensed');
    for (const key of ['visitor.elevator', 'person.detail', 'floor.assign']) {
      const row = ui.page.getByTestId(`feature-row-${key}`);
      expect(await row.getByTestId('feature-result').textContent()).toContain('Licensed');
      expect(await row.getByTestId('feature-reason').getAttribute('data-reason')).toBe('licensed');
    }
    // Nothing but the console itself was asked for by the page.
    expect(ui.requests.every((url) => url.startsWith('http://127.0.0.1:'))).toBe(true);
    expect(ui.consoleErrors).toEqual([]);
  });

  it('shows another document as not initialized, and says that the console still holds the previous one', async () => {
    await chooseOtherTemplate(ui, 'selfhosted-school');
    expect(await ui.page.getByTestId('license-previous').textContent()).toContain('still holds the previous document');
    expect(await ui.page.getByTestId('license-scenario').textContent()).toContain('school');
  });
});

describe('License view, Chinese', () => {
  let ui: ConsoleUnderTest;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'site-console-license-e2e-'));
    ui = await openConsole({ locale: 'zh-CN', dataDir });
    await ui.page.setViewportSize({ width: 1400, height: 1000 });
  });
  afterAll(async () => {
    await ui?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('does the same in Chinese: initialize, activate, check all with per-row reasons, a not-mapped key explained', async () => {
    await prepareDocument(ui, 'selfhosted-wharf');
    expect(await ui.page.getByTestId('license-provider').textContent()).toContain('自建授权服务');
    expect(await ui.page.getByTestId('license-scenario').textContent()).toContain('集中授权');
    await ui.page.getByTestId('license-initialize').click();
    await expect.poll(() => ui.page.getByTestId('license-state').textContent()).toContain('尚无有效许可证');
    await ui.page.getByTestId('license-key').fill('DEMO-NORTH-BASIC');
    await ui.page.getByTestId('license-activate').click();
    await expect.poll(() => state(ui)).toBe('activated');
    await ui.page.getByTestId('license-check-all').click();
    await expect.poll(() => ui.page.getByTestId('license-summary').textContent()).toContain('3 项中 1 项许可有效');
    const basic = ui.page.getByTestId('feature-row-person.detail');
    expect(await basic.getByTestId('feature-result').textContent()).toContain('无许可');
    expect(await basic.getByTestId('feature-reason').textContent()).toContain('当前许可证不包含此功能');
    expect(await ui.page.getByTestId('feature-row-visitor.elevator').getByTestId('feature-result').textContent()).toContain('许可有效');
    await ui.page.getByTestId('license-any-key').fill('door.unlock');
    await ui.page.getByTestId('license-check-key').click();
    await expect.poll(() => ui.page.getByTestId('license-single').textContent()).toContain('文档中没有映射此键');
    await chooseOtherTemplate(ui, 'selfhosted-school');
    expect(await ui.page.getByTestId('license-previous').textContent()).toContain('仍持有上一个文档');
  });

  it('keeps the activation after a restart of the console (same data directory)', async () => {
    // Quit (services closed, backend disposed) and start again over the same data directory.
    await ui.close();
    ui = await openConsole({ locale: 'zh-CN', dataDir });
    await ui.page.setViewportSize({ width: 1400, height: 1000 });
    await prepareDocument(ui, 'selfhosted-wharf');
    await ui.page.getByTestId('license-initialize').click();
    await expect.poll(() => state(ui)).toBe('activated');
    expect(await ui.page.getByTestId('license-activation').textContent()).toContain('已从为此文档保存的激活记录恢复');
  });
});
