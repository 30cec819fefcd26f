// Offline activation with the licensevendor backend, end to end: the authorization client, the
// crash-isolating host (a real child process), the koffi binding and the compiled double. A
// "restart" is a new client and a new host over the same data directory, as a console started again.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthorizationClient } from '../../../../../../main/auth/authorization-client';
import type { LicensevendorRuntime } from '../../../../../../main/auth/backends/licensevendor/backend';
import { doubleUpdateCode, licensevendorDouble } from '../../../../../native/licensevendor-double';
import { documentText, DoubleWorld, FIXTURE, licensevendorClient } from './support';

/** A local license that needs an update code before it can be used. */
const OFFLINE_FIXTURE = `${FIXTURE}
license SN-OFFLINE-9 at=local pending end=2097-03-31T00:00:00Z
feature 1001 FloorAssignment
`;
/** Application data the product expects (base64 of 01 02 03 04). */
const APP_DATA = 'AQIDBA==';
const document = documentText({ url: 'root:///tmp', sn: 'SN-OFFLINE-9', loginMode: 'LOCAL', applicationData: APP_DATA });

let library: string;
let world: DoubleWorld;
let dataDir: string;
let outDir: string;
let started: { client: AuthorizationClient; runtime: LicensevendorRuntime; log: { event: string; facts?: Record<string, unknown> }[] }[] =
  [];

beforeAll(() => {
  library = licensevendorDouble();
});
beforeEach(async () => {
  world = await DoubleWorld.create(`appdata 01020304\n${OFFLINE_FIXTURE}`);
  dataDir = await mkdtemp(join(tmpdir(), 'lv-offline-'));
  outDir = await mkdtemp(join(tmpdir(), 'lv-offline-out-'));
});
afterEach(async () => {
  for (const { client, runtime } of started) {
    await client.dispose();
    await runtime.close();
  }
  started = [];
  await world.dispose();
  await rm(dataDir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
});

/** A console started over the data directory, with the document initialized. */
async function startConsole(text = document) {
  const console = licensevendorClient(dataDir, { libraryPath: library, abiProfilePath: null, callTimeoutMs: 5000 });
  started.push(console);
  const status = await console.client.initialize(text);
  return { ...console, status };
}

/** Stops a console as quitting does. */
async function stop(console: { client: AuthorizationClient; runtime: LicensevendorRuntime }): Promise<void> {
  await console.client.dispose();
  await console.runtime.close();
  started = started.filter((c) => c.client !== console.client);
}

describe('licensevendor offline activation', () => {
  it('creates the request code from the document, saves it to a .txt file, applies the update code, keeps the receipt, then logs in', async () => {
    const first = await startConsole();
    // The license is pending: the login at initialize is refused with the catalogue's words.
    expect(first.status).toMatchObject({ state: 'initialized', lastError: { code: 'LICENSEVENDOR_STATUS', details: { status: 276 } } });
    expect(await first.client.offlineStatus()).toMatchObject({ supported: true, step: 'none', requestCode: null, receipt: null });

    const out = join(outDir, 'request.txt');
    const requested = await first.client.offlineRequest(out);
    expect(requested).toMatchObject({ supported: true, step: 'requested', savedTo: out, receipt: null, lastError: null });
    expect(requested.requestCode).toMatch(/^LVREQ1:[0-9a-f]{16}$/);
    expect(await readFile(out, 'utf8')).toBe(`${requested.requestCode}\n`);
    // The library got the document's sn and application data, and no session was needed.
    const request = (await world.calls()).find((c) => c.fn === 'lv_get_request_info');
    expect(request).toMatchObject({ sn: 'SN-OFFLINE-9', appData: '01020304', appDataLen: 4 });

    const applied = await first.client.offlineApply({ updateCode: `  ${doubleUpdateCode(requested.requestCode ?? '')}\n` });
    expect(applied).toMatchObject({
      step: 'applied',
      requestCode: requested.requestCode,
      receipt: `LVRCPT1:${(requested.requestCode ?? '').slice(7)}`,
      lastError: null,
    });
    expect(applied.appliedAt).not.toBeNull();
    const apply = (await world.calls()).find((c) => c.fn === 'lv_apply_update_info');
    expect(apply).toMatchObject({ updateInfo: doubleUpdateCode(requested.requestCode ?? ''), appData: '01020304' });
    // The license is in place: the client logged in with the document's serial.
    expect(await first.client.status()).toMatchObject({
      state: 'activated',
      activation: { source: 'serial', expiresAt: '2097-03-31T00:00:00Z' },
      lastError: null,
    });
    expect((await first.client.hasFeature('floor.assign')).reason).toBe('licensed');

    // Neither the state file nor the log holds the serial or the application data in clear.
    const kept = await readFile(join(dataDir, 'auth', 'offline-activation.json'), 'utf8');
    expect(kept).toContain(requested.requestCode ?? '');
    expect(kept).not.toContain('SN-OFFLINE-9');
    expect(kept).not.toContain(APP_DATA);
    expect(JSON.stringify(first.log)).not.toContain('SN-OFFLINE-9');
    expect(first.log.map((l) => l.event)).toEqual(expect.arrayContaining(['auth.offline.request', 'auth.offline.apply']));
  }, 30_000);

  it('resumes after a restart at each step: the same request code, then the applied receipt', async () => {
    const first = await startConsole();
    const { requestCode } = await first.client.offlineRequest();
    await stop(first);

    const second = await startConsole();
    expect(await second.client.offlineStatus()).toMatchObject({ step: 'requested', requestCode, savedTo: null });
    // Asking again keeps the code the vendor is answering (the library is not asked again) and saves it now.
    const out = join(outDir, 'later.txt');
    expect(await second.client.offlineRequest(out)).toMatchObject({ step: 'requested', requestCode, savedTo: out });
    expect((await world.calls()).filter((c) => c.fn === 'lv_get_request_info')).toHaveLength(1);
    const applied = await second.client.offlineApply({ updateCode: doubleUpdateCode(requestCode ?? '') });
    await stop(second);

    const third = await startConsole();
    // The library kept the license: the serial logs in at initialize, and the receipt is still shown.
    expect(third.status).toMatchObject({ state: 'activated', activation: { source: 'serial' } });
    expect(await third.client.offlineStatus()).toEqual(applied);
    await expect(third.client.offlineApply({ updateCode: doubleUpdateCode(requestCode ?? '') })).rejects.toMatchObject({
      code: 'AUTH_OFFLINE_ALREADY_APPLIED',
    });
    await expect(third.client.offlineRequest()).rejects.toMatchObject({ code: 'AUTH_OFFLINE_ALREADY_APPLIED' });
    // Start over: a fresh request.
    expect(await third.client.offlineReset()).toMatchObject({ step: 'none', requestCode: null, receipt: null });
    expect((await third.client.offlineRequest()).step).toBe('requested');
  }, 45_000);

  it('a wrong update code is refused with the catalogue entry and keeps the request; blank and garbage never reach the library', async () => {
    const { client } = await startConsole();
    const { requestCode } = await client.offlineRequest();
    await expect(client.offlineApply({ updateCode: 'LVUPD1:0123456789abcdef' })).rejects.toMatchObject({
      category: 'license',
      code: 'LICENSEVENDOR_STATUS',
      details: {
        operation: 'applyUpdateInfo',
        status: 284,
        hex: '0x0000011C',
        explanation: { en: expect.any(String), 'zh-CN': expect.any(String) },
      },
    });
    const after = await client.offlineStatus();
    expect(after).toMatchObject({
      step: 'requested',
      requestCode,
      receipt: null,
      lastError: { code: 'LICENSEVENDOR_STATUS', details: { status: 284 } },
    });
    expect((await client.status()).state).toBe('initialized');

    await expect(client.offlineApply({ updateCode: ' \n\t ' })).rejects.toMatchObject({
      category: 'validation',
      code: 'AUTH_OFFLINE_UPDATE_EMPTY',
    });
    await expect(client.offlineApply({ updateCode: 'LVUPD1:\u0000\u00ff' })).rejects.toMatchObject({
      category: 'validation',
      code: 'AUTH_OFFLINE_UPDATE_INVALID',
      details: { position: 8 },
    });
    await expect(client.offlineApply({ updateCode: 'x'.repeat(64 * 1024 + 1) })).rejects.toMatchObject({
      code: 'AUTH_OFFLINE_UPDATE_TOO_LARGE',
    });
    expect((await world.calls()).filter((c) => c.fn === 'lv_apply_update_info')).toHaveLength(1);

    // The right code still works after the refusals, and clears the reason.
    expect(await client.offlineApply({ updateCode: doubleUpdateCode(requestCode ?? '') })).toMatchObject({
      step: 'applied',
      lastError: null,
    });
  }, 30_000);

  it('reads the update code from a file; refuses a binary file, a missing one and the data directory', async () => {
    const { client } = await startConsole();
    const { requestCode } = await client.offlineRequest();
    await writeFile(join(outDir, 'binary.bin'), Buffer.from([0x4c, 0x56, 0x00, 0x01]));
    await expect(client.offlineApply({ path: join(outDir, 'binary.bin') })).rejects.toMatchObject({ code: 'AUTH_OFFLINE_UPDATE_INVALID' });
    await expect(client.offlineApply({ path: join(outDir, 'missing.txt') })).rejects.toMatchObject({
      category: 'io',
      code: 'AUTH_OFFLINE_FILE',
      details: { action: 'read' },
    });
    await expect(client.offlineApply({ path: join(dataDir, 'auth', 'offline-activation.json') })).rejects.toMatchObject({
      code: 'AUTH_OFFLINE_RESERVED_PATH',
    });
    await expect(client.offlineRequest(join(outDir, 'request.json'))).rejects.toMatchObject({ code: 'AUTH_OFFLINE_NOT_TXT_PATH' });
    await expect(client.offlineRequest(join(dataDir, 'request.txt'))).rejects.toMatchObject({ code: 'AUTH_OFFLINE_RESERVED_PATH' });
    await expect(client.offlineRequest(join(outDir, 'no-such-folder', 'request.txt'))).rejects.toMatchObject({
      category: 'io',
      code: 'AUTH_OFFLINE_FILE',
      details: { action: 'write' },
    });

    const file = join(outDir, 'update.txt');
    await writeFile(file, `\ufeff${doubleUpdateCode(requestCode ?? '')}\r\n`);
    expect(await client.offlineApply({ path: file })).toMatchObject({ step: 'applied', receipt: expect.stringMatching(/^LVRCPT1:/) });
  }, 30_000);

  it('keeps one offline activation per document: another serial starts at none', async () => {
    const { client } = await startConsole();
    await client.offlineRequest();
    await client.initialize(documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL', applicationData: APP_DATA }));
    expect(await client.offlineStatus()).toMatchObject({ step: 'none' });
    await client.initialize(document);
    expect((await client.offlineStatus()).step).toBe('requested');
  }, 30_000);
});
