// The handover report as PDF: the window's host prints it (Electron's printToPDF, which does not
// run on these machines), so here a stand-in printer records what the handler gave it: exactly the
// HTML the report builder makes of that pack in that language, to print on A4. Where the host has
// no printer (the real web transport over HTTP, the CLI), the operation answers a usage error with
// words in both languages, and app:info tells the page not to offer the button.
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConsole, type ConsoleRuntime } from '../../../../main/console';
import { readEvidencePack } from '../../../../main/evidence/evidence-pack';
import { readHandover } from '../../../../main/evidence/handover';
import { handoverCommand } from '../../../../main/cli/commands/handover';
import { handoverReportHtml } from '../../../../main/evidence/handover-report';
import { signerTrust } from '../../../../main/evidence/known-keys';
import { startWebTransport, type WebTransport } from '../../../../main/web/server';
import { catalogueEntry } from '../../../../shared/catalogue';

const dir = mkdtempSync(join(tmpdir(), 'site-console-report-pdf-'));
const dataDir = join(dir, 'data');
const pack = join(dir, 'north.zip');
/** A PDF's first bytes, as the stand-in answers. */
const PDF = new Uint8Array([...Buffer.from('%PDF-1.7\n% stand-in\n')]);
const printed: string[] = [];

let window: ConsoleRuntime;
let web: WebTransport;

/** One call over the real web transport (HTTP on 127.0.0.1, with its token). */
async function overWeb(op: string, payload: unknown): Promise<unknown> {
  const res = await request(`${web.origin}/api/invoke/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${web.token}` },
    body: JSON.stringify(payload),
  });
  return res.body.json();
}

beforeAll(async () => {
  window = createConsole(
    { version: '1.0.0', dataDir },
    { surface: 'window', keyring: null, printHtmlToPdf: async (html) => (printed.push(html), PDF) },
  );
  const rendererDir = join(dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  web = await startWebTransport(createConsole({ version: '1.0.0', dataDir: join(dir, 'web-data') }, { surface: 'web', keyring: null }), {
    rendererDir,
  });
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
    const done = await window.dispatch(
      'evidence:reportPdf',
      { pack, path: join(dir, 'report.html'), languages: 'en' },
      { transport: 'ipc' },
    );
    expect(done).toMatchObject({ ok: false, error: { category: 'validation', code: 'HANDOVER_NOT_PDF' } });
    expect(printed).toEqual([]);
  });

  it('a printer that fails is said as such, and nothing is written', async () => {
    const failing = createConsole(
      { version: '1.0.0', dataDir },
      { surface: 'window', keyring: null, printHtmlToPdf: async () => Promise.reject(new Error('render process gone')) },
    );
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
    const done = await overWeb('evidence:reportPdf', { pack, path: join(dir, 'web.pdf'), languages: 'en' });
    expect(done).toMatchObject({ ok: false, error: { category: 'usage', code: 'HANDOVER_PDF_UNSUPPORTED' } });
    expect(() => statSync(join(dir, 'web.pdf'))).toThrow();
    expect(catalogueEntry('HANDOVER_PDF_UNSUPPORTED')?.words.en).toContain('window');
    expect(catalogueEntry('HANDOVER_PDF_UNSUPPORTED')?.words['zh-CN']).toContain('窗口');
    expect(await overWeb('app:info', {})).toMatchObject({ ok: true, value: { transport: 'web', capabilities: { printToPdf: false } } });
    expect(await window.dispatch('app:info', {}, { transport: 'ipc' })).toMatchObject({
      ok: true,
      value: { capabilities: { printToPdf: true } },
    });
  });

  it('on the command line there is no printer: --out report.pdf is a usage error (exit 2) that says to write the HTML', async () => {
    const out = join(dir, 'cli.pdf');
    let said = '';
    vi.stubEnv('SITE_CONSOLE_DATA_DIR', join(dir, 'cli-data'));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((said += String(chunk)), true));
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await handoverCommand(['report', '--pack', pack, '--out', out])).toBe(2);
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
    }
    expect(said).toContain('saved as PDF only in the console window');
    expect(() => statSync(out)).toThrow();
  });
});
