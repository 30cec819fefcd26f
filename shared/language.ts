// The console's languages: the words every other module speaks in. Kept apart from the bridge
// contract and from the configuration types so that neither has to import the other for them.

/** Languages the console speaks. */
export type Language = 'en' | 'zh-CN';

/** Every language the console speaks, in menu order. */
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en'];

/** A text in every language the console speaks. */
export type LocalizedText = Readonly<Record<Language, string>>;
