// Writing the handover report to a file the engineer chose (CLI or window): through the one safe
// writer, atomic, 0600, never through a symbolic link (the path may come from the page).
import { extname } from 'node:path';
import type { HandoverSummary } from '../../shared/evidence';
import { ConsoleError } from '../../shared/errors';
import { UnsafeWriteError, writeConsoleFile } from '../files/safe-write';
import { handoverReportHtml, type ReportLanguages } from './handover-report';

/** Writes the report of a pack as HTML; returns the path written. */
export async function writeHandoverReport(summary: HandoverSummary, languages: ReportLanguages, out: string): Promise<string> {
  if (!['.html', '.htm'].includes(extname(out).toLowerCase())) throw new ConsoleError('validation', 'HANDOVER_NOT_HTML', `the handover report is an .html file: end the file name ${out} with .html`, { path: out });
  const html = await handoverReportHtml(summary, languages);
  try {
    return (await writeConsoleFile(out, Buffer.from(html, 'utf8'))).path;
  } catch (error) {
    if (error instanceof UnsafeWriteError) throw new ConsoleError('io', 'HANDOVER_WRITE', `${out} is a symbolic link: the console does not write through links; choose another file name`, { path: out });
    throw new ConsoleError('io', 'HANDOVER_WRITE', `cannot write the handover report ${out} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): choose a folder you can write to`, { path: out });
  }
}
