// The koffi binding straight against the double (in this process: nothing here crashes it), for the
// header's conventions that the backend tests cannot see: NULL for "not given", caller buffers and
// the BUFFER_TOO_SMALL retry, and symbol names from a profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LicensevendorLibrary } from '../../../../../../main/auth/backends/licensevendor/binding';
import { DEFAULT_ABI_PROFILE, LV_FUNCTIONS, resolveAbiProfile } from '../../../../../../shared/licensevendor/abi-profile';
import { doubleUpdateCode, licensevendorDouble, RENAMED_VARIANT } from '../../../../../native/licensevendor-double';
import { DoubleWorld } from './support';

/** A license whose session info is far larger than the binding's first buffer. */
const BIG = `license SN-BIG at=local end=2099-01-01T00:00:00Z\n${Array.from({ length: 60 }, (_, i) => `feature ${5000 + i} Feature_${'x'.repeat(60)}_${i}`).join('\n')}\n`;

let world: DoubleWorld;
let lib: LicensevendorLibrary;

beforeAll(async () => {
  world = await DoubleWorld.create(BIG);
  lib = LicensevendorLibrary.open(licensevendorDouble(), DEFAULT_ABI_PROFILE);
});
afterAll(async () => {
  await world.dispose();
});

describe('LicensevendorLibrary', () => {
  it('passes "" and null as NULL, and application data with its length', async () => {
    expect(lib.login('', 'SN-BIG', 0, Buffer.from([1, 2, 3]), 3).status).toBe(0);
    expect(lib.updateOnline(null, '', null).status).toBe(303);
    const calls = await world.calls();
    expect(calls[0]).toMatchObject({ fn: 'lv_login', url: null, sn: 'SN-BIG', appData: '010203', appDataLen: 3 });
    expect(calls[1]).toMatchObject({ fn: 'lv_update_online', url: null, sn: null, appData: null, appDataLen: 0 });
  });

  it('retries BUFFER_TOO_SMALL with the size the library asks for', async () => {
    const login = lib.login(null, 'SN-BIG', 0, null, 3);
    expect(login.status).toBe(0);
    const info = lib.getSessionInfo(login.value ?? 0n);
    expect(info.status).toBe(0);
    const parsed = JSON.parse(info.value ?? '') as { sn: string; features: unknown[] };
    expect(parsed.sn).toBe('SN-BIG');
    expect(parsed.features).toHaveLength(60);
    const sizes = (await world.calls()).filter((c) => c.fn === 'lv_get_session_info').map((c) => c.bufferSize as number);
    expect(sizes).toHaveLength(2);
    expect(sizes[1]).toBe((info.value ?? '').length + 1);
    expect(lib.logout(login.value ?? 0n).status).toBe(0);
    expect(lib.logout(login.value ?? 0n).status).toBe(258);
  });

  it('drives every function: version, request and update codes, values, info', () => {
    expect(lib.getVersion()).toEqual({ status: 0, value: 'licensevendor-double 1.4.2' });
    const request = lib.getRequestInfo('SN-BIG', null);
    expect(request).toEqual({ status: 0, value: expect.stringMatching(/^LVREQ1:[0-9a-f]{16}$/) });
    expect(lib.applyUpdateInfo(null, doubleUpdateCode(request.value ?? ''))).toEqual({
      status: 0,
      value: `LVRCPT1:${(request.value ?? '').slice(7)}`,
    });
    expect(lib.applyUpdateInfo(null, 'LVUPD1:0000000000000000').status).toBe(284);
    expect(lib.applyUpdateInfo(null, 'garbage').status).toBe(259);
    expect(lib.setRootPath(world.dir).status).toBe(0);
    expect(lib.setRootPath('/no/such/dir').status).toBe(259);
    const h = lib.login(null, null, 5003, null, 1).value ?? 0n;
    expect(lib.testFeature(h, 5003).status).toBe(0);
    expect(lib.readFeature(h, 5003)).toEqual({ status: 0, value: 0 });
    expect(lib.featureIdByName(h, `Feature_${'x'.repeat(60)}_7`)).toEqual({ status: 0, value: 5007 });
    expect(JSON.parse(lib.getInfo(null).value ?? '{}')).toMatchObject({ localSns: [{ sn: 'SN-BIG' }], lastUpdateError: null });
    expect(lib.logout(h).status).toBe(0);
  });

  it('binds a build that renames every symbol through a profile, and names a missing symbol', () => {
    const path = licensevendorDouble('renamed');
    expect(() => LicensevendorLibrary.open(path, DEFAULT_ABI_PROFILE)).toThrow(/no symbol "lv_login" for lv_login/);
    const profile = resolveAbiProfile({
      symbols: Object.fromEntries(LV_FUNCTIONS.map((f) => [f, f.replace(/^lv_/, RENAMED_VARIANT.prefix)])),
      loginModes: { ...RENAMED_VARIANT.loginModes },
    });
    const renamed = LicensevendorLibrary.open(path, profile);
    expect(renamed.getVersion().status).toBe(0);
    expect(renamed.login(null, 'SN-BIG', 0, null, 3).status).toBe(259);
    const h = renamed.login(null, 'SN-BIG', 0, null, RENAMED_VARIANT.loginModes.OFFLINE);
    expect(h.status).toBe(0);
    expect(renamed.logout(h.value ?? 0n).status).toBe(0);
  });
});
