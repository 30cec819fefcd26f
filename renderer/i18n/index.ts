// petite-vue-i18n (vue-i18n's own distribution for `t` alone: composition API, no date or number
// formats, which the console formats with Intl, dates.ts) with the two languages the console speaks.
// Its part of the shell is a third smaller than vue-i18n's (start-up JS 66.7 -> 63.8 KB gzip).
// Messages are plain nested objects, found by message-resolver.ts and read by the console's own
// compiler (message-compiler.ts), which needs no eval (the CSP forbids it).
// The shell's texts are there from the start; the rest (every area's words, the error tables of
// shared/*-words.ts) is one chunk per language, merged in before a later area shows, after the
// start page has painted, and before the language switches (loadMessages): the start-up bundle
// carries only what the shell and the start page say (i18n/config-start/).
import { createI18n } from 'petite-vue-i18n';
import { markRaw } from 'vue';
import type { Language } from '../../shared/api';
import { LANGUAGES, languageOfLocale, savedLanguageOfPage } from '../../shared/language';
import { retryingImport } from '../retrying-import';
import type en from './en';
import { messageCompiler } from './message-compiler';
import { messageResolver } from './message-resolver';
import shellEn from './shell/en';
import shellZhCN from './shell/zh-CN';

/** Message schema: the English texts define the keys. */
export type MessageSchema = typeof en;

/** The system's language: the console's until the engineer chooses one. */
export function systemLanguage(): Language {
  return languageOfLocale(navigator.language);
}

/** Main's saved language as the page brought it: a language, null (none chosen), undefined (not told, or no page: a test in Node). */
const savedLanguage = (): Language | null | undefined =>
  typeof document === 'undefined' ? undefined : savedLanguageOfPage(document.documentElement);

// The language this window last spoke, kept by the page as well as by main, so that a window opened
// again paints in it at once rather than waiting for main's answer (main still has the last word).
const REMEMBERED_KEY = 'site-console.language';

/** The language this window last spoke, or null on its first start (or where storage is refused). */
export function rememberedLanguage(): Language | null {
  try {
    const kept = localStorage.getItem(REMEMBERED_KEY);
    return LANGUAGES.find((language) => language === kept) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps the language the window speaks now for its next start, on a page served without main's
 * saved language (main's own pages carry it, and their first paint opens no storage).
 */
export function rememberLanguage(language: Language): void {
  if (savedLanguage() !== undefined) return;
  try {
    localStorage.setItem(REMEMBERED_KEY, language);
  } catch {
    // Storage refused (a private window): the next start waits for main's answer, as the first does.
  }
}

/**
 * Whether the window knows its language without asking main: the page brought main's saved one
 * (main serves it so, main/page-language.ts), or the window remembers the one it last spoke.
 */
export const languageKnown = (): boolean => savedLanguage() !== undefined || rememberedLanguage() !== null;

/**
 * The language to start in: main's saved one as the page brought it (none chosen: the system's),
 * else, on a page served without it, the last one spoken, else the system's. Main's answer to
 * settings:get still has the last word.
 */
export function startLanguage(): Language {
  const saved = savedLanguage();
  if (saved !== undefined) return saved ?? systemLanguage();
  return rememberedLanguage() ?? systemLanguage();
}

/**
 * A tree of texts as the window keeps it: a copy of its own, for the start page's texts are merged
 * into it and the trees share branches (en.ts takes the shell's), and raw, never made reactive.
 * Only a language's whole tree is ever replaced (setLocaleMessage), and that is what the views
 * follow; a reactive tree made every text's lookup step through Vue's proxies, and merging into
 * one step through them again (about 10 ms of a slow laptop's first view, CPU profiles of
 * bench:startup).
 */
const keptTree = <T extends object>(tree: T): T => markRaw(structuredClone(tree));

export const i18n = createI18n<[MessageSchema], Language, false>({
  legacy: false,
  locale: startLanguage(),
  fallbackLocale: 'en',
  messageCompiler,
  messageResolver,
  // Typed as the whole tree: every key is there once loadMessages has run, which comes before any area shows.
  messages: { en: keptTree(shellEn), 'zh-CN': keptTree(shellZhCN) } as unknown as Record<Language, MessageSchema>,
});

/**
 * Whether the language the window speaks has a text for `key`, as vue-i18n's `te` (which
 * petite-vue-i18n's types declare but its composer leaves out: eslint.config.js refuses it).
 */
export const hasText = (key: string): boolean =>
  typeof messageResolver(i18n.global.getLocaleMessage(i18n.global.locale.value), key) === 'string';

const fullTree: Record<Language, () => Promise<{ default: MessageSchema }>> = {
  en: retryingImport(() => import('./en')),
  'zh-CN': retryingImport(() => import('./zh-CN')),
};
const loaded = new Map<Language, Promise<void>>();

/** Every text of `language`, fetched once (a failed fetch is asked for again on the next call). */
export function loadMessages(language: Language): Promise<void> {
  let loading = loaded.get(language);
  if (!loading) {
    // Set, not merged: the whole tree holds the shell's texts too (tests/unit/renderer/i18n/messages.test.ts),
    // and a merge would copy it key by key (some 25 ms of a slow laptop's start, into reactive trees).
    loading = fullTree[language]().then((tree) => i18n.global.setLocaleMessage(language, keptTree(tree.default)));
    loaded.set(language, loading);
    loading.catch(() => loaded.delete(language));
  }
  return loading;
}

/** Every text of the language the window speaks now. */
export const loadCurrentMessages = (): Promise<void> => loadMessages(i18n.global.locale.value);
