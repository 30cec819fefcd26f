// The authorization client's results as every process sees them (spec area A, section 1): what
// `initialize`, `activate`, `hasFeature` and `status` answer. The backends live in main/auth/; this
// file holds only the values that cross the bridge and the CLI's --json output, each written as a
// schema (the bridge's auth results) from which its type derives.
import { Type, type Static } from '@sinclair/typebox';
import { Closed, Facts, Localized, OneOf, OrNull } from './api/schema';
import { PROVIDERS, SCENARIOS, WHARF_TOPOLOGIES } from './config/choices';
import { bridgeErrorSchema } from './api/error-schema';

/** Every reason `hasFeature` can give, in the order the License view explains them. */
export const FEATURE_REASONS = [
  'licensed', // the backend says the feature is usable
  'not-mapped', // the key is absent from `features`, or its entry names neither an id nor a name
  'not-activated', // no license is active yet: activate a key (or set `sn`) first
  'not-licensed', // the active license does not contain the feature
  'expired', // the license or the feature has expired
  'backend-error', // the backend could not answer; `error` says why
] as const;

/** Why `hasFeature` answered as it did. */
export type FeatureReason = (typeof FEATURE_REASONS)[number];

/** The properties of MappedFeature, shared by FeatureAnswer. */
const mappedFeatureProperties = {
  /** The logical key, as written in `features`. */
  key: Type.String(),
  /** `vendorFeatureId`, or null when the entry has none. */
  vendorFeatureId: OrNull(Type.Number()),
  /** `vendorFeatureName`, or null when the entry has none. */
  vendorFeatureName: OrNull(Type.String()),
};

/** One logical feature key of the document with the vendor feature item it maps to, as a schema. */
export const mappedFeatureSchema = Closed(mappedFeatureProperties);
/** One logical feature key of the document with the vendor feature item it maps to. */
export type MappedFeature = Static<typeof mappedFeatureSchema>;

/** The answer of `hasFeature(key)`, as a schema. */
export const featureAnswerSchema = Closed({
  ...mappedFeatureProperties,
  /** True only for reason `licensed`. */
  licensed: Type.Boolean(),
  reason: OneOf(FEATURE_REASONS),
  /** When the license or feature ends, ISO 8601, where the backend says. */
  expiresAt: OrNull(Type.String()),
  /** The failure behind `backend-error` (never a secret). */
  error: Type.Optional(bridgeErrorSchema),
});
/** The answer of `hasFeature(key)`. */
export type FeatureAnswer = Static<typeof featureAnswerSchema>;

/** What the scenario of the document says, for display and logs, as a schema. */
export const scenarioFactsSchema = Type.Union([
  Closed({
    scenario: Type.Literal('wharf'),
    topology: OrNull(OneOf(WHARF_TOPOLOGIES)),
    groupServiceUrl: OrNull(Type.String()),
    notes: OrNull(Type.String()),
  }),
  Closed({ scenario: Type.Literal('school'), edgeDeviceId: OrNull(Type.String()), tenantId: OrNull(Type.String()) }),
  Closed({
    scenario: Type.Literal('floating'),
    projectId: Type.String(),
    projectName: OrNull(Type.String()),
    contractRef: OrNull(Type.String()),
  }),
]);
/** What the scenario of the document says, for display and logs (never sent to a licensing call unless noted). */
export type ScenarioFacts = Static<typeof scenarioFactsSchema>;

const activationSourceSchema = OneOf([
  'license-key', // `activate(licenseKey)`
  'serial', // a fixed serial number in the document (licensevendor `sn`)
] as const);
/** How the current license came to be active. */
export type ActivationSource = Static<typeof activationSourceSchema>;

/** The active license as the client shows it, as a schema. */
export const activationSummarySchema = Closed({
  source: activationSourceSchema,
  /**
   * A keyed digest of the key (HMAC-SHA256 under this installation's secret, 16 hex digits): tells
   * two keys apart on this installation without revealing either, nor letting a guess be checked.
   */
  keyFingerprint: Type.String(),
  /** The key's last 4 characters (empty for a short key): the only part of it a customer is shown. */
  keyEnding: Type.Optional(Type.String()),
  /** When it was activated, ISO 8601. */
  activatedAt: Type.String(),
  /** When the license ends, ISO 8601, or null when it does not or the backend does not say. */
  expiresAt: OrNull(Type.String()),
  /** True when it was restored from the data directory after a restart rather than activated now. */
  restored: Type.Boolean(),
});
/** The active license as the client shows it; the key itself never appears, only its fingerprint. */
export type ActivationSummary = Static<typeof activationSummarySchema>;

const preflightVerdictSchema = OneOf(['pass', 'warn', 'fail', 'skipped'] as const);
/** The verdict of one pre-flight step. */
export type PreflightVerdict = Static<typeof preflightVerdictSchema>;

/** One step of a backend's pre-flight diagnostics, as a schema. */
export const preflightStepSchema = Closed({
  /** Stable id, e.g. `url.form`, `group.connect`. */
  id: Type.String(),
  verdict: preflightVerdictSchema,
  /** What was checked. */
  title: Localized,
  /** What was found and, when it is not a pass, what to do next. */
  detail: Localized,
  /** Facts for logs and the words table (host, port, path, version…). Never secrets. */
  facts: Type.Optional(Facts),
});
/** One step of a backend's pre-flight diagnostics (URL form, reachability, library, clock…). */
export type PreflightStep = Static<typeof preflightStepSchema>;

const authStateSchema = OneOf([
  'uninitialized', // no document yet (or it was disposed)
  'initialized', // a valid document is loaded, no license is active
  'activated', // a license is active: features can be checked
] as const);
/** Where the client stands. */
export type AuthState = Static<typeof authStateSchema>;

/** Which document the client holds, as a schema: its name and digest (shared/config/document-identity.ts), never its text. */
export const authDocumentSchema = Closed({
  /** The file's name or the template's title it was taken from, or null for an untitled document. */
  name: OrNull(Type.String()),
  /** SHA-256 (hex) of the document without its secret values. */
  digest: Type.String(),
});
/** Which document the client holds: what the License view, the status record and the evidence pack name it by. */
export type AuthDocument = Static<typeof authDocumentSchema>;

/** The answer of `status()`, as a schema. */
export const authStatusSchema = Closed({
  state: authStateSchema,
  /** The loaded document's name and digest, or null before `initialize`. */
  document: OrNull(authDocumentSchema),
  /** `provider` of the loaded document, or null before `initialize`. */
  provider: OneOf([...PROVIDERS, null]),
  /** `scenario` of the loaded document, or null before `initialize`. */
  scenario: OneOf([...SCENARIOS, null]),
  /** The scenario's own facts, or null before `initialize`. */
  scenarioFacts: OrNull(scenarioFactsSchema),
  /** The backend's address as configured (`selfhosted.baseUrl` or `licensevendor.url`), or null. */
  endpoint: OrNull(Type.String()),
  /** Whether a tenant key is configured (its value is a secret and never shown). */
  tenantKeyConfigured: Type.Boolean(),
  /** Every logical key of `features`, in document order, mapped or not. */
  features: Type.Array(mappedFeatureSchema),
  /** The active license, or null. */
  activation: OrNull(activationSummarySchema),
  /** The last pre-flight run, empty when the backend has none or none ran. */
  preflight: Type.Array(preflightStepSchema),
  /** Why the last activation or restore failed, or null. */
  lastError: OrNull(bridgeErrorSchema),
  /**
   * An activation kept for this document that could not be restored at `initialize`, or null: when
   * it was made and why it failed; `removed` when the refusal was final and the record is gone.
   */
  restoreFailure: OrNull(Closed({ activatedAt: Type.String(), removed: Type.Boolean(), error: bridgeErrorSchema })),
});
/** The answer of `status()`. */
export type AuthStatus = Static<typeof authStatusSchema>;

/** The status before any document is loaded. */
export const UNINITIALIZED_STATUS: AuthStatus = {
  state: 'uninitialized',
  document: null,
  provider: null,
  scenario: null,
  scenarioFacts: null,
  endpoint: null,
  tenantKeyConfigured: false,
  features: [],
  activation: null,
  preflight: [],
  lastError: null,
  restoreFailure: null,
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

const offlineActivationStepSchema = OneOf([
  'none', // no request code yet: create one
  'requested', // a request code exists: carry it to the vendor, bring back the update code and apply it
  'applied', // the update code was applied and its receipt kept
] as const);
/** Where the offline activation of the loaded document stands (licensevendor: request code out, update code in). */
export type OfflineActivationStep = Static<typeof offlineActivationStepSchema>;

/** The offline activation of the loaded document, as a schema. */
export const offlineActivationStatusSchema = Closed({
  /** Whether the loaded document's backend offers offline activation (licensevendor does, selfhosted does not). */
  supported: Type.Boolean(),
  step: offlineActivationStepSchema,
  /** The request code (not a secret: it is made to be carried out), or null before one is created. */
  requestCode: OrNull(Type.String()),
  /** When the request code was created, ISO 8601, or null. */
  requestedAt: OrNull(Type.String()),
  /** The last file the request code was written to, or null. */
  savedTo: OrNull(Type.String()),
  /** The receipt the library returned for the applied update code, or null. */
  receipt: OrNull(Type.String()),
  /** When the update code was applied, ISO 8601, or null. */
  appliedAt: OrNull(Type.String()),
  /** Why the last apply failed (the step stays `requested`), or null. */
  lastError: OrNull(bridgeErrorSchema),
});
/** The offline activation of the loaded document, as kept in the data directory across restarts. */
export type OfflineActivationStatus = Static<typeof offlineActivationStatusSchema>;

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
