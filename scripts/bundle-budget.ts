// The renderer's size budgets, checked after every build by `npm test` (sizes are deterministic,
// so this is a check, not a timed test). What index.html loads before any view is the start-up
// cost every engineer pays on every launch; each lazy chunk is what one area costs on its first
// visit. A change that breaks a budget fails with the chunk, its size, and the packages and
// folders that make it up, largest first: a new dependency shows up at the top of that list.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BundleReport, ReportedChunk } from './bundle-report';

/** Budgets in bytes of gzip (1 KB = 1000 bytes, as Vite prints sizes). */
export interface BundleBudgets {
  /** All the JavaScript index.html loads before any view: the entry and its static imports. */
  entryJs: number;
  /** The start-up JavaScript and the first view's chunk with its static imports: what the window waits for. */
  firstViewJs: number;
  /** All the CSS index.html loads before any view. */
  entryCss: number;
  /** Any one chunk loaded later, when an area (or a part of one) is first needed. */
  lazyChunk: number;
  /**
   * How many JavaScript files the first view loads, start-up included: each is a request and a
   * response handled on the main thread, which a slow laptop feels more than the bytes.
   */
  firstViewFiles: number;
}

// Start-up JS: 72.9 KB after issue 34 moved every area's texts, the error words and Element Plus out
// of the shell (area-needs.ts); the budget keeps that, with room for a few lines of the shell's own.
// The first view (the configuration view's start page): 147 KB with the area's needs before issue
// 34's second round, 84 KB once it showed without them (ConfigEditorView.vue).
// Issue 34's third round: 67.1 KB and 77.8 KB once vue-i18n's message compiler left the build
// (renderer/i18n/message-compiler.ts) and the shell became one file. The one-file shell and its
// preload of the opening view were taken back (they broke the shell-first loading that the area
// tests hold): 70.1 KB and 82.2 KB.
// Issue 34's fourth round: the shell in one file and the first view in two more (vite.config.ts's
// chunk groups), 67.5 KB and 78.1 KB; the first view had been 14 files. Then the
// web token's module in a file of its own (0.3 KB, bridge/web-token.ts says why) and the opening
// view's files named in index.html (a build plugin, gone in the fourteenth round): 67.8 KB and
// 78.4 KB in 4 files; 78.9 KB once the view's own code went back to its file (a retry fetches it again). The language the window last
// spoke, remembered by the page so that it paints in it without waiting for main (i18n/index.ts):
// 67.9 KB and 79.0 KB. The ninth round: Vue built without its Options API (vite.config.ts), 66.5 KB
// and 77.6 KB. The tenth round: the configuration schema out of the first view (shared/config/choices.ts),
// 75.5 KB. The twelfth round: petite-vue-i18n in place of vue-i18n (renderer/i18n/index.ts), 63.8 KB
// and 72.9 KB. The fourteenth round: the configuration view in the shell (renderer/router.ts says
// why), both 70.4 KB, in 2 files: start-up grew by the view, the first view lost its two files'
// wrappers and shared imports.
export const BUNDLE_BUDGETS: BundleBudgets = {
  entryJs: 70_500,
  firstViewJs: 70_500,
  entryCss: 25_000,
  lazyChunk: 200_000,
  firstViewFiles: 2,
};

/** The view the window opens on (the first of `areas` in renderer/router.ts), by its module. */
export const FIRST_VIEW = 'renderer/views/ConfigEditorView.vue';

/** One file of the build with its gzip size. */
export interface SizedFile {
  file: string;
  gzip: number;
}

/** The build, split into what loads at start and what loads later. */
export interface BundleSizes {
  entryJs: SizedFile[];
  /** The start-up files and the first view's. */
  firstViewJs: SizedFile[];
  entryCss: SizedFile[];
  lazyJs: SizedFile[];
}

/** A part of a chunk (a package, or a folder of ours) and its estimated share of the gzip size. */
export interface ChunkPart {
  name: string;
  gzip: number;
}

export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

const gzipSize = (content: string | Buffer): number => gzipSync(content).length;

function attribute(html: string, tag: RegExp): string[] {
  return [...html.matchAll(tag)].map((m) => (m[1] ?? '').replace(/^\.\//, ''));
}

/** Measures the built renderer in `dir` (index.html and its assets) with the build's report; `firstView` is the opening view's module. */
export function measureBundle(dir: string, report: BundleReport, firstView = FIRST_VIEW): BundleSizes {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const byFile = new Map(report.chunks.map((c) => [c.fileName, c]));
  // What the page loads before any view: its module scripts, their static imports (modulepreload
  // or not, the browser fetches them before running the entry), and its stylesheets. The first
  // view's is what the start-up files and the view's chunk load, should the view be lazy again.
  const start = [
    ...attribute(html, /<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...attribute(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const entry = new Set<string>();
  const visit = (file: string, into = entry): void => {
    if (into.has(file)) return;
    into.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next, into);
  };
  start.forEach((file) => visit(file));
  const opening = new Set(entry);
  for (const view of report.chunks.filter((c) => c.modules.some((m) => m.id === firstView))) visit(view.fileName, opening);
  const css = new Set(attribute(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g));
  for (const file of entry) for (const sheet of byFile.get(file)?.css ?? []) css.add(sheet);
  const size = (file: string): SizedFile => ({ file, gzip: gzipSize(readFileSync(join(dir, file))) });
  return {
    entryJs: [...entry].map(size),
    firstViewJs: [...opening].map(size),
    entryCss: [...css].map(size),
    lazyJs: report.chunks.filter((c) => !entry.has(c.fileName)).map((c) => size(c.fileName)),
  };
}

/** The package (node_modules/…) or folder of ours (renderer/views, shared/config…) a module belongs to. */
export function partOf(id: string): string {
  const at = id.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [first = '', second = '', third = '', fourth = ''] = id.slice(at + 'node_modules/'.length).split('/');
    const name = first.startsWith('@') ? `${first}/${second}` : first;
    // Element Plus is one package of many components: name the component that grew.
    if (name === 'element-plus' && second === 'es' && third === 'components') return `element-plus ${fourth}`;
    return name;
  }
  const path = id.replace(/\?.*$/, '').split('/');
  return path.length > 2 ? path.slice(0, 2).join('/') : path.join('/');
}

/**
 * The parts of `chunks`, largest first. Module code is measured before minification, so each
 * part's gzip size is scaled to its share of the chunks' real gzip size `total`.
 */
export function chunkParts(chunks: ReportedChunk[], total: number): ChunkPart[] {
  const code = new Map<string, string>();
  for (const chunk of chunks) for (const m of chunk.modules) code.set(partOf(m.id), (code.get(partOf(m.id)) ?? '') + m.code);
  const raw = [...code].map(([name, text]) => ({ name, gzip: text ? gzipSize(text) : 0 })).filter((p) => p.gzip > 0);
  const sum = raw.reduce((a, p) => a + p.gzip, 0) || 1;
  return raw.map((p) => ({ name: p.name, gzip: Math.round((p.gzip / sum) * total) })).sort((a, b) => b.gzip - a.gzip);
}

const partsLine = (parts: ChunkPart[]): string =>
  parts
    .slice(0, 8)
    .map((p) => `${p.name} ≈ ${kb(p.gzip)}`)
    .join(', ');

const total = (files: SizedFile[]): number => files.reduce((a, f) => a + f.gzip, 0);

/** Every budget the build breaks, each as a message that names the chunk and what it is made of. */
export function judgeBundle(sizes: BundleSizes, report: BundleReport, budgets: BundleBudgets = BUNDLE_BUDGETS): string[] {
  const chunk = (file: string): ReportedChunk[] => report.chunks.filter((c) => c.fileName === file);
  const problems: string[] = [];
  const entryJs = total(sizes.entryJs);
  if (entryJs > budgets.entryJs) {
    const files = sizes.entryJs.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ');
    const parts = chunkParts(
      sizes.entryJs.flatMap((f) => chunk(f.file)),
      entryJs,
    );
    problems.push(
      `Start-up JavaScript is ${kb(entryJs)} gzip, over its budget of ${kb(budgets.entryJs)} by ${kb(entryJs - budgets.entryJs)}. ` +
        `index.html loads ${files}. Largest parts: ${partsLine(parts)}. ` +
        'Move what only a view needs into that view (it loads lazily), and see renderer/README.md.',
    );
  }
  const firstViewJs = total(sizes.firstViewJs);
  if (firstViewJs > budgets.firstViewJs) {
    const files = sizes.firstViewJs.filter((f) => !sizes.entryJs.some((e) => e.file === f.file)).map((f) => `${f.file} ${kb(f.gzip)}`);
    const parts = chunkParts(
      sizes.firstViewJs.flatMap((f) => chunk(f.file)),
      firstViewJs,
    );
    problems.push(
      `The first view's JavaScript is ${kb(firstViewJs)} gzip, over its budget of ${kb(budgets.firstViewJs)} by ${kb(firstViewJs - budgets.firstViewJs)}. ` +
        `Besides the start-up files it loads ${files.join(', ') || 'nothing'}. Largest parts: ${partsLine(parts)}. ` +
        "Keep what its start page does not show (Element Plus components, every area's texts) in parts loaded after it has painted.",
    );
  }
  if (sizes.firstViewJs.length > budgets.firstViewFiles) {
    problems.push(
      `The first view loads ${sizes.firstViewJs.length} JavaScript files, over its budget of ${budgets.firstViewFiles}: ` +
        `${sizes.firstViewJs.map((f) => f.file).join(', ')}. Each is one more request on a slow laptop's main thread: ` +
        "keep the shell, with the first area's view, one chunk (codeSplitting groups in vite.config.ts).",
    );
  }
  const entryCss = total(sizes.entryCss);
  if (entryCss > budgets.entryCss) {
    const files = sizes.entryCss.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ');
    problems.push(
      `Start-up CSS is ${kb(entryCss)} gzip, over its budget of ${kb(budgets.entryCss)} by ${kb(entryCss - budgets.entryCss)}: ${files}. ` +
        'Styles come with the Element Plus components the shell uses; keep global stylesheets out of renderer/main.ts.',
    );
  }
  for (const file of sizes.lazyJs) {
    if (file.gzip <= budgets.lazyChunk) continue;
    problems.push(
      `Lazy chunk ${file.file} is ${kb(file.gzip)} gzip, over its budget of ${kb(budgets.lazyChunk)} by ${kb(file.gzip - budgets.lazyChunk)}. ` +
        `Largest parts: ${partsLine(chunkParts(chunk(file.file), file.gzip))}. ` +
        'Load a heavy part only when it is shown (lazyPart in renderer/lazy-part.ts), or give a large library a chunk of its own (codeSplitting groups in vite.config.ts).',
    );
  }
  return problems;
}

/** A table of every file against its budget, for the log. */
export function describeBundle(sizes: BundleSizes, budgets: BundleBudgets = BUNDLE_BUDGETS): string {
  const rows = [
    `start-up JS   ${kb(total(sizes.entryJs)).padStart(9)} of ${kb(budgets.entryJs)}`,
    ...sizes.entryJs.map((f) => `  ${f.file} ${kb(f.gzip)}`),
    `first view JS ${kb(total(sizes.firstViewJs)).padStart(9)} of ${kb(budgets.firstViewJs)}, ${sizes.firstViewJs.length} files of ${budgets.firstViewFiles}`,
    `start-up CSS  ${kb(total(sizes.entryCss)).padStart(9)} of ${kb(budgets.entryCss)}`,
    ...sizes.entryCss.map((f) => `  ${f.file} ${kb(f.gzip)}`),
    `lazy chunks   each at most ${kb(budgets.lazyChunk)}`,
    ...[...sizes.lazyJs].sort((a, b) => b.gzip - a.gzip).map((f) => `  ${f.file} ${kb(f.gzip)}`),
  ];
  return rows.join('\n');
}

/** Checks the build in `dir` (dist/renderer) with the report written beside it; returns the exit code. */
export function checkBundle(
  dir: string,
  reportFile: string,
  log: (line: string) => void = console.log,
  fail: (line: string) => void = console.error,
): number {
  if (!existsSync(join(dir, 'index.html')) || !existsSync(reportFile)) {
    fail(
      `No renderer build to check in ${relative(process.cwd(), dir) || dir} (or no ${relative(process.cwd(), reportFile)}): run \`npx vite build\` first.`,
    );
    return 2;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as BundleReport;
  const sizes = measureBundle(dir, report);
  log(`Renderer bundle (gzip):\n${describeBundle(sizes)}`);
  const problems = judgeBundle(sizes, report);
  for (const problem of problems) fail(`Over budget: ${problem}`);
  return problems.length ? 1 : 0;
}

// Run as a script (`tsx scripts/bundle-budget.ts [dir] [report]`), not when a test imports it.
if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const dist = join(import.meta.dirname, '..', 'dist');
  process.exitCode = checkBundle(process.argv[2] ?? join(dist, 'renderer'), process.argv[3] ?? join(dist, 'renderer-bundle.json'));
}
