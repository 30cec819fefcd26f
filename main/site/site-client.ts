// The site client: E1 (L1 person detail) and E2 (L2 visitor elevator access) over the route the
// engineer or the profile chooses, and E4 zone pages on the common component service (a batch
// preview's floor check), through the one HTTP client. Every call, whatever its fate,
// ends in the call log and in a SiteCallResult: success, a business "no" (`data: false`), or a
// failure with a category (network, timeout, tls, http, envelope, malformed). Only usage errors
// (a route the operation cannot take, a secret that is not set) are thrown, before any call.
import { isUtf8 } from 'node:buffer';
import type { SiteCallRecord, SiteCallResult, SiteHeader, SiteOutcome } from '../../shared/api';
import { ConsoleError, type BridgeError } from '../../shared/errors';
import { describeJsonLimit, JsonLimitError, parseBoundedJson } from '../../shared/json-limits';
import {
  SITE_ERROR_CODES,
  SITE_PATHS,
  type AddVisitorRequest,
  type ClientCertificateService,
  type Page,
  type PersonDetailRequest,
  type PersonResult,
  type Route,
  type SiteClientCertificate,
  type SiteProfile,
  type Zone,
  type ZonePageRequest,
} from '../../shared/site';
import type { HttpResponse, HttpTls } from '../http/call';
import type { HttpClient } from '../http/client';
import { unreadableDate } from '../http/http-date';
import { ACCEPT_ENCODING } from '../http/content-coding';
import { httpFailure } from '../http/failures';
import { clip, KEPT_BODY_BYTES, type SiteCallLog } from './call-log';
import { parseEnvelope, type NormalizedEnvelope } from './envelope';
import { statusAdvice } from '../http/status-advice';
import { redactDeep, redactTexts, secretPlaceholder } from '../secrets/redaction';
import { secretDigest, type CallBindingKey } from './call-binding';
import { storedProfileId } from './profiles';
import { urlOf, type SiteOperation } from './routes';

/** Options of one call. */
export interface SiteCallOptions {
  /** Route; default the profile's defaultRoute. */
  route?: Route;
  /** Cancels the call. */
  signal?: AbortSignal;
}

/**
 * What a probe or an operation sends and how its data is judged. An operation of routes.ts goes to
 * its URL on the call's route; a zone page (E4) has one address, the common component service's.
 */
type CallSpec = CallSpecOf<SiteOperation> | (CallSpecOf<'zonePage'> & { url: string });

interface CallSpecOf<Operation> {
  /** What is called, in messages and details. */
  operation: Operation;
  /** Name in the record: the operation, or probe. */
  recordAs: SiteCallRecord['operation'];
  body: unknown;
  /** Whether the data of a success has the shape the operation promises. */
  dataFits: (data: unknown) => boolean;
}

const OPERATION_TITLES: Record<CallSpec['operation'], string> = { personDetail: 'E1 person detail', addVisitor: 'E2 visitor access', zonePage: 'E4 zone page' };

const isZonePage = (data: unknown): data is Page<Zone> => typeof data === 'object' && data !== null && Array.isArray((data as Page<Zone>).list) && typeof (data as Page<Zone>).total === 'number';

const isBoolean = (data: unknown): data is boolean => typeof data === 'boolean';
const anyData = (): boolean => true;

const isPerson = (data: unknown): data is PersonResult =>
  typeof data === 'object' && data !== null && typeof (data as PersonResult).personId === 'string' && Array.isArray((data as PersonResult).floorList);

/** The secrets of a profile (auth and certificate passphrases), for headers and for redaction. */
export function profileSecrets(profile: SiteProfile): string[] {
  const auth = profile.auth;
  const secrets: string[] = [];
  if (auth?.type === 'bearer' && auth.token) secrets.push(auth.token);
  if (auth?.type === 'header' && auth.value) secrets.push(auth.value);
  const tls = profile.tls;
  if (!tls) return secrets;
  if (tls.clientCertificate?.passphrase) secrets.push(tls.clientCertificate.passphrase);
  for (const certificate of Object.values(tls.serviceClientCertificates ?? {})) {
    if (certificate?.passphrase) secrets.push(certificate.passphrase);
  }
  return secrets;
}

/** The service of the profile that a call reaches: the one whose certificate it presents. */
function serviceCalled(operation: CallSpec['operation'], route: Route): ClientCertificateService {
  if (route !== 'direct') return route;
  return operation === 'personDetail' ? 'organization' : operation === 'addVisitor' ? 'elevator' : 'common';
}

/** What a call record keeps of the trust the call used, for a replay that trusts and presents the same (no passphrase, ever); undefined when it used none but the system's. */
function trustOf(profile: SiteProfile, tls: HttpTls | undefined, publicKeySha256: string | null | undefined): SiteCallRecord['trust'] {
  const certificate = tls?.clientCertificate;
  if (!profile.tls?.caFile && !publicKeySha256 && !certificate) return undefined;
  return {
    ...(profile.tls?.caFile ? { caFile: profile.tls.caFile } : {}),
    ...(publicKeySha256 ? { publicKeySha256 } : {}),
    ...(certificate
      ? { clientCertificate: { ...('pkcs12File' in certificate ? { pkcs12File: certificate.pkcs12File } : { certFile: certificate.certFile, keyFile: certificate.keyFile }), passphrase: Boolean(certificate.passphrase) } }
      : {}),
  };
}

/** The HTTP client's TLS settings for a call to one service: the profile's trust, and that service's client certificate or else the profile's. */
export function tlsFor(profile: SiteProfile, service: ClientCertificateService): HttpTls | undefined {
  const tls = profile.tls;
  if (!tls) return undefined;
  const certificate: SiteClientCertificate | undefined = tls.serviceClientCertificates?.[service] ?? tls.clientCertificate;
  return {
    ...(tls.caFile !== undefined ? { caFile: tls.caFile } : {}),
    ...(tls.pinSha256 !== undefined ? { pinSha256: tls.pinSha256 } : {}),
    ...(certificate
      ? {
          clientCertificate:
            certificate.type === 'pem'
              ? { certFile: certificate.certFile, keyFile: certificate.keyFile, passphrase: certificate.passphrase }
              : { pkcs12File: certificate.file, passphrase: certificate.passphrase },
        }
      : {}),
  };
}

/** A character an HTTP header value cannot carry (RFC 9110: visible characters, space, tab and Latin-1 obs-text). */
const UNSENDABLE = /[^\t\x20-\x7e\x80-\xff]/u;

/** The auth header a profile sends, and the value the call log keeps in its place (naming the secret's field). */
function authHeader(profile: SiteProfile): { name: string; value: string; kept: string; secret: string } | null {
  const auth = profile.auth;
  if (!auth || auth.type === 'none') return null;
  const secret = auth.type === 'bearer' ? auth.token : auth.value;
  if (!secret) {
    throw new ConsoleError('usage', 'SITE_SECRET_MISSING', `the profile "${profile.name}" uses ${auth.type} authentication but its ${auth.type === 'bearer' ? 'token' : 'header value'} is not set: enter it in the site profile`, {
      profile: profile.name,
      auth: auth.type,
    });
  }
  // An HTTP header carries visible Latin-1 text only: a secret pasted with its line break, or typed
  // with a character beyond Latin-1, is said to be the profile's problem, not the network's.
  const bad = UNSENDABLE.exec(secret);
  if (bad) {
    const field = auth.type === 'bearer' ? 'auth.token' : 'auth.value';
    // Said by its kind and place only: the secret's own character is not repeated anywhere.
    const what = bad[0] === '\n' || bad[0] === '\r' ? 'a line break' : bad[0].charCodeAt(0) < 0x20 || bad[0] === '\x7f' ? 'a control character' : 'a character beyond Latin-1';
    throw new ConsoleError('usage', 'SITE_SECRET_UNSENDABLE', `the ${field} of the profile "${profile.name}" holds ${what} at character ${bad.index + 1}, which an HTTP header cannot carry: enter it again in the site profile, exactly as the site issued it`, {
      profile: profile.name,
      field,
      position: bad.index + 1,
    });
  }
  return auth.type === 'bearer'
    ? { name: 'authorization', value: `Bearer ${secret}`, kept: `Bearer ${secretPlaceholder('auth.token')}`, secret }
    : { name: auth.name.toLowerCase(), value: secret, kept: secretPlaceholder('auth.value'), secret };
}

/**
 * Header lines as the call log keeps them: the profile's own secret replaced by the placeholder that
 * names it (any other form of a secret goes with the record's redaction, redactDeep).
 */
function keptHeaders(lines: readonly (readonly [string, string])[], auth: ReturnType<typeof authHeader>): SiteHeader[] {
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
const now = (): string => {
  const ms = Date.now();
  if (ms !== atMs) {
    atMs = ms;
    atText = new Date(ms).toISOString();
  }
  return atText;
};

/** The site client over the console's HTTP client and call log. */
export class SiteClient {
  readonly #http: HttpClient;
  readonly #log: SiteCallLog;
  readonly #binding: CallBindingKey | null;

  /** `binding`: this installation's key that binds a call to the secret it sent (call-binding.ts); without one, records are not bound. */
  constructor(http: HttpClient, log: SiteCallLog, binding: CallBindingKey | null = null) {
    this.#http = http;
    this.#log = log;
    this.#binding = binding;
  }

  /** L1: E1 person detail. */
  personDetail(profile: SiteProfile, personId: string, options: SiteCallOptions = {}): Promise<SiteCallResult<PersonResult>> {
    const body: PersonDetailRequest = { personId };
    return this.#call(profile, { operation: 'personDetail', recordAs: 'personDetail', body, dataFits: isPerson }, options) as Promise<SiteCallResult<PersonResult>>;
  }

  /** L2: E2 visitor elevator access; `floorIds` absent or empty lets the site complete them (rule 3). */
  addVisitorAccess(profile: SiteProfile, visitorId: string, floorIds: string[] | undefined, options: SiteCallOptions = {}): Promise<SiteCallResult<boolean>> {
    const body: AddVisitorRequest = floorIds === undefined ? { visitorId } : { visitorId, floorIds };
    return this.#call(profile, { operation: 'addVisitor', recordAs: 'addVisitor', body, dataFits: isBoolean }, options) as Promise<SiteCallResult<boolean>>;
  }

  /**
   * A connectivity probe: a call that changes nothing (E1 for an id no site has; E2 with an empty
   * body, which every site refuses as invalid). Any envelope means the path works.
   */
  probe(profile: SiteProfile, operation: SiteOperation, route: Route, signal?: AbortSignal): Promise<SiteCallResult<unknown>> {
    const body = operation === 'personDetail' ? { personId: '__site_console_probe__' } : {};
    return this.#call(profile, { operation, recordAs: 'probe', body, dataFits: anyData }, { route, signal });
  }

  /**
   * E4: one page of zones from the common component service (`services.common`), which only the
   * direct route reaches. Throws ConsoleError `usage` SITE_NO_ZONE_SERVICE when the profile names none.
   */
  zonePage(profile: SiteProfile, request: ZonePageRequest, signal?: AbortSignal): Promise<SiteCallResult<Page<Zone>>> {
    const base = profile.services.common;
    if (!base) {
      throw new ConsoleError('usage', 'SITE_NO_ZONE_SERVICE', `the profile "${profile.name}" names no common component service (services.common), so the site's zone pages (E4) cannot be read: add its address in the site profile`, { profile: profile.name });
    }
    const url = `${base.replace(/\/+$/, '')}${SITE_PATHS.zonePage}`;
    return this.#call(profile, { operation: 'zonePage', url, recordAs: 'zonePage', body: request, dataFits: isZonePage }, { route: 'direct', signal }) as Promise<SiteCallResult<Page<Zone>>>;
  }

  async #call(profile: SiteProfile, spec: CallSpec, options: SiteCallOptions): Promise<SiteCallResult<unknown>> {
    const route = options.route ?? profile.defaultRoute;
    const url = spec.operation === 'zonePage' ? spec.url : urlOf(profile, spec.operation, route);
    const auth = authHeader(profile);
    const headers: Record<string, string> = auth ? { [auth.name]: auth.value, accept: 'application/json', 'content-type': 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' };
    const secrets = profileSecrets(profile);
    // Asked for while the call is on its way (the first call opens the secrets store; then it is kept).
    const bindingKey = auth && this.#binding ? this.#binding.key() : null;
    const requestBody = JSON.stringify(spec.body);
    const label = `${OPERATION_TITLES[spec.operation]} over ${route}`;
    const tls = tlsFor(profile, serviceCalled(spec.operation, route));
    const at = now();
    let response: HttpResponse | null = null;
    let verdict: Verdict;
    let traceparent = '';
    let durationMs = 0;
    // An answer that arrived but could not be used (a body that would not decode): what the record keeps of it.
    let unusable: { status: number; statusText: string; headers: Record<string, string | string[]>; body?: Buffer; encodedBytes: number; clockSkewMs: number | null } | null = null;
    try {
      response = await this.#http.request({
        url,
        method: 'POST',
        headers,
        body: requestBody,
        timeouts: profile.timeouts,
        tls,
        signal: options.signal,
        label,
      });
      traceparent = response.traceparent;
      durationMs = response.timings.totalMs;
      verdict = judge(response, spec, profile, route, label, tls?.clientCertificate !== undefined);
    } catch (error) {
      if (!(error instanceof ConsoleError)) throw error;
      const { answer, ...details } = error.details ?? {};
      traceparent = String(details.traceparent ?? '');
      durationMs = Number(details.durationMs ?? 0);
      if (isAnswerHead(answer)) {
        unusable = { ...answer, encodedBytes: Number(details.encodedBytes ?? 0), clockSkewMs: typeof details.clockSkewMs === 'number' ? details.clockSkewMs : null };
      }
      verdict = { outcome: 'failure', data: null, envelope: null, error: { ...error.toBridgeError(), details: { ...details, route, operation: spec.operation } } };
    }
    const traceId = response ? response.traceId : (traceparent.split('-')[1] ?? '');
    const sent = response?.sent ?? null;
    // Without what went on the wire (the call failed before undici wrote it), the headers the console asked for.
    const requestLines = sent?.headers ?? Object.entries({ 'accept-encoding': ACCEPT_ENCODING, ...headers, ...(traceparent ? { traceparent } : {}) });
    // Built in the order of its schema, the optional parts added where they belong (no spread: this
    // runs for every call), with what the site answered as it came: the whole record is redacted
    // below, once, every string of it.
    const { responseBody, base64 } = keptBody(response, verdict, unusable?.body, secrets);
    const built: SiteCallRecord = {
      id: traceId,
      at,
      profileName: profile.name,
      operation: spec.recordAs,
      route,
      method: 'POST',
      url,
      traceparent,
      requestBody,
      responseBody,
      status: response?.status ?? unusable?.status ?? null,
      timings: response?.timings ?? null,
      durationMs,
      clockSkewMs: response?.clockSkewMs ?? unusable?.clockSkewMs ?? null,
      request: { httpVersion: sent?.httpVersion ?? 'HTTP/1.1', headers: keptHeaders(requestLines, auth), bodyBytes: Buffer.byteLength(requestBody) },
    } as SiteCallRecord;
    if (response) built.response = { statusText: response.statusText, headers: keptHeaders(answerLines(response.headers), null), bodyBytes: response.body.length, encodedBytes: response.encodedBytes };
    else if (unusable) built.response = { statusText: unusable.statusText, headers: keptHeaders(answerLines(unusable.headers), null), bodyBytes: 0, encodedBytes: unusable.encodedBytes };
    if (base64) built.responseBodyEncoding = 'base64';
    built.serverAddress = sent?.serverAddress ?? null;
    const trust = trustOf(profile, tls, sent?.publicKeySha256);
    if (trust) built.trust = trust;
    built.outcome = verdict.outcome;
    built.category = verdict.error?.category ?? null;
    built.code = verdict.error?.code ?? null;
    built.message = verdict.error?.message ?? null;
    // Redaction by value of the record and of what the caller shows (the window, the command line's
    // output), in one walk: every string, wherever the site put a secret (its envelope code, its
    // reason phrase, a header), and no list of fields to forget one from.
    const redacted = redactDeep({ envelope: verdict.envelope, error: verdict.error, record: built }, secrets);
    // A success's data is the envelope's own: taken from the envelope redacted, not read twice (an E4 page of zones).
    const envelopeData = typeof verdict.envelope === 'object' && verdict.envelope !== null ? (verdict.envelope as { data?: unknown }).data : undefined;
    const data = envelopeData !== undefined && envelopeData === verdict.data ? (redacted.envelope as { data: unknown }).data : redactDeep(verdict.data, secrets);
    const shown: SiteCallResult<unknown> = { route, outcome: verdict.outcome, data, envelope: redacted.envelope, error: redacted.error, record: redacted.record };
    const record = shown.record;
    // Cut after the secret's replacement, so that no part of one is left at the cut.
    if (record.responseBody !== null && !base64) record.responseBody = clip(record.responseBody);
    // The call bound to the profile and the secret it sent, for an export in clear (call-binding.ts).
    const key = bindingKey ? await bindingKey : null;
    if (key && auth) {
      const profileId = storedProfileId(profile);
      record.sentWith = { profileId, secretDigest: secretDigest(key, { profileId, method: record.method, url: record.url, secret: auth.secret }) };
    }
    // Not awaited: the call's answer does not wait for the disk; the log's readers do (and a
    // failed write is reported by them, so no handler of this call's own is needed).
    // An envelope was read from the answer, so its text is JSON: the log may write it as itself.
    void this.#log.append(record, verdict.envelope !== null && response !== null && record.responseBody === response.text());
    return shown;
  }
}

/** The Date header a call's answer carried when it cannot be read (so its clock is not known), or null. */
export const unreadableDateOf = (record: SiteCallRecord): string | null => unreadableDate((record.response?.headers ?? []).filter((h) => h.name.toLowerCase() === 'date').map((h) => h.value));

/**
 * What the call log keeps of an answer's body: its text (redacted and cut with the record); or,
 * for bytes that are not UTF-8 text (an image where JSON belongs, an answer that would not decode),
 * the bytes in base64, every form of a secret replaced in them before they are cut. Bytes still compressed
 * cannot be searched for a secret: with secrets in the profile they are not kept at all.
 */
function keptBody(response: HttpResponse | null, verdict: Verdict, undecoded: Buffer | undefined, secrets: readonly string[]): { responseBody: string | null; base64: boolean } {
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
  const forms = [...new Set(secrets.flatMap((secret) => [secret, ...[Buffer.from(secret, 'utf8'), Buffer.from(secret, 'utf16le'), Buffer.from(secret, 'utf16le').swap16()].map((bytes) => bytes.toString('latin1'))]))];
  const [redacted] = redactTexts([bytes.toString('latin1')], forms);
  return { responseBody: Buffer.from(redacted!, 'latin1').subarray(0, KEPT_BODY_BYTES).toString('base64'), base64: true };
}

/** Whether a failure's details carry the head of an answer that arrived (HttpClient: a body that would not decode). */
function isAnswerHead(value: unknown): value is { status: number; statusText: string; headers: Record<string, string | string[]>; body?: Buffer } {
  const head = value as { status?: unknown; statusText?: unknown; headers?: unknown; body?: unknown } | null | undefined;
  return typeof head?.status === 'number' && typeof head.statusText === 'string' && typeof head.headers === 'object' && head.headers !== null && (head.body === undefined || Buffer.isBuffer(head.body));
}

interface Verdict {
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
function notJson(response: HttpResponse, text: string, where: string, fail: (category: BridgeError['category'], code: string, message: string, envelope: unknown, more: Record<string, unknown>) => Verdict): Verdict {
  const contentType = headerValue(response.headers['content-type']) ?? 'none';
  const contentEncoding = response.contentEncoding;
  const more = { preview: preview(text), contentType, contentEncoding: contentEncoding ?? 'none' };
  if (contentEncoding !== null && !response.decoded) {
    return fail('malformed', 'SITE_ENCODING_UNSUPPORTED', `the service answered HTTP ${response.status} with a body compressed as ${contentEncoding}, which the console does not decode (it asks for gzip, deflate or br; content type ${contentType}) (${where}): configure the gateway to send gzip or no compression`, null, more);
  }
  if (contentEncoding !== null) {
    return fail('malformed', 'SITE_NOT_JSON_DECODED', `the service answered HTTP ${response.status} with a ${contentEncoding}-compressed body that is still not JSON once decompressed (content type ${contentType}: "${preview(text)}") (${where}): check what the gateway in between compresses and relays`, null, more);
  }
  return fail('malformed', 'SITE_NOT_JSON', `the service answered HTTP ${response.status} with a body that is not JSON (content type ${contentType}: "${preview(text)}") (${where}): check that the address points at the site service and not at a web page or proxy`, null, more);
}

const headerValue = (value: string | string[] | undefined): string | null => (value === undefined ? null : Array.isArray(value) ? value.join(', ') : value);

// nginx with `ssl_verify_client on` (a common site gateway) finishes the TLS handshake whatever
// the client certificate, then answers HTTP 400 with one of these pages: the refusal is the
// client certificate's, not an HTTP status to puzzle over.
const NGINX_CLIENT_CERT_PAGES: [RegExp, 'HTTP_TLS_CLIENT_CERT_REQUIRED' | 'HTTP_TLS_CLIENT_CERT_REFUSED'][] = [
  [/No required SSL certificate was sent/, 'HTTP_TLS_CLIENT_CERT_REQUIRED'],
  [/The SSL certificate error/, 'HTTP_TLS_CLIENT_CERT_REFUSED'],
];

/** The client certificate refusal a gateway's HTTP 400 page says (in the HTTP client's words), or null. */
function gatewayCertificateRefusal(response: HttpResponse, text: string, label: string, profile: SiteProfile, presented: boolean): BridgeError | null {
  if (response.status !== 400) return null;
  const page = NGINX_CLIENT_CERT_PAGES.find(([pattern]) => pattern.test(text));
  if (!page) return null;
  const code = page[1] === 'HTTP_TLS_CLIENT_CERT_REFUSED' || presented ? 'HTTP_TLS_CLIENT_CERT_REFUSED' : 'HTTP_TLS_CLIENT_CERT_REQUIRED';
  const place = { method: response.method, url: response.url, label, traceId: response.traceId, traceparent: response.traceparent, durationMs: response.timings.totalMs };
  return httpFailure(code, place, { ...profile.timeouts, reason: `HTTP 400 “${preview(text.replace(/<[^>]*>/g, ' '))}”` }).toBridgeError();
}

/** Judges an answer: status, JSON, envelope, data shape. */
function judge(response: HttpResponse, spec: CallSpec, profile: SiteProfile, route: Route, label: string, presented: boolean): Verdict {
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
  if (envelope?.success && spec.dataFits(envelope.data)) return { outcome: envelope.data === false ? 'no' : 'success', data: envelope.data, envelope: parsed, error: null };
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
function statusFailure(response: HttpResponse, text: string, where: string, fail: (category: BridgeError['category'], code: string, message: string, envelope?: unknown, more?: Record<string, unknown>) => Verdict, more: Record<string, unknown> = {}): Verdict {
  const advice = statusAdvice(response.status, response.headers);
  return fail('http', 'SITE_HTTP_STATUS', `the service answered HTTP ${response.status} without a site answer ("${preview(text)}") (${where}): ${advice.en}`, null, { preview: preview(text), advice, ...more });
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
  const facts = { url: response.url, route, operation: spec.operation, status: response.status, traceId: response.traceId, durationMs: response.timings.totalMs };
  const statusOk = response.status >= 200 && response.status < 300;
  const fail = (category: BridgeError['category'], code: string, message: string, envelope: unknown = null, more: Record<string, unknown> = {}): Verdict => ({
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
      return fail('malformed', 'SITE_JSON_CUT_SHORT', `the service answered HTTP ${response.status} with JSON that stops before it ends (content type ${contentType}, content encoding ${contentEncoding}, ${response.body.length} bytes, ending “${text.trimEnd().slice(-40)}”) (${where}): the answer was cut short by the service or by something in between (a gateway's buffering or timeouts); try again, and check the service's logs`, null, {
        bytes: response.body.length,
        ending: text.trimEnd().slice(-40),
        contentType,
        contentEncoding,
      });
    }
    return statusOk ? notJson(response, text, where, fail) : statusFailure(response, text, where, fail);
  }
  const { parsed, envelope } = read;
  if (!envelope) {
    return statusOk
      ? fail('malformed', 'SITE_NOT_ENVELOPE', `the service answered JSON that is not a site envelope (no success flag and no code) (${where}): check the address, or set the profile's envelope field names`, null, { preview: preview(text) })
      : statusFailure(response, text, where, fail);
  }
  // A status that no site answer comes with (SITE-API.md: 200, and 400 and 500 with an envelope),
  // carrying JSON with a code the site does not use, is what stands in front of the service
  // talking: a gateway's {"code":502,"message":"Bad Gateway"}, a 401 of its own. It is not the
  // site saying no, and goes as the status it is.
  if (!envelope.success && !SITE_ANSWER_STATUSES.has(response.status) && !(response.status >= 200 && response.status < 300) && !(SITE_ERROR_CODES as readonly string[]).includes(envelope.code)) {
    return statusFailure(response, text, where, fail, { siteCode: envelope.code, siteMessage: envelope.message });
  }
  if (!envelope.success) {
    return fail('envelope', envelope.code, `the service answered ${envelope.code}${envelope.message ? `: ${envelope.message}` : ''} (${where})`, parsed, { siteMessage: envelope.message });
  }
  return fail('malformed', 'SITE_UNEXPECTED_DATA', `the service answered success but its data is not what ${OPERATION_TITLES[spec.operation]} returns (${where}): check that the address points at the right service`, parsed);
}
