// Every area of the router, in every declared state, at the smallest window the console supports
// (1024×600) and at a large one (1920×1080), in both languages: the main region never scrolls
// sideways, and every visible button's text fits inside its box.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/api';
import { AS_OPENED, loadAreaStates, type AreaState } from './support/area-states';
import { chooseLanguage, routerAreas, visitArea, type AreaRoute } from './support/areas';
import { openConsole, type ConsoleUnderTest } from './support/console-page';
import { ensureDemoSite } from './support/demo-site';

const WALK_TIMEOUT_MS = 300_000;
const SIZES = [
  { width: 1024, height: 600 },
  { width: 1920, height: 1080 },
];

/** What does not fit: the main region's sideways overflow, and buttons whose text is cut. */
function layoutProblems(ui: ConsoleUnderTest): Promise<string[]> {
  return ui.page.evaluate(() => {
    const problems: string[] = [];
    const main = document.querySelector('main');
    if (main && main.scrollWidth > main.clientWidth) problems.push(`main scrolls sideways: ${main.scrollWidth} > ${main.clientWidth}`);
    for (const button of document.querySelectorAll<HTMLElement>('main button, main .el-button')) {
      if (button.getClientRects().length === 0 || getComputedStyle(button).visibility === 'hidden') continue;
      const box = button.getBoundingClientRect();
      const text = (button.textContent ?? '').trim();
      if (!text) continue;
      // The text's own extent (a range over its contents), against the button's box.
      const range = document.createRange();
      range.selectNodeContents(button);
      const ink = range.getBoundingClientRect();
      const cut = ink.right > box.right + 1 || ink.left < box.left - 1 || button.scrollWidth > button.clientWidth + 1;
      // Sideways, the button must be wholly visible: inside every ancestor that clips (a table's
      // scroller, a card with overflow hidden) and inside the window. Below the fold is fine.
      let outside = box.left < -1 || box.right > window.innerWidth + 1;
      let clipper = outside ? `the window (${Math.round(box.left)}–${Math.round(box.right)})` : '';
      // Up to the nearest fixed layer (a dialog's overlay): what is above it does not clip it.
      for (let el = button.parentElement, fixed = false; el && !outside && !fixed; el = el.parentElement) {
        fixed = getComputedStyle(el).position === 'fixed';
        if (getComputedStyle(el).overflowX === 'visible') continue;
        const clip = el.getBoundingClientRect();
        outside = box.left < clip.left - 1 || box.right > clip.right + 1;
        if (outside)
          clipper = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(box.left)}–${Math.round(box.right)} outside ${Math.round(clip.left)}–${Math.round(clip.right)})`;
      }
      if (cut || outside) {
        const where = button.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
        problems.push(`button "${text.slice(0, 40)}" (${where}) ${cut ? 'cuts its text' : `is cut off sideways by ${clipper}`}`);
      }
    }
    return problems;
  });
}

describe.each<Language>(['en', 'zh-CN'])('layout of every area at 1024×600 and 1920×1080 (%s)', (language) => {
  let ui: ConsoleUnderTest;
  let areas: AreaRoute[];
  let declared: Map<string, AreaState[]>;

  beforeAll(async () => {
    ui = await openConsole({ locale: 'en-US' });
    areas = await routerAreas(ui.page);
    declared = await loadAreaStates();
    await ensureDemoSite(ui);
    await chooseLanguage(ui.page, language);
  });
  afterAll(async () => {
    await ui?.close();
  });

  it(
    'fits every area and state: no sideways scroll of the main region, no cut button',
    async () => {
      const problems: string[] = [];
      for (const area of areas) {
        await visitArea(ui.page, area);
        for (const state of [AS_OPENED, ...(declared.get(area.name) ?? [])]) {
          await state.reach(ui);
          for (const size of SIZES) {
            await ui.page.setViewportSize(size);
            await ui.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
            for (const p of await layoutProblems(ui)) problems.push(`${area.name} (${state.name}) at ${size.width}×${size.height}: ${p}`);
          }
          await state.leave?.(ui);
        }
      }
      expect(problems).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
