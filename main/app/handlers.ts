// The console's own operations: what it is, what it did, and the engineer's preferences.
import { randomUUID } from 'node:crypto';
import { arch, platform } from 'node:os';
import type { OperationName } from '../../shared/api';
import type { Handler } from '../bridge/dispatch';
import type { EventHub } from '../bridge/event-hub';
import type { CallLog } from './call-log';
import { restrictDataDir, type DataDirAccess } from './data-dir-access';
import type { ConsoleInfo } from './console-info';
import type { SettingsStore } from './settings';
import type { SecretsAtRest } from '../../shared/secrets';

type AppOperation = Extract<OperationName, `app:${string}` | `settings:${string}`>;

/** What the app and settings operations use. */
export interface AppHandlerServices {
  info: ConsoleInfo;
  callLog: CallLog;
  settings: SettingsStore;
  hub: EventHub;
  /** Where the secrets are kept at rest, and the session's passphrase (main/compose.ts). */
  secretsAtRest: () => Promise<SecretsAtRest>;
  unlockSecrets: (passphrase: string) => Promise<SecretsAtRest>;
  /** The host's PDF printer, if it has one (app:info tells only whether it does). */
  printHtmlToPdf: ((html: string) => Promise<Uint8Array>) | null;
}

/** The handlers of the app and settings operations. */
export function appHandlers(services: AppHandlerServices): { [K in AppOperation]: Handler<K> } {
  const { info, callLog, settings, hub, secretsAtRest, unlockSecrets } = services;
  // Restricting the folder runs icacls on Windows: once per console, when About first asks.
  let access: Promise<DataDirAccess> | null = null;
  // One per start of the console (its runtime): the renderer marks what an earlier one produced.
  const session = randomUUID();
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
      dataDirMode: info.dataDirMode ?? 'environment',
      dataDirAccess: await (access ??= restrictDataDir(info.dataDir)),
      capabilities: { printToPdf: services.printHtmlToPdf !== null },
      session,
    }),
    'app:calls': async ({ limit }) => callLog.recent(limit),
    'app:secrets': async () => secretsAtRest(),
    'app:unlockSecrets': async ({ passphrase }) => unlockSecrets(passphrase),
    'settings:get': async () => settings.get(),
    'settings:update': async (change) => {
      const next = await settings.update(change);
      hub.emit('settings:changed', next);
      return next;
    },
  };
}
