// The window's HTML-to-PDF printer (the host capability printHtmlToPdf, main/compose.ts): the
// handover report loaded from a file of its own in a hidden, sandboxed window without preload or
// JavaScript (reportPdfWindowOptions), printed by Chromium on A4, then the window and the file are
// gone. A temporary file, not a data: URL: Chromium caps URLs at 2 MB, and a report with many
// failed rows can be larger. Electron does not run in the test machines; this module is built by
// `npm run build:electron` and type-checked, and the handler it serves is tested with a stand-in.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, session } from 'electron';
import { writeConsoleFile } from '../files/safe-write';
import { REPORT_PDF_PARTITION, reportPdfWindowOptions } from './window-options';

/** The report files being printed: the only pages the printing session loads. */
const printing = new Set<string>();

/** Whether the printing session may load `url`: a report being printed, or a data: URL. */
function allowed(url: string): boolean {
  if (url.startsWith('data:')) return true;
  if (!url.startsWith('file:')) return false;
  try {
    // Compared as paths: Chromium and Node may escape the same path's URL differently.
    return printing.has(fileURLToPath(url));
  } catch {
    return false;
  }
}

let guarded = false;

/** Lets the printing session load the reports being printed and nothing else (the report's own CSP says the same). */
function guardSession(): void {
  if (guarded) return;
  guarded = true;
  const reportSession = session.fromPartition(REPORT_PDF_PARTITION);
  // The QR code is inline SVG; images are data: URLs at most.
  reportSession.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !allowed(details.url) }));
  reportSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  reportSession.setPermissionCheckHandler(() => false);
}

/** Prints one self-contained HTML page to an A4 PDF. */
export async function printHtmlToPdf(html: string): Promise<Uint8Array> {
  guardSession();
  const dir = await mkdtemp(join(tmpdir(), 'site-console-report-'));
  const file = join(dir, 'handover-report.html');
  const win = new BrowserWindow(reportPdfWindowOptions());
  printing.add(file);
  try {
    await writeConsoleFile(file, Buffer.from(html, 'utf8'));
    await win.loadFile(file);
    // preferCSSPageSize: the report's own `@page { size: A4; margin: … }` decides the margins.
    return new Uint8Array(await win.webContents.printToPDF({ pageSize: 'A4', printBackground: true, preferCSSPageSize: true }));
  } finally {
    printing.delete(file);
    win.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}
