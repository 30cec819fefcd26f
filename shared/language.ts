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
