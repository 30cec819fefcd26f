// The console's areas. Hash history: the same URLs work from app:// in Electron and over the web
// transport, with no server-side routes. Every area's view is a lazy import, so that its code
// (CodeMirror for the configuration editor, and whatever later areas bring) loads with the area
// and not before the shell: see renderer/README.md before adding one.
import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router';
import { followAreaLoading } from './area-loading';

/** The areas, in navigation order; `titleKey` names the i18n key of the menu entry. */
export const areas: Array<RouteRecordRaw & { name: string; meta: { titleKey: string } }> = [
  { path: '/config', name: 'config', component: () => import('./views/ConfigEditorView.vue'), meta: { titleKey: 'nav.config' } },
  { path: '/license', name: 'license', component: () => import('./views/LicenseView.vue'), meta: { titleKey: 'license.title' } },
  { path: '/site', name: 'site', component: () => import('./views/SiteView.vue'), meta: { titleKey: 'site.nav.site' } },
  { path: '/person', name: 'person', component: () => import('./views/PersonView.vue'), meta: { titleKey: 'site.nav.person' } },
  { path: '/visitor-access', name: 'visitor-access', component: () => import('./views/VisitorAccessView.vue'), meta: { titleKey: 'site.nav.visitorAccess' } },
  { path: '/parity', name: 'parity', component: () => import('./views/RouteParityView.vue'), meta: { titleKey: 'site.nav.parity' } },
  { path: '/site-calls', name: 'site-calls', component: () => import('./views/SiteCallsView.vue'), meta: { titleKey: 'site.nav.calls' } },
  { path: '/batch', name: 'batch', component: () => import('./views/BatchView.vue'), meta: { titleKey: 'batch.nav' } },
  { path: '/diagnostics', name: 'diagnostics', component: () => import('./views/DiagnosticsView.vue'), meta: { titleKey: 'nav.diagnostics' } },
];

export const router = createRouter({
  history: createWebHashHistory(),
  routes: [{ path: '/', redirect: '/config' }, ...areas, { path: '/:rest(.*)*', redirect: '/config' }],
});

followAreaLoading(router);
