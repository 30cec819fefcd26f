// Secrets at rest in the window (issue 19): on a laptop where no keyring or safe storage answers,
// the Site view and About say plainly that secrets are kept in clear and in which file, and offer a
// passphrase; giving it (keyboard only) seals them for the session, moves what was in clear into
// the passphrase file, and leaves no file of the data directory holding a secret.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAxe } from './support/axe';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

const TOKEN = 'tok/E2E+secret-at-rest';

function everyFile(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? everyFile(path) : [path];
  });
}

describe('secrets at rest in the window', () => {
  let ui: ConsoleUnderTest;

  beforeAll(async () => {
    ui = await openConsole({ locale: 'en-US', keyring: null });
    await (await ui.runtime.services.secrets()).set('site-profile/e2e/auth.token', TOKEN);
  });
  afterAll(async () => {
    await ui?.close();
  });

  it('says in the Site view that secrets are in clear and where, and seals them with a passphrase from the keyboard', async () => {
    const page = ui.page;
    await page.getByTestId('nav-site').click();
    const clearFile = join(ui.dataDir, 'secrets.json');
    await expect.poll(() => page.getByTestId('site-secrets-in-clear').textContent()).toContain(`kept in clear in ${clearFile}`);
    expect(readFileSync(clearFile, 'utf8')).toContain(TOKEN);
    expect(await runAxe(page)).toEqual([]);

    const field = page.getByLabel('Passphrase to seal the secrets');
    await field.focus();
    await page.keyboard.type('correct horse battery');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('site-secrets-sealed').textContent()).toContain(join(ui.dataDir, 'secrets.passphrase.json'));
    expect(await page.getByTestId('site-secrets-in-clear').count()).toBe(0);
    // No file of the data directory holds the token (nor the passphrase) any more.
    const holding = everyFile(ui.dataDir).filter(
      (f) => readFileSync(f).includes(TOKEN) || readFileSync(f).includes('correct horse battery'),
    );
    expect(holding).toEqual([]);
    expect(await (await ui.runtime.services.secrets()).get('site-profile/e2e/auth.token')).toBe(TOKEN);
  });

  it('About says where they are now', async () => {
    const page = ui.page;
    await page.getByTestId('nav-diagnostics').click();
    await expect.poll(() => page.getByTestId('about-secrets-sealed').textContent()).toContain('sealed with your passphrase');
  });
});
