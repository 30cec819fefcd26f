// The renderer's entry: the shell (Vue, Pinia, the router, the two languages, the Element Plus
// looks the shell's templates use) with the first area's view (router.ts). Each later area's view,
// with what it alone needs, loads when the router first goes there; the one the window opens on is
// fetched at once, before anything else runs (opening-view.ts: first of the imports, which run in
// their order).
import './opening-view';
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { areaNeeds } from './area-needs';
import { i18n, languageKnown } from './i18n';
import { createConsoleRouter } from './router';
import { useSettingsStore } from './stores/settings';
import './styles.css';

// One first paint with the shell and the opening area together, rather than the shell with a
// skeleton and then the area: on a slow laptop that is one layout less, and the area is usable
// sooner. An area slower than FIRST_PAINT_WAIT_MS still gets the shell and its skeleton then; one
// that fails gets the shell at once, with the area saying why (area-loading.ts).
const FIRST_PAINT_WAIT_MS = 300;

function start(): void {
  // Every area's texts are not asked for here: the start page paints with the shell's words and
  // its own, and asks for them once it has painted (ConfigEditorView.vue); a window opening on
  // another area asks for them with its view (router.ts). Fetched and evaluated here, they took
  // the main thread from the first paint (about 20 ms of a slow laptop's start, bench:startup).
  const router = createConsoleRouter();
  const pinia = createPinia();
  const app = createApp(App).use(pinia).use(router).use(i18n).use(areaNeeds);
  // A window whose page brought main's saved language (main's pages do), or that remembers the one
  // it last spoke, paints in it at once and asks main once the shell has painted (App.vue). One that
  // knows neither asks now, beside the opening area's chunk if any, and waits for the answer, so
  // that a laptop set to English whose engineer chose Chinese paints in Chinese, not English, first.
  const settings = useSettingsStore(pinia);
  // Not a top-level await: the entry would then be unfinished while a later area's chunk, which
  // shares modules with it, loads, and the bundler splits the shell into many more files for that.
  const ready = Promise.all([router.isReady(), languageKnown() ? null : settings.load()]).catch(() => undefined);
  void Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))]).then(() => app.mount('#app'));
}

// Started from a microtask, once the shell's module has run, not from its top level: the router
// writes the address's history state as it starts, and for that same-document navigation Chromium
// records where the script stood, reading the whole shell module again for its source positions
// when the top level is on the stack (40 ms of a slow laptop's start, bench:startup).
queueMicrotask(start);
