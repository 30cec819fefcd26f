// Each command of the prebuilt command line loads only what it uses: `validate` on a site laptop
// must not pay for the reference site's web server, the HTTP client or the spreadsheet reader, and
// no command may open a package file by file again (issue 34: 201 files of TypeBox at every
// `validate`). The command runs for real (on real files, against a closed port) with a resolve hook
// that records every module the process loads; the packages bundled into a chunk are read from the
// chunk's source map. Budgets of files and bytes per command guard the start-up time without timing
// anything: a command over its budget has grown, and should load what it added only where needed.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'cli-modules-'));
const config = join(dir, 'config.json');
writeFileSync(
  config,
  JSON.stringify({ schemaVersion: 1, provider: 'selfhosted', scenario: 'wharf', selfhosted: { baseUrl: 'http://127.0.0.1:9/' } }),
);
// No vendor library is set, so `license status` stops at that after loading the command and its backend.
const vendorConfig = join(dir, 'licensevendor.json');
writeFileSync(
  vendorConfig,
  JSON.stringify({
    schemaVersion: 1,
    provider: 'licensevendor',
    scenario: 'wharf',
    licensevendor: { url: 'bit://127.0.0.1:9', loginMode: 'REMOTE' },
    wharf: { topology: 'cloud' },
  }),
);
const profile = join(dir, 'profile.json');
const closed = 'http://127.0.0.1:9';
writeFileSync(
  profile,
  JSON.stringify({
    profileVersion: 1,
    name: 'closed',
    services: { organization: closed, elevator: closed, common: closed },
    defaultRoute: 'direct',
    timeouts: { connectMs: 2000, requestMs: 5000 },
  }),
);
const batch = join(dir, 'visitors.csv');
writeFileSync(batch, 'visitorId,floorIds\nV1001,F3\n');
const notAPack = join(dir, 'not-a-pack.zip');
writeFileSync(notAPack, 'not a zip');

/** What a run of the command line loaded. */
interface Loaded {
  /** npm packages, whether loaded from node_modules or bundled into a chunk. */
  packages: Set<string>;
  /** Files of JavaScript (and package.json) loaded, this repository's and node_modules'. */
  files: string[];
  /** Their bytes. */
  bytes: number;
  /** Native addons loaded. */
  addons: string[];
  /** Exit status. */
  status: number;
  /** This repository's source files bundled into the chunks loaded (from their source maps). */
  sources: Set<string>;
  /** The packages' files bundled into the chunks loaded (node_modules/…). */
  bundled: Set<string>;
  /** Node's own modules loaded (node:zlib…). */
  builtins: Set<string>;
  /** Every module of Node's loaded, by Node's own names, also those Node loads itself (stream, internal/streams/readable…). */
  nodeModules: Set<string>;
}

const packageOf = (path: string): string | undefined => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1];

/** Runs the command line with `args` and records what it loaded. */
async function load(args: string[]): Promise<Loaded> {
  const record = join(dir, `modules-${args.join('-').replace(/[^a-z-]/gi, '')}.txt`);
  writeFileSync(record, '');
  const run = await promisify(execFile)(
    process.execPath,
    ['--import', join(root, 'tests/fixtures/cli/record-modules.mjs'), join(root, 'bin/site-console.js'), ...args],
    {
      cwd: root,
      env: { ...process.env, RECORD_MODULES: record, SITE_CONSOLE_DATA_DIR: join(dir, 'data'), NODE_DISABLE_COMPILE_CACHE: '1' },
    },
  ).then(
    () => 0,
    (e: unknown) => (e as { code?: number }).code ?? -1,
  );
  const lines = readFileSync(record, 'utf8').split('\n');
  const paths = [...new Set(lines.filter((url) => url.startsWith('file:')).map((url) => fileURLToPath(url)))];
  const packages = new Set<string>();
  const sources = new Set<string>();
  const bundled = new Set<string>();
  for (const path of paths) {
    const name = packageOf(path);
    if (name) packages.add(name);
    // A chunk of the build names the packages bundled into it in its source map.
    if (existsSync(`${path}.map`))
      for (const source of (JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { sources: string[] }).sources) {
        const file = source.replace(/^(\.\.\/)+/, '');
        const bundledPackage = packageOf(source);
        if (bundledPackage) packages.add(bundledPackage);
        (bundledPackage ? bundled : sources).add(file);
      }
  }
  const files = paths.filter((path) => !path.endsWith('.node'));
  const builtins = new Set(lines.filter((url) => url.startsWith('node:')));
  const nodeModules = new Set(lines.filter((line) => line.startsWith('node-internal:')).map((line) => line.slice('node-internal:'.length)));
  const addons = paths.filter((path) => path.endsWith('.node'));
  return {
    packages,
    files,
    bytes: files.reduce((sum, path) => sum + statSync(path).size, 0),
    addons,
    status: run,
    sources,
    bundled,
    builtins,
    nodeModules,
  };
}

const HEAVY = ['fastify', '@fastify/static', 'undici', 'exceljs', 'koffi', '@napi-rs/keyring', 'csv-parse', '@dagrejs/dagre'];
const KB = 1024;

/**
 * What each command may load at most: files of JavaScript (this build's chunks and anything from
 * node_modules) and their bytes. Measured after issue 34 with some room, never with time: before it
 * `validate` opened 224 files (537 KB), `license status` 349 (2.2 MB of JavaScript), `person` 342
 * (2.2 MB), a batch dry run 1239 (6.3 MB); after it 9 (361 KB), 15 (1.4 MB), 11 (1.3 MB) and 13 (1.7 MB),
 * and once `validate` no longer built the contract's schemas (shared/errors.ts without TypeBox) 9 (170 KB).
 * With the command-line kit (issue 32) the bytes stayed within those budgets, but the build splits the
 * modules the commands now share (the kit, the failure path, the error catalogue) into more, smaller
 * chunks: 16 files for validate, 32 for license status, 30 for person's failure, 29 for a batch dry
 * run; `person --help` fell from 1.3 MB to 0.4 MB (it no longer loads the HTTP client). The catalogue's
 * explanations (read by explain and on a failure) and the license status naming its document added
 * about 100 KB to explain and license, person and batch. The second round of issue 34 (no contract
 * schema built at run time, the authorization client and licensevendor runtime loaded only by the
 * commands that use them, numfmt only with a workbook, crypto only at its first call) brought them to
 * 14 files (183 KB) for validate, 38 (1454 KB) for license status, 28 (1080 KB) for person's
 * failure, 17 (239 KB) for person --help, 26 (1230 KB) for a batch dry run and 8 (291 KB) for explain.
 * The third (node:zlib and the zip reader at their first use, chunks without comments) brought them to
 * 14 (171 KB) for validate and 17 (223 KB) for person --help; license, person and a batch dry run keep
 * both of undici's HTTP parsers (with and without wasm SIMD: the site client's throughput is measured
 * with the SIMD one), some 72 KB each above 38 (1277 KB), 28 (931 KB) and 25 (1041 KB).
 * The fourth: one chunk per moment of loading (scripts/command-chunks.ts), the same modules in fewer
 * files: 12 for validate, 32 for license status, 20 for person's failure, 14 for person --help, 17 for
 * a batch dry run. Then a failure's words without the explanations (shared/catalogue/words.ts), 175 KB
 * fewer: license status 1173 KB, person's failure 827 KB, a batch dry run 937 KB; explain, which reads
 * both, 298 KB.
 * The fifth: the HTTP client and undici made at their first use (license over a licensevendor
 * document never makes them) and the site profile's validator written once per shared part (115 KB
 * to 49 KB): license status 31 files (664 KB), person's failure 21 (746 KB), a batch dry run 18 (858 KB).
 * The sixth: chunks in ASCII, their Chinese words as \u escapes (V8 reads a chunk with one such word
 * as two-byte text, and Node re-encodes every chunk's text at each start to find its compile cache):
 * fewer instructions for every command, more bytes where the words are, most for explain (317 KB to
 * 401 KB). License status 32 files (710 KB), person's failure 22 (777 KB), a batch dry run 19 (892 KB).
 * The eighth round: every chunk minified, names kept (scripts/minify-chunks.ts): validate 13 files (131 KB),
 * license status 32 (523 KB), person's failure 22 (577 KB), person --help 15 (93 KB), a batch dry run
 * 19 (656 KB), explain 9 (368 KB), the command list 3 (10 KB).
 */
const BUDGETS = {
  validate: { files: 13, bytes: 145 * KB },
  license: { files: 33, bytes: 580 * KB },
  person: { files: 22, bytes: 640 * KB },
  personHelp: { files: 15, bytes: 105 * KB },
  batch: { files: 19, bytes: 720 * KB },
  explain: { files: 9, bytes: 405 * KB },
  help: { files: 3, bytes: 12 * KB },
};

/** The authorization client: the build loads it (and the licensevendor runtime) at its first use, never for person or a batch. */
const AUTHORIZATION_CLIENT = 'main/auth/authorization-client.ts';

/** The error catalogue's words: loaded by a failure (main/cli/failure.ts imports them when one is said), never by a success. */
const CATALOGUE_WORDS = 'shared/catalogue/words.ts';

/** The whole error catalogue, with every code's explanation: loaded by explain only, not to say a failure. */
const CATALOGUE = 'shared/catalogue/index.ts';

/** Node's zlib: loaded at the first coded body or zip, never at a command's start (issue 34). */
const ZLIB = 'node:zlib';

/** Node's crypto: loaded at its first call, which person and a batch dry run never make (their trace ids are not secrets). */
const CRYPTO = 'node:crypto';
const HTTP = 'node:http';
const ASSERT = 'node:assert';
const PERF_HOOKS = 'node:perf_hooks';
/**
 * Node's streams, and net and readline, which load them: some 5 ms of a start (issue 34). Neither
 * validate nor license loads them, reading and writing files and standard output directly:
 * an import of node:fs (whose module facade reads fs.promises and fs.ReadStream), Node's stream for
 * standard output or error, a license key prompt's readline and a pre-flight check's socket would.
 */
const STREAMS = ['stream', 'net', 'readline', 'internal/streams/readable', 'internal/streams/writable'];
/**
 * Node's promise API of fs: it loads readline, the REPL's history and the watchers, 1 to 1.5 ms of a
 * start (issue 34). Reading a command's input and opening the call log go through Node's callback
 * fs (shared/node/file-calls.ts); the build serves fs/promises at its first call.
 */
const FS_PROMISES = 'internal/fs/promises';

describe('the command line loads per command', () => {
  it('validate loads none of the heavy packages, within its budget of files and bytes', async () => {
    const loaded = await load(['validate', config]);
    expect(loaded.status).toBe(0);
    expect(loaded.packages.has('jsonc-parser')).toBe(true); // it did run
    expect(loaded.builtins.has(CRYPTO)).toBe(false);
    expect(HEAVY.filter((name) => loaded.packages.has(name))).toEqual([]);
    expect(loaded.sources.has('main/cli/kit.ts')).toBe(true);
    expect(loaded.sources.has(CATALOGUE_WORDS)).toBe(false);
    // The generated validator checks the document: the contract's schema builder is not run.
    expect(loaded.packages.has('@sinclair/typebox')).toBe(false);
    expect(loaded.addons).toEqual([]);
    expect(STREAMS.filter((id) => loaded.nodeModules.has(id))).toEqual([]);
    expect(loaded.nodeModules.has(FS_PROMISES)).toBe(false);
    expect(loaded.nodeModules.has('internal/fs/utils')).toBe(true); // the record did see Node's own modules
    expect(loaded.files.length).toBeLessThanOrEqual(BUDGETS.validate.files);
    expect(loaded.bytes).toBeLessThanOrEqual(BUDGETS.validate.bytes);
  });

  it('license (a licensevendor document) loads neither the reference site nor the spreadsheet reader, within its budget', async () => {
    const args = ['license', 'status', '--config', vendorConfig, '--state-dir', join(dir, 'state')];
    // The first run makes the state directory (its secrets file, named with crypto): the second is every later one.
    await load(args);
    const loaded = await load(args);
    expect(loaded.status).toBe(2); // LICENSEVENDOR_LIBRARY_NOT_SET, after the backend loaded
    expect(loaded.sources.has(AUTHORIZATION_CLIENT)).toBe(true); // loaded at its first use, by the command that uses it
    expect(loaded.builtins.has(ZLIB)).toBe(false); // no body was decoded
    expect(loaded.sources.has(CATALOGUE_WORDS)).toBe(true); // the failure's words…
    expect(loaded.sources.has(CATALOGUE)).toBe(false); // …without the explanations
    // The licensevendor backend keeps the HTTP client without calling it: undici is never loaded.
    expect(
      ['fastify', '@fastify/static', 'undici', 'exceljs', 'csv-parse', '@dagrejs/dagre'].filter((name) => loaded.packages.has(name)),
    ).toEqual([]);
    expect(STREAMS.filter((id) => loaded.nodeModules.has(id))).toEqual([]);
    expect(loaded.files.length).toBeLessThanOrEqual(BUDGETS.license.files);
    expect(loaded.bytes).toBeLessThanOrEqual(BUDGETS.license.bytes);
  });

  it('person loads the HTTP client, not the reference site or the spreadsheet reader, within its budget', async () => {
    const loaded = await load(['person', 'P1001', '--profile', profile, '--json']);
    expect(loaded.status).toBe(3); // the site refused: it did call
    expect(loaded.packages.has('undici')).toBe(true);
    // node:zlib only at the first coded body.
    expect(loaded.builtins.has(ZLIB)).toBe(false);
    expect(loaded.builtins.has(CRYPTO)).toBe(false); // it called, with a trace id
    // undici's default header limit and its invariants, and the call's timings: neither Node's http, its
    // assert (scripts/undici-edits.ts) nor perf_hooks (shared/node/clock.ts).
    expect([HTTP, ASSERT, PERF_HOOKS].filter((name) => loaded.builtins.has(name))).toEqual([]);
    expect(loaded.sources.has(CATALOGUE_WORDS)).toBe(true); // the failure's words…
    expect(loaded.sources.has(CATALOGUE)).toBe(false); // …without the explanations
    expect(['fastify', '@fastify/static', 'exceljs', 'csv-parse', 'koffi'].filter((name) => loaded.packages.has(name))).toEqual([]);
    expect(loaded.packages.has('@sinclair/typebox')).toBe(false); // no contract schema is built
    expect(loaded.sources.has(AUTHORIZATION_CLIENT)).toBe(false);
    expect(loaded.nodeModules.has(FS_PROMISES)).toBe(false); // it read the profile and wrote the call log
    expect(loaded.files.length).toBeLessThanOrEqual(BUDGETS.person.files);
    expect(loaded.bytes).toBeLessThanOrEqual(BUDGETS.person.bytes);
  });

  it('a batch from a CSV file loads neither the spreadsheet reader nor the reference site, within its budget', async () => {
    const loaded = await load(['visitor-access', '--batch', batch, '--profile', profile, '--dry-run']);
    expect(loaded.status).toBe(0);
    expect(loaded.packages.has('csv-parse')).toBe(true); // it did read the file
    expect(loaded.sources.has(CATALOGUE)).toBe(false); // the rows' words, not the explanations
    expect(loaded.packages.has('fflate')).toBe(false); // the workbook's zip reader
    expect(loaded.builtins.has(ZLIB)).toBe(false);
    expect(loaded.builtins.has(CRYPTO)).toBe(false); // it read the site's zone pages, with trace ids
    expect(['fastify', '@fastify/static', 'exceljs', 'numfmt', 'koffi'].filter((name) => loaded.packages.has(name))).toEqual([]);
    expect(loaded.packages.has('@sinclair/typebox')).toBe(false);
    expect(loaded.sources.has(AUTHORIZATION_CLIENT)).toBe(false);
    expect(loaded.nodeModules.has(FS_PROMISES)).toBe(false); // it read the file and the profile, and wrote the call log
    expect(loaded.files.length).toBeLessThanOrEqual(BUDGETS.batch.files);
    expect(loaded.bytes).toBeLessThanOrEqual(BUDGETS.batch.bytes);
  });

  it('a batch from a workbook loads the spreadsheet reader, which the build keeps out of the batch chunk until then', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('visitors');
    sheet.addRow(['visitorId', 'floorIds']);
    sheet.addRow(['V1001', { formula: '"F"&3', result: 'F3' }]);
    // A number shown through its format (00124): numfmt says how the sheet shows it.
    sheet.addRow([124, 'F4']).getCell(1).numFmt = '00000';
    const file = join(dir, 'visitors.xlsx');
    await workbook.xlsx.writeFile(file);
    const loaded = await load(['visitor-access', '--batch', file, '--profile', profile, '--dry-run']);
    expect(loaded.status).toBe(0);
    expect(loaded.packages.has('exceljs')).toBe(true);
    expect(loaded.packages.has('numfmt')).toBe(true); // the cells' number formats, loaded with the workbook
    expect(loaded.packages.has('fflate')).toBe(true); // its zip checked within the limits before exceljs reads it
  });

  it.each([
    ['validate', ['validate', '--help'], BUDGETS.validate],
    ['license', ['license', '--help'], BUDGETS.license],
    ['person', ['person', '--help'], BUDGETS.personHelp],
    ['explain', ['explain', '--help'], BUDGETS.explain],
    ['visitor-access --batch', ['visitor-access', '--batch', 'x.csv', '--help'], BUDGETS.batch],
    ['the command list', ['--help'], BUDGETS.help],
  ])('%s --help stays within its budget and opens no package file by file', async (_name, args, budget) => {
    const loaded = await load(args);
    expect(loaded.status).toBe(0);
    expect(loaded.files.filter((path) => packageOf(path))).toEqual([]);
    expect(loaded.files.length).toBeLessThanOrEqual(budget.files);
    expect(loaded.bytes).toBeLessThanOrEqual(budget.bytes);
  });

  it('explain reads the error catalogue and nothing of the network, the site or the secrets, within its budget', async () => {
    const loaded = await load(['explain', 'HTTP_CONNECT_TIMEOUT', '--json']);
    expect(loaded.status).toBe(0);
    expect(loaded.sources.has(CATALOGUE)).toBe(true);
    expect(HEAVY.filter((name) => loaded.packages.has(name))).toEqual([]);
    expect(
      [...loaded.sources].filter(
        (source) => source.startsWith('main/http/') || source.startsWith('main/secrets/') || source.startsWith('sim/'),
      ),
    ).toEqual([]);
    expect(loaded.files.length).toBeLessThanOrEqual(BUDGETS.explain.files);
    expect(loaded.bytes).toBeLessThanOrEqual(BUDGETS.explain.bytes);
  });

  it('validate loads the error catalogue only to say a failure (a refusal of its arguments), not for --help', async () => {
    expect((await load(['validate', '--help'])).sources.has(CATALOGUE_WORDS)).toBe(false);
    const refused = await load(['validate', '--frobnicate']);
    expect(refused.status).toBe(2);
    expect(refused.sources.has(CATALOGUE_WORDS)).toBe(true); // the refusal's words, loaded only then
    expect(refused.sources.has(CATALOGUE)).toBe(false);
  });

  it('evidence verify loads neither the reference site nor the spreadsheet reader', async () => {
    const loaded = await load(['evidence', 'verify', notAPack]);
    expect(['fastify', '@fastify/static', 'exceljs', 'csv-parse', 'koffi'].filter((name) => loaded.packages.has(name))).toEqual([]);
  });
});
