// Results a spreadsheet opens: the issue's four formula payloads as visitor ids, run over the real
// CLI against the reference site and written with --results, come back in the CSV as text that
// Excel shows and never runs (OWASP: a leading ' and the field quoted), and in the XLSX as plain
// strings, never formulas. A symbolic link at the results or evidence pack path is refused and the
// file it points at is left untouched.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvField } from '../../../../main/batch/results-export';
import type { RunningSite } from '../../../../sim/index';
import { runCli } from '../files/hostile-inputs';
import { startTestSite } from '../../sim/site-helpers';
import { answerJson, startHostileSite, type HostileSite } from '../site/hostile-site';

const PAYLOADS = ['=HYPERLINK("http://x","y")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3'];
const dir = mkdtempSync(join(tmpdir(), 'site-console-results-'));
const env = { SITE_CONSOLE_DATA_DIR: join(dir, 'data') };
let site: RunningSite;
const profile = join(dir, 'profile.json');
const batch = join(dir, 'formulas.csv');

beforeAll(async () => {
  site = await startTestSite();
  writeFileSync(profile, JSON.stringify(site.profile));
  const quote = (cell: string): string => `"${cell.replace(/"/g, '""')}"`;
  writeFileSync(batch, `visitorId,floorIds\n${PAYLOADS.map((p) => `${quote(p)},A-03`).join('\n')}\n`);
});

afterAll(async () => {
  await site.close();
});

describe('results that cannot run as formulas', () => {
  it('CSV: each of the four payloads is quoted and starts with a single quote', { timeout: 60_000 }, async () => {
    const out = join(dir, 'out.csv');
    const run = await runCli(['visitor-access', '--batch', batch, '--profile', profile, '--results', out, '--json'], env);
    expect(run.code, run.stderr).not.toBe(2);
    const text = readFileSync(out, 'utf8');
    for (const payload of PAYLOADS) expect(text).toContain(`"'${payload.replace(/"/g, '""')}"`);
    // Read back as CSV, each visitor cell is the payload behind one quote: text, not a formula.
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows.slice(1).map((row) => row[1])).toEqual(PAYLOADS.map((p) => `'${p}`));
  });

  it('XLSX: the same cells are strings, and the workbook holds no formula', { timeout: 60_000 }, async () => {
    const out = join(dir, 'out.xlsx');
    await runCli(['visitor-access', '--batch', batch, '--profile', profile, '--results', out, '--json'], env);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(out);
    const sheet = workbook.worksheets[0];
    const visitors: unknown[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) visitors.push(row.getCell(2).value);
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    });
    expect(visitors).toEqual(PAYLOADS);
  });

  it(
    'CLI: headers in --lang, else in the language of the locale (LANG), and formulas stay neutralised in either',
    { timeout: 90_000 },
    async () => {
      const zh = join(dir, 'zh.csv');
      expect(
        (await runCli(['visitor-access', '--batch', batch, '--profile', profile, '--results', zh, '--lang', 'zh-CN', '--json'], env)).code,
      ).not.toBe(2);
      const rows = parse(readFileSync(zh, 'utf8'), { bom: true }) as string[][];
      expect(rows[0]?.slice(0, 3)).toEqual(['行号', '访客 ID', '楼层 ID']);
      expect(rows.slice(1).map((row) => row[1])).toEqual(PAYLOADS.map((p) => `'${p}`));
      const byLocale = join(dir, 'locale.csv');
      await runCli(['visitor-access', '--batch', batch, '--profile', profile, '--results', byLocale, '--json'], {
        ...env,
        LC_ALL: '',
        LC_MESSAGES: '',
        LANG: 'zh_CN.UTF-8',
      });
      expect(readFileSync(byLocale, 'utf8')).toContain('\uFEFF行号,');
      const english = join(dir, 'english.csv');
      await runCli(['visitor-access', '--batch', batch, '--profile', profile, '--results', english, '--json'], {
        ...env,
        LC_ALL: '',
        LC_MESSAGES: '',
        LANG: 'C.UTF-8',
      });
      expect(readFileSync(english, 'utf8')).toContain('\uFEFFRow,Visitor ID,');
      const refused = await runCli(['visitor-access', '--batch', batch, '--profile', profile, '--lang', 'fr', '--json'], env);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('--lang takes en or zh-CN');
    },
  );

  it('neutralises tab and carriage return too, and leaves other text as it was', () => {
    expect(csvField('\tcmd')).toBe(`"'\tcmd"`);
    // After the CR, a spreadsheet that does not see the field's quotes (its separator is ;) starts a row with =1.
    expect(csvField('\r=1')).toBe(`"'\r'=1"`);
    expect(csvField('V2001')).toBe('V2001');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField(-1)).toBe('-1');
  });

  it('neutralises formulas behind full-width signs and invisible or wide spaces', () => {
    for (const value of ['＝1+1', '\u00a0=1+1', '\u3000=1+1', '\u200b=1+1', '\ufeff=1+1', 'V1;＋2', 'ok;\u3000@SUM(A1)']) {
      const cell = csvField(value);
      expect(cell.startsWith(`"'`), value).toBe(true);
      for (const part of cell.slice(1, -1).split(/[,;\t\r\n]/))
        expect(part.normalize('NFKC'), value).not.toMatch(/^[\s"\u200b-\u200d]*[=+\-@]/u);
    }
    expect(csvField('３F')).toBe('３F');
  });
});

describe('no file written through a symbolic link', () => {
  // The data directory's list of site profiles: what a link from a page-given path would destroy.
  const precious = join(dir, 'data', 'site-profiles.json');
  const original = '{"version":1,"activeId":null,"profiles":[]}\n';
  beforeAll(() => mkdirSync(join(dir, 'data'), { recursive: true }));

  it('--results at a link: refused (exit 2), the target untouched', { timeout: 60_000 }, async () => {
    writeFileSync(precious, original);
    const link = join(dir, 'linked-results.csv');
    symlinkSync(precious, link);
    const run = await runCli(['visitor-access', '--batch', batch, '--profile', profile, '--results', link, '--json'], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/linked-results\.csv is a symbolic link/);
    expect(readFileSync(precious, 'utf8')).toBe(original);
  });

  it(
    'evidence export --out at a link: refused (exit 2: nothing written, as for a usage error), the target untouched',
    { timeout: 60_000 },
    async () => {
      writeFileSync(precious, original);
      const link = join(dir, 'linked-pack.zip');
      symlinkSync(precious, link);
      const run = await runCli(['evidence', 'export', '--out', link], env);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/linked-pack\.zip is a symbolic link/);
      expect(readFileSync(precious, 'utf8')).toBe(original);
    },
  );
});

// Excel and LibreOffice in many locales split a CSV on `;`, where our quotes are not at a field's
// start and protect nothing: `V1;=1+1` and a site's message `denied;=2+2` then become formula cells.
// LibreOffice is not on every build machine, so the file is read as such a spreadsheet splits it:
// on `,`, on `;`, on tab and at line breaks, quotes or not.
describe('results a spreadsheet splits on ; (issue 31, F10)', () => {
  const IDS = ['V1;=1+1', 'V2;@SUM(1+1)', 'V3; +cmd|calc', 'V4\n=1+1', 'V5;"=2+2"', 'V6,=1+1', 'V7\t-1+2'];
  let hostile: HostileSite;
  const out = join(dir, 'semicolons.csv');

  beforeAll(async () => {
    hostile = await startHostileSite((_request, res) =>
      answerJson(res, JSON.stringify({ success: false, code: 'VISITOR_NOT_FOUND', msg: 'denied;=2+2', data: null })),
    );
    writeFileSync(join(dir, 'hostile-profile.json'), JSON.stringify(hostile.profile));
    const quote = (cell: string): string => `"${cell.replace(/"/g, '""')}"`;
    writeFileSync(join(dir, 'semicolons-batch.csv'), `visitorId,floorIds\n${IDS.map((id) => `${quote(id)},A-03|-1`).join('\n')}\n`);
    const run = await runCli(
      [
        'visitor-access',
        '--batch',
        join(dir, 'semicolons-batch.csv'),
        '--profile',
        join(dir, 'hostile-profile.json'),
        '--results',
        out,
        '--json',
      ],
      env,
    );
    expect(run.code, run.stderr).toBe(1);
  }, 60_000);

  afterAll(async () => {
    await hostile?.close();
  });

  it('no piece between separators starts a formula, however the file is split', () => {
    const text = readFileSync(out, 'utf8').replace(/^\uFEFF/, '');
    expect(text).toContain('denied;');
    for (const piece of text.split(/[,;\t\r\n]/)) expect(piece.replace(/^[ "]*/, ''), piece).not.toMatch(/^[=+\-@]/);
    // Read as a spreadsheet with ; for its list separator reads it (quotes where a field starts).
    const bySemicolon = parse(text, { delimiter: ';', relax_quotes: true, relax_column_count: true }) as string[][];
    for (const field of bySemicolon.flat()) expect(field.replace(/^[ "]*/, ''), field).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('read with , each cell is quoted and begins with a single quote, its text whole behind the quotes', () => {
    const rows = parse(readFileSync(out, 'utf8'), { bom: true }) as string[][];
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      "'V1;'=1+1",
      "'V2;'@SUM(1+1)",
      "'V3;' +cmd|calc",
      "'V4\n'=1+1",
      `'V5;'"=2+2"`,
      "'V6,'=1+1",
      "'V7\t'-1+2",
    ]);
    for (const row of rows.slice(1)) {
      expect(row[2]).toBe("'A-03;'-1");
      expect(row[7]).toContain("denied;'=2+2");
    }
  });

  it('quotes every cell that holds a separator, a quote or a line break, for either separator', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a\tb')).toBe('"a\tb"');
    expect(csvField('V1;=1+1')).toBe(`"'V1;'=1+1"`);
    expect(csvField('denied;=2+2')).toBe(`"'denied;'=2+2"`);
    expect(csvField('denied; see the log')).toBe('"denied; see the log"');
  });
});
