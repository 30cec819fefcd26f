// A BridgeError in words, in the window's language: the error catalogue's words (shared/catalogue/words.ts), the
// one source of every code's words, which the command line and the reports read too.
import type { Language } from '../../shared/api';
import type { RowProblem } from '../../shared/batch';
import { rowProblemFacts } from '../../shared/batch-words';
import { errorWords, type ErrorPlace } from '../../shared/catalogue/words';
import type { BridgeError } from '../../shared/errors';
import type { SiteErrorCode } from '../../shared/site';
import { hasText, i18n } from './index';

export type { ErrorPlace } from '../../shared/catalogue/words';

/** A sentence for the engineer: what happened and what to do next. */
export function describeError(error: BridgeError, place?: ErrorPlace): string {
  const { t, locale } = i18n.global;
  const route = error.details?.route;
  // A route is said in the UI's language (“（直连）”, not “（direct）”), as the views name it.
  const said =
    typeof route === 'string' && hasText(`site.routes.${route}`)
      ? { ...error, details: { ...error.details, route: t(`site.routes.${route}`) } }
      : error;
  return errorWords(said, locale.value as Language, place);
}

/** A batch row problem in words: the code's sentence, then the floors close to an unknown one (the words carry their own spacing: none in Chinese). */
export function describeRowProblem(problem: RowProblem): string {
  const words = describeError({ category: 'validation', code: problem.code, message: problem.message, details: rowProblemFacts(problem) });
  const close = problem.details.close;
  return typeof close === 'string' && close ? `${words}${i18n.global.t('batch.closeFloors', { close })}` : words;
}

/** The site's codes that are an answer about the site's data ("no such person"), not a fault. */
const SITE_ANSWERS: ReadonlySet<string> = new Set<SiteErrorCode>(['PERSON_NOT_FOUND', 'VISITOR_NOT_FOUND', 'FLOOR_NOT_FOUND', 'NO_FLOORS']);

/** The site answered "no" about its data: shown as an answer in plain words, with nothing to retry. */
export const isSiteAnswer = (error: BridgeError): boolean => error.category === 'envelope' && SITE_ANSWERS.has(error.code);
