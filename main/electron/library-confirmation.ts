// The window's confirmation of a vendor library: Electron's own message box, owned by main, which
// the renderer can neither draw nor answer. Thin glue; it runs only inside Electron.
import { BrowserWindow, dialog } from 'electron';
import type { LibraryCandidate, LibraryConfirmation } from '../auth/backends/licensevendor/library-approval';

/** Asks the engineer in a modal dialog over the console's window; Cancel is the default. */
export const dialogLibraryConfirmation: LibraryConfirmation = {
  kind: 'dialog',
  ask: async (candidate: LibraryCandidate): Promise<boolean> => {
    const profile =
      candidate.abiProfilePath === null
        ? 'none (licensevendor_abi.h) / 无'
        : `${candidate.abiProfilePath}\nSHA-256 ${candidate.abiProfileSha256}`;
    const options = {
      type: 'warning' as const,
      buttons: ['Cancel / 取消', 'Load this library / 加载此库'],
      defaultId: 0,
      cancelId: 0,
      noLink: true,
      title: 'Confirm the license vendor library / 确认授权厂商库',
      message: 'Load this library into the console? It runs with your account’s rights.\n是否让控制台加载此库？它将以您的帐户权限运行。',
      detail: `${candidate.realPath}\nSHA-256 ${candidate.librarySha256}\n\nABI profile / 配置文件: ${profile}`,
    };
    const win = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
    const { response } = win ? await dialog.showMessageBox(win, options) : await dialog.showMessageBox(options);
    return response === 1;
  },
};
