// The one table that turns a BridgeError into words, in the current language. Codes without an
// entry fall back to a sentence that still shows the code and the technical message.
import type { BridgeError } from '../../shared/errors';
import { i18n } from './index';

/** A sentence for the engineer: what happened and what to do next. */
export function describeError(error: BridgeError): string {
  const { t, te } = i18n.global;
  const params = { ...(error.details ?? {}), message: error.message, code: error.code };
  // A site's envelope codes are the site's own vocabulary: they have a table of their own, so that
  // a site's INTERNAL_ERROR is not read as the console's.
  if (error.category === 'envelope') {
    const siteKey = `errors.envelope.${error.code}`;
    return t(te(siteKey) ? siteKey : 'errors.envelope.unknown', { siteMessage: '', route: '', url: '', ...params });
  }
  const key = `errors.${error.code}`;
  return te(key) ? t(key, params) : t('errors.unknown', params);
}
