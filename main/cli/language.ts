// The language a command speaks: --lang when given, else the locale of the environment, as a
// terminal on a Chinese Windows or Linux sets it.
import { LANGUAGES, languageOfLocale, type Language } from '../../shared/language';

/** The language of the environment's locale (POSIX order: LC_ALL, then LC_MESSAGES, then LANG); English when none is set. */
export function environmentLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  return languageOfLocale(env.LC_ALL || env.LC_MESSAGES || env.LANG);
}

/** The language of `--lang`, the environment's when absent; null when the value is no language the console speaks. */
export function languageOption(value: string | undefined): Language | null {
  if (value === undefined) return environmentLanguage();
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}
