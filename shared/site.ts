// The site's wire types, exactly as SITE-API.md fixes them: the envelope, the records and requests
// of E1–E4, and the site profile that names the routes. The reference site (sim/) serves these and
// the console's site client speaks them; sim/openapi.json states the same for machines. E1's
// result is written as a schema (the bridge's `site:person` result) from which its type derives.
import { Type, type Static } from '@sinclair/typebox';
import { OneOf, OrNull } from './api/schema';

/** The envelope code of every success. */
export const SUCCESS_CODE = '0';

/** Every failure code the site's services answer with (SITE-API.md, "Codes used"). */
export const SITE_ERROR_CODES = [
  'INVALID_REQUEST',
  'PERSON_NOT_FOUND',
  'VISITOR_NOT_FOUND',
  'FLOOR_NOT_FOUND',
  'NO_FLOORS',
  'IMAGE_STORE_NOT_FOUND',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

/** A failure code of a site service. */
export type SiteErrorCode = (typeof SITE_ERROR_CODES)[number];

/** A successful envelope: `code` is `"0"` and `data` holds the result. */
export interface ServiceSuccess<T> {
  /** Always true here. */
  success: true;
  /** Always `"0"`. */
  code: typeof SUCCESS_CODE;
  /** Text for people, e.g. `success`. */
  msg: string;
  /** The result. */
  data: T;
}

/** A failed envelope: a code from SITE_ERROR_CODES and no data. */
export interface ServiceFailure {
  /** Always false here. */
  success: false;
  /** The failure code; a string (real sites may send codes this list does not know). */
  code: string;
  /** Text for people: what failed, naming the ids involved. */
  msg: string;
  /** Always null. */
  data: null;
}

/** The envelope of every site operation (spec 2.9 `ServiceResult<T>`). */
export type ServiceResult<T> = ServiceSuccess<T> | ServiceFailure;

const personTypeSchema = OneOf(['staff', 'visitor'] as const);
/** Kind of person in the organization service. */
export type PersonType = Static<typeof personTypeSchema>;

// E1's records are what a site sent: the console checks the fields it reads (main/site/site-client.ts)
// and passes the rest through, so these objects stay open to fields SITE-API.md does not name.

/** One floor as E1 lists it in `floorList`, as a schema. */
export const floorSchema = Type.Object({
  /** Floor id, the same as its zone id in E4. */
  floorId: Type.String(),
  /** Display name, e.g. `3F` or `B1`. */
  floorName: Type.String(),
  /** Floor number; negative below ground. */
  floorNo: Type.Number(),
  /** Id of the building the floor belongs to. */
  buildingId: Type.String(),
  /** Display name of that building. */
  buildingName: Type.String(),
});
/** One floor as E1 lists it in `floorList`. */
export type Floor = Static<typeof floorSchema>;

/** E1's result (spec 2.9 `PersonResult`), as a schema. */
export const personResultSchema = Type.Object({
  /** Person id. */
  personId: Type.String(),
  /** Display name (Chinese or English). */
  personName: Type.String(),
  /** Staff or visitor. */
  personType: personTypeSchema,
  /** Organization unit, or null when the person belongs to none. */
  orgUnitId: OrNull(Type.String()),
  /** The floors the person may reach, ordered by building id then floor number (rule 1). */
  floorList: Type.Array(floorSchema),
});
/** E1's result: a person and the floors they may reach (spec 2.9 `PersonResult`). */
export type PersonResult = Static<typeof personResultSchema>;

/** E1 request: POST /component/person/detail. */
export interface PersonDetailRequest {
  /** Id of the person to read. */
  personId: string;
}

/** E2 request: POST /elevator/person/add/visitor. */
export interface AddVisitorRequest {
  /** Id of an existing visitor. */
  visitorId: string;
  /** Floors to open; absent or empty means "the floors E1 lists for the visitor". */
  floorIds?: string[];
}

/** E3 request (batchBind and batchUnbind): persons and the image store to (un)bind them to. */
export interface ImageStorePersonsRequest {
  /** Image store (face library) id. */
  imageStoreId: string;
  /** Persons to bind or unbind. */
  personIds: string[];
}

/** E3 batchBind result. */
export interface BatchBindResult {
  /** How many of the persons were newly bound (binding again is not an error). */
  boundCount: number;
}

/** E3 batchUnbind result. */
export interface BatchUnbindResult {
  /** How many of the persons were bound and now are not. */
  unboundCount: number;
}

/** A page request (E3 image-store page; E4 adds filters). */
export interface PageRequest {
  /** Page number from 1; default 1. */
  pageNo?: number;
  /** Page size 1..200; default 20. */
  pageSize?: number;
}

/** One page of a list; a page past the end has an empty list and the true total. */
export interface Page<T> {
  /** The page number answered. */
  pageNo: number;
  /** The page size answered. */
  pageSize: number;
  /** How many items match in all pages. */
  total: number;
  /** The items of this page. */
  list: T[];
}

/** One image store as the E3 page lists it. */
export interface ImageStore {
  /** Image store id. */
  imageStoreId: string;
  /** Display name. */
  name: string;
  /** Persons bound to it, sorted. */
  personIds: string[];
}

/** Kind of zone in the common component service. */
export type ZoneType = 'building' | 'floor';

/** A zone of E4: a building or a floor. */
export interface Zone {
  /** Zone id (a building id or a floor id). */
  zoneId: string;
  /** Display name. */
  zoneName: string;
  /** Building or floor. */
  zoneType: ZoneType;
  /** For a floor, its building's id; null for a building. */
  parentId: string | null;
  /** For a floor, its number; null for a building. */
  floorNo: number | null;
  /** For a building, the image store its elevator terminals use; null for a floor. */
  imageStoreId: string | null;
}

/** E4 request: POST /sysetting/zone/page. */
export interface ZonePageRequest extends PageRequest {
  /** Only zones of this type. */
  zoneType?: ZoneType;
  /** Only zones whose parent is this zone. */
  parentId?: string;
}

/** E4 related request: POST /sysetting/zone/detail. */
export interface ZoneDetailRequest {
  /** Id of the zone to read. */
  zoneId: string;
}

/**
 * A service's clock further off the laptop's than this (either way, by its answers' Date header) is
 * a warning wherever the console shows it: the Site view, the command line, the license pre-flight.
 */
export const CLOCK_SKEW_WARN_MS = 60_000;

/**
 * Web servers and gateways that write a Date header of their own: nginx, for one, replaces the
 * upstream's Date with its own unless told `proxy_pass_header Date`. An answer that names one of
 * them in its Server header may carry the gateway's clock, not the service's.
 */
const DATE_STAMPING_SERVERS = /\b(nginx|openresty|tengine|apache|httpd|envoy|caddy|haproxy|traefik|squid|varnish|kong|microsoft-iis)\b/i;

/** The Server header of an answer whose Date a gateway or web server in front of the service may have written; null otherwise. */
export function dateStampedBy(server: string | null | undefined): string | null {
  return server && DATE_STAMPING_SERVERS.test(server) ? server.slice(0, 120) : null;
}

/** Paths of the site's operations, relative to the context path of the service that serves them. */
export const SITE_PATHS = {
  /** E1, organization service. */
  personDetail: '/component/person/detail',
  /** E2, elevator application (and the intermediary, which forwards it). */
  addVisitor: '/elevator/person/add/visitor',
  /** E3, organization service. */
  imageStoreBatchBind: '/component/imagestore/person/batchBind',
  /** E3 related, organization service. */
  imageStoreBatchUnbind: '/component/imagestore/person/batchUnbind',
  /** E3 related, organization service. */
  imageStorePage: '/component/imagestore/page',
  /** E4, common component service. */
  zonePage: '/sysetting/zone/page',
  /** E4 related, common component service. */
  zoneDetail: '/sysetting/zone/detail',
} as const;

/** How the console reaches the site for one call (spec rule 5: same semantics on every route). */
export type Route = 'direct' | 'gateway' | 'intermediary';

/** Every route, in the order the console offers them. */
export const ROUTES: readonly Route[] = ['direct', 'gateway', 'intermediary'];

/** A site profile and its parts: their schema is shared/site-profile-schema.ts, from which their types derive. */
export type { EnvelopeFieldNames, SiteAuth, SiteClientCertificate, SiteProfile, SiteTls } from './site-profile-schema';

/** The services of a profile that may have a client certificate of their own (`tls.serviceClientCertificates`). */
export const CLIENT_CERTIFICATE_SERVICES = ['organization', 'elevator', 'common', 'gateway', 'intermediary'] as const;
/** A service of a profile that may have a client certificate of its own. */
export type ClientCertificateService = (typeof CLIENT_CERTIFICATE_SERVICES)[number];
