// `npm run docs:shots`: the field guide's screenshots, from the real console. Chromium (Debian's, via
// playwright-core) drives the built renderer over the web transport against the demo site, in each
// language, and writes small palette PNGs into docs/guide/<language>/images/. Run it again whenever
// a view in a screenshot changes, and commit the PNGs. The Chinese ones need a CJK font that
// Chromium finds through fontconfig (Debian: fonts-noto-cjk or fonts-wqy-microhei; FONTCONFIG_FILE
// may point at a configuration that adds one without installing it).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { createConsole } from '../main/console';
import { startWebTransport } from '../main/web/server';
import { LANGUAGES, type Language } from '../shared/language';
import { findChromium } from './chromium';
import { encodePalettePng } from './png-palette';

const ROOT = resolve(import.meta.dirname, '..');
/** Wide enough for the views' tables, small enough that a cropped region stays a few tens of KB. */
const VIEWPORT = { width: 1280, height: 860 };
const MAX_HEIGHT = 560;

/** One screenshot: the union of `regions`, at most MAX_HEIGHT high, written as a palette PNG. */
async function shoot(page: Page, language: Language, name: string, regions: Locator[]): Promise<void> {
  // The first region at the top of the view, then every box measured where it now is.
  await regions[0]?.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const boxes = [];
  for (const region of regions) {
    const box = await region.boundingBox();
    if (!box) throw new Error(`${name}: a region is not on screen`);
    boxes.push(box);
  }
  const x = Math.max(0, Math.min(...boxes.map((b) => b.x)) - 8);
  const y = Math.max(0, Math.min(...boxes.map((b) => b.y)) - 8);
  const right = Math.min(VIEWPORT.width, Math.max(...boxes.map((b) => b.x + b.width)) + 8);
  const bottom = Math.min(y + MAX_HEIGHT, Math.max(...boxes.map((b) => b.y + b.height)) + 8);
  // Animations finished or skipped (animations: 'disabled'), the caret hidden: the same picture on every run.
  const png = PNG.sync.read(
    await page.screenshot({ clip: { x, y, width: right - x, height: bottom - y }, animations: 'disabled', caret: 'hide' }),
  );
  const file = join(ROOT, 'docs/guide', language, 'images', `${name}.png`);
  const small = encodePalettePng(png);
  writeFileSync(file, small);
  console.log(`${relative(ROOT, file)}  ${png.width}×${png.height}  ${(small.length / 1000).toFixed(1)} KB`);
}

async function shootIn(language: Language, executablePath: string): Promise<void> {
  mkdirSync(join(ROOT, 'docs/guide', language, 'images'), { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'site-console-shots-'));
  const runtime = createConsole({ version: 'docs', dataDir });
  const web = await startWebTransport(runtime, { rendererDir: join(ROOT, 'dist/renderer') });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'], headless: true });
  try {
    const context = await browser.newContext({
      locale: language === 'zh-CN' ? 'zh-CN' : 'en-US',
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(web.url);
    await page.getByTestId('config-editor').waitFor({ timeout: 60_000 });
    await page.getByTestId(`language-${language}`).click();
    await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });

    // Configuration: a template open, its form and verdict.
    await page.getByTestId('start-selfhosted-wharf').click();
    await page.getByTestId('verdict').waitFor();
    await page.locator('.cm-line').first().waitFor();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await shoot(page, language, 'configuration', [page.getByTestId('config-editor')]);

    // First visit: the demo site from the first-run offer, its services, the connectivity check.
    await page.getByTestId('demo-start').click();
    await page.getByTestId('person-view').waitFor();
    await page.getByTestId('nav-site').click();
    await page.getByTestId('demo-services').waitFor();
    await shoot(page, language, 'demo-services', [page.getByTestId('demo-services')]);
    await page.getByTestId('site-check').click();
    await page.getByTestId('site-probes').locator('tbody tr').first().waitFor();
    await page.getByTestId('site-check').blur();
    await shoot(page, language, 'connectivity', [page.getByTestId('site-check'), page.getByTestId('site-probes')]);

    // When a call fails: a person the site does not know, with "What does this mean?".
    await page.getByTestId('nav-person').click();
    await page.getByTestId('person-id').fill('P9999');
    await page.getByTestId('person-lookup').click();
    await page.getByTestId('person-error').waitFor();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await shoot(page, language, 'person-not-found', [page.locator('#person-title'), page.getByTestId('person-error')]);

    // Visitor floors: the visitor's floor list, one floor found by its name.
    await page.getByTestId('nav-visitor-access').click();
    await page.getByTestId('visitor-id').fill('V2001');
    await page.getByTestId('visitor-load-floors').click();
    await page.getByTestId('floor-list').waitFor();
    const first = page.locator('[data-testid^="floor-"]:not([data-testid="floor-list"]) input').first();
    await first.focus();
    await first.press('Space');
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await shoot(page, language, 'visitor-floors', [page.getByTestId('visitor-access-view').locator('h2'), page.getByTestId('floor-list')]);

    // License: the demo's authorization service, a key activated, every feature checked.
    await page.getByTestId('nav-site').click();
    await page.getByTestId('demo-use-for-license').click();
    await page.getByTestId('license-initialize').click();
    await page.locator('[data-testid="license-state"][data-state="initialized"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('license-key').fill('DEMO-NORTH-FULL-2099');
    await page.getByTestId('license-key').press('Enter');
    await page.locator('[data-testid="license-state"][data-state="activated"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('license-check-all').click();
    await page.getByTestId('license-summary').waitFor();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await shoot(page, language, 'license', [page.getByTestId('license-activation'), page.getByTestId('license-features')]);
  } finally {
    await browser.close();
    await web.close();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether fontconfig knows a font with Chinese glyphs (else Chinese screenshots show empty boxes). */
function hasChineseFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

const executablePath = findChromium();
if (!hasChineseFont()) {
  console.error('No font with Chinese glyphs: `sudo apt-get install --no-install-recommends fonts-noto-cjk` (or fonts-wqy-microhei).');
  process.exit(2);
}
if (!executablePath) {
  console.error('No Chromium: `sudo apt-get install --no-install-recommends chromium`, or set CHROMIUM_PATH.');
  process.exit(2);
}
for (const language of LANGUAGES) await shootIn(language, executablePath);
