// The seam between the authorization client and its backends (`selfhosted`, `licensevendor`). The
// client owns everything both backends share (validating the document, mapping logical keys,
// scenarios, keeping the activation across restarts, the license key in the secrets store); a
// backend only talks to its licensing system. Backends throw ConsoleError: category `license` for a
// refusal of the licensing system (its own code), `validation` for a document it cannot use, and
// the HTTP/transport categories (`network`, `timeout`, `tls`, …) when it cannot reach it.
import type { FeatureReason, PreflightStep } from '../../shared/auth';
import type { ConfigDocument, Provider } from '../../shared/config';

/**
 * The document as a backend receives it. `school` is cut off on purpose: `edgeDeviceId` and
 * `tenantId` are for logs and diagnostics only (spec 2.6) and must never reach a licensing call,
 * so a backend cannot even see them.
 */
export type BackendConfig = Readonly<Omit<ConfigDocument, 'school'>>;

/** A vendor feature item: by id, by name, or both (the client never passes neither). */
export interface FeatureRef {
  /** The logical key, for logs and messages. */
  key: string;
  /** `vendorFeatureId`, or null. */
  id: number | null;
  /** `vendorFeatureName`, or null (a backend resolves it to an id when it needs one). */
  name: string | null;
}

/** A backend's answer for one feature; `not-mapped` and `backend-error` are the client's to give. */
export interface BackendFeatureAnswer {
  reason: Extract<FeatureReason, 'licensed' | 'not-activated' | 'not-licensed' | 'expired'>;
  /** When the license or the feature ends, ISO 8601, where known. */
  expiresAt?: string | null;
}

/** JSON-safe, non-secret facts that a backend wants back after a restart (activation id, SN fingerprint, session info). */
export type BackendRecordData = Record<string, string | number | boolean | null>;

/** What an activation left behind; the client keeps it in the data directory. */
export interface BackendActivation {
  /** When the license ends, ISO 8601, or null. */
  expiresAt: string | null;
  /** Non-secret facts to persist and hand back to `restore`. Never the key, a tenant key or an SN. */
  data: BackendRecordData;
}

/** What a backend is told when it is created. */
export interface BackendContext {
  /** The validated document, without `school`. */
  config: BackendConfig;
  /**
   * Stable id of this console installation (kept in its data directory), so that a licensing
   * system counts the same console activating again as one activation, not two.
   */
  installationId: string;
  /** Writes one line to the console's log; facts must never hold secrets. */
  log(event: string, facts?: Record<string, unknown>): void;
}

/** One licensing backend for one loaded document. Created by `initialize`, closed by `dispose`. */
export interface AuthorizationBackend {
  /** The provider it serves. */
  readonly provider: Provider;
  /**
   * Checks the document's settings that need the backend's own knowledge and prepares; throws
   * `validation` for a setting it cannot use (e.g. applicationData that is not base64). A backend
   * with a fixed serial (`licensevendor.sn`) may log in here and return its activation: the client
   * then reports the license active with source `serial`. Returns null when a key is still needed.
   */
  open(): Promise<BackendActivation | null>;
  /** Activates a license key (bound to tenant and, for floating, to the project). */
  activate(licenseKey: string): Promise<BackendActivation>;
  /**
   * Brings back an activation kept from an earlier run (after a restart), given its key from the
   * secrets store. Throws when the licensing system no longer accepts it; the client then forgets it.
   */
  restore(licenseKey: string, kept: BackendActivation): Promise<BackendActivation>;
  /** Whether one feature is usable under the active license; never takes a seat. */
  checkFeature(feature: FeatureRef): Promise<BackendFeatureAnswer>;
  /**
   * Offline activation, for a site with no way to the licensing system: the request code to carry
   * out (made from the document's own serial and application data), and the update code brought
   * back, which returns the library's receipt. A backend without it leaves it out.
   */
  offline?: {
    requestCode(): Promise<string>;
    applyUpdateCode(updateCode: string): Promise<string>;
  };
  /** Pre-flight checks, run before login and on demand; a backend without any leaves it out. */
  preflight?(): Promise<PreflightStep[]>;
  /** Ends every session it opened (logout); called on dispose and on quit, also after failures. Never throws. */
  close(): Promise<void>;
}

/** Creates a backend for a validated document; throws ConsoleError when it cannot (e.g. no vendor library configured). */
export type BackendFactory = (context: BackendContext) => AuthorizationBackend | Promise<AuthorizationBackend>;

/** The backends a console offers, by provider; a provider missing here is refused at `initialize`. */
export type BackendRegistry = Partial<Record<Provider, BackendFactory>>;
