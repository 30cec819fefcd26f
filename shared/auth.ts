// The authorization client's results as every process sees them (spec area A, section 1): what
// `initialize`, `activate`, `hasFeature` and `status` answer. The backends live in main/auth/; this
// file holds only the values that cross the bridge and the CLI's --json output.
import type { LocalizedText } from './language';
import type { Provider, Scenario, WharfTopology } from './config/schema';
import type { BridgeError } from './errors';

/** Why `hasFeature` answered as it did. */
export type FeatureReason =
  | 'licensed' // the backend says the feature is usable
  | 'not-mapped' // the key is absent from `features`, or its entry names neither an id nor a name
  | 'not-activated' // no license is active yet: activate a key (or set `sn`) first
  | 'not-licensed' // the active license does not contain the feature
  | 'expired' // the license or the feature has expired
  | 'backend-error'; // the backend could not answer; `error` says why

/** Every reason, in the order the License view explains them. */
export const FEATURE_REASONS: readonly FeatureReason[] = ['licensed', 'not-mapped', 'not-activated', 'not-licensed', 'expired', 'backend-error'];

/** One logical feature key of the document with the vendor feature item it maps to. */
export interface MappedFeature {
  /** The logical key, as written in `features`. */
  key: string;
  /** `vendorFeatureId`, or null when the entry has none. */
  vendorFeatureId: number | null;
  /** `vendorFeatureName`, or null when the entry has none. */
  vendorFeatureName: string | null;
}

/** The answer of `hasFeature(key)`. */
export interface FeatureAnswer extends MappedFeature {
  /** True only for reason `licensed`. */
  licensed: boolean;
  reason: FeatureReason;
  /** When the license or feature ends, ISO 8601, where the backend says. */
  expiresAt: string | null;
  /** The failure behind `backend-error` (never a secret). */
  error?: BridgeError;
}

/** What the scenario of the document says, for display and logs (never sent to a licensing call unless noted). */
export type ScenarioFacts =
  | { scenario: 'wharf'; topology: WharfTopology | null; groupServiceUrl: string | null; notes: string | null }
  | { scenario: 'school'; edgeDeviceId: string | null; tenantId: string | null }
  | { scenario: 'floating'; projectId: string; projectName: string | null; contractRef: string | null };

/** How the current license came to be active. */
export type ActivationSource =
  | 'license-key' // `activate(licenseKey)`
  | 'serial'; // a fixed serial number in the document (licensevendor `sn`)

/** The active license as the client shows it; the key itself never appears, only its fingerprint. */
export interface ActivationSummary {
  source: ActivationSource;
  /** First 12 hex digits of SHA-256 of the key: tells two keys apart without revealing either. */
  keyFingerprint: string;
  /** When it was activated, ISO 8601. */
  activatedAt: string;
  /** When the license ends, ISO 8601, or null when it does not or the backend does not say. */
  expiresAt: string | null;
  /** True when it was restored from the data directory after a restart rather than activated now. */
  restored: boolean;
}

/** The verdict of one pre-flight step. */
export type PreflightVerdict = 'pass' | 'warn' | 'fail' | 'skipped';

/** One step of a backend's pre-flight diagnostics (URL form, reachability, library, clock…). */
export interface PreflightStep {
  /** Stable id, e.g. `url.form`, `group.connect`. */
  id: string;
  verdict: PreflightVerdict;
  /** What was checked. */
  title: LocalizedText;
  /** What was found and, when it is not a pass, what to do next. */
  detail: LocalizedText;
  /** Facts for logs and the words table (host, port, path, version…). Never secrets. */
  facts?: Record<string, unknown>;
}

/** Where the client stands. */
export type AuthState =
  | 'uninitialized' // no document yet (or it was disposed)
  | 'initialized' // a valid document is loaded, no license is active
  | 'activated'; // a license is active: features can be checked

/** The answer of `status()`. */
export interface AuthStatus {
  state: AuthState;
  /** `provider` of the loaded document, or null before `initialize`. */
  provider: Provider | null;
  /** `scenario` of the loaded document, or null before `initialize`. */
  scenario: Scenario | null;
  /** The scenario's own facts, or null before `initialize`. */
  scenarioFacts: ScenarioFacts | null;
  /** The backend's address as configured (`selfhosted.baseUrl` or `licensevendor.url`), or null. */
  endpoint: string | null;
  /** Whether a tenant key is configured (its value is a secret and never shown). */
  tenantKeyConfigured: boolean;
  /** Every logical key of `features`, in document order, mapped or not. */
  features: MappedFeature[];
  /** The active license, or null. */
  activation: ActivationSummary | null;
  /** The last pre-flight run, empty when the backend has none or none ran. */
  preflight: PreflightStep[];
  /** Why the last activation or restore failed, or null. */
  lastError: BridgeError | null;
}

/** The status before any document is loaded. */
export const UNINITIALIZED_STATUS: AuthStatus = {
  state: 'uninitialized',
  provider: null,
  scenario: null,
  scenarioFacts: null,
  endpoint: null,
  tenantKeyConfigured: false,
  features: [],
  activation: null,
  preflight: [],
  lastError: null,
};

/** Error codes of the client itself (backends add their own, all with category `license` or a transport category). */
export const AUTH_ERROR_CODES = [
  'AUTH_CONFIG_INVALID', // initialize: the document is invalid; details.errors lists the findings
  'AUTH_NOT_INITIALIZED', // an operation before initialize
  'AUTH_PROVIDER_UNAVAILABLE', // this console has no backend for the provider (e.g. no vendor library set)
  'AUTH_LICENSE_KEY_EMPTY', // activate with an empty or blank key
] as const;

/** A code of AUTH_ERROR_CODES. */
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** Where the offline activation of the loaded document stands (licensevendor: request code out, update code in). */
export type OfflineActivationStep =
  | 'none' // no request code yet: create one
  | 'requested' // a request code exists: carry it to the vendor, bring back the update code and apply it
  | 'applied'; // the update code was applied and its receipt kept

/** The offline activation of the loaded document, as kept in the data directory across restarts. */
export interface OfflineActivationStatus {
  /** Whether the loaded document's backend offers offline activation (licensevendor does, selfhosted does not). */
  supported: boolean;
  step: OfflineActivationStep;
  /** The request code (not a secret: it is made to be carried out), or null before one is created. */
  requestCode: string | null;
  /** When the request code was created, ISO 8601, or null. */
  requestedAt: string | null;
  /** The last file the request code was written to, or null. */
  savedTo: string | null;
  /** The receipt the library returned for the applied update code, or null. */
  receipt: string | null;
  /** When the update code was applied, ISO 8601, or null. */
  appliedAt: string | null;
  /** Why the last apply failed (the step stays `requested`), or null. */
  lastError: BridgeError | null;
}

/** Most bytes of an update code (pasted or read from a file): far above any vendor's code, far below a mistaken file. */
export const MAX_UPDATE_CODE_BYTES = 64 * 1024;

/** Error codes of offline activation. */
export const OFFLINE_ACTIVATION_ERROR_CODES = [
  'AUTH_OFFLINE_UNSUPPORTED', // the document's backend has no offline activation (selfhosted)
  'AUTH_OFFLINE_UPDATE_EMPTY', // apply with an empty or blank update code
  'AUTH_OFFLINE_UPDATE_INVALID', // the update code holds characters no update code has (a wrong file, binary data)
  'AUTH_OFFLINE_UPDATE_TOO_LARGE', // the update code (or its file) is larger than MAX_UPDATE_CODE_BYTES
  'AUTH_OFFLINE_ALREADY_APPLIED', // request or apply after an update code was applied: start over first
  'AUTH_OFFLINE_FILE', // the request file cannot be written, or the update code file cannot be read
  'AUTH_OFFLINE_NOT_TXT_PATH', // the request file's name does not end in .txt
  'AUTH_OFFLINE_RESERVED_PATH', // a file in the console's data directory
] as const;
