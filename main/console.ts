// Builds the console's services once per process; the Electron glue and the web transport both
// attach to the same instance, so they behave the same by construction.
import { mkdirSync } from 'node:fs';
import { createHandlers } from './api';
import { CallLog } from './app/call-log';
import { SettingsStore } from './app/settings';
import { createDispatch, type Dispatch } from './bridge/dispatch';
import { EventHub } from './bridge/event-hub';

/** Facts about this installation. */
export interface ConsoleInfo {
  /** Product version. */
  version: string;
  /** Where settings, recent files and journals live. */
  dataDir: string;
}

/** Every service of main, as the handler table sees them. */
export interface ConsoleServices {
  info: ConsoleInfo;
  callLog: CallLog;
  settings: SettingsStore;
  hub: EventHub;
}

/** A running console: the dispatcher for the transports, the hub for events. */
export interface ConsoleRuntime {
  services: ConsoleServices;
  dispatch: Dispatch;
  hub: EventHub;
  /** Releases what the services hold (sessions, sockets). */
  close(): Promise<void>;
}

/** Creates the console's services over a data directory. */
export function createConsole(info: ConsoleInfo): ConsoleRuntime {
  mkdirSync(info.dataDir, { recursive: true });
  const hub = new EventHub();
  const services: ConsoleServices = { info, callLog: new CallLog(), settings: new SettingsStore(info.dataDir), hub };
  const dispatch = createDispatch(createHandlers(services), services.callLog, hub);
  return { services, dispatch, hub, close: async () => {} };
}
