// The language a window starts in: the one it last spoke, kept by the page, so that a window opened
// again paints in it without waiting for main; main's saved choice still has the last word.
import { createPinia, setActivePinia } from 'pinia';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { i18n, languageKnown, rememberedLanguage, startLanguage, systemLanguage } from '../../../../renderer/i18n';
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

  it('starts in main’s saved language when the page brings it, and opens no storage for it', async () => {
    localStorage.setItem('site-console.language', 'en');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const written = vi.spyOn(Storage.prototype, 'setItem');
    try {
      document.documentElement.setAttribute('data-saved-language', 'zh-CN');
      expect(languageKnown()).toBe(true);
      expect(startLanguage()).toBe('zh-CN');
      const settings = await useSettingsStore();
      expect(settings.language).toBe('zh-CN');
      // None chosen in main: the page says so, and the window speaks the system's language.
      document.documentElement.setAttribute('data-saved-language', '');
      expect(startLanguage()).toBe(systemLanguage());
      expect(languageKnown()).toBe(true);
      await settings.setLanguage('zh-CN');
      expect(read).not.toHaveBeenCalled();
      expect(written).not.toHaveBeenCalled();
    } finally {
      document.documentElement.removeAttribute('data-saved-language');
      vi.restoreAllMocks();
      localStorage.removeItem('site-console.language');
    }
    // A page served without it (not main's) falls back to what the window last spoke.
    expect(languageKnown()).toBe(false);
  });

  it('keeps a language chosen while main’s answer was on its way', async () => {
    expect((await runtime.dispatch('settings:update', { language: 'en' }, { transport: 'web' })).ok).toBe(true);
    localStorage.removeItem('site-console.language');
    setActivePinia(createPinia());
    const settings = await useSettingsStore();
    // Main's answer (English) is read at once and arrives only after the engineer's choice is done.
    const bridge = window.siteConsole as NonNullable<typeof window.siteConsole>;
    const invoke = bridge.invoke.bind(bridge);
    let deliver = (): void => undefined;
    const held = new Promise<void>((resolve) => (deliver = resolve));
    vi.spyOn(bridge, 'invoke').mockImplementation(((op: string, payload: unknown) => {
      const answer = (invoke as (o: string, p: unknown) => Promise<unknown>)(op, payload);
      return op === 'settings:get' ? held.then(() => answer) : answer;
    }) as typeof bridge.invoke);
    try {
      const loading = settings.load(); // the shell's question, once it has painted
      await settings.setLanguage('zh-CN'); // the engineer, quicker than main's answer
      deliver();
      await loading;
      expect(settings.language).toBe('zh-CN');
      expect(i18n.global.locale.value).toBe('zh-CN');
    } finally {
      vi.restoreAllMocks();
    }
    await settings.setLanguage('en');
  });

  it('says nothing of an earlier choice whose save failed after a later choice was saved', async () => {
    const settings = await useSettingsStore();
    const bridge = window.siteConsole as NonNullable<typeof window.siteConsole>;
    const invoke = bridge.invoke.bind(bridge) as (o: string, p: unknown) => Promise<unknown>;
    let deliver = (): void => undefined;
    const held = new Promise<void>((resolve) => (deliver = resolve));
    let first = true;
    // The first save is refused by main (its check of the payload, as a disk that refuses would), and only after the second is saved.
    vi.spyOn(bridge, 'invoke').mockImplementation(((op: string, payload: unknown) => {
      if (op !== 'settings:update' || !first) return invoke(op, payload);
      first = false;
      return held.then(() => invoke(op, { language: 'xx' }));
    }) as typeof bridge.invoke);
    try {
      const earlier = settings.setLanguage('zh-CN');
      await settings.setLanguage('en');
      expect(settings.error).toBeNull();
      deliver();
      await earlier;
      expect(settings.error).toBeNull();
      expect(settings.language).toBe('en');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('ignores a remembered value that is no language of the console', () => {
    localStorage.setItem('site-console.language', 'fr');
    expect(rememberedLanguage()).toBeNull();
    expect(startLanguage()).toBe(systemLanguage());
  });
});
