// The engineer's preferences as the renderer sees them; main keeps them on disk.
import { defineStore } from 'pinia';
import { onScopeDispose, ref } from 'vue';
import type { Language } from '../../shared/api';
import type { BridgeError } from '../../shared/errors';
import { call, subscribe } from '../bridge/client';
import { i18n, systemLanguage } from '../i18n';

export const useSettingsStore = defineStore('settings', () => {
  const language = ref<Language>(systemLanguage());
  const error = ref<BridgeError | null>(null);
  // Screen readers pick the voice from <html lang>: right from the start, not only after load().
  document.documentElement.lang = language.value;

  function apply(chosen: Language | null): void {
    language.value = chosen ?? systemLanguage();
    i18n.global.locale.value = language.value;
    document.documentElement.lang = language.value;
  }

  async function load(): Promise<void> {
    const result = await call('settings:get', {});
    if (result.ok) apply(result.value.language);
    else error.value = result.error;
  }

  async function setLanguage(next: Language): Promise<void> {
    apply(next); // at once: the switch must feel instant even if the disk is slow
    const result = await call('settings:update', { language: next });
    error.value = result.ok ? null : result.error;
  }

  const stop = subscribe('settings:changed', (settings) => apply(settings.language));
  onScopeDispose(stop);

  return { language, error, load, setLanguage };
});
