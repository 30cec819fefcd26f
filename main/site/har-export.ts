// Site calls as HAR 1.2, what browsers' developer tools and HAR viewers open: one entry per call,
// its timings from the record's phases, and a call with no answer as `status 0` with `_error`.
import { STATUS_CODES } from 'node:http';
import type { SiteCallRecord, SiteHeader } from '../../shared/api';
import { CLIPPED, KEPT_BODY_BYTES } from './call-log';
import { requestHeaders } from './call-record';

/** The product name in a HAR's `log.creator` and a cURL script's first comment. */
export const CREATOR = 'Site Console';

const round = (ms: number): number => Math.round(ms * 100) / 100;

const headerOf = (headers: readonly SiteHeader[], name: string): string | undefined =>
  headers.find((h) => h.name.toLowerCase() === name)?.value;

/** HAR 1.2 timings from the record's phases: -1 where a phase is unknown, and `time` their sum. */
function harTimings(record: SiteCallRecord): { time: number; timings: Record<string, number> } {
  const t = record.timings;
  if (!t) {
    const wait = round(record.durationMs);
    return { time: wait, timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait, receive: 0 } };
  }
  // undici does not part sending from waiting, nor DNS from connecting: connect is TCP + TLS (ssl is inside it).
  const connect = t.connectMs === null ? -1 : round(t.connectMs);
  const wait = round(Math.max(0, t.firstByteMs));
  const receive = round(Math.max(0, t.bodyMs));
  return {
    time: round(Math.max(0, connect) + wait + receive),
    timings: { blocked: -1, dns: -1, connect, ssl: -1, send: 0, wait, receive },
  };
}

/** The query of a URL as HAR `queryString`; none for a URL that does not parse (a record that came altered). */
function queryOf(url: string): { name: string; value: string }[] {
  try {
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
  } catch {
    return [];
  }
}

function harEntry(record: SiteCallRecord): Record<string, unknown> {
  const headers = requestHeaders(record);
  const { time, timings } = harTimings(record);
  const answered = record.status !== null && record.response !== undefined;
  const responseHeaders = record.response?.headers ?? [];
  const responseText = record.responseBody ?? '';
  const base64 = record.responseBodyEncoding === 'base64';
  // An answer that would not decode keeps the bytes as they arrived (bodyBytes 0: nothing decoded).
  const whole =
    record.response === undefined ? 0 : record.response.bodyBytes === 0 ? record.response.encodedBytes : record.response.bodyBytes;
  // Cut where the call log cuts (a secret replaced changes a body's length without cutting it).
  const clipped = base64
    ? Buffer.from(responseText, 'base64').length >= KEPT_BODY_BYTES && whole > KEPT_BODY_BYTES
    : CLIPPED.test(responseText);
  return {
    startedDateTime: record.at,
    time,
    request: {
      method: record.method,
      url: record.url,
      httpVersion: record.request?.httpVersion ?? 'HTTP/1.1',
      cookies: [],
      headers: headers.map(({ name, value }) => ({ name, value })),
      queryString: queryOf(record.url),
      postData: { mimeType: headerOf(headers, 'content-type') ?? 'application/json', text: record.requestBody },
      headersSize: -1,
      bodySize: record.request?.bodyBytes ?? Buffer.byteLength(record.requestBody),
    },
    response: answered
      ? {
          status: record.status,
          statusText: record.response?.statusText || STATUS_CODES[record.status ?? 0] || '',
          httpVersion: record.request?.httpVersion ?? 'HTTP/1.1',
          cookies: [],
          headers: responseHeaders.map(({ name, value }) => ({ name, value })),
          content: {
            size: whole || Buffer.byteLength(responseText),
            // Bytes saved (HAR 1.2): none is said where compressing a small body made it larger.
            ...(record.response && record.response.bodyBytes > record.response.encodedBytes
              ? { compression: record.response.bodyBytes - record.response.encodedBytes }
              : {}),
            mimeType: headerOf(responseHeaders, 'content-type') ?? 'x-unknown',
            text: responseText,
            // Bytes that are not UTF-8 text (binary, or what would not decode) are in base64 (HAR 1.2 `encoding`).
            ...(base64 ? { encoding: 'base64' } : {}),
            ...(record.responseBody === null && whole > 0
              ? {
                  comment:
                    'the call log keeps no bytes of a body that would not decode while the profile has a secret: one inside the compressed bytes could not be found and replaced',
                }
              : clipped
                ? { comment: `the call log keeps the first ${base64 ? '48 KiB of a body that is not text' : '64 KiB of a body'}` }
                : {}),
          },
          redirectURL: headerOf(responseHeaders, 'location') ?? '',
          headersSize: -1,
          bodySize: record.response?.encodedBytes ?? -1,
          // An answer that arrived but failed (a body that would not decode, an envelope refused): why.
          ...(record.message ? { _error: record.message } : {}),
        }
      : {
          // No answer arrived (or the record predates answers in the log): status 0, as browsers write it.
          status: record.status ?? 0,
          statusText: '',
          httpVersion: '',
          cookies: [],
          headers: [],
          content: { size: 0, mimeType: 'x-unknown', ...(record.responseBody ? { text: record.responseBody } : {}) },
          redirectURL: '',
          headersSize: -1,
          bodySize: -1,
          ...(record.message ? { _error: record.message } : {}),
        },
    cache: {},
    timings,
    ...(record.serverAddress ? { serverIPAddress: record.serverAddress } : {}),
    comment: `${record.operation} over ${record.route}: ${record.outcome}${record.code ? ` ${record.code}` : ''} (profile "${record.profileName}")`,
    _traceId: record.id,
    _route: record.route,
    _outcome: record.outcome,
    ...(record.category ? { _category: record.category } : {}),
    ...(record.code !== null ? { _code: record.code } : {}),
  };
}

/** The records as one HAR 1.2 document, oldest first; `secretsInClear` says so in `log.comment`. */
export function harOf(records: readonly SiteCallRecord[], version: string, secretsInClear: boolean): Record<string, unknown> {
  const ordered = [...records].sort((a, b) => a.at.localeCompare(b.at));
  return {
    log: {
      version: '1.2',
      creator: { name: CREATOR, version },
      comment: secretsInClear
        ? 'WARNING: this file holds the site profiles’ secrets in clear, as they were sent.'
        : 'The site profiles’ secrets are replaced by [redacted:auth.token] or [redacted:auth.value]; any other echo of a secret by [redacted].',
      entries: ordered.map(harEntry),
    },
  };
}
