// The window's texts are kept raw and as its own copies (renderer/i18n/index.ts): a lookup never
// steps through Vue's proxies, merging the start page's texts writes into no module's tree, and a
// view still follows a language's tree when the whole tree is set, as loadMessages does.
import { mount } from '@vue/test-utils';
import { useI18n } from 'petite-vue-i18n';
import { defineComponent, h, isProxy, markRaw, nextTick, toRaw } from 'vue';
import { describe, expect, it, vi } from 'vitest';
import fullEn from '../../../../renderer/i18n/en';
import { i18n } from '../../../../renderer/i18n/index';

/**
 * The window's texts as at its start, with the shell's trees only: the component tests' set-up has
 * given the shared instance every text already (setup-messages.ts).
 */
async function freshWindow() {
  vi.resetModules();
  const [texts, start, shell] = await Promise.all([
    import('../../../../renderer/i18n/index'),
    import('../../../../renderer/i18n/config-start'),
    import('../../../../renderer/i18n/shell/en'),
  ]);
  return { i18n: texts.i18n, hasText: texts.hasText, provideConfigStartWords: start.provideConfigStartWords, shellEn: shell.default };
}

describe('the texts the window keeps', () => {
  it('are raw trees, not Vue proxies, from the start and once every text is there', async () => {
    const fresh = await freshWindow();
    for (const language of ['en', 'zh-CN'] as const) {
      expect(isProxy(fresh.i18n.global.getLocaleMessage(language))).toBe(false);
      expect(isProxy(i18n.global.getLocaleMessage(language))).toBe(false);
    }
  });

  it('take the start page’s texts without writing into the shell’s module', async () => {
    const fresh = await freshWindow();
    fresh.i18n.global.locale.value = 'en';
    expect(fresh.hasText('config.startTitle')).toBe(false);
    fresh.provideConfigStartWords();
    expect(fresh.hasText('config.startTitle')).toBe(true);
    expect(Object.keys(fresh.shellEn)).not.toContain('config');
    expect(Object.keys(fresh.shellEn.license)).toEqual(['title']);
  });

  it('are a copy of their own once every text is there', () => {
    expect(toRaw(i18n.global.getLocaleMessage('en'))).not.toBe(fullEn);
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
