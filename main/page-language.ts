// The window's page as main serves it, over the app:// protocol and the web transport alike: with
// the saved language on its <html>, so that the window paints in it at once, on its first start
// too, instead of asking for it and waiting for the answer (renderer/i18n/index.ts).
import { LANGUAGES, SAVED_LANGUAGE_ATTRIBUTE, type Language } from '../shared/language';

/** `html` (the renderer's index.html) carrying `saved`, main's saved language (null: none chosen, the system's). */
export function pageWithSavedLanguage(html: string, saved: Language | null): string {
  // A value of the settings file is checked again here: nothing but a language reaches the page.
  const language = LANGUAGES.find((l) => l === saved) ?? null;
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const rest = language ? attributes.replace(/\slang="[^"]*"/i, '') : attributes;
    return `<html${language ? ` lang="${language}"` : ''}${rest} ${SAVED_LANGUAGE_ATTRIBUTE}="${language ?? ''}">`;
  });
}
