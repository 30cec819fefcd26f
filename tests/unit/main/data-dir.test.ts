// Where the console keeps its data: the platform's place when installed, beside the executable for
// a portable copy (with its secrets kept on the laptop, not in the travelling folder).
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseDataDir, PORTABLE_ID_FILE, PORTABLE_MARKER, platformDataDir } from '../../../main/data-dir';

const usb = (): string => {
  const folder = mkdtempSync(join(tmpdir(), 'usb-'));
  writeFileSync(join(folder, 'Site Console.exe'), '');
  return folder;
};

describe('chooseDataDir', () => {
  it('uses the platform place for an installed copy', () => {
    const folder = usb();
    const env = { XDG_CONFIG_HOME: '/home/eng/.config', APPDATA: 'C:\\Users\\eng\\AppData\\Roaming' };
    const choice = chooseDataDir(env, join(folder, 'Site Console.exe'));
    expect(choice).toEqual({ dir: platformDataDir(env), mode: 'installed', secretsDir: platformDataDir(env) });
  });

  it('keeps a portable copy’s data beside the executable when the marker is there, and its secrets on the laptop', () => {
    const folder = usb();
    writeFileSync(join(folder, PORTABLE_MARKER), '');
    const env = { XDG_CONFIG_HOME: '/home/eng/.config' };
    const choice = chooseDataDir(env, join(folder, 'Site Console.exe'));
    expect(choice.mode).toBe('portable');
    expect(choice.dir).toBe(join(folder, 'site-console-data'));
    // Its own scope on the laptop, named by the id kept in its folder: never the installed console's.
    const id = readFileSync(join(choice.dir, PORTABLE_ID_FILE), 'utf8').trim();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(choice.secretsDir).toBe(join(dirname(platformDataDir(env)), 'site-console-portable', id));
    expect(choice.secretsDir).not.toBe(platformDataDir(env));
    expect(chooseDataDir(env, join(folder, 'Site Console.exe')).secretsDir).toBe(choice.secretsDir);
  });

  it('replaces a planted portable id that is not one (a path, a link) by a new id, never following it', () => {
    const folder = usb();
    writeFileSync(join(folder, PORTABLE_MARKER), '');
    mkdirSync(join(folder, 'site-console-data'));
    const outside = join(folder, 'outside.txt');
    writeFileSync(outside, 'keep me\n');
    symlinkSync(outside, join(folder, 'site-console-data', PORTABLE_ID_FILE));
    const env = { XDG_CONFIG_HOME: '/home/eng/.config' };
    const choice = chooseDataDir(env, join(folder, 'Site Console.exe'));
    expect(readFileSync(outside, 'utf8')).toBe('keep me\n');
    expect(choice.secretsDir).toMatch(/site-console-portable[\\/][0-9a-f]{32}$/);
    writeFileSync(join(folder, 'site-console-data', PORTABLE_ID_FILE), '../../site-console\n');
    expect(chooseDataDir(env, join(folder, 'Site Console.exe')).secretsDir).toMatch(/site-console-portable[\\/][0-9a-f]{32}$/);
  });

  it('finds the real folder of a Windows portable build and of an AppImage', () => {
    const folder = usb();
    writeFileSync(join(folder, PORTABLE_MARKER), '');
    // electron-builder's portable target runs from a temporary folder and names the real one.
    expect(chooseDataDir({ PORTABLE_EXECUTABLE_DIR: folder }, '/tmp/extracted/Site Console.exe').dir).toBe(
      join(folder, 'site-console-data'),
    );
    expect(chooseDataDir({ APPIMAGE: join(folder, 'Site-Console.AppImage') }, '/tmp/.mount_x/site-console').mode).toBe('portable');
  });

  it('is not fooled by a folder named like the marker', () => {
    const folder = usb();
    mkdirSync(join(folder, PORTABLE_MARKER));
    expect(chooseDataDir({}, join(folder, 'Site Console.exe')).mode).toBe('installed');
  });

  it('lets SITE_CONSOLE_DATA_DIR win over everything', () => {
    const folder = usb();
    writeFileSync(join(folder, PORTABLE_MARKER), '');
    expect(chooseDataDir({ SITE_CONSOLE_DATA_DIR: '/data' }, join(folder, 'Site Console.exe'))).toEqual({
      dir: '/data',
      mode: 'environment',
      secretsDir: '/data',
    });
  });
});
