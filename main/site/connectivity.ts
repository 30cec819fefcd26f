// The connectivity check of a site profile: every configured route of E1 and E2 asked with a
// made-up id (the site answers its "not found", which proves the service is there and reads the
// request), and the common component service asked for one zone page. A use case of the site area,
// for the window's site:check and any other caller, apart from the handlers that adapt it.
import type { SiteCallResult, SiteProbe } from '../../shared/api';
import type { BridgeError } from '../../shared/errors';
import { dateStampedBy, type Route, type SiteProfile } from '../../shared/site';
import { tlsRefusalOf } from '../http/failures';
import { configuredRoutes } from './routes';
import { unreadableDateOf, type SiteClient } from './site-client';

/** What a probe's answer says of its service. */
function probeOf(service: SiteProbe['service'], route: Route, result: SiteCallResult<unknown>): SiteProbe {
  // A made-up id answered with success is not a working service: a stub or a catch-all answers so.
  const fooled = result.error === null && service !== 'common';
  const error: BridgeError | null = fooled
    ? {
        category: 'malformed',
        code: 'SITE_PROBE_SUCCESS',
        message: `the service answered success to the probe's made-up id, which no site has (${route}, ${result.record.url}): this is not a working site service; check the address`,
        details: { route, url: result.record.url, status: result.record.status },
      }
    : result.error;
  const answered = !fooled && (error === null || error.category === 'envelope');
  const unreadable = unreadableDateOf(result.record);
  const stampedBy =
    result.record.clockSkewMs == null
      ? null
      : dateStampedBy(result.record.response?.headers.find((h) => h.name.toLowerCase() === 'server')?.value);
  return {
    service,
    route,
    url: result.record.url,
    ok: answered,
    status: result.record.status,
    durationMs: result.record.durationMs,
    code: answered ? (error?.code ?? '0') : null,
    error: answered ? null : error,
    clockSkewMs: result.record.clockSkewMs ?? null,
    ...(unreadable === null ? {} : { clockDateUnreadable: unreadable }),
    ...(stampedBy === null ? {} : { clockStampedBy: stampedBy }),
    refusedBy: answered || !error ? null : tlsRefusalOf(error.code),
  };
}

/** Probes every service of the profile on every route it configures; one probe each. */
export async function checkConnectivity(client: SiteClient, profile: SiteProfile): Promise<SiteProbe[]> {
  const probes: SiteProbe[] = [];
  for (const operation of ['personDetail', 'addVisitor'] as const) {
    for (const route of configuredRoutes(profile, operation)) {
      probes.push(
        probeOf(operation === 'personDetail' ? 'organization' : 'elevator', route, await client.probe(profile, operation, route)),
      );
    }
  }
  // The common component service (E4: the zone pages a batch's floor names are resolved with)
  // is asked for one page of one zone, which changes nothing.
  if (profile.services.common) probes.push(probeOf('common', 'direct', await client.zonePage(profile, { pageNo: 1, pageSize: 1 })));
  return probes;
}
