// The verdict on a site's answer: success, the site's "no" (`data: false`), or a failure with its
// category (http, envelope, malformed, or tls for a gateway's client certificate page) and the
// words that say why. A success with the promised data is accepted at once (judge); only refuse()
// describes the rest.
import type { SiteOutcome } from '../../shared/api';
import type { BridgeError } from '../../shared/errors';
import { describeJsonLimit, JsonLimitError, parseBoundedJson } from '../../shared/json-limits';
import { SITE_ERROR_CODES, type Route, type SiteProfile } from '../../shared/site';
import type { HttpResponse } from '../http/call';
import { httpFailure } from '../http/failures';
import { statusAdvice } from '../http/status-advice';
import { OPERATION_TITLES, type CallSpec } from './call-spec';
import { parseEnvelope, type NormalizedEnvelope } from './envelope';

/** How a call ended: its outcome, the data and envelope the site sent, and why it failed. */
export interface Verdict {
  outcome: SiteOutcome;
  data: unknown;
  envelope: unknown;
  error: BridgeError | null;
}

const preview = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat;
};

/**
 * A 2xx body that is not JSON, named with its content type and coding: a compressed body points at
 * the gateway's compression, not at a web page.
 */
function notJson(
  response: HttpResponse,
  text: string,
  where: string,
  fail: (category: BridgeError['category'], code: string, message: string, envelope: unknown, more: Record<string, unknown>) => Verdict,
): Verdict {
  const contentType = headerValue(response.headers['content-type']) ?? 'none';
  const contentEncoding = response.contentEncoding;
  const more = { preview: preview(text), contentType, contentEncoding: contentEncoding ?? 'none' };
  if (contentEncoding !== null && !response.decoded) {
    return fail(
      'malformed',
      'SITE_ENCODING_UNSUPPORTED',
      `the service answered HTTP ${response.status} with a body compressed as ${contentEncoding}, which the console does not decode (it asks for gzip, deflate or br; content type ${contentType}) (${where}): configure the gateway to send gzip or no compression`,
      null,
      more,
    );
  }
  if (contentEncoding !== null) {
    return fail(
      'malformed',
      'SITE_NOT_JSON_DECODED',
      `the service answered HTTP ${response.status} with a ${contentEncoding}-compressed body that is still not JSON once decompressed (content type ${contentType}: "${preview(text)}") (${where}): check what the gateway in between compresses and relays`,
      null,
      more,
    );
  }
  return fail(
    'malformed',
    'SITE_NOT_JSON',
    `the service answered HTTP ${response.status} with a body that is not JSON (content type ${contentType}: "${preview(text)}") (${where}): check that the address points at the site service and not at a web page or proxy`,
    null,
    more,
  );
}

const headerValue = (value: string | string[] | undefined): string | null =>
  value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;

// nginx with `ssl_verify_client on` (a common site gateway) finishes the TLS handshake whatever
// the client certificate, then answers HTTP 400 with one of these pages: the refusal is the
// client certificate's, not an HTTP status to puzzle over.
const NGINX_CLIENT_CERT_PAGES: [RegExp, 'HTTP_TLS_CLIENT_CERT_REQUIRED' | 'HTTP_TLS_CLIENT_CERT_REFUSED'][] = [
  [/No required SSL certificate was sent/, 'HTTP_TLS_CLIENT_CERT_REQUIRED'],
  [/The SSL certificate error/, 'HTTP_TLS_CLIENT_CERT_REFUSED'],
];

/** The client certificate refusal a gateway's HTTP 400 page says (in the HTTP client's words), or null. */
function gatewayCertificateRefusal(
  response: HttpResponse,
  text: string,
  label: string,
  profile: SiteProfile,
  presented: boolean,
): BridgeError | null {
  if (response.status !== 400) return null;
  const page = NGINX_CLIENT_CERT_PAGES.find(([pattern]) => pattern.test(text));
  if (!page) return null;
  const code = page[1] === 'HTTP_TLS_CLIENT_CERT_REFUSED' || presented ? 'HTTP_TLS_CLIENT_CERT_REFUSED' : 'HTTP_TLS_CLIENT_CERT_REQUIRED';
  const place = {
    method: response.method,
    url: response.url,
    label,
    traceId: response.traceId,
    traceparent: response.traceparent,
    durationMs: response.timings.totalMs,
  };
  return httpFailure(code, place, { ...profile.timeouts, reason: `HTTP 400 “${preview(text.replace(/<[^>]*>/g, ' '))}”` }).toBridgeError();
}

/** Judges an answer: status, JSON, envelope, data shape. */
export function judge(
  response: HttpResponse,
  spec: CallSpec,
  profile: SiteProfile,
  route: Route,
  label: string,
  presented: boolean,
): Verdict {
  const text = response.text();
  let parsed: unknown;
  try {
    parsed = parseBoundedJson(text);
  } catch (error) {
    return refuse(response, spec, { profile, route, label, presented }, text, { error });
  }
  const envelope = parseEnvelope(parsed, profile.envelope);
  // The common case, a success with the data promised, builds nothing else; every other case is
  // described in full by refuse().
  if (envelope?.success && spec.dataFits(envelope.data))
    return { outcome: envelope.data === false ? 'no' : 'success', data: envelope.data, envelope: parsed, error: null };
  return refuse(response, spec, { profile, route, label, presented }, text, { parsed, envelope });
}

/**
 * Whether a text that JSON.parse refused is JSON cut short: it opens an object or array, and the
 * parser ran out of text (V8 says where it stopped: at the end) rather than meeting a wrong character.
 */
function jsonCutShort(text: string, error: unknown): boolean {
  const body = text.trim();
  if (!/^[[{]/.test(body) || !(error instanceof SyntaxError)) return false;
  if (/end of JSON input/.test(error.message)) return true;
  const at = /at position (\d+)/.exec(error.message);
  return at !== null && Number(at[1]) >= text.trimEnd().length;
}

/** The statuses a site's own answer comes with besides 2xx (SITE-API.md: 400 and 500, with an envelope). */
const SITE_ANSWER_STATUSES: ReadonlySet<number> = new Set([400, 500]);

/** An answer of a status without a site answer: SITE_HTTP_STATUS, with what that status points to (status-advice.ts). */
function statusFailure(
  response: HttpResponse,
  text: string,
  where: string,
  fail: (category: BridgeError['category'], code: string, message: string, envelope?: unknown, more?: Record<string, unknown>) => Verdict,
  more: Record<string, unknown> = {},
): Verdict {
  const advice = statusAdvice(response.status, response.headers);
  return fail(
    'http',
    'SITE_HTTP_STATUS',
    `the service answered HTTP ${response.status} without a site answer ("${preview(text)}") (${where}): ${advice.en}`,
    null,
    { preview: preview(text), advice, ...more },
  );
}

/** The failure verdict of an answer that judge() did not accept: why, with the call's facts. */
function refuse(
  response: HttpResponse,
  spec: CallSpec,
  call: { profile: SiteProfile; route: Route; label: string; presented: boolean },
  text: string,
  read: { error: unknown } | { parsed: unknown; envelope: NormalizedEnvelope | null },
): Verdict {
  const { profile, route, label, presented } = call;
  const where = `${label}, POST ${response.url}`;
  const facts = {
    url: response.url,
    route,
    operation: spec.operation,
    status: response.status,
    traceId: response.traceId,
    durationMs: response.timings.totalMs,
  };
  const statusOk = response.status >= 200 && response.status < 300;
  const fail = (
    category: BridgeError['category'],
    code: string,
    message: string,
    envelope: unknown = null,
    more: Record<string, unknown> = {},
  ): Verdict => ({
    outcome: 'failure',
    data: null,
    envelope,
    error: { category, code, message, details: { ...facts, ...more } },
  });
  if ('error' in read) {
    if (read.error instanceof JsonLimitError) {
      // Too deep to carry: the envelope is not kept, so nothing downstream recurses into it.
      const limit = describeJsonLimit(read.error, `the answer of ${label}`);
      return fail('malformed', limit.code, `${limit.message} (${where})`, null, limit.details);
    }
    const refusal = gatewayCertificateRefusal(response, text, label, profile, presented);
    if (refusal) return fail(refusal.category, refusal.code, refusal.message, null, refusal.details ?? {});
    if (statusOk && jsonCutShort(text, read.error)) {
      // Named like any body that is not JSON: its content type and coding, then what is wrong with it.
      const contentType = headerValue(response.headers['content-type']) ?? 'none';
      const contentEncoding = response.contentEncoding ?? 'none';
      return fail(
        'malformed',
        'SITE_JSON_CUT_SHORT',
        `the service answered HTTP ${response.status} with JSON that stops before it ends (content type ${contentType}, content encoding ${contentEncoding}, ${response.body.length} bytes, ending “${text.trimEnd().slice(-40)}”) (${where}): the answer was cut short by the service or by something in between (a gateway's buffering or timeouts); try again, and check the service's logs`,
        null,
        {
          bytes: response.body.length,
          ending: text.trimEnd().slice(-40),
          contentType,
          contentEncoding,
        },
      );
    }
    return statusOk ? notJson(response, text, where, fail) : statusFailure(response, text, where, fail);
  }
  const { parsed, envelope } = read;
  if (!envelope) {
    return statusOk
      ? fail(
          'malformed',
          'SITE_NOT_ENVELOPE',
          `the service answered JSON that is not a site envelope (no success flag and no code) (${where}): check the address, or set the profile's envelope field names`,
          null,
          { preview: preview(text) },
        )
      : statusFailure(response, text, where, fail);
  }
  // A status that no site answer comes with (SITE-API.md: 200, and 400 and 500 with an envelope),
  // carrying JSON with a code the site does not use, is what stands in front of the service
  // talking: a gateway's {"code":502,"message":"Bad Gateway"}, a 401 of its own. It is not the
  // site saying no, and goes as the status it is.
  if (
    !envelope.success &&
    !SITE_ANSWER_STATUSES.has(response.status) &&
    !(response.status >= 200 && response.status < 300) &&
    !(SITE_ERROR_CODES as readonly string[]).includes(envelope.code)
  ) {
    return statusFailure(response, text, where, fail, { siteCode: envelope.code, siteMessage: envelope.message });
  }
  if (!envelope.success) {
    return fail(
      'envelope',
      envelope.code,
      `the service answered ${envelope.code}${envelope.message ? `: ${envelope.message}` : ''} (${where})`,
      parsed,
      { siteMessage: envelope.message },
    );
  }
  return fail(
    'malformed',
    'SITE_UNEXPECTED_DATA',
    `the service answered success but its data is not what ${OPERATION_TITLES[spec.operation]} returns (${where}): check that the address points at the right service`,
    parsed,
  );
}
