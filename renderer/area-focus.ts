// Focus follows the engineer to the area they opened: after a navigation, to the new area's
// heading (its h2), so that a screen reader says where they are and the next Tab starts there,
// not back in the navigation. The skip link uses the same target.
import { nextTick } from 'vue';
import type { Router } from 'vue-router';
import { focusWhenShown } from './focus-when-shown';

/** The heading of the area on screen, made focusable by script (it is not a Tab stop). */
function areaHeading(): HTMLElement | null {
  const target = document.querySelector<HTMLElement>('main .area h2');
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/** Focuses the heading of the area on screen; false when there is none yet. */
export function focusAreaHeading(): boolean {
  const target = areaHeading();
  target?.focus();
  return target !== null;
}

/** After each navigation between areas (not the first, where the opening view's own field wins), focuses the new area's heading. */
export function followAreaFocus(router: Router): void {
  router.afterEach((to, from, failure) => {
    if (failure || from.matched.length === 0 || to.path === from.path) return;
    // The view renders on the next tick; a slow one may take a frame or two more.
    void nextTick(() => focusWhenShown(areaHeading));
  });
}
