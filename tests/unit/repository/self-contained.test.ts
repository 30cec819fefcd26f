// The repository stands on its own (issue 32, item 5): no file reads or cites a path outside it,
// and the tests that read the vendor's ABI header pass in a copy of the repository that has
// nothing beside it (no `shared/` bundle as a sibling).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { citedDocuments, outsidePaths } from './outside-paths';

const root = resolve(import.meta.dirname, '../../..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
/** Copies of the bundle's own documents: they cite each other as the bundle lays them out. */
const isBundleCopy = (file: string): boolean => file.startsWith('docs/reference/') && file !== 'docs/reference/README.md';
/** The lock file is npm's (registry addresses, no paths of ours). */
/** This file plants paths that leave, to prove they are found. */
const scanned = tracked.filter(
  (file) => file !== 'package-lock.json' && !isBundleCopy(file) && file !== 'tests/unit/repository/self-contained.test.ts',
);

/** Files whose relative paths start elsewhere than their folder: the tool's root, as its config says. */
const BASES: Record<string, string> = { 'vite.config.ts': 'renderer' };
/** A path that leaves on purpose, as data, never read: the hostile id a test plants. */
const NAMED_AS_DATA = [{ file: 'SECURITY.md', text: '../../site-console' }];

function textOf(file: string): string | null {
  const bytes = readFileSync(join(root, file));
  return bytes.includes(0) ? null : bytes.toString('utf8');
}

describe('a path leaving the repository is found', () => {
  const found = (file: string, text: string): string[] => outsidePaths(root, file, text).map((o) => o.text);

  it.each([
    [
      'tests/native/licensevendor-double.ts',
      "const here = dirname(fileURLToPath(import.meta.url));\nconst root = resolve(here, '../..');\nresolve(root, '../shared/licensevendor');",
    ],
    ['tests/unit/shared/licensevendor/catalogue.test.ts', "resolve(__dirname, '../../../../../shared/licensevendor/licensevendor_abi.h')"],
    ['tests/native/licensevendor-double.ts', "join(import.meta.dirname, '..', '..', '..', 'shared', 'licensevendor')"],
    [
      'tests/native/licensevendor-double.ts',
      "const root = join(import.meta.dirname, '..', '..');\nconst header = join(root, '..', 'shared');",
    ],
    ['tests/native/licensevendor-double.ts', "fileURLToPath(new URL('../../../shared/STYLE.md', import.meta.url))"],
    ['tests/native/licensevendor-double.ts', "readFileSync(join(root, 'shared', 'licensevendor', 'licensevendor_abi.h'))"],
    ['tests/native/licensevendor-double.ts', "const header = '../../shared/licensevendor/licensevendor_abi.h';"],
    ['scripts/gen-validators.ts', "readFileSync('/work/shared/SITE-API.md')"],
    ['README.md', 'The wire format is in `../shared/SITE-API.md`.'],
    ['main/site/README.md', 'See [the spec](../../../shared/spec/000_a95719ffc7c7bf67.txt).'],
  ])('in %s: %s', (file, text) => {
    expect(found(file, text)).not.toEqual([]);
  });

  it.each([
    [
      'tests/unit/main/config/handlers.test.ts',
      "const root = await mkdtemp(join(tmpdir(), 'x-'));\nexpect(parent).toBe(join(root, '..'));",
    ],
    ['main/site/client.ts', "import { ConsoleError } from '../../shared/errors';"],
    ['tests/native/README.md', 'the Windows lane (`../windows/wine.ts`) builds it'],
    ['scripts/start.ts', "const root = fileURLToPath(new URL('..', import.meta.url));\nconst dist = join(root, 'dist');"],
    ['main/site/README.md', 'wire format in `docs/reference/SITE-API.md`'],
  ])('but not in %s: %s', (file, text) => {
    expect(found(file, text)).toEqual([]);
  });
});

describe('the repository on its own', () => {
  it('has no file that reads or names a path outside the repository', () => {
    const outside = scanned.flatMap((file) => {
      const text = textOf(file);
      return text === null ? [] : outsidePaths(root, file, text, BASES[file]);
    });
    const unexpected = outside.filter((o) => !NAMED_AS_DATA.some((d) => d.file === o.file && d.text === o.text));
    expect(unexpected.map((o) => `${o.file}:${o.line} ${o.text} (${o.reason})`)).toEqual([]);
    expect(scanned.length).toBeGreaterThan(300);
  });

  it('has every document the code and the READMEs cite', () => {
    const paths = new Set(tracked);
    const names = new Set(tracked.map((file) => basename(file)));
    const missing = scanned.flatMap((file) => {
      const text = textOf(file);
      const cited = text === null ? [] : citedDocuments(text);
      return cited
        .filter((d) => (d.includes('/') ? !paths.has(d) && !paths.has(join(dirname(file), d)) : !names.has(d)))
        .map((d) => `${file}: ${d}`);
    });
    expect(missing).toEqual([]);
    for (const name of ['SITE-API.md', 'STYLE.md', 'ARCHITECTURE.md', 'licensevendor_abi.h']) expect(names.has(name), name).toBe(true);
  });
});

describe('a copy of the repository with nothing beside it', () => {
  const parent = mkdtempSync(join(tmpdir(), 'site-console-alone-'));
  const clone = join(parent, 'site-console');
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('passes the tests that read the vendor ABI header (the catalogue and the binding over the C double)', () => {
    for (const file of tracked) {
      mkdirSync(dirname(join(clone, file)), { recursive: true });
      cpSync(join(root, file), join(clone, file));
    }
    // What `npm ci` and `npm run gen` would put inside it: the installed packages (linked, without
    // the build cache, so that the C double is compiled from the copy's header) and the validators.
    mkdirSync(join(clone, 'node_modules'));
    for (const entry of readdirSync(join(root, 'node_modules')).filter((e) => e !== '.cache')) {
      symlinkSync(join(root, 'node_modules', entry), join(clone, 'node_modules', entry));
    }
    cpSync(join(root, 'shared/generated'), join(clone, 'shared/generated'), { recursive: true });
    // The unit project without its global setup, which builds the whole command line these two files do not run.
    const config = join(clone, 'vitest.alone.config.mjs');
    writeFileSync(config, "export default { test: { include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 60000 } };\n");
    expect(readdirSync(parent)).toEqual(['site-console']);

    const report = join(parent, 'report.json');
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_OPTIONS$|LICENSEVENDOR_ABI_DIR$|TEST$)/.test(name)),
    );
    const files = ['tests/unit/shared/licensevendor/catalogue.test.ts', 'tests/unit/main/auth/backends/licensevendor/binding.test.ts'];
    const run = spawnSync(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--config', config, '--reporter=json', `--outputFile=${report}`, ...files],
      {
        cwd: clone,
        env,
        encoding: 'utf8',
      },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    const results = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numTotalTests: number;
      testResults: { name: string }[];
    };
    expect(results.testResults.map((r) => r.name.slice(clone.length + 1)).sort()).toEqual([...files].sort());
    expect(results.numPassedTests).toBe(results.numTotalTests);
    expect(results.numPassedTests).toBeGreaterThanOrEqual(8);
    expect(readdirSync(join(clone, 'node_modules/.cache/licensevendor-double')).filter((f) => f.endsWith('.so'))).toHaveLength(2);
  }, 180_000);
});
