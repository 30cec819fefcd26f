// The configuration operations against hostile and unlucky files on the real file system, as the
// untrusted renderer reaches them: devices and FIFOs named *.json, links into the data directory,
// concurrent saves of one version, the mode of temporary files, and one byte limit everywhere.
import { execFileSync } from 'node:child_process';
import { constants } from 'node:fs';
import { chmod, link, mkdir, mkdtemp, open, readdir, readFile, rm, stat, symlink, writeFile, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveConfigFile } from '../../../../main/config/config-files';
import { createConsole, type ConsoleRuntime } from '../../../../main/console';
import { MAX_DOCUMENT_BYTES } from '../../../../shared/api';
import { findTemplate, templateText } from '../../../../shared/config/templates';

const valid = templateText(findTemplate('selfhosted', 'school'));
const onLinux = process.platform === 'linux';

let root: string;
let dataDir: string;
let rt: ConsoleRuntime;
const fifos: string[] = [];
const run = (op: string, payload: unknown) => rt.dispatch(op, payload, { transport: 'web' });

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'sc-hostile-'));
  dataDir = join(root, 'data');
  rt = createConsole({ version: '1', dataDir });
});
afterEach(async () => {
  // A reader still blocked on a FIFO (the bug these tests catch) is released by a writer's close.
  for (const fifo of fifos.splice(0)) {
    const writer = await open(fifo, constants.O_WRONLY | constants.O_NONBLOCK).catch(() => undefined);
    await writer?.close();
  }
  await rm(root, { recursive: true, force: true });
});

const mkfifo = (path: string): string => {
  execFileSync('mkfifo', [path]);
  fifos.push(path);
  return path;
};

const tempsIn = async (dir: string): Promise<string[]> => (await readdir(dir)).filter((n) => n.endsWith('.tmp'));

describe.runIf(onLinux)('devices and FIFOs named *.json (finding 1)', () => {
  it('refuses to save onto a FIFO without waiting for a writer, and the next file operation still runs', async () => {
    const fifo = mkfifo(join(root, 'pipe.json'));
    expect(await run('config:save', { path: fifo, text: valid, mode: 'save', expectedVersion: 'v0' })).toMatchObject({
      ok: false,
      error: { code: 'CONFIG_NOT_A_FILE' },
    });
    expect(await run('config:save', { path: fifo, text: valid, mode: 'saveAs' })).toMatchObject({
      ok: false,
      error: { code: 'CONFIG_NOT_A_FILE' },
    });
    expect(await run('config:open', { path: fifo })).toMatchObject({ ok: false, error: { code: 'CONFIG_NOT_A_FILE' } });
    const other = join(root, 'other.json');
    expect(await run('config:save', { path: other, text: valid, mode: 'saveAs' })).toMatchObject({ ok: true });
  }, 5_000);

  it('refuses to save onto a .json link to /dev/zero instead of reading it without end', async () => {
    const zero = join(root, 'zero.json');
    await symlink('/dev/zero', zero);
    const before = process.memoryUsage().rss;
    const answer = await run('config:save', { path: zero, text: valid, mode: 'save', expectedVersion: 'v0' });
    expect(answer).toMatchObject({ ok: false });
    expect(['CONFIG_NOT_A_FILE', 'CONFIG_NOT_JSON_PATH']).toContain((answer as { error: { code: string } }).error.code);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  }, 5_000);

  it('treats a draft, the settings and the recent list replaced by FIFOs as missing, without hanging', async () => {
    await mkdir(dataDir, { recursive: true });
    mkfifo(join(dataDir, 'config-draft.json'));
    mkfifo(join(dataDir, 'settings.json'));
    mkfifo(join(dataDir, 'recent-files.json'));
    expect(await run('config:draft', {})).toEqual({ ok: true, value: null });
    expect(await run('settings:get', {})).toEqual({ ok: true, value: { language: null } });
    expect(await run('config:recent', {})).toEqual({ ok: true, value: [] });
  }, 5_000);
});

describe('the real file, not the path as written (finding 2)', () => {
  beforeEach(async () => {
    expect(await run('settings:update', { language: 'zh-CN' })).toMatchObject({ ok: true });
  });
  const settingsText = () => readFile(join(dataDir, 'settings.json'), 'utf8');

  it('refuses a .json link into the data directory, for open and save, and keeps it off the recent list', async () => {
    const before = await settingsText();
    const alias = join(root, 'innocent.json');
    await symlink(join(dataDir, 'settings.json'), alias);
    expect(await run('config:open', { path: alias })).toMatchObject({ ok: false, error: { code: 'CONFIG_RESERVED_PATH' } });
    expect(await run('config:save', { path: alias, text: '{}', mode: 'save', confirmInvalid: true, overwrite: true })).toMatchObject({
      ok: false,
      error: { code: 'CONFIG_RESERVED_PATH' },
    });
    expect(await settingsText()).toBe(before);
    expect(await run('config:recent', {})).toEqual({ ok: true, value: [] });
  });

  it('refuses the data directory reached through a linked folder or /proc/self/root', async () => {
    const before = await settingsText();
    const folder = join(root, 'configs');
    await symlink(dataDir, folder);
    for (const path of [
      join(folder, 'settings.json'),
      join(folder, 'new-file.json'),
      ...(onLinux ? [`/proc/self/root${dataDir}/settings.json`] : []),
    ]) {
      expect(await run('config:save', { path, text: '{}', mode: 'saveAs', confirmInvalid: true, overwrite: true }), path).toMatchObject({
        ok: false,
        error: { code: 'CONFIG_RESERVED_PATH' },
      });
      expect(await run('config:open', { path }), path).toMatchObject({ ok: false });
    }
    expect(await settingsText()).toBe(before);
    expect(await readdir(dataDir)).not.toContain('new-file.json');
  });

  it('refuses a .json link to a file that is not .json, writing nothing through it and keeping no backup of it', async () => {
    const notes = join(root, 'notes.txt');
    await writeFile(notes, 'not a configuration');
    const alias = join(root, 'notes.json');
    await symlink(notes, alias);
    expect(await run('config:save', { path: alias, text: valid, mode: 'save', overwrite: true })).toMatchObject({
      ok: false,
      error: { code: 'CONFIG_NOT_JSON_PATH' },
    });
    expect(await run('config:open', { path: alias })).toMatchObject({ ok: false, error: { code: 'CONFIG_NOT_JSON_PATH' } });
    expect(await readFile(notes, 'utf8')).toBe('not a configuration');
    expect(await readdir(root)).not.toContain('notes.txt.bak');
  });

  it('still opens and saves through a link to a .json file outside the data directory', async () => {
    const real = join(root, 'real.json');
    await writeFile(real, valid);
    const alias = join(root, 'alias.json');
    await symlink(real, alias);
    expect(await run('config:open', { path: alias })).toMatchObject({ ok: true, value: { text: valid } });
    expect(await run('config:save', { path: alias, text: valid.replace('school', 'wharf'), mode: 'save', overwrite: true })).toMatchObject({
      ok: true,
    });
    expect(await readFile(real, 'utf8')).toContain('wharf');
  });
});

describe('concurrent saves of one version (finding 3)', () => {
  it('lets exactly one of eight saves of the same version through, keeps the replaced file as the backup, and leaves no temporary file', async () => {
    const path = join(root, 'site.json');
    await writeFile(path, valid);
    const opened = (await run('config:open', { path })) as { ok: true; value: { version: string } };
    const texts = Array.from({ length: 8 }, (_, i) => `${valid.trimEnd()}\n${' '.repeat(i + 1)}\n`);
    const answers = await Promise.all(
      texts.map((text) => run('config:save', { path, text, mode: 'save', expectedVersion: opened.value.version })),
    );
    const winners = answers.flatMap((a, i) => (a.ok ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const a of answers) if (!a.ok) expect(a).toMatchObject({ error: { code: 'CONFIG_CHANGED_ON_DISK' } });
    expect(await readFile(path, 'utf8')).toBe(texts[winners[0] ?? -1]);
    expect(await readFile(`${path}.bak`, 'utf8')).toBe(valid);
    expect(await tempsIn(root)).toEqual([]);
  });

  it('leaves no temporary file when the backup already is the current file (a save cut short before its rename)', async () => {
    const path = join(root, 'site.json');
    await writeFile(path, valid);
    await link(path, `${path}.bak`);
    expect(await run('config:save', { path, text: valid.replace('school', 'wharf'), mode: 'save', overwrite: true })).toMatchObject({
      ok: true,
    });
    expect(await tempsIn(root)).toEqual([]);
    expect(await readFile(`${path}.bak`, 'utf8')).toBe(valid);
  });
});

describe.runIf(process.platform !== 'win32')('modes of temporary files (finding 4)', () => {
  it('never holds the content of a 0600 document in a file readable by others, not even for a moment', async () => {
    const path = join(root, 'secret.json');
    await writeFile(path, valid);
    await chmod(path, 0o600);
    // Every write through a FileHandle records the mode of the file at that moment.
    const probe = await open(path, 'r');
    const proto = Object.getPrototypeOf(probe) as FileHandle;
    await probe.close();
    const original = proto.writeFile;
    const modes: number[] = [];
    proto.writeFile = async function (this: FileHandle, ...args: Parameters<FileHandle['writeFile']>) {
      modes.push((await this.stat()).mode & 0o777);
      return original.apply(this, args);
    };
    try {
      await saveConfigFile(path, valid.replace('school', 'wharf'), { overwrite: true });
    } finally {
      proto.writeFile = original;
    }
    expect(modes.length).toBeGreaterThan(0);
    for (const mode of modes) expect(mode & 0o077, mode.toString(8)).toBe(0);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });
});

describe('one limit, in bytes, everywhere (finding 5)', () => {
  // Fewer characters than the limit, more bytes: three bytes of UTF-8 each.
  const wide = `{"notes":"${'闸'.repeat(Math.ceil(MAX_DOCUMENT_BYTES / 3) + 10)}"}`;

  it('refuses to save or keep as a draft a document it would then refuse to open', async () => {
    expect(wide.length).toBeLessThan(MAX_DOCUMENT_BYTES);
    const path = join(root, 'wide.json');
    expect(await run('config:save', { path, text: wide, mode: 'saveAs', confirmInvalid: true })).toMatchObject({
      ok: false,
      error: { code: 'CONFIG_DOCUMENT_TOO_LARGE', details: { limit: MAX_DOCUMENT_BYTES } },
    });
    await expect(stat(path)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await run('config:keepDraft', { text: wide, path: null, version: null })).toMatchObject({
      ok: false,
      error: { code: 'CONFIG_DOCUMENT_TOO_LARGE' },
    });
    expect(await run('config:draft', {})).toEqual({ ok: true, value: null });
  });

  it('saves and opens again a document of exactly the limit', async () => {
    const head = '{"notes":"';
    const exact = `${head}${'a'.repeat(MAX_DOCUMENT_BYTES - head.length - 2)}"}`;
    const path = join(root, 'exact.json');
    expect(await run('config:save', { path, text: exact, mode: 'saveAs', confirmInvalid: true })).toMatchObject({ ok: true });
    expect(await run('config:open', { path })).toMatchObject({ ok: true, value: { size: MAX_DOCUMENT_BYTES } });
  });
});
