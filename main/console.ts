// The console as the window and the web transport run it: the services of the one composition
// root (compose.ts) behind the handler table, so both transports behave the same by construction.
import { createHandlers } from './api';
import { createDispatch, type Dispatch, type ResultCheck } from './bridge/dispatch';
import type { EventHub } from './bridge/event-hub';
import { composeServices, type ConsoleHost, type ConsoleInfo, type ConsoleServices } from './compose';

export type { ConsoleInfo, ConsoleServices } from './compose';

/** What only some hosts of the console can offer (see ConsoleHost). */
export type ConsoleHostOptions = Omit<ConsoleHost, 'surface'> & {
  surface?: 'window' | 'web';
  /** Checks every result against its schema (the tests use tests/unit/shared/api/result-check.ts); never set in the shipped console. */
  checkResult?: ResultCheck;
};

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
  const { checkResult, ...rest } = host;
  const services = composeServices(info, { ...rest, surface: rest.surface ?? 'web' });
  const dispatch = createDispatch(createHandlers(services), services.callLog, services.hub, checkResult);
  return { services, dispatch, hub: services.hub, close: () => services.close() };
}
