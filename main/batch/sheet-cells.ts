// The text of a workbook cell as the spreadsheet shows it, which is what the engineer checked and
// what must be sent: a visitor id typed as the number 124 in a cell formatted `00000` is "00124",
// not "124" (on a site where visitor 124 also exists, "124" grants the wrong person). Number
// formats are applied with numfmt (Excel's format language); a formula is read by its cached
// result; rich text is its runs joined. A value that cannot be shown exactly (a number over 2^53,
// one shown in scientific notation, a fraction that the format rounds: 124.6 shown as `00125` is
// not visitor 00125), a date, or an error value is not an id: it is reported.
import ExcelJS from 'exceljs';
// A default import, which the command line's build loads at its first use (vite.electron.config.ts).
import numfmt from 'numfmt';

/** Why a cell's value cannot be an id. */
export type CellIssue =
  'date' | 'inexact-number' | 'scientific' | 'rounded' | 'error-value' | 'boolean' | 'formula-no-result' | 'digits-left-out';

/** A cell's text as shown, and the issue that keeps it from being sent. */
export interface CellText {
  text: string;
  issue?: CellIssue;
  /** The value the cell holds, where the text shown says less (a rounded fraction). */
  value?: string;
}

type Plain = string | number | boolean | Date | null | undefined;

/** The value a cell holds or, for a formula, its cached result, flattened to a plain value. */
function plainValue(cell: ExcelJS.Cell): Plain | { error: string } {
  const value = cell.type === ExcelJS.ValueType.Formula ? (cell.result as unknown) : (cell.value as unknown);
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value as Plain;
  if ('error' in value) return { error: String((value as { error: unknown }).error) };
  if ('richText' in value) return (value as ExcelJS.CellRichTextValue).richText.map((run) => run.text).join('');
  if ('text' in value) return String((value as { text: unknown }).text); // a hyperlink
  if ('result' in value) return (value as { result?: Plain }).result ?? null; // a shared formula's copy
  return String(value as object);
}

/**
 * A CSV cell as Excel writes a number it shows in scientific notation (`1.23457E+11`: a long id
 * typed into a General cell): its digits are gone from the file, so it is not an id either.
 */
const EXCEL_SCIENTIFIC = /^[+-]?\d+(?:\.\d+)?E[+-]\d+$/i;

/**
 * A CSV cell as Excel writes a date it made of what was typed (`1-3` becomes `3-Jan`, `1/3` becomes
 * `2024/1/3`, `1/3/2024` or `1月3日` by the locale): the id typed is gone. Only Excel's own date displays,
 * with a month name, slashes or 月…日, are taken for dates: an id such as `B1-03` is not one.
 */
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)';
const EXCEL_DATES = [
  new RegExp(`^\\d{1,2}-${MONTH}(?:-\\d{2,4})?$`, 'i'), // 3-Jan, 3-Jan-24
  new RegExp(`^${MONTH}-\\d{2,4}$`, 'i'), // Jan-03
  /^\d{4}\/(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])$/, // 2024/1/3 (zh-CN)
  /^(?:0?[1-9]|[12]\d|3[01])\/(?:0?[1-9]|[12]\d|3[01])\/\d{4}$/, // 1/3/2024 (en-US), 3/1/2024 (en-GB)
  /^(?:\d{4}年)?(?:0?[1-9]|1[0-2])月(?:0?[1-9]|[12]\d|3[01])日$/, // 1月3日, 2024年1月3日 (zh-CN)
];

/** What every one of those date forms holds. */
const DATE_MARKS = ['-', '/', '月'];

/** The issue of a CSV cell's text, if it is one Excel wrote for a number or a date rather than what was typed. */
export function csvCellIssue(text: string): CellIssue | undefined {
  // Most cells (V1001, F3) have none of the characters these forms need: the patterns, compiled at
  // their first use in every run, are then not compiled at all.
  if ((text.includes('E') || text.includes('e')) && EXCEL_SCIENTIFIC.test(text)) return 'scientific';
  if (DATE_MARKS.some((mark) => text.includes(mark)) && EXCEL_DATES.some((pattern) => pattern.test(text))) return 'date';
  return undefined;
}

const isDateValue = (value: Plain | { error: string }): value is Date => value instanceof Date;

/** A date as the sheet's serial number (days since 1899-12-30, UTC as exceljs reads it), which numfmt formats as the sheet does. */
const serialOf = (date: Date): number => date.getTime() / 86_400_000 + 25_569;

/** A date cell as the sheet shows it (`2023/3/15`), in ISO form where its format is not a date's. */
function dateText(date: Date, pattern: string): string {
  if (Number.isNaN(date.getTime())) return '';
  if (numfmt.isDateFormat(pattern)) {
    try {
      return numfmt.format(pattern, serialOf(date)).trim();
    } catch {
      // An unusual format: the ISO date below says the same.
    }
  }
  return date.toISOString().slice(0, 10);
}

/**
 * Whether the text shown stands for less than the value: a fraction that the format rounds (124.6
 * through `00000` is "00125"; 1/3 in General is "0.333333333"). The digits shown, read back, must
 * be the value; text around them (`"V"0000`) and digit grouping are not part of it.
 */
/**
 * Whether a whole number is shown without some of its digits: `0,` shows 125000 as "125", a format
 * with an empty section shows 0 as nothing. The digits shown must hold the number's own (formats
 * add zeros, separators and text around them: `00000`, `000-000`, `"V"0000`, `#,##0` keep them).
 */
function digitsLeftOut(value: number, shown: string): boolean {
  if (!Number.isInteger(value)) return false;
  return !shown.replace(/\D/g, '').includes(String(Math.abs(value)));
}

function rounded(value: number, shown: string): boolean {
  if (Number.isInteger(value)) return false;
  const digits = shown.replace(/[^\d.-]/g, '');
  return Number(digits) !== value;
}

/** The cell's text as the spreadsheet shows it, trimmed. */
export function cellText(cell: ExcelJS.Cell): CellText {
  const value = plainValue(cell);
  // A formula the file keeps no result of shows nothing as far as the file says: an empty text (a
  // template's =IF(…,"",…) saved by Excel reads so too, and its blank rows stay blank), marked so
  // that a row with other content does not take it for an empty id or "no floors".
  if ((value === null || value === undefined) && cell.type === ExcelJS.ValueType.Formula)
    return { text: '', issue: 'formula-no-result', value: `=${cell.formula ?? ''}` };
  if (value === null || value === undefined) return { text: '' };
  if (isDateValue(value)) return { text: dateText(value, cell.numFmt || ''), issue: 'date' };
  if (typeof value === 'object') return { text: value.error, issue: 'error-value' };
  // A tick box or a comparison (=A2=B2): TRUE or FALSE is no one's id.
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE', issue: 'boolean' };
  if (typeof value === 'string') return { text: value.trim() };
  const pattern = cell.numFmt || 'General';
  if (numfmt.isDateFormat(pattern)) return { text: dateText(new Date((value - 25_569) * 86_400_000), pattern), issue: 'date' };
  let shown: string;
  try {
    shown = numfmt.format(pattern, value).trim();
  } catch {
    shown = String(value);
  }
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) return { text: shown, issue: 'inexact-number' };
  if (/\d[eE][+-]?\d/.test(shown)) return { text: shown, issue: 'scientific' };
  if (rounded(value, shown)) return { text: shown, issue: 'rounded', value: String(value) };
  if (digitsLeftOut(value, shown)) return { text: shown, issue: 'digits-left-out', value: String(value) };
  return { text: shown };
}
