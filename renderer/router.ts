// The console's areas. Hash history: the same URLs work from app:// in Electron and over the web
// transport, with no server-side routes. Every later area's view is a lazy import, so that its code
// loads with the area and not before the shell: see renderer/README.md before adding one. The
// first area's view, the configuration view with its start page, is what a window shows unless its
// address names another area: it is part of the shell, so that the window mounts as soon as the
// shell has run. A lazy view, even one named in the page and already compiled, is only evaluated
// in a task of its own, after the page's DOMContentLoaded, its load event and a paint of the empty
// page (bench:startup at 4×: the first view 57 ms later). What the view shows only later (the
// editor, the form, the findings: CodeMirror and Element Plus) stays lazy.
import { createRouter, createWebHashHistory, type RouteRecordRaw, type Router } from 'vue-router';
import { followAreaFocus } from './area-focus';
import { followAreaLoading } from './area-loading';
import { areaNeedsReady } from './area-needs';
import { areaViews, FIRST_AREA_PATH, openingPath } from './area-views';
import ConfigEditorView from './views/ConfigEditorView.vue';

/**
 * A later area's view, loaded together with what every area needs and the shell does not
 * (area-needs.ts): the view shows once all are there. Each retries on its own after a failure. The
 * configuration view, the window's first, needs neither: its start page shows without every text
 * and without Element Plus, and its store waits for them before a document opens (ConfigEditorView.vue).
 */
function areaView<T>(view: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([areaNeedsReady(), view()]).then(([, loaded]) => loaded);
}

/** The areas, in navigation order; `titleKey` names the i18n key of the menu entry. */
export const areas: Array<RouteRecordRaw & { name: string; meta: { titleKey: string } }> = [
  { path: FIRST_AREA_PATH, name: 'config', component: ConfigEditorView, meta: { titleKey: 'nav.config' } },
  { path: '/license', name: 'license', component: areaView(areaViews['/license']), meta: { titleKey: 'license.title' } },
  { path: '/site', name: 'site', component: areaView(areaViews['/site']), meta: { titleKey: 'site.nav.site' } },
  { path: '/person', name: 'person', component: areaView(areaViews['/person']), meta: { titleKey: 'site.nav.person' } },
  {
    path: '/visitor-access',
    name: 'visitor-access',
    component: areaView(areaViews['/visitor-access']),
    meta: { titleKey: 'site.nav.visitorAccess' },
  },
  { path: '/parity', name: 'parity', component: areaView(areaViews['/parity']), meta: { titleKey: 'site.nav.parity' } },
  { path: '/site-calls', name: 'site-calls', component: areaView(areaViews['/site-calls']), meta: { titleKey: 'site.nav.calls' } },
  { path: '/batch', name: 'batch', component: areaView(areaViews['/batch']), meta: { titleKey: 'batch.nav' } },
  { path: '/diagnostics', name: 'diagnostics', component: areaView(areaViews['/diagnostics']), meta: { titleKey: 'nav.diagnostics' } },
  // Help's pages and code entries are states of the one Help view (no view of their own): it reads
  // them from the address, so that each code and page has one, and the view is not made anew.
  {
    path: '/help',
    name: 'help',
    component: areaView(areaViews['/help']),
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
 * history rewrites the address as it is created, and the web transport's token must have left the
 * address (#token=…) by then (bridge/web-token.ts, which runs before the shell's own modules).
 */
export function createConsoleRouter(): Router {
  const router = createRouter({
    history: createWebHashHistory(),
    routes: [{ path: '/', redirect: FIRST_AREA_PATH }, ...areas, { path: '/:rest(.*)*', redirect: FIRST_AREA_PATH }],
  });
  followAreaLoading(router);
  followAreaFocus(router);
  return router;
}

/** The area the window opens on: the one its address names, or the first. */
export function openingArea(hash: string): (typeof areas)[number] | undefined {
  const path = openingPath(hash);
  return areas.find((a) => a.path === path);
}
