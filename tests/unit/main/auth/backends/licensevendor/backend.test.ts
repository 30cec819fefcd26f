// The licensevendor backend end to end: the authorization client, the crash-isolating host (a real
// child process), the koffi binding and the compiled double; assertions on what reached the library
// come from the double's own call log.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthorizationClient } from '../../../../../../main/auth/authorization-client';
import type { LicensevendorRuntime } from '../../../../../../main/auth/backends/licensevendor/backend';
import { HEADER_STATUS_CATALOGUE } from '../../../../../../shared/licensevendor/catalogue';
import { licensevendorDouble } from '../../../../../native/licensevendor-double';
import { closedPort, documentText, DoubleWorld, groupService, licensevendorClient } from './support';

let library: string;
let world: DoubleWorld;
let dataDir: string;
let client: AuthorizationClient;
let runtime: LicensevendorRuntime;
let group: { port: number; close(): Promise<void> };

beforeAll(async () => {
  library = licensevendorDouble();
  group = await groupService();
});
afterAll(async () => {
  await group.close();
});

beforeEach(async () => {
  world = await DoubleWorld.create();
  dataDir = await mkdtemp(join(tmpdir(), 'lv-console-'));
  ({ client, runtime } = licensevendorClient(dataDir, { libraryPath: library, abiProfilePath: null, callTimeoutMs: 3000 }));
});
afterEach(async () => {
  await client.dispose();
  await runtime.close();
  await world.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

const groupUrl = () => `bit://127.0.0.1:${group.port}`;

describe('licensevendor backend: login', () => {
  it('logs in with the sn of the document, after setting the root path, and answers features by id and by name', async () => {
    const status = await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL', rootPath: world.dir }));
    expect(status).toMatchObject({ state: 'activated', activation: { source: 'serial', expiresAt: '2099-12-31T00:00:00Z' } });
    const answers = await client.hasFeatures([
      'floor.assign',
      'visitor.access',
      'person.detail',
      'elevator.control',
      'unknown.name',
      'not.in.document',
    ]);
    expect(answers.map((a) => [a.key, a.reason])).toEqual([
      ['floor.assign', 'licensed'],
      ['visitor.access', 'expired'],
      ['person.detail', 'licensed'],
      ['elevator.control', 'not-licensed'],
      ['unknown.name', 'not-licensed'],
      ['not.in.document', 'not-mapped'],
    ]);
    const calls = await world.calls();
    const order = calls.map((c) => c.fn);
    expect(order.indexOf('lv_set_root_path')).toBeLessThan(order.indexOf('lv_login'));
    expect(calls.find((c) => c.fn === 'lv_set_root_path')).toMatchObject({ path: world.dir });
    expect(calls.find((c) => c.fn === 'lv_login')).toMatchObject({
      url: 'root:///tmp',
      sn: 'SN-FIXED',
      mode: 1,
      featureId: 0,
      appData: null,
      appDataLen: 0,
    });
    // By name through the lookup, then the seat-free test; never lv_read_feature or a login per check.
    expect(calls.filter((c) => c.fn === 'lv_feature_id_by_name').map((c) => c.name)).toEqual(['PersonDetail', 'NoSuchFeature']);
    expect(calls.filter((c) => c.fn === 'lv_test_feature').map((c) => c.featureId)).toEqual([1001, 1002, 1003, 2001]);
    expect(calls.filter((c) => c.fn === 'lv_login')).toHaveLength(1);
  });

  it('passes each login mode by the value the library expects', async () => {
    for (const mode of ['LOCAL', 'REMOTE', 'AUTO'] as const) {
      await client.initialize(
        documentText({
          url: mode === 'LOCAL' ? 'root:///tmp' : groupUrl(),
          sn: mode === 'LOCAL' ? 'SN-FIXED' : 'SN-GROUP',
          loginMode: mode,
        }),
      );
      expect((await client.status()).state).toBe('activated');
    }
    expect((await world.calls()).filter((c) => c.fn === 'lv_login').map((c) => c.mode)).toEqual([1, 2, 3]);
  });

  it('uses AUTO when loginMode is absent, and refuses an unknown mode at initialize with the list', async () => {
    await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED' }));
    expect((await world.calls()).find((c) => c.fn === 'lv_login')).toMatchObject({ mode: 3 });
    await expect(client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'FAST' }))).rejects.toMatchObject({
      category: 'validation',
      code: 'LICENSEVENDOR_LOGIN_MODE_UNKNOWN',
      details: { pointer: '/licensevendor/loginMode', allowed: 'LOCAL, REMOTE, AUTO' },
    });
  });

  it('a LOCAL login does not find a license of the group service; REMOTE finds it there', async () => {
    const local = await client.initialize(documentText({ url: groupUrl(), sn: 'SN-GROUP', loginMode: 'LOCAL' }));
    expect(local.state).toBe('initialized');
    expect(local.lastError).toMatchObject({ code: 'LICENSEVENDOR_STATUS', details: { status: 276, name: 'LV_ERR_LICENSE_NOT_FOUND' } });
    const remote = await client.initialize(documentText({ url: groupUrl(), sn: 'SN-GROUP', loginMode: 'REMOTE' }));
    expect(remote.state).toBe('activated');
  });

  it('activate(licenseKey): update-online with the key as SN, then login with it; applicationData as bytes', async () => {
    const appData = Buffer.from([0xca, 0xfe, 0x00, 0x01]).toString('base64');
    await client.initialize(documentText({ url: groupUrl(), loginMode: 'REMOTE', applicationData: appData }));
    expect((await client.status()).state).toBe('initialized');
    expect((await client.hasFeature('elevator.control')).reason).toBe('not-activated');
    const status = await client.activate('KEY-GROUP-7');
    expect(status).toMatchObject({ state: 'activated', activation: { source: 'license-key', expiresAt: '2098-01-01T00:00:00Z' } });
    expect(await client.hasFeatures(['elevator.control', 'reports.by-name', 'floor.assign'])).toMatchObject([
      { reason: 'licensed', licensed: true },
      { reason: 'licensed' },
      { reason: 'not-licensed' },
    ]);
    const calls = (await world.calls()).filter((c) => c.fn === 'lv_update_online' || c.fn === 'lv_login');
    expect(calls).toMatchObject([
      { fn: 'lv_update_online', url: groupUrl(), sn: 'KEY-GROUP-7', appData: 'cafe0001', appDataLen: 4 },
      { fn: 'lv_login', url: groupUrl(), sn: 'KEY-GROUP-7', mode: 2, appData: 'cafe0001', appDataLen: 4 },
    ]);
  });

  it('refuses applicationData that is not base64 at initialize, before anything reaches the library', async () => {
    await expect(
      client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', applicationData: 'not base64!' })),
    ).rejects.toMatchObject({
      category: 'validation',
      code: 'LICENSEVENDOR_APPLICATION_DATA_INVALID',
      details: { pointer: '/licensevendor/applicationData' },
    });
    expect(await world.calls()).toEqual([]);
  });

  it('logs out every login on dispose', async () => {
    await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED' }));
    await client.activate('KEY-GROUP-7').catch(() => undefined);
    await client.dispose();
    const calls = await world.calls();
    expect(calls.filter((c) => c.fn === 'lv_login')).toHaveLength(1);
    expect(calls.filter((c) => c.fn === 'lv_logout')).toHaveLength(1);
    expect(calls.at(-1)?.fn).toBe('lv_logout');
  });

  it('never passes school.edgeDeviceId or tenantId to any call', async () => {
    const text = documentText(
      { url: groupUrl(), loginMode: 'AUTO' },
      { scenario: 'school', school: { edgeDeviceId: 'EDGE-DEVICE-93F1', tenantId: 'TENANT-4471' } },
    );
    await client.initialize(text);
    await client.activate('KEY-GROUP-7');
    await client.hasFeatures(['elevator.control', 'reports.by-name']);
    await client.preflight();
    await client.dispose();
    const raw = await world.rawLog();
    expect(raw).toContain('lv_login');
    expect(raw).not.toContain('EDGE-DEVICE-93F1');
    expect(raw).not.toContain('TENANT-4471');
  });
});

describe('licensevendor backend: the catalogue', () => {
  it('surfaces every header code with its name, hex and explanation in both languages', async () => {
    for (const entry of HEADER_STATUS_CATALOGUE) {
      await world.control(`fail lv_login ${entry.code}`);
      const status = await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED' }));
      expect(status.lastError, String(entry.code)).toMatchObject({
        code: 'LICENSEVENDOR_STATUS',
        details: { operation: 'login', status: entry.code, name: entry.name, explanation: entry.explanation, nextStep: entry.nextStep },
      });
      expect(status.lastError?.message).toContain(`(0x${entry.code.toString(16).toUpperCase().padStart(8, '0')})`);
    }
  });

  it('shows an unknown code verbatim in decimal and hex', async () => {
    await world.control('fail lv_login 48879');
    const status = await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED' }));
    expect(status.lastError).toMatchObject({ details: { status: 48879, hex: '0x0000BEEF', known: false } });
    expect((status.lastError?.details?.explanation as { en: string }).en).toContain('48879 (0x0000BEEF)');
  });
});

describe('licensevendor backend: crash isolation', () => {
  it('a crash mid-call is a backend-error naming the operation; the next call restarts the host and logs in again', async () => {
    await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', rootPath: world.dir }));
    expect((await client.hasFeature('floor.assign')).reason).toBe('licensed');
    await world.control('crash lv_test_feature');
    const crashed = await client.hasFeature('floor.assign');
    expect(crashed).toMatchObject({
      licensed: false,
      reason: 'backend-error',
      error: { code: 'LICENSEVENDOR_HOST_CRASHED', details: { operation: 'testFeature', signal: 'SIGSEGV' } },
    });
    await world.control(null);
    expect((await client.hasFeature('floor.assign')).reason).toBe('licensed');
    const calls = await world.calls();
    const pids = new Set(calls.map((c) => c.pid));
    expect(pids.size).toBe(2);
    // The new host sets the root path again before its login.
    const second = calls.filter((c) => c.pid === calls.at(-1)?.pid).map((c) => c.fn);
    expect(second.slice(0, 2)).toEqual(['lv_set_root_path', 'lv_login']);
  });

  it('a hang mid-call hits the time limit, is a backend-error, and the console goes on', async () => {
    await runtime.close();
    ({ client, runtime } = licensevendorClient(dataDir, { libraryPath: library, abiProfilePath: null, callTimeoutMs: 800 }));
    await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED' }));
    await world.control('hang lv_feature_id_by_name');
    const hung = await client.hasFeature('person.detail');
    expect(hung).toMatchObject({
      reason: 'backend-error',
      error: { category: 'timeout', code: 'LICENSEVENDOR_HOST_TIMEOUT', details: { operation: 'featureIdByName', limitMs: 800 } },
    });
    await world.control(null);
    expect((await client.hasFeature('person.detail')).reason).toBe('licensed');
    expect((await client.status()).state).toBe('activated');
  });

  it('a library path that does not load is refused clearly, and preflight says so', async () => {
    await runtime.close();
    ({ client, runtime } = licensevendorClient(dataDir, { libraryPath: join(world.dir, 'missing.so'), abiProfilePath: null }));
    const status = await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED' }));
    expect(status.lastError).toMatchObject({ category: 'usage', code: 'LICENSEVENDOR_LIBRARY_LOAD', details: { reason: 'missing' } });
    expect(status.preflight.find((s) => s.id === 'library.load')).toMatchObject({ verdict: 'fail' });
  });
});

describe('licensevendor backend: pre-flight', () => {
  it('reports a reachable group service, the library version and agreement with wharf.groupServiceUrl', async () => {
    const status = await client.initialize(
      documentText({ url: groupUrl(), sn: 'SN-GROUP', loginMode: 'REMOTE' }, { wharf: { topology: 'group', groupServiceUrl: groupUrl() } }),
    );
    const verdicts = Object.fromEntries(status.preflight.map((s) => [s.id, s.verdict]));
    expect(verdicts).toEqual({
      'url.form': 'pass',
      'url.topology': 'pass',
      'group.resolve': 'pass',
      'group.connect': 'pass',
      'group.agreement': 'pass',
      'local.path': 'skipped',
      'library.load': 'pass',
      'clock.plausible': 'pass',
      // A group service speaks the library's protocol, which tells no time.
      'clock.server': 'skipped',
    });
    expect(status.preflight.find((s) => s.id === 'clock.server')?.detail.en).toMatch(
      /^Not available: licensevendor.url names no http\(s\) license server/,
    );
    expect(status.preflight.find((s) => s.id === 'library.load')?.facts).toEqual({ version: 'licensevendor-double 1.4.2' });
  });

  it('reports an unreachable group service and a disagreeing groupServiceUrl, in both languages', async () => {
    const port = await closedPort();
    const status = await client.initialize(
      documentText(
        { url: `bit://127.0.0.1:${port}`, sn: 'SN-GROUP', loginMode: 'REMOTE' },
        { wharf: { topology: 'group', groupServiceUrl: 'bit://10.9.9.9:8273' } },
      ),
    );
    const connect = status.preflight.find((s) => s.id === 'group.connect');
    expect(connect).toMatchObject({ verdict: 'fail', facts: { results: [{ endpoint: `127.0.0.1:${port}`, code: 'ECONNREFUSED' }] } });
    expect(connect?.detail.en).toContain('8273');
    expect(connect?.detail['zh-CN']).toContain('防火墙');
    expect(status.preflight.find((s) => s.id === 'group.agreement')?.verdict).toBe('warn');
    // The library agrees: the server is down.
    expect(status.lastError).toMatchObject({ category: 'network', details: { status: 264, name: 'LV_ERR_SERVER_DOWN' } });
    // And the checks run again on demand.
    await group.close();
    group = await groupService();
    expect((await client.preflight()).find((s) => s.id === 'group.connect')?.verdict).toBe('fail');
  });

  it('fails a URL form the library does not understand and a topology that does not fit', async () => {
    const status = await client.initialize(documentText({ url: 'ftp://x, root:///tmp' }, { wharf: { topology: 'cloud' } }));
    expect(status.preflight.find((s) => s.id === 'url.form')).toMatchObject({ verdict: 'fail', facts: { invalid: ['ftp://x'] } });
    expect(status.preflight.find((s) => s.id === 'url.topology')?.verdict).toBe('warn');
  });
});
