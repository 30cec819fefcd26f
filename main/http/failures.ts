// Every way an HTTP call can fail, mapped to one category of shared/errors.ts and one stable code,
// with an English message that says what happened, where, and what to try next. The renderer's
// words table (errors.<CODE>) says the same in the engineer's language from `details`.
import { ConsoleError, type ErrorCategory } from '../../shared/errors';

/** The codes this module throws, with their category. */
export const HTTP_FAILURES = {
  HTTP_BAD_URL: 'usage',
  HTTP_CA_FILE: 'usage',
  HTTP_CLIENT_CERT_FILE: 'usage',
  HTTP_CANCELLED: 'usage',
  HTTP_DNS: 'network',
  HTTP_REFUSED: 'network',
  HTTP_RESET: 'network',
  HTTP_NETWORK: 'network',
  HTTP_CONNECT_TIMEOUT: 'timeout',
  HTTP_RESPONSE_TIMEOUT: 'timeout',
  HTTP_BODY_TIMEOUT: 'timeout',
  HTTP_TLS_UNTRUSTED: 'tls',
  HTTP_TLS_PIN_MISMATCH: 'tls',
  HTTP_TLS_HOSTNAME: 'tls',
  HTTP_TLS_CLIENT_CERT_REQUIRED: 'tls',
  HTTP_TLS_CLIENT_CERT_REFUSED: 'tls',
  HTTP_TLS_EXPIRED: 'tls',
  HTTP_TLS_FAILED: 'tls',
  HTTP_TOO_LARGE: 'malformed',
  HTTP_DECOMPRESSION_BOMB: 'malformed',
  HTTP_BAD_CONTENT_CODING: 'malformed',
  HTTP_BODY_CUT_SHORT: 'malformed',
  HTTP_HEADERS_TOO_LARGE: 'malformed',
  HTTP_INTERIM_ANSWER: 'http',
} as const satisfies Record<string, ErrorCategory>;

/** A failure code of the HTTP client. */
export type HttpFailureCode = keyof typeof HTTP_FAILURES;

/** Where a failed call was going; every message and `details` carry it. */
export interface CallPlace {
  /** Method, e.g. POST. */
  method: string;
  /** Full URL. */
  url: string;
  /** What the call was for, e.g. `E1 person detail over gateway`; optional. */
  label?: string;
  /** Trace id of the call's traceparent (to find it in the site's logs), and the header itself. */
  traceId: string;
  traceparent: string;
  /** Time spent until the failure. */
  durationMs: number;
}

/** Facts a message needs besides the place: the limits in force, the pinned fingerprint seen. */
export interface FailureFacts {
  connectMs: number;
  requestMs: number;
  /** Fingerprint the server presented, when a pin did not match. */
  presented?: string;
  /** Technical reason (the system's error code and text). */
  reason?: string;
  /** A handshake_failure alert with no client certificate presented: a server requiring one (TLS 1.2) sends it too. */
  maybeClientCertificate?: boolean;
  /** Content coding of a body that could not be decoded (gzip, deflate, br). */
  coding?: string;
  /** Size of that body as it arrived, before decoding. */
  encodedBytes?: number;
  /** The client certificate file that cannot be used. */
  file?: string;
  /** Of an answer that arrived but could not be used: its content type, status, status line and headers, and its Date against the laptop's clock. */
  contentType?: string;
  status?: number;
  answer?: { status: number; statusText: string; headers: Record<string, string | string[]>; body?: Buffer };
  clockSkewMs?: number | null;
}

/** Raised inside the connector when the server's certificate does not match the pinned fingerprint. */
export class PinMismatchError extends Error {
  readonly code = 'HTTP_TLS_PIN_MISMATCH';
  /** The SHA-256 fingerprint the server presented (uppercase hex, colon-separated). */
  readonly presented: string;

  constructor(presented: string) {
    super(`certificate fingerprint ${presented} does not match the pinned one`);
    this.presented = presented;
  }
}

/** Our own time limit fired; says which part of the answer was still missing. */
export class DeadlineError extends Error {
  readonly phase: 'headers' | 'body';

  constructor(phase: 'headers' | 'body') {
    super(`no complete answer in time (waiting for the ${phase})`);
    this.phase = phase;
  }
}

const TLS_UNTRUSTED = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
  'CERT_SIGNATURE_FAILURE',
  'CERT_REJECTED',
]);
const TLS_EXPIRED = new Set(['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID']);

// Alerts a server sends about the client's certificate: none sent where one is required (TLS 1.3
// certificate_required), or the one sent not accepted. OpenSSL names a received alert
// ERR_SSL_<version>_ALERT_<name>; the certificate the laptop checks fails with other codes.
const CLIENT_CERT_ALERT =
  /^ERR_SSL_.*ALERT_(CERTIFICATE_REQUIRED|UNKNOWN_CA|BAD_CERTIFICATE|CERTIFICATE_UNKNOWN|UNSUPPORTED_CERTIFICATE|CERTIFICATE_REVOKED|CERTIFICATE_EXPIRED|ACCESS_DENIED)$/;

/** Whether an error is a server's TLS alert refusing the client certificate (or its absence). */
export function refusedCertificateAlert(error: unknown): boolean {
  return CLIENT_CERT_ALERT.test(systemCode(error) ?? '');
}

/** The system's or undici's code of an error, looking through `cause`. */
export function systemCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * How many bytes of an answer's headers the client reads (client.ts gives it to undici): Node's
 * default, stated rather than read from Node's http module, which the client does not otherwise load.
 */
export const ANSWER_HEADER_LIMIT_BYTES = 16 * 1024;
const HEADER_LIMIT_KIB = ANSWER_HEADER_LIMIT_BYTES / 1024;

/** The messages of an error and its causes. */
function messagesOf(error: unknown): string[] {
  const out: string[] = [];
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++)
    out.push(String((e as { message?: unknown }).message ?? ''));
  return out;
}

const where = (place: CallPlace): string => `${place.label ? `${place.label}, ` : ''}${place.method} ${place.url}`;

/** Builds the ConsoleError for a code, with a message in English and the facts in `details`. */
export function httpFailure(code: HttpFailureCode, place: CallPlace, facts: FailureFacts): ConsoleError {
  const host = (() => {
    try {
      return new URL(place.url).host;
    } catch {
      return place.url;
    }
  })();
  const what: Record<HttpFailureCode, string> = {
    HTTP_BAD_URL: `"${place.url}" is not an http:// or https:// address: correct it in the site profile`,
    HTTP_CA_FILE: `the CA file of the profile cannot be read (${facts.reason ?? 'unknown reason'}): choose a PEM file that exists`,
    HTTP_CLIENT_CERT_FILE: `the client certificate of the profile cannot be used: ${facts.reason ?? 'unknown reason'}; nothing was sent to ${host}`,
    HTTP_CANCELLED: 'the call was cancelled before an answer arrived; nothing more was waited for',
    HTTP_DNS: `the name ${host} cannot be resolved: check the address in the profile and the laptop's DNS or hosts file`,
    HTTP_REFUSED: `${host} refused the connection: check that the service is running and listening on that port`,
    HTTP_RESET: `${host} closed or reset the connection before the answer was complete: check the service's logs, or a proxy or firewall in between`,
    HTTP_NETWORK: `${host} could not be reached (${facts.reason ?? 'network error'}): check the cable, Wi-Fi or VPN and the address`,
    HTTP_CONNECT_TIMEOUT: `${host} did not accept a connection within ${facts.connectMs} ms: check the address, the network path and any firewall`,
    HTTP_RESPONSE_TIMEOUT: `${host} did not answer within ${facts.requestMs} ms: the service may be overloaded or stuck; try again, or raise the profile's request timeout`,
    HTTP_BODY_TIMEOUT: `${host} started an answer and then stalled; it was not complete after ${facts.requestMs} ms: try again and check the service's logs`,
    HTTP_TLS_UNTRUSTED: `the certificate of ${host} is not trusted: add the site's CA file to the profile, or pin the certificate's SHA-256 fingerprint`,
    HTTP_TLS_PIN_MISMATCH: `the certificate of ${host} (SHA-256 ${facts.presented ?? '?'}) does not match the fingerprint pinned in the profile: if the site renewed its certificate, pin the new one; otherwise do not connect`,
    HTTP_TLS_HOSTNAME: `the certificate of ${host} is not issued for that name: use the host name the certificate names, or ask for a certificate that includes it`,
    HTTP_TLS_CLIENT_CERT_REQUIRED: `${host} requires a client certificate (mutual TLS) and the profile presents none (${facts.reason ?? 'TLS alert'}); the server's own certificate was trusted: add the client certificate the site issued you to the profile (PEM certificate and key, or PKCS#12)`,
    HTTP_TLS_CLIENT_CERT_REFUSED: `${host} refused the client certificate of the profile (${facts.reason ?? 'TLS alert'}); the server's own certificate was trusted: ask the site which CA its server accepts client certificates from, and whether this one is enrolled, expired or revoked`,
    HTTP_TLS_EXPIRED: `the certificate of ${host} is expired or not yet valid: check the laptop's clock, or ask the site for a renewed certificate`,
    HTTP_TLS_FAILED: facts.maybeClientCertificate
      ? `the TLS handshake with ${host} failed (${facts.reason ?? 'unknown reason'}): the server refused the handshake, which a server requiring a client certificate (mutual TLS) does over TLS 1.2 when none is presented, and the profile presents none: if the site issued you a client certificate, add it to the profile; otherwise check that the address should use https and the TLS settings`
      : `the TLS handshake with ${host} failed (${facts.reason ?? 'unknown reason'}): check that the address should use https and the TLS settings`,
    HTTP_TOO_LARGE: `${host} answered more than 8 MiB: this is not an answer of a site service; check the address`,
    HTTP_DECOMPRESSION_BOMB: `${host} answered ${facts.encodedBytes ?? '?'} bytes of ${facts.coding ?? '?'} that would decompress to more than 8 MiB (a decompression bomb): decoding stopped at the limit and the answer was refused; this is not an answer of a site service, check the address and the gateway in between`,
    HTTP_BAD_CONTENT_CODING: `${host} answered HTTP ${facts.status ?? '?'} labelled Content-Encoding ${facts.coding ?? '?'} (content type ${facts.contentType ?? 'none'}) but the bytes are not ${facts.coding ?? '?'} (${facts.reason ?? 'unknown reason'}): check the gateway's compression settings (nginx gzip, gunzip) or a proxy that rewrites bodies`,
    HTTP_BODY_CUT_SHORT: `${host} answered HTTP ${facts.status ?? '?'} with ${facts.encodedBytes ?? '?'} bytes of ${facts.coding ?? '?'} (content type ${facts.contentType ?? 'none'}) that stop before the compressed stream ends (${facts.reason ?? 'unknown reason'}): the answer was cut short on its way; check the gateway's buffering and timeouts (nginx proxy_buffering, proxy_read_timeout), then try again`,
    HTTP_HEADERS_TOO_LARGE: `${host} answered, but the headers of its answer were too large (over ${HEADER_LIMIT_KIB} KiB) to read: a site service sends a few; check the address, or a proxy in between that adds headers`,
    HTTP_INTERIM_ANSWER: `${host} answered with an interim status (1xx, such as 100 Continue) where a final answer was due, which the console did not ask for: check the service, or a proxy in between`,
  };
  const details: Record<string, unknown> = {
    url: place.url,
    method: place.method,
    host,
    traceId: place.traceId,
    traceparent: place.traceparent,
    durationMs: place.durationMs,
    connectMs: facts.connectMs,
    requestMs: facts.requestMs,
    ...(place.label ? { label: place.label } : {}),
    ...(facts.presented ? { presented: facts.presented } : {}),
    ...(facts.reason ? { reason: facts.reason } : {}),
    ...(facts.coding ? { coding: facts.coding } : {}),
    ...(facts.encodedBytes !== undefined ? { encodedBytes: facts.encodedBytes } : {}),
    ...(facts.file ? { file: facts.file } : {}),
    ...(facts.contentType !== undefined ? { contentType: facts.contentType } : {}),
    ...(facts.status !== undefined ? { status: facts.status } : {}),
    ...(facts.clockSkewMs !== undefined ? { clockSkewMs: facts.clockSkewMs } : {}),
    ...(facts.maybeClientCertificate ? { maybeClientCertificate: true } : {}),
    ...(code === 'HTTP_HEADERS_TOO_LARGE' ? { limitKiB: HEADER_LIMIT_KIB } : {}),
  };
  // The head of an answer that arrived but could not be used is for the caller's own record (the
  // site client's call log, which redacts it): not enumerable, so that it never travels with the
  // error's details into a status file, an evidence pack or --json.
  if (facts.answer) Object.defineProperty(details, 'answer', { value: facts.answer, enumerable: false });
  return ConsoleError.relayed({ category: HTTP_FAILURES[code], code, details }, `${what[code]} (${where(place)})`);
}

/** Which side refused a TLS connection, by the failure's code: for the connectivity check. */
export function tlsRefusalOf(code: string): 'server-certificate' | 'hostname' | 'pin' | 'client-certificate' | null {
  switch (code) {
    case 'HTTP_TLS_UNTRUSTED':
    case 'HTTP_TLS_EXPIRED':
      return 'server-certificate';
    case 'HTTP_TLS_HOSTNAME':
      return 'hostname';
    case 'HTTP_TLS_PIN_MISMATCH':
      return 'pin';
    case 'HTTP_TLS_CLIENT_CERT_REQUIRED':
    case 'HTTP_TLS_CLIENT_CERT_REFUSED':
    case 'HTTP_CLIENT_CERT_FILE':
      return 'client-certificate';
    default:
      return null;
  }
}

/** The failure code for anything undici, the connector or our own timer threw. */
export function classify(error: unknown, cancelled: boolean): HttpFailureCode {
  if (error instanceof DeadlineError) return error.phase === 'headers' ? 'HTTP_RESPONSE_TIMEOUT' : 'HTTP_BODY_TIMEOUT';
  if (error instanceof PinMismatchError) return 'HTTP_TLS_PIN_MISMATCH';
  if (cancelled) return 'HTTP_CANCELLED';
  const code = systemCode(error) ?? '';
  if (TLS_UNTRUSTED.has(code)) return 'HTTP_TLS_UNTRUSTED';
  if (TLS_EXPIRED.has(code)) return 'HTTP_TLS_EXPIRED';
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') return 'HTTP_TLS_HOSTNAME';
  if (CLIENT_CERT_ALERT.test(code)) return 'HTTP_TLS_CLIENT_CERT_REFUSED';
  if (code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_') || code === 'EPROTO') return 'HTTP_TLS_FAILED';
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return 'HTTP_DNS';
    case 'ECONNREFUSED':
      return 'HTTP_REFUSED';
    case 'UND_ERR_SOCKET':
      // undici's one word for a 1xx status other than 101 (client-h1's onHeadersComplete): the
      // socket is destroyed with "bad response", which is no reset of the peer's.
      return messagesOf(error).includes('bad response') ? 'HTTP_INTERIM_ANSWER' : 'HTTP_RESET';
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_CLOSED':
      return 'HTTP_RESET';
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'ETIMEDOUT':
      return 'HTTP_CONNECT_TIMEOUT';
    case 'UND_ERR_HEADERS_TIMEOUT':
      return 'HTTP_RESPONSE_TIMEOUT';
    case 'UND_ERR_BODY_TIMEOUT':
      return 'HTTP_BODY_TIMEOUT';
    case 'UND_ERR_RES_EXCEEDED_MAX_SIZE':
      return 'HTTP_TOO_LARGE';
    case 'UND_ERR_HEADERS_OVERFLOW':
      return 'HTTP_HEADERS_TOO_LARGE';
    default:
      return 'HTTP_NETWORK';
  }
}
