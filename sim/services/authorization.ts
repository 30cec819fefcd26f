// The reference self-hosted authorization service (provider `selfhosted`): activates license keys
// for console installations and answers license status and feature checks, with the API of
// shared/auth-service.ts and sim/openapi.json. Licenses come from the data file's `licenses`
// section. It is not one of the site's services (SERVICE_NAMES): it has its own server, port and
// introspection (`GET /__sim/authorization`), which shows every call it received with the license
// and tenant keys replaced by fingerprints, so that tests can prove what reached it.
import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv/dist/2020.js';
import {
  AUTH_SERVICE_PATHS,
  TENANT_KEY_HEADER,
  type AuthServiceErrorCode,
  type FeatureCheck,
  type FeatureCheckRequest,
  type LicenseActivateRequest,
  type LicenseActivation,
  type LicenseCaller,
  type LicenseFeature,
  type LicenseRecord,
  type LicenseRecordFeature,
} from '../../shared/auth-service';
import type { ServiceFailure } from '../../shared/site';
import { success } from '../envelope';
import { formatRequestIssues } from '../service-server';
import { compileSchema, describeSchemaErrors, wireSchemaRef } from '../validator';

/** Context path of the service, so that its base URL looks like a real deployment's. */
export const AUTHORIZATION_CONTEXT_PATH = '/authorization';

/** How to build the service. */
export interface AuthorizationServiceOptions {
  /** The licenses it knows. */
  licenses: readonly LicenseRecord[];
  /** The clock (tests move it to expire licenses). */
  now?: () => number;
}

/** One call the service received, secrets replaced by fingerprints. */
export interface ReceivedLicensingCall {
  seq: number;
  at: string;
  path: string;
  /** The body as parsed, `licenseKey` replaced by `sha256:<12 hex>`. */
  body: unknown;
  /** Every request header; the tenant key's value replaced by `sha256:<12 hex>`. */
  headers: Record<string, string>;
  /** The envelope code answered. */
  code: string;
}

interface Activation {
  activationId: string;
  activatedAt: string;
  scenario: LicenseActivateRequest['scenario'];
  projectId: string | null;
}

const fingerprint = (secret: string): string => `sha256:${createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 12)}`;

const failure = (code: AuthServiceErrorCode, msg: string): ServiceFailure => ({ success: false, code, msg, data: null });

const featureView = (f: LicenseRecordFeature): LicenseFeature => ({ id: f.id ?? null, name: f.name ?? null });

/** By id where both the request and the license item have one, otherwise by name. */
function matches(item: LicenseRecordFeature, request: FeatureCheckRequest): boolean {
  if (request.featureId !== undefined && item.id !== undefined) return item.id === request.featureId;
  return request.featureName !== undefined && item.name !== undefined && item.name === request.featureName;
}

/** Outcome of a handler: the envelope, and the code to log. */
type Answer = ReturnType<typeof success> | ServiceFailure;

const CALLS_KEPT = 1000;

/** A started authorization service. */
export interface AuthorizationService {
  /** Root plus context path: the `selfhosted.baseUrl` a document uses. */
  readonly baseUrl: string;
  /** URL of its introspection (`GET /__sim/authorization`). */
  readonly stateUrl: string;
  /** Starts listening; port 0 lets the system choose. */
  listen(host: string, port: number): Promise<void>;
  /** Stops listening and cuts open connections. */
  close(): Promise<void>;
}

/** Builds the reference authorization service (not yet listening). */
export function createAuthorizationService(options: AuthorizationServiceOptions): AuthorizationService {
  const now = options.now ?? Date.now;
  const licenses = new Map(options.licenses.map((l) => [l.licenseKey, structuredClone(l)]));
  // licenseKey → installationId → activation: counted per installation, so a console activating
  // again keeps its activation instead of using a second one.
  const activations = new Map<string, Map<string, Activation>>();
  const received: ReceivedLicensingCall[] = [];
  let seq = 0;
  let origin = '';

  const isExpired = (license: LicenseRecord): boolean => license.expiresAt !== undefined && now() >= Date.parse(license.expiresAt);

  /** The license of a caller, after the tenant check; a failure envelope when there is none. */
  const licenseOf = (caller: LicenseCaller, tenantKey: string | undefined): LicenseRecord | ServiceFailure => {
    const license = licenses.get(caller.licenseKey);
    if (!license) return failure('LICENSE_KEY_UNKNOWN', 'no license has this key; check the key on the license certificate');
    if (license.tenantKey !== undefined) {
      if (tenantKey === undefined || tenantKey === '')
        return failure(
          'TENANT_KEY_REQUIRED',
          `the license belongs to a tenant: send its tenant key in the ${TENANT_KEY_HEADER} header (selfhosted.tenantKey)`,
        );
      if (tenantKey !== license.tenantKey)
        return failure('TENANT_KEY_MISMATCH', 'the tenant key does not match the license; check selfhosted.tenantKey');
    }
    return license;
  };

  const view = (license: LicenseRecord, activation: Activation): LicenseActivation => ({
    activationId: activation.activationId,
    activatedAt: activation.activatedAt,
    scenario: activation.scenario,
    projectId: activation.projectId,
    expiresAt: license.expiresAt ?? null,
    expired: isExpired(license),
    activationsUsed: activations.get(license.licenseKey)?.size ?? 0,
    maxActivations: license.maxActivations ?? null,
    features: license.features.map(featureView),
  });

  const activate = (request: LicenseActivateRequest, tenantKey: string | undefined): Answer => {
    const license = licenseOf(request, tenantKey);
    if ('success' in license) return license;
    if (license.scenario !== undefined && license.scenario !== request.scenario) {
      return failure('SCENARIO_MISMATCH', `the license is for the ${license.scenario} scenario, the document is ${request.scenario}`);
    }
    const projectId = request.scenario === 'floating' ? (request.projectId ?? null) : null;
    if (license.projectId !== undefined && license.projectId !== projectId) {
      return failure(
        'PROJECT_MISMATCH',
        `the license is bound to project ${license.projectId}, the document names ${projectId === null ? 'no project' : `project ${projectId}`}`,
      );
    }
    if (isExpired(license)) return failure('LICENSE_EXPIRED', `the license expired at ${license.expiresAt}; ask for a renewed key`);
    const holders = activations.get(license.licenseKey) ?? new Map<string, Activation>();
    const existing = holders.get(request.installationId);
    if (existing) {
      // Activating again on the same installation re-binds it (the project may have changed) without counting twice.
      existing.scenario = request.scenario;
      existing.projectId = projectId;
      return success(view(license, existing));
    }
    if (license.maxActivations !== undefined && holders.size >= license.maxActivations) {
      return failure(
        'ACTIVATIONS_EXHAUSTED',
        `all ${license.maxActivations} activation${license.maxActivations === 1 ? '' : 's'} of the license are used by other installations; release one or ask for more`,
      );
    }
    const activation: Activation = {
      activationId: randomUUID(),
      activatedAt: new Date(now()).toISOString(),
      scenario: request.scenario,
      projectId,
    };
    holders.set(request.installationId, activation);
    activations.set(license.licenseKey, holders);
    return success(view(license, activation));
  };

  const status = (request: LicenseCaller, tenantKey: string | undefined): Answer => {
    const license = licenseOf(request, tenantKey);
    if ('success' in license) return license;
    const activation = activations.get(license.licenseKey)?.get(request.installationId);
    if (!activation) return failure('NOT_ACTIVATED', 'this installation has not activated the license; activate it first');
    return success(view(license, activation));
  };

  const featureCheck = (request: FeatureCheckRequest, tenantKey: string | undefined): Answer => {
    const license = licenseOf(request, tenantKey);
    if ('success' in license) return license;
    const expiresAt = license.expiresAt ?? null;
    const feature = license.features.find((f) => matches(f, request));
    const answer = (reason: FeatureCheck['reason']): Answer =>
      success<FeatureCheck>({ licensed: reason === 'licensed', reason, feature: feature ? featureView(feature) : null, expiresAt });
    if (!activations.get(license.licenseKey)?.has(request.installationId)) return answer('not-activated');
    if (isExpired(license)) return answer('expired');
    return answer(feature ? 'licensed' : 'not-licensed');
  };

  const app: FastifyInstance = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 64 * 1024, return503OnClosing: true });
  app.setValidatorCompiler(({ schema }) => compileSchema(schema));
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.validation) {
      const issues = describeSchemaErrors(error.validation as unknown as ErrorObject[]);
      return reply.code(400).send(failure('INVALID_REQUEST', `invalid request: ${formatRequestIssues(issues)}`));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(400).send(failure('INVALID_REQUEST', `invalid request: ${error.message}`));
    return reply.code(500).send(failure('INTERNAL_ERROR', `internal error in the authorization service: ${error.message}`));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(
      failure(
        'INVALID_REQUEST',
        `no operation at ${request.method} ${request.url.split('?')[0]} on the authorization service; it serves POST ${Object.values(
          AUTH_SERVICE_PATHS,
        )
          .map((p) => AUTHORIZATION_CONTEXT_PATH + p)
          .join(', ')}`,
      ),
    ),
  );
  app.removeContentTypeParser('text/plain');

  const record = (request: FastifyRequest, answer: Answer): Answer => {
    const body = structuredClone(request.body) as Record<string, unknown>;
    if (typeof body.licenseKey === 'string') body.licenseKey = fingerprint(body.licenseKey);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      const text = Array.isArray(value) ? value.join(', ') : String(value);
      headers[name] = name === TENANT_KEY_HEADER ? fingerprint(text) : text;
    }
    received.push({ seq: ++seq, at: new Date().toISOString(), path: request.url.split('?')[0] ?? '', body, headers, code: answer.code });
    if (received.length > CALLS_KEPT) received.splice(0, received.length - CALLS_KEPT);
    return answer;
  };
  const tenantOf = (request: FastifyRequest): string | undefined => {
    const value = request.headers[TENANT_KEY_HEADER];
    return Array.isArray(value) ? value[0] : value;
  };

  app.register(
    async (scope) => {
      scope.post(AUTH_SERVICE_PATHS.activate, { schema: { body: wireSchemaRef('LicenseActivateRequest') } }, async (request) =>
        record(request, activate(request.body as LicenseActivateRequest, tenantOf(request))),
      );
      scope.post(AUTH_SERVICE_PATHS.status, { schema: { body: wireSchemaRef('LicenseCaller') } }, async (request) =>
        record(request, status(request.body as LicenseCaller, tenantOf(request))),
      );
      scope.post(AUTH_SERVICE_PATHS.featureCheck, { schema: { body: wireSchemaRef('FeatureCheckRequest') } }, async (request) =>
        record(request, featureCheck(request.body as FeatureCheckRequest, tenantOf(request))),
      );
    },
    { prefix: AUTHORIZATION_CONTEXT_PATH },
  );
  app.get('/__sim/authorization', async () =>
    success({
      licenses: [...licenses.values()].map((l) => ({
        licenseKey: fingerprint(l.licenseKey),
        activations: [...(activations.get(l.licenseKey)?.entries() ?? [])].map(([installationId, a]) => ({ installationId, ...a })),
      })),
      calls: [...received],
    }),
  );

  return {
    get baseUrl() {
      return `${origin}${AUTHORIZATION_CONTEXT_PATH}`;
    },
    get stateUrl() {
      return `${origin}/__sim/authorization`;
    },
    async listen(host, port) {
      await app.listen({ host, port, listenTextResolver: () => '' });
      const address = app.server.address() as AddressInfo;
      origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
    },
    close: () => app.close(),
  };
}
