// The console's languages: the words every other module speaks in. Kept apart from the bridge
// contract and from the configuration types so that neither has to import the other for them.

/** Languages the console speaks. */
export type Language = 'en' | 'zh-CN';

/** Every language the console speaks, in menu order. */
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en'];

/** A text in every language the console speaks. */
export type LocalizedText = Readonly<Record<Language, string>>;

/** The console's language for a locale tag (`zh_CN.UTF-8`, `zh-TW`, `en-US`…): Chinese for any `zh`, else English. */
export function languageOfLocale(tag: string | undefined | null): Language {
  return tag?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

/**
 * The attribute of the page's `<html>` that carries main's saved language (main/page-language.ts):
 * a language, or empty when none was chosen (the system's). A page served without it (a test's
 * own server) falls back to what the window last spoke.
 */
export const SAVED_LANGUAGE_ATTRIBUTE = 'data-saved-language';

/** Main's saved language as a page's `<html>` carries it: a language, null (none chosen), undefined (not told). */
export function savedLanguageOfPage(html: { getAttribute(name: string): string | null }): Language | null | undefined {
  const value = html.getAttribute(SAVED_LANGUAGE_ATTRIBUTE);
  if (value === null) return undefined;
  return value === '' ? null : LANGUAGES.find((language) => language === value);
}
