// Reads an answer of the self-hosted authorization service: a ServiceResult envelope. A refusal of
// the licensing rules becomes category `license` with the service's own code (LICENSE_EXPIRED, …),
// so the engineer sees exactly which rule refused; any other failure envelope is `envelope`, an
// HTTP status without an envelope is `http`, and a body that is not an envelope is `malformed`.
import { AUTH_SERVICE_ERROR_CODES, type AuthServiceErrorCode } from '../../../../shared/auth-service';
import { ConsoleError } from '../../../../shared/errors';
import type { HttpResponse } from '../../../http/call';
import { statusAdvice } from '../../../http/status-advice';

/** The service's codes that mean "the licensing rules refuse", as opposed to a broken call. */
/** The service's codes that refuse a license (its INVALID_REQUEST and INTERNAL_ERROR are faults, not refusals). */
type Refusal = Exclude<AuthServiceErrorCode, 'INVALID_REQUEST' | 'INTERNAL_ERROR'>;
const REFUSALS: ReadonlySet<string> = new Set(AUTH_SERVICE_ERROR_CODES.filter((c) => c !== 'INVALID_REQUEST' && c !== 'INTERNAL_ERROR'));

const isRefusal = (code: string): code is Refusal => REFUSALS.has(code);

/** Longest part of an unusable body quoted in a message. */
const QUOTE_CHARS = 120;

/** The `data` of a successful envelope; throws ConsoleError for every other answer. */
export function readServiceAnswer<T>(response: Pick<HttpResponse, 'status' | 'url' | 'text' | 'headers'>, what: string): T {
  const place = { url: response.url, status: response.status };
  const text = response.text();
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    envelope = undefined;
  }
  const fields = typeof envelope === 'object' && envelope !== null ? (envelope as Record<string, unknown>) : null;
  if (!fields || typeof fields.success !== 'boolean' || typeof fields.code !== 'string') {
    if (response.status !== 200) {
      // What the status points to (a gateway's 502 is not a wrong selfhosted.baseUrl); a 404 is the address.
      const advice =
        response.status === 404
          ? {
              en: 'Check selfhosted.baseUrl: nothing answers this call at that address.',
              'zh-CN': '请检查 selfhosted.baseUrl：该地址上没有应答此调用的服务。',
            }
          : statusAdvice(response.status, response.headers);
      throw new ConsoleError(
        'http',
        'AUTH_SERVICE_HTTP_STATUS',
        `the self-hosted authorization service answered HTTP ${response.status} to the ${what} at ${response.url}, without a result: ${advice.en}`,
        { ...place, advice },
      );
    }
    const quote = text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS)}…` : text;
    throw new ConsoleError(
      'malformed',
      'AUTH_SERVICE_MALFORMED',
      `the answer to the ${what} at ${response.url} is not a ServiceResult envelope: ${JSON.stringify(quote)}; is selfhosted.baseUrl the authorization service?`,
      place,
    );
  }
  const msg = typeof fields.msg === 'string' ? fields.msg : '';
  if (fields.success && fields.code === '0') return fields.data as T;
  if (isRefusal(fields.code)) {
    throw new ConsoleError(
      'license',
      fields.code,
      `the self-hosted authorization service refused the ${what}: ${fields.code}${msg ? ` (${msg})` : ''}`,
      { ...place, serviceMessage: msg },
    );
  }
  throw new ConsoleError(
    'envelope',
    'AUTH_SERVICE_ERROR',
    `the self-hosted authorization service could not do the ${what}: ${fields.code}${msg ? ` (${msg})` : ''}`,
    {
      ...place,
      serviceCode: fields.code,
      serviceMessage: msg,
    },
  );
}
