// Writing the handover report to a file the engineer chose (CLI or window), as HTML or, where the
// host can print (the window: Electron's printToPDF), as PDF: through the one safe writer, atomic,
// 0600, never through a symbolic link (the path may come from the page).
import { extname } from 'node:path';
import type { HandoverSummary } from '../../shared/evidence';
import { ConsoleError } from '../../shared/errors';
import { UnsafeWriteError, writeConsoleFile } from '../files/safe-write';
import { handoverReportHtml, type ReportLanguages } from './handover-report';

/** Writes a report's bytes to `out`; a refusal says why in the engineer's terms. */
async function writeReport(out: string, bytes: Uint8Array): Promise<string> {
  try {
    return (await writeConsoleFile(out, bytes)).path;
  } catch (error) {
    if (error instanceof UnsafeWriteError)
      throw new ConsoleError(
        'io',
        'HANDOVER_WRITE',
        `${out} is a symbolic link: the console does not write through links; choose another file name`,
        { path: out },
      );
    throw new ConsoleError(
      'io',
      'HANDOVER_WRITE',
      `cannot write the handover report ${out} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): choose a folder you can write to`,
      { path: out },
    );
  }
}

/** Writes the report of a pack as HTML; returns the path written. */
export async function writeHandoverReport(summary: HandoverSummary, languages: ReportLanguages, out: string): Promise<string> {
  if (!['.html', '.htm'].includes(extname(out).toLowerCase()))
    throw new ConsoleError('validation', 'HANDOVER_NOT_HTML', `the handover report is an .html file: end the file name ${out} with .html`, {
      path: out,
    });
  return writeReport(out, Buffer.from(await handoverReportHtml(summary, languages), 'utf8'));
}

/** Prints one self-contained HTML page to PDF (A4) and answers the PDF's bytes: a host capability (the window's Chromium). */
export type HtmlToPdf = (html: string) => Promise<Uint8Array>;

/**
 * Writes the report of a pack as PDF, printed by the host from the very HTML the .html report
 * holds; returns the path written. Only the window prints (Electron's printToPDF): the web
 * transport and the CLI have no printer (`print` null) and are told to write the HTML instead.
 */
export async function writeHandoverPdf(
  summary: HandoverSummary,
  languages: ReportLanguages,
  out: string,
  print: HtmlToPdf | null,
): Promise<string> {
  if (!print)
    throw new ConsoleError(
      'usage',
      'HANDOVER_PDF_UNSUPPORTED',
      'the handover report is saved as PDF only in the console window: write it as HTML (report.html) and print it from a browser',
      { path: out },
    );
  if (extname(out).toLowerCase() !== '.pdf')
    throw new ConsoleError(
      'validation',
      'HANDOVER_NOT_PDF',
      `the handover report as PDF is a .pdf file: end the file name ${out} with .pdf`,
      { path: out },
    );
  let pdf: Uint8Array;
  try {
    pdf = await print(await handoverReportHtml(summary, languages));
  } catch (error) {
    throw new ConsoleError(
      'internal',
      'HANDOVER_PDF_FAILED',
      `printing the handover report to PDF failed (${(error as Error).message}): write it as HTML and print it from a browser`,
      { path: out },
    );
  }
  return writeReport(out, pdf);
}
