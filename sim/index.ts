// The reference site: one call starts every service on loopback and returns the site profile that
// reaches them. The CLI (`site-console site`), the console's demo mode and the tests all start the
// site through startSite().
import { isIP } from 'node:net';
import type { SiteProfile } from '../shared/site';
import { DEMO_SITE_DATA } from './demo-data';
import { createAuthorizationService } from './services/authorization';
import { createCommonService } from './services/common';
import { createElevatorService } from './services/elevator';
import { createGatewayService } from './services/gateway';
import { createIntermediaryService } from './services/intermediary';
import { createOrganizationService } from './services/organization';
import type { SimServer } from './service-server';
import { GATEWAY_PREFIXES, SERVICE_NAMES, SERVICE_TITLES, type ServiceName } from './service-names';
import { parseSiteData, type SiteData } from './site-data';

export { DEMO_SITE_DATA } from './demo-data';
export type { FaultSettings, FaultKind } from './faults';
export type { CallRecord, OutboundCall } from './call-log';
export { SERVICE_NAMES, type ServiceName } from './service-names';
export {
  loadSiteData,
  parseSiteData,
  SiteDataError,
  type SiteData,
  type FloorPolicy,
  type FloorPolicyRule,
  type SiteBuildingData,
  type SiteFloorData,
  type SitePersonData,
} from './site-data';

/** Time limits of the calls the services make to one another. */
export interface SiteTimeouts {
  /** Time allowed to open a connection to another service. */
  connectMs: number;
  /** The elevator application's limit for the headers of each E1, E3 and E4 answer, and for each silence within a body. */
  upstreamMs: number;
  /** The same limit for the intermediary's and the gateway's relays; longer, since E2 makes calls of its own. */
  relayMs: number;
  /** Every service's limit for the headers of a request it receives to arrive. */
  headersMs: number;
  /** Every service's limit for a whole request (headers and body) to arrive. */
  requestMs: number;
}

/** Default time limits. */
export const DEFAULT_SITE_TIMEOUTS: Readonly<SiteTimeouts> = {
  connectMs: 2_000,
  upstreamMs: 3_000,
  relayMs: 8_000,
  headersMs: 10_000,
  requestMs: 30_000,
};

/** Default behaviour of the elevator application's E4 zone cache. */
export const DEFAULT_ZONE_CACHE = { ttlMs: 60_000, pageSize: 200 } as const;

/** How to start a site. */
export interface SiteOptions {
  /** The data; the built-in demo when absent. Checked as a data file is. */
  data?: SiteData;
  /** Address every service listens on; default 127.0.0.1. */
  host?: string;
  /** First of five consecutive ports (gateway, organization, elevator, intermediary, common); free ports when absent. */
  portBase?: number;
  /** Time limits of the calls between services. */
  timeouts?: Partial<SiteTimeouts>;
  /** The elevator application's E4 zone cache: `ttlMs` 0 pages E4 on every E2; `pageSize` of its E4 calls. */
  zoneCache?: Partial<{ ttlMs: number; pageSize: number }>;
  /** Name of the site in its profile; default `Reference site`. */
  name?: string;
}

/** A started site. */
export interface RunningSite {
  /** The profile that reaches it, every route filled in. */
  profile: SiteProfile;
  /** URL of each service's /__sim/state. */
  stateUrls: Record<ServiceName, string>;
  /** Base URL (root plus context path) of each service. */
  urls: Record<ServiceName, string>;
  /** The self-hosted authorization service's base URL (`selfhosted.baseUrl`), on the port after the site's. */
  authorizationBaseUrl: string;
  /** URL of the authorization service's introspection (`/__sim/authorization`). */
  authorizationStateUrl: string;
  /** Stops every service and cuts open connections; safe to call twice. */
  close(): Promise<void>;
}

/** Why a site could not start: a bad option, a port in use, an address that is not this machine's. */
export class SiteStartError extends Error {
  /** What kind of problem. */
  readonly reason: 'bad-option' | 'port-in-use' | 'listen-failed';
  /** The service that could not start, when one was involved. */
  readonly service?: ServiceName;

  constructor(reason: SiteStartError['reason'], message: string, service?: ServiceName) {
    super(message);
    this.name = 'SiteStartError';
    this.reason = reason;
    this.service = service;
  }
}

/** The site's services, then the self-hosted authorization service. */
const PORTS_NEEDED = SERVICE_NAMES.length + 1;

const isWhole = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max;

function checkOptions(
  host: string,
  portBase: number | undefined,
  timeouts: SiteTimeouts,
  zoneCache: { ttlMs: number; pageSize: number },
): void {
  if (isIP(host) === 0) throw new SiteStartError('bad-option', `host "${host}" is not an IP address; use 127.0.0.1 (or ::1)`);
  // The site's /__sim endpoints have no authentication: they must never be reachable from the site network.
  if (!(host === '::1' || (isIP(host) === 4 && host.startsWith('127.'))))
    throw new SiteStartError(
      'bad-option',
      `host "${host}" is not a loopback address; the reference site listens on 127.0.0.0/8 or ::1 only`,
    );
  const lastBase = 65_536 - PORTS_NEEDED;
  if (portBase !== undefined && portBase !== 0 && !isWhole(portBase, 1, lastBase)) {
    throw new SiteStartError(
      'bad-option',
      `port base ${portBase} is not a whole number from 1 to ${lastBase} (the site needs ${PORTS_NEEDED} consecutive ports)`,
    );
  }
  for (const [name, value] of Object.entries(timeouts)) {
    if (!isWhole(value, 1, 600_000))
      throw new SiteStartError('bad-option', `timeouts.${name} ${value} is not a whole number of milliseconds from 1 to 600000`);
  }
  if (!isWhole(zoneCache.ttlMs, 0, 86_400_000))
    throw new SiteStartError('bad-option', `zoneCache.ttlMs ${zoneCache.ttlMs} is not a whole number of milliseconds from 0 to 86400000`);
  if (!isWhole(zoneCache.pageSize, 1, 200))
    throw new SiteStartError(
      'bad-option',
      `zoneCache.pageSize ${zoneCache.pageSize} is not a whole number from 1 to 200 (E4's page size limit)`,
    );
}

async function listen(server: SimServer, host: string, port: number, limits: SiteTimeouts): Promise<void> {
  try {
    await server.listen(host, port, { headersMs: limits.headersMs, requestMs: limits.requestMs });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const title = SERVICE_TITLES[server.service];
    if (code === 'EADDRINUSE') {
      throw new SiteStartError(
        'port-in-use',
        `port ${port} on ${host} (for the ${title}) is already in use: choose another --port-base, or stop the program that uses it`,
        server.service,
      );
    }
    if (code === 'EACCES')
      throw new SiteStartError(
        'listen-failed',
        `not allowed to listen on port ${port} on ${host} (for the ${title}): choose a --port-base of 1024 or more`,
        server.service,
      );
    if (code === 'EADDRNOTAVAIL')
      throw new SiteStartError('listen-failed', `${host} is not an address of this machine: use 127.0.0.1`, server.service);
    throw new SiteStartError(
      'listen-failed',
      `the ${title} could not listen on ${host}:${port}: ${(error as Error).message}`,
      server.service,
    );
  }
}

/**
 * Starts every service of the reference site and returns its profile. Throws SiteDataError for
 * bad data and SiteStartError for bad options or ports; nothing is left running then.
 */
export async function startSite(options: SiteOptions = {}): Promise<RunningSite> {
  const host = options.host ?? '127.0.0.1';
  const timeouts: SiteTimeouts = { ...DEFAULT_SITE_TIMEOUTS, ...options.timeouts };
  const zoneCache = { ...DEFAULT_ZONE_CACHE, ...options.zoneCache };
  checkOptions(host, options.portBase, timeouts, zoneCache);
  // A copy: the caller's object must not change a running site, nor the site the caller's object.
  const data = parseSiteData(structuredClone(options.data ?? DEMO_SITE_DATA), options.data ? 'site data' : 'built-in demo data');
  const faults = data.faults ?? {};
  const portOf = (service: ServiceName): number => (options.portBase ? options.portBase + SERVICE_NAMES.indexOf(service) : 0);

  const started: Pick<SimServer, 'close'>[] = [];
  const start = async (server: SimServer): Promise<SimServer> => {
    try {
      await listen(server, host, portOf(server.service), timeouts);
    } catch (error) {
      await server.close().catch(() => undefined);
      throw error;
    }
    started.push(server);
    return server;
  };
  const stopAll = async (): Promise<void> => {
    for (const server of started.reverse()) await server.close();
    started.length = 0;
  };

  try {
    // Dependencies first: each service learns the URLs of the ones it calls once they listen.
    const organization = await start(createOrganizationService({ data, faults: faults.organization }));
    const common = await start(createCommonService({ data, faults: faults.common }));
    const elevator = await start(
      createElevatorService({
        organizationUrl: organization.baseUrl,
        commonUrl: common.baseUrl,
        timeouts: { connectMs: timeouts.connectMs, responseMs: timeouts.upstreamMs },
        zoneCache,
        faults: faults.elevator,
      }),
    );
    const relayTimeouts = { connectMs: timeouts.connectMs, responseMs: timeouts.relayMs };
    const intermediary = await start(
      createIntermediaryService({ elevatorUrl: elevator.baseUrl, timeouts: relayTimeouts, faults: faults.intermediary }),
    );
    const gateway = await start(
      createGatewayService({
        targets: { organization: organization.baseUrl, elevator: elevator.baseUrl },
        timeouts: relayTimeouts,
        faults: faults.gateway,
      }),
    );

    const authorization = createAuthorizationService({ licenses: data.licenses ?? [] });
    const authorizationPort = options.portBase ? options.portBase + SERVICE_NAMES.length : 0;
    try {
      await authorization.listen(host, authorizationPort);
    } catch (error) {
      await authorization.close().catch(() => undefined);
      const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      throw new SiteStartError(
        inUse ? 'port-in-use' : 'listen-failed',
        inUse
          ? `port ${authorizationPort} on ${host} (for the authorization service) is already in use: choose another --port-base, or stop the program that uses it`
          : `the authorization service could not listen on ${host}:${authorizationPort}: ${(error as Error).message}`,
      );
    }
    started.push(authorization);
    const servers: Record<ServiceName, SimServer> = { organization, common, elevator, intermediary, gateway };
    const profile: SiteProfile = {
      profileVersion: 1,
      name: options.name ?? 'Reference site',
      services: { organization: organization.baseUrl, elevator: elevator.baseUrl, common: common.baseUrl },
      gateway: { baseUrl: gateway.rootUrl, prefixes: { ...GATEWAY_PREFIXES } },
      intermediary: { baseUrl: intermediary.baseUrl },
      defaultRoute: 'direct',
      auth: { type: 'none' },
      // The console must outwait the slowest relay, or it would give up before the site does.
      timeouts: { connectMs: 3_000, requestMs: Math.max(10_000, timeouts.relayMs + 2_000) },
    };
    const byService = <T>(pick: (server: SimServer) => T): Record<ServiceName, T> =>
      Object.fromEntries(SERVICE_NAMES.map((name) => [name, pick(servers[name])])) as Record<ServiceName, T>;
    let closing: Promise<void> | null = null;
    return {
      profile,
      stateUrls: byService((s) => s.stateUrl),
      urls: byService((s) => s.baseUrl),
      authorizationBaseUrl: authorization.baseUrl,
      authorizationStateUrl: authorization.stateUrl,
      close: () => (closing ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
