// Which area's view is on its way, or failed to arrive. Each later area's view is its own chunk
// that the router fetches on the first visit (router.ts; the first area's is the shell's own);
// until it is there, the outlet shows a skeleton instead of an empty page, and when the fetch
// fails (a file missing from an install, the web transport stopped) it says so and offers to try
// again instead of staying blank.
import { shallowReactive } from 'vue';
import type { RouteComponent, RouteLocationNormalized, Router } from 'vue-router';

/** The outlet's state: at most one of `pending` and `failed` is set. */
export interface AreaLoading {
  /** The navigation waiting for its view's code. */
  pending: RouteLocationNormalized | null;
  /** The navigation whose view's code could not be loaded, and why. */
  failed: { to: RouteLocationNormalized; message: string } | null;
}

export const areaLoading = shallowReactive<AreaLoading>({ pending: null, failed: null });

// The router keeps a lazy view as a loader function until its first visit, then swaps in the
// component: the same test vue-router applies (a function that is no component).
function isUnloaded(component: RouteComponent | (() => unknown)): boolean {
  return typeof component === 'function' && !('displayName' in component) && !('props' in component) && !('__vccOpts' in component);
}

function needsLoading(to: RouteLocationNormalized): boolean {
  return to.matched.some((record) => Object.values(record.components ?? {}).some(isUnloaded));
}

/** Follows the router's navigations into `areaLoading`. */
export function followAreaLoading(router: Router): void {
  router.beforeEach((to) => {
    // Leave guards have run by now, so a navigation that gets this far is going ahead.
    areaLoading.failed = null;
    areaLoading.pending = needsLoading(to) ? to : null;
  });
  router.afterEach((to) => {
    // A later navigation may already be waiting; only this one's own wait ends here.
    if (areaLoading.pending === to) areaLoading.pending = null;
  });
  router.onError((error: unknown, to) => {
    if (areaLoading.pending !== to) return;
    areaLoading.pending = null;
    areaLoading.failed = { to, message: error instanceof Error ? error.message : String(error) };
  });
}

/** Goes again where the failed navigation was going; the router fetches the view anew. */
export async function retryAreaLoading(router: Router): Promise<void> {
  const target = areaLoading.failed?.to;
  if (target) await router.push(target.fullPath).catch(() => undefined);
}
