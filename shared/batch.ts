// Batch visitor access: the rows of a batch file, their problems, each row's outcome and the run's
// progress, as main reports them to the CLI and the renderer.
import type { ErrorCategory } from './errors';

/** One data row of a batch file. */
export interface BatchRow {
  /** Row number as a spreadsheet shows it (the header is row 1). */
  row: number;
  /** Visitor id, trimmed; may be empty (a row problem). */
  visitorId: string;
  /**
   * Floor ids, trimmed and without duplicates; empty means "the elevator application completes them".
   * As read from the file, the floor column's entries; in a preview whose floors were checked, the
   * ids they resolved to (a name such as `Tower A 3F` becomes `A-03`): what the run sends.
   */
  floorIds: string[];
  /** The entries that were floor names, not ids, each with the floor id it resolved to (preview only). */
  floorNames?: FloorName[];
}

/** A floor name typed in a batch file and the floor it names. */
export interface FloorName {
  /** The entry as the file holds it, e.g. `负一层`. */
  typed: string;
  /** The floor id it resolved to. */
  floorId: string;
  /** "Tower A B1 (A-B1)": the floor as the site names it. */
  label: string;
}

/** Column of a batch file that a row problem points at. */
export type BatchColumn = 'visitorId' | 'floorIds';

/** Why a row will not be sent. */
export type RowProblemCode =
  | 'BATCH_EMPTY_VISITOR'
  | 'BATCH_DUPLICATE_ROW'
  | 'BATCH_UNKNOWN_FLOOR'
  /** A floor name that names several floors (the same "3F" in two towers); its candidates are listed. */
  | 'BATCH_FLOOR_AMBIGUOUS'
  /** A workbook cell holds a date where an id belongs. */
  | 'BATCH_CELL_DATE'
  /** A workbook number that cannot be shown exactly: over 2^53, or shown in scientific notation. */
  | 'BATCH_CELL_INEXACT'
  /** A workbook cell holds an error value (#N/A, #REF!…), a formula's included. */
  | 'BATCH_CELL_ERROR';

/** How a batch file was read: a text file's encoding and separator, or a workbook's sheet. */
export type BatchFileRead =
  | { kind: 'csv'; encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030'; byteOrderMark: boolean; delimiter: ',' | ';' | '\t' }
  | { kind: 'xlsx'; sheet: string };

/** A problem found in the preview, at a row and a column. */
export interface RowProblem {
  /** Row number (header is row 1). */
  row: number;
  /** Column at fault. */
  column: BatchColumn;
  /** Stable code; the key of the words table. */
  code: RowProblemCode;
  /** English text naming the row, column and value, and what to do. */
  message: string;
  /**
   * Facts for the words: `floorIds` unknown (with `close`, the floors one or two edits away, when
   * there are any), `firstRow` of a duplicate, `names` ambiguous with their `candidates`.
   */
  details: Record<string, unknown>;
}

/** Whether the floors of the rows could be checked against the site's zone pages. */
export type FloorCheck = { checked: true; floorCount: number } | { checked: false; reason: string };

/** What the preview found before anything is sent. */
export interface BatchPreview {
  /** How the file was read (encoding or sheet), to show beside the rows. */
  file: BatchFileRead;
  /** Every data row, in file order, as it will be sent. */
  rows: BatchRow[];
  /** Problems, in row order; a row with a problem is skipped with its reason. */
  problems: RowProblem[];
  /** Whether floor ids were checked against the site. */
  floorCheck: FloorCheck;
}

/** The state of one row after a run. */
export type RowState = 'granted' | 'done-before' | 'failed' | 'problem' | 'cancelled';

/** One row's outcome. */
export interface RowOutcome {
  /** Row number. */
  row: number;
  /** Visitor id. */
  visitorId: string;
  /** Floors sent (empty: completed by the site). */
  floorIds: string[];
  /** Granted now or in an earlier run of the same journal. */
  ok: boolean;
  /** What happened to the row. */
  state: RowState;
  /** Site code, console error code or row problem code of a row that did not succeed. */
  code?: string;
  /** Category of a failure. */
  category?: ErrorCategory;
  /** English text of a failure. */
  message?: string;
  /** Time spent on the row, every attempt included. */
  durationMs: number;
  /** How many times E2 was sent for the row in this run. */
  attempts: number;
  /** W3C traceparent of the last E2 sent for the row: finds the call in the site's own records. */
  traceparent?: string;
  /** Phases of that call as undici measured them, in milliseconds (connect null on a reused connection). */
  phases?: { connectMs: number | null; firstByteMs: number; bodyMs: number; totalMs: number };
}

/** Progress of a run, reported after each row is journaled. */
export interface BatchProgress {
  /** Rows finished (any state), skipped rows included. */
  done: number;
  /** Rows in the batch. */
  total: number;
  /** Granted in this run. */
  succeeded: number;
  /** Failed in this run. */
  failed: number;
  /** Done before or with a problem. */
  skipped: number;
  /** Rows per second sent in this run. */
  ratePerSecond: number;
  /** Estimated time left, or null before the first row. */
  etaMs: number | null;
  /** Whether the run is paused. */
  paused: boolean;
}

/** The end of a run. */
export interface BatchSummary extends Omit<BatchProgress, 'ratePerSecond' | 'etaMs' | 'paused'> {
  /** Every row granted (now or before) and no problem. */
  ok: boolean;
  /** Whether the engineer cancelled the run. */
  cancelled: boolean;
  /** Every row's outcome, in row order. */
  results: RowOutcome[];
}
