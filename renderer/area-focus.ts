// Focus follows the engineer to the area they opened: after a navigation, to the new area's
// heading (its h2), so that a screen reader says where they are and the next Tab starts there,
// not back in the navigation. The skip link uses the same target.
import { nextTick } from 'vue';
import type { Router } from 'vue-router';

/** Focuses the heading of the area on screen, else the main region; false when neither is there yet. */
export function focusAreaHeading(): boolean {
  const target = document.querySelector<HTMLElement>('main .area h2') ?? null;
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return true;
}

/** After each navigation between areas (not the first, where the opening view's own field wins), focuses the new area's heading. */
export function followAreaFocus(router: Router): void {
  router.afterEach((to, from, failure) => {
    if (failure || from.matched.length === 0 || to.path === from.path) return;
    // The view renders on the next tick; a slow one may take a frame or two more.
    let frames = 0;
    const attempt = (): void => {
      if (!focusAreaHeading() && frames++ < 30) requestAnimationFrame(attempt);
    };
    void nextTick(attempt);
  });
}
