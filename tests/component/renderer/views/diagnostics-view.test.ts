import { flushPromises, mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { createPinia } from 'pinia';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
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

  it('after unlocking the sealed secrets of a restart, shows the signing key at once, with focus kept off the page (issue 33, M13, C1)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-diagnostics-locked-'));
    const first = installBridge({ keyring: null }, dataDir);
    expect(await first.dispatch('app:unlockSecrets', { passphrase: 'correct horse battery' }, { transport: 'web' })).toMatchObject({
      ok: true,
    });
    expect((await first.dispatch('evidence:key', {}, { transport: 'web' })).ok).toBe(true);
    await first.close();
    const again = installBridge({ keyring: null }, dataDir);
    try {
      const { default: DiagnosticsView } = await import('../../../../renderer/views/DiagnosticsView.vue');
      const { i18n } = await import('../../../../renderer/i18n');
      i18n.global.locale.value = 'en';
      // As the app mounts a view: inside the main area, whose heading takes focus when the control that had it goes.
      const Host = defineComponent(() => () => h('main', [h('div', { class: 'area' }, [h(DiagnosticsView)])]));
      const wrapper = mount(Host, { global: { plugins: [createPinia(), i18n, ElementPlus] }, attachTo: document.body });
      await vi.waitFor(() => wrapper.get('[data-testid="about-secrets-locked"]'), { timeout: 10_000 });
      expect(wrapper.find('[data-testid="app-evidence-key"]').exists()).toBe(false);
      const field = wrapper.get('[data-testid="about-secrets-passphrase"]');
      await field.setValue('correct horse battery');
      (field.element as HTMLElement).focus();
      await wrapper.get('[data-testid="about-secrets-form"]').trigger('submit');
      await vi.waitFor(() => expect(wrapper.find('[data-testid="app-evidence-key"]').exists()).toBe(true), { timeout: 10_000 });
      expect(document.activeElement).not.toBe(document.body);
      wrapper.unmount();
    } finally {
      await again.close();
    }
  });
});
