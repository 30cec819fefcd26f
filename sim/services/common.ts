// The common component service: the site's zones, i.e. buildings and floors (E4 zone page and zone
// detail). Buildings carry the image store their elevator terminals use.
import type { Page, ServiceResult, Zone, ZoneDetailRequest, ZonePageRequest } from '../../shared/site';
import { SITE_PATHS } from '../../shared/site';
import { failure, success } from '../envelope';
import type { FaultSettings } from '../faults';
import { pageOf } from '../paging';
import { SimServer } from '../service-server';
import type { SiteData } from '../site-data';
import { wireSchemaRef } from '../validator';

/** How to build the common component service. */
export interface CommonServiceOptions {
  /** The site's data (its buildings and floors). */
  data: SiteData;
  /** Faults to inject from the start. */
  faults?: FaultSettings;
}

const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Every zone of the site in page order: buildings by id, then floors by building id and floor number. */
export function zonesOf(data: SiteData): Zone[] {
  const buildings = [...data.buildings].sort((a, b) => compareIds(a.buildingId, b.buildingId));
  const zones: Zone[] = buildings.map((b) => ({
    zoneId: b.buildingId,
    zoneName: b.buildingName,
    zoneType: 'building',
    parentId: null,
    floorNo: null,
    imageStoreId: b.imageStoreId,
  }));
  for (const building of buildings) {
    const floors = [...building.floors].sort((a, b) => a.floorNo - b.floorNo);
    for (const floor of floors) {
      zones.push({
        zoneId: floor.floorId,
        zoneName: floor.floorName,
        zoneType: 'floor',
        parentId: building.buildingId,
        floorNo: floor.floorNo,
        imageStoreId: null,
      });
    }
  }
  return zones;
}

/** Builds the common component service's server (not yet listening). */
export function createCommonService(options: CommonServiceOptions): SimServer {
  const zones = zonesOf(options.data);
  const byId = new Map(zones.map((z) => [z.zoneId, z]));
  let pagesServed = 0;

  const zonePage = (request: ZonePageRequest): ServiceResult<Page<Zone>> => {
    pagesServed += 1;
    const matching = zones.filter(
      (z) =>
        (request.zoneType === undefined || z.zoneType === request.zoneType) &&
        (request.parentId === undefined || z.parentId === request.parentId),
    );
    return success(pageOf(matching, request));
  };

  const zoneDetail = (request: ZoneDetailRequest): ServiceResult<Zone> => {
    const zone = byId.get(request.zoneId);
    // SITE-API.md has no zone-specific code; a zone that is not there is a floor (or building) not found.
    return zone ? success(zone) : failure('FLOOR_NOT_FOUND', `zone ${request.zoneId} does not exist`);
  };

  return new SimServer({
    service: 'common',
    faults: options.faults,
    describeState: () => ({
      revision: 0,
      buildings: zones.filter((z) => z.zoneType === 'building').length,
      floors: zones.filter((z) => z.zoneType === 'floor').length,
      pagesServed,
    }),
    routes: (scope) => {
      scope.post(SITE_PATHS.zonePage, { schema: { body: wireSchemaRef('ZonePageRequest') } }, async (request) =>
        zonePage(request.body as ZonePageRequest),
      );
      scope.post(SITE_PATHS.zoneDetail, { schema: { body: wireSchemaRef('ZoneDetailRequest') } }, async (request) =>
        zoneDetail(request.body as ZoneDetailRequest),
      );
    },
  });
}
