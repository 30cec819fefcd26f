// The demo site after the console restarts: its profile (still active) points at ports that went
// with the site. The console says so wherever the engineer is and starts it again in one click;
// the profile then works again. In both languages.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/api';
import { chooseLanguage } from './support/areas';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

describe.each<Language>(['en', 'zh-CN'])('the demo site after a restart (%s)', (language) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-console-demo-restart-'));
  let ui: ConsoleUnderTest | undefined;
  afterAll(async () => {
    await ui?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('offers to start it again in one click, and the demo profile answers again', async () => {
    ui = await openConsole({ dataDir });
    await chooseLanguage(ui.page, language);
    await ui.page.getByTestId('demo-start').click();
    await ui.page.getByTestId('person-view').waitFor();
    await ui.close();

    // The same data directory: the demo profile is still there and active, its site is not.
    ui = await openConsole({ dataDir });
    const page = ui.page;
    const offer = page.getByTestId('demo-restart-offer');
    await offer.waitFor();
    expect(await offer.textContent()).toContain(language === 'en' ? 'The demo site is not running' : '演示站点未运行');
    await page.getByTestId('demo-restart').click();
    await expect.poll(() => offer.count()).toBe(0);
    await page.getByTestId('nav-person').click();
    await page.getByTestId('person-id').fill('P1001');
    await page.getByTestId('person-id').press('Enter');
    await expect.poll(() => page.getByTestId('person-name').textContent()).toBe('Li Wei');
    // The profile the console made is named in the UI's language.
    await page.getByTestId('nav-site').click();
    expect(await page.getByTestId('site-profiles').textContent()).toContain(language === 'en' ? 'Demo site (reference site on this laptop)' : '演示站点（本机上的参考站点）');
  });
});
