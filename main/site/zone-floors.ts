// The site's floors as its E4 zone pages list them, each with its building's name, for matching
// the floor names people write (shared/floor-names.ts). Read through the site client like every
// other call: the profile's auth headers and envelope field names, and a call-log record per page.
import { ConsoleError } from '../../shared/errors';
import { FloorDirectory, type NamedFloor } from '../../shared/floor-names';
import type { SiteProfile, Zone, ZoneType } from '../../shared/site';
import type { SiteClient } from './site-client';

/** E4's largest page, which the console asks for. */
const ZONE_PAGE_SIZE = 200;

/**
 * Zones of one type read at most (100 full pages). A site that lists more is not checked against:
 * a floor name matched among some of its floors could be another floor among the rest.
 */
export const MAX_ZONES = 20_000;

const ZONE_TYPE_WORDS: Record<ZoneType, { en: string; 'zh-CN': string }> = {
  building: { en: 'building', 'zh-CN': '楼栋' },
  floor: { en: 'floor', 'zh-CN': '楼层' },
};

/**
 * Every zone of one type, paged to the end, never more than MAX_ZONES nor a page larger than asked
 * (a hostile or broken site must not make the console hold millions). Throws ConsoleError with the
 * failed call's category and code, BATCH_ZONE_PAGE_TOO_LARGE or BATCH_ZONES_TOO_MANY.
 */
async function zonesOfType(client: SiteClient, profile: SiteProfile, zoneType: ZoneType, signal?: AbortSignal): Promise<Zone[]> {
  const zones: Zone[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const answer = await client.zonePage(profile, { pageNo, pageSize: ZONE_PAGE_SIZE, zoneType }, signal);
    if (answer.error || !answer.data) {
      const why = answer.error ?? { category: 'malformed', code: 'SITE_UNEXPECTED_DATA', message: 'no page of zones' };
      throw ConsoleError.relayed(why, `E4 zone page ${pageNo} (${zoneType}) could not be read: ${why.message}`, { pageNo });
    }
    const page = answer.data;
    if (page.list.length > ZONE_PAGE_SIZE) {
      throw new ConsoleError(
        'malformed',
        'BATCH_ZONE_PAGE_TOO_LARGE',
        `E4 zone page ${pageNo} (${zoneType}) held ${page.list.length} zones when ${ZONE_PAGE_SIZE} were asked for: the console does not read a page larger than it asked for, so the floors were not checked`,
        {
          pageNo,
          size: page.list.length,
          asked: ZONE_PAGE_SIZE,
          zoneType: ZONE_TYPE_WORDS[zoneType],
        },
      );
    }
    // A site's page may carry items the wire format does not promise: only zones with an id count.
    for (const zone of page.list) if (typeof zone?.zoneId === 'string' && zone.zoneType === zoneType) zones.push(zone);
    if (page.list.length === 0 || pageNo * ZONE_PAGE_SIZE >= page.total) break;
    if (pageNo * ZONE_PAGE_SIZE >= MAX_ZONES) {
      throw new ConsoleError(
        'usage',
        'BATCH_ZONES_TOO_MANY',
        `the site's zone pages (E4) list ${page.total} ${zoneType} zones, more than the ${MAX_ZONES} the console reads, so the floors were not checked: floor ids are sent as typed and the site judges them; write floor ids rather than names`,
        {
          limit: MAX_ZONES,
          total: page.total,
          zoneType: ZONE_TYPE_WORDS[zoneType],
        },
      );
    }
  }
  return zones;
}

/**
 * The site's floors from E4 (buildings first, for their names), as a directory that resolves ids
 * and names. Throws ConsoleError `usage` BATCH_NO_ZONE_SERVICE when the profile names no common
 * component service, or the failed call's category and code.
 */
export async function fetchFloorDirectory(client: SiteClient, profile: SiteProfile, signal?: AbortSignal): Promise<FloorDirectory> {
  if (!profile.services.common)
    throw new ConsoleError(
      'usage',
      'BATCH_NO_ZONE_SERVICE',
      `the profile "${profile.name}" names no common component service (services.common), so floor ids cannot be checked before the run`,
    );
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
