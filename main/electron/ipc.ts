// Wires the bridge to ipcMain: one handler per contract operation, each checking the sender frame
// before the dispatcher validates the payload. Written over ipcMain-like interfaces so that the
// checks are tested in plain Node; only index.ts hands in the real Electron objects.
import { OPERATION_NAMES, READY_CHANNEL } from '../../shared/api';
import type { Result } from '../../shared/errors';
import type { ConsoleRuntime } from '../console';
import { APP_ORIGIN } from './window-options';

/** The part of a WebFrameMain the sender check reads. */
export interface SenderFrame {
  url: string;
  parent: unknown;
}

/** The part of an IpcMainInvokeEvent the bridge reads. */
export interface InvokeEventLike {
  senderFrame: SenderFrame | null;
}

/** The part of ipcMain the bridge uses. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, payload: unknown) => Promise<unknown>): void;
  on(channel: string, listener: (event: { sender: unknown; senderFrame: SenderFrame | null }) => void): void;
}

/** Only the top frame of the console's own page may call the bridge (no iframe, no other origin). */
export function isTrustedSender(frame: SenderFrame | null): boolean {
  if (!frame || frame.parent) return false;
  try {
    const url = new URL(frame.url);
    return `${url.protocol}//${url.host}` === APP_ORIGIN;
  } catch {
    return false;
  }
}

/** Registers every operation on ipcMain, and the ready handshake. */
export function registerBridge(ipcMain: IpcMainLike, runtime: ConsoleRuntime, onReady: (sender: unknown) => void): void {
  for (const op of OPERATION_NAMES) {
    ipcMain.handle(op, async (event, payload): Promise<Result<unknown>> => {
      if (!isTrustedSender(event.senderFrame)) {
        return {
          ok: false,
          error: {
            category: 'transport',
            code: 'UNTRUSTED_SENDER',
            message: `bridge call from ${event.senderFrame?.url ?? 'an unknown frame'} refused`,
          },
        };
      }
      return runtime.dispatch(op, payload, { transport: 'ipc' });
    });
  }
  ipcMain.on(READY_CHANNEL, (event) => {
    if (isTrustedSender(event.senderFrame)) onReady(event.sender);
  });
}
