// The language a window starts in: the one it last spoke, kept by the page, so that a window opened
// again paints in it without waiting for main; main's saved choice still has the last word.
import { createPinia, setActivePinia } from 'pinia';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { i18n, rememberedLanguage, startLanguage, systemLanguage } from '../../../../renderer/i18n';
import { installBridge } from '../support/fake-bridge';

let runtime: ConsoleRuntime;

beforeAll(() => {
  runtime = installBridge();
});
afterAll(async () => {
  await runtime.close();
});
beforeEach(() => setActivePinia(createPinia()));

// Imported once the bridge is in place, as the window's stores find it.
const useSettingsStore = async () => (await import('../../../../renderer/stores/settings')).useSettingsStore();

describe('the language a window starts in', () => {
  it('is the system’s on a first start, and the one chosen since on the next', async () => {
    expect(rememberedLanguage()).toBeNull();
    expect(startLanguage()).toBe(systemLanguage());
    const other = systemLanguage() === 'en' ? 'zh-CN' : 'en';
    await (await useSettingsStore()).setLanguage(other);
    expect(rememberedLanguage()).toBe(other);
    // The next window: a new store starts in the remembered language, before main answers.
    setActivePinia(createPinia());
    expect((await useSettingsStore()).language).toBe(other);
    expect(document.documentElement.lang).toBe(other);
  });

  it('takes main’s saved language over the remembered one when main answers', async () => {
    await (await useSettingsStore()).setLanguage('zh-CN');
    // Another window (or the command line) chose English since: main's settings say so.
    expect((await runtime.dispatch('settings:update', { language: 'en' }, { transport: 'web' })).ok).toBe(true);
    localStorage.setItem('site-console.language', 'zh-CN');
    setActivePinia(createPinia());
    const settings = await useSettingsStore();
    expect(settings.language).toBe('zh-CN');
    await settings.load();
    expect(settings.language).toBe('en');
    expect(i18n.global.locale.value).toBe('en');
    expect(rememberedLanguage()).toBe('en');
  });

  it('ignores a remembered value that is no language of the console', () => {
    localStorage.setItem('site-console.language', 'fr');
    expect(rememberedLanguage()).toBeNull();
    expect(startLanguage()).toBe(systemLanguage());
  });
});
