// The configuration operations as the untrusted renderer reaches them: only .json files, never the
// console's own files, and drafts that keep and drop in order.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConsole } from '../../../../main/console';
import { listFolder } from '../../../../main/config/folders';
import { checkResultSchema } from '../../shared/api/result-check';

const setup = () => {
  const root = mkdtempSync(join(tmpdir(), 'sc-cfg-handlers-'));
  const rt = createConsole({ version: '1', dataDir: join(root, 'data') }, { checkResult: checkResultSchema });
  const run = (op: string, payload: unknown) => rt.dispatch(op, payload, { transport: 'web' });
  return { root, rt, run };
};

describe('configuration operations', () => {
  it('refuse files that are not .json, and the console own files', async () => {
    const { root, run } = setup();
    writeFileSync(join(root, 'notes.txt'), 'secret');
    expect(await run('config:open', { path: join(root, 'notes.txt') })).toMatchObject({
      ok: false,
      error: { code: 'CONFIG_NOT_JSON_PATH' },
    });
    expect(await run('config:save', { path: join(root, 'evil.sh'), text: 'x', mode: 'saveAs', confirmInvalid: true })).toMatchObject({
      ok: false,
      error: { code: 'CONFIG_NOT_JSON_PATH' },
    });
    await run('settings:update', { language: 'en' });
    expect(
      await run('config:save', {
        path: join(root, 'data', 'settings.json'),
        text: '{}',
        mode: 'save',
        confirmInvalid: true,
        overwrite: true,
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'CONFIG_RESERVED_PATH' },
    });
  });

  it('open and save a .json file and put it on the recent list', async () => {
    const { root, run } = setup();
    const file = join(root, 'site.json');
    const saved = await run('config:save', { path: file, text: '{"a":1}', mode: 'saveAs', confirmInvalid: true });
    expect(saved).toMatchObject({ ok: true, value: { path: file, valid: false } });
    expect(await run('config:open', { path: file })).toMatchObject({ ok: true, value: { text: '{"a":1}' } });
    expect(await run('config:recent', {})).toMatchObject({ ok: true, value: [{ path: file, exists: true }] });
  });

  it('keep, read and drop drafts in the order they were asked for', async () => {
    const { run } = setup();
    expect(await run('config:draft', {})).toEqual({ ok: true, value: null });
    const keeps = Array.from({ length: 20 }, (_, i) => run('config:keepDraft', { text: `{"n":${i}}`, path: null, version: null }));
    const drop = run('config:dropDraft', {});
    await Promise.all([...keeps, drop]);
    expect(await run('config:draft', {})).toEqual({ ok: true, value: null });
    await run('config:keepDraft', { text: '{"kept":true}', path: '/x/site.json', version: 'v1' });
    expect(await run('config:draft', {})).toMatchObject({
      ok: true,
      value: { text: '{"kept":true}', path: '/x/site.json', version: 'v1' },
    });
  });
});

describe('listFolder', () => {
  it('lists sub-folders first, then .json files, leaving out hidden entries and other files', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sc-folders-'));
    mkdirSync(join(root, 'b-folder'));
    mkdirSync(join(root, '.hidden'));
    writeFileSync(join(root, 'a.json'), '{}');
    writeFileSync(join(root, 'B.JSON'), '{}');
    writeFileSync(join(root, 'readme.txt'), 'x');
    writeFileSync(join(root, '.secret.json'), '{}');
    const listing = await listFolder(root);
    expect(listing.entries.map((e) => [e.name, e.kind])).toEqual([
      ['b-folder', 'folder'],
      ['a.json', 'file'],
      ['B.JSON', 'file'],
    ]);
    expect(listing.parent).toBe(join(root, '..'));
    expect(listing.places.length).toBeGreaterThan(0);
  });

  it('lists the kinds of file asked for instead: batch CSV and XLSX, evidence zips, the offline request code', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sc-folders-kinds-'));
    for (const name of ['visitors.csv', 'Visitors.XLSX', 'pack.zip', 'config.json', 'notes.txt', 'csv'])
      writeFileSync(join(root, name), 'x');
    const names = async (extensions: Parameters<typeof listFolder>[1]): Promise<string[]> =>
      (await listFolder(root, extensions)).entries.map((e) => e.name);
    expect(await names(['csv', 'xlsx'])).toEqual(['visitors.csv', 'Visitors.XLSX']);
    expect(await names(['zip'])).toEqual(['pack.zip']);
    expect(await names(['txt'])).toEqual(['notes.txt']);
    expect(await names(undefined)).toEqual(['config.json']);
  });

  it('refuses kinds of file outside its fixed list, in main and at the bridge', async () => {
    const { run } = setup();
    await expect(listFolder(tmpdir(), ['exe' as 'zip'])).rejects.toMatchObject({ category: 'validation', code: 'FILE_TYPES_UNKNOWN' });
    for (const extensions of [['*'], ['json', 'json'], [], ['.zip'], ['zip', 'csv', 'xlsx', 'json', 'jsonl', 'zip']]) {
      const result = await run('files:browse', { folder: tmpdir(), extensions });
      expect(result.ok ? 'listed' : result.error.category, JSON.stringify(extensions)).toBe('validation');
    }
    expect((await run('files:browse', { folder: tmpdir(), extensions: ['zip', 'csv'] })).ok).toBe(true);
  });

  it('says which folder does not exist', async () => {
    await expect(listFolder('/surely/not/here')).rejects.toMatchObject({ code: 'FOLDER_NOT_FOUND' });
  });
});
