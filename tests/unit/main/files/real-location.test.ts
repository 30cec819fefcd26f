// Paths compared as the file system compares them: case on Windows and macOS, Windows' namespace
// prefixes and UNC forms, 8.3 short names (expanded by the real path, simulated here), and the
// real folder of a file that does not exist yet.
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { comparablePath, isWithin, realLocation, withoutWindowsNamespace } from '../../../../main/files/real-location';

describe('Windows spellings of one path', () => {
  it('removes the \\\\?\\ and \\\\.\\ prefixes and turns \\\\?\\UNC\\ into a UNC path', () => {
    expect(withoutWindowsNamespace('\\\\?\\C:\\Users\\li\\AppData\\Roaming\\site-console\\settings.json')).toBe(
      'C:\\Users\\li\\AppData\\Roaming\\site-console\\settings.json',
    );
    expect(withoutWindowsNamespace('\\\\.\\C:\\data\\x.json')).toBe('C:\\data\\x.json');
    expect(withoutWindowsNamespace('\\\\?\\UNC\\fileserver\\share\\site.json')).toBe('\\\\fileserver\\share\\site.json');
    expect(withoutWindowsNamespace('//?/c:/data/x.json')).toBe('c:\\data\\x.json');
    expect(withoutWindowsNamespace('C:\\plain.json')).toBe('C:\\plain.json');
  });

  it('finds the data directory under any letter case, prefix or separator on Windows', () => {
    const data = 'C:\\Users\\li\\AppData\\Roaming\\site-console';
    for (const path of [
      'c:\\users\\LI\\appdata\\roaming\\SITE-CONSOLE\\settings.json',
      '\\\\?\\C:\\Users\\li\\AppData\\Roaming\\site-console\\config-draft.json',
      'C:/Users/li/AppData/Roaming/site-console/recent-files.json',
      'C:\\Users\\li\\AppData\\Roaming\\site-console\\..\\site-console\\settings.json',
    ])
      expect(isWithin(path, data, 'win32'), path).toBe(true);
    expect(isWithin('C:\\Users\\li\\AppData\\Roaming\\site-console-old\\settings.json', data, 'win32')).toBe(false);
    expect(isWithin('\\\\?\\UNC\\srv\\share\\data\\x.json', '\\\\srv\\share\\data', 'win32')).toBe(true);
    expect(isWithin('\\\\srv\\share\\other\\x.json', '\\\\srv\\share\\data', 'win32')).toBe(false);
  });

  it('compares without case on macOS and with case on Linux', () => {
    expect(
      isWithin(
        '/Users/li/Library/Application Support/Site-Console/settings.json',
        '/Users/li/Library/Application Support/site-console',
        'darwin',
      ),
    ).toBe(true);
    expect(isWithin('/home/li/.config/Site-Console/settings.json', '/home/li/.config/site-console', 'linux')).toBe(false);
    expect(comparablePath('/home/li/./x/../y.json', 'linux')).toBe('/home/li/y.json');
  });

  it('judges an 8.3 short name by the long name its real path gives', async () => {
    // What Windows' GetFinalPathNameByHandle does for realpath: short names become long ones.
    const long = new Map([
      ['C:\\USERS\\LI~1\\APPDATA\\ROAMING\\SITE-C~1\\settings.json', 'C:\\Users\\li.wei\\AppData\\Roaming\\site-console\\settings.json'],
      ['C:\\USERS\\LI~1\\APPDATA\\ROAMING\\SITE-C~1', 'C:\\Users\\li.wei\\AppData\\Roaming\\site-console'],
    ]);
    const realPathOf = async (p: string): Promise<string> => {
      const found = long.get(p.toUpperCase().replace('SETTINGS.JSON', 'settings.json'));
      if (!found) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return found;
    };
    const real = await realLocation('C:\\USERS\\LI~1\\APPDATA\\ROAMING\\SITE-C~1\\settings.json', 'win32', realPathOf);
    expect(isWithin(real, 'C:\\Users\\li.wei\\AppData\\Roaming\\site-console', 'win32')).toBe(true);
    // A new file: its folder's real path, with its own name.
    const fresh = await realLocation('C:\\USERS\\LI~1\\APPDATA\\ROAMING\\SITE-C~1\\new.json', 'win32', realPathOf);
    expect(fresh).toBe('C:\\Users\\li.wei\\AppData\\Roaming\\site-console\\new.json');
  });
});

describe('realLocation on this file system', () => {
  it('follows links to the file, and to the folder of a file not yet there', async () => {
    const root = await mkdtemp(join(tmpdir(), 'sc-real-'));
    try {
      await symlink(root, join(root, 'alias'));
      const real = await realLocation(root);
      expect(await realLocation(join(root, 'alias', 'new.json'))).toBe(join(real, 'new.json'));
      expect(await realLocation(join(root, 'missing', 'x.json'))).toBe(join(root, 'missing', 'x.json'));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
