// The view of each area but the first as a lazy import, by its path, and which of them the window
// opens on. No library here (not Vue, not the router): the entry evaluates this first
// (opening-view.ts), so that the opening view's chunk is asked for before the shell's libraries
// have run. The first area's view, the configuration view, is the shell's own (router.ts says why).
import { retryingImport } from './retrying-import';

/** The path of the first area: the window opens on it when its address names no other. */
export const FIRST_AREA_PATH = '/config';

/** The view of each later area, by path: a lazy import that retries a failed chunk (retrying-import.ts). */
export const areaViews = {
  '/license': retryingImport(() => import('./views/LicenseView.vue')),
  '/site': retryingImport(() => import('./views/SiteView.vue')),
  '/person': retryingImport(() => import('./views/PersonView.vue')),
  '/visitor-access': retryingImport(() => import('./views/VisitorAccessView.vue')),
  '/parity': retryingImport(() => import('./views/RouteParityView.vue')),
  '/site-calls': retryingImport(() => import('./views/SiteCallsView.vue')),
  '/batch': retryingImport(() => import('./views/BatchView.vue')),
  '/diagnostics': retryingImport(() => import('./views/DiagnosticsView.vue')),
  '/help': retryingImport(() => import('./views/HelpView.vue')),
};

/** An area's path. */
export type AreaPath = typeof FIRST_AREA_PATH | keyof typeof areaViews;

/** The path of the area the window opens on: the one its address names, or the first (`/config`). */
export function openingPath(hash: string): AreaPath {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  return Object.hasOwn(areaViews, path) ? (path as AreaPath) : FIRST_AREA_PATH;
}
