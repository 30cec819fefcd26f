// A run's results as a file the engineer hands on: CSV (UTF-8 with BOM, so that Excel in zh-CN
// shows Chinese names) or XLSX, one line per row with its outcome, code, message and duration.
import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { RowOutcome } from '../../shared/batch';
import { ConsoleError } from '../../shared/errors';
import { isWorkbook } from './batch-file';

/** Columns of an exported results file, in order. */
export const RESULT_COLUMNS = ['row', 'visitorId', 'floorIds', 'outcome', 'ok', 'code', 'category', 'message', 'durationMs', 'attempts'] as const;

const cellsOf = (r: RowOutcome): (string | number | boolean)[] => [r.row, r.visitorId, r.floorIds.join(';'), r.state, r.ok, r.code ?? '', r.category ?? '', r.message ?? '', r.durationMs, r.attempts];

/** The bytes of a results file; XLSX when the name ends in `.xlsx`, else CSV. */
export async function resultsFileBytes(results: readonly RowOutcome[], name: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('results');
  sheet.addRow([...RESULT_COLUMNS]);
  for (const result of results) sheet.addRow(cellsOf(result));
  if (isWorkbook(name)) return Buffer.from(await workbook.xlsx.writeBuffer());
  return Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(await workbook.csv.writeBuffer())]);
}

/** Writes a results file. */
export async function exportResults(results: readonly RowOutcome[], path: string): Promise<void> {
  const bytes = await resultsFileBytes(results, path);
  try {
    await writeFile(path, bytes);
  } catch (error) {
    throw new ConsoleError('io', 'BATCH_EXPORT_IO', `cannot write the results to ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): choose a folder you can write to`, { path });
  }
}
