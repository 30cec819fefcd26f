// Builds the console's services once per process; the Electron glue and the web transport both
// attach to the same instance, so they behave the same by construction.
import { mkdirSync } from 'node:fs';
import { createHandlers } from './api';
import { CallLog } from './app/call-log';
import { EventLog } from './app/event-log';
import { SettingsStore } from './app/settings';
import { createDispatch, type Dispatch } from './bridge/dispatch';
import { EventHub } from './bridge/event-hub';
import { AuthorizationClient } from './auth/authorization-client';
import { authorizationBackends } from './auth/backends';
import { LicensevendorRuntime } from './auth/backends/licensevendor/backend';
import type { HostLauncher } from './auth/backends/licensevendor/host';
import { HttpClient } from './http/client';
import { openSecretStore, type SafeStorageAdapter, type SecretStore } from './secrets';
import { createSiteServices, type SiteServices } from './site/handlers';
import type { BatchRuns } from './batch/handlers';

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
  /** The one HTTP client (main/http/): site services and authorization backends. */
  http: HttpClient;
  /** The one secrets store (main/secrets/), opened on first use. */
  secrets: () => Promise<SecretStore>;
  /** Site profiles, client, call log and demo site (main/site/). */
  site: SiteServices;
  /** The console's log file (`<data dir>/logs/console.jsonl`). */
  log: EventLog;
  /** The authorization client (main/auth/): one loaded document at a time. */
  auth: AuthorizationClient;
  /** Batch runs started from the window (main/batch/). */
  batchRuns: BatchRuns;
}

/** What only some hosts of the console can offer. */
export interface ConsoleHostOptions {
  /** Electron's safeStorage; main/electron passes it, the web transport and the CLI cannot. */
  safeStorage?: SafeStorageAdapter;
  /** How the licensevendor library's host process starts; main/electron passes utilityProcess, others fork Node. */
  licensevendorLauncher?: HostLauncher;
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
export function createConsole(info: ConsoleInfo, host: ConsoleHostOptions = {}): ConsoleRuntime {
  // Only the engineer's account reads the data directory: it holds the call log, drafts and, without
  // a keyring, the secrets file (each file is 0600 as well).
  mkdirSync(info.dataDir, { recursive: true, mode: 0o700 });
  const hub = new EventHub();
  const http = new HttpClient();
  // Opened on first use: safeStorage answers only once Electron is ready, and probing the keyring
  // costs a round trip that a console which never needs a secret should not pay.
  let secrets: Promise<SecretStore> | null = null;
  const openSecrets = (): Promise<SecretStore> => (secrets ??= openSecretStore({ dataDir: info.dataDir, safeStorage: host.safeStorage }));
  const settings = new SettingsStore(info.dataDir);
  const licensevendor = new LicensevendorRuntime(async () => {
    const s = await settings.get();
    // The library's printed lines go to the console log (redacted), not to the console's output.
    return { libraryPath: s.licensevendorLibrary ?? null, abiProfilePath: s.licensevendorAbiProfile ?? null, launcher: host.licensevendorLauncher, output: (line) => log.write('licensevendor-output', { ...line }) };
  });
  const log = new EventLog(info.dataDir);
  const services: ConsoleServices = {
    info,
    callLog: new CallLog(),
    settings,
    hub,
    http,
    secrets: openSecrets,
    site: createSiteServices(info.dataDir, http, openSecrets),
    log,
    auth: new AuthorizationClient({
      dataDir: info.dataDir,
      secrets: openSecrets,
      backends: authorizationBackends({ http, licensevendor }),
      log: (event, facts) => log.write(event, facts),
    }),
    batchRuns: new Map(),
  };
  const dispatch = createDispatch(createHandlers(services), services.callLog, hub);
  return {
    services,
    dispatch,
    hub,
    close: async () => {
      // Backends log out before the sockets they use go away.
      await services.auth.dispose();
      await services.site.demo.close();
      await licensevendor.close();
      await http.close();
      await log.flush();
    },
  };
}
