// The preview of a batch: every row checked before anything is sent. Rows with a problem are
// skipped with their reason; the floor ids are checked against the site's zone pages (E4) when the
// profile names the common component service and it answers.
import type { BatchPreview, BatchRow, FloorCheck, RowProblem } from '../../shared/batch';
import { ConsoleError } from '../../shared/errors';
import { SITE_PATHS, type Page, type SiteProfile, type Zone, type ZonePageRequest } from '../../shared/site';
import type { HttpClient } from '../http/client';
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

/** Every floor id of the site's zone pages (E4 on the common component service), paged to the end. */
export async function fetchFloorIds(http: HttpClient, profile: SiteProfile, signal?: AbortSignal): Promise<Set<string>> {
  const base = profile.services.common;
  if (!base) throw new ConsoleError('usage', 'BATCH_NO_ZONE_SERVICE', `the profile "${profile.name}" names no common component service (services.common), so floor ids cannot be checked before the run`);
  const floors = new Set<string>();
  for (let pageNo = 1; pageNo <= MAX_ZONE_PAGES; pageNo += 1) {
    const request: ZonePageRequest = { pageNo, pageSize: ZONE_PAGE_SIZE, zoneType: 'floor' };
    const response = await http.request({ url: `${base}${SITE_PATHS.zonePage}`, method: 'POST', json: request, timeouts: profile.timeouts, signal, label: 'E4 zone page for the batch preview' });
    let page: Page<Zone> | null = null;
    try {
      const envelope = JSON.parse(response.text()) as { success?: unknown; data?: Page<Zone> };
      if (envelope.success === true && Array.isArray(envelope.data?.list)) page = envelope.data;
    } catch {
      page = null;
    }
    if (!page) throw new ConsoleError('malformed', 'BATCH_ZONE_PAGE_UNUSABLE', `E4 zone page ${pageNo} at ${response.url} answered HTTP ${response.status} without a page of zones`, { url: response.url, status: response.status });
    for (const zone of page.list) if (zone.zoneType === 'floor') floors.add(zone.zoneId);
    if (page.list.length === 0 || pageNo * ZONE_PAGE_SIZE >= page.total) break;
  }
  return floors;
}

/** The preview of a batch: its row problems, floor ids checked against the site when it answers. */
export async function previewBatch({ rows, problems: cellProblems, read }: BatchFile, site: { http: HttpClient; profile: SiteProfile } | null, signal?: AbortSignal): Promise<BatchPreview> {
  let known: Set<string> | null = null;
  let floorCheck: FloorCheck = { checked: false, reason: 'no site profile was given' };
  if (site) {
    try {
      known = await fetchFloorIds(site.http, site.profile, signal);
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
