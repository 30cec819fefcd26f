// The handover report as PDF: the window's host prints it (Electron's printToPDF, which does not
// run on these machines), so here a stand-in printer records what the handler gave it: exactly the
// HTML the report builder makes of that pack in that language, to print on A4. Where the host has
// no printer (the web transport, the CLI), the operation answers a usage error with words in both
// languages, and app:info tells the page not to offer the button.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsole, type ConsoleRuntime } from '../../../../main/console';
import { readEvidencePack } from '../../../../main/evidence/evidence-pack';
import { readHandover } from '../../../../main/evidence/handover';
import { handoverReportHtml } from '../../../../main/evidence/handover-report';
import { signerTrust } from '../../../../main/evidence/known-keys';
import en from '../../../../renderer/i18n/en';
import zhCN from '../../../../renderer/i18n/zh-CN';

const dir = mkdtempSync(join(tmpdir(), 'site-console-report-pdf-'));
const dataDir = join(dir, 'data');
const pack = join(dir, 'north.zip');
/** A PDF's first bytes, as the stand-in answers. */
const PDF = new Uint8Array([...Buffer.from('%PDF-1.7\n% stand-in\n')]);
const printed: string[] = [];

let window: ConsoleRuntime;
let web: ConsoleRuntime;

beforeAll(async () => {
  window = createConsole({ version: '1.0.0', dataDir }, { surface: 'window', keyring: null, printHtmlToPdf: async (html) => (printed.push(html), PDF) });
  web = createConsole({ version: '1.0.0', dataDir: join(dir, 'web-data') }, { surface: 'web', keyring: null });
  const exported = await window.dispatch('evidence:export', { path: pack }, { transport: 'ipc' });
  expect(exported.ok, JSON.stringify(exported)).toBe(true);
});
afterAll(async () => {
  await window?.close();
  await web?.close();
});

describe('the handover report as PDF', () => {
  for (const languages of ['zh-CN', 'en', 'both'] as const) {
    it(`${languages}: prints the report builder's HTML of that pack and writes the printer's PDF`, async () => {
      printed.length = 0;
      const out = join(dir, `report-${languages}.pdf`);
      const done = await window.dispatch('evidence:reportPdf', { pack, path: out, languages }, { transport: 'ipc' });
      expect(done).toEqual({ ok: true, value: { path: out } });
      const summary = readHandover(await readEvidencePack(pack), pack, await signerTrust(dataDir, window.services.secrets));
      expect(printed).toEqual([await handoverReportHtml(summary, languages)]);
      expect(new Uint8Array(readFileSync(out))).toEqual(PDF);
      expect(statSync(out).mode & 0o777).toBe(0o600);
    });
  }

  it('refuses a file name that is not .pdf before printing', async () => {
    printed.length = 0;
    const done = await window.dispatch('evidence:reportPdf', { pack, path: join(dir, 'report.html'), languages: 'en' }, { transport: 'ipc' });
    expect(done).toMatchObject({ ok: false, error: { category: 'validation', code: 'HANDOVER_NOT_PDF' } });
    expect(printed).toEqual([]);
  });

  it('a printer that fails is said as such, and nothing is written', async () => {
    const failing = createConsole({ version: '1.0.0', dataDir }, { surface: 'window', keyring: null, printHtmlToPdf: async () => Promise.reject(new Error('render process gone')) });
    try {
      const out = join(dir, 'failed.pdf');
      const done = await failing.dispatch('evidence:reportPdf', { pack, path: out, languages: 'en' }, { transport: 'ipc' });
      expect(done).toMatchObject({ ok: false, error: { code: 'HANDOVER_PDF_FAILED' } });
      expect(() => statSync(out)).toThrow();
    } finally {
      await failing.close();
    }
  });

  it('over the web transport there is no printer: a usage error with words in both languages, and app:info says so', async () => {
    const done = await web.dispatch('evidence:reportPdf', { pack, path: join(dir, 'web.pdf'), languages: 'en' }, { transport: 'web' });
    expect(done).toMatchObject({ ok: false, error: { category: 'usage', code: 'HANDOVER_PDF_UNSUPPORTED' } });
    expect(() => statSync(join(dir, 'web.pdf'))).toThrow();
    expect(en.errors.HANDOVER_PDF_UNSUPPORTED).toContain('window');
    expect(zhCN.errors.HANDOVER_PDF_UNSUPPORTED).toContain('窗口');
    expect(await web.dispatch('app:info', {}, { transport: 'web' })).toMatchObject({ ok: true, value: { capabilities: { printToPdf: false } } });
    expect(await window.dispatch('app:info', {}, { transport: 'ipc' })).toMatchObject({ ok: true, value: { capabilities: { printToPdf: true } } });
  });
});
