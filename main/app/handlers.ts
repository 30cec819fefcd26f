// The console's own operations: what it is, what it did, and the engineer's preferences.
import { arch, platform } from 'node:os';
import type { OperationName } from '../../shared/api';
import type { Handler } from '../bridge/dispatch';
import type { EventHub } from '../bridge/event-hub';
import type { CallLog } from './call-log';
import type { ConsoleInfo } from './console-info';
import type { SettingsStore } from './settings';

type AppOperation = Extract<OperationName, `app:${string}` | `settings:${string}`>;

/** What the app and settings operations use. */
export interface AppHandlerServices {
  info: ConsoleInfo;
  callLog: CallLog;
  settings: SettingsStore;
  hub: EventHub;
}

/** The handlers of the app and settings operations. */
export function appHandlers(services: AppHandlerServices): { [K in AppOperation]: Handler<K> } {
  const { info, callLog, settings, hub } = services;
  return {
    'app:info': async (_payload, ctx) => ({
      name: 'Site Console',
      version: info.version,
      transport: ctx.transport,
      dataDir: info.dataDir,
      platform: `${platform()} ${arch()}`,
      versions: {
        node: process.versions.node,
        electron: process.versions.electron ?? null,
        chrome: process.versions.chrome ?? null,
      },
    }),
    'app:calls': async ({ limit }) => callLog.recent(limit),
    'settings:get': async () => settings.get(),
    'settings:update': async (change) => {
      const next = await settings.update(change);
      hub.emit('settings:changed', next);
      return next;
    },
  };
}
