// A portable copy on a USB folder: its data travels with it, its secrets do not. The next engineer
// who plugs the folder in finds the profiles and journals, and enters their own secrets. On one
// laptop, the portable copy and the installed console are two consoles: two signing keys, two
// installation fingerprints, and neither reads the other's secrets (issue 31, F3).
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { composeServices } from '../../../main/compose';
import { chooseDataDir, PORTABLE_MARKER, type DataDirChoice } from '../../../main/data-dir';
import { installationFingerprint, signingKey } from '../../../main/evidence/signing-key';

describe('a portable copy', () => {
  it('keeps its data beside the executable and its secrets on the laptop', async () => {
    const usb = mkdtempSync(join(tmpdir(), 'usb-'));
    writeFileSync(join(usb, PORTABLE_MARKER), '');
    const laptop = mkdtempSync(join(tmpdir(), 'laptop-'));
    const choice = chooseDataDir({ XDG_CONFIG_HOME: laptop, APPDATA: laptop }, join(usb, 'Site Console.exe'));
    expect(choice.mode).toBe('portable');
    // No keyring answers (a headless laptop): the secrets file is the holder, and it must not travel.
    const services = composeServices(
      { version: '0', dataDir: choice.dir, secretsDir: choice.secretsDir, dataDirMode: choice.mode },
      { surface: 'cli', keyring: null },
    );
    const store = await services.secrets();
    await store.set('profile:site-a:token', 'tok-portable');
    await services.settings.update({ language: 'zh-CN' });
    await services.close();
    expect(existsSync(join(choice.dir, 'settings.json'))).toBe(true);
    expect(readdirSync(choice.dir).filter((name) => name.startsWith('secrets'))).toEqual([]);
    expect(readdirSync(choice.secretsDir).some((name) => name.startsWith('secrets'))).toBe(true);
  });
});

/** The account's keyring on the laptop (the system's, through @napi-rs/keyring): one map of entries both consoles reach by name. */
const keyringEntries = vi.hoisted(() => new Map<string, string>());
vi.mock('@napi-rs/keyring', () => ({
  AsyncEntry: class {
    readonly #name: string;
    constructor(service: string, account: string) {
      this.#name = `${service}/${account}`;
    }
    async getPassword(): Promise<string | undefined> {
      return keyringEntries.get(this.#name);
    }
    async setPassword(value: string): Promise<void> {
      keyringEntries.set(this.#name, value);
    }
    async deletePassword(): Promise<boolean> {
      return keyringEntries.delete(this.#name);
    }
  },
}));

describe('a portable copy and the installed console on one laptop', () => {
  for (const holder of ['keyring', 'file'] as const) {
    it(`have two signing keys, two installation fingerprints and two secrets scopes (${holder})`, async () => {
      const usb = mkdtempSync(join(tmpdir(), 'usb-'));
      writeFileSync(join(usb, PORTABLE_MARKER), '');
      const laptop = mkdtempSync(join(tmpdir(), 'laptop-'));
      const env = { XDG_CONFIG_HOME: laptop, APPDATA: laptop };
      const open = (choice: DataDirChoice) =>
        composeServices(
          { version: '0', dataDir: choice.dir, secretsDir: choice.secretsDir, dataDirMode: choice.mode },
          { surface: 'cli', ...(holder === 'keyring' ? {} : { keyring: null }) },
        );
      const installedChoice = chooseDataDir(env, join(mkdtempSync(join(tmpdir(), 'program-files-')), 'Site Console.exe'));
      const portableChoice = chooseDataDir(env, join(usb, 'Site Console.exe'));
      expect([installedChoice.mode, portableChoice.mode]).toEqual(['installed', 'portable']);
      const installed = open(installedChoice);
      const portable = open(portableChoice);
      try {
        const installedKey = await signingKey(await installed.secrets());
        await (await installed.secrets()).set('site-profile/p1/auth', 'tok-installed');
        // The portable copy sees neither the installed console's signing key nor its secrets…
        expect(await installationFingerprint(await portable.secrets())).toBeNull();
        expect(await (await portable.secrets()).get('site-profile/p1/auth')).toBeNull();
        const portableKey = await signingKey(await portable.secrets());
        expect(portableKey.fingerprint).not.toBe(installedKey.fingerprint);
        // …nor the other way round, and each keeps its own after a restart.
        await (await portable.secrets()).set('site-profile/p1/auth', 'tok-portable');
        expect(await (await installed.secrets()).get('site-profile/p1/auth')).toBe('tok-installed');
        expect(await installationFingerprint(await installed.secrets())).toBe(installedKey.fingerprint);
        const again = open(chooseDataDir(env, join(usb, 'Site Console.exe')));
        expect(await installationFingerprint(await again.secrets())).toBe(portableKey.fingerprint);
        await again.close();
        // Nothing secret travels in the folder, and the installed directory holds only its own.
        expect(readdirSync(portableChoice.dir).filter((name) => name.startsWith('secrets'))).toEqual([]);
        if (holder === 'keyring')
          expect(new Set([...keyringEntries.keys()].map((name) => name.split('@').pop())).size).toBeGreaterThanOrEqual(2);
        else expect(readdirSync(portableChoice.secretsDir).some((name) => name.startsWith('secrets'))).toBe(true);
        expect(portableChoice.secretsDir.startsWith(installedChoice.secretsDir + sep)).toBe(false);
      } finally {
        await installed.close();
        await portable.close();
      }
    });
  }
});
