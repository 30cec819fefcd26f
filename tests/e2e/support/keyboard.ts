// What the keyboard focus is on, seen as an engineer without a mouse sees it: which control, in
// which part of the page, and whether a focus indicator is drawn for it.
import type { Page } from 'playwright-core';

/** The focused element, described. */
export interface Focused {
  /** data-testid of the element or its nearest ancestor with one, else tag and name. */
  id: string;
  region: 'header' | 'navigation' | 'main' | 'dialog' | 'other';
  /** A focus indicator is drawn: an outline of 2px or more on the control or the frame it draws focus on. */
  indicated: boolean;
  inEditor: boolean;
  /** The mark `markTabStops` gave the element, if any. */
  stop: string | null;
}

/** Describes the element that has focus now. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(async () => {
    // Some controls draw focus a frame later (CodeMirror sets cm-focused on its next update).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { id: 'body', region: 'other', indicated: false, inEditor: false, stop: null } as const;
    // Where a field draws its focus: the input itself, its Element Plus frame, the editor, or the
    // visible face of a hidden radio input.
    const candidates = [
      el,
      el.closest('.el-input__wrapper, .el-select__wrapper, .cm-editor'),
      el.matches('.el-radio-button__original-radio') ? el.nextElementSibling : null,
    ].filter((c): c is Element => c !== null);
    const indicated = candidates.some((c) => {
      const cs = getComputedStyle(c);
      return cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2;
    });
    const tagged = el.closest('[data-testid]');
    const id =
      tagged?.getAttribute('data-testid') ??
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const region = el.closest('[role="dialog"], .el-overlay')
      ? 'dialog'
      : el.closest('nav')
        ? 'navigation'
        : el.closest('main')
          ? 'main'
          : el.closest('header')
            ? 'header'
            : 'other';
    return { id, region, indicated, inEditor: el.closest('.cm-editor') !== null, stop: el.getAttribute('data-kb-stop') } as const;
  });
}

/**
 * Presses Tab until `until` holds for the focused element; fails after `limit` presses. In the
 * JSON view, where Tab indents, it leaves the documented way: Escape, then Tab.
 */
export async function tabUntil(page: Page, until: (f: Focused) => boolean, limit = 40, key = 'Tab'): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let i = 0; i < limit; i++) {
    if (seen.at(-1)?.inEditor) await page.keyboard.press('Escape');
    await page.keyboard.press(key);
    const now = await focused(page);
    seen.push(now);
    if (until(now)) return seen;
  }
  throw new Error(`${limit} presses of ${key} never reached the control; focus went through: ${seen.map((f) => f.id).join(' → ')}`);
}

/**
 * Marks every control that a keyboard user must be able to reach (enabled, shown, not taken out
 * of the Tab order) with data-kb-stop, in the open dialog if there is one, else in the main
 * region; returns each mark with words for it.
 */
export function markTabStops(page: Page): Promise<Array<{ stop: string; what: string }>> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';
    document.querySelectorAll('[data-kb-stop]').forEach((el) => el.removeAttribute('data-kb-stop'));
    const dialogs = [...document.querySelectorAll('[role="dialog"]')].filter((d) => d.getClientRects().length > 0);
    const scope = dialogs.at(-1) ?? document.querySelector('main');
    // A group of radio buttons is one Tab stop (the arrows move inside it), as the platform and
    // ARIA's radio group pattern have it: every radio of a group carries the group's one mark.
    const groupStops = new Map<string, string>();
    const stops: Array<{ stop: string; what: string }> = [];
    for (const el of scope?.querySelectorAll<HTMLElement>(`:is(${selector})`) ?? []) {
      const reachable = el.tabIndex >= 0 || (el instanceof HTMLInputElement && el.type === 'radio' && el.name !== '');
      if (
        !reachable ||
        (el as HTMLButtonElement).disabled ||
        el.getClientRects().length === 0 ||
        getComputedStyle(el).visibility === 'hidden'
      )
        continue;
      const group = el instanceof HTMLInputElement && el.type === 'radio' && el.name !== '' ? el.name : null;
      const known = group === null ? undefined : groupStops.get(group);
      if (known !== undefined) {
        el.setAttribute('data-kb-stop', known);
        continue;
      }
      const stop = String(stops.length);
      if (group !== null) groupStops.set(group, stop);
      el.setAttribute('data-kb-stop', stop);
      const what = el.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
      stops.push({
        stop,
        what: `${what} ${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      });
    }
    return stops;
  });
}

/**
 * Things in the main region that look clickable (a pointer cursor) but that the keyboard cannot
 * reach: a card or row with a click handler instead of a button. Returns words for each.
 */
export function pointerOnly(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const focusable = 'a[href], button, input, select, textarea, label, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
    const pointer = (el: Element | null): boolean => el !== null && getComputedStyle(el).cursor === 'pointer';
    return (
      [...document.querySelectorAll<HTMLElement>('main *')]
        // The outermost element of a clickable area: the cursor is inherited by everything inside.
        .filter((el) => pointer(el) && !pointer(el.parentElement) && el.getClientRects().length > 0)
        .filter((el) => !el.closest(focusable) && !el.querySelector(focusable))
        // A part of a field (a select's caret) whose input the keyboard reaches.
        .filter((el) => !el.closest('.el-select__wrapper, .el-input__wrapper')?.querySelector(focusable))
        // A number field's − and + repeat its spin button's arrow keys (WAI-ARIA spinbutton pattern).
        .filter((el) => !el.closest('.el-input-number')?.querySelector('input[role="spinbutton"]'))
        // CodeMirror's fold markers repeat keyboard commands of the editor (Ctrl+Shift+[ and ]).
        .filter((el) => !el.closest('.cm-gutters'))
        .map(
          (el) =>
            `${el.closest('[data-testid]')?.getAttribute('data-testid') ?? ''} ${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`,
        )
    );
  });
}
