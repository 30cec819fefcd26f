// Where the console keeps its data: the platform's place when installed, beside the executable for
// a portable copy (with its secrets kept on the laptop, not in the travelling folder).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseDataDir, PORTABLE_MARKER, platformDataDir } from '../../../main/data-dir';

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
    expect(choice.secretsDir).toBe(platformDataDir(env));
  });

  it('finds the real folder of a Windows portable build and of an AppImage', () => {
    const folder = usb();
    writeFileSync(join(folder, PORTABLE_MARKER), '');
    // electron-builder's portable target runs from a temporary folder and names the real one.
    expect(chooseDataDir({ PORTABLE_EXECUTABLE_DIR: folder }, '/tmp/extracted/Site Console.exe').dir).toBe(join(folder, 'site-console-data'));
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
    expect(chooseDataDir({ SITE_CONSOLE_DATA_DIR: '/data' }, join(folder, 'Site Console.exe'))).toEqual({ dir: '/data', mode: 'environment', secretsDir: '/data' });
  });
});
