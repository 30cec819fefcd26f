// The record of one site call, as the call log keeps it and the window and the exports read it:
// built in the order of its schema, typed whole (no cast), before the site client redacts it.
import { isUtf8 } from 'node:buffer';
import type { SiteCallRecord, SiteHeader } from '../../shared/api';
import type { Route, SiteProfile } from '../../shared/site';
import type { HttpResponse, HttpTls } from '../http/call';
import { ACCEPT_ENCODING } from '../http/content-coding';
import { redactTexts } from '../secrets/redaction';
import { KEPT_BODY_BYTES } from './call-log';
import type { Verdict } from './verdict';

/** An answer that arrived but could not be used (a body that would not decode): what the record keeps of it. */
export interface UnusableAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string | string[]>;
  body?: Buffer;
  encodedBytes: number;
  clockSkewMs: number | null;
}

/** The auth header a call sent, and the value the record keeps in its place. */
export interface KeptAuth {
  name: string;
  kept: string;
}

/** What one call sent and what came of it, for its record. */
export interface RecordedCall {
  id: string;
  at: string;
  profile: SiteProfile;
  operation: SiteCallRecord['operation'];
  route: Route;
  url: string;
  traceparent: string;
  /** The headers the console asked for, kept when the call failed before undici wrote it. */
  headers: Record<string, string>;
  auth: KeptAuth | null;
  requestBody: string;
  /** What keptBody keeps of the answer's body. */
  kept: { responseBody: string | null; base64: boolean };
  durationMs: number;
  response: HttpResponse | null;
  unusable: UnusableAnswer | null;
  tls: HttpTls | undefined;
  verdict: Verdict;
}

/**
 * The record of a call, with what the site answered as it came (the site client redacts it whole,
 * once). Built in the order of its schema, the optional parts added where they belong (no spread:
 * this runs for every call), the verdict last.
 */
export function recordOf(call: RecordedCall): SiteCallRecord {
  const { response, unusable, verdict } = call;
  const sent = response?.sent ?? null;
  // Without what went on the wire (the call failed before undici wrote it), the headers the console asked for.
  const asked = call.traceparent ? { traceparent: call.traceparent } : {};
  const requestLines = sent?.headers ?? Object.entries({ 'accept-encoding': ACCEPT_ENCODING, ...call.headers, ...asked });
  const head: Omit<SiteCallRecord, 'outcome' | 'category' | 'code' | 'message'> = {
    id: call.id,
    at: call.at,
    profileName: call.profile.name,
    operation: call.operation,
    route: call.route,
    method: 'POST',
    url: call.url,
    traceparent: call.traceparent,
    requestBody: call.requestBody,
    responseBody: call.kept.responseBody,
    status: response?.status ?? unusable?.status ?? null,
    timings: response?.timings ?? null,
    durationMs: call.durationMs,
    clockSkewMs: response?.clockSkewMs ?? unusable?.clockSkewMs ?? null,
    request: {
      httpVersion: sent?.httpVersion ?? 'HTTP/1.1',
      headers: keptHeaders(requestLines, call.auth),
      bodyBytes: Buffer.byteLength(call.requestBody),
    },
  };
  if (response)
    head.response = {
      statusText: response.statusText,
      headers: keptHeaders(answerLines(response.headers), null),
      bodyBytes: response.body.length,
      encodedBytes: response.encodedBytes,
    };
  else if (unusable)
    head.response = {
      statusText: unusable.statusText,
      headers: keptHeaders(answerLines(unusable.headers), null),
      bodyBytes: 0,
      encodedBytes: unusable.encodedBytes,
    };
  if (call.kept.base64) head.responseBodyEncoding = 'base64';
  head.serverAddress = sent?.serverAddress ?? null;
  const trust = trustOf(call.profile, call.tls, sent?.publicKeySha256);
  if (trust) head.trust = trust;
  // Added to the record being built (no copy), so that the compiler sees a whole record.
  const error = verdict.error;
  return Object.assign(head, {
    outcome: verdict.outcome,
    category: error?.category ?? null,
    code: error?.code ?? null,
    message: error?.message ?? null,
  });
}

/** The request header lines of a record; a record kept before they were logged has its traceparent and content type only. */
export function requestHeaders(record: SiteCallRecord): SiteHeader[] {
  return (
    record.request?.headers ?? [
      { name: 'content-type', value: 'application/json' },
      { name: 'traceparent', value: record.traceparent },
    ]
  );
}

/**
 * What a call record keeps of the trust the call used, for a replay that trusts and presents the same (no
 * passphrase, ever); undefined when it used none but the system's.
 */
function trustOf(profile: SiteProfile, tls: HttpTls | undefined, publicKeySha256: string | null | undefined): SiteCallRecord['trust'] {
  const certificate = tls?.clientCertificate;
  if (!profile.tls?.caFile && !publicKeySha256 && !certificate) return undefined;
  return {
    ...(profile.tls?.caFile ? { caFile: profile.tls.caFile } : {}),
    ...(publicKeySha256 ? { publicKeySha256 } : {}),
    ...(certificate
      ? {
          clientCertificate: {
            ...('pkcs12File' in certificate
              ? { pkcs12File: certificate.pkcs12File }
              : { certFile: certificate.certFile, keyFile: certificate.keyFile }),
            passphrase: Boolean(certificate.passphrase),
          },
        }
      : {}),
  };
}

/**
 * Header lines as the call log keeps them: the profile's own secret replaced by the placeholder that
 * names it (any other form of a secret goes with the record's redaction, redactDeep).
 */
function keptHeaders(lines: readonly (readonly [string, string])[], auth: KeptAuth | null): SiteHeader[] {
  const kept: SiteHeader[] = [];
  for (const [name, value] of lines) kept.push({ name, value: auth && name.toLowerCase() === auth.name ? auth.kept : value });
  return kept;
}

/** An answer's header lines (a repeated header once per value), for keptHeaders. */
function answerLines(headers: Record<string, string | string[]>): [string, string][] {
  const lines: [string, string][] = [];
  for (const name in headers) {
    const value = headers[name]!;
    if (typeof value === 'string') lines.push([name, value]);
    else for (const one of value) lines.push([name, one]);
  }
  return lines;
}

// A busy site client records many calls in the same millisecond: their time is written once.
let atMs = Number.NaN;
let atText = '';
export const startedAt = (): string => {
  const ms = Date.now();
  if (ms !== atMs) {
    atMs = ms;
    atText = new Date(ms).toISOString();
  }
  return atText;
};

/**
 * What the call log keeps of an answer's body: its text (redacted and cut with the record); or,
 * for bytes that are not UTF-8 text (an image where JSON belongs, an answer that would not decode),
 * the bytes in base64, every form of a secret replaced in them before they are cut. Bytes still compressed
 * cannot be searched for a secret: with secrets in the profile they are not kept at all.
 */
export function keptBody(
  response: HttpResponse | null,
  verdict: Verdict,
  undecoded: Buffer | undefined,
  secrets: readonly string[],
): { responseBody: string | null; base64: boolean } {
  // An answer whose envelope was read is text (the others alone are checked: this runs for every
  // call). Text is kept whole here: the record's redaction replaces its secrets, then it is cut.
  if (response && (verdict.envelope !== null || isUtf8(response.body))) return { responseBody: response.text(), base64: false };
  const bytes = response?.body ?? undecoded;
  if (!bytes) return { responseBody: null, base64: false };
  // A body that would not decode but is text after all (plain JSON labelled gzip) is kept as text.
  if (!response && isUtf8(bytes)) return { responseBody: bytes.toString('utf8'), base64: false };
  const compressed = !response || (response.contentEncoding !== null && !response.decoded);
  if (compressed && secrets.length > 0) return { responseBody: null, base64: false };
  // Byte for byte as Latin-1 text, so that the secret's forms, and its UTF-8 and UTF-16 bytes read
  // the same way, are found where they lie.
  const forms = [
    ...new Set(
      secrets.flatMap((secret) => [
        secret,
        ...[Buffer.from(secret, 'utf8'), Buffer.from(secret, 'utf16le'), Buffer.from(secret, 'utf16le').swap16()].map((bytes) =>
          bytes.toString('latin1'),
        ),
      ]),
    ),
  ];
  const [redacted] = redactTexts([bytes.toString('latin1')], forms);
  return { responseBody: Buffer.from(redacted!, 'latin1').subarray(0, KEPT_BODY_BYTES).toString('base64'), base64: true };
}

/** Whether a failure's details carry the head of an answer that arrived (HttpClient: a body that would not decode). */
export function isAnswerHead(
  value: unknown,
): value is { status: number; statusText: string; headers: Record<string, string | string[]>; body?: Buffer } {
  const head = value as { status?: unknown; statusText?: unknown; headers?: unknown; body?: unknown } | null | undefined;
  return (
    typeof head?.status === 'number' &&
    typeof head.statusText === 'string' &&
    typeof head.headers === 'object' &&
    head.headers !== null &&
    (head.body === undefined || Buffer.isBuffer(head.body))
  );
}
