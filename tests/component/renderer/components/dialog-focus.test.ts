// Dialogs keep the keyboard inside while open and give focus back to what opened them on close,
// so that an engineer working without a mouse goes on where they were.
import { flushPromises, mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { createPinia, setActivePinia } from 'pinia';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, nextTick, ref } from 'vue';
import { installBridge } from '../support/fake-bridge';

beforeAll(() => {
  installBridge();
});

async function mountDialog() {
  const { default: FileDialog } = await import('../../../../renderer/components/FileDialog.vue');
  const { i18n } = await import('../../../../renderer/i18n');
  i18n.global.locale.value = 'en';
  const pinia = createPinia();
  setActivePinia(pinia);
  const visible = ref(false);
  const Host = defineComponent(() => () => [
    h('button', { 'data-testid': 'opener', onClick: () => (visible.value = true) }, 'Open…'),
    h(FileDialog, { modelValue: visible.value, 'onUpdate:modelValue': (v: boolean) => (visible.value = v), mode: 'open' }),
  ]);
  // Real transitions: Element Plus reports a dialog closed (update:modelValue) only after its
  // leave transition, which test-utils' default transition stub never finishes.
  const wrapper = mount(Host, { global: { plugins: [pinia, i18n, ElementPlus], stubs: { transition: false } }, attachTo: document.body });
  const opener = wrapper.get('[data-testid="opener"]').element as HTMLButtonElement;
  // The newest: a closed dialog of an earlier test may linger in happy-dom's document.
  const dialog = () => [...document.querySelectorAll('[data-testid="file-dialog"]')].at(-1) ?? null;
  const settle = async () => {
    await flushPromises();
    await nextTick();
    await new Promise((r) => setTimeout(r, 50));
  };
  return { wrapper, visible, opener, dialog, settle };
}

const clickButton = (button: HTMLButtonElement | null | undefined): void => {
  button?.focus();
  button?.click();
};

/** The ways an engineer closes the dialog. */
const CLOSERS: Array<[string, (dialog: Element | null) => void]> = [
  ['its Cancel button', (d) => clickButton([...(d?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === 'Cancel'))],
  // Element Plus listens for Escape on the document.
  ['Escape', () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }))],
  ['its named close button', (d) => clickButton(d?.querySelector<HTMLButtonElement>('.el-dialog__headerbtn[aria-label]'))],
];

describe('dialog focus', () => {
  it.each(CLOSERS)('keeps focus inside while open and gives it back to the opener when closed by %s', async (_how, close) => {
    const { wrapper, visible, opener, dialog, settle } = await mountDialog();
    opener.focus();
    opener.click();
    await settle();
    expect(visible.value).toBe(true);
    expect(dialog()?.contains(document.activeElement)).toBe(true);
    close(dialog());
    await vi.waitFor(() => expect(visible.value).toBe(false));
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
    wrapper.unmount();
  });
});
