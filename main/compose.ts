// The one composition root: every service of main, put together over a data directory and what
// the host can offer. The window (main/electron), the web transport (main/web) and every command
// of the CLI (main/cli/index.ts) take their services from composeServices(), so they open the same
// secrets store, sign with the same key and keep the same logs on the same data directory.
// Services are created on first use: a command takes only what it touches (nothing connects,
// probes the keyring or starts a process before it is needed), and close() releases only those.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConsoleError } from '../shared/errors';
import { CallLog } from './app/call-log';
import type { ConsoleInfo } from './app/console-info';
import { EventLog } from './app/event-log';
import { SettingsStore } from './app/settings';
import { AuthorizationClient } from './auth/authorization-client';
import { authorizationBackends } from './auth/backends';
import { LicensevendorRuntime } from './auth/backends/licensevendor/backend';
import type { HostLauncher } from './auth/backends/licensevendor/host';
import { LibraryApprovals, VendorLibraryApprovalDesk, type LibraryConfirmation } from './auth/backends/licensevendor/library-approval';
import type { BatchRuns } from './batch/runs';
import { EventHub } from './bridge/event-hub';
import { HttpClient } from './http/client';
import type { SecretsAtRest } from '../shared/secrets';
import {
  checkPassphrase,
  describeSecretsAtRest,
  openSecretStore,
  PASSPHRASE_ENV,
  type SafeStorageAdapter,
  type SecretStore,
} from './secrets';
import type { KeyringEntryFactory } from './secrets/keyring';
import { createSiteServices, type SiteServices } from './site/services';
import type { HtmlToPdf } from './evidence/handover-file';

export type { ConsoleInfo } from './app/console-info';

export type { HtmlToPdf } from './evidence/handover-file';

/** What the host of the console offers, and which face of it this is. */
export interface ConsoleHost {
  /** The window, the web transport or a command of the CLI. */
  surface: 'window' | 'web' | 'cli';
  /** Electron's safeStorage; only main/electron has it. */
  safeStorage?: SafeStorageAdapter;
  /** How the licensevendor library's host process starts; main/electron passes utilityProcess, others fork Node. */
  licensevendorLauncher?: HostLauncher;
  /** The keyring to try (tests hand in their own); default the system's, null none. */
  keyring?: KeyringEntryFactory | null;
  /** The licensevendor library and ABI profile given on the command line, before the settings' ones. */
  licensevendor?: { libraryPath?: string | null; abiProfilePath?: string | null };
  /**
   * How main asks the engineer to confirm the settings' vendor library: main/electron passes its
   * dialog; the web transport defaults to a code printed on this process's stderr; the CLI has none.
   */
  libraryConfirmation?: LibraryConfirmation | null;
  /** The secrets passphrase the CLI read from `--passphrase-file`; else SITE_CONSOLE_SECRETS_PASSPHRASE. */
  passphrase?: string;
  /** Printing HTML to PDF through Chromium's printer; only main/electron has it (the handover report as PDF). */
  printHtmlToPdf?: HtmlToPdf;
}

/** Every service of main. Each area's handlers take only the few they use. */
export interface ConsoleServices {
  info: ConsoleInfo;
  callLog: CallLog;
  settings: SettingsStore;
  hub: EventHub;
  /** The one HTTP client (main/http/): site services and authorization backends. */
  readonly http: HttpClient;
  /** The one secrets store (main/secrets/), opened on first use. */
  secrets: () => Promise<SecretStore>;
  /** Where the secrets are kept at rest (opens the store). */
  secretsAtRest: () => Promise<SecretsAtRest>;
  /** The same, if the store was opened by this process (what a CLI command reports after its work), else null. */
  secretsAtRestIfOpened: () => SecretsAtRest | null;
  /**
   * Seals the secrets with this passphrase for the rest of the session (kept in memory only, never
   * written): what was kept in clear moves into the passphrase file. A wrong passphrase is refused.
   */
  unlockSecrets: (passphrase: string) => Promise<SecretsAtRest>;
  /** Site profiles, client, call log and demo site (main/site/). */
  readonly site: SiteServices;
  /** The console's log file (`<data dir>/logs/console.jsonl`). */
  log: EventLog;
  /** The authorization client (main/auth/): one loaded document at a time. */
  readonly auth: AuthorizationClient;
  /** The engineer's confirmation of the settings' vendor library, in main's own UI. */
  readonly vendorLibraryApproval: VendorLibraryApprovalDesk;
  /** Batch runs started from the window (main/batch/). */
  batchRuns: BatchRuns;
  /** The host's HTML-to-PDF printer, or null where there is none (web transport, CLI). */
  printHtmlToPdf: HtmlToPdf | null;
  /** Releases what the services that were used hold (sessions, sockets, processes, log writes). */
  close(): Promise<void>;
}

/** A value made on first use, with whether it was. */
function once<T>(make: () => T): { (): T; made(): boolean } {
  let value: { v: T } | null = null;
  const get = (): T => (value ??= { v: make() }).v;
  return Object.assign(get, { made: () => value !== null });
}

/** Makes a folder the console keeps its data in; one it cannot make (a path under a file, a read-only stick) is said so, by path. */
function makeDataFolder(path: string): void {
  try {
    // One level at a time, from the first that is missing: Node's recursive mkdir loops for ever
    // where mkdir answers ENOENT under a folder that exists (procfs: SITE_CONSOLE_DATA_DIR=/proc/x/data).
    const missing: string[] = [];
    for (let folder = resolve(path); !existsSync(folder) && dirname(folder) !== folder; folder = dirname(folder)) missing.unshift(folder);
    for (const folder of missing) {
      try {
        mkdirSync(folder, { mode: 0o700 });
      } catch (e) {
        // Made meanwhile (another console starting beside this one) is as good as made here.
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
    }
    if (!statSync(path).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));
    throw new ConsoleError('io', 'DATA_DIR_UNUSABLE', `the console cannot make or use its data folder ${path} (${reason})`, {
      path,
      reason,
    });
  }
}

/** Composes the console's services over a data directory and the host's capabilities. */
export function composeServices(info: ConsoleInfo, host: ConsoleHost): ConsoleServices {
  // Only the engineer's account reads the data directory: it holds the call log, drafts and, without
  // a keyring, the secrets file (each file is 0600 as well).
  makeDataFolder(info.dataDir);
  if (info.secretsDir) makeDataFolder(info.secretsDir);
  const settings = new SettingsStore(info.dataDir);
  const log = new EventLog(info.dataDir);
  // Opened on first use: safeStorage answers only once Electron is ready, and probing the keyring
  // costs a round trip that a console which never needs a secret should not pay.
  let store: Promise<SecretStore> | null = null;
  let atRest: SecretsAtRest | null = null;
  // A portable copy's secrets stay on the laptop (info.secretsDir), not in the folder that travels.
  const secretsDir = info.secretsDir ?? info.dataDir;
  // Without a keyring or safeStorage, a passphrase seals the secrets file (scrypt + AES-GCM): the
  // CLI's --passphrase-file, SITE_CONSOLE_SECRETS_PASSPHRASE, or what the window's field unlocked.
  // It lives in this closure only: never written, never logged, gone when the process ends.
  let passphrase = host.passphrase ?? (process.env[PASSPHRASE_ENV] || undefined);
  const open = (): Promise<SecretStore> =>
    openSecretStore({ dataDir: secretsDir, safeStorage: host.safeStorage, keyring: host.keyring, passphrase }).then(async (opened) => {
      atRest = await describeSecretsAtRest(opened, secretsDir, passphrase !== undefined);
      return opened;
    });
  const secrets = (): Promise<SecretStore> => {
    const opening = (store ??= open());
    // A store that failed to open (a wrong passphrase) is tried again next time.
    opening.catch(() => {
      if (store === opening) store = null;
    });
    return opening;
  };
  const secretsAtRest = async (): Promise<SecretsAtRest> => describeSecretsAtRest(await secrets(), secretsDir, passphrase !== undefined);
  const unlockSecrets = async (given: string): Promise<SecretsAtRest> => {
    checkPassphrase(given);
    // Opened (checked, clear file moved) before it replaces the store in use: a wrong one changes nothing.
    const opened = await openSecretStore({ dataDir: secretsDir, safeStorage: host.safeStorage, keyring: host.keyring, passphrase: given });
    passphrase = given;
    store = Promise.resolve(opened);
    return (atRest = await describeSecretsAtRest(opened, secretsDir, true));
  };
  const http = once(() => new HttpClient());
  // The authorization backends keep the client and call it only for a license server over HTTP:
  // theirs is made at its first use, so that `license` over a licensevendor document never loads
  // the HTTP client and undici (issue 34).
  const httpOnUse = new Proxy({} as HttpClient, {
    get: (_, key) => {
      const client = http();
      const value: unknown = Reflect.get(client, key, client);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
    },
  });
  // Approvals live where this laptop's own state does: a portable copy's folder travels, and what
  // it carries (settings.json) is not trusted because it is there.
  const approvals = once(() => new LibraryApprovals(secretsDir));
  const librarySettings = async (): Promise<{ libraryPath: string | null; abiProfilePath: string | null }> => {
    const s = await settings.get();
    return { libraryPath: s.licensevendorLibrary ?? null, abiProfilePath: s.licensevendorAbiProfile ?? null };
  };
  const licensevendor = once(
    () =>
      new LicensevendorRuntime(async () => {
        const fromSettings = await librarySettings();
        // A library on the command line is the engineer's deliberate act: it takes no profile from
        // the settings, and needs no approval (the export check still applies).
        const flagged = host.licensevendor?.libraryPath ?? null;
        const library = flagged ?? fromSettings.libraryPath;
        const profile = host.licensevendor?.abiProfilePath ?? (flagged === null ? fromSettings.abiProfilePath : null);
        // On the command line a relative path is the working directory's, as the engineer typed it.
        const place = (path: string | null): string | null => (path !== null && host.surface === 'cli' ? resolve(path) : path);
        // The library's printed lines go to the console log (redacted), never to the console's output.
        return {
          libraryPath: place(library),
          abiProfilePath: place(profile),
          approvals: flagged === null ? approvals() : undefined,
          launcher: host.licensevendorLauncher,
          output: (line) => log.write('licensevendor-output', { ...line }),
          http: httpOnUse,
        };
      }),
  );
  const confirmation: LibraryConfirmation | null =
    host.libraryConfirmation !== undefined
      ? host.libraryConfirmation
      : host.surface === 'web'
        ? { kind: 'console-code', announce: (text) => process.stderr.write(`${text}\n`) }
        : null;
  const vendorLibraryApproval = once(
    () => new VendorLibraryApprovalDesk({ approvals: approvals(), settings: librarySettings, confirmation }),
  );
  const site = once(() => createSiteServices(info.dataDir, http(), secrets));
  const auth = once(
    () =>
      new AuthorizationClient({
        dataDir: info.dataDir,
        secrets,
        backends: authorizationBackends({ http: httpOnUse, licensevendor: licensevendor() }),
        log: (event, facts) => log.write(event, facts),
      }),
  );
  return {
    info,
    callLog: new CallLog(),
    settings,
    hub: new EventHub(),
    get http() {
      return http();
    },
    secrets,
    secretsAtRest,
    secretsAtRestIfOpened: () => atRest,
    unlockSecrets,
    get site() {
      return site();
    },
    log,
    get auth() {
      return auth();
    },
    get vendorLibraryApproval() {
      return vendorLibraryApproval();
    },
    batchRuns: new Map(),
    printHtmlToPdf: host.printHtmlToPdf ?? null,
    close: async () => {
      // Backends log out before the sockets they use go away.
      if (auth.made()) await auth().dispose();
      if (site.made()) await site().demo.close();
      if (licensevendor.made()) await licensevendor().close();
      if (http.made()) await http().close();
      await log.flush();
    },
  };
}
