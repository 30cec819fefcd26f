import { flushPromises, mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { createPinia } from 'pinia';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { installBridge } from '../support/fake-bridge';

let runtime: ConsoleRuntime;

beforeAll(() => {
  runtime = installBridge();
});

async function mountView() {
  // Imported after the bridge is installed: the client picks its transport when loaded.
  const { default: DiagnosticsView } = await import('../../../../renderer/views/DiagnosticsView.vue');
  const { i18n } = await import('../../../../renderer/i18n');
  i18n.global.locale.value = 'en';
  return mount(DiagnosticsView, { global: { plugins: [createPinia(), i18n, ElementPlus] } });
}

describe('DiagnosticsView', () => {
  it('shows what main reports over the IPC bridge', async () => {
    const wrapper = await mountView();
    // app:info judges who can read the data directory on disk: more than a microtask away.
    await vi.waitFor(() => wrapper.get('[data-testid="app-version"]'));
    expect(wrapper.get('[data-testid="app-version"]').text()).toBe('9.9.9-component');
    expect(wrapper.get('[data-testid="app-transport"]').text()).toBe('Electron IPC');
    expect(wrapper.get('[data-testid="app-data-dir"]').text()).toBe(runtime.services.info.dataDir);
    expect(wrapper.get('[data-testid="app-data-dir-access"]').text()).toContain('0700');
  });

  it('adds calls made elsewhere to the log as their events arrive', async () => {
    const wrapper = await mountView();
    await flushPromises();
    await runtime.dispatch('settings:get', {}, { transport: 'web' });
    await flushPromises();
    expect(wrapper.get('[data-testid="call-log"]').text()).toContain('settings:get');
  });

  it('lists a refused call with its error code', async () => {
    const wrapper = await mountView();
    await flushPromises();
    await runtime.dispatch('app:calls', { limit: 0 }, { transport: 'web' });
    await flushPromises();
    expect(wrapper.get('[data-testid="call-log"]').text()).toContain('PAYLOAD_INVALID');
  });
});
