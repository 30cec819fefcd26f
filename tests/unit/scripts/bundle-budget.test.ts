// The renderer's size budgets: what counts as start-up, and a failure that names the chunk and what
// made it grow. A small build is written to a temporary folder, with code that does not compress,
// so that sizes are known.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { judgeBundle, measureBundle, partOf, type BundleBudgets } from '../../../scripts/bundle-budget';
import type { BundleReport, ReportedChunk } from '../../../scripts/bundle-report';

const noise = (bytes: number): string => randomBytes(bytes).toString('base64').slice(0, bytes);
const BUDGETS: BundleBudgets = { entryJs: 30_000, firstViewJs: 40_000, entryCss: 5_000, lazyChunk: 40_000, firstViewFiles: 3 };
const FIRST_VIEW = 'renderer/views/SiteView.vue';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes index.html, the chunks (each module's code concatenated) and returns the report. */
type ChunkSpec = Omit<ReportedChunk, 'modules'> & { modules: Record<string, number> };

function build(chunks: ChunkSpec[], css: Record<string, number> = {}): BundleReport {
  dir = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
  mkdirSync(join(dir, 'assets'));
  const report: BundleReport = { chunks: [] };
  for (const chunk of chunks) {
    const modules = Object.entries(chunk.modules).map(([id, bytes]) => ({ id, code: noise(bytes) }));
    writeFileSync(join(dir, chunk.fileName), modules.map((m) => m.code).join(''));
    report.chunks.push({ ...chunk, modules });
  }
  for (const [file, bytes] of Object.entries(css)) writeFileSync(join(dir, file), noise(bytes));
  const entry = chunks.find((c) => c.isEntry)?.fileName ?? '';
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" crossorigin src="./${entry}"></script>` +
      `<link rel="stylesheet" crossorigin href="./assets/index.css"></head><body><div id="app"></div></body></html>`,
  );
  return report;
}

const chunk = (fileName: string, modules: Record<string, number>, more: Partial<Omit<ReportedChunk, 'modules'>> = {}): ChunkSpec => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  imports: [],
  dynamicImports: [],
  css: [],
  modules,
  ...more,
});

function site(viewModules: Record<string, number>): BundleReport {
  return build(
    [
      chunk(
        'assets/index.js',
        { 'renderer/main.ts': 2_000, 'node_modules/vue-router/dist/vue-router.mjs': 6_000 },
        {
          isEntry: true,
          imports: ['assets/vendor.js'],
          dynamicImports: ['assets/SiteView.js'],
          css: ['assets/vendor.css'],
        },
      ),
      chunk('assets/vendor.js', { 'node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js': 12_000 }),
      chunk('assets/SiteView.js', viewModules, { isDynamicEntry: true, imports: ['assets/vendor.js', 'assets/index.js'] }),
    ],
    { 'assets/index.css': 1_000, 'assets/vendor.css': 2_000 },
  );
}

describe('bundle budget', () => {
  it('counts the entry, its static imports and their CSS as start-up, and views as lazy', () => {
    const report = site({ 'renderer/views/SiteView.vue': 3_000 });
    const sizes = measureBundle(dir, report);
    expect(sizes.entryJs.map((f) => f.file).sort()).toEqual(['assets/index.js', 'assets/vendor.js']);
    expect(sizes.entryCss.map((f) => f.file).sort()).toEqual(['assets/index.css', 'assets/vendor.css']);
    expect(sizes.lazyJs.map((f) => f.file)).toEqual(['assets/SiteView.js']);
    expect(
      measureBundle(dir, report, FIRST_VIEW)
        .firstViewJs.map((f) => f.file)
        .sort(),
    ).toEqual(['assets/SiteView.js', 'assets/index.js', 'assets/vendor.js']);
    expect(sizes.entryJs.find((f) => f.file === 'assets/vendor.js')?.gzip).toBeGreaterThan(8_000);
    expect(judgeBundle(sizes, report, BUDGETS)).toEqual([]);
  });

  it('fails when a new dependency grows a view past its budget, naming the chunk and the dependency', () => {
    const report = site({ 'renderer/views/SiteView.vue': 3_000, 'node_modules/@big/charts/dist/index.mjs': 60_000 });
    const problems = judgeBundle(measureBundle(dir, report), report, BUDGETS);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Lazy chunk assets\/SiteView\.js is \d+\.\d KB gzip, over its budget of 40\.0 KB by \d+\.\d KB\./);
    expect(problems[0]).toMatch(/Largest parts: @big\/charts ≈ \d+\.\d KB, renderer\/views ≈/);
  });

  it('fails when start-up grows past its budget, naming what index.html loads and what is largest', () => {
    const report = site({ 'renderer/views/SiteView.vue': 3_000 });
    const problems = judgeBundle(measureBundle(dir, report), report, { ...BUDGETS, entryJs: 15_000, entryCss: 2_000 });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('Start-up JavaScript is');
    expect(problems[0]).toContain('assets/index.js');
    expect(problems[0]).toContain('assets/vendor.js');
    expect(problems[0]).toMatch(/Largest parts: @vue\/runtime-core ≈/);
    expect(problems[1]).toMatch(/^Start-up CSS is \d+\.\d KB gzip, over its budget of 2\.0 KB/);
    expect(problems[1]).toContain('assets/vendor.css');
  });

  it('fails when the first view outgrows its budget, naming what it loads beside the start-up files', () => {
    const report = site({ 'renderer/views/SiteView.vue': 3_000, 'node_modules/element-plus/es/components/table/src/table.mjs': 12_000 });
    const sizes = measureBundle(dir, report, FIRST_VIEW);
    expect(judgeBundle(sizes, report, { ...BUDGETS, firstViewJs: 40_000 })).toEqual([]);
    const problems = judgeBundle(sizes, report, { ...BUDGETS, firstViewJs: 20_000 });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^The first view's JavaScript is \d+\.\d KB gzip, over its budget of 20\.0 KB by \d+\.\d KB\. Besides the start-up files it loads assets\/SiteView\.js /,
    );
    expect(problems[0]).toMatch(/Largest parts: .*element-plus table ≈/);
  });

  it('fails when the first view loads more files than its budget, naming them', () => {
    const report = site({ 'renderer/views/SiteView.vue': 3_000 });
    const sizes = measureBundle(dir, report, FIRST_VIEW);
    expect(sizes.firstViewJs).toHaveLength(3);
    expect(judgeBundle(sizes, report, BUDGETS)).toEqual([]);
    const problems = judgeBundle(sizes, report, { ...BUDGETS, firstViewFiles: 2 });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^The first view loads 3 JavaScript files, over its budget of 2: /);
    expect(problems[0]).toContain('assets/SiteView.js');
  });

  it('names packages, Element Plus components and our own folders', () => {
    expect(partOf('/r/node_modules/element-plus/es/components/table/src/table.mjs')).toBe('element-plus table');
    expect(partOf('/r/node_modules/.pnpm/x/node_modules/@codemirror/view/dist/index.js')).toBe('@codemirror/view');
    expect(partOf('renderer/views/ConfigEditorView.vue?vue&type=script')).toBe('renderer/views');
    expect(partOf('renderer/main.ts')).toBe('renderer/main.ts');
  });

  it('exits 1 from the command line with the problem, and 2 without a build', () => {
    const report = site({ 'node_modules/@big/charts/dist/index.mjs': 300_000 });
    const reportFile = join(dir, 'report.json');
    writeFileSync(reportFile, JSON.stringify(report));
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-budget.ts', ...args], { encoding: 'utf8' });
    const over = run(dir, reportFile);
    expect(over.status).toBe(1);
    expect(over.stderr).toContain('Over budget: Lazy chunk assets/SiteView.js');
    expect(over.stderr).toContain('@big/charts');
    expect(over.stdout).toContain('start-up JS');
    const none = run(join(dir, 'nowhere'), reportFile);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('npx vite build');
  });
});
