// The one table that turns a BridgeError into words, in the current language. Codes without an
// entry fall back to a sentence that still shows the code and the technical message.
import type { BridgeError } from '../../shared/errors';
import { i18n } from './index';

/** A sentence for the engineer: what happened and what to do next. */
export function describeError(error: BridgeError): string {
  const { t, te } = i18n.global;
  const key = `errors.${error.code}`;
  const params = { ...(error.details ?? {}), message: error.message, code: error.code };
  return te(key) ? t(key, params) : t('errors.unknown', params);
}
