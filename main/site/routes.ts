// Where each operation goes on each route, exactly as SITE-API.md "Routes" says. L1 over the
// intermediary is not a route: asking for it is a usage error, not a network one.
import { ConsoleError } from '../../shared/errors';
import { SITE_PATHS, type Route, type SiteProfile } from '../../shared/site';

/** The site operations the console calls: E1 (L1) and E2 (L2). */
export type SiteOperation = 'personDetail' | 'addVisitor';

/** The routes each operation may take. */
export const ROUTES_OF: Readonly<Record<SiteOperation, readonly Route[]>> = {
  personDetail: ['direct', 'gateway'],
  addVisitor: ['direct', 'gateway', 'intermediary'],
};

// Most addresses have no trailing slash: only those that do pay for the expression.
const join = (base: string, path: string): string => `${base.endsWith('/') ? base.replace(/\/+$/, '') : base}${path}`;

/** The routes of an operation that a profile configures. */
export function configuredRoutes(profile: SiteProfile, operation: SiteOperation): Route[] {
  return ROUTES_OF[operation].filter((route) => route === 'direct' || (route === 'gateway' ? !!profile.gateway : !!profile.intermediary));
}

/** The URL of an operation on a route; a ConsoleError (usage) when the route cannot carry it. */
export function urlOf(profile: SiteProfile, operation: SiteOperation, route: Route): string {
  const service = operation === 'personDetail' ? 'organization' : 'elevator';
  const path = SITE_PATHS[operation];
  if (!ROUTES_OF[operation].includes(route)) {
    throw new ConsoleError(
      'usage',
      'SITE_ROUTE_NOT_FOR_OPERATION',
      `person detail (L1) is not offered over the ${route}: the intermediary forwards only visitor access (L2); use direct or gateway`,
      {
        operation,
        route,
      },
    );
  }
  if (route === 'direct') return join(profile.services[service], path);
  if (route === 'gateway') {
    if (!profile.gateway) throw notConfigured(operation, route);
    return join(`${profile.gateway.baseUrl.replace(/\/+$/, '')}${profile.gateway.prefixes[service]}`, path);
  }
  if (!profile.intermediary) throw notConfigured(operation, route);
  return join(profile.intermediary.baseUrl, path);
}

function notConfigured(operation: SiteOperation, route: Route): ConsoleError {
  return new ConsoleError(
    'usage',
    'SITE_ROUTE_NOT_CONFIGURED',
    `the profile has no ${route} route: add its address in the site profile, or choose another route`,
    { operation, route },
  );
}
