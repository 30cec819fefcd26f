// The web transport's session in a real tab (issue 33, B3): it survives a reload (F5) without the
// token in the address; a tab that no longer reaches the console (restarted with a new token,
// opened without one) says so in the UI's language and hides what it can no longer vouch for (the
// demo site on ports that went with the old run); the new address pasted into the same tab (a hash
// change, no reload) reconnects, and the views then read main's state again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTemplate, templateText } from '../../shared/config/templates';
import { createConsole, type ConsoleRuntime } from '../../main/console';
import { startWebTransport, type WebTransport } from '../../main/web/server';
import { runAxe } from './support/axe';
import { chooseLanguage } from './support/areas';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

const ctx = { transport: 'web' } as const;
const RENDERER = join(import.meta.dirname, '../../dist/renderer');

describe('the web transport’s session in a tab', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-console-web-session-'));
  const documents = mkdtempSync(join(tmpdir(), 'site-console-web-session-docs-'));
  let ui: ConsoleUnderTest;
  // The console after its restart: a new run on the same port and data directory, with a new token.
  let runtime: ConsoleRuntime | undefined;
  let web: WebTransport | undefined;

  beforeAll(async () => {
    ui = await openConsole({ dataDir });
  });
  afterAll(async () => {
    await ui?.browser.close();
    await web?.close();
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(documents, { recursive: true, force: true });
  });

  it('keeps the session across a reload: the recent files and the kept draft are there after F5', async () => {
    const text = templateText(findTemplate('selfhosted', 'wharf'));
    const file = join(documents, 'site-a.json');
    expect(await ui.runtime.dispatch('config:save', { path: file, text, mode: 'saveAs', confirmInvalid: true }, ctx)).toMatchObject({
      ok: true,
    });
    expect(await ui.runtime.dispatch('config:keepDraft', { text: `${text} `, path: null, version: null }, ctx)).toMatchObject({ ok: true });
    const page = ui.page;
    await page.reload();
    await page.getByTestId('config-editor').waitFor();
    await expect.poll(() => page.getByTestId('recent-file').count()).toBe(1);
    await page.getByTestId('draft-banner').waitFor();
    expect(await page.getByText('No recent files yet.').count()).toBe(0);
    // The token stays out of the address (and so out of the history and any copied link).
    expect(page.url()).not.toContain('token');
  });

  it('after a restart of the console, an old tab says its token is no longer taken and shows nothing of the old run', async () => {
    const page = ui.page;
    expect(await ui.runtime.dispatch('site:startDemo', {}, ctx)).toMatchObject({ ok: true });
    await page.getByTestId('nav-site').click();
    await page.getByTestId('demo-running').waitFor();
    const oldAddress = await page.getByTestId('demo-services').locator('code').first().textContent();

    // The console restarts on the same port: a new run, a new token.
    const port = Number(new URL(ui.web.origin).port);
    await ui.web.close();
    await ui.runtime.close();
    runtime = createConsole({ version: '0.0.0-e2e', dataDir });
    web = await startWebTransport(runtime, { rendererDir: RENDERER, port });

    // The page's event stream finds the new run, which refuses the old token: the page says so,
    // without waiting for the engineer to do anything, and hides the demo site's dead ports.
    const lost = page.getByTestId('console-connection-lost');
    await lost.waitFor({ timeout: 20_000 });
    expect(await lost.getAttribute('data-state')).toBe('refused');
    expect(await page.getByTestId('console-connection-reason').textContent()).toContain('has been restarted since this page was opened');
    expect(await page.getByTestId('demo-running').isVisible()).toBe(false);
    expect(await page.getByTestId('site-view').isVisible()).toBe(false);
    expect(await page.getByText('opened without its access token').count()).toBe(0);
    expect(await runAxe(page)).toEqual([]);

    // "Try again" tries with what the tab holds, and says it is still refused.
    await page.getByTestId('console-connection-retry').click();
    await page.getByTestId('console-connection-tried').waitFor();
    expect(await lost.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

    // In Chinese too (the switch applies at once, even though main cannot be told).
    await chooseLanguage(page, 'zh-CN');
    await expect.poll(() => page.getByTestId('console-connection-reason').textContent()).toContain('控制台已重启');
    expect(await runAxe(page)).toEqual([]);
    await chooseLanguage(page, 'en');

    // The new address pasted into the same tab: a hash change, no page load; it reconnects.
    await page.goto(web.url);
    await page.getByTestId('config-editor').waitFor({ timeout: 20_000 });
    expect(await lost.count()).toBe(0);
    expect(page.url()).not.toContain('token');
    // Kept in the tab once the page is idle (or as it is left).
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('site-console.token'))).toBe(web?.token);
    // The views read the new run's state: the demo site again, at its new ports.
    await page.getByTestId('nav-site').click();
    await page.getByTestId('demo-running').waitFor({ timeout: 20_000 });
    const newAddress = await page.getByTestId('demo-services').locator('code').first().textContent();
    expect(newAddress).not.toBe(oldAddress);
  });

  it('a tab opened without the token says so, and the address with it pasted into that tab connects it', async () => {
    if (!web) throw new Error('the restarted console is not running');
    const page = await ui.context.newPage();
    await page.goto(`${web.origin}/`);
    const lost = page.getByTestId('console-connection-lost');
    await lost.waitFor();
    expect(await lost.getAttribute('data-state')).toBe('no-token');
    expect(await runAxe(page)).toEqual([]);
    await page.goto(web.url);
    await page.getByTestId('config-editor').waitFor({ timeout: 20_000 });
    expect(await lost.count()).toBe(0);
    await expect.poll(() => page.getByTestId('recent-file').count()).toBe(1);
    await page.close();
  });

  it('connects a tab whose browser refuses it storage, and the address pasted into it as well', async () => {
    if (!web) throw new Error('the restarted console is not running');
    // As a browser that blocks site data: both storages throw as soon as they are touched.
    const context = await ui.browser.newContext();
    await context.addInitScript(() => {
      for (const name of ['sessionStorage', 'localStorage'])
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
    });
    try {
      const page = await context.newPage();
      await page.goto(web.url);
      await page.getByTestId('config-start').waitFor({ timeout: 20_000 });
      expect(new URL(page.url()).hash).not.toContain('token=');
      // A tab opened without it, then the address pasted into it: a hash change, then a reload that cannot read a kept token.
      await page.goto(`${web.origin}/`);
      await page.getByTestId('console-connection-lost').waitFor();
      await page.goto(web.url);
      await page.getByTestId('config-start').waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByTestId('console-connection-lost').count()).toBe(0);
      await expect.poll(() => page.getByTestId('recent-file').count()).toBe(1);
      expect(new URL(page.url()).hash).not.toContain('token=');
    } finally {
      await context.close();
    }
  });
});
