// The offline activation part of the License view over the IPC bridge path against the real main
// side (client, host process, compiled double): shown only for licensevendor, the request code in
// a read-only field, the clipboard fallback where there is no clipboard, a refused update code in
// the reader's language, start over, and the request file saved where it is typed or chosen.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushPromises } from '@vue/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { licensevendorDouble } from '../../../native/licensevendor-double';
import { bridgeCalls, installBridge } from '../support/fake-bridge';
import { mountLicenseView } from '../support/license-view';

let runtime: ConsoleRuntime;
const dir = mkdtempSync(join(tmpdir(), 'sc-offline-component-'));

beforeAll(async () => {
  writeFileSync(join(dir, 'licenses.txt'), 'license SN-OFFLINE-C at=local pending\nfeature 1001 VisitorElevatorAccess\n');
  process.env.LV_DOUBLE_LICENSES = join(dir, 'licenses.txt');
  // The engineer confirms the library in main's dialog (issue 31, F2): a setting alone loads nothing.
  runtime = installBridge({ libraryConfirmation: { kind: 'dialog', ask: async () => true } });
  await runtime.services.settings.update({ licensevendorLibrary: licensevendorDouble() });
  await runtime.services.vendorLibraryApproval.request();
});
afterAll(async () => {
  await runtime.close();
  delete process.env.LV_DOUBLE_LICENSES;
  rmSync(dir, { recursive: true, force: true });
});

const mountView = mountLicenseView;

const settle = async <T>(read: () => T): Promise<T> => (await flushPromises(), read());

describe('offline activation in the License view', () => {
  it('creates the request code, falls back to keyboard copying without a clipboard, says a refusal in Chinese, starts over', async () => {
    const { wrapper, store } = await mountView('zh-CN');
    store.useDocument({
      text: JSON.stringify({
        schemaVersion: 1,
        provider: 'licensevendor',
        scenario: 'wharf',
        licensevendor: { url: 'root:///tmp', sn: 'SN-OFFLINE-C', loginMode: 'LOCAL' },
      }),
      source: null,
    });
    await store.initialize();
    const part = () => wrapper.find('[data-testid="offline-activation"]');
    await expect.poll(() => settle(() => part().exists() && part().attributes('data-step'))).toBe('none');
    expect(part().get('ol').attributes('aria-label')).toBe('离线激活的步骤');

    await wrapper.get('[data-testid="offline-create"]').trigger('click');
    await expect.poll(() => settle(() => part().attributes('data-step'))).toBe('requested');
    const code = wrapper.get<HTMLTextAreaElement>('[data-testid="offline-request-code"]');
    expect(code.element.readOnly).toBe(true);
    expect(code.element.value).toMatch(/^LVREQ1:[0-9a-f]{16}$/);
    expect(wrapper.get('label[for="offline-request-code"]').text()).toBe('请求码');

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await wrapper.get('[data-testid="offline-copy"]').trigger('click');
    await expect
      .poll(() => settle(() => wrapper.find('[data-testid="offline-note"]').exists() && wrapper.get('[data-testid="offline-note"]').text()))
      .toContain('Ctrl+A');

    expect(wrapper.get('[data-testid="offline-apply"]').attributes('disabled')).toBeDefined();
    await wrapper.get('[data-testid="offline-update-code"]').setValue('LVUPD1:0123456789abcdef');
    await wrapper.get('form.apply').trigger('submit');
    await expect
      .poll(() => settle(() => wrapper.find('[data-testid="bridge-error"]').exists() && wrapper.get('[data-testid="bridge-error"]').text()))
      .toContain('284（0x0000011C）');
    expect(part().attributes('data-step')).toBe('requested');

    await wrapper.get('[data-testid="offline-start-over"]').trigger('click');
    await expect.poll(() => settle(() => part().attributes('data-step'))).toBe('none');
    wrapper.unmount();
  }, 30_000);

  it('saves the request code to a typed path on Enter, and to one chosen with Choose… in the save dialog, which lists .txt files', async () => {
    const { wrapper, store } = await mountView('en');
    store.useDocument({
      text: JSON.stringify({
        schemaVersion: 1,
        provider: 'licensevendor',
        scenario: 'wharf',
        licensevendor: { url: 'root:///tmp', sn: 'SN-OFFLINE-C', loginMode: 'LOCAL' },
      }),
      source: null,
    });
    await store.initialize();
    const part = () => wrapper.find('[data-testid="offline-activation"]');
    await expect.poll(() => settle(() => part().exists() && part().attributes('data-step'))).toMatch(/^(none|requested)$/);
    if (part().attributes('data-step') === 'none') await wrapper.get('[data-testid="offline-create"]').trigger('click');
    await expect.poll(() => settle(() => part().attributes('data-step'))).toBe('requested');
    const code = wrapper.get<HTMLTextAreaElement>('[data-testid="offline-request-code"]').element.value;
    const savedTo = () =>
      wrapper.find('[data-testid="offline-saved-to"]').exists() && wrapper.get('[data-testid="offline-saved-to"]').text();

    // Typed: the label names the field, Enter saves.
    const input = wrapper.get<HTMLInputElement>('[data-testid="offline-save-path"]');
    expect(wrapper.get('label[for="offline-save-path"]').text()).toBe('File for the request code (.txt)');
    expect(input.attributes('id')).toBe('offline-save-path');
    const typed = join(dir, 'typed.txt');
    await input.setValue(typed);
    await input.element.closest('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    await expect.poll(() => settle(savedTo)).toBe(`Request code saved to ${typed}.`);
    expect(readFileSync(typed, 'utf8').trim()).toBe(code);

    // Chosen: the save dialog opens in the typed file's folder, lists the .txt files there and
    // suggests a name; a name without its extension gets .txt; the choice fills the field and saves.
    const choose = wrapper.get('[data-testid="offline-save-choose"]');
    expect(choose.text()).toBe('Choose where…');
    await choose.trigger('click');
    const dialog = () => wrapper.find('[data-testid="file-dialog"]');
    await expect.poll(() => settle(() => dialog().exists() && dialog().find('[data-testid="current-folder"]').text())).toBe(dir);
    expect(dialog().text()).toContain('Save the request code (.txt)');
    expect(bridgeCalls.filter((c) => c.op === 'files:browse').at(-1)?.payload).toEqual({ folder: dir, extensions: ['txt'] });
    await expect.poll(() => settle(() => dialog().find('[data-testid="entry-typed.txt"]').exists())).toBe(true);
    const name = dialog().get<HTMLInputElement>('[data-testid="file-name"]');
    expect(name.element.value).toBe('request.txt');
    await name.setValue('for-the-vendor');
    await dialog().get('[data-testid="file-dialog-confirm"]').trigger('click');
    const chosen = join(dir, 'for-the-vendor.txt');
    await expect.poll(() => settle(savedTo)).toBe(`Request code saved to ${chosen}.`);
    expect(input.element.value).toBe(chosen);
    expect(readFileSync(chosen, 'utf8').trim()).toBe(code);
    expect(dialog().exists()).toBe(false);
    wrapper.unmount();

    // The same row in Chinese.
    const zh = await mountView('zh-CN');
    zh.store.useDocument({
      text: JSON.stringify({
        schemaVersion: 1,
        provider: 'licensevendor',
        scenario: 'wharf',
        licensevendor: { url: 'root:///tmp', sn: 'SN-OFFLINE-C', loginMode: 'LOCAL' },
      }),
      source: null,
    });
    await zh.store.initialize();
    await expect.poll(() => settle(() => zh.wrapper.find('[data-testid="offline-save-choose"]').exists())).toBe(true);
    expect(zh.wrapper.get('[data-testid="offline-save-choose"]').text()).toBe('选择保存位置…');
    expect(zh.wrapper.get('label[for="offline-save-path"]').text()).toBe('请求码文件（.txt）');
    await zh.wrapper.get('[data-testid="offline-save-choose"]').trigger('click');
    await expect
      .poll(() =>
        settle(() => zh.wrapper.find('[data-testid="file-dialog"]').exists() && zh.wrapper.get('[data-testid="file-dialog"]').text()),
      )
      .toContain('保存请求码（.txt）');
    zh.wrapper.unmount();
  }, 30_000);

  it('is not shown for a selfhosted document', async () => {
    const { wrapper, store } = await mountView('en');
    store.useDocument({
      text: JSON.stringify({
        schemaVersion: 1,
        provider: 'selfhosted',
        scenario: 'wharf',
        selfhosted: { baseUrl: 'http://127.0.0.1:1/authorization' },
      }),
      source: null,
    });
    await store.initialize();
    await expect.poll(() => settle(() => wrapper.get('[data-testid="license-state"]').attributes('data-state'))).toBe('initialized');
    expect(wrapper.find('[data-testid="offline-activation"]').exists()).toBe(false);
    wrapper.unmount();
  }, 30_000);
});
