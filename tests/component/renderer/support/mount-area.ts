// A view or component mounted as the app mounts it (Pinia, i18n in the chosen language through
// the settings store, Element Plus), attached to the document so that focus can be asserted.
import { flushPromises, mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import type { Component } from 'vue';

export type Language = 'en' | 'zh-CN';
export const LANGUAGES: Language[] = ['en', 'zh-CN'];

/** A fresh Pinia, active, with the UI language set as the language switch sets it. */
export async function piniaIn(language: Language): Promise<Pinia> {
  const { useSettingsStore } = await import('../../../../renderer/stores/settings');
  const pinia = createPinia();
  setActivePinia(pinia);
  await useSettingsStore(pinia).setLanguage(language);
  return pinia;
}

/** Mounts `component` (imported after the bridge is installed: the client picks its transport when loaded) in `language`. */
export async function mountIn(
  component: Component,
  language: Language,
  options: { props?: Record<string, unknown>; pinia?: Pinia; plugins?: unknown[] } = {},
) {
  const { i18n } = await import('../../../../renderer/i18n');
  const pinia = options.pinia ?? (await piniaIn(language));
  const wrapper = mount(component, {
    props: options.props,
    attachTo: document.body,
    global: { plugins: [pinia, i18n, ElementPlus, ...((options.plugins ?? []) as [])] },
  });
  await flushPromises();
  return { wrapper, pinia };
}

/** Flushes pending promises, then reads. */
export const settle = async <T>(read: () => T): Promise<T> => (await flushPromises(), read());

/** The words under a form field (Element Plus shows them a debounce after the error is set: poll this). */
export const fieldError = (wrapper: { findAll(selector: string): { text(): string }[] }, index = 0): string =>
  wrapper.findAll('.el-form-item__error')[index]?.text() ?? '';

const key = (type: 'keydown' | 'keyup', name: string): KeyboardEvent =>
  new KeyboardEvent(type, { key: name, code: name === ' ' ? 'Space' : name, bubbles: true, cancelable: true });

/**
 * What the browser does for a key on a focused control, which happy-dom leaves out: focus it (it
 * must take focus), send the key, and unless a handler prevented it, the key's default action
 * (Space on a checkbox or button and Enter on a link or button: a click).
 */
export function press(element: Element, name: ' ' | 'Enter'): void {
  const target = element as HTMLElement;
  target.focus();
  if (document.activeElement !== target) throw new Error(`${target.outerHTML.slice(0, 120)} does not take focus`);
  const down = key('keydown', name);
  target.dispatchEvent(down);
  const up = key('keyup', name);
  target.dispatchEvent(up);
  const clicks = name === ' ' ? target.matches('input[type=checkbox], input[type=radio], button') : target.matches('a[href], button');
  if (clicks && !down.defaultPrevented && !up.defaultPrevented) target.click();
}

/** The elements a Tab walk reaches in `root`, in order (no positive tabindex is used in the console). */
export function tabStops(root: Element): HTMLElement[] {
  const candidates = root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]');
  return [...candidates].filter((el) => {
    if (el.getAttribute('tabindex') !== null && Number(el.getAttribute('tabindex')) < 0) return false;
    if ((el as HTMLButtonElement).disabled) return false;
    if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
    return el.closest('[hidden], [inert]') === null;
  });
}
