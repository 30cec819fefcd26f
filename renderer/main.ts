// The renderer's entry: the shell only (Vue, Pinia, the router, the two languages and the Element
// Plus components the shell's templates use). Each area's view, with what it alone needs, loads
// when the router first goes there (router.ts); the one the window opens on is fetched at once,
// before anything else runs (opening-view.ts: first of the imports, which run in their order).
import './opening-view';
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { areaNeeds } from './area-needs';
import { i18n, loadCurrentMessages, rememberedLanguage } from './i18n';
import { createConsoleRouter } from './router';
import { useSettingsStore } from './stores/settings';
import './styles.css';

// One first paint with the shell and the opening area together, rather than the shell with a
// skeleton and then the area: on a slow laptop that is one layout less, and the area is usable
// sooner. An area slower than FIRST_PAINT_WAIT_MS still gets the shell and its skeleton then; one
// that fails gets the shell at once, with the area saying why (area-loading.ts).
const FIRST_PAINT_WAIT_MS = 300;

function start(): void {
  // The opening view waits for the texts of every area: asked for now, not once the router has
  // gone there (after main's answer), so that on a slow laptop they are there or on their way. A
  // failure is asked for again by the area, which says so.
  loadCurrentMessages().catch(() => undefined);
  const router = createConsoleRouter();
  const pinia = createPinia();
  const app = createApp(App).use(pinia).use(router).use(i18n).use(areaNeeds);
  // The saved language is asked for beside the area's chunk. A window that remembers the language
  // it last spoke paints in it at once; a first start waits for main's answer, so that a laptop set
  // to English whose engineer chose Chinese paints in Chinese rather than in English first.
  const language = useSettingsStore(pinia).load();
  // Not a top-level await: the entry would then be unfinished while the area's chunk, which shares
  // modules with it, loads, and the bundler splits the shell into many more files to allow for that.
  const ready = Promise.all([router.isReady(), rememberedLanguage() ? null : language]).catch(() => undefined);
  void Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))]).then(() => app.mount('#app'));
}

// Started from a microtask, once the shell's module has run, not from its top level: the router
// writes the address's history state as it starts, and for that same-document navigation Chromium
// records where the script stood, reading the whole shell module again for its source positions
// when the top level is on the stack (40 ms of a slow laptop's start, bench:startup).
queueMicrotask(start);
