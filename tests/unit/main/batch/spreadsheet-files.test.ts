import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantThrough } from '../../../../main/batch/runs';
import { readAs, readBatchFile } from '../../../../main/batch/batch-file';
import { BatchRun } from '../../../../main/batch/batch-run';
import { BatchJournal } from '../../../../main/batch/journal';
import { previewBatch } from '../../../../main/batch/preview';
import { HttpClient } from '../../../../main/http/client';
import { SiteCallLog } from '../../../../main/site/call-log';
import { SiteClient } from '../../../../main/site/site-client';
import type { BatchPreview } from '../../../../shared/batch';
import { fileReadWords } from '../../../../shared/batch-report-words';
import { ConsoleError } from '../../../../shared/errors';
import type { RunningSite, SiteData } from '../../../../sim/index';
import { rulesOf, SMALL_SITE, startTestSite } from '../../sim/site-helpers';

// Batch files as engineers have them, built here byte by byte, sent to the reference site; what
// the site recorded must be the ids exactly as the spreadsheet shows them.

/** GBK bytes of a text, from the decoder's own table (Node has no GBK encoder). */
const GBK_OF = (() => {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('gbk');
  for (let lead = 0x81; lead <= 0xfe; lead += 1) {
    for (let trail = 0x40; trail <= 0xfe; trail += 1) {
      if (trail === 0x7f) continue;
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && char !== '\uFFFD' && !table.has(char)) table.set(char, [lead, trail]);
    }
  }
  return table;
})();
const gbk = (text: string): Buffer =>
  Buffer.from(
    [...text].flatMap((char) => {
      if (char.charCodeAt(0) < 0x80) return [char.charCodeAt(0)];
      const bytes = GBK_OF.get(char);
      if (!bytes) throw new Error(`no GBK for ${char}`);
      return bytes;
    }),
  );
const utf16le = (text: string): Buffer => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const utf8Bom = (text: string): Buffer => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);

const visitor = (personId: string, personName: string): SiteData['persons'][number] => ({
  personId,
  personName,
  personType: 'visitor',
  floorIds: [],
});
const DATA: SiteData = {
  ...structuredClone(SMALL_SITE),
  persons: [
    ...SMALL_SITE.persons,
    visitor('00124', '零零一二四'),
    visitor('124', 'One Two Four'),
    visitor('V1001', 'Chen Jie'),
    visitor('V1002', '王七'),
    visitor('V1003', '赵六'),
    visitor('V1004', 'Ana Müller'),
    visitor('01250', 'Lin Bo'),
    visitor('1250', 'Lin Bo the other'),
    visitor('W2001', 'Xu Mei'),
    visitor('V1005', '王七'),
  ],
};

let site: RunningSite;
let dir: string;
const http = new HttpClient();
let client: SiteClient;

beforeAll(async () => {
  site = await startTestSite({ data: DATA });
  dir = await mkdtemp(join(tmpdir(), 'batch-encodings-'));
  client = new SiteClient(http, new SiteCallLog(join(dir, 'data')));
});

afterAll(async () => {
  await http.close();
  await site.close();
  await rm(dir, { recursive: true, force: true });
});

/** Writes a file in the test's folder; its path. */
async function writeTemp(name: string, bytes: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

/** Writes the file, previews it against the site and runs it; the preview is returned. */
async function sendFile(name: string, bytes: Buffer | Uint8Array): Promise<BatchPreview> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  const preview = await previewBatch(await readBatchFile(path), { client, profile: site.profile });
  const journal = await BatchJournal.open(join(dir, `${name}.journal.jsonl`));
  await new BatchRun(preview, new Set(), journal, grantThrough(client, site.profile, 'direct')).start();
  await journal.close();
  return preview;
}

describe('CSV in the encodings spreadsheets save', () => {
  it('reads GBK with Chinese headers and CRLF (Excel "CSV (逗号分隔)" on zh-CN Windows)', async () => {
    const preview = await sendFile('gbk.csv', gbk('姓名,访客编号,楼层编号\r\n王七,V1002,A-03\r\n赵六,V1003,A-02;A-05\r\n'));
    expect(preview.file).toEqual({ kind: 'csv', encoding: 'gb18030', byteOrderMark: false, delimiter: ',' });
    expect(readAs(preview.file)).toBe('GB18030, comma-separated');
    expect(preview.rows).toEqual([
      { row: 2, visitorId: 'V1002', floorIds: ['A-03'] },
      { row: 3, visitorId: 'V1003', floorIds: ['A-02', 'A-05'] },
    ]);
    expect(await rulesOf(site, 'V1002')).toEqual(['A-03']);
    expect((await rulesOf(site, 'V1003'))?.sort()).toEqual(['A-02', 'A-05']);
  });

  it('reads UTF-16 LE with BOM, tab-separated (Excel "Unicode text")', async () => {
    const preview = await sendFile('unicode.txt.csv', utf16le('访客编号\t楼层编号\r\nV1\tB-02\r\n'));
    expect(preview.file).toMatchObject({ encoding: 'utf-16le', byteOrderMark: true, delimiter: '\t' });
    expect(preview.rows).toEqual([{ row: 2, visitorId: 'V1', floorIds: ['B-02'] }]);
    expect(await rulesOf(site, 'V1')).toEqual(['B-02']);
  });

  it('reads UTF-8 with BOM ("CSV UTF-8") with semicolons', async () => {
    const preview = await sendFile('utf8.csv', utf8Bom('访客编号;楼层编号\r\nV1004;B-03\r\n'));
    expect(preview.file).toMatchObject({ encoding: 'utf-8', byteOrderMark: true, delimiter: ';' });
    expect(await rulesOf(site, 'V1004')).toEqual(['B-03']);
  });

  it('refuses an encoding it cannot be sure of, naming its guess and showing the first row as read; nothing is sent', async () => {
    // Windows-1252 (Excel's CSV on a Western Windows): "Müller" reads as GB18030 too, wrongly; it is named for what it likely is.
    const latin1 = Buffer.from('visitorId,floorIds\r\nM\u00fcller,A-02\r\n', 'latin1');
    const path = join(dir, 'latin1.csv');
    await writeFile(path, latin1);
    const error = await readBatchFile(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleError);
    expect(error).toMatchObject({
      category: 'usage',
      code: 'BATCH_ENCODING_DOUBTFUL',
      details: { encoding: 'WINDOWS-1252', firstLine: 'visitorId,floorIds' },
    });
    expect((error as ConsoleError).message).toContain('read as Windows-1252 (Latin-1), its first row is "visitorId,floorIds"');
    // The header is plain ASCII: the row where the reading shows is named too.
    expect(error).toMatchObject({ details: { sampleRow: 2, sampleText: 'Müller,A-02' } });
    expect((error as ConsoleError).message).toContain('row 2, the first with characters beyond ASCII, reads “Müller,A-02”');
    expect((error as ConsoleError).message).toContain('CSV UTF-8');
  });

  it('sends no id that only an unconfirmed GB18030 reading gave: Shift-JIS half-width katakana and Latin-1 letter pairs lie in GB2312 too', async () => {
    // ﾔﾏﾀﾞ in Shift-JIS (B4 CF C0 DE) reads as 韵擂 in GB2312; ÀÉ in Windows-1252 (C0 C9) as a hanzi.
    const cases: [string, Buffer, string][] = [
      [
        'sjis-kana.csv',
        Buffer.from([...Buffer.from('visitorId,floorIds\r\nV1,A-02\r\n'), 0xb4, 0xcf, 0xc0, 0xde, ...Buffer.from(',A-03\r\n')]),
        'Shift-JIS',
      ],
      // À and É are half-width katakana in Shift-JIS too: both are named.
      [
        'latin1-pair.csv',
        Buffer.from('visitorId,floorIds\r\nV1,A-02\r\n\u00c0\u00c9,A-03\r\n', 'latin1'),
        'Shift-JIS or Windows-1252 (Latin-1)',
      ],
    ];
    for (const [name, bytes, likely] of cases) {
      const path = join(dir, name);
      await writeFile(path, bytes);
      const error = (await readBatchFile(path).catch((e: unknown) => e)) as ConsoleError;
      expect(error, name).toMatchObject({
        code: 'BATCH_ENCODING_DOUBTFUL',
        details: { encoding: 'GB18030', readAs: 'GB18030', likely, row: 3, firstLine: 'visitorId,floorIds' },
      });
      expect(error.message).toContain(
        `the visitor id of row 3 reads "${String((error.details as { id: string }).id)}" in it, which ${likely} reads as other characters`,
      );
      // Its words in Chinese say the doubt in Chinese, not in the English message.
      const why = (error.details as { why: { en: string; 'zh-CN': string } }).why;
      expect(why['zh-CN']).toContain('第 3 行的访客编号');
      expect(why['zh-CN']).not.toMatch(/reads|confirm|header/);
    }
    // Names in GB2312 beside ASCII ids, under an English header, are read as before.
    const preview = await sendFile('gbk-names.csv', gbk('visitorId,floorIds,name\r\nV1005,A-03,王七\r\n'));
    expect(preview.file).toMatchObject({ encoding: 'gb18030' });
    expect(await rulesOf(site, 'V1005')).toEqual(['A-03']);
  });

  it('names the encoding it read when the header is missing, instead of blaming the header alone', async () => {
    const path = join(dir, 'no-header.csv');
    await writeFile(path, gbk('编号,楼层\r\nV1002,A-03\r\n'));
    // Of the first row, only the expected names it holds would be said back: here none.
    await expect(readBatchFile(path)).rejects.toMatchObject({
      code: 'BATCH_HEADER_MISSING',
      details: { found: [], readAs: 'GB18030, comma-separated' },
    });
  });
});

describe('XLSX: an id is the text the sheet shows', () => {
  it('reads the sheet the workbook opens on and names the others; a hidden (filtered-out) row is not sent', async () => {
    const workbook = new ExcelJS.Workbook();
    const old = workbook.addWorksheet('Old list');
    old.addRow(['visitorId', 'floorIds']);
    old.addRow(['V1002', 'A-02']);
    const today = workbook.addWorksheet('Today');
    today.addRow(['visitorId', 'floorIds']);
    today.addRow(['V1003', 'A-03']);
    today.addRow(['V1004', 'A-05']).hidden = true;
    workbook.addWorksheet('Notes', { state: 'hidden' }).addRow(['visitorId', 'floorIds']);
    workbook.views = [{ x: 0, y: 0, width: 10000, height: 20000, firstSheet: 0, activeTab: 1, visibility: 'visible' }];
    const rulesBefore = await rulesOf(site, 'V1004');
    const preview = await sendFile('two-sheets.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(preview.file).toEqual({ kind: 'xlsx', sheet: 'Today', otherSheets: ['Old list'] });
    expect(readAs(preview.file)).toBe('sheet "Today"');
    expect(fileReadWords(preview.file, 'en')).toBe('Read from the sheet “Today”. The workbook’s other sheets are not read: “Old list”.');
    expect(fileReadWords(preview.file, 'zh-CN')).toBe('读取自工作表“Today”。工作簿中的其他工作表未读取：“Old list”。');
    expect(preview.rows.map((r) => r.visitorId)).toEqual(['V1003', 'V1004']);
    expect(preview.problems).toMatchObject([{ row: 3, code: 'BATCH_ROW_HIDDEN' }]);
    expect(await rulesOf(site, 'V1003')).toEqual(['A-03']);
    expect(await rulesOf(site, 'V1004')).toEqual(rulesBefore);
    // An active tab that is hidden is not read: the first visible sheet is.
    workbook.views = [{ x: 0, y: 0, width: 10000, height: 20000, firstSheet: 0, activeTab: 2, visibility: 'visible' }];
    const hiddenActive = await readBatchFile(await writeTemp('hidden-active.xlsx', Buffer.from(await workbook.xlsx.writeBuffer())));
    expect(hiddenActive.read).toEqual({ kind: 'xlsx', sheet: 'Old list', otherSheets: ['Today'] });
  });

  it('says a formula the file keeps no result of, rather than calling the id empty', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Visitors');
    sheet.addRow(['visitorId', 'floorIds']);
    sheet.addRow([{ formula: '"V"&1005' }, 'A-02']);
    // A template's rows below, filled down with formulas that give "" (Excel saves no result for them): blank, not problems.
    for (let r = 0; r < 3; r++) sheet.addRow([{ formula: 'IF(C9="","",C9)' }, { formula: 'IF(D9="","",D9)' }]);
    // A visitor whose floors a formula gives without a result: not sent as "no floors" (the visitor's whole list).
    sheet.addRow(['V1005', { formula: 'IF(D9="","",D9)' }]);
    const preview = await sendFile('no-result.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(preview.problems.map((p) => [p.row, p.column, p.code, p.details.held])).toEqual([
      [2, 'visitorId', 'BATCH_CELL_FORMULA', '="V"&1005'],
      [6, 'floorIds', 'BATCH_CELL_FORMULA', '=IF(D9="","",D9)'],
    ]);
    expect(preview.rows.map((r) => r.row)).toEqual([2, 6]);
    expect(preview.problems[0]?.message).toContain('whose result the file does not keep');
  });

  it('sends formatted numbers, text cells, formulas and rich text as shown; dates and inexact numbers are row problems', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('访客名单');
    sheet.addRow(['访客编号', '楼层编号']);
    sheet.addRow([124, 'A-02']).getCell(1).numFmt = '00000'; // shown 00124: not visitor 124
    const text = sheet.addRow(['124', 'A-03']).getCell(1);
    text.numFmt = '@';
    sheet.addRow([{ formula: '1000+1', result: 1001 }, 'B-02']).getCell(1).numFmt = '"V"0'; // shown V1001
    sheet.addRow([{ richText: [{ text: 'V' }, { font: { bold: true }, text: '2' }] }, 'A-05']);
    sheet.addRow([new Date(Date.UTC(2026, 0, 5)), 'A-02']);
    sheet.addRow([12345678901234567890, 'A-02']);
    sheet.addRow([150000000000, 'A-02']); // General: 1.5E+11
    sheet.addRow(['V3', new Date(Date.UTC(2026, 2, 1))]);
    sheet.addRow([{ formula: '1=1', result: true }, 'A-02']); // a comparison: TRUE is no one's id
    sheet.addRow([124.6, 'A-02']).getCell(1).numFmt = '00000'; // shown 00125: not visitor 00125
    sheet.addRow([{ formula: '1/3', result: 1 / 3 }, 'A-02']); // General: 0.333333333
    const dated = sheet.addRow([new Date(Date.UTC(2023, 2, 15)), 'A-02']).getCell(1);
    dated.numFmt = 'yyyy/m/d'; // quoted as the sheet shows it
    sheet.addRow([12.5, 'A-02']); // a fraction shown whole: sent as shown
    sheet.addRow([125000, 'A-02']).getCell(1).numFmt = '0,'; // shown 125: not visitor 125
    sheet.addRow([123456, 'A-02']).getCell(1).numFmt = '000-000'; // shown 123-456, every digit there: sent as shown
    const preview = await sendFile('formatted.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(preview.file).toEqual({ kind: 'xlsx', sheet: '访客名单' });
    expect(preview.rows.slice(0, 4).map((r) => r.visitorId)).toEqual(['00124', '124', 'V1001', 'V2']);
    expect(preview.problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [6, 'visitorId', 'BATCH_CELL_DATE'],
      [7, 'visitorId', 'BATCH_CELL_INEXACT'],
      [8, 'visitorId', 'BATCH_CELL_INEXACT'],
      [9, 'floorIds', 'BATCH_CELL_DATE'],
      [10, 'visitorId', 'BATCH_CELL_BOOLEAN'],
      [11, 'visitorId', 'BATCH_CELL_ROUNDED'],
      [12, 'visitorId', 'BATCH_CELL_ROUNDED'],
      [13, 'visitorId', 'BATCH_CELL_DATE'],
      [15, 'visitorId', 'BATCH_CELL_SCALED'],
    ]);
    expect(preview.problems[8]).toMatchObject({ details: { value: '125', held: '125000' } });
    expect(preview.rows.at(-1)?.visitorId).toBe('123-456');
    expect(preview.problems[5]).toMatchObject({ details: { value: '00125', held: '124.6' } });
    expect(preview.problems[5]?.message).toContain('holds a fraction that its number format rounds (124.6, shown as "00125")');
    expect(preview.problems[7]?.details).toMatchObject({ value: '2023/3/15' });
    expect(preview.rows.at(-3)?.visitorId).toBe('12.5');
    expect(await rulesOf(site, '00125')).toBeUndefined();
    expect(await rulesOf(site, 'TRUE')).toBeUndefined();
    expect(preview.problems[2]?.details).toMatchObject({ value: '1.5E+11' });
    expect(await rulesOf(site, '00124')).toEqual(['A-02']);
    expect(await rulesOf(site, '124')).toEqual(['A-03']);
    expect(await rulesOf(site, 'V1001')).toEqual(['B-02']);
    expect(await rulesOf(site, 'V2')).toEqual(['A-05']);
    expect(await rulesOf(site, 'V3')).toBeUndefined();
  });
});

// Debian's LibreOffice (libreoffice-calc-nogui; .ci/run installs it) writes the XLSX as an engineer's
// LibreOffice would: its own style table and number format codes, not exceljs's.
const SOFFICE = '/usr/bin/soffice';

/** A flat ODS sheet: a number shown through `00000`, a text cell holding digits, a formula shown through `"W"0`. */
const FLAT_ODS = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:automatic-styles>
  <number:number-style style:name="N5"><number:number number:decimal-places="0" number:min-integer-digits="5"/></number:number-style>
  <number:number-style style:name="NW"><number:text>W</number:text><number:number number:decimal-places="0" number:min-integer-digits="1"/></number:number-style>
  <number:text-style style:name="NT"><number:text-content/></number:text-style>
  <style:style style:name="zeros" style:family="table-cell" style:data-style-name="N5"/>
  <style:style style:name="w" style:family="table-cell" style:data-style-name="NW"/>
  <style:style style:name="text" style:family="table-cell" style:data-style-name="NT"/>
 </office:automatic-styles>
 <office:body><office:spreadsheet><table:table table:name="来访">
  <table:table-row><table:table-cell office:value-type="string"><text:p>访客编号</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>楼层编号</text:p></table:table-cell></table:table-row>
  <table:table-row><table:table-cell table:style-name="zeros" office:value-type="float" office:value="1250"><text:p>01250</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>A-02</text:p></table:table-cell></table:table-row>
  <table:table-row><table:table-cell table:style-name="text" office:value-type="string"><text:p>1250</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>A-03</text:p></table:table-cell></table:table-row>
  <table:table-row><table:table-cell table:style-name="w" table:formula="of:=2000+1" office:value-type="float" office:value="2001"><text:p>W2001</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>B-02</text:p></table:table-cell></table:table-row>
 </table:table></office:spreadsheet></office:body>
</office:document>
`;

describe.skipIf(!existsSync(SOFFICE))(
  'XLSX written by LibreOffice (skipped: /usr/bin/soffice is not installed; apt-get install libreoffice-calc-nogui)',
  () => {
    it('sends the ids as LibreOffice shows them: 01250 (number formatted 00000), 1250 (text), W2001 (formula)', async () => {
      const source = join(dir, 'libreoffice.fods');
      await writeFile(source, FLAT_ODS);
      // A private profile: a first start writes one, and an engineer's own LibreOffice may be open.
      const profile = `file://${join(dir, 'soffice-profile')}`;
      await promisify(execFile)(
        SOFFICE,
        [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'xlsx', '--outdir', join(dir, 'converted'), source],
        { timeout: 110_000 },
      );
      const preview = await sendFile('libreoffice.xlsx', await readFile(join(dir, 'converted', 'libreoffice.xlsx')));
      expect(preview.file).toEqual({ kind: 'xlsx', sheet: '来访' });
      expect(preview.problems).toEqual([]);
      expect(preview.rows).toEqual([
        { row: 2, visitorId: '01250', floorIds: ['A-02'] },
        { row: 3, visitorId: '1250', floorIds: ['A-03'] },
        { row: 4, visitorId: 'W2001', floorIds: ['B-02'] },
      ]);
      expect(await rulesOf(site, '01250')).toEqual(['A-02']);
      expect(await rulesOf(site, '1250')).toEqual(['A-03']);
      expect(await rulesOf(site, 'W2001')).toEqual(['B-02']);
    }, 120_000);
  },
);
