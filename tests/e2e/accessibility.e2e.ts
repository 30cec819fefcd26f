// Every area of the router, in both languages and in every state its area-states file declares,
// audited by axe-core at WCAG 2.0/2.1/2.2 A and AA, and for its landmarks and heading order. The areas come from the running router, so a
// view added later is audited without anyone editing this file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/api';
import { AS_OPENED, loadAreaStates, type AreaState } from './support/area-states';
import { describeViolations, runAxe } from './support/axe';
import { openConsole, type ConsoleUnderTest } from './support/console-page';
import { structureProblems } from './support/page-structure';
import { chooseLanguage, routerAreas, visitArea } from './support/areas';

// Every area and every declared state in one walk: it grows with each view, so it has a budget of
// its own rather than the default per-test limit.
const WALK_TIMEOUT_MS = 300_000;

describe('accessibility of every area (axe-core, WCAG 2.2 AA)', () => {
  let ui: ConsoleUnderTest;
  let areas: Array<{ name: string; path: string }>;
  let declared: Map<string, AreaState[]>;

  beforeAll(async () => {
    ui = await openConsole({ locale: 'en-US' });
    await ui.page.setViewportSize({ width: 1280, height: 860 });
    areas = await routerAreas(ui.page);
    declared = await loadAreaStates();
  });
  afterAll(async () => {
    await ui?.close();
  });

  it('finds the areas in the router, and every declared state belongs to one', () => {
    expect(areas.map((a) => a.name)).toContain('config');
    expect(areas.map((a) => a.name)).toContain('diagnostics');
    for (const name of declared.keys())
      expect(
        areas.map((a) => a.name),
        `area-states/${name}.ts names no area`,
      ).toContain(name);
  });

  it('keeps the theme when Element Plus styles load after it, as on-demand styles do', async () => {
    await visitArea(ui.page, areas[0] ?? { name: 'config', path: '/config' });
    // All of Element Plus's CSS again, as a sheet that comes after every other in the cascade.
    const late = readFileSync(join(import.meta.dirname, '../../node_modules/element-plus/dist/index.css'), 'utf8');
    await ui.page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, late);
    const primary = await ui.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--el-color-primary').trim());
    expect(primary).toBe('#1a56a8');
    const violations = describeViolations('with Element Plus styles loaded last', await runAxe(ui.page));
    expect(violations.length, violations.join('\n')).toBe(0);
    await ui.page.getByTestId('open-file').focus();
    await ui.page.keyboard.press('Shift+Tab');
    await ui.page.keyboard.press('Tab');
    const outline = await ui.page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineWidth);
    expect(parseFloat(outline)).toBeGreaterThanOrEqual(2);
    await ui.page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
    });
  });

  for (const language of ['en', 'zh-CN'] as const satisfies readonly Language[]) {
    it(
      `has no violation in any area or state, in ${language}`,
      async () => {
        await chooseLanguage(ui.page, language);
        const violations: string[] = [];
        for (const area of areas) {
          await visitArea(ui.page, area);
          expect(await ui.page.evaluate(() => document.documentElement.lang)).toBe(language);
          expect(await ui.page.title()).toContain((await ui.page.getByTestId(`nav-${area.name}`).textContent())?.trim());
          for (const state of [AS_OPENED, ...(declared.get(area.name) ?? [])]) {
            await state.reach(ui);
            const view = `${area.name} (${state.name}, ${language})`;
            violations.push(...describeViolations(view, await runAxe(ui.page)));
            violations.push(...(await structureProblems(ui.page)).map((p) => `${view}: ${p}`));
            await state.leave?.(ui);
          }
        }
        expect(violations.length, `${violations.length} violation(s):\n${violations.join('\n')}`).toBe(0);
      },
      WALK_TIMEOUT_MS,
    );
  }
});
