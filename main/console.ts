// The console as the window and the web transport run it: the services of the one composition
// root (compose.ts) behind the handler table, so both transports behave the same by construction.
import { createHandlers } from './api';
import { createDispatch, type Dispatch } from './bridge/dispatch';
import type { EventHub } from './bridge/event-hub';
import { composeServices, type ConsoleHost, type ConsoleInfo, type ConsoleServices } from './compose';

export type { ConsoleInfo, ConsoleServices } from './compose';

/** What only some hosts of the console can offer (see ConsoleHost). */
export type ConsoleHostOptions = Omit<ConsoleHost, 'surface'> & { surface?: 'window' | 'web' };

/** A running console: the dispatcher for the transports, the hub for events. */
export interface ConsoleRuntime {
  services: ConsoleServices;
  dispatch: Dispatch;
  hub: EventHub;
  /** Releases what the services hold (sessions, sockets). */
  close(): Promise<void>;
}

/** Creates the console's services over a data directory, with the handler table over them. */
export function createConsole(info: ConsoleInfo, host: ConsoleHostOptions = {}): ConsoleRuntime {
  const services = composeServices(info, { ...host, surface: host.surface ?? 'web' });
  const dispatch = createDispatch(createHandlers(services), services.callLog, services.hub);
  return { services, dispatch, hub: services.hub, close: () => services.close() };
}
