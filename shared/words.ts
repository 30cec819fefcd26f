// Words tables shared by the window and the command line keep vue-i18n's named placeholders
// (`{file}`): the window fills them with vue-i18n, the command line with fillWords, both from the
// same values (wordValues), so that a code reads the same in either.
import type { Language } from './language';

/** A detail given in every language (e.g. a vendor runtime's own explanation of its status code). */
export const isLocalized = (value: unknown): value is Record<Language, string> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).en === 'string' &&
  typeof (value as Record<string, unknown>)['zh-CN'] === 'string';

/** The values a code's words are filled with: each detail (one given in every language said in `language`), and the error's message and code. */
export function wordValues(
  error: { code: string; message: string; details?: Record<string, unknown> },
  language: Language,
): Record<string, unknown> {
  const details = Object.fromEntries(
    Object.entries(error.details ?? {}).map(([name, value]) => [name, isLocalized(value) ? value[language] : value]),
  );
  return { ...details, message: error.message, code: error.code };
}

/**
 * A words template with its `{name}` placeholders filled from `values` (a list joined with ", "); an
 * unknown one is left as it is. A literal (`{'@'}`, how vue-i18n is told that `@` or `|` is only a
 * character) is the character itself.
 */
export function fillWords(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}|\{'([^']*)'\}/g, (whole, name: string | undefined, literal: string | undefined) => {
    if (name === undefined) return literal ?? whole;
    const value = values[name];
    if (value === undefined || value === null) return whole;
    return Array.isArray(value) ? value.join(', ') : String(value);
  });
}
