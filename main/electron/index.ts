// The Electron main process: only lifecycle and glue. Everything it wires is plain Node code that
// the tests run without Electron (console.ts, bridge/, web/); see ../README.md.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, safeStorage, session, type WebContents } from 'electron';
import { consoleInfo } from '../app/console-info';
import { createConsole, type ConsoleRuntime } from '../console';
import { dialogLibraryConfirmation } from './library-confirmation';
import { utilityHostLauncher } from './licensevendor-host';
import { CONTENT_SECURITY_POLICY } from '../csp';
import { defaultDataDir } from '../data-dir';
import { isAllowedNavigation, rendererFileFor } from './navigation';
import { registerBridge } from './ipc';
import { pageWithSavedLanguage } from '../page-language';
import { printHtmlToPdf } from './report-pdf';
import { safeStorageAdapter } from './safe-storage';
import { APP_ORIGIN, APP_SCHEME, windowOptions } from './window-options';

const here = fileURLToPath(new URL('.', import.meta.url));
const rendererDir = join(here, '../renderer');
const preloadPath = join(here, '../preload/index.cjs');

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

// The data directory first: Electron keys the single-instance lock on userData, so setting it
// after the lock would lock another folder than the one the console uses (a portable copy and an
// installed one are two consoles with two data directories).
app.setPath('userData', defaultDataDir());

// One console per data directory: a second start hands over to the first (which focuses its
// window) and ends here, before it builds anything.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  start();
}

function serveRenderer(runtime: ConsoleRuntime): void {
  const page = join(rendererDir, 'index.html');
  protocol.handle(APP_SCHEME, async (request) => {
    const file = rendererFileFor(request.url, rendererDir);
    if (!file) return new Response('not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    headers.set('X-Content-Type-Options', 'nosniff');
    if (file !== page || !response.ok) return new Response(response.body, { status: response.status, headers });
    // The page carries main's saved language (page-language.ts).
    const { language } = await runtime.services.settings.get();
    headers.delete('Content-Length');
    return new Response(pageWithSavedLanguage(await response.text(), language), { status: 200, headers });
  });
}

function harden(): void {
  // The console asks for no camera, microphone, notifications or geolocation: deny them all.
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  app.on('web-contents-created', (_event, contents) => {
    // No new windows, and no handing of addresses to the system browser either: the renderer is
    // untrusted, and the console reaches no address the engineer did not configure.
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-navigate', (event, url) => {
      if (!isAllowedNavigation(url)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (!isAllowedNavigation(url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    // The renderer refuses to unload while a document has unsaved changes; ask the engineer.
    contents.on('will-prevent-unload', (event) => {
      const win = BrowserWindow.fromWebContents(contents);
      const options = {
        type: 'warning' as const,
        buttons: ['Leave without saving / 不保存并离开', 'Stay / 留下'],
        defaultId: 1,
        cancelId: 1,
        title: 'Unsaved changes / 有未保存的更改',
        message:
          'The configuration document has unsaved changes. A draft is kept and offered next time.\n配置文档有未保存的更改。草稿已保留，下次启动时可以恢复。',
      };
      const choice = win ? dialog.showMessageBoxSync(win, options) : dialog.showMessageBoxSync(options);
      if (choice === 0) event.preventDefault();
    });
  });
}

function openWindow(): void {
  const win = new BrowserWindow(windowOptions(preloadPath));
  win.once('ready-to-show', () => win.show());
  // A renderer that crashed or was killed leaves a blank window: load the console again. The
  // engineer's unsaved document comes back as the draft the renderer keeps (renderer/stores).
  win.webContents.on('render-process-gone', (_event, details) => {
    process.stderr.write(`site-console: the window's renderer ended (${details.reason}, exit code ${details.exitCode}); reloading it\n`);
    if (details.reason !== 'clean-exit' && !win.isDestroyed()) void win.loadURL(`${APP_ORIGIN}/index.html`);
  });
  void win.loadURL(`${APP_ORIGIN}/index.html`);
}

/** A packaged console offers no DevTools or Reload: its menu has only what an engineer needs. */
function setMenu(): void {
  if (!app.isPackaged) return;
  Menu.setApplicationMenu(
    Menu.buildFromTemplate([
      { role: process.platform === 'darwin' ? 'appMenu' : 'fileMenu' },
      { role: 'editMenu' },
      {
        label: 'View',
        submenu: [{ role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }],
      },
      { role: 'windowMenu' },
    ]),
  );
}

function start(): void {
  const runtime = createConsole(
    { ...consoleInfo(app.getPath('userData')), version: app.getVersion() },
    {
      surface: 'window',
      safeStorage: safeStorageAdapter(safeStorage),
      licensevendorLauncher: utilityHostLauncher,
      libraryConfirmation: dialogLibraryConfirmation,
      printHtmlToPdf,
    },
  );

  // Each window hears events from its ready handshake on; the hub holds earlier ones back until the
  // first window is ready, and a destroyed window is detached.
  const readyRenderers = new Set<WebContents>();
  registerBridge(ipcMain, runtime, (sender) => {
    const wc = sender as WebContents;
    if (readyRenderers.has(wc)) return;
    readyRenderers.add(wc);
    const detach = runtime.hub.attach((event, data) => {
      if (!wc.isDestroyed()) wc.send(event, data);
    });
    wc.once('destroyed', () => {
      detach();
      readyRenderers.delete(wc);
    });
    // A reload (a new document, not a route change inside the page) sends the handshake again.
    wc.once('did-navigate', () => {
      detach();
      readyRenderers.delete(wc);
    });
  });

  app.on('second-instance', () => {
    const [win] = BrowserWindow.getAllWindows();
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });

  app.on('window-all-closed', () => app.quit());

  // Sessions with license servers must be released on the way out (licensevendor_abi.h).
  let closing = false;
  app.on('will-quit', (event) => {
    if (closing) return;
    closing = true;
    event.preventDefault();
    void runtime.close().finally(() => app.quit());
  });

  // A helper process of Electron's (GPU, network service, the licensevendor utility host) that ends
  // is noted; the host manager reports the host's own end to the engineer with what it was doing.
  app.on('child-process-gone', (_event, details) => {
    process.stderr.write(
      `site-console: ${details.name ?? details.type} process ended (${details.reason}, exit code ${details.exitCode})\n`,
    );
  });

  void app.whenReady().then(() => {
    setMenu();
    harden();
    serveRenderer(runtime);
    openWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow();
    });
  });
}
