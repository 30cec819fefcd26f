// The site's floors as its E4 zone pages list them, each with its building's name, for matching
// the floor names people write (shared/floor-names.ts). Read through the site client like every
// other call: the profile's auth headers and envelope field names, and a call-log record per page.
import { ConsoleError } from '../../shared/errors';
import { FloorDirectory, type NamedFloor } from '../../shared/floor-names';
import type { SiteProfile, Zone, ZoneType } from '../../shared/site';
import type { SiteClient } from './site-client';

/** E4's largest page. */
const ZONE_PAGE_SIZE = 200;

/** A site with more pages of one zone type than this is not paged to the end. */
const MAX_ZONE_PAGES = 100;

/** Every zone of one type, paged to the end. Throws ConsoleError with the failed call's category and code. */
async function zonesOfType(client: SiteClient, profile: SiteProfile, zoneType: ZoneType, signal?: AbortSignal): Promise<Zone[]> {
  const zones: Zone[] = [];
  for (let pageNo = 1; pageNo <= MAX_ZONE_PAGES; pageNo += 1) {
    const answer = await client.zonePage(profile, { pageNo, pageSize: ZONE_PAGE_SIZE, zoneType }, signal);
    if (answer.error || !answer.data) {
      const why = answer.error ?? { category: 'malformed', code: 'SITE_UNEXPECTED_DATA', message: 'no page of zones' };
      throw new ConsoleError(why.category, why.code, `E4 zone page ${pageNo} (${zoneType}) could not be read: ${why.message}`, { ...why.details, pageNo });
    }
    const page = answer.data;
    // A site's page may carry items the wire format does not promise: only zones with an id count.
    for (const zone of page.list) if (typeof zone?.zoneId === 'string' && zone.zoneType === zoneType) zones.push(zone);
    if (page.list.length === 0 || pageNo * ZONE_PAGE_SIZE >= page.total) break;
  }
  return zones;
}

/**
 * The site's floors from E4 (buildings first, for their names), as a directory that resolves ids
 * and names. Throws ConsoleError `usage` BATCH_NO_ZONE_SERVICE when the profile names no common
 * component service, or the failed call's category and code.
 */
export async function fetchFloorDirectory(client: SiteClient, profile: SiteProfile, signal?: AbortSignal): Promise<FloorDirectory> {
  if (!profile.services.common) throw new ConsoleError('usage', 'BATCH_NO_ZONE_SERVICE', `the profile "${profile.name}" names no common component service (services.common), so floor ids cannot be checked before the run`);
  const buildings = new Map((await zonesOfType(client, profile, 'building', signal)).map((zone) => [zone.zoneId, zone]));
  const floors = (await zonesOfType(client, profile, 'floor', signal)).map((zone): NamedFloor => {
    const building = zone.parentId ? buildings.get(zone.parentId) : undefined;
    return {
      floorId: zone.zoneId,
      floorName: typeof zone.zoneName === 'string' ? zone.zoneName : zone.zoneId,
      floorNo: typeof zone.floorNo === 'number' && Number.isInteger(zone.floorNo) ? zone.floorNo : null,
      buildingId: typeof zone.parentId === 'string' ? zone.parentId : null,
      buildingName: building && typeof building.zoneName === 'string' ? building.zoneName : null,
    };
  });
  return new FloorDirectory(floors);
}
