// The wire format of the self-hosted authorization service (provider `selfhosted`, spec 2.3). The
// spec leaves its API open; Site Console fixes it here and in sim/openapi.json. Every operation is
// a POST with a JSON body that answers the same ServiceResult envelope as the site (shared/site.ts):
// HTTP 200 for every business outcome, 400 INVALID_REQUEST for a malformed body, 500 INTERNAL_ERROR.
// The reference implementation is sim/authorization/; the console's client is main/auth/backends/selfhosted/.
import type { Scenario } from './config/choices';

/** Paths, relative to `selfhosted.baseUrl`. */
export const AUTH_SERVICE_PATHS = {
  /** Activates a license key for one installation of the console. */
  activate: '/license/activate',
  /** The license as activated for one installation. */
  status: '/license/status',
  /** Whether one feature is licensed, by id or by name. */
  featureCheck: '/feature/check',
} as const;

/** The header that carries `selfhosted.tenantKey` on every call (lower case, as HTTP/2 and undici send it). */
export const TENANT_KEY_HEADER = 'x-tenant-key';

/** Every failure code the service answers with. */
export const AUTH_SERVICE_ERROR_CODES = [
  'INVALID_REQUEST', // the body is not JSON or breaks the request schema (HTTP 400)
  'LICENSE_KEY_UNKNOWN', // no license has this key
  'TENANT_KEY_REQUIRED', // the license belongs to a tenant and no tenant key was sent
  'TENANT_KEY_MISMATCH', // the tenant key sent is not the license's
  'SCENARIO_MISMATCH', // the license is for another scenario
  'PROJECT_MISMATCH', // the license is bound to another project (or to a project, and none was sent)
  'LICENSE_EXPIRED', // the license has expired; it cannot be activated
  'ACTIVATIONS_EXHAUSTED', // every activation of the license is used by other installations
  'NOT_ACTIVATED', // this installation has not activated the license
  'INTERNAL_ERROR', // a fault of the service itself (HTTP 500)
] as const;

/** A failure code of the authorization service. */
export type AuthServiceErrorCode = (typeof AUTH_SERVICE_ERROR_CODES)[number];

/** One feature item of a license as the service answers it. */
export interface LicenseFeature {
  /** Vendor feature id (`features.*.vendorFeatureId`), or null when the item has none. */
  id: number | null;
  /** Vendor feature name (`features.*.vendorFeatureName`), or null when the item has none. */
  name: string | null;
}

/** One feature item of a license as a data file gives it: an id, a name, or both. */
export interface LicenseRecordFeature {
  id?: number;
  name?: string;
}

/** Who asks: the license key and the installation it is activated on. */
export interface LicenseCaller {
  /** The license key, as the engineer entered it (trimmed). */
  licenseKey: string;
  /** Stable id of the console installation: the same console activating again uses no second activation. */
  installationId: string;
}

/** Request of activate. Nothing of `school` is ever sent (spec 2.6). */
export interface LicenseActivateRequest extends LicenseCaller {
  /** The document's scenario. */
  scenario: Scenario;
  /** `floating.projectId`, for the floating scenario only. */
  projectId?: string;
}

/** The license as activated for an installation (answer of activate and status). */
export interface LicenseActivation {
  /** Id of this installation's activation. */
  activationId: string;
  /** When it was activated, ISO 8601. */
  activatedAt: string;
  /** Scenario it was activated for. */
  scenario: Scenario;
  /** Project it is bound to, or null. */
  projectId: string | null;
  /** When the license ends, ISO 8601, or null for never. */
  expiresAt: string | null;
  /** Whether it has ended (status only tells; activate refuses an expired license). */
  expired: boolean;
  /** Installations that hold an activation of this license. */
  activationsUsed: number;
  /** The most installations it allows, or null for no limit. */
  maxActivations: number | null;
  /** Its feature items. */
  features: LicenseFeature[];
}

/** Request of status. */
export type LicenseStatusRequest = LicenseCaller;

/**
 * Request of feature check: an id, a name, or both. A license item matches by id when both the
 * request and the item have one, otherwise by name.
 */
export interface FeatureCheckRequest extends LicenseCaller {
  featureId?: number;
  featureName?: string;
}

/** Why a feature check answered as it did. */
export type FeatureCheckReason = 'licensed' | 'not-licensed' | 'expired' | 'not-activated';

/** Answer of feature check. */
export interface FeatureCheck {
  /** True only for reason `licensed`. */
  licensed: boolean;
  reason: FeatureCheckReason;
  /** The license's feature item that matched, or null. */
  feature: LicenseFeature | null;
  /** When the license ends, ISO 8601, or null. */
  expiresAt: string | null;
}

/** One license as the service keeps it (the `licenses` section of a reference site's data file). */
export interface LicenseRecord {
  licenseKey: string;
  /** When set, every call must carry it in TENANT_KEY_HEADER. */
  tenantKey?: string;
  /** When set, only this scenario may activate it. */
  scenario?: Scenario;
  /** When set, only a floating document with this projectId may activate it. */
  projectId?: string;
  /** ISO 8601; from then on the license is expired. */
  expiresAt?: string;
  /** Most installations; absent means no limit. */
  maxActivations?: number;
  features: LicenseRecordFeature[];
}
