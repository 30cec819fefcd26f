// The one envelope parser of the site client. SITE-API.md fixes `{ success, code, msg, data }` with
// string codes; real sites send `message` or `errMsg`, numeric codes, or no `success` at all (then
// `code` 0, "0" or 200 means success), and some rename the fields, which a profile may say.
import type { EnvelopeFieldNames } from '../../shared/site';

/** An envelope reduced to what every route must agree on (spec rule 5). */
export interface NormalizedEnvelope {
  /** Whether the service says it succeeded. */
  success: boolean;
  /** The code as a string (`"0"` for a success without one). */
  code: string;
  /** Text for people, or "" when the service sent none. */
  message: string;
  /** The result; null when absent. */
  data: unknown;
}

const SUCCESS_CODES = new Set(['0', '200']);
const MESSAGE_FIELDS = ['msg', 'message', 'errMsg'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first text among the profile's message field and the usual ones; "" when none is. */
function messageOf(body: Record<string, unknown>, field: string | undefined): string {
  // A loop rather than an array of candidates: this runs for every answer.
  if (field !== undefined) {
    const value = body[field];
    if (typeof value === 'string') return field === '' ? '' : value;
  }
  for (const name of MESSAGE_FIELDS) {
    const value = body[name];
    if (typeof value === 'string') return value;
  }
  return '';
}

/** The envelope in a parsed body, or null when the body is not one (neither a success flag nor a code). */
export function parseEnvelope(body: unknown, fields: EnvelopeFieldNames = {}): NormalizedEnvelope | null {
  if (!isRecord(body)) return null;
  const flag = body[fields.success ?? 'success'];
  const rawCode = body[fields.code ?? 'code'];
  const hasFlag = typeof flag === 'boolean';
  const hasCode = typeof rawCode === 'string' || (typeof rawCode === 'number' && Number.isFinite(rawCode));
  if (!hasFlag && !hasCode) return null;
  const code = hasCode ? String(rawCode) : null;
  const success = hasFlag ? flag : SUCCESS_CODES.has(code!.trim());
  const data = body[fields.data ?? 'data'];
  return {
    success,
    code: code ?? (success ? '0' : 'UNKNOWN'),
    message: messageOf(body, fields.message),
    data: data === undefined ? null : data,
  };
}
