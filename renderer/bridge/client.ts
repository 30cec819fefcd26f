// The renderer's one way to main. In Electron, preload has put the bridge on window.siteConsole;
// in a browser, the web transport provides the same bridge. Nothing else in renderer/ touches
// either: stores call `call` and `subscribe` from here.
import type {
  EventName,
  EventOf,
  OperationName,
  PayloadOf,
  ResultOf,
  SiteConsoleBridge,
  Transport,
} from '../../shared/api';
import type { Result } from '../../shared/errors';
import { createWebBridge } from './web';

declare global {
  interface Window {
    siteConsole?: SiteConsoleBridge;
  }
}

/** The transport this renderer talks through. */
export const transport: Transport = window.siteConsole ? 'ipc' : 'web';

const bridge: SiteConsoleBridge = window.siteConsole ?? createWebBridge();

/** Calls a bridge operation; failures come back as `{ ok: false, error }`, never as a rejection. */
export async function call<K extends OperationName>(op: K, payload: PayloadOf<K>): Promise<Result<ResultOf<K>>> {
  try {
    return await bridge.invoke(op, payload);
  } catch (err) {
    return { ok: false, error: { category: 'transport', code: 'BRIDGE_FAILED', message: err instanceof Error ? err.message : String(err) } };
  }
}

/** Subscribes to a bridge event; returns the function that unsubscribes. */
export function subscribe<E extends EventName>(event: E, listener: (data: EventOf<E>) => void): () => void {
  return bridge.on(event, listener);
}
