import { mkdtemp, readdir, readFile, rm, stat, symlink, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupPathOf, saveTextAtomically } from '../../../../main/config/atomic-save';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atomic-save-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('saveTextAtomically', () => {
  it('creates a new file, with no backup', async () => {
    const path = join(dir, 'site.json');
    const result = await saveTextAtomically(path, '{"a":1}\n');
    expect(result).toEqual({ path, written: true, backupPath: null });
    expect(await readFile(path, 'utf8')).toBe('{"a":1}\n');
    expect(await readdir(dir)).toEqual(['site.json']);
  });

  it('keeps the version it replaces as <name>.bak, and only that one', async () => {
    const path = join(dir, 'site.json');
    await saveTextAtomically(path, 'v1');
    expect((await saveTextAtomically(path, 'v2')).backupPath).toBe(backupPathOf(path));
    expect(await readFile(backupPathOf(path), 'utf8')).toBe('v1');
    await saveTextAtomically(path, 'v3');
    expect(await readFile(path, 'utf8')).toBe('v3');
    expect(await readFile(backupPathOf(path), 'utf8')).toBe('v2');
    expect((await readdir(dir)).sort()).toEqual(['site.json', 'site.json.bak']);
  });

  it('the backup is the version on disk, even if another program wrote it', async () => {
    const path = join(dir, 'site.json');
    await saveTextAtomically(path, 'ours');
    await writeFile(path, 'theirs');
    await saveTextAtomically(path, 'ours again');
    expect(await readFile(backupPathOf(path), 'utf8')).toBe('theirs');
  });

  it('saving what is already on disk writes nothing and keeps the useful backup', async () => {
    const path = join(dir, 'site.json');
    await saveTextAtomically(path, 'v1');
    await saveTextAtomically(path, 'v2');
    const again = await saveTextAtomically(path, 'v2');
    expect(again.written).toBe(false);
    expect(await readFile(backupPathOf(path), 'utf8')).toBe('v1');
  });

  it('writes UTF-8, Chinese included', async () => {
    const path = join(dir, '配置.json');
    await saveTextAtomically(path, '{"notes":"闸机房 2 号机柜"}');
    expect(await readFile(path, 'utf8')).toBe('{"notes":"闸机房 2 号机柜"}');
  });

  it('keeps the mode of the file it replaces (a 0600 file stays private)', async () => {
    const path = join(dir, 'site.json');
    await writeFile(path, 'v1');
    await chmod(path, 0o600);
    await saveTextAtomically(path, 'v2');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('saves through a symbolic link to its target, leaving the link in place', async () => {
    const target = join(dir, 'real.json');
    const link = join(dir, 'link.json');
    await writeFile(target, 'v1');
    await symlink(target, link);
    const result = await saveTextAtomically(link, 'v2');
    expect(result.path).toBe(target);
    expect(await readFile(target, 'utf8')).toBe('v2');
    expect((await stat(link)).isFile()).toBe(true);
    expect(await readFile(backupPathOf(target), 'utf8')).toBe('v1');
  });

  it('fails without touching anything when the folder does not exist', async () => {
    await expect(saveTextAtomically(join(dir, 'missing', 'site.json'), 'x')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses to replace a directory', async () => {
    await expect(saveTextAtomically(dir, 'x')).rejects.toMatchObject({ code: 'EISDIR' });
  });

  it('removes temporary files that an earlier crash left behind', async () => {
    const path = join(dir, 'site.json');
    const stale = join(dir, '.site.json.0123456789ab.tmp');
    await writeFile(stale, 'torn');
    const old = new Date(Date.now() - 120_000);
    const { utimes } = await import('node:fs/promises');
    await utimes(stale, old, old);
    const fresh = join(dir, '.site.json.ba9876543210.tmp');
    await writeFile(fresh, 'another save in progress');
    await saveTextAtomically(path, 'v1');
    expect((await readdir(dir)).sort()).toEqual(['.site.json.ba9876543210.tmp', 'site.json']);
  });
});
