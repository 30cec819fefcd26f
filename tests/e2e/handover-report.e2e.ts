// The handover report in real Chromium, as the customer's browser and printer see it: made by the
// real command line from a real pack (a batch with a failed row against the reference site), in
// each language setting. Its text names the pack's SHA-256 and the signer's fingerprint; printed to
// PDF (A4) nothing reaches past the page's content width; the QR code read back from a screenshot
// with a QR decoder gives the pack's SHA-256.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSite } from '../../sim/index';
import { startTestSite } from '../unit/sim/site-helpers';
import { launchChromium } from './support/console-page';

const root = join(import.meta.dirname, '../..');
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'site-console-report-e2e-'));
const dataDir = join(dir, 'data');
const pack = join(dir, '交接-evidence.zip');
const cli = (args: string[]) =>
  run(process.execPath, ['bin/site-console.js', ...args], { cwd: root, env: { ...process.env, SITE_CONSOLE_DATA_DIR: dataDir } });

/** A4 at 96 px per inch, less the report's 12 mm side margins. */
const A4_CONTENT_WIDTH_PX = ((210 - 2 * 12) / 25.4) * 96;

describe('the handover report in Chromium', () => {
  let browser: Browser;
  let site: RunningSite;
  let sha256 = '';
  let fingerprint = '';

  beforeAll(async () => {
    site = await startTestSite();
    const profile = join(dir, 'profile.json');
    writeFileSync(profile, JSON.stringify(site.profile));
    const csv = join(dir, 'visitors.csv');
    writeFileSync(csv, 'visitorId,floorIds\nV1,A-02\nV9,A-02\n');
    await cli(['visitor-access', '--batch', csv, '--profile', profile]).catch((e: { code: number }) => expect(e.code).toBe(1));
    const exported = await cli(['evidence', 'export', '--out', pack, '--json']);
    fingerprint = JSON.parse(exported.stdout).fingerprint;
    sha256 = createHash('sha256').update(readFileSync(pack)).digest('hex');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  for (const lang of ['zh-CN', 'en', 'both'] as const) {
    it(`${lang}: names the pack, fits A4 when printed, and its QR code gives the SHA-256`, async () => {
      const out = join(dir, `report-${lang}.html`);
      const made = await cli(['handover', 'report', '--pack', pack, '--out', out, '--lang', lang, '--json']);
      expect(JSON.parse(made.stdout)).toMatchObject({ ok: true, sha256, fingerprint, status: 'intact' });
      const html = readFileSync(out, 'utf8');
      expect(html).not.toMatch(/<script|@font-face|<link|src="http/i);

      const page = await browser.newPage({ viewport: { width: 900, height: 1200 } });
      try {
        await page.goto(`file://${out}`);
        const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
        expect(text).toContain(sha256);
        expect(text).toContain(fingerprint);
        expect(text).toContain('交接-evidence.zip');
        if (lang !== 'en') expect(text).toContain('客户签收');
        if (lang !== 'zh-CN') expect(text).toContain('Customer sign-off');
        // The failed batch row is in the report.
        expect(text).toContain('V9');
        // The clock of the elevator service, read from the pack's call log.
        if (lang !== 'en') expect(text).toContain('现场服务，读自调用日志');
        if (lang !== 'zh-CN') expect(text).toContain('Site services, from the call log');
        expect(await page.locator('table.site-clock').first().innerText()).toContain(new URL(site.profile.services.elevator).origin);

        await page.emulateMedia({ media: 'print' });
        await page.setViewportSize({ width: Math.floor(A4_CONTENT_WIDTH_PX), height: 1200 });
        const overflowing = await page.evaluate((limit) => {
          const wide: string[] = [];
          for (const element of document.body.querySelectorAll('*')) {
            const box = element.getBoundingClientRect();
            if (box.width > 0 && (box.right > limit + 0.5 || box.left < -0.5))
              wide.push(`${element.tagName}.${element.className} ${Math.round(box.left)}–${Math.round(box.right)}`);
          }
          return { wide, scroll: document.documentElement.scrollWidth };
        }, A4_CONTENT_WIDTH_PX);
        expect(overflowing.wide).toEqual([]);
        expect(overflowing.scroll).toBeLessThanOrEqual(Math.ceil(A4_CONTENT_WIDTH_PX));
        const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

        await page.emulateMedia({ media: 'screen' });
        await page.setViewportSize({ width: 900, height: 1200 });
        const png = PNG.sync.read(await page.locator('.qr svg').screenshot());
        const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
        expect(decoded?.data.split('\n')[0]).toBe(`sha256:${sha256}`);
        expect(decoded?.data).toContain(`signer ${fingerprint}`);
      } finally {
        await page.close();
      }
    });
  }
});
