// The preview of a batch: every row checked before anything is sent. Rows with a problem are
// skipped with their reason; the floor column's ids and names are resolved against the site's
// zone pages (E4, through the site client: main/site/zone-floors.ts) when the profile names the
// common component service and it answers, and the rows then carry the ids the run sends.
import type { BatchPreview, BatchRow, FloorCheck, FloorName, RowProblem } from '../../shared/batch';
import { ConsoleError } from '../../shared/errors';
import { floorLabel, type FloorDirectory, type NamedFloor } from '../../shared/floor-names';
import type { LocalizedText } from '../../shared/language';
import { knownErrorWords } from '../../shared/catalogue/words';
import type { SiteProfile } from '../../shared/site';
import type { SiteClient } from '../site/site-client';
import { fetchFloorDirectory } from '../site/zone-floors';
import type { BatchFile } from './batch-file';
import { rowKey } from './journal';

/** A floor entry that names no floor, with the floors close to it. */
interface UnknownEntry {
  typed: string;
  close: NamedFloor[];
}

/** A floor entry that names several floors. */
interface AmbiguousEntry {
  typed: string;
  candidates: NamedFloor[];
}

/** A row's floor entries resolved against the site's floors: the ids to send, the names typed, what could not be resolved. */
function resolveFloors(
  row: BatchRow,
  directory: FloorDirectory,
): { ids: string[]; names: FloorName[]; unknown: UnknownEntry[]; ambiguous: AmbiguousEntry[] } {
  const ids: string[] = [];
  const names: FloorName[] = [];
  const unknown: UnknownEntry[] = [];
  const ambiguous: AmbiguousEntry[] = [];
  for (const typed of row.floorIds) {
    const resolution = directory.resolve(typed);
    if (resolution.kind === 'unknown') unknown.push({ typed, close: resolution.close });
    else if (resolution.kind === 'ambiguous') ambiguous.push({ typed, candidates: resolution.candidates });
    else {
      if (!ids.includes(resolution.floor.floorId)) ids.push(resolution.floor.floorId);
      if (resolution.by !== 'id') names.push({ typed, floorId: resolution.floor.floorId, label: floorLabel(resolution.floor) });
    }
  }
  return { ids, names, unknown, ambiguous };
}

const quoted = (typed: string): string => `“${typed}”`;

/**
 * Candidates listed per floor name, at most: a site may have thousands of floors of one name (or a
 * hostile one, 20,000), and each row would carry all of them three times. The rest are counted.
 */
export const MAX_CANDIDATES = 10;

/** "A, B … and 12 more" in each language. */
function listedWithMore(labels: readonly string[], total: number): { en: string; 'zh-CN': string } {
  const more = total - labels.length;
  return more > 0
    ? { en: `${labels.join(', ')} and ${more} more`, 'zh-CN': `${labels.join('、')} 等，另有 ${more} 个` }
    : { en: labels.join(', '), 'zh-CN': labels.join('、') };
}

function ambiguousProblem(row: number, ambiguous: AmbiguousEntry[]): RowProblem {
  const listed = ambiguous.map((a) => ({ typed: a.typed, shown: a.candidates.slice(0, MAX_CANDIDATES), total: a.candidates.length }));
  const each = listed.map(({ typed, shown, total }) => {
    const names = listedWithMore(shown.map(floorLabel), total);
    return { en: `${quoted(typed)} → ${names.en}`, 'zh-CN': `${quoted(typed)} → ${names['zh-CN']}` };
  });
  const floors = { en: each.map((e) => e.en).join('; '), 'zh-CN': each.map((e) => e['zh-CN']).join('；') };
  const first = ambiguous[0]?.candidates[0];
  const example = first ? `${first.buildingName ?? first.buildingId ?? ''} ${first.floorName}`.trim() : '';
  return {
    row,
    column: 'floorIds',
    code: 'BATCH_FLOOR_AMBIGUOUS',
    message: `row ${row}, column floorIds: more than one floor has this name: ${floors.en}: write the floor id, or the building before the floor ("${example}")`,
    details: {
      names: ambiguous.map((a) => quoted(a.typed)).join(', '),
      floors,
      example,
      // At most MAX_CANDIDATES floors per name; `more` counts the others.
      candidates: listed.map(({ typed, shown, total }) => ({
        typed,
        floors: shown.map(({ floorId, floorName, buildingId, buildingName }) => ({ floorId, floorName, buildingId, buildingName })),
        ...(total > shown.length ? { more: total - shown.length } : {}),
      })),
    },
  };
}

/** A comma of any script, with which people list things but a floor cell does not. */
const LIST_BY_COMMA = /[,，、]/;
const CHECK_FLOORS: LocalizedText = { en: 'Check the floor ids against the site.', 'zh-CN': '请对照现场核对楼层编号。' };
const SEPARATE_FLOORS: LocalizedText = {
  en: 'Several floors in one cell are separated by ; or | (or one per line), not by a comma: write “A-03; A-05”.',
  'zh-CN': '一个单元格中的多个楼层用 ; 或 | 分隔（或每行一个），不能用逗号：例如“A-03; A-05”。',
};
const lowerFirst = (text: string): string => `${text.charAt(0).toLowerCase()}${text.slice(1, -1)}`;

function unknownProblem(row: number, unknown: UnknownEntry[]): RowProblem {
  const ids = unknown.map((u) => u.typed);
  const close = [...new Set(unknown.flatMap((u) => u.close.map(floorLabel)))];
  const hint = close.length ? ` (close: ${close.join(', ')})` : '';
  // Floors listed with a comma ("A-03,A-05") read as one floor: say how a cell lists several.
  const next = ids.some((id) => LIST_BY_COMMA.test(id)) ? SEPARATE_FLOORS : CHECK_FLOORS;
  return {
    row,
    column: 'floorIds',
    code: 'BATCH_UNKNOWN_FLOOR',
    message: `row ${row}, column floorIds: the site's zone pages know no floor ${ids.join(', ')}${hint}: ${lowerFirst(next.en)}`,
    details: {
      floorIds: ids,
      floors: ids.join(', '),
      next,
      ...(close.length ? { close: close.join(', ') } : {}),
      // The floors close to each entry, as the ambiguous name's candidates are: for a script, not only words.
      closeFloors: unknown.map((u) => ({
        typed: u.typed,
        floors: u.close.map(({ floorId, floorName, buildingId, buildingName }) => ({ floorId, floorName, buildingId, buildingName })),
      })),
    },
  };
}

/**
 * A floor entry that can only be a name (`Tower A 3F`, `负一层`: spaces or characters beyond ASCII),
 * which without the site's floors cannot become an id: the run sends ids only.
 */
const NAME_ONLY = /\s|[^\x00-\x7f]/;

/** Why the floors were not checked when no site was given (a dry run without a profile, a test). */
const NO_SITE_GIVEN: LocalizedText = { en: 'no site profile was given', 'zh-CN': '未指定站点配置档' };

/** Why the zone pages could not be read, in every language: the console's message, and the words of its code. */
const unreadBecause = (error: ConsoleError): LocalizedText => ({
  en: error.message,
  'zh-CN': knownErrorWords(error)?.['zh-CN'] ?? error.message,
});

function uncheckedNamesProblem(row: number, names: string[], reason: LocalizedText): RowProblem {
  return {
    row,
    column: 'floorIds',
    code: 'BATCH_FLOOR_UNCHECKED',
    message: `row ${row}, column floorIds: ${names.map(quoted).join(', ')} ${names.length > 1 ? 'are floor names' : 'is a floor name'}, which only the site's zone pages turn into floor ids, and they could not be read (${reason.en}): preview again once the common component service answers, or write the floor ids`,
    details: { names: names.map(quoted).join(', '), reason },
  };
}

/**
 * The rows as they will be sent and their problems, given the site's floors (null: not checked,
 * for `uncheckedBecause`; the floor ids are then sent as typed, and a floor name is a row problem).
 * A floor entry is an id or a name (shared/floor-names.ts); a name that fits several floors or
 * none is a row problem, and a resolved row carries the ids.
 */
export function checkRows(
  rows: readonly BatchRow[],
  directory: FloorDirectory | null,
  uncheckedBecause: LocalizedText = NO_SITE_GIVEN,
): { rows: BatchRow[]; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const checked: BatchRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const row of rows) {
    const floors = directory ? resolveFloors(row, directory) : null;
    const resolved =
      floors && floors.unknown.length === 0 && floors.ambiguous.length === 0
        ? { ...row, floorIds: floors.ids, ...(floors.names.length ? { floorNames: floors.names } : {}) }
        : row;
    checked.push(resolved);
    if (row.visitorId === '') {
      // Its floors are still checked: every problem of a row is said at once.
      problems.push({
        row: row.row,
        column: 'visitorId',
        code: 'BATCH_EMPTY_VISITOR',
        message: `row ${row.row}, column visitorId: the visitor id is empty: fill it in or delete the row`,
        details: {},
      });
    } else {
      const key = rowKey(resolved);
      const firstRow = firstRowOf.get(key);
      if (firstRow !== undefined) {
        problems.push({
          row: row.row,
          column: 'visitorId',
          code: 'BATCH_DUPLICATE_ROW',
          message: `row ${row.row}, column visitorId: the same visitor ${row.visitorId} with the same floors as row ${firstRow}: delete one of them`,
          details: { visitorId: row.visitorId, firstRow },
        });
        continue;
      }
      firstRowOf.set(key, row.row);
    }
    if (floors?.ambiguous.length) problems.push(ambiguousProblem(row.row, floors.ambiguous));
    if (floors?.unknown.length) problems.push(unknownProblem(row.row, floors.unknown));
    const names = floors ? [] : row.floorIds.filter((entry) => NAME_ONLY.test(entry));
    if (names.length) problems.push(uncheckedNamesProblem(row.row, names, uncheckedBecause));
  }
  return { rows: checked, problems };
}

/** The problems of each row: a row may have several (a floor name that fits two floors beside one that fits none). */
export function problemsByRow(problems: readonly RowProblem[]): Map<number, RowProblem[]> {
  const byRow = new Map<number, RowProblem[]>();
  for (const problem of problems) byRow.set(problem.row, [...(byRow.get(problem.row) ?? []), problem]);
  return byRow;
}

/** The row problems of a batch, given the site's floors (null: not checked). */
export function findRowProblems(rows: readonly BatchRow[], directory: FloorDirectory | null): RowProblem[] {
  return checkRows(rows, directory).problems;
}

/** The preview of a batch: its row problems, floor ids checked against the site when it answers. */
export async function previewBatch(
  { rows, problems: cellProblems, read }: BatchFile,
  site: { client: SiteClient; profile: SiteProfile } | null,
  signal?: AbortSignal,
): Promise<BatchPreview> {
  let known: FloorDirectory | null = null;
  let floorCheck: FloorCheck = { checked: false, reason: NO_SITE_GIVEN.en, reasonWords: NO_SITE_GIVEN };
  if (site) {
    try {
      known = await fetchFloorDirectory(site.client, site.profile, signal);
      floorCheck = { checked: true, floorCount: known.floors.length };
    } catch (error) {
      if (!(error instanceof ConsoleError)) throw error;
      floorCheck = { checked: false, reason: error.message, reasonWords: unreadBecause(error) };
    }
  }
  // A row whose cell is not an id (a date, an inexact number) is reported for that alone.
  const badCells = new Set(cellProblems.map((p) => p.row));
  const checked = checkRows(
    rows.filter((r) => !badCells.has(r.row)),
    known,
    floorCheck.checked ? undefined : floorCheck.reasonWords,
  );
  const resolvedOf = new Map(checked.rows.map((r) => [r.row, r]));
  const problems = [...cellProblems, ...checked.problems].sort((a, b) => a.row - b.row);
  const sent = rows.map((r) => resolvedOf.get(r.row) ?? r);
  const skipped = new Set(problems.map((p) => p.row));
  return { file: read, rows: sent, problems, floorCheck, repeatedVisitors: repeatedVisitors(sent.filter((r) => !skipped.has(r.row))) };
}

/** The visitors that rows to be sent name more than once with other floors (identical repeats are row problems already). */
export function repeatedVisitors(rows: readonly BatchRow[]): BatchPreview['repeatedVisitors'] {
  const byVisitor = new Map<string, BatchRow[]>();
  for (const row of rows) {
    const same = byVisitor.get(row.visitorId);
    if (same) same.push(row);
    else byVisitor.set(row.visitorId, [row]);
  }
  const repeated: BatchPreview['repeatedVisitors'] = [];
  for (const [visitorId, same] of byVisitor) {
    if (same.length > 1) {
      repeated.push({
        visitorId,
        rows: same.map((r) => r.row),
        floorIds: [...new Set(same.flatMap((r) => r.floorIds))],
        siteCompletes: same.some((r) => r.floorIds.length === 0),
      });
    }
  }
  return repeated;
}
