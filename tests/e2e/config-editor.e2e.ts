// The configuration editor in real Chromium: template → break it in the JSON view → marker and
// message at the right line → fix it in the form → save → reopen.
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConsole, type ConsoleUnderTest } from './support/console-page';

describe('configuration editor', () => {
  let ui: ConsoleUnderTest;
  let file: string;
  let docs: string;

  beforeAll(async () => {
    ui = await openConsole({ locale: 'en-US' });
    await ui.page.setViewportSize({ width: 1400, height: 900 });
    // Documents live outside the data directory: the console refuses to write its own files.
    docs = mkdtempSync(join(tmpdir(), 'site-console-docs-'));
    file = join(docs, 'site-a', 'config.json');
  });
  afterAll(async () => {
    await ui?.close();
  });

  it('starts from a template that is valid', async () => {
    await ui.page.getByTestId('nav-config').click();
    await ui.page.getByTestId('start-licensevendor-floating').click();
    await expect.poll(() => ui.page.getByTestId('verdict').textContent()).toContain('Valid');
    // Its only finding: the placeholder address to replace (shared/config/placeholders.ts).
    expect(await ui.page.getByTestId('finding-error').count()).toBe(0);
    expect(await ui.page.getByTestId('finding-warning').allTextContents()).toEqual([
      expect.stringContaining('Replace me: licensevendor.url "https://license.example.net/login" is a placeholder'),
    ]);
    expect(await ui.page.locator('.cm-line').nth(2).textContent()).toBe('  "provider": "licensevendor",');
  });

  it('marks an error typed in the JSON view at its line, with the message and a suggestion', async () => {
    await ui.page.locator('.cm-line', { hasText: '"provider"' }).locator('text=licensevendor').dblclick();
    await ui.page.keyboard.type('licensevendr');
    await ui.page.keyboard.press('Escape'); // close the completion list
    await expect.poll(() => ui.page.getByTestId('verdict').textContent()).toContain('1 error');
    const finding = ui.page.getByTestId('finding-error').first();
    expect(await finding.textContent()).toContain('line 3, column 15');
    expect(await finding.textContent()).toContain('provider');
    expect(await ui.page.locator('.cm-lintRange-error').count()).toBeGreaterThan(0);
    expect(await ui.page.locator('.cm-lintRange-error').first().textContent()).toContain('licensevendr');
    // The form shows the same error inline, at the provider field.
    expect(await ui.page.getByTestId('field-provider').locator('.el-form-item__error').textContent()).toContain('licensevendr');
  });

  it('moves the JSON view to a finding when it is clicked', async () => {
    await ui.page.getByTestId('finding-error').first().click();
    const selected = await ui.page.evaluate(() => window.getSelection()?.toString());
    expect(selected).toContain('licensevendr');
  });

  it('fixes the error in the form, and the JSON view follows', async () => {
    await ui.page.getByTestId('field-provider').locator('.el-select').click();
    await ui.page.locator('.el-select-dropdown__item:visible', { hasText: /^licensevendor$/ }).click();
    await expect.poll(() => ui.page.getByTestId('verdict').textContent()).toContain('Valid');
    expect(await ui.page.locator('.cm-line').nth(2).textContent()).toBe('  "provider": "licensevendor",');
    await ui.page.getByTestId('field-floating.projectName').locator('input').fill('Harbour Tower 2');
    await expect.poll(() => ui.page.locator('.cm-content').textContent()).toContain('"projectName": "Harbour Tower 2"');
  });

  it('saves through the file dialog, atomically, and reopens the same document', async () => {
    // A folder that does not exist yet: the engineer is told so, and keeps the document.
    await ui.page.getByTestId('save-file').click();
    await ui.page.getByTestId('typed-path').fill(file);
    await ui.page.getByTestId('file-dialog-confirm').click();
    await expect.poll(() => ui.page.getByTestId('bridge-error').textContent()).toContain('folder for');
    expect(await ui.page.getByTestId('dirty-mark').count()).toBe(1);

    mkdirSync(join(docs, 'site-a'));
    await ui.page.getByTestId('save-file').click();
    await ui.page.getByTestId('typed-path').fill(file);
    await ui.page.getByTestId('file-dialog-confirm').click();
    await expect.poll(() => existsSync(file)).toBe(true);
    await expect.poll(() => ui.page.getByTestId('bridge-error').count()).toBe(0);
    const saved = readFileSync(file, 'utf8');
    expect(JSON.parse(saved)).toMatchObject({
      provider: 'licensevendor',
      scenario: 'floating',
      floating: { projectName: 'Harbour Tower 2' },
    });
    await expect.poll(() => ui.page.getByTestId('doc-title').textContent()).toBe('config.json');

    // A second save of a change keeps the previous version as config.json.bak.
    await ui.page.getByTestId('field-floating.contractRef').locator('input').fill('PO-7781');
    await expect.poll(() => ui.page.getByTestId('dirty-mark').count()).toBe(1);
    await ui.page.keyboard.press('Control+s');
    await expect.poll(() => readFileSync(file, 'utf8')).toContain('PO-7781');
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe(saved);
    // The file is on disk a moment before the console has heard so: closing sooner asks about unsaved changes.
    await expect.poll(() => ui.page.getByTestId('dirty-mark').count()).toBe(0);

    await ui.page.getByTestId('close-document').click();
    await ui.page.getByTestId('config-start').waitFor();
    await ui.page.getByTestId('recent-file').first().getByRole('button', { name: file }).click();
    await expect.poll(() => ui.page.locator('.cm-content').textContent()).toContain('PO-7781');
    expect(await ui.page.getByTestId('field-floating.projectName').locator('input').inputValue()).toBe('Harbour Tower 2');
  });

  it('asks before saving an invalid document, and saves it only when confirmed', async () => {
    await ui.page.getByTestId('field-floating.projectId').locator('input').fill('');
    await expect.poll(() => ui.page.getByTestId('verdict').textContent()).toContain('error');
    await ui.page.getByTestId('save-file').click();
    await ui.page.locator('.el-message-box').waitFor();
    // The question says how many errors (the {n} of its words), and Cancel gives focus back.
    expect(await ui.page.locator('.el-message-box').textContent()).toContain('The document has 1 error(s)');
    await ui.page.locator('.el-message-box').getByRole('button', { name: 'Cancel' }).click();
    await ui.page.locator('.el-message-box').waitFor({ state: 'hidden' });
    await expect
      .poll(() => ui.page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid')))
      .toBe('save-file');
    expect(readFileSync(file, 'utf8')).toContain('projectId');
    await ui.page.getByTestId('save-file').click();
    await ui.page.locator('.el-message-box').getByRole('button', { name: 'Save anyway' }).click();
    await expect.poll(() => readFileSync(file, 'utf8').includes('projectId')).toBe(false);
  });

  it('shows the errors in Chinese when the language is switched', async () => {
    await ui.page.getByTestId('language-zh-CN').click();
    await expect.poll(() => ui.page.getByTestId('finding-error').first().textContent()).toMatch(/第 \d+ 行/);
    await ui.page.getByTestId('save-file').click();
    await ui.page.locator('.el-message-box').waitFor();
    expect(await ui.page.locator('.el-message-box').textContent()).toContain('文档有 1 个错误');
    await ui.page.locator('.el-message-box').getByRole('button', { name: '取消' }).click();
    await ui.page.locator('.el-message-box').waitFor({ state: 'hidden' });
    await ui.page.getByTestId('language-en').click();
  });

  it('keeps unsaved work as a draft and offers it after a reload', async () => {
    await ui.page.getByTestId('field-floating.projectId').locator('input').fill('PRJ-DRAFT-1');
    await expect.poll(() => existsSync(join(ui.dataDir, 'config-draft.json'))).toBe(true);
    await expect.poll(() => readFileSync(join(ui.dataDir, 'config-draft.json'), 'utf8')).toContain('PRJ-DRAFT-1');
    await ui.page.getByTestId('language-zh-CN').click();
    ui.page.once('dialog', (d) => void d.accept()); // the unsaved-changes question of the browser
    await ui.page.reload();
    // The banner's time in the UI's language: a Chinese date, a 24-hour clock, no AM/PM.
    // (The area's Chinese words arrive as a chunk of their own: wait for them, not for a time.)
    await expect.poll(() => ui.page.getByTestId('draft-banner').textContent()).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}:\d{2}/);
    const banner = await ui.page.getByTestId('draft-banner').textContent();
    expect(banner).not.toMatch(/AM|PM|上午|下午/);
    await ui.page.getByTestId('language-en').click();
    await ui.page.getByTestId('restore-draft').click();
    await expect.poll(() => ui.page.locator('.cm-content').textContent()).toContain('PRJ-DRAFT-1');
    expect(await ui.page.getByTestId('dirty-mark').count()).toBe(1);
  });

  it('puts focus on the new feature’s first field after Add feature, not on the page', async () => {
    await ui.page.getByTestId('new-feature-key').fill('door.unlock');
    await ui.page.getByTestId('add-feature').click();
    await expect
      .poll(() => ui.page.evaluate(() => document.activeElement?.closest('[data-testid^="feature-"]')?.getAttribute('data-testid')))
      .toBe('feature-door.unlock');
  });

  it('masks a secret in the JSON view as in the form, refuses a keystroke into it, and saves the real value (issue 33, C8)', async () => {
    const sn = ui.page.getByTestId('field-licensevendor.sn');
    await sn.locator('input').fill('SN-HIDDEN-0042');
    const json = () => ui.page.locator('.cm-content').textContent();
    await expect.poll(json).toContain('"sn": "••••••••"');
    expect(await json()).not.toContain('SN-HIDDEN-0042');
    expect(await sn.locator('input').getAttribute('type')).toBe('password');
    // A click on the mask and a keystroke there would change the hidden value: refused, and said.
    await ui.page.locator('.cm-secret-mask').click();
    await ui.page.keyboard.type('x');
    await ui.page.keyboard.press('Backspace');
    await expect.poll(() => ui.page.getByTestId('json-editor-secret-refused').textContent()).toContain('hidden secret');
    await ui.page.keyboard.press('Control+s');
    await expect.poll(() => ui.page.getByTestId('dirty-mark').count()).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ licensevendor: { sn: 'SN-HIDDEN-0042' } });
    // Shown in the form: shown in the JSON view too.
    await sn.getByRole('button', { name: 'Show' }).click();
    await expect.poll(json).toContain('"sn": "SN-HIDDEN-0042"');
    await sn.getByRole('button', { name: 'Hide' }).click();
    await expect.poll(json).not.toContain('SN-HIDDEN-0042');
  });

  it('made no request anywhere but 127.0.0.1, and broke no CSP rule', () => {
    // The page, its script chunks and its bridge calls were all recorded: the loop below has something to check.
    expect(ui.requests.length).toBeGreaterThan(3);
    expect(ui.requests.some((url) => new URL(url).pathname.endsWith('.js'))).toBe(true);
    for (const url of ui.requests) expect(new URL(url).hostname).toBe('127.0.0.1');
    expect(ui.consoleErrors.filter((m) => /Content Security Policy|Refused to/i.test(m))).toEqual([]);
  });
});
