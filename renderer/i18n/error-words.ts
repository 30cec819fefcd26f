// The one table that turns a BridgeError into words, in the current language. Codes without an
// entry fall back to a sentence that still shows the code and the technical message.
import type { Language } from '../../shared/api';
import type { RowProblem } from '../../shared/batch';
import { rowProblemFacts } from '../../shared/batch-words';
import type { BridgeError } from '../../shared/errors';
import type { SiteErrorCode } from '../../shared/site';
import { wordValues } from '../../shared/words';
import { i18n } from './index';

/**
 * Where a failure happened, when that changes what to do: `licenseServer`, a call to the
 * authorization service, whose address is the configuration document's selfhosted.baseUrl (the
 * HTTP codes' own words name a site profile).
 */
export type ErrorPlace = 'licenseServer';

/** A sentence for the engineer: what happened and what to do next. */
export function describeError(error: BridgeError, place?: ErrorPlace): string {
  const { t, te, locale } = i18n.global;
  const language = locale.value as Language;
  const params = wordValues(error, language);
  // A route is said in the UI's language (“（直连）”, not “（direct）”), as the views name it.
  if (typeof params.route === 'string' && te(`site.routes.${params.route}`)) params.route = t(`site.routes.${params.route}`);
  // A site's envelope codes are the site's own vocabulary: they have a table of their own, so that
  // a site's INTERNAL_ERROR is not read as the console's.
  // A code of the console's own said of a site's answer (SITE_DATA_FALSE) keeps the console's words.
  if (error.category === 'envelope' && (te(`errors.envelope.${error.code}`) || !te(`errors.${error.code}`))) {
    const siteKey = `errors.envelope.${error.code}`;
    return t(te(siteKey) ? siteKey : 'errors.envelope.unknown', { siteMessage: '', route: '', url: '', ...params });
  }
  // A handshake refused with no client certificate presented may be a server requiring one (TLS 1.2): its words say so.
  const code = error.code === 'HTTP_TLS_FAILED' && error.details?.maybeClientCertificate === true ? 'HTTP_TLS_FAILED_NO_CLIENT_CERTIFICATE' : error.code;
  if (place && te(`errors.${place}.${code}`)) return t(`errors.${place}.${code}`, params);
  return te(`errors.${code}`) ? t(`errors.${code}`, params) : t('errors.unknown', params);
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
