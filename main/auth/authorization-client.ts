// The authorization client of spec area A: initialize(config_json), activate(licenseKey),
// hasFeature(key), status(), dispose(). It validates with the configuration module, picks the
// backend from `provider`, applies the scenario, maps logical keys to vendor feature items, and
// keeps the activation (record in the data directory, key in the secrets store) so that it
// survives a restart. Calls are serialized: a check must never race an activation or a dispose.
import {
  UNINITIALIZED_STATUS,
  type ActivationSummary,
  type AuthDocument,
  type AuthStatus,
  type FeatureAnswer,
  type MappedFeature,
  type OfflineActivationStatus,
  type PreflightStep,
  type ScenarioFacts,
} from '../../shared/auth';
import { checkConfigText, type ConfigDocument } from '../../shared/config';
import { documentDigest, documentName } from '../../shared/config/document-identity';
import { ConsoleError, toBridgeError, type BridgeError } from '../../shared/errors';
import { KeyedQueue } from '../../shared/node/keyed-queue';
import {
  activationAnchor,
  ActivationStore,
  keyEnding,
  keyFingerprint,
  licenseKeySecretName,
  type KeptActivation,
  type LicenseKeySecrets,
} from './activation-store';
import type { AuthorizationBackend, BackendActivation, BackendConfig, BackendRegistry } from './backend';
import { keyDigest } from './key-digest';
import { OfflineActivation, type UpdateCodeInput } from './offline-activation';
import { keepAuthStatus } from './status-record';

/** A log line sink; the client never hands it a secret. */
export type AuthLog = (event: string, facts?: Record<string, unknown>) => void;

/** What the client needs from the console. */
export interface AuthorizationClientOptions {
  /** The console's data directory (activations are kept under `auth/`). */
  dataDir: string;
  /** The backends this console offers. */
  backends: BackendRegistry;
  /** The secrets store that keeps license keys, opened on first use (as main/console.ts offers it). */
  secrets: () => Promise<LicenseKeySecrets>;
  /** Where log lines go; defaults to nowhere. */
  log?: AuthLog;
}

interface Loaded {
  document: ConfigDocument;
  /** Which document it is, as the status names it. */
  identity: AuthDocument;
  /** The keyed anchor, made when first needed (it needs the secrets store's digest secret). */
  anchor: string | null;
  backend: AuthorizationBackend;
  features: MappedFeature[];
  activation: ActivationSummary | null;
  preflight: PreflightStep[];
  lastError: BridgeError | null;
  restoreFailure: AuthStatus['restoreFailure'];
}

/** Most findings an AUTH_CONFIG_INVALID error carries; the editor shows them all. */
const MAX_REPORTED_FINDINGS = 20;

function mappedFeatures(doc: ConfigDocument): MappedFeature[] {
  return Object.entries(doc.features ?? {}).map(([key, m]) => ({
    key,
    vendorFeatureId: m.vendorFeatureId ?? null,
    vendorFeatureName: m.vendorFeatureName ?? null,
  }));
}

function scenarioFacts(doc: ConfigDocument): ScenarioFacts {
  switch (doc.scenario) {
    case 'wharf':
      return {
        scenario: 'wharf',
        topology: doc.wharf?.topology ?? null,
        groupServiceUrl: doc.wharf?.groupServiceUrl ?? null,
        notes: doc.wharf?.notes ?? null,
      };
    case 'school':
      return { scenario: 'school', edgeDeviceId: doc.school?.edgeDeviceId ?? null, tenantId: doc.school?.tenantId ?? null };
    case 'floating':
      return {
        scenario: 'floating',
        projectId: doc.floating?.projectId ?? '',
        projectName: doc.floating?.projectName ?? null,
        contractRef: doc.floating?.contractRef ?? null,
      };
  }
}

/**
 * The backend's address as it may be shown and logged. A `lic://` source of the vendor may carry a
 * license string itself rather than a path, so its value is never shown.
 */
function endpointOf(doc: ConfigDocument): string | null {
  if (doc.provider === 'selfhosted') return doc.selfhosted?.baseUrl ?? null;
  const url = doc.licensevendor?.url;
  if (url === undefined) return null;
  return url
    .split(',')
    .map((source) => (/^\s*lic:\/\//i.test(source) ? 'lic://[hidden]' : source.trim()))
    .join(',');
}

/** The document without what a backend must not see (spec 2.6: school facts are for logs only). */
function backendConfig(doc: ConfigDocument): BackendConfig {
  const { school: _school, ...rest } = doc;
  return structuredClone(rest);
}

const summary = (kept: KeptActivation, restored: boolean, key: string): ActivationSummary => ({
  source: kept.source,
  keyFingerprint: kept.keyFingerprint,
  keyEnding: keyEnding(key),
  activatedAt: kept.activatedAt,
  expiresAt: kept.expiresAt,
  restored,
});

/** A license made active by the document's own serial (no key, so no fingerprint). */
const serialSummary = (serial: BackendActivation): ActivationSummary => ({
  source: 'serial',
  keyFingerprint: '',
  activatedAt: new Date().toISOString(),
  expiresAt: serial.expiresAt,
  restored: false,
});

/**
 * Whether a failure says the licensing system refused the key for good (as opposed to not being
 * reachable, or the document being wrong: a vendor library's status says which by `keyRefused`).
 */
const isRefusal = (e: unknown): boolean =>
  e instanceof ConsoleError && (e.category === 'license' || e.category === 'validation') && e.details?.keyRefused !== false;

/** The authorization client: one loaded document at a time. */
export class AuthorizationClient {
  readonly #options: AuthorizationClientOptions;
  readonly #store: ActivationStore;
  readonly #offline: OfflineActivation;
  readonly #log: AuthLog;
  #loaded: Loaded | null = null;
  readonly #queue = new KeyedQueue();

  constructor(options: AuthorizationClientOptions) {
    this.#options = options;
    this.#store = new ActivationStore(options.dataDir, { secrets: options.secrets });
    this.#log = options.log ?? (() => {});
    this.#offline = new OfflineActivation(options.dataDir, options.secrets, this.#log);
  }

  /**
   * Loads a configuration document (JSON text); refuses an invalid one with its findings and changes
   * nothing then. `source` (a file path or a template's title) names it in the status.
   */
  initialize(configJson: string, source: string | null = null): Promise<AuthStatus> {
    return this.#serial(async () => {
      const report = checkConfigText(configJson);
      if (!report.valid || !report.document) {
        const errors = report.errors
          .slice(0, MAX_REPORTED_FINDINGS)
          .map((f) => ({ pointer: f.pointer, line: f.line, column: f.column, rule: f.rule, message: f.message }));
        const first = report.errors[0];
        throw new ConsoleError(
          'validation',
          'AUTH_CONFIG_INVALID',
          `the configuration document is invalid (${report.errors.length} error${report.errors.length === 1 ? '' : 's'})${first ? `; first at line ${first.line}, column ${first.column}: ${first.message.en}` : ''}`,
          { errorCount: report.errors.length, errors },
        );
      }
      const document = report.document;
      const factory = this.#options.backends[document.provider];
      if (!factory) {
        throw new ConsoleError('usage', 'AUTH_PROVIDER_UNAVAILABLE', `this console has no ${document.provider} backend configured`, {
          provider: document.provider,
        });
      }
      await this.#unload();
      const facts = scenarioFacts(document);
      // School facts go to the log (spec 2.6) and nowhere else.
      this.#log('auth.initialize', { provider: document.provider, endpoint: endpointOf(document), ...facts });
      const backend = await factory({
        config: backendConfig(document),
        installationId: await this.#store.installationId(),
        log: this.#log,
      });
      const identity: AuthDocument = { name: documentName(source), digest: (await documentDigest(configJson)) ?? '' };
      const loaded: Loaded = {
        document,
        identity,
        anchor: null,
        backend,
        features: mappedFeatures(document),
        activation: null,
        preflight: [],
        lastError: null,
        restoreFailure: null,
      };
      try {
        if (backend.preflight) loaded.preflight = await backend.preflight();
        const serial = await backend.open();
        if (serial) loaded.activation = serialSummary(serial);
      } catch (e) {
        if (e instanceof ConsoleError && e.category === 'validation') {
          await backend.close();
          throw e;
        }
        loaded.lastError = toBridgeError(e);
      }
      this.#loaded = loaded;
      if (!loaded.activation && !loaded.lastError) await this.#restore(loaded);
      return this.#kept();
    });
  }

  /** Activates a license key (trimmed) through the backend and keeps it for the next start. */
  activate(licenseKey: string): Promise<AuthStatus> {
    return this.#serial(async () => {
      const loaded = this.#require();
      const key = licenseKey.trim();
      if (key === '')
        throw new ConsoleError(
          'validation',
          'AUTH_LICENSE_KEY_EMPTY',
          'the license key is empty; paste the key from the license certificate',
        );
      let activation: BackendActivation;
      try {
        activation = await loaded.backend.activate(key);
      } catch (e) {
        loaded.lastError = toBridgeError(e);
        this.#log('auth.activate.failed', { code: loaded.lastError.code, category: loaded.lastError.category });
        await this.#kept();
        throw e;
      }
      const secrets = await this.#options.secrets();
      const anchor = await this.#anchor(loaded);
      await secrets.set(licenseKeySecretName(anchor), key);
      const kept = await this.#store.put(
        anchor,
        'license-key',
        loaded.document.provider,
        keyFingerprint(await keyDigest(secrets), key),
        activation,
      );
      loaded.activation = summary(kept, false, key);
      loaded.restoreFailure = null;
      loaded.lastError = null;
      this.#log('auth.activate', { provider: loaded.document.provider, keyFingerprint: kept.keyFingerprint, expiresAt: kept.expiresAt });
      return this.#kept();
    });
  }

  /** Whether a logical feature is usable, with the reason; a backend failure is an answer, not a throw. */
  hasFeature(key: string): Promise<FeatureAnswer> {
    return this.#serial(async () => this.#check(this.#require(), key));
  }

  /** `hasFeature` for several keys, in order (one queue turn, so the answers belong together). */
  hasFeatures(keys: readonly string[]): Promise<FeatureAnswer[]> {
    return this.#serial(async () => {
      const loaded = this.#require();
      const answers: FeatureAnswer[] = [];
      for (const key of keys) answers.push(await this.#check(loaded, key));
      return answers;
    });
  }

  /** Runs the backend's pre-flight diagnostics again (empty for a backend without any). */
  preflight(): Promise<PreflightStep[]> {
    return this.#serial(async () => {
      const loaded = this.#require();
      loaded.preflight = loaded.backend.preflight ? await loaded.backend.preflight() : [];
      await this.#kept();
      return loaded.preflight;
    });
  }

  /** Where the offline activation of the loaded document stands (kept across restarts). */
  offlineStatus(): Promise<OfflineActivationStatus> {
    return this.#serial(async () => this.#offline.status(this.#require()));
  }

  /** Creates the offline request code (or keeps the one created before) and, with a path, writes it to that .txt file. */
  offlineRequest(path?: string): Promise<OfflineActivationStatus> {
    return this.#serial(async () => this.#offline.request(this.#require(), path));
  }

  /**
   * Applies the vendor's update code and keeps the receipt; then, when no license is active yet and
   * the document has a serial, logs in with it, so that the features answer at once.
   */
  offlineApply(input: UpdateCodeInput): Promise<OfflineActivationStatus> {
    return this.#serial(async () => {
      const loaded = this.#require();
      const status = await this.#offline.apply(loaded, input);
      if (!loaded.activation) {
        try {
          const serial = await loaded.backend.open();
          if (serial) loaded.activation = serialSummary(serial);
          loaded.lastError = null;
        } catch (e) {
          loaded.lastError = toBridgeError(e);
        }
      }
      await this.#kept(); // the evidence pack shows the license as the update code left it
      return status;
    });
  }

  /** Forgets the offline activation of the loaded document, to start over. */
  offlineReset(): Promise<OfflineActivationStatus> {
    return this.#serial(async () => this.#offline.reset(this.#require()));
  }

  /** Where the client stands. */
  status(): Promise<AuthStatus> {
    return this.#serial(async () => this.#status());
  }

  /** Closes the backend's sessions and forgets the document; the kept activation stays for the next start. */
  dispose(): Promise<void> {
    return this.#serial(() => this.#unload());
  }

  async #check(loaded: Loaded, key: string): Promise<FeatureAnswer> {
    const mapping = loaded.document.features?.[key];
    const feature: MappedFeature = {
      key,
      vendorFeatureId: mapping?.vendorFeatureId ?? null,
      vendorFeatureName: mapping?.vendorFeatureName ?? null,
    };
    if (feature.vendorFeatureId === null && feature.vendorFeatureName === null)
      return { ...feature, licensed: false, reason: 'not-mapped', expiresAt: null };
    if (!loaded.activation) return { ...feature, licensed: false, reason: 'not-activated', expiresAt: null };
    try {
      const answer = await loaded.backend.checkFeature({ key, id: feature.vendorFeatureId, name: feature.vendorFeatureName });
      return { ...feature, licensed: answer.reason === 'licensed', reason: answer.reason, expiresAt: answer.expiresAt ?? null };
    } catch (e) {
      return { ...feature, licensed: false, reason: 'backend-error', expiresAt: null, error: toBridgeError(e) };
    }
  }

  /** The keyed anchor of the loaded document. */
  async #anchor(loaded: Loaded): Promise<string> {
    return (loaded.anchor ??= activationAnchor(await keyDigest(await this.#options.secrets()), loaded.document));
  }

  async #restore(loaded: Loaded): Promise<void> {
    // Nothing kept: no secret is needed to know it (a store locked by a passphrase stays closed).
    if (await this.#store.isEmpty()) return;
    const anchor = await this.#anchor(loaded);
    const kept = await this.#store.get(anchor);
    if (!kept || kept.source !== 'license-key') return;
    const secrets = await this.#options.secrets();
    const key = await secrets.get(licenseKeySecretName(anchor));
    if (key === null || keyFingerprint(await keyDigest(secrets), key) !== kept.keyFingerprint) {
      // The record outlived its key (secrets store reset, another machine's copy): it cannot be used.
      await this.#store.remove(anchor);
      return;
    }
    try {
      const activation = await loaded.backend.restore(key, { expiresAt: kept.expiresAt, data: kept.data });
      loaded.activation = summary({ ...kept, expiresAt: activation.expiresAt, data: activation.data }, true, key);
      this.#log('auth.restore', { provider: kept.provider, keyFingerprint: kept.keyFingerprint });
    } catch (e) {
      loaded.lastError = toBridgeError(e);
      // A refusal is final (revoked, expired, moved to another project); an unreachable backend is not.
      const removed = isRefusal(e);
      if (removed) {
        await this.#store.remove(anchor);
        await secrets.delete(licenseKeySecretName(anchor));
      }
      // The view says that an activation is on record and why it is not in force (not just "no license").
      loaded.restoreFailure = { activatedAt: kept.activatedAt, removed, error: structuredClone(loaded.lastError) };
      this.#log('auth.restore.failed', { code: loaded.lastError.code, category: loaded.lastError.category });
    }
  }

  /**
   * The status, also kept in the data directory for the evidence pack. Keeping it is not the
   * engineer's goal here: a full disk is logged, and the operation still answers.
   */
  async #kept(): Promise<AuthStatus> {
    const status = this.#status();
    await keepAuthStatus(this.#options.dataDir, status).catch((e: unknown) =>
      this.#log('auth.status.keep.failed', { message: (e as Error).message }),
    );
    return status;
  }

  #status(): AuthStatus {
    const loaded = this.#loaded;
    if (!loaded) return structuredClone(UNINITIALIZED_STATUS);
    const doc = loaded.document;
    return {
      state: loaded.activation ? 'activated' : 'initialized',
      document: { ...loaded.identity },
      provider: doc.provider,
      scenario: doc.scenario,
      scenarioFacts: scenarioFacts(doc),
      endpoint: endpointOf(doc),
      tenantKeyConfigured: Boolean(doc.selfhosted?.tenantKey),
      features: loaded.features.map((f) => ({ ...f })),
      activation: loaded.activation ? { ...loaded.activation } : null,
      preflight: structuredClone(loaded.preflight),
      lastError: loaded.lastError ? structuredClone(loaded.lastError) : null,
      restoreFailure: loaded.restoreFailure ? structuredClone(loaded.restoreFailure) : null,
    };
  }

  #require(): Loaded {
    if (!this.#loaded)
      throw new ConsoleError('usage', 'AUTH_NOT_INITIALIZED', 'no configuration document is loaded; initialize with one first');
    return this.#loaded;
  }

  async #unload(): Promise<void> {
    const loaded = this.#loaded;
    this.#loaded = null;
    if (loaded) await loaded.backend.close();
  }

  #serial<T>(work: () => Promise<T>): Promise<T> {
    return this.#queue.run('client', work);
  }
}
