// Batch visitor access against the reference site over real HTTP: the mixed batch, the journal that
// makes a rerun send no granted row twice, files in CSV and XLSX, floor names, the dry run, and what
// it says in the engineer's language.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { rowKey } from '../../../../main/batch/journal';
import { rulesOf } from '../../sim/site-helpers';
import { checkedCliOutput } from '../../shared/api/cli-output-check';
import { batchSiteForEachFile } from './batch-site';

const { state, dir, profileFile, run, e2Received, file } = batchSiteForEachFile();

describe('visitor-access --batch', () => {
  it('a mixed batch gives the right counts and codes, and a rerun with the same journal sends nothing granted again', async () => {
    const batch = file('mixed.csv', '\uFEFFvisitorId,floorIds\r\nV1,A-03\r\nV2,\r\nV3,\r\nV9,A-02\r\nV4,A-99\r\n,A-02\r\n');
    const first = await run(['--batch', batch, '--profile', profileFile, '--json']);
    expect(first.code).toBe(1);
    const summary = checkedCliOutput('batch', first.out);
    expect(summary).toMatchObject({ ok: false, total: 6, succeeded: 2, failed: 2, skipped: 2 });
    expect(summary.results).toEqual([
      { row: 2, visitorId: 'V1', ok: true },
      { row: 3, visitorId: 'V2', ok: true },
      { row: 4, visitorId: 'V3', ok: false, code: 'NO_FLOORS', category: 'envelope' },
      { row: 5, visitorId: 'V9', ok: false, code: 'VISITOR_NOT_FOUND', category: 'envelope' },
      { row: 6, visitorId: 'V4', ok: false, code: 'BATCH_UNKNOWN_FLOOR', category: 'validation' },
      { row: 7, visitorId: '', ok: false, code: 'BATCH_EMPTY_VISITOR', category: 'validation' },
    ]);
    // Row 3 sent no floors: the elevator application completed them from V2's floor list.
    expect((await rulesOf(state.site, 'V2'))?.sort()).toEqual(['A-02', 'B-02']);
    expect(await rulesOf(state.site, 'V1')).toEqual(['A-03']);

    const sentBefore = (await e2Received()).length;
    const second = await run(['--batch', batch, '--profile', profileFile, '--json']);
    expect(checkedCliOutput('batch', second.out)).toMatchObject({ total: 6, succeeded: 0, failed: 2, skipped: 4 });
    const sentAgain = (await e2Received()).slice(sentBefore).map((c) => c.key);
    expect(sentAgain.sort()).toEqual([rowKey({ visitorId: 'V3', floorIds: [] }), rowKey({ visitorId: 'V9', floorIds: ['A-02'] })].sort());
    // The binding line, then one line per row sent.
    expect(readFileSync(`${batch}.journal.jsonl`, 'utf8').trim().split('\n')).toHaveLength(7);
  });

  it('sends a floor the site does not know when the profile names no zone service, and reports FLOOR_NOT_FOUND', async () => {
    const { common: _common, ...services } = state.site.profile.services;
    const bare = file('bare-profile.json', JSON.stringify({ ...state.site.profile, services }));
    const batch = file('unknown-floor.csv', 'visitorId,floorIds\nV4,A-99|B-01\n');
    const { code, out } = await run(['--batch', batch, '--profile', bare, '--json', '--route', 'gateway']);
    expect(code).toBe(1);
    expect(checkedCliOutput('batch', out).results).toEqual([
      { row: 2, visitorId: 'V4', ok: false, code: 'FLOOR_NOT_FOUND', category: 'envelope' },
    ]);
  });

  it('reads CSV with Chinese headers and semicolons, and an XLSX written by exceljs; exit 0 when every row is granted', async () => {
    const zh = file('zh.csv', '\uFEFF访客编号;楼层编号\r\nV4;B-01|B-02\r\nP1;A-02\r\n');
    expect((await run(['--batch', zh, '--profile', profileFile, '--route', 'intermediary'])).code).toBe(0);
    expect(await rulesOf(state.site, 'V4')).toEqual(['B-01', 'B-02']);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('visitors');
    sheet.addRow(['visitorId', 'floorIds']);
    sheet.addRow(['V4', 'B-03']);
    const xlsx = join(dir, 'visitors.xlsx');
    await workbook.xlsx.writeFile(xlsx);
    const { code, out } = await run(['--batch', xlsx, '--profile', profileFile, '--json', '--results', join(dir, 'results.xlsx')]);
    expect(code).toBe(0);
    expect(checkedCliOutput('batch', out)).toMatchObject({ ok: true, total: 1, succeeded: 1 });
    expect(await rulesOf(state.site, 'V4')).toEqual(['B-03']);
  });

  it('grants the floors that names in the floor column stand for, sending ids only, and skips a name that fits two towers', async () => {
    const batch = file('names.csv', '\uFEFF访客编号,楼层编号\r\nV4,Tower B 1F;负一层\r\nV1,3F\r\nP1,A座 五楼\r\n');
    const sentBefore = (await e2Received()).length;
    const { code, out } = await run(['--batch', batch, '--profile', profileFile, '--json']);
    expect(code).toBe(1);
    expect(checkedCliOutput('batch', out).results).toEqual([
      { row: 2, visitorId: 'V4', ok: true },
      { row: 3, visitorId: 'V1', ok: false, code: 'BATCH_FLOOR_AMBIGUOUS', category: 'validation' },
      { row: 4, visitorId: 'P1', ok: true },
    ]);
    // The site's own records: the rules hold the ids, and every E2 it received carried ids only.
    expect((await rulesOf(state.site, 'V4'))?.sort()).toEqual(['A-B1', 'B-01']);
    expect(await rulesOf(state.site, 'P1')).toEqual(['A-05']);
    const sent = (await e2Received()).slice(sentBefore).map((c) => c.key);
    expect(sent.sort()).toEqual(
      [rowKey({ visitorId: 'V4', floorIds: ['B-01', 'A-B1'] }), rowKey({ visitorId: 'P1', floorIds: ['A-05'] })].sort(),
    );
    // --json says what the text report says: how the file was read, each row as sent, the ambiguous
    // name's candidates, and no visitor on two rows.
    const report = checkedCliOutput('batch', out);
    expect(report.file).toMatchObject({ kind: 'csv', encoding: 'utf-8', readAs: 'UTF-8 with BOM, comma-separated' });
    expect(report.floorCheck).toMatchObject({ checked: true });
    expect(report.rows[0]).toMatchObject({
      row: 2,
      visitorId: 'V4',
      floorIds: ['B-01', 'A-B1'],
      state: 'granted',
      floorNames: [
        { typed: 'Tower B 1F', floorId: 'B-01' },
        { typed: '负一层', floorId: 'A-B1' },
      ],
    });
    expect(report.rows[1]).toMatchObject({ row: 3, state: 'problem', message: expect.stringContaining('3F') });
    expect(report.problems).toEqual([
      expect.objectContaining({
        row: 3,
        code: 'BATCH_FLOOR_AMBIGUOUS',
        details: expect.objectContaining({ candidates: [expect.objectContaining({ typed: '3F' })] }),
      }),
    ]);
    expect(report.problems[0].details.candidates[0].floors.map((f: { floorId: string }) => f.floorId)).toEqual(['A-03', 'B-03']);
    expect(report.repeatedVisitors).toEqual([]);
  });

  it('warns of a visitor on two rows with other floors (the site keeps the floors of the row sent last), in text and in --json', async () => {
    const batch = file('repeated.csv', 'visitorId,floorIds\nV4,B-01\nV4,B-02\n');
    const text = await run([
      '--batch',
      batch,
      '--profile',
      profileFile,
      '--concurrency',
      '1',
      '--journal',
      join(dir, 'repeated-text.jsonl'),
    ]);
    expect(text.code).toBe(0);
    expect(text.out).toContain('warning: Visitors on several rows with other floors');
    expect(text.out).toContain('Visitor V4: rows 2, 3 (all floors: B-01;B-02)');
    // Sent as written, one after the other: the site holds the last row's floors only.
    expect(await rulesOf(state.site, 'V4')).toEqual(['B-02']);
    const json = await run(['--batch', batch, '--profile', profileFile, '--json', '--journal', join(dir, 'repeated-json.jsonl')]);
    expect(checkedCliOutput('batch', json.out).repeatedVisitors).toEqual([
      { visitorId: 'V4', rows: [2, 3], floorIds: ['B-01', 'B-02'], siteCompletes: false },
    ]);
    expect(json.err).toContain('Visitor V4: rows 2, 3');
  });

  it('--dry-run says how it read the file and every row as it would be sent, and sends nothing', async () => {
    const batch = file('dry.csv', '\uFEFF访客编号,楼层编号\r\nV4,Tower B 1F;A-02\r\nV1,3F;Tower Z 9F\r\nP1,\r\n');
    const sentBefore = (await e2Received()).length;
    const text = await run(['--batch', batch, '--profile', profileFile, '--dry-run']);
    expect(text.code).toBe(1);
    expect(text.out).toContain(`${batch}: Read as UTF-8 with BOM, comma-separated.`);
    expect(text.out).toContain('  row 2 V4 → B-01 (Tower B 1F); A-02');
    // Both problems of row 3: a name that fits two floors, and one that fits none.
    expect(text.out).toContain('  row 3 V1: problem BATCH_FLOOR_AMBIGUOUS: row 3, column floorIds: more than one floor has this name');
    expect(text.out).toContain('  row 3 V1: problem BATCH_UNKNOWN_FLOOR: row 3, column floorIds:');
    expect(text.out).toContain('  row 4 P1 → (completed by the site)');
    expect(text.out).toContain('Dry run: nothing was sent. 2 of 3 rows would be sent; 1 with a problem would not.');
    const json = checkedCliOutput('batch', (await run(['--batch', batch, '--profile', profileFile, '--dry-run', '--json'])).out);
    expect(json).toMatchObject({ ok: false, dryRun: true, total: 3, sendable: 2, file: { readAs: 'UTF-8 with BOM, comma-separated' } });
    // A row not sent carries what was typed (floorsTyped), never names where ids belong.
    expect(json.rows[1]).toEqual({
      row: 3,
      visitorId: 'V1',
      floorsTyped: ['3F', 'Tower Z 9F'],
      problems: ['BATCH_FLOOR_AMBIGUOUS', 'BATCH_UNKNOWN_FLOOR'],
    });
    expect((await e2Received()).length).toBe(sentBefore);
    expect(existsSync(`${batch}.journal.jsonl`)).toBe(false);
  });

  it('reports a run in --lang zh-CN: how the file was read, the counts and each row problem in Chinese', async () => {
    const batch = file('zh-report.csv', 'visitorId,floorIds\nV4,B-01\nV1,3F\nV2,A-09\n');
    const { code, out } = await run(['--batch', batch, '--profile', profileFile, '--lang', 'zh-CN']);
    expect(code).toBe(1);
    expect(out).toContain(`${batch}：按 UTF-8 读取，以逗号分隔。`);
    expect(out).toContain('共 3 行：本次开通 1 行，之前已开通 0 行，失败 0 行，有问题 2 行');
    // An unknown floor's words are followed by the floors close to it, in Chinese too.
    expect(out).toMatch(/第 4 行 V2：有问题 BATCH_UNKNOWN_FLOOR：.*相近的楼层：/);
    expect(out).toContain('  第 3 行 V1：有问题 BATCH_FLOOR_AMBIGUOUS：第 3 行，楼层编号（floorIds）列：不止一个楼层叫这个名字');
    // A row with two problems is reported with both, in the report and the results file.
    const two = file('zh-two.csv', 'visitorId,floorIds\nV4,3F;Tower Z 9F\n');
    const both = await run(['--batch', two, '--profile', profileFile, '--lang', 'zh-CN', '--results', join(dir, 'zh-two.csv.out.csv')]);
    expect(both.out).toContain('第 2 行 V4：有问题 BATCH_FLOOR_AMBIGUOUS');
    expect(both.out).toContain('第 2 行 V4：有问题 BATCH_UNKNOWN_FLOOR');
    expect(readFileSync(join(dir, 'zh-two.csv.out.csv'), 'utf8')).toContain('BATCH_FLOOR_AMBIGUOUS BATCH_UNKNOWN_FLOOR');
    // The results file's skipped row says it in the file's language too.
    const results = join(dir, 'zh-results.csv');
    await run([
      '--batch',
      batch,
      '--profile',
      profileFile,
      '--lang',
      'zh-CN',
      '--results',
      results,
      '--journal',
      join(dir, 'zh-results.jsonl'),
    ]);
    expect(readFileSync(results, 'utf8')).toContain('第 3 行，楼层编号（floorIds）列：不止一个楼层叫这个名字');
  });

  it('says a failed row and why the floors went unchecked in --lang zh-CN, in the report, the results file and --json', async () => {
    const { common: _common, ...services } = state.site.profile.services;
    const bare = file('zh-bare-profile.json', JSON.stringify({ ...state.site.profile, services }));
    const batch = file('zh-failed.csv', 'visitorId,floorIds\nV9,A-02\n');
    const results = join(dir, 'zh-failed.out.csv');
    const { code, out } = await run([
      '--batch',
      batch,
      '--profile',
      bare,
      '--lang',
      'zh-CN',
      '--results',
      results,
      '--journal',
      join(dir, 'zh-failed.jsonl'),
    ]);
    expect(code).toBe(1);
    // Why the floors were not checked, in Chinese: the profile names no common component service.
    expect(out).toContain('楼层编号未对照现场核对：当前站点配置未填写公共组件服务（E4）');
    // The site's own answer in its code's Chinese words, with the site's message quoted as it came.
    expect(out).toMatch(/第 2 行 V9：失败 VISITOR_NOT_FOUND：站点中没有该访客：“[^”]+”（direct）。未开通任何权限。/);
    expect(out).not.toContain('the service answered');
    expect(readFileSync(results, 'utf8')).toContain('站点中没有该访客');
    // --json keeps the English message, and gives the words in both languages beside it.
    const json = checkedCliOutput(
      'batch',
      (await run(['--batch', batch, '--profile', bare, '--json', '--journal', join(dir, 'zh-failed-json.jsonl')])).out,
    );
    expect(json.floorCheck).toMatchObject({ checked: false, reasonWords: { 'zh-CN': expect.stringContaining('公共组件服务') } });
    expect(json.rows[0]).toMatchObject({
      state: 'failed',
      message: expect.stringContaining('VISITOR_NOT_FOUND'),
      words: { en: expect.stringContaining('The site has no such visitor'), 'zh-CN': expect.stringContaining('站点中没有该访客') },
    });
  });

  it('is a usage error (exit 2) for a header without visitorId, a missing file, or a bad concurrency', async () => {
    const noVisitor = file('no-visitor.csv', 'visitor,floorIds\nV1,A-02\n');
    const header = await run(['--batch', noVisitor, '--profile', profileFile, '--json']);
    expect(header.code).toBe(2);
    expect(checkedCliOutput('batch', header.out).error.message).toContain('visitorId');
    expect((await run(['--batch', join(dir, 'missing.csv'), '--profile', profileFile])).code).toBe(2);
    expect((await run(['--batch', noVisitor, '--profile', profileFile, '--concurrency', '0'])).code).toBe(2);
    expect((await run(['--batch', noVisitor])).code).toBe(2);
  });

  it('says what is wrong with the file by its own code and facts, without the usage text that is not the problem', async () => {
    // Shift-JIS: not UTF-8, and GB18030 reads it as characters outside GB2312.
    const doubtful = join(dir, 'doubtful.csv');
    writeFileSync(
      doubtful,
      Buffer.from([...Buffer.from('visitorId,floorIds,'), 0x94, 0xf5, 0x8d, 0x6c, 0x0d, 0x0a, ...Buffer.from('V1,A-02\r\n')]),
    );
    const { code, out, err } = await run(['--batch', doubtful, '--profile', profileFile, '--json']);
    expect(code).toBe(2);
    const { error } = checkedCliOutput('batch', out) as { error: { code: string; details: { encoding: string; firstLine: string } } };
    expect(error.code).toBe('BATCH_ENCODING_DOUBTFUL');
    expect(error.details.encoding).toBe('SHIFT_JIS');
    expect(error.details.firstLine.startsWith('visitorId,floorIds,')).toBe(true);
    expect(err).toContain('cannot be told for sure');
    expect(err).toMatch(/site-console explain BATCH_ENCODING_DOUBTFUL\n$/);
    const text = await run(['--batch', doubtful, '--profile', profileFile, '--lang', 'en']);
    expect(text.err).toContain('cannot be told for sure');
    expect(text.err).not.toContain('usage:');
    expect(text.err).toMatch(/site-console explain BATCH_ENCODING_DOUBTFUL\n$/);
    // A wrong argument still shows the usage.
    expect((await run(['--batch', doubtful, '--profile', profileFile, '--route', 'sideways'])).err).toContain('usage:');
  });

  it('says a refusal of the file in the engineer’s language, and in both under --json', async () => {
    const latin1 = join(dir, 'latin1.csv');
    writeFileSync(latin1, Buffer.from('visitorId,floorIds\r\nMüller,A-02\r\n', 'latin1'));
    const zh = await run(['--batch', latin1, '--profile', profileFile, '--lang', 'zh-CN']);
    expect(zh.code).toBe(2);
    expect(zh.err).toContain('无法确定');
    expect(zh.err).toContain('按 Windows-1252 (Latin-1) 读取，其第一行为“visitorId,floorIds”');
    const json = await run(['--batch', latin1, '--profile', profileFile, '--json']);
    const { error } = checkedCliOutput('batch', json.out) as { error: { code: string; words: { en: string; 'zh-CN': string } } };
    expect(error.code).toBe('BATCH_ENCODING_DOUBTFUL');
    expect(error.words.en).toContain('Read as Windows-1252 (Latin-1), its first row is “visitorId,floorIds”');
    expect(error.words['zh-CN']).toContain('不会从该文件发送任何内容');
    expect(json.err).toContain('Windows-1252 (Latin-1)');
  });
});
