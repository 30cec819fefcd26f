// The site client: E1 (L1 person detail) and E2 (L2 visitor elevator access) over the route the
// engineer or the profile chooses, and E4 zone pages on the common component service (a batch
// preview's floor check), through the one HTTP client. Every call, whatever its fate,
// ends in the call log and in a SiteCallResult: success, a business "no" (`data: false`), or a
// failure with a category (network, timeout, tls, http, envelope, malformed). Only usage errors
// (a route the operation cannot take, a secret that is not set) are thrown, before any call.
// What a call sends is call-spec.ts, how its answer is judged verdict.ts, its record call-record.ts.
import type { SiteCallRecord, SiteCallResult } from '../../shared/api';
import { ConsoleError } from '../../shared/errors';
import {
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
import { secretDigest, type CallBindingKey } from './call-binding';
import { clip, type SiteCallLog } from './call-log';
import { isAnswerHead, keptBody, recordOf, startedAt, type UnusableAnswer } from './call-record';
import { anyData, isBoolean, isPerson, isZonePage, OPERATION_TITLES, serviceCalled, type CallSpec } from './call-spec';
import { storedProfileId } from './profiles';
import { urlOf, type SiteOperation } from './routes';
import { redactDeep, secretPlaceholder } from '../secrets/redaction';
import { judge, type Verdict } from './verdict';

/** Options of one call. */
export interface SiteCallOptions {
  /** Route; default the profile's defaultRoute. */
  route?: Route;
  /** Cancels the call. */
  signal?: AbortSignal;
}

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
    throw new ConsoleError(
      'usage',
      'SITE_SECRET_MISSING',
      `the profile "${profile.name}" uses ${auth.type} authentication but its ${auth.type === 'bearer' ? 'token' : 'header value'} is not set: enter it in the site profile`,
      {
        profile: profile.name,
        auth: auth.type,
      },
    );
  }
  // An HTTP header carries visible Latin-1 text only: a secret pasted with its line break, or typed
  // with a character beyond Latin-1, is said to be the profile's problem, not the network's.
  const bad = UNSENDABLE.exec(secret);
  if (bad) {
    const field = auth.type === 'bearer' ? 'auth.token' : 'auth.value';
    // Said by its kind and place only: the secret's own character is not repeated anywhere.
    const what =
      bad[0] === '\n' || bad[0] === '\r'
        ? 'a line break'
        : bad[0].charCodeAt(0) < 0x20 || bad[0] === '\x7f'
          ? 'a control character'
          : 'a character beyond Latin-1';
    throw new ConsoleError(
      'usage',
      'SITE_SECRET_UNSENDABLE',
      `the ${field} of the profile "${profile.name}" holds ${what} at character ${bad.index + 1}, which an HTTP header cannot carry: enter it again in the site profile, exactly as the site issued it`,
      {
        profile: profile.name,
        field,
        position: bad.index + 1,
      },
    );
  }
  return auth.type === 'bearer'
    ? { name: 'authorization', value: `Bearer ${secret}`, kept: `Bearer ${secretPlaceholder('auth.token')}`, secret }
    : { name: auth.name.toLowerCase(), value: secret, kept: secretPlaceholder('auth.value'), secret };
}

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
    return this.#call(profile, { operation: 'personDetail', recordAs: 'personDetail', body, dataFits: isPerson }, options) as Promise<
      SiteCallResult<PersonResult>
    >;
  }

  /** L2: E2 visitor elevator access; `floorIds` absent or empty lets the site complete them (rule 3). */
  addVisitorAccess(
    profile: SiteProfile,
    visitorId: string,
    floorIds: string[] | undefined,
    options: SiteCallOptions = {},
  ): Promise<SiteCallResult<boolean>> {
    const body: AddVisitorRequest = floorIds === undefined ? { visitorId } : { visitorId, floorIds };
    return this.#call(profile, { operation: 'addVisitor', recordAs: 'addVisitor', body, dataFits: isBoolean }, options) as Promise<
      SiteCallResult<boolean>
    >;
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
      throw new ConsoleError(
        'usage',
        'SITE_NO_ZONE_SERVICE',
        `the profile "${profile.name}" names no common component service (services.common), so the site's zone pages (E4) cannot be read: add its address in the site profile`,
        { profile: profile.name },
      );
    }
    const url = `${base.replace(/\/+$/, '')}${SITE_PATHS.zonePage}`;
    return this.#call(
      profile,
      { operation: 'zonePage', url, recordAs: 'zonePage', body: request, dataFits: isZonePage },
      { route: 'direct', signal },
    ) as Promise<SiteCallResult<Page<Zone>>>;
  }

  async #call(profile: SiteProfile, spec: CallSpec, options: SiteCallOptions): Promise<SiteCallResult<unknown>> {
    const route = options.route ?? profile.defaultRoute;
    const url = spec.operation === 'zonePage' ? spec.url : urlOf(profile, spec.operation, route);
    const auth = authHeader(profile);
    const headers: Record<string, string> = auth
      ? { [auth.name]: auth.value, accept: 'application/json', 'content-type': 'application/json' }
      : { accept: 'application/json', 'content-type': 'application/json' };
    const secrets = profileSecrets(profile);
    // Asked for while the call is on its way (the first call opens the secrets store; then it is kept).
    const bindingKey = auth && this.#binding ? this.#binding.key() : null;
    const requestBody = JSON.stringify(spec.body);
    const label = `${OPERATION_TITLES[spec.operation]} over ${route}`;
    const tls = tlsFor(profile, serviceCalled(spec.operation, route));
    const at = startedAt();
    let response: HttpResponse | null = null;
    let verdict: Verdict;
    let traceparent = '';
    let durationMs = 0;
    let unusable: UnusableAnswer | null = null;
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
        unusable = {
          ...answer,
          encodedBytes: Number(details.encodedBytes ?? 0),
          clockSkewMs: typeof details.clockSkewMs === 'number' ? details.clockSkewMs : null,
        };
      }
      verdict = {
        outcome: 'failure',
        data: null,
        envelope: null,
        error: { ...error.toBridgeError(), details: { ...details, route, operation: spec.operation } },
      };
    }
    const traceId = response ? response.traceId : (traceparent.split('-')[1] ?? '');
    const kept = keptBody(response, verdict, unusable?.body, secrets);
    const built = recordOf({
      id: traceId,
      at,
      profile,
      operation: spec.recordAs,
      route,
      url,
      traceparent,
      headers,
      auth,
      requestBody,
      kept,
      durationMs,
      response,
      unusable,
      tls,
      verdict,
    });
    // Redaction by value of the record and of what the caller shows (the window, the command line's
    // output), in one walk: every string, wherever the site put a secret (its envelope code, its
    // reason phrase, a header), and no list of fields to forget one from.
    const redacted = redactDeep({ envelope: verdict.envelope, error: verdict.error, record: built }, secrets);
    // A success's data is the envelope's own: taken from the envelope redacted, not read twice (an E4 page of zones).
    const envelopeData =
      typeof verdict.envelope === 'object' && verdict.envelope !== null ? (verdict.envelope as { data?: unknown }).data : undefined;
    const data =
      envelopeData !== undefined && envelopeData === verdict.data
        ? (redacted.envelope as { data: unknown }).data
        : redactDeep(verdict.data, secrets);
    const shown: SiteCallResult<unknown> = {
      route,
      outcome: verdict.outcome,
      data,
      envelope: redacted.envelope,
      error: redacted.error,
      record: redacted.record,
    };
    const record = shown.record;
    // Cut after the secret's replacement, so that no part of one is left at the cut.
    if (record.responseBody !== null && !kept.base64) record.responseBody = clip(record.responseBody);
    // The call bound to the profile and the secret it sent, for an export in clear (call-binding.ts).
    const key = bindingKey ? await bindingKey : null;
    if (key && auth) {
      const profileId = storedProfileId(profile);
      record.sentWith = {
        profileId,
        secretDigest: secretDigest(key, { profileId, method: record.method, url: record.url, secret: auth.secret }),
      };
    }
    // Not awaited: the call's answer does not wait for the disk; the log's readers do (and a
    // failed write is reported by them, so no handler of this call's own is needed).
    // An envelope was read from the answer, so its text is JSON: the log may write it as itself.
    void this.#log.append(record, verdict.envelope !== null && response !== null && record.responseBody === response.text());
    return shown;
  }
}

/** The Date header a call's answer carried when it cannot be read (so its clock is not known), or null. */
export const unreadableDateOf = (record: SiteCallRecord): string | null =>
  unreadableDate((record.response?.headers ?? []).filter((h) => h.name.toLowerCase() === 'date').map((h) => h.value));
