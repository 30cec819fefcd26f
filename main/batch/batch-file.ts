// Reading a batch file: CSV as Excel writes it in en and zh-CN locales (UTF-8 with or without BOM,
// UTF-16 "Unicode text" with tabs, GBK/GB18030 from zh-CN Windows; comma, semicolon or tab; see
// text-encoding.ts) or the first sheet of an XLSX, each cell as the sheet shows it (sheet-cells.ts),
// with a header naming the visitor and floor columns in English or Chinese. Parsing is left to
// csv-parse and exceljs; the bytes come from the bounded reader, and a workbook is inspected and
// inflated within limits before exceljs sees it.
import { extname } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { BatchColumn, BatchFileRead, BatchRow, RowProblem, RowProblemCode } from '../../shared/batch';
import { ConsoleError } from '../../shared/errors';
import type { ErrorCode } from '../../shared/catalogue/words';
import type { ArchiveError } from '../files/archive-limits';
import { readBoundedFile, readFailure, WORKBOOK_LIMITS } from '../files/bounded-read';
import { cellText, csvCellIssue, type CellIssue } from './sheet-cells';
import {
  decodeSpreadsheetText,
  DoubtfulEncodingError,
  encodingWords,
  otherReadings,
  type LegacyEncodingName,
  type TextEncodingName,
} from './text-encoding';
import { fileReadPhrase } from '../../shared/batch-report-words';
import { encodingDoubtWords, type EncodingDoubt } from '../../shared/batch-words';
import { fillWords } from '../../shared/words';

/** A batch file as read: its rows as they will be sent, the cells that cannot be, and how it was read. */
export interface BatchFile {
  rows: BatchRow[];
  /** Rows whose visitor or floor cell holds a value that is not an id (a date, an inexact number). */
  problems: RowProblem[];
  read: BatchFileRead;
}

/** Header names accepted for each column, compared without case and surrounding spaces. */
const HEADERS = {
  visitorId: ['visitorid', '访客编号'],
  floorIds: ['floorids', '楼层编号'],
} as const;

/** Floor ids in one cell are separated by `;` or `|`. */
const FLOOR_SEPARATOR = /[;|；｜\r\n]/;

/** The floor ids of a cell: trimmed, empty parts dropped, first occurrence kept. */
export const splitFloors = (cell: string): string[] => [
  ...new Set(
    cell
      .split(FLOOR_SEPARATOR)
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  ),
];

const fileError = (code: ErrorCode, message: string, details: Record<string, unknown>): ConsoleError =>
  ConsoleError.relayed({ category: 'usage', code, details }, message);

/**
 * A comma file may carry `;` inside floor cells, a semicolon file (Excel in locales with a decimal
 * comma) cannot carry an unquoted `,` anywhere: the header line decides.
 */
function delimiterOf(text: string): ',' | ';' | '\t' {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  // Excel's "Unicode text" separates with tabs.
  if (header.includes('\t') && !header.includes(',')) return '\t';
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/** The cells of one line of the table and its row number in the file. */
interface TableRow {
  cells: string[];
  row: number;
  /** Cells (by index) whose value cannot be an id: why, and the value held where the text shown says less. */
  issues?: Map<number, { issue: CellIssue; value?: string }>;
  /** A workbook row that is hidden (filtered out, or hidden by hand). */
  hidden?: boolean;
}

function rowsOfCsv(text: string, delimiter: ',' | ';' | '\t', source: string): TableRow[] {
  try {
    const records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    // `lines` is the line a record ends on, which is its row as a spreadsheet numbers it.
    return records.map(({ record, info }) => {
      const issues: NonNullable<TableRow['issues']> = new Map();
      record.forEach((cell, column) => {
        const issue = csvCellIssue(cell);
        if (issue) issues.set(column, { issue });
      });
      return { cells: record, row: info.lines, ...(issues.size > 0 ? { issues } : {}) };
    });
  } catch (error) {
    // csv-parse's own message quotes the cell it stopped at ("value is …"): only its code and line
    // are said, since the file may be anything the page named (a credentials file with a quote).
    const { code, lines } = error as { code?: unknown; lines?: unknown };
    const where = `${typeof code === 'string' ? code : 'CSV_INVALID'}${typeof lines === 'number' ? ` at line ${lines}` : ''}`;
    throw fileError(
      'BATCH_FILE_UNREADABLE',
      `${source} is not a CSV file that can be read (${where}): save it again as "CSV UTF-8" from the spreadsheet`,
      { file: source, reason: where },
    );
  }
}

async function rowsOfXlsx(bytes: Buffer, source: string): Promise<{ table: TableRow[]; sheet: string; otherSheets: string[] }> {
  // Loaded with a workbook only: the zip reader (fflate, node:zlib) is not a CSV's cost.
  const { ArchiveError, storedCopyWithinLimits } = await import('../files/archive-limits');
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs inflates every entry without a bound: it gets a stored copy made within the limits.
    await workbook.xlsx.load(storedCopyWithinLimits(bytes, WORKBOOK_LIMITS, source) as unknown as ArrayBuffer);
  } catch (error) {
    if (error instanceof ArchiveError && error.kind !== 'not-a-zip') throw archiveRefused(error);
    throw fileError(
      'BATCH_FILE_UNREADABLE',
      `${source} is not an XLSX workbook that can be read (${(error as Error).message}): save it again as "Excel Workbook (.xlsx)"`,
      { file: source },
    );
  }
  // The sheet the workbook opens on (its active tab, as Excel and LibreOffice save it), the
  // engineer's view of it; else the first one not hidden. The others are named, not read.
  // exceljs leaves chart sheets out of its list while the active tab counts them: with any in the
  // file, the active tab cannot be found, and the first visible sheet is read (and named). A hidden
  // active tab is not read either: what the engineer does not see is not sent.
  const visible = workbook.worksheets.filter((w) => w.state !== 'hidden' && w.state !== 'veryHidden');
  const active = bytes.includes('xl/chartsheets/') ? undefined : workbook.views?.[0]?.activeTab;
  const activeSheet = active === undefined ? undefined : workbook.worksheets[active];
  const sheet = (activeSheet && visible.includes(activeSheet) ? activeSheet : undefined) ?? visible[0] ?? workbook.worksheets[0];
  if (!sheet) return { table: [], sheet: '', otherSheets: [] };
  const otherSheets = visible.filter((w) => w !== sheet).map((w) => w.name);
  const rows: TableRow[] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    const issues: NonNullable<TableRow['issues']> = new Map();
    for (let c = 1; c <= row.cellCount; c += 1) {
      const { text, issue, value } = cellText(row.getCell(c));
      cells.push(text);
      if (issue) issues.set(c - 1, value === undefined ? { issue } : { issue, value });
    }
    rows.push({ cells, row: r, ...(issues.size > 0 ? { issues } : {}), ...(row.hidden ? { hidden: true } : {}) });
  }
  return { table: rows, sheet: sheet.name, otherSheets };
}

const CELL_PROBLEMS: Record<CellIssue, { code: RowProblemCode; why: string; next: string }> = {
  date: { code: 'BATCH_CELL_DATE', why: 'holds a date, not an id', next: 'format the column as Text (@) and type the id' },
  'inexact-number': {
    code: 'BATCH_CELL_INEXACT',
    why: 'holds a number too large to be exact (over 2^53)',
    next: 'format the column as Text (@) and type the id again',
  },
  scientific: {
    code: 'BATCH_CELL_INEXACT',
    why: 'holds a number in scientific notation, which keeps only some of its digits',
    next: 'format the column as Text (@) and type the id again',
  },
  rounded: {
    code: 'BATCH_CELL_ROUNDED',
    why: 'holds a fraction that its number format rounds',
    next: 'type the whole id in a cell formatted as Text (@)',
  },
  'error-value': { code: 'BATCH_CELL_ERROR', why: 'holds an error value', next: 'correct the formula or type the id' },
  boolean: {
    code: 'BATCH_CELL_BOOLEAN',
    why: 'holds TRUE or FALSE (a tick box or a comparison), not an id',
    next: 'type the id, or correct the formula',
  },
  'digits-left-out': {
    code: 'BATCH_CELL_SCALED',
    why: 'holds a number that its number format shows without some of its digits (0, shows thousands)',
    next: 'type the whole id in a cell formatted as Text (@)',
  },
  'formula-no-result': {
    code: 'BATCH_CELL_FORMULA',
    why: 'holds a formula whose result the file does not keep (an empty text, or a program that wrote it without calculating)',
    next: 'open the file in Excel or LibreOffice, let it calculate, and save it again; or type the id',
  },
};

function cellProblem(row: number, column: BatchColumn, shown: string, { issue, value }: { issue: CellIssue; value?: string }): RowProblem {
  const { code, why, next } = CELL_PROBLEMS[issue];
  const what = value === undefined ? `"${shown}"` : `${value}, shown as "${shown}"`;
  return {
    row,
    column,
    code,
    message: `row ${row}, column ${column}: the cell ${why} (${what}): ${next}`,
    details: { value: shown, issue, ...(value === undefined ? {} : { held: value }) },
  };
}

/** The data rows under the header; blank rows are left out. */
function toBatchRows(table: TableRow[], source: string, read: BatchFileRead): Omit<BatchFile, 'read'> {
  const written = (table[0]?.cells ?? []).map((cell) => cell.replace(/^\uFEFF/, '').trim());
  const header = written.map((cell) => cell.toLowerCase());
  const indexOf = (names: readonly string[]): number => header.findIndex((cell) => names.includes(cell));
  const visitorColumn = indexOf(HEADERS.visitorId);
  const floorColumn = indexOf(HEADERS.floorIds);
  if (visitorColumn < 0 || floorColumn < 0) {
    const missing = visitorColumn < 0 ? 'visitorId (访客编号)' : 'floorIds (楼层编号)';
    const how = readAs(read);
    // Only the expected names it found are said, as written: any other cell of a first row that is
    // not a header may be anything (a token in a credentials file the page named).
    const found = [visitorColumn, floorColumn].filter((i) => i >= 0).map((i) => written[i] ?? '');
    const named = found.length
      ? { en: `found only ${found.join(', ')}`, 'zh-CN': `只找到 ${found.join('、')}` }
      : { en: 'found neither visitorId nor floorIds', 'zh-CN': 'visitorId 和 floorIds 都没有找到' };
    throw fileError(
      'BATCH_HEADER_MISSING',
      `${source} has no ${missing} column in its first row (${named.en}; read as ${how}): add a header row naming visitorId and floorIds`,
      {
        file: source,
        column: visitorColumn < 0 ? 'visitorId' : 'floorIds',
        found,
        named,
        readAs: how,
        // How it was read, in every language (the words say it in the engineer's).
        read: { en: how, 'zh-CN': fileReadPhrase(read, 'zh-CN') },
      },
    );
  }
  const rows: BatchRow[] = [];
  const problems: RowProblem[] = [];
  for (const { cells, row, issues, hidden } of table.slice(1)) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    const visitorId = (cells[visitorColumn] ?? '').trim();
    rows.push({ row, visitorId, floorIds: splitFloors(cells[floorColumn] ?? '') });
    // A row filtered out or hidden is one the engineer did not see when checking the sheet.
    if (hidden)
      problems.push({
        row,
        column: 'visitorId',
        code: 'BATCH_ROW_HIDDEN',
        message: `row ${row} is hidden in the sheet (filtered out, or hidden by hand), so it is not sent: unhide it to send it, or delete it`,
        details: { visitorId },
      });
    const visitorIssue = issues?.get(visitorColumn);
    const floorIssue = issues?.get(floorColumn);
    // Each cell that is not an id is its own problem: fixing one should not reveal the next on the following run.
    if (visitorIssue) problems.push(cellProblem(row, 'visitorId', visitorId, visitorIssue));
    if (floorIssue) problems.push(cellProblem(row, 'floorIds', (cells[floorColumn] ?? '').trim(), floorIssue));
  }
  return { rows, problems };
}

/** Whether a first line, as read, names both batch columns (a header, not data). */
function namesBatchColumns(line: string): boolean {
  const cells = line
    .replace(/^\uFEFF/, '')
    .split(/[,;\t]/)
    .map((cell) => cell.trim().replace(/^"|"$/g, '').trim().toLowerCase());
  return (
    cells.some((cell) => (HEADERS.visitorId as readonly string[]).includes(cell)) &&
    cells.some((cell) => (HEADERS.floorIds as readonly string[]).includes(cell))
  );
}

/** How a file was read, in words: `GB18030, comma-separated`, `UTF-16LE with BOM, tab-separated`, `sheet "访客"`. */
export const readAs = (read: BatchFileRead): string => fileReadPhrase(read, 'en');

/** Whether a file name is read as a workbook. */
export const isWorkbook = (path: string): boolean => extname(path).toLowerCase() === '.xlsx';

/**
 * Reads the rows of a batch file's bytes. Throws ConsoleError `usage` for an unreadable file or
 * header, or a text file whose encoding cannot be told for sure (BATCH_ENCODING_DOUBTFUL).
 */
export async function parseBatchFile(bytes: Buffer, source: string): Promise<BatchFile> {
  if (isWorkbook(source)) {
    const { table, sheet, otherSheets } = await rowsOfXlsx(bytes, source);
    const read: BatchFileRead = { kind: 'xlsx', sheet, ...(otherSheets.length ? { otherSheets } : {}) };
    return { ...toBatchRows(table, source, read), read };
  }
  let decoded;
  try {
    // A Chinese header read as GB18030 confirms GBK text, rare characters of names included.
    decoded = decodeSpreadsheetText(bytes, source, [HEADERS.visitorId[1], HEADERS.floorIds[1]]);
  } catch (error) {
    if (!(error instanceof DoubtfulEncodingError)) throw error;
    throw doubtfulEncoding(
      source,
      error.kind,
      error.guess === 'unknown' ? 'utf-8' : error.guess,
      error.guess,
      error.firstLine,
      error.message,
      {},
      error.sample,
    );
  }
  const delimiter = delimiterOf(decoded.text);
  const read: BatchFileRead = { kind: 'csv', encoding: decoded.encoding, byteOrderMark: decoded.byteOrderMark, delimiter };
  const file = { ...toBatchRows(rowsOfCsv(decoded.text, delimiter, source), source, read), read };
  if (decoded.unconfirmed) {
    // GB18030 read names well enough, but an id is sent: one that only this unconfirmed reading
    // gave (Shift-JIS half-width katakana and Latin-1 letter pairs read as hanzi too) is not sent.
    const misread = file.rows.find((row) => /[^\x00-\x7f]/.test(row.visitorId));
    if (misread) {
      const likely = otherReadings(bytes);
      const firstLine = decoded.text.split(/\r?\n/, 1)[0] ?? '';
      throw doubtfulEncoding(
        source,
        'ids-unconfirmed',
        'gb18030',
        likely,
        firstLine,
        `it is not UTF-8, and with no Chinese header to confirm GB18030, the visitor id of row ${misread.row} reads "${misread.visitorId}" in it, which ${likely.map(encodingWords).join(' or ')} reads as other characters`,
        {
          row: misread.row,
          id: misread.visitorId,
        },
      );
    }
  }
  return file;
}

/**
 * BATCH_ENCODING_DOUBTFUL: `encoding` (with `readAs`, its name in words) is what the first row was
 * read as, `likely` the encoding the file likely is in, in words; `why` says the doubt in every language.
 */
function doubtfulEncoding(
  source: string,
  kind: EncodingDoubt,
  reading: TextEncodingName | LegacyEncodingName,
  guess: TextEncodingName | LegacyEncodingName | 'unknown' | LegacyEncodingName[],
  firstLine: string,
  reason: string,
  facts: { row?: number; id?: string } = {},
  sample: { row: number; text: string } | null = null,
): ConsoleError {
  const readAsWords = encodingWords(reading);
  // The file's text is quoted only when its first row is a batch header: the page may name any
  // .csv on the laptop, and what is not a batch file is not shown back.
  const header = namesBatchColumns(firstLine);
  const firstRow = header
    ? { en: `its first row is “${firstLine}”`, 'zh-CN': `其第一行为“${firstLine}”` }
    : {
        en: 'its first row names no visitorId and floorIds columns (so none of it is shown)',
        'zh-CN': '其第一行没有 visitorId 和 floorIds 列名（因此不显示其内容）',
      };
  // Where the wrong reading shows, when the first row (often an ASCII header) does not show it.
  const shown =
    sample && header
      ? {
          en: `; row ${sample.row}, the first with characters beyond ASCII, reads “${sample.text}”`,
          'zh-CN': `；第 ${sample.row} 行（第一行含非 ASCII 字符的行）读作“${sample.text}”`,
        }
      : { en: '', 'zh-CN': '' };
  const likely = Array.isArray(guess) ? guess.map(encodingWords).join(' or ') : encodingWords(guess);
  const likelyZh = Array.isArray(guess) ? guess.map(encodingWords).join(' 或 ') : likely;
  const values = { encoding: reading.toUpperCase(), likely, ...facts };
  return fileError(
    'BATCH_ENCODING_DOUBTFUL',
    `${source} is in an encoding that cannot be told for sure: ${reason}; read as ${readAsWords}, ${header ? `its first row is "${firstLine}"` : firstRow.en}${shown.en}: nothing is sent from it; save it again as "CSV UTF-8" from the spreadsheet`,
    {
      file: source,
      encoding: reading.toUpperCase(),
      readAs: readAsWords,
      likely,
      ...(header ? { firstLine } : {}),
      firstRow,
      ...(sample && header ? { sampleRow: sample.row, sampleText: sample.text } : {}),
      sample: shown,
      reason,
      ...facts,
      why: {
        en: fillWords(encodingDoubtWords.en[kind], values),
        'zh-CN': fillWords(encodingDoubtWords['zh-CN'][kind], { ...values, likely: likelyZh }),
      },
    },
  );
}

/** A workbook refused by its central directory, in words that say what to do. */
function archiveRefused(error: ArchiveError): ConsoleError {
  return fileError(
    'BATCH_FILE_TOO_LARGE',
    `${error.message}: a batch workbook holds one sheet of visitors; save the sheet alone as a new workbook or as "CSV UTF-8"`,
    {
      file: error.source,
      reason: error.kind,
      ...(error.entry ? { entry: error.entry } : {}),
      ...(error.limit !== undefined ? { found: error.found, limit: error.limit } : {}),
    },
  );
}

/** Reads and parses a batch file from disk (a regular file within FILE_LIMITS.batchFile). */
export async function readBatchFile(path: string, signal?: AbortSignal): Promise<BatchFile> {
  return (await readBatchSource(path, signal)).file;
}

/** A batch file as read and the bytes it was read from (a journal is bound to those bytes). */
export async function readBatchSource(path: string, signal?: AbortSignal): Promise<{ file: BatchFile; bytes: Buffer }> {
  let bytes: Buffer;
  try {
    ({ bytes } = await readBoundedFile(path, 'batchFile', signal));
  } catch (error) {
    const failure = readFailure(error, 'batch file', 'BATCH_FILE');
    throw fileError(failure.code, failure.message, { file: path, ...failure.details });
  }
  return { file: await parseBatchFile(bytes, path), bytes };
}
