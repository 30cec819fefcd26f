// The console driven with the keyboard alone, as an engineer on a ladder without a mouse does:
// from page load, Tab reaches the skip link, every area of the navigation and every control of
// every area; Enter on an area brings focus to its heading; a template is opened, edited and saved; dialogs hold focus and give it back; the
// JSON view lets go with Escape then Tab; every focused control shows where the focus is. The same
// walk in English and in Chinese: labels, dialogs and announcements change length and words.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/api';
import { AS_OPENED, loadAreaStates, type AreaState } from './support/area-states';
import { routerAreas, settled, type AreaRoute } from './support/areas';
import { openConsole, type ConsoleUnderTest } from './support/console-page';
import { ensureDemoSite } from './support/demo-site';
import { focused, markTabStops, pointerOnly, tabUntil, type Focused } from './support/keyboard';

// Every area and every declared state in one walk: it grows with each view, so it has a budget of
// its own rather than the default per-test limit.
const WALK_TIMEOUT_MS = 300_000;

/** What the walk reads on the page, in each language. */
const WORDS: Record<
  Language,
  { locale: string; opened: string; saved: (path: string) => string; discard: RegExp; help: string; untitled: string }
> = {
  en: {
    locale: 'en-US',
    // The wharf template's two placeholder addresses are its warnings ("replace me").
    opened: 'Untitled document is open: Valid, 2 warning(s).',
    saved: (path) => `Saved ${path}`,
    discard: /Discard/,
    help: 'press Escape, then Tab',
    untitled: 'Untitled document',
  },
  'zh-CN': {
    locale: 'zh-CN',
    opened: '已打开 未命名文档：有效，2 个警告。',
    saved: (path) => `已保存 ${path}`,
    discard: /放弃/,
    help: '请先按 Esc，再按 Tab',
    untitled: '未命名文档',
  },
};

describe.each<Language>(['en', 'zh-CN'])('keyboard only (%s)', (language) => {
  const words = WORDS[language];
  let ui: ConsoleUnderTest;
  let areas: AreaRoute[];
  let docs: string;
  let declared: Map<string, AreaState[]>;
  const unindicated = new Set<string>();
  const note = (seen: Focused[]): void => seen.filter((f) => f.id !== 'body' && !f.indicated).forEach((f) => unindicated.add(f.id));

  beforeAll(async () => {
    ui = await openConsole({ locale: words.locale });
    await ui.page.setViewportSize({ width: 1400, height: 900 });
    areas = await routerAreas(ui.page);
    declared = await loadAreaStates();
    docs = mkdtempSync(join(tmpdir(), 'site-console-keyboard-'));
  });
  afterAll(async () => {
    await ui?.close();
  });

  it('offers "Skip to main content" first, then every area of the navigation, each its own Tab stop; Enter opens the area on its heading', async () => {
    await ui.page.reload();
    await ui.page.getByTestId('config-start').waitFor();
    // A fresh data directory: the demo-site offer comes once the area has painted, between the
    // navigation and the area. Tabbing starts once the page is complete.
    await ui.page.getByTestId('demo-offer').waitFor();
    await ui.page.keyboard.press('Tab');
    const skip = await focused(ui.page);
    expect(skip.id).toBe('skip-link');
    expect(skip.indicated, 'the skip link shows focus').toBe(true);
    expect(await ui.page.getByTestId('skip-link').isVisible()).toBe(true);
    const seen = await tabUntil(ui.page, (f) => f.region === 'navigation', 10);
    note(seen);
    expect(seen.at(-1)?.id).toBe(`nav-${areas[0]?.name}`);
    // Every area is a Tab stop of its own, in the navigation's order.
    for (const area of areas.slice(1)) {
      await ui.page.keyboard.press('Tab');
      expect((await focused(ui.page)).id).toBe(`nav-${area.name}`);
    }
    await ui.page.keyboard.press('Enter');
    await ui.page.waitForFunction((path) => window.location.hash === `#${path}`, areas.at(-1)?.path);
    // Focus has followed to the area: its heading, in the main region.
    await expect.poll(() => ui.page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    expect((await focused(ui.page)).region).toBe('main');
    // The skip link takes focus past header and navigation to the area's heading.
    note(await tabUntil(ui.page, (f) => f.id === 'skip-link', 40, 'Shift+Tab'));
    await ui.page.keyboard.press('Enter');
    expect(await ui.page.evaluate(() => document.activeElement?.matches('main h2') ?? false)).toBe(true);
  });

  it(
    'reaches every control of every area and declared state with Tab, each with a visible focus indicator',
    async () => {
      for (const area of areas) {
        // To the area with the keyboard: Shift+Tab back to its link in the navigation, Enter.
        note(await tabUntil(ui.page, (f) => f.id === `nav-${area.name}`, 120, 'Shift+Tab'));
        await ui.page.keyboard.press('Enter');
        await ui.page.waitForFunction((path) => window.location.hash === `#${path}`, area.path);
        await settled(ui.page);
        for (const state of [AS_OPENED, ...(declared.get(area.name) ?? [])]) {
          await state.reach(ui);
          const where = `${area.name} (${state.name})`;
          expect(await pointerOnly(ui.page), `${where}: clickable but not reachable by keyboard`).toEqual([]);
          const stops = await markTabStops(ui.page);
          expect(stops.length, `${where} has no control`).toBeGreaterThan(0);
          const reached = new Set<string>();
          const seen = await tabUntil(
            ui.page,
            (f) => {
              if (f.stop) reached.add(f.stop);
              return stops.every((s) => reached.has(s.stop));
            },
            stops.length * 2 + 20,
          ).catch((err: Error) => {
            throw new Error(
              `${where}: never reached ${stops
                .filter((s) => !reached.has(s.stop))
                .map((s) => s.what)
                .join(', ')}\n${err.message}`,
            );
          });
          note(seen);
          await state.leave?.(ui);
        }
      }
      expect([...unindicated], 'focused without a visible indicator').toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it('opens a template, edits a field and saves it, all from the keyboard', async () => {
    await ui.page.goto(`${ui.web.origin}/#/config`);
    await ui.page.getByTestId('config-start').waitFor();
    await ui.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    note(await tabUntil(ui.page, (f) => f.id === 'start-licensevendor-wharf'));
    await ui.page.keyboard.press('Enter');
    await ui.page.getByTestId('verdict').waitFor();
    // Focus goes to the form's first field (a lazy part, so a frame or two after the verdict),
    // not back to the page's start.
    await expect.poll(async () => (await focused(ui.page)).region).toBe('main');
    await expect.poll(() => ui.page.evaluate(() => document.documentElement.lang)).toBe(language);
    await expect.poll(() => ui.page.getByTestId('live-status').textContent()).toBe(words.opened);
    note(await tabUntil(ui.page, (f) => f.id === 'field-licensevendor.url'));
    await ui.page.keyboard.press('ControlOrMeta+a');
    await ui.page.keyboard.type('bit://192.0.2.77:8273');
    // Ctrl+S on a new document asks where: the dialog takes focus and keeps it.
    await ui.page.keyboard.press('Control+s');
    await ui.page.getByTestId('file-dialog').waitFor();
    await expect.poll(async () => (await focused(ui.page)).region).toBe('dialog');
    for (let i = 0; i < 25; i++) {
      await ui.page.keyboard.press('Tab');
      const now = await focused(ui.page);
      expect(now.region, `Tab left the open dialog for ${now.id}`).toBe('dialog');
      if (!now.indicated) unindicated.add(now.id);
    }
    const target = join(docs, 'keyboard.json');
    note(await tabUntil(ui.page, (f) => f.id === 'typed-path'));
    await ui.page.keyboard.type(target);
    await ui.page.keyboard.press('Enter');
    await ui.page.getByTestId('file-dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => existsSync(target)).toBe(true);
    expect(JSON.parse(readFileSync(target, 'utf8'))).toMatchObject({ licensevendor: { url: 'bit://192.0.2.77:8273' } });
    await expect.poll(() => ui.page.getByTestId('live-status').textContent()).toContain(words.saved(target));
    // Focus is back where Ctrl+S was pressed.
    await expect.poll(async () => (await focused(ui.page)).id).toBe('field-licensevendor.url');
    expect([...unindicated], 'focused without a visible indicator').toEqual([]);
  });

  it('closes a dialog with Escape and gives focus back to the button that opened it', async () => {
    note(await tabUntil(ui.page, (f) => f.id === 'open-file', 60, 'Shift+Tab'));
    await ui.page.keyboard.press('Enter');
    await ui.page.getByTestId('file-dialog').waitFor();
    await expect.poll(async () => (await focused(ui.page)).region).toBe('dialog');
    await ui.page.keyboard.press('Escape');
    await ui.page.getByTestId('file-dialog').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(ui.page)).id).toBe('open-file');
  });

  it('indents with Tab in the JSON view, and lets go with Escape then Tab, as its help says', async () => {
    const help = ui.page.getByTestId('json-editor-help');
    expect(await help.textContent()).toContain(words.help);
    const helpId = await help.getAttribute('id');
    expect(await ui.page.getByTestId('json-editor-content').getAttribute('aria-describedby')).toBe(helpId);
    await ui.page.getByTestId('json-editor-content').focus();
    await ui.page.keyboard.press('Control+Home');
    const before = await ui.page.getByTestId('json-editor-content').textContent();
    await ui.page.keyboard.press('Tab');
    expect((await focused(ui.page)).inEditor).toBe(true);
    expect(await ui.page.getByTestId('json-editor-content').textContent()).not.toBe(before);
    expect((await focused(ui.page)).indicated).toBe(true);
    // Escape then Shift+Tab: back to the form's last control.
    await ui.page.keyboard.press('Escape');
    await ui.page.keyboard.press('Shift+Tab');
    const before2 = await focused(ui.page);
    expect(before2.inEditor).toBe(false);
    expect(before2.region).toBe('main');
    expect(before2.indicated, `${before2.id} shows no focus`).toBe(true);
    // Escape then Tab: on past the editor (here the JSON view is the page's last control).
    await ui.page.getByTestId('json-editor-content').focus();
    await ui.page.keyboard.press('Escape');
    await ui.page.keyboard.press('Tab');
    expect((await focused(ui.page)).inEditor).toBe(false);
  });

  it('starts another document from the template menu with the arrows and Enter', async () => {
    note(await tabUntil(ui.page, (f) => f.id === 'new-from-template', 60, 'Shift+Tab'));
    await ui.page.keyboard.press('Enter');
    await ui.page.getByTestId('template-selfhosted-school').waitFor();
    await expect.poll(async () => (await focused(ui.page)).id).toMatch(/^template-/);
    // Down to the template wanted, then Enter.
    for (let i = 0; i < 10 && (await focused(ui.page)).id !== 'template-selfhosted-school'; i++) await ui.page.keyboard.press('ArrowDown');
    expect((await focused(ui.page)).id).toBe('template-selfhosted-school');
    await ui.page.keyboard.press('Enter');
    // The open document was changed in the JSON view: the console asks first, and Discard is a Tab away.
    await ui.page.locator('.el-message-box').waitFor();
    await expect.poll(async () => (await focused(ui.page)).region).toBe('dialog');
    note(await tabUntil(ui.page, (f) => words.discard.test(f.id), 6));
    await ui.page.keyboard.press('Enter');
    await expect.poll(() => ui.page.getByTestId('doc-title').textContent()).toContain(words.untitled);
    await expect.poll(() => ui.page.locator('.cm-content').textContent()).toContain('"provider": "selfhosted"');
    expect([...unindicated], 'focused without a visible indicator').toEqual([]);
  });

  it('looks a person up with the id and Enter, and opens visitor access with the id, Space on floors and Enter', async () => {
    await ensureDemoSite(ui);
    await ui.page.goto(`${ui.web.origin}/#/person`);
    await ui.page.getByTestId('person-view').waitFor();
    await ui.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    note(await tabUntil(ui.page, (f) => f.id === 'person-id'));
    // The area keeps the id that produced its last answer (an earlier walk may have left one): replace it.
    await ui.page.keyboard.press('ControlOrMeta+A');
    await ui.page.keyboard.type('P1001');
    await ui.page.keyboard.press('Enter');
    await expect.poll(() => ui.page.getByTestId('person-name').textContent()).toBeTruthy();

    await ui.page.goto(`${ui.web.origin}/#/visitor-access`);
    await ui.page.getByTestId('visitor-access-view').waitFor();
    // The area keeps its choices across visits, and the walk above tried "send no floors": this
    // path picks floors, so it starts from the visitor's own list with that box clear.
    const noFloors = ui.page.getByTestId('visitor-no-floors').locator('input');
    if (await noFloors.isChecked()) await ui.page.getByTestId('visitor-no-floors').click();
    await ui.page
      .getByTestId('visitor-source')
      .getByText(/own floor list|自己的楼层/)
      .click();
    await ui.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    note(await tabUntil(ui.page, (f) => f.id === 'visitor-id'));
    await ui.page.keyboard.press('ControlOrMeta+A');
    await ui.page.keyboard.type('V2001');
    // The first Enter loads the floors the visitor may be given; Tab and Space pick one.
    await ui.page.keyboard.press('Enter');
    await ui.page.getByTestId('floor-list').waitFor();
    const floor = await tabUntil(ui.page, (f) => f.id.startsWith('floor-') && f.id !== 'floor-list', 60);
    note(floor);
    const picked = floor.at(-1)?.id.replace(/^floor-/, '') ?? '';
    await ui.page.keyboard.press('Space');
    // The second Enter writes the access.
    await ui.page.keyboard.press('Enter');
    await expect.poll(() => ui.page.getByTestId('visitor-result').textContent()).toContain(picked);
    expect([...unindicated], 'focused without a visible indicator').toEqual([]);
  });

  it('stops Element Plus animations when the system asks for reduced motion', async () => {
    const duration = () => ui.page.evaluate(() => getComputedStyle(document.querySelector('.el-button') as Element).transitionDuration);
    expect(await duration()).not.toMatch(/^0s$|^1e-05s$/);
    await ui.page.emulateMedia({ reducedMotion: 'reduce' });
    expect(parseFloat(await duration())).toBeLessThan(0.001);
    await ui.page.emulateMedia({ reducedMotion: 'no-preference' });
  });
});
