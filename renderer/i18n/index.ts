// vue-i18n with the two languages the console speaks. The composition API only (legacy off), and
// messages are plain objects: vue-i18n's JIT compiler needs no eval, which the CSP forbids.
import { createI18n } from 'vue-i18n';
import type { Language } from '../../shared/api';
import { languageOfLocale } from '../../shared/language';
import en from './en';
import zhCN from './zh-CN';

/** Message schema: the English texts define the keys. */
export type MessageSchema = typeof en;

/** The language to start in before the saved preference arrives: the system's. */
export function systemLanguage(): Language {
  return languageOfLocale(navigator.language);
}

export const i18n = createI18n<[MessageSchema], Language, false>({
  legacy: false,
  locale: systemLanguage(),
  fallbackLocale: 'en',
  messages: { en, 'zh-CN': zhCN },
});
