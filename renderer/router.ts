// The console's areas. Hash history: the same URLs work from app:// in Electron and over the web
// transport, with no server-side routes. Every area's view is a lazy import, so that its code
// (CodeMirror for the configuration editor, and whatever later areas bring) loads with the area
// and not before the shell: see renderer/README.md before adding one.
import { createRouter, createWebHashHistory, type RouteRecordRaw, type Router } from 'vue-router';
import { followAreaFocus } from './area-focus';
import { followAreaLoading } from './area-loading';
import { areaNeedsReady } from './area-needs';
import { retryingImport } from './retrying-import';

/**
 * An area's view, loaded together with what every area needs and the shell does not (area-needs.ts):
 * the view shows once all are there. Each retries on its own after a failure.
 */
function areaView<T>(load: () => Promise<T>): () => Promise<T> {
  const view = retryingImport(load);
  return () => Promise.all([areaNeedsReady(), view()]).then(([, loaded]) => loaded);
}

/**
 * The configuration view, the window's first: its start page needs neither every text nor Element
 * Plus, so it shows without waiting for them, and its store waits for them before a document
 * opens (ConfigEditorView.vue).
 */
const startView = <T>(load: () => Promise<T>): (() => Promise<T>) => retryingImport(load);

/** The areas, in navigation order; `titleKey` names the i18n key of the menu entry. */
export const areas: Array<RouteRecordRaw & { name: string; meta: { titleKey: string } }> = [
  { path: '/config', name: 'config', component: startView(() => import('./views/ConfigEditorView.vue')), meta: { titleKey: 'nav.config' } },
  { path: '/license', name: 'license', component: areaView(() => import('./views/LicenseView.vue')), meta: { titleKey: 'license.title' } },
  { path: '/site', name: 'site', component: areaView(() => import('./views/SiteView.vue')), meta: { titleKey: 'site.nav.site' } },
  { path: '/person', name: 'person', component: areaView(() => import('./views/PersonView.vue')), meta: { titleKey: 'site.nav.person' } },
  {
    path: '/visitor-access',
    name: 'visitor-access',
    component: areaView(() => import('./views/VisitorAccessView.vue')),
    meta: { titleKey: 'site.nav.visitorAccess' },
  },
  {
    path: '/parity',
    name: 'parity',
    component: areaView(() => import('./views/RouteParityView.vue')),
    meta: { titleKey: 'site.nav.parity' },
  },
  {
    path: '/site-calls',
    name: 'site-calls',
    component: areaView(() => import('./views/SiteCallsView.vue')),
    meta: { titleKey: 'site.nav.calls' },
  },
  { path: '/batch', name: 'batch', component: areaView(() => import('./views/BatchView.vue')), meta: { titleKey: 'batch.nav' } },
  {
    path: '/diagnostics',
    name: 'diagnostics',
    component: areaView(() => import('./views/DiagnosticsView.vue')),
    meta: { titleKey: 'nav.diagnostics' },
  },
  // Help's pages and code entries are states of the one Help view (no view of their own): it reads
  // them from the address, so that each code and page has one, and the view is not made anew.
  {
    path: '/help',
    name: 'help',
    component: areaView(() => import('./views/HelpView.vue')),
    meta: { titleKey: 'nav.help' },
    children: [
      { path: 'page/:page', name: 'help-page', components: {} },
      { path: 'code/:code', name: 'help-code', components: {} },
      { path: 'site-code/:code', name: 'help-site-code', components: {} },
    ],
  },
];

/**
 * The console's router. Made by the entry once every module has loaded, never at import: the hash
 * history rewrites the address as it is created, and the web transport's token is still in the
 * address (#token=…) until the bridge client has taken it (bridge/web.ts).
 */
export function createConsoleRouter(): Router {
  const router = createRouter({
    history: createWebHashHistory(),
    routes: [{ path: '/', redirect: '/config' }, ...areas, { path: '/:rest(.*)*', redirect: '/config' }],
  });
  followAreaLoading(router);
  followAreaFocus(router);
  return router;
}

/** The area the window opens on: the one its address names, or the first. */
export function openingArea(hash: string): (typeof areas)[number] | undefined {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  return areas.find((a) => a.path === path) ?? areas[0];
}

/**
 * Starts fetching the view of the area the window opens on, so that its chunk downloads and
 * compiles while the shell starts instead of after it has mounted. The router's own import later
 * finds the module already on its way; a failure is left to the router, which says so in the area
 * with a retry.
 */
export function fetchOpeningArea(hash: string): void {
  const load = openingArea(hash)?.component;
  if (typeof load === 'function') void (load as () => Promise<unknown>)().catch(() => undefined);
}
