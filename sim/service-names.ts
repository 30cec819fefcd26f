// The services of the reference site. The site profile lists only the two the console calls
// (organization, elevator); the introspection map covers all five.

/** A service of the reference site. */
export type ServiceName = 'organization' | 'elevator' | 'common' | 'intermediary' | 'gateway';

/** Every service, in the order of their ports from `--port-base`. */
export const SERVICE_NAMES: readonly ServiceName[] = ['gateway', 'organization', 'elevator', 'intermediary', 'common'];

/** Context path of each service, as in SITE-API.md's example profile; the gateway has none. */
export const CONTEXT_PATHS: Readonly<Record<ServiceName, string>> = {
  gateway: '',
  organization: '/organization',
  elevator: '/elevator-app',
  intermediary: '/intermediary',
  common: '/common',
};

/** Gateway prefix of each service the console reaches through the gateway. */
export const GATEWAY_PREFIXES = { organization: '/gw/organization', elevator: '/gw/elevator-app' } as const;

/** Words for each service in messages. */
export const SERVICE_TITLES: Readonly<Record<ServiceName, string>> = {
  gateway: 'gateway',
  organization: 'organization service',
  elevator: 'elevator application',
  intermediary: 'intermediary component',
  common: 'common component service',
};
