// A portable copy on a USB folder: its data travels with it, its secrets do not. The next engineer
// who plugs the folder in finds the profiles and journals, and enters their own secrets.
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeServices } from '../../../main/compose';
import { chooseDataDir, PORTABLE_MARKER } from '../../../main/data-dir';

describe('a portable copy', () => {
  it('keeps its data beside the executable and its secrets on the laptop', async () => {
    const usb = mkdtempSync(join(tmpdir(), 'usb-'));
    writeFileSync(join(usb, PORTABLE_MARKER), '');
    const laptop = mkdtempSync(join(tmpdir(), 'laptop-'));
    const choice = chooseDataDir({ XDG_CONFIG_HOME: laptop, APPDATA: laptop }, join(usb, 'Site Console.exe'));
    expect(choice.mode).toBe('portable');
    // No keyring answers (a headless laptop): the secrets file is the holder, and it must not travel.
    const services = composeServices({ version: '0', dataDir: choice.dir, secretsDir: choice.secretsDir, dataDirMode: choice.mode }, { surface: 'cli', keyring: null });
    const store = await services.secrets();
    await store.set('profile:site-a:token', 'tok-portable');
    await services.settings.update({ language: 'zh-CN' });
    await services.close();
    expect(existsSync(join(choice.dir, 'settings.json'))).toBe(true);
    expect(readdirSync(choice.dir).filter((name) => name.startsWith('secrets'))).toEqual([]);
    expect(readdirSync(choice.secretsDir).some((name) => name.startsWith('secrets'))).toBe(true);
  });
});
