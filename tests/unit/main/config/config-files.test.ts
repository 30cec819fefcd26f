import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addRecentFile,
  clearRecentFiles,
  listRecentFiles,
  MAX_CONFIG_BYTES,
  MAX_RECENT_FILES,
  openConfigFile,
  removeRecentFile,
  saveConfigFile,
  saveConfigFileAs,
} from '../../../../main/config/config-files';
import { findTemplate, templateText } from '../../../../shared/config/templates';
import { ConsoleError } from '../../../../shared/errors';

const fixture = (name: string): string => fileURLToPath(new URL(`../../../fixtures/config/${name}`, import.meta.url));
const valid = templateText(findTemplate('selfhosted', 'school'));
const invalid = valid.replace('"scenario": "school"', '"scenario": "campus"');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'config-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const rejection = async (promise: Promise<unknown>): Promise<ConsoleError> => {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConsoleError);
  return error as ConsoleError;
};

describe('openConfigFile', () => {
  it('reads UTF-8 text, Chinese included, with a fingerprint of the bytes', async () => {
    const opened = await openConfigFile(fixture('valid-selfhosted-floating.json'));
    expect(opened.text).toContain('港湾大厦 B 座');
    expect(opened.byteOrderMark).toBe(false);
    expect(opened.version).toMatch(/^[0-9a-f]{64}$/);
  });

  it('removes a UTF-8 byte order mark and says it did', async () => {
    const opened = await openConfigFile(fixture('with-bom.json'));
    expect(opened.text.startsWith('{')).toBe(true);
    expect(opened.byteOrderMark).toBe(true);
  });

  it.each([
    ['gbk.json', 'CONFIG_ENCODING', /GBK/],
    ['utf16.json', 'CONFIG_ENCODING', /UTF-16/],
  ])('refuses %s (%s)', async (name, code, words) => {
    const e = await rejection(openConfigFile(fixture(name)));
    expect(e).toMatchObject({ category: 'validation', code });
    expect(e.message).toMatch(words);
  });

  it('refuses a binary file', async () => {
    const path = join(dir, 'license.bin');
    await writeFile(path, Buffer.from([0x7b, 0x00, 0x01, 0x7d]));
    expect(await rejection(openConfigFile(path))).toMatchObject({ category: 'validation', code: 'CONFIG_NOT_TEXT' });
  });

  it('refuses a file above the size limit without reading it', async () => {
    const path = join(dir, 'huge.json');
    await writeFile(path, '');
    await truncate(path, MAX_CONFIG_BYTES + 1);
    expect(await rejection(openConfigFile(path))).toMatchObject({
      category: 'validation',
      code: 'CONFIG_TOO_LARGE',
      details: { limit: MAX_CONFIG_BYTES },
    });
  });

  it('names a missing file and a directory', async () => {
    expect(await rejection(openConfigFile(join(dir, 'nope.json')))).toMatchObject({ category: 'not-found', code: 'CONFIG_NOT_FOUND' });
    expect(await rejection(openConfigFile(dir))).toMatchObject({ category: 'validation', code: 'CONFIG_NOT_A_FILE' });
  });
});

describe('saveConfigFile', () => {
  it('saves a valid document and keeps the previous version', async () => {
    const path = join(dir, 'site.json');
    await writeFile(path, 'previous');
    const saved = await saveConfigFile(path, valid);
    expect(saved).toMatchObject({ path, written: true, backupPath: `${path}.bak`, valid: true, errorCount: 0 });
    expect(await readFile(path, 'utf8')).toBe(valid);
    expect(await readFile(`${path}.bak`, 'utf8')).toBe('previous');
    expect(saved.version).toBe((await openConfigFile(path)).version);
  });

  it('refuses an invalid document until the engineer confirms', async () => {
    const path = join(dir, 'site.json');
    const e = await rejection(saveConfigFile(path, invalid));
    expect(e).toMatchObject({ category: 'validation', code: 'CONFIG_INVALID', details: { errorCount: 1, rule: 'scenario.enum', line: 4 } });
    await expect(readFile(path)).rejects.toMatchObject({ code: 'ENOENT' });
    const saved = await saveConfigFile(path, invalid, { confirmInvalid: true });
    expect(saved).toMatchObject({ valid: false, errorCount: 1 });
    expect(await readFile(path, 'utf8')).toBe(invalid);
  });

  it('refuses to replace a file another program changed since it was opened', async () => {
    const path = join(dir, 'site.json');
    await writeFile(path, valid);
    const opened = await openConfigFile(path);
    await writeFile(path, valid.replace('edge-gate-01', 'edge-gate-02'));
    const e = await rejection(saveConfigFile(path, valid.replace('campus-north', 'campus-south'), { expectedVersion: opened.version }));
    expect(e.code).toBe('CONFIG_CHANGED_ON_DISK');
    expect(await readFile(path, 'utf8')).toContain('edge-gate-02');
    await saveConfigFile(path, valid, { expectedVersion: opened.version, overwrite: true });
    expect(await readFile(`${path}.bak`, 'utf8')).toContain('edge-gate-02');
  });

  it('saves again after its own save, with the version it returned', async () => {
    const path = join(dir, 'site.json');
    const first = await saveConfigFile(path, valid);
    const second = await saveConfigFile(path, valid.replace('campus-north', 'campus-east'), { expectedVersion: first.version });
    expect(second.written).toBe(true);
  });

  it('save as refuses to replace an existing file unless confirmed', async () => {
    const path = join(dir, 'other.json');
    await writeFile(path, 'someone else');
    expect((await rejection(saveConfigFileAs(path, valid))).code).toBe('CONFIG_EXISTS');
    await saveConfigFileAs(path, valid, { overwrite: true });
    expect(await readFile(path, 'utf8')).toBe(valid);
    await saveConfigFileAs(join(dir, 'new.json'), valid);
  });

  it('names a folder that does not exist', async () => {
    expect(await rejection(saveConfigFile(join(dir, 'gone', 'site.json'), valid))).toMatchObject({
      category: 'not-found',
      code: 'CONFIG_DIR_NOT_FOUND',
    });
  });
});

describe('recent files', () => {
  it('are listed most recent first, without repeats, up to the limit', async () => {
    const data = join(dir, 'data');
    for (let i = 0; i < MAX_RECENT_FILES + 3; i++) await addRecentFile(data, join(dir, `f${i}.json`), new Date(Date.UTC(2025, 0, 1, 0, i)));
    await addRecentFile(data, join(dir, 'f5.json'), new Date(Date.UTC(2025, 0, 2)));
    const list = await listRecentFiles(data);
    expect(list).toHaveLength(MAX_RECENT_FILES);
    expect(list[0]).toEqual({ path: join(dir, 'f5.json'), openedAt: '2025-01-02T00:00:00.000Z', exists: false });
    expect(list.filter((f) => f.path.endsWith('f5.json'))).toHaveLength(1);
    expect(list[1]?.path).toBe(join(dir, `f${MAX_RECENT_FILES + 2}.json`));
  });

  it('say which files still exist', async () => {
    const data = join(dir, 'data');
    const here = join(dir, 'here.json');
    await writeFile(here, valid);
    await addRecentFile(data, here);
    await addRecentFile(data, join(dir, 'gone.json'));
    expect((await listRecentFiles(data)).map((f) => f.exists)).toEqual([false, true]);
  });

  it('survive concurrent updates, and can be removed and cleared', async () => {
    const data = join(dir, 'data');
    await Promise.all(Array.from({ length: 8 }, (_, i) => addRecentFile(data, join(dir, `c${i}.json`))));
    expect(await listRecentFiles(data)).toHaveLength(8);
    expect(await removeRecentFile(data, join(dir, 'c3.json'))).toHaveLength(7);
    await clearRecentFiles(data);
    expect(await listRecentFiles(data)).toEqual([]);
  });

  it('start afresh when the list on disk is damaged', async () => {
    const data = join(dir, 'data');
    await addRecentFile(data, join(dir, 'a.json'));
    await writeFile(join(data, 'recent-files.json'), '{"version":1,"files":[{"path":');
    expect(await listRecentFiles(data)).toEqual([]);
    expect(await addRecentFile(data, join(dir, 'b.json'))).toHaveLength(1);
  });
});
