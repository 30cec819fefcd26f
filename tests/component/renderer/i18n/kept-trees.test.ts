// The window's texts are kept raw and as its own copies (renderer/i18n/index.ts): a lookup never
// steps through Vue's proxies, merging the start page's texts writes into no module's tree, and a
// view still follows a language's tree when the whole tree is set, as loadMessages does.
import { mount } from '@vue/test-utils';
import { useI18n } from 'petite-vue-i18n';
import { defineComponent, h, isProxy, markRaw, nextTick, toRaw } from 'vue';
import { describe, expect, it } from 'vitest';
import { provideConfigStartWords } from '../../../../renderer/i18n/config-start';
import fullEn from '../../../../renderer/i18n/en';
import { hasText, i18n } from '../../../../renderer/i18n/index';
import shellEn from '../../../../renderer/i18n/shell/en';

describe('the texts the window keeps', () => {
  it('are raw trees, not Vue proxies', () => {
    for (const language of ['en', 'zh-CN'] as const) expect(isProxy(i18n.global.getLocaleMessage(language))).toBe(false);
  });

  it('take the start page’s texts without writing into the modules’ trees', () => {
    provideConfigStartWords();
    i18n.global.locale.value = 'en';
    expect(hasText('config.startTitle')).toBe(true);
    expect(toRaw(i18n.global.getLocaleMessage('en'))).not.toBe(fullEn);
    expect(Object.keys(shellEn)).not.toContain('config');
    expect(Object.keys(shellEn.license)).toEqual(['title']);
  });

  it('are followed by a view when a language’s whole tree is set', async () => {
    i18n.global.locale.value = 'en';
    const before = i18n.global.getLocaleMessage('en');
    const Title = defineComponent(() => {
      const { t } = useI18n();
      return () => h('h1', t('app.title'));
    });
    const wrapper = mount(Title, { global: { plugins: [i18n] } });
    try {
      expect(wrapper.text()).toBe('Site Console');
      i18n.global.setLocaleMessage('en', markRaw({ ...before, app: { ...before.app, title: 'Site Console (renamed)' } }));
      await nextTick();
      expect(wrapper.text()).toBe('Site Console (renamed)');
    } finally {
      i18n.global.setLocaleMessage('en', before);
      wrapper.unmount();
    }
  });
});
