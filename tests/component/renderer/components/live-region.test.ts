// The live regions: present from the start, and filled with what the console says after an
// action (a saved file, an opened document, an error), in the engineer's language.
import { flushPromises, mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { createPinia, setActivePinia } from 'pinia';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import type { BridgeError } from '../../../../shared/errors';
import { installBridge } from '../support/fake-bridge';

beforeAll(() => {
  installBridge();
});

async function mountWith(child?: ReturnType<typeof defineComponent>, language: 'en' | 'zh-CN' = 'en') {
  const { default: TheLiveRegion } = await import('../../../../renderer/components/TheLiveRegion.vue');
  const { i18n } = await import('../../../../renderer/i18n');
  const { useAnnouncerStore } = await import('../../../../renderer/stores/announcer');
  const { useSettingsStore } = await import('../../../../renderer/stores/settings');
  const pinia = createPinia();
  setActivePinia(pinia);
  await useSettingsStore().setLanguage(language);
  const Shell = defineComponent(() => () => [h(TheLiveRegion), child ? h(child) : null]);
  const wrapper = mount(Shell, { global: { plugins: [pinia, i18n, ElementPlus] }, attachTo: document.body });
  const status = () => wrapper.get('[data-testid="live-status"]');
  const alert = () => wrapper.get('[data-testid="live-alert"]');
  return { wrapper, announcer: useAnnouncerStore(), status, alert };
}

describe('live region', () => {
  it('is in the page, empty, before anything is said', async () => {
    const { wrapper, status, alert } = await mountWith();
    expect(status().attributes()).toMatchObject({ role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    expect(alert().attributes()).toMatchObject({ role: 'alert', 'aria-live': 'assertive' });
    expect(status().text()).toBe('');
    expect(alert().text()).toBe('');
    wrapper.unmount();
  });

  it('says a status politely and an error assertively, each in its own region', async () => {
    const { wrapper, announcer, status, alert } = await mountWith();
    await announcer.announce('Saved /site/config.json.');
    await flushPromises();
    expect(status().text()).toBe('Saved /site/config.json.');
    expect(alert().text()).toBe('');
    await announcer.announce('The disk is full.', 'alert');
    await flushPromises();
    expect(alert().text()).toBe('The disk is full.');
    expect(status().text()).toBe('Saved /site/config.json.');
    wrapper.unmount();
  });

  it('says the same words again when the same thing happens again', async () => {
    const { wrapper, announcer, status } = await mountWith();
    await announcer.announce('Saved a.json.');
    await flushPromises();
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(status().element.textContent ?? ''));
    observer.observe(status().element, { childList: true, characterData: true, subtree: true });
    await announcer.announce('Saved a.json.');
    await flushPromises();
    observer.disconnect();
    // Emptied, then filled: a change a screen reader announces, not a silent no-op.
    expect(seen).toContain('');
    expect(status().text()).toBe('Saved a.json.');
    wrapper.unmount();
  });

  it('announces a bridge error as soon as it is shown, in the chosen language', async () => {
    const { default: BridgeErrorAlert } = await import('../../../../renderer/components/BridgeErrorAlert.vue');
    const error: BridgeError = { category: 'io', code: 'CONFIG_DISK_FULL', message: 'ENOSPC', details: { path: '/site/config.json' } };
    const Failing = defineComponent(() => () => h(BridgeErrorAlert, { error }));
    const en = await mountWith(Failing, 'en');
    await flushPromises();
    expect(en.alert().text()).toBe('The disk is full; /site/config.json was not changed. Free some space, then save again.');
    expect(en.wrapper.get('[data-testid="bridge-error"]').text()).toContain('The disk is full');
    en.wrapper.unmount();
    const zh = await mountWith(Failing, 'zh-CN');
    await flushPromises();
    expect(zh.alert().text()).toContain('/site/config.json');
    expect(zh.alert().text()).toMatch(/[\u4e00-\u9fff]/);
    zh.wrapper.unmount();
  });

  it('says which document is open and how it stands after a template is started', async () => {
    const { default: ConfigEditorView } = await import('../../../../renderer/views/ConfigEditorView.vue');
    const { wrapper, status } = await mountWith(ConfigEditorView);
    await flushPromises();
    await wrapper.get('[data-testid="start-selfhosted-floating"]').trigger('click');
    // The checker and the form arrive on chunks of their own; the announcement waits for the form.
    // Its one warning: the template's placeholder address to replace.
    await vi.waitFor(() => expect(status().text()).toBe('Untitled document is open: Valid, 1 warning(s).'), { timeout: 15_000 });
    // The warning fixed: the region no longer says there is one (issue 33, C6).
    const { useConfigEditorStore } = await import('../../../../renderer/stores/config-editor');
    const editor = useConfigEditorStore();
    editor.text = editor.text.replace(/https:\/\/[^"]*example[^"]*/g, 'https://auth.site-north.local/api/v1');
    await flushPromises();
    expect(editor.report.warnings).toEqual([]);
    expect(status().text()).toBe('');
    wrapper.unmount();
  });
});
