// The demo site after the console restarts: its profile (still active) points at ports that went
// with the site. The console starts it again by itself (main/site/demo.ts, demoRestorer): the
// engineer does nothing and the demo profile works again. The one-click offer stays for when that
// start fails; it is shown only then. In both languages.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Language, SiteCallRecord } from '../../shared/api';
import { chooseLanguage } from './support/areas';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

describe.each<Language>(['en', 'zh-CN'])('the demo site after a restart (%s)', (language) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-console-demo-restart-'));
  let ui: ConsoleUnderTest | undefined;
  afterAll(async () => {
    await ui?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts it again without a click, and the demo profile answers again', async () => {
    ui = await openConsole({ dataDir });
    await chooseLanguage(ui.page, language);
    await ui.page.getByTestId('demo-start').click();
    await ui.page.getByTestId('person-view').waitFor();
    await ui.close();

    // The same data directory: the demo profile is still there and active, its site is not.
    ui = await openConsole({ dataDir });
    const page = ui.page;
    // No click: the first site operation of the new run brings the demo site back.
    await page.getByTestId('nav-site').click();
    await page.getByTestId('demo-running').waitFor();
    expect(await page.getByTestId('demo-restart-offer').count()).toBe(0);
    await page.getByTestId('nav-person').click();
    await page.getByTestId('person-id').fill('P1001');
    await page.getByTestId('person-id').press('Enter');
    await expect.poll(() => page.getByTestId('person-name').textContent()).toBe('Li Wei');
    // Enter sends the lookup once (the form's submit; issue 33, M2: a second key handler sent it twice).
    const calls = await ui.runtime.dispatch('site:calls', {}, { transport: 'web' });
    if (!calls.ok) throw new Error(JSON.stringify(calls.error));
    expect((calls.value as SiteCallRecord[]).filter((c) => c.operation === 'personDetail')).toHaveLength(1);
    // The profile the console made is named in the UI's language.
    await page.getByTestId('nav-site').click();
    expect(await page.getByTestId('site-profiles').textContent()).toContain(
      language === 'en' ? 'Demo site (reference site on this laptop)' : '演示站点（本机上的参考站点）',
    );
  });
});
