// A vendor build that renames every symbol, uses other login-mode values and its own group scheme,
// and returns a code of its own: driven through a profile file alone, end to end.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAbiProfile } from '../../../../../../main/auth/backends/licensevendor/abi-profile-file';
import { DEFAULT_ABI_PROFILE, LV_FUNCTIONS } from '../../../../../../shared/licensevendor/abi-profile';
import { licensevendorDouble, RENAMED_VARIANT } from '../../../../../native/licensevendor-double';
import { documentText, DoubleWorld, groupService, licensevendorClient } from './support';

let world: DoubleWorld;
let dataDir: string;

beforeEach(async () => {
  world = await DoubleWorld.create();
  dataDir = await mkdtemp(join(tmpdir(), 'lv-profile-'));
});
afterEach(async () => {
  await world.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

const acmeProfile = {
  name: 'Acme licensing 9',
  symbols: Object.fromEntries(LV_FUNCTIONS.map((f) => [f, f.replace(/^lv_/, RENAMED_VARIANT.prefix)])),
  loginModes: RENAMED_VARIANT.loginModes,
  groupScheme: RENAMED_VARIANT.groupScheme,
  statusCodes: [
    {
      code: 4242,
      name: 'ACME_DONGLE_MISSING',
      explanation: { en: 'The Acme dongle is missing.', 'zh-CN': '缺少 Acme 加密狗。' },
      nextStep: { en: 'Plug the dongle in.', 'zh-CN': '请插入加密狗。' },
    },
  ],
};

describe('ABI profile', () => {
  it('drives a renamed build end to end: symbols, login modes, group scheme, its own status code', async () => {
    const profilePath = world.file('acme.json');
    await writeFile(profilePath, JSON.stringify(acmeProfile));
    const group = await groupService();
    const { client, runtime } = licensevendorClient(dataDir, { libraryPath: licensevendorDouble('renamed'), abiProfilePath: profilePath });
    try {
      const url = `grp://127.0.0.1:${group.port}`;
      const status = await client.initialize(documentText({ url, sn: 'SN-GROUP', loginMode: 'SERVER' }, { wharf: { topology: 'group' } }));
      expect(status.state).toBe('activated');
      expect(status.preflight.find((s) => s.id === 'group.connect')?.verdict).toBe('pass');
      await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'OFFLINE' }));
      expect((await client.hasFeature('person.detail')).reason).toBe('licensed');
      const logins = (await world.calls()).filter((c) => c.fn === 'acme_lic_login');
      expect(logins.map((c) => c.mode)).toEqual([12, 11]);
      await expect(client.initialize(documentText({ url: 'root:///tmp', loginMode: 'AUTO' }))).rejects.toMatchObject({
        code: 'LICENSEVENDOR_LOGIN_MODE_UNKNOWN',
        details: { allowed: 'OFFLINE, SERVER, EITHER' },
      });
      await world.control('fail acme_lic_login 4242');
      const refused = await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'EITHER' }));
      expect(refused.lastError).toMatchObject({
        details: {
          status: 4242,
          hex: '0x00001092',
          name: 'ACME_DONGLE_MISSING',
          explanation: { en: 'The Acme dongle is missing.', 'zh-CN': '缺少 Acme 加密狗。' },
          known: true,
        },
      });
    } finally {
      await client.dispose();
      await runtime.close();
      await group.close();
    }
    expect((await world.calls()).every((c) => c.fn.startsWith('acme_lic_'))).toBe(true);
  });

  it('uses the header defaults without a file, and refuses a broken file with where and what', async () => {
    expect(await loadAbiProfile(null)).toBe(DEFAULT_ABI_PROFILE);
    await expect(loadAbiProfile(world.file('none.json'))).rejects.toMatchObject({
      category: 'not-found',
      code: 'LICENSEVENDOR_PROFILE_UNREADABLE',
    });
    await writeFile(world.file('bad.json'), '{"symbols": {');
    await expect(loadAbiProfile(world.file('bad.json'))).rejects.toMatchObject({
      category: 'validation',
      code: 'LICENSEVENDOR_PROFILE_INVALID',
    });
    await writeFile(world.file('typo.json'), JSON.stringify({ symbols: { lv_logn: 'x' } }));
    await expect(loadAbiProfile(world.file('typo.json'))).rejects.toMatchObject({
      details: { pointer: '/symbols', problem: 'unknown property "lv_logn"' },
    });
    await writeFile(world.file('mode.json'), JSON.stringify({ loginModes: { AUTO: 'three' } }));
    await expect(loadAbiProfile(world.file('mode.json'))).rejects.toMatchObject({ details: { pointer: '/loginModes/AUTO' } });
    await writeFile(world.file('partial.json'), JSON.stringify({ symbols: { lv_login: 'vendor_login' } }));
    const partial = await loadAbiProfile(world.file('partial.json'));
    expect(partial.symbols).toMatchObject({ lv_login: 'vendor_login', lv_logout: 'lv_logout' });
    expect(partial.loginModes).toEqual({ LOCAL: 1, REMOTE: 2, AUTO: 3 });
  });
});
