// The preview of a batch: every row checked before anything is sent. Rows with a problem are
// skipped with their reason; the floor ids are checked against the site's zone pages (E4, through
// the site client) when the profile names the common component service and it answers.
import type { BatchPreview, BatchRow, FloorCheck, RowProblem } from '../../shared/batch';
import { ConsoleError } from '../../shared/errors';
import type { SiteProfile, ZonePageRequest } from '../../shared/site';
import type { SiteClient } from '../site/site-client';
import type { BatchFile } from './batch-file';
import { rowKey } from './journal';

/** E4's largest page. */
const ZONE_PAGE_SIZE = 200;

/** A site with more floor pages than this is not paged to the end for a preview. */
const MAX_ZONE_PAGES = 100;

/** The row problems of a batch, given the floor ids the site knows (null: not checked). */
export function findRowProblems(rows: readonly BatchRow[], knownFloors: ReadonlySet<string> | null): RowProblem[] {
  const problems: RowProblem[] = [];
  const firstRowOf = new Map<string, number>();
  for (const row of rows) {
    if (row.visitorId === '') {
      problems.push({ row: row.row, column: 'visitorId', code: 'BATCH_EMPTY_VISITOR', message: `row ${row.row}, column visitorId: the visitor id is empty: fill it in or delete the row`, details: {} });
      continue;
    }
    const key = rowKey(row);
    const firstRow = firstRowOf.get(key);
    if (firstRow !== undefined) {
      problems.push({ row: row.row, column: 'visitorId', code: 'BATCH_DUPLICATE_ROW', message: `row ${row.row}, column visitorId: the same visitor ${row.visitorId} with the same floors as row ${firstRow}: delete one of them`, details: { visitorId: row.visitorId, firstRow } });
      continue;
    }
    firstRowOf.set(key, row.row);
    const unknown = knownFloors ? row.floorIds.filter((id) => !knownFloors.has(id)) : [];
    if (unknown.length > 0) {
      problems.push({ row: row.row, column: 'floorIds', code: 'BATCH_UNKNOWN_FLOOR', message: `row ${row.row}, column floorIds: the site's zone pages know no floor ${unknown.join(', ')}: check the floor ids against the site`, details: { floorIds: unknown, floors: unknown.join(', ') } });
    }
  }
  return problems;
}

/**
 * Every floor id of the site's zone pages (E4 on the common component service), paged to the end,
 * through the site client like every other call: the profile's auth headers and envelope field
 * names, and a record in the call log per page.
 */
export async function fetchFloorIds(client: SiteClient, profile: SiteProfile, signal?: AbortSignal): Promise<Set<string>> {
  if (!profile.services.common) throw new ConsoleError('usage', 'BATCH_NO_ZONE_SERVICE', `the profile "${profile.name}" names no common component service (services.common), so floor ids cannot be checked before the run`);
  const floors = new Set<string>();
  for (let pageNo = 1; pageNo <= MAX_ZONE_PAGES; pageNo += 1) {
    const request: ZonePageRequest = { pageNo, pageSize: ZONE_PAGE_SIZE, zoneType: 'floor' };
    const answer = await client.zonePage(profile, request, signal);
    if (answer.error || !answer.data) {
      const why = answer.error ?? { category: 'malformed', code: 'SITE_UNEXPECTED_DATA', message: 'no page of zones' };
      throw new ConsoleError(why.category, why.code, `E4 zone page ${pageNo} could not be read: ${why.message}`, { ...why.details, pageNo });
    }
    const page = answer.data;
    for (const zone of page.list) if (zone.zoneType === 'floor') floors.add(zone.zoneId);
    if (page.list.length === 0 || pageNo * ZONE_PAGE_SIZE >= page.total) break;
  }
  return floors;
}

/** The preview of a batch: its row problems, floor ids checked against the site when it answers. */
export async function previewBatch({ rows, problems: cellProblems, read }: BatchFile, site: { client: SiteClient; profile: SiteProfile } | null, signal?: AbortSignal): Promise<BatchPreview> {
  let known: Set<string> | null = null;
  let floorCheck: FloorCheck = { checked: false, reason: 'no site profile was given' };
  if (site) {
    try {
      known = await fetchFloorIds(site.client, site.profile, signal);
      floorCheck = { checked: true, floorCount: known.size };
    } catch (error) {
      if (!(error instanceof ConsoleError)) throw error;
      floorCheck = { checked: false, reason: error.message };
    }
  }
  // A row whose cell is not an id (a date, an inexact number) is reported for that alone.
  const badCells = new Set(cellProblems.map((p) => p.row));
  const problems = [...cellProblems, ...findRowProblems(rows.filter((r) => !badCells.has(r.row)), known)].sort((a, b) => a.row - b.row);
  return { file: read, rows, problems, floorCheck };
}
