import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBatchFile, readBatchFile } from '../../../../main/batch/batch-file';
import { findRowProblems } from '../../../../main/batch/preview';
import { FloorDirectory } from '../../../../shared/floor-names';
import { BatchJournal, grantedKeys, readJournal, rowKey } from '../../../../main/batch/journal';
import { resultsFileBytes } from '../../../../main/batch/results-export';
import type { BatchRow, RowOutcome } from '../../../../shared/batch';
import { ConsoleError } from '../../../../shared/errors';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'batch-file-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const csv = async (text: string): Promise<BatchRow[]> => (await parseBatchFile(Buffer.from(text), 'visitors.csv')).rows;

describe('batch files', () => {
  it('reads CSV as Excel writes it in en: comma, BOM, CRLF, floors split on ; or |', async () => {
    const rows = await csv('\uFEFFvisitorId,floorIds\r\nV1,A-03;A-02\r\nV2,"B-02 | A-02"\r\nV3,\r\n');
    expect(rows).toEqual([
      { row: 2, visitorId: 'V1', floorIds: ['A-03', 'A-02'] },
      { row: 3, visitorId: 'V2', floorIds: ['B-02', 'A-02'] },
      { row: 4, visitorId: 'V3', floorIds: [] },
    ]);
  });

  it('reads CSV as Excel writes it in zh-CN and other locales: Chinese headers, semicolons, no BOM', async () => {
    const rows = await csv('访客编号;楼层编号\nV1;A-03|A-02\n\n V2 ;\n');
    expect(rows).toEqual([
      { row: 2, visitorId: 'V1', floorIds: ['A-03', 'A-02'] },
      { row: 4, visitorId: 'V2', floorIds: [] },
    ]);
  });

  it('reads the first sheet of an XLSX written by exceljs', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('访客');
    sheet.addRow(['楼层编号', '访客编号']);
    sheet.addRow(['A-03;A-05', 'V1']);
    sheet.addRow([null, 'V3']);
    workbook.addWorksheet('other').addRow(['visitorId', 'floorIds']);
    const path = join(dir, 'visitors.xlsx');
    await workbook.xlsx.writeFile(path);
    expect((await readBatchFile(path)).rows).toEqual([
      { row: 2, visitorId: 'V1', floorIds: ['A-03', 'A-05'] },
      { row: 3, visitorId: 'V3', floorIds: [] },
    ]);
  });

  it('refuses a header without visitorId, naming which of the expected names it found (and no other cell: the file may be anything)', async () => {
    const error = await csv('id,floorIds\nV1,\n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleError);
    expect((error as ConsoleError).code).toBe('BATCH_HEADER_MISSING');
    expect((error as ConsoleError).message).toContain('visitorId');
    expect((error as ConsoleError).details).toMatchObject({
      column: 'visitorId',
      found: ['floorIds'],
      named: { en: 'found only floorIds' },
      readAs: 'UTF-8, comma-separated',
    });
    expect(JSON.stringify(error)).not.toContain('"id"');
  });

  it('refuses as a row problem a long id that Excel wrote into the CSV in scientific notation (its digits are gone)', async () => {
    // Excel shows a 12-digit id typed into a General cell as 1.23457E+11, and saves that into the CSV.
    const file = await parseBatchFile(
      Buffer.from('visitorId,floorIds\r\n1.23457E+11,A-02\r\nV2,1E+03\r\nE2E-1,A-02\r\n3E,A-03\r\n'),
      'visitors.csv',
    );
    expect(file.rows.map((row) => row.visitorId)).toEqual(['1.23457E+11', 'V2', 'E2E-1', '3E']);
    expect(file.problems.map((p) => [p.row, p.column, p.code, p.details])).toEqual([
      [2, 'visitorId', 'BATCH_CELL_INEXACT', { value: '1.23457E+11', issue: 'scientific' }],
      [3, 'floorIds', 'BATCH_CELL_INEXACT', { value: '1E+03', issue: 'scientific' }],
    ]);
    expect(file.problems[0]?.message).toContain('scientific notation');
  });

  it('refuses as a row problem a cell that Excel turned into a date before writing the CSV (1-3 became 3-Jan)', async () => {
    const file = await parseBatchFile(
      Buffer.from(
        'visitorId,floorIds\r\nV1,3-Jan\r\n2024/1/3,A-02\r\nV3,1/3/2024\r\nV4,B1-03\r\nV5,A-02\r\nJan-03,A-03\r\n1月3日,A-02\r\nV9,2024年12月31日\r\nV10,3月楼\r\n',
      ),
      'visitors.csv',
    );
    expect(file.problems.map((p) => [p.row, p.column, p.code, p.details])).toEqual([
      [2, 'floorIds', 'BATCH_CELL_DATE', { value: '3-Jan', issue: 'date' }],
      [3, 'visitorId', 'BATCH_CELL_DATE', { value: '2024/1/3', issue: 'date' }],
      [4, 'floorIds', 'BATCH_CELL_DATE', { value: '1/3/2024', issue: 'date' }],
      [7, 'visitorId', 'BATCH_CELL_DATE', { value: 'Jan-03', issue: 'date' }],
      [8, 'visitorId', 'BATCH_CELL_DATE', { value: '1月3日', issue: 'date' }],
      [9, 'floorIds', 'BATCH_CELL_DATE', { value: '2024年12月31日', issue: 'date' }],
    ]);
  });

  it('refuses a file that cannot be read or is not a workbook', async () => {
    await expect(readBatchFile(join(dir, 'missing.csv'))).rejects.toMatchObject({ code: 'BATCH_FILE_NOT_FOUND' });
    await writeFile(join(dir, 'broken.xlsx'), 'not a zip');
    await expect(readBatchFile(join(dir, 'broken.xlsx'))).rejects.toMatchObject({ code: 'BATCH_FILE_UNREADABLE', category: 'usage' });
  });
});

describe('preview', () => {
  it('points at empty visitor ids, duplicate rows and unknown floors by row and column', async () => {
    const rows = await csv('visitorId,floorIds\nV1,A-03;A-02\n,A-01\nV1,A-02;A-03\nV2,A-99|B-02\nV1,A-03\n');
    const problems = findRowProblems(
      rows,
      new FloorDirectory(
        ['A-02', 'A-03', 'B-02'].map((floorId) => ({ floorId, floorName: floorId, floorNo: null, buildingId: null, buildingName: null })),
      ),
    );
    expect(problems.map((p) => [p.row, p.column, p.code])).toEqual([
      [3, 'visitorId', 'BATCH_EMPTY_VISITOR'],
      [3, 'floorIds', 'BATCH_UNKNOWN_FLOOR'],
      [4, 'visitorId', 'BATCH_DUPLICATE_ROW'],
      [5, 'floorIds', 'BATCH_UNKNOWN_FLOOR'],
    ]);
    expect(problems[2]?.details).toEqual({ visitorId: 'V1', firstRow: 2 });
    expect(problems[3]?.details).toEqual({
      floorIds: ['A-99'],
      floors: 'A-99',
      next: { en: 'Check the floor ids against the site.', 'zh-CN': '请对照现场核对楼层编号。' },
      closeFloors: [{ typed: 'A-99', floors: expect.any(Array) }],
    });
    expect(findRowProblems(rows, null).map((p) => p.code)).not.toContain('BATCH_UNKNOWN_FLOOR');
    // Floors listed with a comma are one unknown floor, and the words say how a cell lists several;
    // a full-width semicolon and a line break in the cell do separate floors.
    const listed = await csv('visitorId,floorIds\nV1,"A-02,A-03"\nV2,A-02；A-03\nV3,"A-02\nA-03"\n');
    const directory = new FloorDirectory(
      ['A-02', 'A-03'].map((floorId) => ({ floorId, floorName: floorId, floorNo: null, buildingId: null, buildingName: null })),
    );
    const byComma = findRowProblems(listed, directory);
    expect(byComma.map((p) => [p.row, p.code])).toEqual([[2, 'BATCH_UNKNOWN_FLOOR']]);
    expect(byComma[0]?.message).toContain('several floors in one cell are separated by ; or | (or one per line), not by a comma');
    expect(listed.slice(1).map((r) => r.floorIds)).toEqual([
      ['A-02', 'A-03'],
      ['A-02', 'A-03'],
    ]);
    // A row without a visitor id still has its floors checked: every problem of a row at once.
    const empty = await csv('visitorId,floorIds\n,A-99\n');
    expect(findRowProblems(empty, new FloorDirectory([])).map((p) => p.code)).toEqual(['BATCH_EMPTY_VISITOR', 'BATCH_UNKNOWN_FLOOR']);
  });

  it('names the expected header it found as written and how the file was read, in both languages, when a column is missing', async () => {
    const error = await parseBatchFile(Buffer.from('Name,FloorIds\nLi,A-02\n'), 'visitors.csv').catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'BATCH_HEADER_MISSING',
      details: {
        found: ['FloorIds'],
        named: { en: 'found only FloorIds', 'zh-CN': '只找到 FloorIds' },
        readAs: 'UTF-8, comma-separated',
        read: { en: 'UTF-8, comma-separated', 'zh-CN': 'UTF-8，以逗号分隔' },
      },
    });
    expect((error as Error).message).not.toContain('Name');
  });
});

const outcome = (row: number, visitorId: string, ok: boolean): RowOutcome => ({
  row,
  visitorId,
  floorIds: ['A-02'],
  ok,
  state: ok ? 'granted' : 'failed',
  durationMs: 3,
  attempts: 1,
  ...(ok ? {} : { code: 'VISITOR_NOT_FOUND', category: 'envelope' as const }),
});

describe('journal', () => {
  it('keeps every appended outcome, ignores a line torn by a crash and appends after it', async () => {
    const path = join(dir, 'torn.jsonl');
    const journal = await BatchJournal.open(path);
    await Promise.all([journal.append(outcome(2, 'V1', true)), journal.append(outcome(3, 'V2', false))]);
    await journal.close();
    await writeFile(path, `${await readFile(path, 'utf8')}{"v":1,"key":"V3`);
    const again = await BatchJournal.open(path);
    await again.append(outcome(4, 'V4', true));
    await again.close();
    const entries = await readJournal(path);
    expect(entries.map((e) => [e.row, e.ok])).toEqual([
      [2, true],
      [3, false],
      [4, true],
    ]);
    expect(grantedKeys(entries)).toEqual(
      new Set([rowKey({ visitorId: 'V1', floorIds: ['A-02'] }), rowKey({ visitorId: 'V4', floorIds: ['A-02'] })]),
    );
    expect(await readJournal(join(dir, 'none.jsonl'))).toEqual([]);
  });
});

describe('results export', () => {
  it('writes CSV with a BOM and XLSX with each row outcome, code, message and duration', async () => {
    const results = [outcome(2, 'V1', true), outcome(3, '王小明', false)];
    const text = (await resultsFileBytes(results, 'r.csv', 'en')).toString('utf8');
    expect(text.startsWith('\uFEFFRow,Visitor ID,Floor IDs,Outcome,OK,Code,Category,Message,Duration (ms),Attempts\r\n')).toBe(true);
    expect(text).toContain('3,王小明,A-02,failed,false,VISITOR_NOT_FOUND,envelope');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await resultsFileBytes(results, 'r.xlsx', 'en')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).text).toBe('Visitor ID');
    expect(sheet?.getRow(3).getCell(2).text).toBe('王小明');
    expect(sheet?.getRow(3).getCell(6).text).toBe('VISITOR_NOT_FOUND');
  });

  it('writes the header line in Chinese for a zh-CN engineer, in CSV and in XLSX; the values stay codes', async () => {
    const results = [outcome(3, '王小明', false)];
    const text = (await resultsFileBytes(results, 'r.csv', 'zh-CN')).toString('utf8');
    expect(text.startsWith('\uFEFF行号,访客 ID,楼层 ID,结果,成功,代码,类别,消息,耗时（毫秒）,尝试次数\r\n')).toBe(true);
    expect(text).toContain('3,王小明,A-02,failed,false,VISITOR_NOT_FOUND,envelope');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await resultsFileBytes(results, 'r.xlsx', 'zh-CN')) as unknown as ArrayBuffer);
    const header: string[] = [];
    workbook.worksheets[0]?.getRow(1).eachCell((cell) => header.push(cell.text));
    expect(header).toEqual(['行号', '访客 ID', '楼层 ID', '结果', '成功', '代码', '类别', '消息', '耗时（毫秒）', '尝试次数']);
    expect(workbook.worksheets[0]?.getRow(2).getCell(4).text).toBe('failed');
  });
});
