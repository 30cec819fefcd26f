// The console shell in real Chromium over the web transport.
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

describe('console shell over the web transport', () => {
  let ui: ConsoleUnderTest;

  beforeAll(async () => {
    ui = await openConsole({ locale: 'en-US' });
  });
  afterAll(async () => {
    await ui?.close();
  });

  it('loads, shows the shell and takes the token out of the address bar', async () => {
    await ui.page.getByTestId('app-title').waitFor();
    expect(await ui.page.getByTestId('app-title').textContent()).toBe('Site Console');
    expect(ui.page.url()).not.toContain('token=');
  });

  it('round-trips a bridge call: the diagnostics view shows what main reports', async () => {
    await ui.page.getByTestId('nav-diagnostics').click();
    await expect.poll(() => ui.page.getByTestId('app-version').textContent()).toBe('0.0.0-e2e');
    expect(await ui.page.getByTestId('app-transport').textContent()).toContain('Web');
    expect(await ui.page.getByTestId('app-data-dir').textContent()).toBe(ui.dataDir);
    // The test names the data directory; the console made it private to this account (0700).
    expect(await ui.page.getByTestId('app-data-dir-mode').textContent()).toContain('SITE_CONSOLE_DATA_DIR');
    expect(await ui.page.getByTestId('app-data-dir-access').textContent()).toContain('0700');
    await expect.poll(() => ui.page.getByTestId('call-log').textContent()).toContain('app:info');
  });

  it('navigates by the menu and by address', async () => {
    await ui.page.goto(`${ui.web.origin}/#/nowhere`);
    await ui.page.getByTestId('config-editor').waitFor();
    expect(new URL(ui.page.url()).hash).toBe('#/config');
    await ui.page.getByTestId('nav-diagnostics').click();
    await ui.page.getByTestId('diagnostics-view').waitFor();
    expect(new URL(ui.page.url()).hash).toBe('#/diagnostics');
    await ui.page.getByTestId('nav-config').click();
    await ui.page.getByTestId('config-start').waitFor();
    await ui.page.goto(`${ui.web.origin}/#/diagnostics`);
    await ui.page.getByTestId('diagnostics-view').waitFor();
  });

  it('switches language, changes visible text, and remembers it across a reload', async () => {
    await ui.page.getByTestId('language-zh-CN').click();
    await expect.poll(() => ui.page.getByTestId('app-title').textContent()).toBe('现场控制台');
    expect(await ui.page.getByTestId('nav-diagnostics').textContent()).toContain('关于与诊断');
    await ui.page.reload();
    await expect.poll(() => ui.page.getByTestId('app-title').textContent()).toBe('现场控制台');
    await ui.page.getByTestId('language-en').click();
    await expect.poll(() => ui.page.getByTestId('app-title').textContent()).toBe('Site Console');
  });

  it('receives events: a call made elsewhere appears in the call log, and a settings change applies', async () => {
    await ui.page.getByTestId('nav-diagnostics').click();
    await ui.page.getByTestId('diagnostics-view').waitFor();
    const other = await request(`${ui.web.origin}/api/invoke/settings:update`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ui.web.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'zh-CN' }),
    });
    expect(other.statusCode).toBe(200);
    expect(await other.body.json()).toMatchObject({ ok: true, value: { language: 'zh-CN' } });
    await expect.poll(() => ui.page.getByTestId('app-title').textContent()).toBe('现场控制台');
    await expect.poll(() => ui.page.getByTestId('call-log').textContent()).toContain('settings:update');
  });

  it('refuses API calls without the token (401) and from a foreign origin (403)', async () => {
    const noToken = await request(`${ui.web.origin}/api/invoke/app:info`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(noToken.statusCode).toBe(401);
    expect(await noToken.body.json()).toMatchObject({ ok: false, error: { code: 'TOKEN_REQUIRED' } });
    const wrongToken = await request(`${ui.web.origin}/api/invoke/app:info`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-the-token' },
    });
    expect(wrongToken.statusCode).toBe(401);
    await wrongToken.body.dump();
    const foreign = await request(`${ui.web.origin}/api/invoke/app:info`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ui.web.token}`, origin: 'http://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await foreign.body.json()).toMatchObject({ ok: false, error: { code: 'FOREIGN_ORIGIN' } });
    const rebound = await request(`${ui.web.origin}/`, { headers: { host: 'attacker.example' } });
    expect(rebound.statusCode).toBe(403);
    await rebound.body.dump();
  });

  it('refuses the same from inside a page of another origin', async () => {
    // A second server-less page: data: URLs have an opaque origin, which the API must refuse.
    const page = await ui.context.newPage();
    await page.goto('about:blank');
    const status = await page.evaluate(
      async ([origin, token]) => {
        try {
          const r = await fetch(`${origin}/api/invoke/app:info`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: '{}',
          });
          return r.status;
        } catch {
          return 'blocked';
        }
      },
      [ui.web.origin, ui.web.token] as const,
    );
    // Either CORS stops the browser from even sending it, or the server answers 403.
    expect(['blocked', 403]).toContain(status);
    await page.close();
  });

  it('made no request anywhere but 127.0.0.1, and broke no CSP rule', () => {
    expect(ui.requests.length).toBeGreaterThan(3);
    for (const url of ui.requests) expect(new URL(url).hostname).toBe('127.0.0.1');
    expect(ui.consoleErrors.filter((m) => /Content Security Policy|Refused to/i.test(m))).toEqual([]);
  });
});
