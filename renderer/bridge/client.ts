// The renderer's one way to main. In Electron, preload has put the bridge on window.siteConsole;
// in a browser, the web transport provides the same bridge. Nothing else in renderer/ touches
// either: stores call `call` and `subscribe` from here.
import type { EventName, EventOf, OperationName, PayloadOf, ResultOf, SiteConsoleBridge, Transport } from '../../shared/api';
import type { Result } from '../../shared/errors';
import { createWebBridge, type WebBridge, type WebConnection } from './web';

export type { WebConnection } from './web';

declare global {
  interface Window {
    siteConsole?: SiteConsoleBridge;
  }
}

/** The transport this renderer talks through. */
export const transport: Transport = window.siteConsole ? 'ipc' : 'web';

const web: WebBridge | null = window.siteConsole ? null : createWebBridge();
const bridge: SiteConsoleBridge = window.siteConsole ?? (web as WebBridge);

/** Calls a bridge operation; failures come back as `{ ok: false, error }`, never as a rejection. */
export async function call<K extends OperationName>(op: K, payload: PayloadOf<K>): Promise<Result<ResultOf<K>>> {
  try {
    return await bridge.invoke(op, payload);
  } catch (err) {
    return {
      ok: false,
      error: { category: 'transport', code: 'BRIDGE_FAILED', message: err instanceof Error ? err.message : String(err) },
    };
  }
}

/** Subscribes to a bridge event; returns the function that unsubscribes. */
export function subscribe<E extends EventName>(event: E, listener: (data: EventOf<E>) => void): () => void {
  return bridge.on(event, listener);
}

/** Whether the page reaches main (always, over Electron's IPC; see bridge/web.ts for the web transport). */
export const connection = (): WebConnection => web?.connection() ?? 'ok';

/** Calls `listener` on every change of the connection to main; returns the function that unsubscribes. */
export const onConnection = (listener: (state: WebConnection) => void): (() => void) => web?.onConnection(listener) ?? (() => undefined);

/** Tries to reach main again with the token this tab holds; when it answers, the page starts afresh. */
export const reconnect = async (): Promise<WebConnection> => (web ? web.reconnect() : 'ok');
