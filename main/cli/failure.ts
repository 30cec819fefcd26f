// A failure as the command line says it, the same for every command: under --json one envelope
// on stdout, `{ ok: false, error: { code, category, message, words: { en, zh-CN }, details? } }`;
// in text its words in the engineer's language, ending with its code and the `explain` hint. The
// words come from the error catalogue, loaded here only when something failed (a command that
// succeeds does not pay for every code's words).
import { ERROR_CATEGORIES, type ErrorCategory } from '../../shared/error-categories';
import type { BridgeError } from '../../shared/errors';
import { isLocalized } from '../../shared/words';
import type { Language, LocalizedText } from '../../shared/language';

/** A failure as it reaches the command line: a ConsoleError's bridge form, a call's error, a row's. */
export type CliFailure = Pick<BridgeError, 'category' | 'code' | 'message'> & { details?: Record<string, unknown> };

/** The `error` of the failure envelope. */
export interface FailureJson {
  code: string;
  category: string;
  message: string;
  words: LocalizedText;
  details?: Record<string, unknown>;
}

/**
 * The message of a failure in `language`: a refusal of the command line carries it in every
 * language (details.refusal), any other its one technical message.
 */
const messageIn = (failure: CliFailure, language: Language): string => {
  const refusal = failure.details?.refusal;
  return isLocalized(refusal) ? refusal[language] : failure.message;
};

/** A failure's words in every language, from the error catalogue (the one place the CLI takes them from). */
export async function failureWords(failure: CliFailure, place?: 'licenseServer'): Promise<LocalizedText> {
  const { errorWords } = await import('../../shared/catalogue/words');
  const details =
    failure.details && 'refusal' in failure.details
      ? Object.fromEntries(Object.entries(failure.details).filter(([name]) => name !== 'refusal'))
      : failure.details;
  const of = (language: Language): string => errorWords({ ...failure, details, message: messageIn(failure, language) }, language, place);
  return { en: of('en'), 'zh-CN': of('zh-CN') };
}

/** The error of the envelope: its code, category, message and facts, and its words in every language. */
export async function failureJson(failure: CliFailure, place?: 'licenseServer'): Promise<FailureJson> {
  const { refusal: _refusal, ...details } = failure.details ?? {};
  return {
    code: failure.code,
    category: failure.category,
    message: failure.message,
    words: await failureWords(failure, place),
    ...(Object.keys(details).length > 0 ? { details } : {}),
  };
}

/** The last line of every failure printed as text, in each language: its kind and code, and the command that explains it. */
const HINT: Readonly<Record<Language, (kind: string, code: string) => string>> = {
  en: (kind, code) => `code ${code} (${kind}); more: site-console explain ${code}`,
  'zh-CN': (kind, code) => `代码 ${code}（${kind}）；详见：site-console explain ${code}`,
};

/** The last line of every failure printed as text: its kind and code, and how to read more about it. */
export async function explainHint(failure: Pick<CliFailure, 'category' | 'code'>, language: Language): Promise<string> {
  const { categoryWords } = await import('../../shared/catalogue/words');
  const known = (ERROR_CATEGORIES as readonly string[]).includes(failure.category);
  return HINT[language](known ? categoryWords(failure.category as ErrorCategory, language) : failure.category, failure.code);
}

/** How a command says a failure beyond its words. */
export interface FailureOptions {
  /** Where it happened, when that changes its words (a call to the license server). */
  place?: 'licenseServer';
  /** Lines said after the words in text (a call's route, duration and trace). */
  lines?: string[];
  /** Facts said beside the error under --json (a call's route and duration). */
  extra?: object;
  /** Facts of the command's own in the envelope's error (which side refused a TLS connection). */
  errorExtra?: object;
}

/**
 * The facts a failure lists, one a line: a site profile's problems (pointer and words) or a
 * configuration document's findings (line, column, words, rule).
 */
function listedFacts(failure: CliFailure, language: Language): string[] {
  const listed = failure.details?.problems ?? failure.details?.errors;
  if (!Array.isArray(listed)) return [];
  return listed.flatMap(
    (fact: { pointer?: unknown; text?: unknown; line?: unknown; column?: unknown; message?: unknown; rule?: unknown }) => {
      if (isLocalized(fact.text))
        return [`  ${typeof fact.pointer === 'string' && fact.pointer ? fact.pointer : '/'}: ${fact.text[language]}`];
      if (isLocalized(fact.message))
        return [`  ${String(fact.line)}:${String(fact.column)}: ${fact.message[language]} [${String(fact.rule)}]`];
      return [];
    },
  );
}

/** What a command prints on stderr for a failure: its words, the facts it lists, then its code and the hint. */
export async function failureText(command: string, failure: CliFailure, language: Language, options: FailureOptions = {}): Promise<string> {
  const words = (await failureWords(failure, options.place))[language];
  return [
    `site-console${command ? ` ${command}` : ''}: ${words}`,
    ...listedFacts(failure, language),
    ...(options.lines ?? []),
    await explainHint(failure, language),
    '',
  ].join('\n');
}

/** The envelope, with the command's facts beside the error (a call's route and duration, where the secrets lie). */
export async function failureEnvelope(failure: CliFailure, options: FailureOptions = {}): Promise<string> {
  return `${JSON.stringify({ ok: false, error: { ...(await failureJson(failure, options.place)), ...options.errorExtra }, ...options.extra })}\n`;
}
