// Reading a batch file: CSV as Excel writes it in en and zh-CN locales (UTF-8 with or without BOM,
// comma or semicolon) or the first sheet of an XLSX, with a header naming the visitor and floor
// columns in English or Chinese. Parsing is left to csv-parse and exceljs; the bytes come from the
// bounded reader, and a workbook is inspected and inflated within limits before exceljs sees it.
import { extname } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { BatchRow } from '../../shared/batch';
import { ConsoleError } from '../../shared/errors';
import { ArchiveError, storedCopyWithinLimits } from '../files/archive-limits';
import { readBoundedFile, readFailure, WORKBOOK_LIMITS } from '../files/bounded-read';

/** Header names accepted for each column, compared without case and surrounding spaces. */
const HEADERS = {
  visitorId: ['visitorid', '访客编号'],
  floorIds: ['floorids', '楼层编号'],
} as const;

/** Floor ids in one cell are separated by `;` or `|`. */
const FLOOR_SEPARATOR = /[;|]/;

/** The floor ids of a cell: trimmed, empty parts dropped, first occurrence kept. */
export const splitFloors = (cell: string): string[] => [...new Set(cell.split(FLOOR_SEPARATOR).map((id) => id.trim()).filter((id) => id !== ''))];

const fileError = (code: string, message: string, details: Record<string, unknown>): ConsoleError => new ConsoleError('usage', code, message, details);

/**
 * A comma file may carry `;` inside floor cells, a semicolon file (Excel in locales with a decimal
 * comma) cannot carry an unquoted `,` anywhere: the header line decides.
 */
function delimiterOf(text: string): ',' | ';' {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/** The cells of one line of the table and its row number in the file. */
interface TableRow {
  cells: string[];
  row: number;
}

function rowsOfCsv(text: string, source: string): TableRow[] {
  try {
    const records = parse(text, { bom: true, delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: true, trim: true, info: true }) as unknown as { record: string[]; info: { lines: number } }[];
    // `lines` is the line a record ends on, which is its row as a spreadsheet numbers it.
    return records.map(({ record, info }) => ({ cells: record, row: info.lines }));
  } catch (error) {
    throw fileError('BATCH_FILE_UNREADABLE', `${source} is not a CSV file that can be read (${(error as Error).message}): save it again as "CSV UTF-8" from the spreadsheet`, { file: source });
  }
}

async function rowsOfXlsx(bytes: Buffer, source: string): Promise<TableRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs inflates every entry without a bound: it gets a stored copy made within the limits.
    await workbook.xlsx.load(storedCopyWithinLimits(bytes, WORKBOOK_LIMITS, source) as unknown as ArrayBuffer);
  } catch (error) {
    if (error instanceof ArchiveError && error.kind !== 'not-a-zip') throw archiveRefused(error);
    throw fileError('BATCH_FILE_UNREADABLE', `${source} is not an XLSX workbook that can be read (${(error as Error).message}): save it again as "Excel Workbook (.xlsx)"`, { file: source });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: TableRow[] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(row.getCell(c).text.trim());
    rows.push({ cells, row: r });
  }
  return rows;
}

/** The data rows under the header; blank rows are left out. */
function toBatchRows(table: TableRow[], source: string): BatchRow[] {
  const header = (table[0]?.cells ?? []).map((cell) => cell.replace(/^\uFEFF/, '').trim().toLowerCase());
  const indexOf = (names: readonly string[]): number => header.findIndex((cell) => names.includes(cell));
  const visitorColumn = indexOf(HEADERS.visitorId);
  const floorColumn = indexOf(HEADERS.floorIds);
  if (visitorColumn < 0 || floorColumn < 0) {
    const missing = visitorColumn < 0 ? 'visitorId (访客编号)' : 'floorIds (楼层编号)';
    throw fileError('BATCH_HEADER_MISSING', `${source} has no ${missing} column in its first row (found: ${header.filter(Boolean).join(', ') || 'nothing'}): add a header row naming visitorId and floorIds`, {
      file: source,
      column: visitorColumn < 0 ? 'visitorId' : 'floorIds',
      found: header.filter(Boolean),
    });
  }
  const rows: BatchRow[] = [];
  for (const { cells, row } of table.slice(1)) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    rows.push({ row, visitorId: (cells[visitorColumn] ?? '').trim(), floorIds: splitFloors(cells[floorColumn] ?? '') });
  }
  return rows;
}

/** Whether a file name is read as a workbook. */
export const isWorkbook = (path: string): boolean => extname(path).toLowerCase() === '.xlsx';

/** Reads the rows of a batch file's bytes. Throws ConsoleError `usage` for an unreadable file or header. */
export async function parseBatchFile(bytes: Buffer, source: string): Promise<BatchRow[]> {
  if (isWorkbook(source)) return toBatchRows(await rowsOfXlsx(bytes, source), source);
  return toBatchRows(rowsOfCsv(bytes.toString('utf8'), source), source);
}

/** A workbook refused by its central directory, in words that say what to do. */
function archiveRefused(error: ArchiveError): ConsoleError {
  return fileError('BATCH_FILE_TOO_LARGE', `${error.message}: a batch workbook holds one sheet of visitors; save the sheet alone as a new workbook or as "CSV UTF-8"`, {
    file: error.source,
    reason: error.kind,
    ...(error.entry ? { entry: error.entry } : {}),
    ...(error.limit !== undefined ? { found: error.found, limit: error.limit } : {}),
  });
}

/** Reads and parses a batch file from disk (a regular file within FILE_LIMITS.batchFile). */
export async function readBatchFile(path: string, signal?: AbortSignal): Promise<BatchRow[]> {
  return (await readBatchSource(path, signal)).rows;
}

/** A batch file's rows and the bytes they were read from (a journal is bound to those bytes). */
export async function readBatchSource(path: string, signal?: AbortSignal): Promise<{ rows: BatchRow[]; bytes: Buffer }> {
  let bytes: Buffer;
  try {
    ({ bytes } = await readBoundedFile(path, 'batchFile', signal));
  } catch (error) {
    const failure = readFailure(error, 'batch file', 'BATCH_FILE');
    throw fileError(failure.code, failure.message, { file: path, ...failure.details });
  }
  return { rows: await parseBatchFile(bytes, path), bytes };
}
