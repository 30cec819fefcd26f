// The License view mounted as the app mounts it (Pinia, i18n in the chosen language, Element Plus),
// with its store, for component tests over the fake bridge.
import { flushPromises, mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { createPinia } from 'pinia';

/** Mounts the License view in a language; returns the wrapper and the License store. */
export async function mountLicenseView(language: 'en' | 'zh-CN') {
  const { default: LicenseView } = await import('../../../../renderer/views/LicenseView.vue');
  const { useLicenseStore } = await import('../../../../renderer/stores/license');
  const { i18n } = await import('../../../../renderer/i18n');
  i18n.global.locale.value = language;
  const pinia = createPinia();
  const wrapper = mount(LicenseView, { global: { plugins: [pinia, i18n, ElementPlus] } });
  await flushPromises();
  return { wrapper, store: useLicenseStore(pinia) };
}
