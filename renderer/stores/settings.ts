// The engineer's preferences as the renderer sees them; main keeps them on disk.
import { defineStore } from 'pinia';
import { onScopeDispose, ref } from 'vue';
import type { Language } from '../../shared/api';
import type { BridgeError } from '../../shared/errors';
import { call, subscribe } from '../bridge/client';
import { i18n, loadMessages, rememberLanguage, startLanguage, systemLanguage } from '../i18n';
import { latestCall } from './guarded-call';

export const useSettingsStore = defineStore('settings', () => {
  const language = ref<Language>(startLanguage());
  const error = ref<BridgeError | null>(null);
  // Screen readers pick the voice from <html lang>: right from the start, not only after load().
  document.documentElement.lang = language.value;

  let asked = 0;
  // A switch waits for the language's texts (the shell carries its own words only; the rest is a
  // local chunk, there in a moment), so that the window never shows a key; the last choice wins.
  // The language the window already speaks switches nothing, so nothing waits: on a first start
  // the first paint needs main's answer, not every area's texts (whose views wait for them, area-needs.ts).
  async function apply(chosen: Language | null): Promise<void> {
    const next = chosen ?? systemLanguage();
    const ask = ++asked;
    if (next !== i18n.global.locale.value) await loadMessages(next).catch(() => undefined); // not there: the shell's own words switch all the same
    if (ask !== asked) return;
    language.value = next;
    i18n.global.locale.value = next;
    document.documentElement.lang = next;
    rememberLanguage(next);
  }

  // Asked by the entry before the first paint when the page did not bring the language, and by the
  // shell once it has painted: the two share the one call in flight or done (a failed one is asked again).
  let loading: Promise<void> | null = null;
  function load(): Promise<void> {
    loading ??= (async () => {
      // A language chosen while the answer was on its way is newer than the answer (the shell asks
      // once it has painted, and the engineer may be quicker).
      const chosenBefore = asked;
      const result = await call('settings:get', {});
      if (!result.ok) {
        error.value = result.error;
        loading = null;
      } else if (asked === chosenBefore) await apply(result.value.language);
    })();
    return loading;
  }

  // Only the latest choice's save says whether it failed: an earlier one failing after it is not news.
  const saves = latestCall();
  async function setLanguage(next: Language): Promise<void> {
    const wanted = saves.next();
    const applied = apply(next); // at once: the switch must feel instant even if the disk is slow
    const result = await call('settings:update', { language: next });
    await applied;
    if (wanted()) error.value = result.ok ? null : result.error;
  }

  const stop = subscribe('settings:changed', (settings) => void apply(settings.language));
  onScopeDispose(stop);

  return { language, error, load, setLanguage };
});
