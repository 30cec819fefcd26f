// Every area of the router, in both languages and in every state its area-states file declares,
// audited by axe-core at WCAG 2.0/2.1/2.2 A and AA, and for its landmarks and heading order. The areas come from the running router, so a
// view added later is audited without anyone editing this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/api';
import { AS_OPENED, loadAreaStates, type AreaState } from './support/area-states';
import { describeViolations, runAxe } from './support/axe';
import { openConsole, type ConsoleUnderTest } from './support/console-page';
import { structureProblems } from './support/page-structure';
import { chooseLanguage, routerAreas, visitArea } from './support/areas';

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
    for (const name of declared.keys()) expect(areas.map((a) => a.name), `area-states/${name}.ts names no area`).toContain(name);
  });

  for (const language of ['en', 'zh-CN'] as const satisfies readonly Language[]) {
    it(`has no violation in any area or state, in ${language}`, async () => {
      await chooseLanguage(ui.page, language);
      const violations: string[] = [];
      for (const area of areas) {
        await visitArea(ui.page, area);
        expect(await ui.page.evaluate(() => document.documentElement.lang)).toBe(language);
        for (const state of [AS_OPENED, ...(declared.get(area.name) ?? [])]) {
          await state.reach(ui);
          const view = `${area.name} (${state.name}, ${language})`;
          violations.push(...describeViolations(view, await runAxe(ui.page)));
          violations.push(...(await structureProblems(ui.page)).map((p) => `${view}: ${p}`));
          await state.leave?.(ui);
        }
      }
      expect(violations.length, `${violations.length} violation(s):\n${violations.join('\n')}`).toBe(0);
    });
  }
});
