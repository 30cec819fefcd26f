// Batch visitor access: the rows of a batch file, their problems, each row's outcome and the run's
// progress, as main reports them to the CLI and the renderer. Written as schemas (the bridge's batch
// results and events) from which the types derive.
import { Type, type Static } from '@sinclair/typebox';
import { Closed, Facts, Localized, OneOf, OrNull } from './api/schema';
import { errorCategorySchema } from './api/error-schema';

const count = Type.Integer({ minimum: 0 });

/** A floor name typed in a batch file and the floor it names, as a schema. */
export const floorNameSchema = Closed({
  /** The entry as the file holds it, e.g. `负一层`. */
  typed: Type.String(),
  /** The floor id it resolved to. */
  floorId: Type.String(),
  /** "Tower A B1 (A-B1)": the floor as the site names it. */
  label: Type.String(),
});
/** A floor name typed in a batch file and the floor it names. */
export type FloorName = Static<typeof floorNameSchema>;

/** One data row of a batch file, as a schema. */
export const batchRowSchema = Closed({
  /** Row number as a spreadsheet shows it (the header is row 1). */
  row: count,
  /** Visitor id, trimmed; may be empty (a row problem). */
  visitorId: Type.String(),
  /**
   * Floor ids, trimmed and without duplicates; empty means "the elevator application completes them".
   * As read from the file, the floor column's entries; in a preview whose floors were checked, the
   * ids they resolved to (a name such as `Tower A 3F` becomes `A-03`): what the run sends.
   */
  floorIds: Type.Array(Type.String()),
  /** The entries that were floor names, not ids, each with the floor id it resolved to (preview only). */
  floorNames: Type.Optional(Type.Array(floorNameSchema)),
});
/** One data row of a batch file. */
export type BatchRow = Static<typeof batchRowSchema>;

const batchColumnSchema = OneOf(['visitorId', 'floorIds'] as const);
/** Column of a batch file that a row problem points at. */
export type BatchColumn = Static<typeof batchColumnSchema>;

const rowProblemCodeSchema = OneOf([
  'BATCH_EMPTY_VISITOR',
  'BATCH_DUPLICATE_ROW',
  'BATCH_UNKNOWN_FLOOR',
  'BATCH_FLOOR_AMBIGUOUS', // a floor name that names several floors (the same "3F" in two towers); its candidates are listed
  'BATCH_FLOOR_UNCHECKED', // a floor name (spaces, characters beyond ASCII) while the site's zone pages could not be read: never sent as an id
  'BATCH_CELL_DATE', // a workbook cell holds a date where an id belongs
  'BATCH_CELL_INEXACT', // a workbook number that cannot be shown exactly: over 2^53, or shown in scientific notation
  'BATCH_CELL_ROUNDED', // a workbook fraction that its number format shows rounded (124.6 through 00000 is "00125")
  'BATCH_CELL_ERROR', // a workbook cell holds an error value (#N/A, #REF!…), a formula's included
  'BATCH_CELL_BOOLEAN', // a workbook cell holds TRUE or FALSE (a tick box, a comparison), a formula's included
  'BATCH_CELL_SCALED', // a workbook whole number that its number format shows without some of its digits (125000 through 0, is "125")
  'BATCH_CELL_FORMULA', // a workbook formula whose result the file does not keep (written by a program that does not calculate)
  'BATCH_ROW_HIDDEN', // a workbook row that is hidden (filtered out, or hidden by hand): what the engineer does not see is not sent
] as const);
/** Why a row will not be sent. */
export type RowProblemCode = Static<typeof rowProblemCodeSchema>;

/** How a batch file was read: a text file's encoding and separator, or a workbook's sheet, as a schema. */
export const batchFileReadSchema = Type.Union([
  Closed({
    kind: Type.Literal('csv'),
    encoding: OneOf(['utf-8', 'utf-16le', 'utf-16be', 'gb18030'] as const),
    byteOrderMark: Type.Boolean(),
    delimiter: OneOf([',', ';', '\t'] as const),
  }),
  /** The sheet read (the one the workbook opens on), and the workbook's other sheets, which are not read. */
  Closed({ kind: Type.Literal('xlsx'), sheet: Type.String(), otherSheets: Type.Optional(Type.Array(Type.String())) }),
]);
/** How a batch file was read: a text file's encoding and separator, or a workbook's sheet. */
export type BatchFileRead = Static<typeof batchFileReadSchema>;

/** A problem found in the preview, at a row and a column, as a schema. */
export const rowProblemSchema = Closed({
  /** Row number (header is row 1). */
  row: count,
  /** Column at fault. */
  column: batchColumnSchema,
  /** Stable code; the key of the words table. */
  code: rowProblemCodeSchema,
  /** English text naming the row, column and value, and what to do. */
  message: Type.String(),
  /**
   * Facts for the words: `floorIds` unknown (with `close`, the floors one or two edits away, when
   * there are any), `firstRow` of a duplicate, `names` ambiguous with their `candidates`.
   */
  details: Facts,
});
/** A problem found in the preview, at a row and a column. */
export type RowProblem = Static<typeof rowProblemSchema>;

/** Whether the floors of the rows could be checked against the site's zone pages, as a schema. */
export const floorCheckSchema = Type.Union([
  Closed({ checked: Type.Literal(true), floorCount: count }),
  /** `reason` in English, as the console says it; `reasonWords` in every language (the window's and the CLI's --lang). */
  Closed({ checked: Type.Literal(false), reason: Type.String(), reasonWords: Localized }),
]);
/** Whether the floors of the rows could be checked against the site's zone pages. */
export type FloorCheck = Static<typeof floorCheckSchema>;

/** What the preview found before anything is sent, as a schema. */
export const batchPreviewSchema = Closed({
  /** How the file was read (encoding or sheet), to show beside the rows. */
  file: batchFileReadSchema,
  /** Every data row, in file order, as it will be sent. */
  rows: Type.Array(batchRowSchema),
  /** Problems, in row order; a row with a problem is skipped with its reason. */
  problems: Type.Array(rowProblemSchema),
  /** Whether floor ids were checked against the site. */
  floorCheck: floorCheckSchema,
  /**
   * Visitors on several rows with other floors. The site sets a visitor's floors to exactly those of
   * one call (E2 rule 5), so after the run such a visitor has the floors of whichever row went last:
   * the rows are sent as the engineer wrote them, and the preview and the run's report say so.
   */
  repeatedVisitors: Type.Array(
    Closed({
      visitorId: Type.String(),
      rows: Type.Array(count),
      /** The floors the rows name together. */
      floorIds: Type.Array(Type.String()),
      /** Whether one of the rows names none, so that the site gives it the visitor's own floor list (E2 rule 2), which floorIds does not hold. */
      siteCompletes: Type.Boolean(),
    }),
  ),
});
/** What the preview found before anything is sent. */
export type BatchPreview = Static<typeof batchPreviewSchema>;

const rowStateSchema = OneOf(['granted', 'done-before', 'failed', 'problem', 'cancelled'] as const);
/** The state of one row after a run. */
export type RowState = Static<typeof rowStateSchema>;

/** One row's outcome, as a schema. */
export const rowOutcomeSchema = Closed({
  /** Row number. */
  row: count,
  /** Visitor id. */
  visitorId: Type.String(),
  /** Floors sent (empty: completed by the site). */
  floorIds: Type.Array(Type.String()),
  /** Granted now or in an earlier run of the same journal. */
  ok: Type.Boolean(),
  /** What happened to the row. */
  state: rowStateSchema,
  /** Site code, console error code or row problem code of a row that did not succeed. */
  code: Type.Optional(Type.String()),
  /** Category of a failure. */
  category: Type.Optional(errorCategorySchema),
  /** English text of a failure. */
  message: Type.Optional(Type.String()),
  /** The facts of a failure (host, route, the site's own message…): its words in another language are filled from them. */
  details: Type.Optional(Facts),
  /** Time spent on the row, every attempt included. */
  durationMs: Type.Number(),
  /** How many times E2 was sent for the row in this run. */
  attempts: count,
  /** W3C traceparent of the last E2 sent for the row: finds the call in the site's own records. */
  traceparent: Type.Optional(Type.String()),
  /** Phases of that call as undici measured them, in milliseconds (connect null on a reused connection). */
  phases: Type.Optional(
    Closed({ connectMs: OrNull(Type.Number()), firstByteMs: Type.Number(), bodyMs: Type.Number(), totalMs: Type.Number() }),
  ),
});
/** One row's outcome. */
export type RowOutcome = Static<typeof rowOutcomeSchema>;

/** The counts that progress and the end of a run both report. */
const runCounts = {
  /** Rows finished (any state), skipped rows included. */
  done: count,
  /** Rows in the batch. */
  total: count,
  /** Granted in this run. */
  succeeded: count,
  /** Failed in this run. */
  failed: count,
  /** Done before or with a problem. */
  skipped: count,
};

/** The properties of BatchProgress (the `batch:progress` event adds the run's id to them). */
export const batchProgressProperties = {
  ...runCounts,
  /** Rows per second sent in this run. */
  ratePerSecond: Type.Number({ minimum: 0 }),
  /** Estimated time left, or null before the first row. */
  etaMs: OrNull(Type.Number()),
  /** Whether the run is paused. */
  paused: Type.Boolean(),
};

/** Progress of a run, reported after each row is journaled, as a schema. */
export const batchProgressSchema = Closed(batchProgressProperties);
/** Progress of a run, reported after each row is journaled. */
export type BatchProgress = Static<typeof batchProgressSchema>;

/** The properties of BatchSummary (the `batch:finished` event adds the run's id to them). */
export const batchSummaryProperties = {
  ...runCounts,
  /** Every row granted (now or before) and no problem. */
  ok: Type.Boolean(),
  /** Whether the engineer cancelled the run. */
  cancelled: Type.Boolean(),
  /** Every row's outcome, in row order. */
  results: Type.Array(rowOutcomeSchema),
};

/** The end of a run, as a schema. */
export const batchSummarySchema = Closed(batchSummaryProperties);
/** The end of a run. */
export type BatchSummary = Static<typeof batchSummarySchema>;
