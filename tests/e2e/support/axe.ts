// axe-core from the npm package, run inside the page under test. The rule set is WCAG 2.0, 2.1 and
// 2.2 at levels A and AA: what the console promises. A violation is reported with its rule, every
// element it was found on and the view it was found in, so that a failing run says what to fix.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG tags every check runs. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** One violation, flattened to what a reader of a failed test needs. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** Each element it was found on, with what is wrong there. */
  nodes: Array<{ target: string; summary: string }>;
}

/** Runs axe over the whole page; returns its violations (empty when there are none). */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  // page.evaluate runs over the DevTools protocol, which the page's CSP does not govern: the
  // console's strict policy stays on for the audit (an injected <script> tag would be refused).
  // Colours caught mid-transition (a dialog fading in, a tag turning red) are not what the
  // engineer reads: audit the page once its animations have finished.
  await settleTransitions(page);
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: [...tags] },
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ') })),
    }));
  }, WCAG_TAGS);
}

/**
 * Waits until the page is at rest: no running animation and no Vue transition class left. A Vue
 * transition starts its CSS transition a frame after it adds `*-enter-active`, so a single look at
 * `getAnimations()` can find nothing and let axe read a tag still fading in (CI saw 4.47:1 there).
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const moving = '[class*="-enter-active"], [class*="-leave-active"], [class*="-enter-from"], [class*="-leave-to"]';
    const until = performance.now() + 5000;
    while (performance.now() < until) {
      await frame();
      await frame();
      const running = document.getAnimations();
      if (running.length === 0 && !document.querySelector(moving)) return;
      // An endless animation (a spinner) never finishes: wait for it no longer than the budget.
      const left = new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, until - performance.now())));
      await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), left]);
    }
  });
}

/** Words for a list of violations: one line per rule and element, naming the view. */
export function describeViolations(view: string, findings: readonly AxeFinding[]): string[] {
  return findings.flatMap((f) => f.nodes.map((n) => `${view}: ${f.rule} (${f.impact}) at ${n.target}: ${f.help}. ${n.summary}`));
}
