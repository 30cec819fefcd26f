// Who can read the data directory, on this machine for real (POSIX modes) and, for Windows, the
// decisions and the icacls call the console makes (the Windows lane runs the real thing).
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { icaclsArguments, insideWindowsProfile, restrictDataDir } from '../../../../main/app/data-dir-access';

describe.runIf(process.platform !== 'win32')('the data directory on POSIX', () => {
  it('is private at 0700 and said not to be when others can read it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'data-dir-'));
    chmodSync(dir, 0o700);
    expect(await restrictDataDir(dir)).toEqual({ restricted: true, how: 'posix-mode', detail: null });
    chmodSync(dir, 0o755);
    expect(await restrictDataDir(dir)).toMatchObject({ restricted: false, how: 'none', detail: expect.stringContaining('755') });
  });
});

describe('the data directory on Windows', () => {
  it('needs nothing inside the profile, whatever the case of the path', async () => {
    expect(insideWindowsProfile('C:\\Users\\Eng\\AppData\\Roaming\\site-console', 'c:\\users\\eng')).toBe(true);
    expect(insideWindowsProfile('E:\\Site Console\\site-console-data', 'C:\\Users\\eng')).toBe(false);
    const calls: unknown[] = [];
    const access = await restrictDataDir(
      'C:\\Users\\eng\\AppData\\Roaming\\site-console',
      { USERPROFILE: 'C:\\Users\\eng' },
      'win32',
      async (...a) => calls.push(a),
    );
    expect(access).toEqual({ restricted: true, how: 'profile', detail: null });
    expect(calls).toEqual([]);
  });

  it('restricts a folder outside the profile to the account with icacls', async () => {
    const calls: [string, string[]][] = [];
    const access = await restrictDataDir(
      'E:\\Site Console\\site-console-data',
      { USERPROFILE: 'C:\\Users\\eng', USERDOMAIN: 'SITE-LAPTOP', USERNAME: 'eng' },
      'win32',
      async (file, args) => calls.push([file, args]),
    );
    expect(access).toEqual({ restricted: true, how: 'acl', detail: null });
    expect(calls).toEqual([['icacls', icaclsArguments('E:\\Site Console\\site-console-data', 'SITE-LAPTOP\\eng')]]);
    expect(icaclsArguments('E:\\x', 'D\\u')).toEqual(['E:\\x', '/inheritance:r', '/grant:r', 'D\\u:(OI)(CI)F']);
  });

  it('says it is not restricted where icacls cannot (a FAT32 stick)', async () => {
    const access = await restrictDataDir('E:\\site-console-data', { USERPROFILE: 'C:\\Users\\eng', USERNAME: 'eng' }, 'win32', async () => {
      throw new Error(
        'Command failed: icacls E:\\site-console-data\nE:\\site-console-data: This function is not supported on this system.',
      );
    });
    expect(access).toMatchObject({ restricted: false, how: 'none', detail: expect.stringContaining('FAT32') });
  });
});
