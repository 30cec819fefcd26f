// Files that are not what their names say, opened and saved from the console in real Chromium: a
// FIFO named *.json is refused at once with words that say what it is (the console stays usable),
// and a link into the data directory is refused as one of the console's own files, in en and zh-CN.
import { execFileSync } from 'node:child_process';
import { constants, mkdtempSync, openSync, closeSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

describe.runIf(process.platform === 'linux')('hostile files', () => {
  let ui: ConsoleUnderTest;
  let docs: string;
  let fifo: string;

  beforeAll(async () => {
    ui = await openConsole({ locale: 'en-US' });
    await ui.page.setViewportSize({ width: 1400, height: 900 });
    docs = mkdtempSync(join(tmpdir(), 'site-console-hostile-'));
    fifo = join(docs, 'pipe.json');
    execFileSync('mkfifo', [fifo]);
  });
  afterAll(async () => {
    // Release any reader still waiting on the FIFO (the bug this test catches).
    try {
      closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
    } catch {
      // No reader: nothing to release.
    }
    await ui?.close();
  });

  const openPath = async (path: string): Promise<void> => {
    await ui.page.getByTestId('open-file').click();
    await ui.page.getByTestId('typed-path').fill(path);
    await ui.page.getByTestId('file-dialog-confirm').click();
  };

  it('refuses a FIFO named *.json at once, saying it is not a regular file, and keeps working', async () => {
    await ui.page.getByTestId('nav-config').click();
    await openPath(fifo);
    await expect.poll(() => ui.page.getByTestId('bridge-error').textContent(), { timeout: 5_000 }).toContain('is not a regular file');
    await ui.page.getByTestId('start-selfhosted-school').click();
    // Saving onto it is refused too, and the document is still there to save elsewhere.
    await ui.page.getByTestId('save-as').click();
    await ui.page.getByTestId('typed-path').fill(fifo);
    await ui.page.getByTestId('file-dialog-confirm').click();
    await expect.poll(() => ui.page.getByTestId('bridge-error').textContent(), { timeout: 5_000 }).toContain('is not a regular file');
    const elsewhere = join(docs, 'site.json');
    await ui.page.getByTestId('save-as').click();
    await ui.page.getByTestId('typed-path').fill(elsewhere);
    await ui.page.getByTestId('file-dialog-confirm').click();
    await expect.poll(() => readFileSync(elsewhere, 'utf8').includes('"provider": "selfhosted"'), { timeout: 5_000 }).toBe(true);
  });

  it('refuses a link into the data directory as one of the console own files, in Chinese too', async () => {
    const alias = join(docs, 'innocent.json');
    symlinkSync(join(ui.dataDir, 'recent-files.json'), alias);
    await openPath(alias);
    await expect.poll(() => ui.page.getByTestId('bridge-error').textContent()).toContain("one of the console's own files");
    await ui.page.getByTestId('language-zh-CN').click();
    await openPath(alias);
    await expect.poll(() => ui.page.getByTestId('bridge-error').textContent()).toContain('是控制台自身的文件');
    await ui.page.getByTestId('language-en').click();
  });
});
