// The bridge that preload exposes, built over an ipcRenderer-like object so that it can be tested
// in plain Node. Only operations and events of the contract pass; the IPC event object (which
// carries `sender` and with it a path back into Electron internals) never reaches the renderer.
import { EVENT_NAMES, OPERATION_NAMES, type EventName, type SiteConsoleBridge } from '../shared/api';
import type { Result } from '../shared/errors';

/** The part of Electron's ipcRenderer that the bridge uses. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

const allowedOperations = new Set<string>(OPERATION_NAMES);
const allowedEvents = new Set<string>(EVENT_NAMES);

/** Builds `window.siteConsole`: exactly `invoke` and `on`, frozen. */
export function createBridge(ipc: IpcRendererLike): SiteConsoleBridge {
  const bridge: SiteConsoleBridge = {
    invoke: (async (op: string, payload: unknown): Promise<Result<unknown>> => {
      if (!allowedOperations.has(op)) {
        return { ok: false, error: { category: 'transport', code: 'UNKNOWN_OPERATION', message: `no operation named ${op}` } };
      }
      return (await ipc.invoke(op, payload)) as Result<unknown>;
    }) as SiteConsoleBridge['invoke'],
    on: ((event: EventName, listener: (data: unknown) => void): (() => void) => {
      if (!allowedEvents.has(event) || typeof listener !== 'function') {
        throw new TypeError(`no event named ${String(event)}`);
      }
      const forward = (_ipcEvent: unknown, data: unknown): void => listener(data);
      ipc.on(event, forward);
      return () => {
        ipc.removeListener(event, forward);
      };
    }) as SiteConsoleBridge['on'],
  };
  return Object.freeze(bridge);
}
