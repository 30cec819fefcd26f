// The console's areas. Hash history: the same URLs work from app:// in Electron and over the web
// transport, with no server-side routes.
import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router';
import ConfigEditorView from './views/ConfigEditorView.vue';
import DiagnosticsView from './views/DiagnosticsView.vue';

/** The areas, in navigation order; `titleKey` names the i18n key of the menu entry. */
export const areas: Array<RouteRecordRaw & { name: string; meta: { titleKey: string } }> = [
  { path: '/config', name: 'config', component: ConfigEditorView, meta: { titleKey: 'nav.config' } },
  { path: '/diagnostics', name: 'diagnostics', component: DiagnosticsView, meta: { titleKey: 'nav.diagnostics' } },
  { path: '/batch', name: 'batch', component: () => import('./views/BatchView.vue'), meta: { titleKey: 'batch.nav' } },
];

export const router = createRouter({
  history: createWebHashHistory(),
  routes: [{ path: '/', redirect: '/config' }, ...areas, { path: '/:rest(.*)*', redirect: '/config' }],
});
