// The BrowserWindow options, kept apart from the lifecycle so that a plain-Node test can assert
// every hardening switch. None of these may be relaxed: the renderer is untrusted.
import type { BrowserWindowConstructorOptions } from 'electron';

/** Options of the console's window, with the preload script's absolute path. */
export function windowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 840,
    minWidth: 960,
    minHeight: 600,
    title: 'Site Console',
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      safeDialogs: true,
    },
  };
}

/** The privileged scheme from which the window loads the built renderer. */
export const APP_SCHEME = 'app';
/** The host part of the renderer's URLs. */
export const APP_HOST = 'renderer';
/** The renderer's origin; the only one allowed to call the bridge or to be navigated to. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
