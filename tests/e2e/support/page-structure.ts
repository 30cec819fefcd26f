// The page's outline as assistive technology presents it: one main landmark, a named navigation,
// one first-level heading, and headings that never skip a level on the way down.
import type { Page } from 'playwright-core';

/** What is wrong with the page's landmarks and headings; empty when nothing is. */
export function structureProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element): boolean => el.getClientRects().length > 0;
    const mains = [...document.querySelectorAll('main, [role="main"]')].filter(shown);
    if (mains.length !== 1) problems.push(`${mains.length} main landmarks (want exactly one)`);
    const navs = [...document.querySelectorAll('nav, [role="navigation"]')].filter(shown);
    if (navs.length === 0) problems.push('no navigation landmark');
    for (const nav of navs)
      if (!nav.getAttribute('aria-label') && !nav.getAttribute('aria-labelledby')) problems.push('a navigation landmark without a name');
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(shown);
    const ones = headings.filter((h) => h.tagName === 'H1').length;
    if (ones !== 1) problems.push(`${ones} first-level headings (want exactly one)`);
    let level = 0;
    for (const h of headings) {
      const next = Number(h.tagName.slice(1));
      if (next > level + 1) problems.push(`heading "${h.textContent?.trim().slice(0, 40)}" is h${next} after h${level}`);
      level = next;
    }
    return problems;
  });
}
