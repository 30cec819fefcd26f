// The BrowserWindow options, kept apart from the lifecycle so that a plain-Node test can assert
// every hardening switch. None of these may be relaxed: the renderer is untrusted.
import type { BrowserWindowConstructorOptions } from 'electron';

/** The switches every page of the console runs under: isolated, sandboxed, no Node, no webview. */
const HARDENED = {
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
} as const satisfies BrowserWindowConstructorOptions['webPreferences'];

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
    webPreferences: { ...HARDENED, preload: preloadPath, safeDialogs: true },
  };
}

/** The session of the hidden window that prints the handover report: in memory, shared with nothing. */
export const REPORT_PDF_PARTITION = 'site-console-report-pdf';

/**
 * Options of the hidden window that prints the handover report to PDF: never shown, sandboxed and
 * isolated, no preload (it reaches no bridge), no JavaScript (the report is HTML and CSS alone), in
 * a session of its own.
 */
export function reportPdfWindowOptions(): BrowserWindowConstructorOptions {
  return {
    show: false,
    width: 794, // A4's width at 96 px per inch, as the report is laid out
    height: 1123,
    webPreferences: { ...HARDENED, partition: REPORT_PDF_PARTITION, javascript: false },
  };
}

/** The privileged scheme from which the window loads the built renderer. */
export const APP_SCHEME = 'app';
/** The host part of the renderer's URLs. */
export const APP_HOST = 'renderer';
/** The renderer's origin; the only one allowed to call the bridge or to be navigated to. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
