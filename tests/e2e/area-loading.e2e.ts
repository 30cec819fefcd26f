// Start-up in real Chromium: the shell comes first with the first area's view, each other area's
// view arrives as its own chunk with a skeleton while it loads, a chunk that fails to arrive says
// so with a retry, and Element Plus (loaded per component) keeps its styles and both languages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BundleReport } from '../../scripts/bundle-report';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

/** Holds every request for a matching asset until `release()`; `seen` resolves at the first one. */
function holdBack(): { handler: (route: Route) => void; seen: Promise<void>; release: () => void } {
  const held: Route[] = [];
  let released = false;
  let markSeen = (): void => undefined;
  const seen = new Promise<void>((resolve) => (markSeen = resolve));
  return {
    handler: (route) => {
      if (released) return void route.continue();
      held.push(route);
      markSeen();
    },
    seen,
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

describe('area loading', () => {
  let ui: ConsoleUnderTest;

  /**
   * A new tab of the console showing the view `testId` at `hash`, with the token in the tab's
   * session (bridge/web-token.ts keeps it there a second after the start), so that a reload starts
   * the window cold on that area, once the view's chunk has come.
   */
  async function openOn(hash: string, testId: string): Promise<Page> {
    const page = await ui.context.newPage();
    await page.goto(ui.web.url);
    await page.getByTestId('config-start').waitFor();
    await page.goto(`${ui.web.origin}/${hash}`);
    await page.getByTestId(testId).waitFor();
    await page.waitForFunction(() => sessionStorage.getItem('site-console.token') !== null);
    return page;
  }

  beforeAll(async () => {
    ui = await openConsole({ locale: 'en-US' });
    await ui.page.getByTestId('config-start').waitFor();
  });
  afterAll(async () => {
    await ui?.close();
  });

  it('brings the first view with the shell, and no other view and no CodeMirror', async () => {
    const scripts = ui.requests.filter((url) => url.endsWith('.js')).map((url) => new URL(url).pathname);
    expect(scripts.filter((p) => /\/(\w+View|codemirror)-/.test(p))).toEqual([]);
    // The page names the shell's files alone (router.ts: the configuration view is the shell's own).
    const html = await (await ui.page.request.get(ui.web.origin + '/')).text();
    expect(html).not.toMatch(/View-|codemirror/);
    const named = (rel: string): (string | undefined)[] =>
      [...html.matchAll(new RegExp(`<(?:link|script)[^>]*(?:rel="${rel}"|type="${rel}")[^>]*>`, 'g'))].map(
        ([tag]) => /(?:href|src)="\.\/assets\/([\w-]+?)-[\w-]{8}\./.exec(tag)?.[1],
      );
    expect([...named('module'), ...named('modulepreload')]).toEqual(['index', 'web-token']);
    expect(named('stylesheet')).toEqual(['index']);
    // The shell and the web token's module (bridge/web-token.ts) are the first two scripts.
    const first = ui.requests
      .filter((url) => url.endsWith('.js'))
      .slice(0, 2)
      .map((url) => new URL(url).pathname.replace(/.*\//, '').replace(/-[\w-]{8}\.js$/, ''));
    expect(first.sort()).toEqual(['index', 'web-token']);
  });

  it('asks for another opening view before the shell has run its libraries', async () => {
    // The build's report lists each chunk's modules in the order they run.
    const report = JSON.parse(readFileSync(join(import.meta.dirname, '../../dist/renderer-bundle.json'), 'utf8')) as BundleReport;
    const shell = report.chunks.find((c) => c.isEntry)?.modules.map((m) => m.id) ?? [];
    const opening = shell.indexOf('renderer/opening-view.ts');
    expect(opening).toBeGreaterThanOrEqual(0);
    expect(opening).toBeLessThan(shell.findIndex((id) => id.includes('@vue/runtime-core')));
    // The first area's view is the shell's own (router.ts).
    expect(shell).toContain('renderer/views/ConfigEditorView.vue');
    // A window reloaded on another area asks for its view with the shell's first files.
    const page = await openOn('#/diagnostics', 'diagnostics-view');
    const requested: string[] = [];
    page.on('request', (req) => {
      // From the reload's own document request on: nothing the page before it asked for.
      if (req.isNavigationRequest()) requested.length = 0;
      requested.push(req.url());
    });
    await page.reload();
    await page.getByTestId('diagnostics-view').waitFor();
    const scripts = requested.filter((url) => url.endsWith('.js')).map((url) => new URL(url).pathname.replace(/.*\//, ''));
    expect(
      scripts
        .slice(0, 3)
        .map((f) => f.replace(/-[\w-]{8}\.js$/, ''))
        .sort(),
    ).toEqual(['DiagnosticsView', 'index', 'web-token']);
    await page.close();
  });

  it('shows a skeleton, not a blank area, while a view is on its way, then the view', async () => {
    const hold = holdBack();
    await ui.page.route('**/assets/DiagnosticsView-*.js', hold.handler);
    await ui.page.getByTestId('nav-diagnostics').click();
    await hold.seen;
    const loading = ui.page.getByTestId('area-loading');
    await loading.waitFor();
    expect(await loading.textContent()).toContain('Loading About & diagnostics…');
    expect(await loading.getAttribute('role')).toBe('status');
    expect(await ui.page.locator('.el-skeleton').isVisible()).toBe(true);
    // The view the engineer was on is hidden, not gone: it comes back as it was if this fails.
    expect(await ui.page.getByTestId('config-editor').isVisible()).toBe(false);
    expect(await ui.page.getByTestId('config-editor').count()).toBe(1);
    hold.release();
    await ui.page.getByTestId('diagnostics-view').waitFor();
    expect(await loading.count()).toBe(0);
    await ui.page.unroute('**/assets/DiagnosticsView-*.js');
  });

  it('shows the skeleton on a cold start on an area whose view is on its way, with the shell already there', async () => {
    const page = await openOn('#/diagnostics', 'diagnostics-view');
    const hold = holdBack();
    await page.route('**/assets/DiagnosticsView-*.js', hold.handler);
    await page.reload();
    await hold.seen;
    await page.getByTestId('area-loading').waitFor();
    expect(await page.getByTestId('app-title').textContent()).toBe('Site Console');
    expect(await page.getByTestId('nav-config').isVisible()).toBe(true);
    hold.release();
    await page.getByTestId('diagnostics-view').waitFor();
    expect(await page.getByTestId('area-loading').count()).toBe(0);
    await page.close();
  });

  it('says so when a view cannot be loaded, in both languages, and loads it on retry', async () => {
    const page = await ui.context.newPage();
    await page.route('**/assets/DiagnosticsView-*.js', (route) => route.abort('connectionrefused'));
    await page.goto(ui.web.url);
    await page.getByTestId('config-start').waitFor();
    await page.getByTestId('nav-diagnostics').click();
    const failed = page.getByTestId('area-load-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('About & diagnostics could not be loaded');
    expect(await failed.textContent()).toContain('try again');
    expect(await page.getByRole('alert').count()).toBeGreaterThan(0);
    await page.getByTestId('language-zh-CN').click();
    await expect.poll(() => failed.textContent()).toContain('无法加载关于与诊断');
    await page.getByTestId('language-en').click();
    // The network is back: the same button brings the view.
    await page.unroute('**/assets/DiagnosticsView-*.js');
    await page.getByTestId('load-retry').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('diagnostics-view').waitFor();
    expect(await failed.count()).toBe(0);
    expect(new URL(page.url()).hash).toBe('#/diagnostics');
    await page.close();
  });

  it('says so on a cold start whose view cannot be loaded, instead of a skeleton for ever', async () => {
    const page = await openOn('#/diagnostics', 'diagnostics-view');
    await page.route('**/assets/DiagnosticsView-*.js', (route) => route.abort('connectionrefused'));
    await page.reload();
    await page.getByTestId('area-load-failed').waitFor();
    expect(await page.getByTestId('area-load-failed').textContent()).toContain('About & diagnostics could not be loaded');
    expect(await page.getByTestId('area-loading').count()).toBe(0);
    await page.unroute('**/assets/DiagnosticsView-*.js');
    await page.getByTestId('load-retry').click();
    await page.getByTestId('diagnostics-view').waitFor();
    await page.close();
  });

  it('loads the JSON view (CodeMirror) only once a document is open, and offers a retry when it fails', async () => {
    const page = await ui.context.newPage();
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));
    // The part's own chunk fails (a chunk it imports that failed stays failed in Chromium's module
    // map for the page's life: see renderer/retrying-import.ts).
    await page.route('**/assets/JsonCodeEditor-*.js', (route) => route.abort('connectionrefused'));
    await page.goto(ui.web.url);
    await page.getByTestId('config-start').waitFor();
    expect(requested.some((url) => /codemirror-|JsonCodeEditor-/.test(url))).toBe(false);
    await page.getByTestId('start-selfhosted-school').click();
    // The form is there and usable while the JSON view is not.
    await page.getByTestId('field-provider').waitFor();
    const failed = page.locator('.json-pane').getByTestId('load-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('JSON view of the configuration document could not be loaded');
    await page.unroute('**/assets/JsonCodeEditor-*.js');
    await page.locator('.json-pane').getByTestId('load-retry').click();
    await expect.poll(() => page.locator('.cm-content').textContent()).toContain('"provider": "selfhosted"');
    expect(await failed.count()).toBe(0);
    await page.close();
  });

  it('styles Element Plus components loaded on demand, and speaks both of its languages', async () => {
    await ui.page.getByTestId('nav-config').click();
    await ui.page.getByTestId('config-start').waitFor();
    await ui.page.getByTestId('start-licensevendor-wharf').click();
    // The template menu comes in a chunk of its own, with its button's stylesheet: the console's
    // primary blue (renderer/theme.css, over Element Plus's variables) reaches it all the same.
    const primary = ui.page.getByTestId('new-from-template').locator('button');
    await primary.waitFor();
    expect(await primary.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(26, 86, 168)');
    expect(await ui.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--el-color-primary').trim())).toBe(
      '#1a56a8',
    );
    await ui.page.getByTestId('open-file').click();
    const close = ui.page.getByTestId('file-dialog').locator('.el-dialog__headerbtn');
    await close.waitFor();
    expect(await close.getAttribute('aria-label')).toBe('Close this dialog');
    await close.click();
    await ui.page.getByTestId('language-zh-CN').click();
    await ui.page.getByTestId('open-file').click();
    await expect.poll(() => close.getAttribute('aria-label')).toBe('关闭此对话框');
    await close.click();
    await ui.page.getByTestId('language-en').click();
  });

  it('broke no CSP rule while loading chunks', () => {
    expect(ui.consoleErrors.filter((m) => /Content Security Policy|Refused to/i.test(m))).toEqual([]);
  });
});
