// The `selfhosted` backend: the site's own HTTP authorization service (spec 2.3), with the API of
// shared/auth-service.ts. Every call goes through the console's one HTTP client (main/http), with
// time limits, the tenant key in its header, and the answers read as ServiceResult envelopes. It
// keeps no session: each call carries the license key and this installation's id, so a restart
// only needs the key back from the secrets store and one status call.
import type { PreflightStep } from '../../../../shared/auth';
import {
  AUTH_SERVICE_PATHS,
  TENANT_KEY_HEADER,
  type FeatureCheck,
  type FeatureCheckRequest,
  type LicenseActivateRequest,
  type LicenseActivation,
  type LicenseCaller,
} from '../../../../shared/auth-service';
import { ConsoleError } from '../../../../shared/errors';
import type { HttpTimeouts } from '../../../http/call';
import type { HttpClient } from '../../../http/client';
import type {
  AuthorizationBackend,
  BackendActivation,
  BackendContext,
  BackendFactory,
  BackendFeatureAnswer,
  FeatureRef,
} from '../../backend';
import { selfhostedPreflight } from './preflight';
import { readServiceAnswer } from './service-answer';

/** Default limits: a site's authorization service is on the local network. */
export const SELFHOSTED_TIMEOUTS: Readonly<HttpTimeouts> = { connectMs: 3_000, requestMs: 10_000 };

/** What the backend needs from the console. */
export interface SelfhostedBackendOptions {
  /** The console's HTTP client. */
  http: Pick<HttpClient, 'request'>;
  /** Limits per call; SELFHOSTED_TIMEOUTS when absent. */
  timeouts?: HttpTimeouts;
}

const activationOf = (license: LicenseActivation): BackendActivation => ({
  expiresAt: license.expiresAt,
  data: {
    activationId: license.activationId,
    activatedAt: license.activatedAt,
    activationsUsed: license.activationsUsed,
    maxActivations: license.maxActivations,
  },
});

class SelfhostedBackend implements AuthorizationBackend {
  readonly provider = 'selfhosted' as const;
  readonly #context: BackendContext;
  readonly #options: SelfhostedBackendOptions;
  readonly #baseUrl: string;
  #licenseKey: string | null = null;

  constructor(context: BackendContext, options: SelfhostedBackendOptions) {
    this.#context = context;
    this.#options = options;
    const baseUrl = context.config.selfhosted?.baseUrl ?? '';
    if (!/^https?:\/\//i.test(baseUrl)) {
      throw new ConsoleError(
        'validation',
        'AUTH_SELFHOSTED_URL',
        `selfhosted.baseUrl "${baseUrl}" is not an http:// or https:// address; the self-hosted service is reached over HTTP`,
        {
          pointer: '/selfhosted/baseUrl',
        },
      );
    }
    this.#baseUrl = baseUrl.replace(/\/+$/, '');
  }

  async open(): Promise<BackendActivation | null> {
    return null;
  }

  preflight(): Promise<PreflightStep[]> {
    return selfhostedPreflight(this.#baseUrl, this.#options.http);
  }

  async activate(licenseKey: string): Promise<BackendActivation> {
    const { config, installationId } = this.#context;
    const request: LicenseActivateRequest = { licenseKey, installationId, scenario: config.scenario };
    if (config.scenario === 'floating' && config.floating?.projectId) request.projectId = config.floating.projectId;
    const license = await this.#call<LicenseActivation>(AUTH_SERVICE_PATHS.activate, request, 'license activation');
    this.#licenseKey = licenseKey;
    return activationOf(license);
  }

  async restore(licenseKey: string): Promise<BackendActivation> {
    const request: LicenseCaller = { licenseKey, installationId: this.#context.installationId };
    const license = await this.#call<LicenseActivation>(AUTH_SERVICE_PATHS.status, request, 'license status');
    this.#licenseKey = licenseKey;
    return activationOf(license);
  }

  async checkFeature(feature: FeatureRef): Promise<BackendFeatureAnswer> {
    if (this.#licenseKey === null) return { reason: 'not-activated' };
    const request: FeatureCheckRequest = { licenseKey: this.#licenseKey, installationId: this.#context.installationId };
    if (feature.id !== null) request.featureId = feature.id;
    if (feature.name !== null) request.featureName = feature.name;
    const answer = await this.#call<FeatureCheck>(AUTH_SERVICE_PATHS.featureCheck, request, `feature check of ${feature.key}`);
    return { reason: answer.reason, expiresAt: answer.expiresAt };
  }

  async close(): Promise<void> {
    this.#licenseKey = null;
  }

  async #call<T>(path: string, body: object, what: string): Promise<T> {
    const tenantKey = this.#context.config.selfhosted?.tenantKey;
    const url = `${this.#baseUrl}${path}`;
    const response = await this.#options.http.request({
      url,
      method: 'POST',
      json: body,
      headers: tenantKey ? { [TENANT_KEY_HEADER]: tenantKey } : {},
      timeouts: this.#options.timeouts ?? SELFHOSTED_TIMEOUTS,
      label: `${what} on the self-hosted authorization service`,
    });
    return readServiceAnswer<T>(response, what);
  }
}

/** The factory of the selfhosted backend, for the client's registry. */
export function selfhostedBackend(options: SelfhostedBackendOptions): BackendFactory {
  return (context) => new SelfhostedBackend(context, options);
}
