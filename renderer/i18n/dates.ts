// Dates and times in the UI's language, through Intl: never the browser's default locale, which
// put US dates with AM/PM into the Chinese UI. One place, so that every view writes them alike.
import type { Language } from '../../shared/api';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: Language, kind: 'dateTime' | 'time'): Intl.DateTimeFormat {
  const key = `${language}:${kind}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions = kind === 'time' ? { timeStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'medium' };
    // Chinese UI: the 24-hour clock (no 上午/下午), as the site's own documents write it.
    found = new Intl.DateTimeFormat(language, language === 'zh-CN' ? { ...options, hourCycle: 'h23' } : options);
    formats.set(key, found);
  }
  return found;
}

/** A date and time (ISO 8601 or epoch ms) in the UI's language. */
export const formatDateTime = (at: string | number, language: Language): string => format(language, 'dateTime').format(new Date(at));

/** A time of day in the UI's language. */
export const formatTime = (at: string | number, language: Language): string => format(language, 'time').format(new Date(at));

/** A duration in milliseconds as the engineer reads it: whole milliseconds (a tenth below one), as the phases say it. */
export { wholeMs } from '../../shared/call-phase-words';
