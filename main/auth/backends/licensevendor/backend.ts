// The licensevendor backend of the authorization client: the vendor's native runtime, driven through
// the crash-isolating host under an ABI profile. It applies the document's semantics (spec 2.2):
// loginMode by name, rootPath before any login, `sn` to log in or else activate(licenseKey) as
// update-online plus login, applicationData as bytes, features by id or by name, and a logout for
// every login. `school` never reaches it (BackendConfig has none), so edgeDeviceId cannot leak.
import type { PreflightStep } from '../../../../shared/auth';
import { ConsoleError } from '../../../../shared/errors';
import type { HttpClient } from '../../../http/client';
import type { AbiProfile } from '../../../../shared/licensevendor/abi-profile';
import type {
  AuthorizationBackend,
  BackendActivation,
  BackendConfig,
  BackendContext,
  BackendFactory,
  BackendFeatureAnswer,
  FeatureRef,
} from '../../backend';
import { loadDigestedAbiProfile } from './abi-profile-file';
import type { LibraryApprovals } from './library-approval';
import { libraryDigest } from './library-check';
import { LicensevendorHost, type HostLauncher, type HostOutput } from './host';
import { runPreflight } from './preflight';
import { statusError } from './status-error';

/** Statuses of lv_test_feature and friends that answer the question rather than fail it. */
const FEATURE_NOT_FOUND = 1283;
const EXPIRED = new Set([1289, 1793]);
/** The session is gone: log in again once and retry. */
const SESSION_GONE = new Set([258, 513, 530]);

/** The login mode used when the document names none. */
const DEFAULT_LOGIN_MODE = 'AUTO';

/** Strict base64 (RFC 4648 section 4, padded): anything else is a typing or copying mistake. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** What the engineer set for this backend (console settings or CLI flags; not part of the document). */
export interface LicensevendorSettings {
  /** Path of the vendor's shared library, or null when none is set. */
  libraryPath: string | null;
  /** Path of an ABI profile file, or null for the header's names and values. */
  abiProfilePath: string | null;
  /**
   * The laptop's approvals, when the paths came from the settings (which the renderer, or a
   * portable folder, can write): the library loads only if the engineer approved it with this
   * profile. Absent when the engineer gave them directly (command line flags, tests).
   */
  approvals?: LibraryApprovals;
  /** Time limit of one library call. */
  callTimeoutMs?: number;
  /** How the host process is started (utilityProcess in Electron). */
  launcher?: HostLauncher;
  /** Where the library's own printed lines go (the console log), redacted; dropped when absent. */
  output?: HostOutput;
  /** The console's HTTP client: the pre-flight asks an http(s) license server for its time with it. */
  http?: Pick<HttpClient, 'request'>;
}

/** The document's licensevendor settings, checked and converted for the library. */
interface LoginPlan {
  url: string;
  mode: number;
  rootPath: string | null;
  sn: string | null;
  /** applicationData decoded, as base64 again for the host message (never logged). */
  appData: string | null;
}

function plan(config: BackendConfig, profile: AbiProfile): LoginPlan {
  const section = config.licensevendor ?? {};
  const modeName = section.loginMode ?? DEFAULT_LOGIN_MODE;
  const names = Object.keys(profile.loginModes);
  const mode = profile.loginModes[modeName];
  if (mode === undefined) {
    throw new ConsoleError(
      'validation',
      'LICENSEVENDOR_LOGIN_MODE_UNKNOWN',
      `licensevendor.loginMode "${modeName}" is not a login mode of this library; use one of ${names.join(', ')}`,
      {
        pointer: '/licensevendor/loginMode',
        value: modeName,
        allowed: names.join(', '),
      },
    );
  }
  const data = section.applicationData ?? '';
  if (data !== '' && !BASE64.test(data)) {
    throw new ConsoleError(
      'validation',
      'LICENSEVENDOR_APPLICATION_DATA_INVALID',
      'licensevendor.applicationData is not base64; copy it exactly from the product delivery note',
      {
        pointer: '/licensevendor/applicationData',
      },
    );
  }
  return {
    url: section.url ?? '',
    mode,
    rootPath: section.rootPath && section.rootPath !== '' ? section.rootPath : null,
    sn: section.sn && section.sn !== '' ? section.sn : null,
    appData: data === '' ? null : data,
  };
}

interface Session {
  id: number;
  /** Host generation it belongs to; a restarted host has lost it. */
  generation: number;
  /** The serial or key it logged in with, kept in memory only to log in again after a host restart. */
  sn: string;
  expiresAt: string | null;
  serverAddress: string | null;
}

/** The backend for one loaded document. */
export class LicensevendorBackend implements AuthorizationBackend {
  readonly provider = 'licensevendor' as const;
  readonly #context: BackendContext;
  readonly #host: LicensevendorHost;
  readonly #profile: AbiProfile;
  readonly #plan: LoginPlan;
  readonly #http: Pick<HttpClient, 'request'> | undefined;
  #rootPathApplied = -1;
  #session: Session | null = null;

  constructor(context: BackendContext, host: LicensevendorHost, profile: AbiProfile, http?: Pick<HttpClient, 'request'>) {
    this.#context = context;
    this.#host = host;
    this.#profile = profile;
    this.#http = http;
    this.#plan = plan(context.config, profile);
  }

  async open(): Promise<BackendActivation | null> {
    await this.#applyRootPath();
    if (this.#plan.sn === null) {
      // Nothing to log in with yet (a group or remote service before activation): the library is
      // loaded all the same, so that a path or build that cannot load says so now, as a login
      // would, rather than every feature answering "not activated" (its version's status is not
      // the question here, only whether the library answers at all).
      if (!this.#host.running) await this.#host.call('getVersion');
      return null;
    }
    return this.#login(this.#plan.sn);
  }

  async activate(licenseKey: string): Promise<BackendActivation> {
    await this.#applyRootPath();
    // The header's way to activate without a session: update-online with the key as the SN.
    this.#ok('updateOnline', await this.#host.call('updateOnline', this.#plan.url, licenseKey, this.#plan.appData));
    await this.#logout();
    return this.#login(licenseKey);
  }

  async restore(licenseKey: string, _kept: BackendActivation): Promise<BackendActivation> {
    await this.#applyRootPath();
    await this.#logout();
    return this.#login(licenseKey);
  }

  async checkFeature(feature: FeatureRef): Promise<BackendFeatureAnswer> {
    return this.#withSession(async (session) => {
      let id = feature.id;
      if (id === null) {
        const found = await this.#host.call('featureIdByName', session.id, feature.name ?? '');
        if (found.status === FEATURE_NOT_FOUND) return { reason: 'not-licensed' };
        if (found.status !== 0 || found.value === undefined) return found.status;
        id = found.value;
      }
      const tested = await this.#host.call('testFeature', session.id, id);
      if (tested.status === 0) return { reason: 'licensed', expiresAt: session.expiresAt };
      if (tested.status === FEATURE_NOT_FOUND) return { reason: 'not-licensed' };
      if (EXPIRED.has(tested.status)) return { reason: 'expired', expiresAt: session.expiresAt };
      return tested.status;
    }, 'testFeature');
  }

  // The header's offline pair needs no session: the request carries the document's sn (NULL when it
  // has none: the library decides whether it needs one) and the application data. The root path
  // goes first, as before a login: it is where the library keeps what an update code brings.
  readonly offline = {
    requestCode: async (): Promise<string> => {
      await this.#applyRootPath();
      return this.#ok('getRequestInfo', await this.#host.call('getRequestInfo', this.#plan.sn, this.#plan.appData));
    },
    applyUpdateCode: async (updateCode: string): Promise<string> => {
      await this.#applyRootPath();
      return this.#ok('applyUpdateInfo', await this.#host.call('applyUpdateInfo', this.#plan.appData, updateCode));
    },
  };

  preflight(): Promise<PreflightStep[]> {
    return runPreflight({
      config: this.#context.config,
      profile: this.#profile,
      libraryVersion: async () => this.#ok('getVersion', await this.#host.call('getVersion')),
      http: this.#http,
    });
  }

  async close(): Promise<void> {
    try {
      await this.#logout();
    } catch (e) {
      this.#context.log('licensevendor.logout.failed', { code: e instanceof ConsoleError ? e.code : 'unknown' });
    }
  }

  /** Runs a feature call with a live session; a session lost to a host restart or the server is logged in again once. */
  async #withSession(work: (session: Session) => Promise<BackendFeatureAnswer | number>, operation: string): Promise<BackendFeatureAnswer> {
    for (let attempt = 0; ; attempt++) {
      let session = this.#session;
      if (!session)
        throw new ConsoleError(
          'license',
          'LICENSEVENDOR_NO_SESSION',
          'no license session is open; activate a license key or set licensevendor.sn',
          { operation },
        );
      if (session.generation !== this.#host.generation || !this.#host.running) {
        await this.#login(session.sn);
        session = this.#session as Session | null;
        if (!session)
          throw new ConsoleError('license', 'LICENSEVENDOR_NO_SESSION', 'the license session could not be opened again', { operation });
      }
      const answer = await work(session);
      if (typeof answer !== 'number') return answer;
      if (attempt === 0 && SESSION_GONE.has(answer)) {
        this.#session = { ...session, generation: -1 };
        continue;
      }
      throw statusError(operation, answer, this.#profile);
    }
  }

  async #applyRootPath(): Promise<void> {
    // A restarted host has forgotten the root path: it is set again before any login in a new host.
    if (this.#plan.rootPath === null || (this.#host.running && this.#rootPathApplied === this.#host.generation)) return;
    this.#ok('setRootPath', await this.#host.call('setRootPath', this.#plan.rootPath));
    this.#rootPathApplied = this.#host.generation;
  }

  async #login(sn: string): Promise<BackendActivation> {
    await this.#applyRootPath();
    const id = this.#ok('login', await this.#host.call('login', this.#plan.url, sn, 0, this.#plan.appData, this.#plan.mode));
    const info = await this.#host.call('getSessionInfo', id);
    let expiresAt: string | null = null;
    let serverAddress: string | null = null;
    if (info.status === 0 && info.value !== undefined) {
      try {
        const parsed = JSON.parse(info.value) as { endDate?: unknown; serverAddress?: unknown };
        expiresAt = typeof parsed.endDate === 'string' ? parsed.endDate : null;
        serverAddress = typeof parsed.serverAddress === 'string' ? parsed.serverAddress : null;
      } catch {
        // Session info is informative only: a library that writes it badly still licenses.
      }
    }
    this.#session = { id, generation: this.#host.generation, sn, expiresAt, serverAddress };
    this.#context.log('licensevendor.login', { mode: this.#context.config.licensevendor?.loginMode ?? DEFAULT_LOGIN_MODE, serverAddress });
    return { expiresAt, data: { serverAddress } };
  }

  async #logout(): Promise<void> {
    const session = this.#session;
    this.#session = null;
    if (!session || session.generation !== this.#host.generation || !this.#host.running) return;
    const outcome = await this.#host.call('logout', session.id);
    if (outcome.status !== 0) throw statusError('logout', outcome.status, this.#profile);
  }

  /** The value of a successful call; any other status as the catalogue's error. */
  #ok<T>(operation: string, outcome: { status: number; value?: T }): T {
    if (outcome.status !== 0 || outcome.value === undefined) throw statusError(operation, outcome.status, this.#profile);
    return outcome.value;
  }
}

/**
 * The licensevendor provider of one console: one host process, kept while the library path and the
 * profile stay the same, shared by the backends that successive `initialize` calls create.
 */
export class LicensevendorRuntime {
  readonly #settings: () => Promise<LicensevendorSettings>;
  #host: { key: string; host: LicensevendorHost; profile: AbiProfile } | null = null;

  /** `settings` is read at every initialize, so a changed library path applies to the next document. */
  constructor(settings: LicensevendorSettings | (() => Promise<LicensevendorSettings>)) {
    this.#settings = typeof settings === 'function' ? settings : async () => settings;
  }

  /** The factory for the client's backend registry. */
  readonly factory: BackendFactory = async (context) => {
    const { host, profile, http } = await this.#current();
    return new LicensevendorBackend(context, host, profile, http);
  };

  /** Stops the host process (after the backends' logouts). */
  async close(): Promise<void> {
    const current = this.#host;
    this.#host = null;
    if (current) await current.host.close();
  }

  async #current(): Promise<{ host: LicensevendorHost; profile: AbiProfile; http: Pick<HttpClient, 'request'> | undefined }> {
    const settings = await this.#settings();
    const { libraryPath, abiProfilePath } = settings;
    if (!libraryPath) {
      throw new ConsoleError(
        'usage',
        'LICENSEVENDOR_LIBRARY_NOT_SET',
        'no license vendor library is set; set its path in the settings or pass --vendor-library <path>',
      );
    }
    const { profile, sha256: abiProfileSha256 } = await loadDigestedAbiProfile(abiProfilePath);
    // The host checks the library before every start (exports, and for paths from the settings the
    // engineer's approval of those very bytes with this profile): a failure is the initialization's.
    const approval = settings.approvals ? { approvals: settings.approvals, abiProfilePath, abiProfileSha256 } : undefined;
    // A file replaced under the same name makes a new host, which checks it anew.
    const key = JSON.stringify([
      libraryPath,
      await libraryDigest(libraryPath),
      profile,
      abiProfileSha256,
      approval !== undefined,
      settings.callTimeoutMs ?? null,
    ]);
    if (this.#host?.key === key) return { ...this.#host, http: settings.http };
    await this.close();
    const host = new LicensevendorHost({
      libraryPath,
      profile,
      approval,
      launcher: settings.launcher,
      callTimeoutMs: settings.callTimeoutMs,
      output: settings.output,
    });
    this.#host = { key, host, profile };
    return { ...this.#host, http: settings.http };
  }
}
