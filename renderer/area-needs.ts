// What every area needs before its view shows, and the shell does not: the texts of every area
// (i18n/index.ts) and Element Plus's configuration (element-config.ts). Both are chunks of their
// own, fetched with a later area's view (router.ts) or once the start page has painted
// (ConfigEditorView.vue), and kept from then on; a failed fetch is
// asked for again on the next try.
import type { App } from 'vue';
import type * as ElementConfig from './element-config';
import { i18n, loadCurrentMessages } from './i18n';
import { retryingImport } from './retrying-import';

let app: App | undefined;
let config: typeof ElementConfig | undefined;
let provided = false;

// The app is named at start (main.ts), long before the configuration's chunk arrives; whichever
// comes second gives it. Mounted without the plugin (a component test with Element Plus installed
// whole), a view does not wait for an app.
function provideWhenBoth(): void {
  if (provided || !app || !config) return;
  provided = true;
  config.provideElementConfig(app, () => i18n.global.locale.value);
}

/** A plugin that names the app whose areas get Element Plus's configuration. */
export const areaNeeds = {
  install: (target: App): void => {
    app = target;
    provideWhenBoth();
  },
};

const elementConfigModule = retryingImport(() => import('./element-config'));
let elementConfig: Promise<void> | undefined;

function provideElementConfig(): Promise<void> {
  if (!elementConfig) {
    const providing = elementConfigModule().then((loaded) => {
      config = loaded;
      provideWhenBoth();
    });
    providing.catch(() => {
      if (elementConfig === providing) elementConfig = undefined;
    });
    elementConfig = providing;
  }
  return elementConfig;
}

/** Resolves once an area's view can show: its texts and Element Plus's configuration are there. */
export async function areaNeedsReady(): Promise<void> {
  await Promise.all([loadCurrentMessages(), provideElementConfig()]);
}
