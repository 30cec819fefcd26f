// A run's results as a file the engineer hands on: CSV (UTF-8 with BOM, so that Excel in zh-CN
// shows Chinese names) or XLSX, one line per row with its outcome, code, message and duration.
// Visitor ids and messages come from a batch file and from the site, so a cell may begin like a
// formula (`=HYPERLINK(…)`, `+cmd|…`, `@SUM(…)`, `-2+3`), or hold one after a `;` (`V1;=1+1`), which
// a spreadsheet whose list separator is `;` splits into a cell of its own: in CSV such a cell is
// neutralised as OWASP recommends (a single quote before it, and the field quoted), so that a
// spreadsheet shows it as text and never runs it, whichever separator it splits on. The XLSX holds
// plain strings, never formulas. The header line is in the language of whoever asked (the window's
// UI language, the CLI's --lang or locale): the file is read by people; the values (outcome, code,
// category) stay the console's codes, for filters.
import ExcelJS from 'exceljs';
import type { RowOutcome, RowProblem } from '../../shared/batch';
import { failedRowWords, rowProblemWords } from '../../shared/batch-report-words';
import type { Language } from '../../shared/language';
import { ConsoleError } from '../../shared/errors';
import { checkConsoleFileTarget, UnsafeWriteError, writeConsoleFile } from '../files/safe-write';
import { isWorkbook } from './batch-file';
import { problemsByRow } from './preview';

/** Columns of an exported results file, in order. */
export const RESULT_COLUMNS = [
  'row',
  'visitorId',
  'floorIds',
  'outcome',
  'ok',
  'code',
  'category',
  'message',
  'durationMs',
  'attempts',
] as const;

type ResultColumn = (typeof RESULT_COLUMNS)[number];

/** The header of each column, in each language. */
export const RESULT_HEADERS: Readonly<Record<Language, Readonly<Record<ResultColumn, string>>>> = {
  en: {
    row: 'Row',
    visitorId: 'Visitor ID',
    floorIds: 'Floor IDs',
    outcome: 'Outcome',
    ok: 'OK',
    code: 'Code',
    category: 'Category',
    message: 'Message',
    durationMs: 'Duration (ms)',
    attempts: 'Attempts',
  },
  'zh-CN': {
    row: '行号',
    visitorId: '访客 ID',
    floorIds: '楼层 ID',
    outcome: '结果',
    ok: '成功',
    code: '代码',
    category: '类别',
    message: '消息',
    durationMs: '耗时（毫秒）',
    attempts: '尝试次数',
  },
};

const headersIn = (language: Language): string[] => RESULT_COLUMNS.map((column) => RESULT_HEADERS[language][column]);

/** A row's cells; a skipped row's codes and message in the file's language (the words of each of its problems). */
function cellsOf(r: RowOutcome, language: Language, problemsOf: ReadonlyMap<number, readonly RowProblem[]>): (string | number | boolean)[] {
  const problems = r.state === 'problem' ? (problemsOf.get(r.row) ?? []) : [];
  const code = problems.length ? problems.map((p) => p.code).join(' ') : (r.code ?? '');
  const message = problems.length ? problems.map((p) => rowProblemWords(p, language)).join(' ') : failedRowWords(r, language);
  return [r.row, r.visitorId, r.floorIds.join(';'), r.state, r.ok, code, r.category ?? '', message, r.durationMs, r.attempts];
}

/**
 * Where a spreadsheet may start a cell inside ours: the file separates with `,`, but Excel and
 * LibreOffice in many locales split on `;` (and some on tab), where the field's quotes are not at
 * a field's start and so protect nothing; a line break then starts a row.
 */
const SEPARATORS = /([,;\t\r\n])/;

/** A part that a spreadsheet would read as a formula: `=`, `+`, `-`, `@` first, after any spaces or quotes. */
const FORMULA_PART = /^[\s"\u200b-\u200d\u2060]*[=+\-@]/u;
/** Whether a part would start a formula, also in its full-width or compatibility forms (＝1+1). */
const startsFormula = (part: string): boolean => FORMULA_PART.test(part.normalize('NFKC'));

/**
 * One CSV field. Text that could run as a formula is neutralised as OWASP says, under either list
 * separator: a cell beginning with `=`, `+`, `-`, `@`, tab or CR gets a leading `'`, and so does
 * every part after a `,`, `;`, tab or line break inside it (`V1;=1+1` → `'V1;'=1+1`), the cell then
 * starting with `'` too; quoted when neutralised or when it holds `"`, `,`, `;`, tab, CR or LF.
 */
export function csvField(value: string | number | boolean): string {
  if (typeof value !== 'string') return String(value);
  const parts = value.split(SEPARATORS);
  let neutralised = /^[\t\r]/.test(value);
  // Separators sit at the odd indices of the split.
  const safe = parts.map((part, i) => {
    if (i % 2 === 1 || !startsFormula(part)) return part;
    neutralised = true;
    return `'${part}`;
  });
  let text = safe.join('');
  if (neutralised && !text.startsWith("'")) text = `'${text}`;
  return neutralised || /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The bytes of a results file, its header line and the words of its skipped rows in `language`; XLSX when the name ends in `.xlsx`, else CSV. */
export async function resultsFileBytes(
  results: readonly RowOutcome[],
  name: string,
  language: Language,
  problems: readonly RowProblem[] = [],
): Promise<Buffer> {
  const problemsOf = problemsByRow(problems);
  if (!isWorkbook(name)) {
    const lines = [headersIn(language), ...results.map((r) => cellsOf(r, language, problemsOf))].map((cells) =>
      cells.map(csvField).join(','),
    );
    return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('results');
  sheet.addRow(headersIn(language));
  // Strings stay strings in exceljs (a formula is only ever an explicit { formula } value).
  for (const result of results) sheet.addRow(cellsOf(result, language, problemsOf));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Writes a results file through the safe writer (atomic, 0600, never through a symbolic link). */
export async function exportResults(
  results: readonly RowOutcome[],
  path: string,
  language: Language,
  problems: readonly RowProblem[] = [],
): Promise<void> {
  const bytes = await resultsFileBytes(results, path, language, problems);
  try {
    await writeConsoleFile(path, bytes);
  } catch (error) {
    throw exportFailure(error, path);
  }
}

/**
 * Refuses, before a batch sends anything, a results file the console could not write afterwards: a
 * symbolic link (BATCH_EXPORT_LINK), or a path whose folder is missing or not writable (BATCH_EXPORT_IO).
 */
export async function checkResultsTarget(path: string): Promise<void> {
  try {
    await checkConsoleFileTarget(path);
  } catch (error) {
    throw exportFailure(error, path);
  }
}

function exportFailure(error: unknown, path: string): ConsoleError {
  if (error instanceof UnsafeWriteError && error.kind === 'link') {
    return new ConsoleError(
      'io',
      'BATCH_EXPORT_LINK',
      `${path} is a symbolic link: the console does not write results through links; choose another file name`,
      { path },
    );
  }
  return new ConsoleError(
    'io',
    'BATCH_EXPORT_IO',
    `cannot write the results to ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): choose a folder you can write to`,
    { path },
  );
}
