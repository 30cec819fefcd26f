// A restart with secrets sealed by a passphrase, and no passphrase given yet (issue 33, B2, M13):
// the Site view is no dead end. Where the locked secret stops work it says so in the UI's
// language and offers the passphrase right there; once it is given, the demo site comes back and
// the view reads its state again; the notice says the secrets were unlocked (no clear file was
// "overwritten and removed"). In both languages, with axe.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Language, SiteProfilesState } from '../../shared/api';
import { runAxe } from './support/axe';
import { chooseLanguage } from './support/areas';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

const PASSPHRASE = 'correct horse battery';
const ctx = { transport: 'web' } as const;

describe.each<Language>(['en', 'zh-CN'])('secrets locked after a restart (%s)', (language) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-console-secrets-locked-'));
  let ui: ConsoleUnderTest | undefined;
  afterAll(async () => {
    await ui?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('offers the passphrase where the work stopped, then brings the demo site and the profiles back', async () => {
    // First run: the demo site active, a second profile whose token is sealed with a passphrase.
    ui = await openConsole({ dataDir, keyring: null });
    const started = await ui.runtime.dispatch('site:startDemo', {}, ctx);
    if (!started.ok) throw new Error(started.error.message);
    const state = started.value as SiteProfilesState;
    const demo = state.profiles.find((p) => p.id === state.activeId);
    if (!demo) throw new Error('no demo profile');
    const saved = await ui.runtime.dispatch(
      'site:saveProfile',
      { id: null, profile: { ...demo.profile, name: 'Tower B', auth: { type: 'bearer', token: 'tok-sealed-B2' } } },
      ctx,
    );
    expect(saved).toMatchObject({ ok: true });
    expect(await ui.runtime.dispatch('app:unlockSecrets', { passphrase: PASSPHRASE }, ctx)).toMatchObject({ ok: true });
    await ui.close();

    // The console starts again: the secrets are locked, the demo site is not running.
    ui = await openConsole({ dataDir, keyring: null });
    const page = ui.page;
    await chooseLanguage(page, language);
    await page.getByTestId('nav-site').click();
    const stopped = page.locator('[data-testid="bridge-error"][data-code="SECRETS_LOCKED"]');
    await stopped.waitFor();
    const words = (await stopped.textContent()) ?? '';
    expect(words).toContain(language === 'en' ? 'Give the passphrase here to unlock them' : '请在此输入口令');
    // No raw English sentence pointing elsewhere.
    expect(words).not.toContain('Site view or About');
    expect(words).not.toContain('none was given');
    expect(await runAxe(page)).toEqual([]);

    const field = stopped.getByTestId('locked-secrets-passphrase');
    await field.focus();
    await page.keyboard.type(PASSPHRASE);
    await page.keyboard.press('Enter');

    // The view reads its state again: both profiles, the demo site running again.
    await page.getByTestId('demo-running').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('[data-testid="bridge-error"][data-code="SECRETS_LOCKED"]').count()).toBe(0);
    expect(await page.getByText('Tower B').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    // M13: it was unlocked, not sealed from a clear file (there was none).
    const sealedNote = (await page.getByTestId('site-secrets-sealed').textContent()) ?? '';
    expect(sealedNote).toContain(language === 'en' ? 'Unlocked for this session' : '已为本次会话解锁');
    expect(sealedNote).not.toContain(language === 'en' ? 'overwritten and removed' : '覆盖并删除');
    expect(await runAxe(page)).toEqual([]);

    // The demo profile answers at its new ports.
    await page.getByTestId('nav-person').click();
    await page.getByTestId('person-id').fill('P1001');
    await page.getByTestId('person-id').press('Enter');
    await expect.poll(() => page.getByTestId('person-name').textContent()).toBe('Li Wei');
  });
});
