// Issue 31, F2: a library named by the settings runs only once the engineer approved it in main's own
// UI: over the web transport, with a code main printed on its terminal, which the page cannot read.
// Proven over the real web transport, with a canary file that a hostile chain (a profile mapping the
// header's functions to libc's system()) would create, and a double whose constructor reports whether
// it was ever loaded. What a profile may name is library-refusal.test.ts.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPROVALS_FILE, type LibraryConfirmation } from '../../../../../../main/auth/backends/licensevendor/library-approval';
import { createConsole, type ConsoleRuntime } from '../../../../../../main/console';
import { startWebTransport, type WebTransport } from '../../../../../../main/web/server';
import { LV_FUNCTIONS } from '../../../../../../shared/licensevendor/abi-profile';
import { licensevendorDouble, tattletaleDouble } from '../../../../../native/licensevendor-double';
import { documentText, freshWorldEachTest, LIBC } from './support';

interface Answer {
  ok: boolean;
  value?: Record<string, unknown> & { lastError?: { code: string; message: string } | null };
  error?: { code: string; message: string; details?: Record<string, unknown> };
}

const scratch = freshWorldEachTest('lv-approval-');

describe('the vendor library of the settings, over the web transport', () => {
  let web: WebTransport;
  let runtime: ConsoleRuntime;
  let printed: string[];
  let dataDir: string;
  let laptopDir: string;
  let base: string;

  /** One bridge call as the page makes it: the token, and nothing else. */
  async function invoke(op: string, payload: unknown): Promise<Answer> {
    const res = await request(`${web.origin}/api/invoke/${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${web.token}` },
      body: JSON.stringify(payload),
    });
    return (await res.body.json()) as Answer;
  }

  /** The code main printed on its terminal (what only the engineer at the console's terminal sees). */
  const lastCode = (): string => /type this code in the page[^:]*: ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(printed.at(-1) ?? '')?.[1] ?? '';

  beforeAll(() => {
    base = mkdtempSync(join(tmpdir(), 'lv-approval-web-'));
    mkdirSync(join(base, 'renderer'));
    writeFileSync(join(base, 'renderer', 'index.html'), '<!doctype html><title>t</title>');
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });
  beforeEach(async () => {
    printed = [];
    dataDir = join(scratch.root, 'data');
    laptopDir = join(scratch.root, 'laptop');
    // The terminal of the web transport: main prints there (stderr by default; captured here).
    const libraryConfirmation: LibraryConfirmation = { kind: 'console-code', announce: (text) => printed.push(text) };
    runtime = createConsole({ version: '1', dataDir, secretsDir: laptopDir }, { surface: 'web', libraryConfirmation });
    web = await startWebTransport(runtime, { rendererDir: join(base, 'renderer') });
  });
  afterEach(async () => {
    await web.close();
    await runtime.close();
  });

  it('F2: config:save a hostile profile, settings:update libc, initialize with a shell command as rootPath, check: nothing runs', async () => {
    const canary = join(scratch.root, 'PWNED');
    const profile = join(scratch.root, 'hostile-profile.json');
    const symbols = Object.fromEntries(LV_FUNCTIONS.map((f) => [f, f === 'lv_login' || f === 'lv_set_root_path' ? 'system' : 'getpid']));
    expect(
      (await invoke('config:save', { path: profile, text: JSON.stringify({ symbols }), mode: 'saveAs', confirmInvalid: true })).ok,
    ).toBe(true);
    expect((await invoke('settings:update', { licensevendorLibrary: LIBC, licensevendorAbiProfile: profile })).ok).toBe(true);
    const document = documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL', rootPath: `touch ${canary}` });
    const initialized = await invoke('auth:initialize', { text: document });
    expect(initialized.ok).toBe(true);
    // libc exports system and getpid itself; no license library names them, so the check before
    // loading refuses it (and were it a library that passes, it is not approved: the next test).
    expect(initialized.value?.lastError).toMatchObject({ code: 'LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED' });
    const checked = await invoke('auth:check', { keys: ['floor.assign', 'person.detail'] });
    expect(checked.ok).toBe(true);
    expect(JSON.stringify(checked)).not.toContain('"reason":"licensed"');
    // And the engineer is never even asked: libc fails the export rules first.
    const asked = await invoke('auth:approveVendorLibrary', {});
    expect(asked.error).toMatchObject({ code: 'LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED' });
    expect(printed).toEqual([]);
    // A code the page guesses approves nothing either.
    expect((await invoke('auth:confirmVendorLibrary', { code: 'AAAA-AAAA' })).error).toMatchObject({
      code: 'LICENSEVENDOR_APPROVAL_CODE_WRONG',
    });
    expect((await invoke('auth:initialize', { text: document })).value?.lastError).toMatchObject({
      code: 'LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED',
    });
    expect(existsSync(canary)).toBe(false);
    expect(existsSync(join(laptopDir, APPROVALS_FILE))).toBe(false);
  });

  it('settings:update alone never loads a library (its constructor does not run)', async () => {
    const report = join(scratch.root, 'loaded.txt');
    expect((await invoke('settings:update', { licensevendorLibrary: tattletaleDouble(report), licensevendorAbiProfile: null })).ok).toBe(
      true,
    );
    const initialized = await invoke('auth:initialize', { text: documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }) });
    expect(initialized.value?.lastError).toMatchObject({ code: 'LICENSEVENDOR_LIBRARY_NOT_APPROVED' });
    expect(initialized.value?.lastError?.message).toContain('Confirm library');
    expect(existsSync(report)).toBe(false);
    expect(await scratch.world.calls()).toEqual([]);
  });

  it('the engineer approves with the code main printed: a wrong code ends it, the printed one approves, a changed file needs approving again', async () => {
    const library = join(scratch.root, 'liblicensevendor.so');
    writeFileSync(library, readFileSync(licensevendorDouble()));
    expect((await invoke('settings:update', { licensevendorLibrary: library, licensevendorAbiProfile: null })).ok).toBe(true);
    const document = { text: documentText({ url: 'root:///tmp', sn: 'SN-FIXED', loginMode: 'LOCAL' }) };

    const asked = await invoke('auth:approveVendorLibrary', {});
    expect(asked.value).toMatchObject({ state: 'awaiting-code', libraryPath: library, abiProfilePath: null });
    // The code is on the terminal only: in no answer the page receives.
    const code = lastCode();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(JSON.stringify(asked)).not.toContain(code.replace('-', ''));
    expect(printed.at(-1)).toContain(library);
    expect(printed.at(-1)).toContain(String(asked.value?.sha256));
    // One wrong guess ends that code: the right one no longer works after it.
    expect((await invoke('auth:confirmVendorLibrary', { code: 'ZZZZ-ZZZZ' })).error).toMatchObject({
      code: 'LICENSEVENDOR_APPROVAL_CODE_WRONG',
    });
    expect((await invoke('auth:confirmVendorLibrary', { code })).error).toMatchObject({ code: 'LICENSEVENDOR_APPROVAL_CODE_WRONG' });
    expect((await invoke('auth:initialize', document)).value?.lastError).toMatchObject({ code: 'LICENSEVENDOR_LIBRARY_NOT_APPROVED' });

    await invoke('auth:approveVendorLibrary', {});
    const approved = await invoke('auth:confirmVendorLibrary', { code: lastCode().toLowerCase() });
    expect(approved.value).toMatchObject({ state: 'approved', libraryPath: library });
    expect((await invoke('auth:initialize', document)).value).toMatchObject({ state: 'activated', lastError: null });
    // Kept on this laptop (not in the data directory), bound to the bytes.
    const kept = JSON.parse(readFileSync(join(laptopDir, APPROVALS_FILE), 'utf8')) as {
      approvals: { realPath: string; librarySha256: string; abiProfileSha256: string | null }[];
    };
    expect(kept.approvals).toEqual([
      expect.objectContaining({ realPath: library, librarySha256: approved.value?.sha256, abiProfileSha256: null }),
    ]);
    expect(existsSync(join(dataDir, APPROVALS_FILE))).toBe(false);

    // The file replaced by another build under the same name: not approved any more.
    await invoke('auth:dispose', {});
    writeFileSync(library, readFileSync(tattletaleDouble(join(scratch.root, 'loaded.txt'))));
    expect((await invoke('auth:initialize', document)).value?.lastError).toMatchObject({ code: 'LICENSEVENDOR_LIBRARY_NOT_APPROVED' });
    expect(existsSync(join(scratch.root, 'loaded.txt'))).toBe(false);
  });

  it('a code printed for one library does not approve another set after it', async () => {
    const first = join(scratch.root, 'first.so');
    writeFileSync(first, readFileSync(licensevendorDouble()));
    await invoke('settings:update', { licensevendorLibrary: first, licensevendorAbiProfile: null });
    await invoke('auth:approveVendorLibrary', {});
    const code = lastCode();
    const report = join(scratch.root, 'loaded.txt');
    await invoke('settings:update', { licensevendorLibrary: tattletaleDouble(report) });
    expect((await invoke('auth:confirmVendorLibrary', { code })).error).toMatchObject({ code: 'LICENSEVENDOR_APPROVAL_CODE_WRONG' });
    expect(
      (await invoke('auth:initialize', { text: documentText({ url: 'root:///tmp', sn: 'SN-FIXED' }) })).value?.lastError,
    ).toMatchObject({ code: 'LICENSEVENDOR_LIBRARY_NOT_APPROVED' });
    expect(existsSync(report)).toBe(false);
  });
});

describe('where main asks', () => {
  it('the web transport prints the code on its own stderr by default; a console without a UI of its own cannot approve', async () => {
    const library = licensevendorDouble();
    const web = createConsole({ version: '1', dataDir: join(scratch.root, 'web') }, { surface: 'web' });
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true));
    try {
      await web.services.settings.update({ licensevendorLibrary: library });
      const asked = await web.dispatch('auth:approveVendorLibrary', {}, { transport: 'web' });
      expect(asked).toMatchObject({ ok: true, value: { state: 'awaiting-code' } });
      expect(written.join('')).toMatch(/type this code in the page[^:]*: [A-Z2-9]{4}-[A-Z2-9]{4}/);
      expect(written.join('')).toContain(library);
    } finally {
      spy.mockRestore();
      await web.close();
    }
    const window = createConsole({ version: '1', dataDir: join(scratch.root, 'window') }, { surface: 'window' });
    try {
      await window.services.settings.update({ licensevendorLibrary: library });
      expect(await window.dispatch('auth:approveVendorLibrary', {}, { transport: 'ipc' })).toMatchObject({
        ok: false,
        error: { code: 'LICENSEVENDOR_APPROVAL_UNAVAILABLE' },
      });
    } finally {
      await window.close();
    }
  });
});
