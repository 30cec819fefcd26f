// "What does this mean?" leaves the engineer's work for Help; coming back (the browser's back, or
// Help's Back) puts focus on the very link they followed, so that the keyboard and a screen reader
// go on where they were. Loaded with the first error shown, not with the shell.
import { shallowRef } from 'vue';
import type { Router } from 'vue-router';
import { focusWhenShown } from '../focus-when-shown';

/** Where an explanation was opened from: the area's address and which explanation link it was. */
export interface ReturnPoint {
  path: string;
  code: string;
  /** Its place among the area's explanation links of the same code. */
  index: number;
}

// Reactive: Help offers its Back only while there is somewhere to go back to.
const point = shallowRef<ReturnPoint | null>(null);
const following = new WeakSet<Router>();

const explanationLinks = (code: string): HTMLElement[] =>
  [...document.querySelectorAll<HTMLElement>('main [data-testid="error-explain"]')].filter((link) => link.dataset['code'] === code);

/** The return point Help's Back leads to, if an explanation was opened from an area. */
export const returnPoint = (): ReturnPoint | null => point.value;

/** Remembers `link` (an explanation link of `code`, on the area at `path`) before Help opens. */
export function rememberReturnPoint(router: Router, link: HTMLElement, code: string): void {
  point.value = { path: router.currentRoute.value.fullPath, code, index: Math.max(0, explanationLinks(code).indexOf(link)) };
  if (following.has(router)) return;
  following.add(router);
  router.afterEach((to, _from, failure) => {
    if (failure || !point.value) return;
    if (to.fullPath === point.value.path) {
      const { code: back, index } = point.value;
      point.value = null;
      // After the area's own focus move (its heading, on the next tick; area-focus.ts): a frame later.
      requestAnimationFrame(() => void focusWhenShown(() => explanationLinks(back)[index] ?? explanationLinks(back)[0]));
    } else if (!to.path.startsWith('/help')) point.value = null;
  });
}

/** Back to the return point: the history's own step back when that is where it leads, else there anew. */
export function goBack(router: Router): void {
  if (!point.value) return;
  const back = (window.history.state as { back?: unknown } | null)?.back;
  if (back === point.value.path) router.back();
  else void router.push(point.value.path);
}
