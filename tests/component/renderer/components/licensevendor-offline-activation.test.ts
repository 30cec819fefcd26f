// The offline activation part of the License view over the IPC bridge path against the real main
// side (client, host process, compiled double): shown only for licensevendor, the request code in
// a read-only field, the clipboard fallback where there is no clipboard, a refused update code in
// the reader's language, and start over.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushPromises } from '@vue/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { licensevendorDouble } from '../../../native/licensevendor-double';
import { installBridge } from '../support/fake-bridge';
import { mountLicenseView } from '../support/license-view';

let runtime: ConsoleRuntime;
const dir = mkdtempSync(join(tmpdir(), 'sc-offline-component-'));

beforeAll(async () => {
  writeFileSync(join(dir, 'licenses.txt'), 'license SN-OFFLINE-C at=local pending\nfeature 1001 VisitorElevatorAccess\n');
  process.env.LV_DOUBLE_LICENSES = join(dir, 'licenses.txt');
  runtime = installBridge();
  await runtime.services.settings.update({ licensevendorLibrary: licensevendorDouble() });
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
    store.useDocument({ text: JSON.stringify({ schemaVersion: 1, provider: 'licensevendor', scenario: 'wharf', licensevendor: { url: 'root:///tmp', sn: 'SN-OFFLINE-C', loginMode: 'LOCAL' } }), source: null });
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
    await expect.poll(() => settle(() => wrapper.find('[data-testid="offline-note"]').exists() && wrapper.get('[data-testid="offline-note"]').text())).toContain('Ctrl+A');

    expect(wrapper.get('[data-testid="offline-apply"]').attributes('disabled')).toBeDefined();
    await wrapper.get('[data-testid="offline-update-code"]').setValue('LVUPD1:0123456789abcdef');
    await wrapper.get('form.apply').trigger('submit');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="bridge-error"]').exists() && wrapper.get('[data-testid="bridge-error"]').text())).toContain('284（0x0000011C）');
    expect(part().attributes('data-step')).toBe('requested');

    await wrapper.get('[data-testid="offline-start-over"]').trigger('click');
    await expect.poll(() => settle(() => part().attributes('data-step'))).toBe('none');
    wrapper.unmount();
  }, 30_000);

  it('is not shown for a selfhosted document', async () => {
    const { wrapper, store } = await mountView('en');
    store.useDocument({ text: JSON.stringify({ schemaVersion: 1, provider: 'selfhosted', scenario: 'wharf', selfhosted: { baseUrl: 'http://127.0.0.1:1/authorization' } }), source: null });
    await store.initialize();
    await expect.poll(() => settle(() => wrapper.get('[data-testid="license-state"]').attributes('data-state'))).toBe('initialized');
    expect(wrapper.find('[data-testid="offline-activation"]').exists()).toBe(false);
    wrapper.unmount();
  }, 30_000);
});
