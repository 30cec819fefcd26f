// Site calls as a site vendor's support asks for them first: HAR 1.2 (what browsers' developer
// tools and HAR viewers open) and cURL command lines, each exactly as the console sent the call.
// The call log never holds a secret in clear: the profile's own secret is kept as a placeholder that
// names it (`[redacted:auth.token]`, `[redacted:auth.value]`; redaction.ts). An export keeps those
// placeholders unless the engineer asks for secrets in clear; then `revealSecrets` puts the value back
// from the secrets store (or, on the command line, from the profile file given), and the window and
// the command line warn before and after. Any other echo of a secret (`[redacted]` in an answer) is
// not put back: the point is to replay the request, not to restore what the site echoed.
import { STATUS_CODES } from 'node:http';
import { extname } from 'node:path';
import type { SiteCallFilter, SiteCallRecord, SiteHeader } from '../../shared/api';
import { ConsoleError } from '../../shared/errors';
import type { SiteProfile } from '../../shared/site';
import { checkUserPath } from '../files/user-path';
import { UnsafeWriteError, writeConsoleFile } from '../files/safe-write';
import { SECRET_PLACEHOLDER } from '../secrets/redaction';
import { CLIPPED, KEPT_BODY_BYTES, type SiteCallLog } from './call-log';
import { splitSecret, type SiteProfileStore } from './profiles';

/** The formats a call exports to, and the file name endings each is written under. */
export const CALL_EXPORT_FORMATS = { har: /\.har$/i, curl: /\.(sh|txt)$/i } as const;
/** A format calls export to. */
export type CallExportFormat = keyof typeof CALL_EXPORT_FORMATS;

/** The product name in a HAR's `log.creator`. */
const CREATOR = 'Site Console';

// Headers curl writes itself, from the URL and the body, with the same values the console sent.
const CURL_OWN_HEADERS = new Set(['host', 'content-length', 'connection']);

/** Where a client key's passphrase goes in a cURL line: the engineer types it in. */
export const PASSPHRASE_PLACEHOLDER = '[redacted:tls.passphrase]';

const round = (ms: number): number => Math.round(ms * 100) / 100;

/** Where a profile's secret is found for an export in clear: by the record's profile name. */
export type SecretSource = (profileName: string, callId: string) => Promise<string>;

const headerOf = (headers: readonly SiteHeader[], name: string): string | undefined => headers.find((h) => h.name.toLowerCase() === name)?.value;

/** The request header lines of a record; a record kept before they were logged has its traceparent and content type only. */
function requestHeaders(record: SiteCallRecord): SiteHeader[] {
  return record.request?.headers ?? [{ name: 'content-type', value: 'application/json' }, { name: 'traceparent', value: record.traceparent }];
}

/**
 * The records with the profile's secret put back in place of its placeholder, in every request
 * header. Throws ConsoleError (usage) SITE_EXPORT_SECRET_UNKNOWN or SITE_EXPORT_SECRET_AMBIGUOUS
 * from the source when a secret cannot be found for certain.
 */
export async function revealSecrets(records: readonly SiteCallRecord[], source: SecretSource): Promise<SiteCallRecord[]> {
  const out: SiteCallRecord[] = [];
  for (const record of records) {
    const headers = requestHeaders(record);
    if (!headers.some((h) => h.value.search(SECRET_PLACEHOLDER) >= 0)) {
      out.push(record);
      continue;
    }
    const secret = await source(record.profileName, record.id);
    const revealed = headers.map((h) => ({ name: h.name, value: h.value.replace(SECRET_PLACEHOLDER, () => secret) }));
    out.push({ ...record, request: { httpVersion: record.request?.httpVersion ?? 'HTTP/1.1', bodyBytes: record.request?.bodyBytes ?? Buffer.byteLength(record.requestBody), headers: revealed } });
  }
  return out;
}

/**
 * The secrets of the stored profiles (the secrets store), found by the profile name a record
 * carries; `given` (profile files on the command line, their secrets in them) answer first for their names.
 */
export function profileSecretSource(store: SiteProfileStore, given: readonly SiteProfile[] = []): SecretSource {
  const cache = new Map<string, string>();
  return async (profileName, callId) => {
    const kept = cache.get(profileName);
    if (kept !== undefined) return kept;
    let secret: string | undefined;
    const file = given.find((p) => p.name === profileName);
    if (file) secret = splitSecret(file).secret;
    if (secret === undefined) {
      const named = (await store.list()).profiles.filter((p) => p.profile.name === profileName);
      if (named.length > 1) {
        throw new ConsoleError('usage', 'SITE_EXPORT_SECRET_AMBIGUOUS', `${named.length} stored site profiles are named "${profileName}" (the profile of call ${callId}), so which secret it sent is not certain: rename all but one, or export without secrets in clear`, {
          profile: profileName,
          id: callId,
          count: named.length,
        });
      }
      if (named[0]) secret = splitSecret(await store.resolve(named[0].id)).secret;
    }
    if (!secret) {
      throw new ConsoleError('usage', 'SITE_EXPORT_SECRET_UNKNOWN', `the secret of the site profile "${profileName}" (which made call ${callId}) is not in the secrets store: export without secrets in clear, or (command line) name that profile's file with --profile, once for each profile whose calls are exported`, {
        profile: profileName,
        id: callId,
      });
    }
    cache.set(profileName, secret);
    return secret;
  };
}

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
  return { time: round(Math.max(0, connect) + wait + receive), timings: { blocked: -1, dns: -1, connect, ssl: -1, send: 0, wait, receive } };
}

function harEntry(record: SiteCallRecord): Record<string, unknown> {
  const url = new URL(record.url);
  const headers = requestHeaders(record);
  const { time, timings } = harTimings(record);
  const answered = record.status !== null && record.response !== undefined;
  const responseHeaders = record.response?.headers ?? [];
  const responseText = record.responseBody ?? '';
  const base64 = record.responseBodyEncoding === 'base64';
  // An answer that would not decode keeps the bytes as they arrived (bodyBytes 0: nothing decoded).
  const whole = record.response === undefined ? 0 : record.response.bodyBytes === 0 ? record.response.encodedBytes : record.response.bodyBytes;
  // Cut where the call log cuts (a secret replaced changes a body's length without cutting it).
  const clipped = base64 ? Buffer.from(responseText, 'base64').length >= KEPT_BODY_BYTES && whole > KEPT_BODY_BYTES : CLIPPED.test(responseText);
  return {
    startedDateTime: record.at,
    time,
    request: {
      method: record.method,
      url: record.url,
      httpVersion: record.request?.httpVersion ?? 'HTTP/1.1',
      cookies: [],
      headers: headers.map(({ name, value }) => ({ name, value })),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
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
            ...(record.response && record.response.bodyBytes > record.response.encodedBytes ? { compression: record.response.bodyBytes - record.response.encodedBytes } : {}),
            mimeType: headerOf(responseHeaders, 'content-type') ?? 'x-unknown',
            text: responseText,
            // Bytes that are not UTF-8 text (binary, or what would not decode) are in base64 (HAR 1.2 `encoding`).
            ...(base64 ? { encoding: 'base64' } : {}),
            ...(record.responseBody === null && whole > 0
              ? { comment: 'the call log keeps no bytes of a body that would not decode while the profile has a secret: one inside the compressed bytes could not be found and replaced' }
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
    ...(record.category ? { _category: record.category, _code: record.code } : {}),
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

/** A word for a POSIX shell: single-quoted, a single quote written as '\''. */
export const shellQuote = (word: string): string => `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * One record as one cURL command line, exactly as sent: method, URL, every header line the console
 * wrote (curl writes Host, Content-Length and Connection itself), the body; `--compressed` because
 * the console asks for gzip, deflate and br and decodes them; for https, the trust the console used
 * (its CA file; a pinned server's public key, with --insecure only beside --pinnedpubkey when the
 * profile pins without a CA, as the console then checks the pin instead of a chain).
 */
export function curlOf(record: SiteCallRecord): string {
  const words = ['curl', '-sS', '--http1.1', '-X', record.method, shellQuote(record.url)];
  for (const { name, value } of requestHeaders(record)) {
    if (CURL_OWN_HEADERS.has(name.toLowerCase())) continue;
    words.push('-H', shellQuote(value === '' ? `${name};` : `${name}: ${value}`));
  }
  if (requestHeaders(record).some((h) => h.name.toLowerCase() === 'accept-encoding')) words.push('--compressed');
  if (record.url.startsWith('https:') && record.trust) {
    if (record.trust.caFile) words.push('--cacert', shellQuote(record.trust.caFile));
    if (record.trust.publicKeySha256) {
      if (!record.trust.caFile) words.push('--insecure');
      words.push('--pinnedpubkey', shellQuote(`sha256//${record.trust.publicKeySha256}`));
    }
    // Mutual TLS: the same certificate the console presented. Its key's passphrase is never
    // exported, not even in clear (it guards a key file the export does not carry): put it in.
    const client = record.trust.clientCertificate;
    if (client?.pkcs12File) words.push('--cert-type', 'P12', '--cert', shellQuote(client.pkcs12File));
    else if (client?.certFile && client.keyFile) words.push('--cert', shellQuote(client.certFile), '--key', shellQuote(client.keyFile));
    if (client?.passphrase) words.push('--pass', shellQuote(PASSPHRASE_PLACEHOLDER));
  }
  if (record.method !== 'GET') words.push('--data-raw', shellQuote(record.requestBody));
  return words.join(' ');
}

/** The records as a POSIX shell script: one commented cURL line per call, oldest first. */
export function curlScriptOf(records: readonly SiteCallRecord[], version: string, secretsInClear: boolean): string {
  const ordered = [...records].sort((a, b) => a.at.localeCompare(b.at));
  const lines = [
    '#!/bin/sh',
    `# ${CREATOR} ${version}: ${ordered.length} site call(s) as cURL command lines, exactly as sent.`,
    secretsInClear
      ? '# WARNING: this file holds the site profiles’ secrets in clear, as they were sent.'
      : '# Secrets are replaced by [redacted:auth.token] or [redacted:auth.value]: put the value in before you run a line.',
  ];
  if (ordered.some((r) => r.trust?.clientCertificate?.passphrase)) lines.push(`# A client key's passphrase is never exported: replace ${PASSPHRASE_PLACEHOLDER} with it.`);
  for (const record of ordered) {
    lines.push('', `# ${record.at} ${record.operation} over ${record.route}: ${record.outcome}${record.code ? ` ${record.code}` : ''}${record.status !== null ? ` (HTTP ${record.status})` : ''}, trace ${record.id}`, curlOf(record));
  }
  return `${lines.join('\n')}\n`;
}

/** The text of an export in a format. */
export function exportText(format: CallExportFormat, records: readonly SiteCallRecord[], version: string, secretsInClear: boolean): string {
  return format === 'har' ? `${JSON.stringify(harOf(records, version, secretsInClear), null, 2)}\n` : curlScriptOf(records, version, secretsInClear);
}

/** Checks the path an export goes to (the right ending, not in the data directory); returns it absolute. */
export function checkExportPath(path: string, format: CallExportFormat, dataDir: string): Promise<string> {
  return checkUserPath(path, {
    dataDir,
    extension: CALL_EXPORT_FORMATS[format],
    wrongExtension: (candidate, through) =>
      new ConsoleError('validation', 'SITE_EXPORT_TYPE', `${through}${candidate} does not end in ${format === 'har' ? '.har' : '.sh or .txt'}; ${format === 'har' ? 'a HAR file ends in .har' : 'cURL lines are saved as a .sh (or .txt) file'}`, {
        path: candidate,
        extension: extname(candidate) || 'none',
        format,
      }),
    reserved: (absolute) => new ConsoleError('validation', 'SITE_EXPORT_RESERVED_PATH', `${absolute} is one of the console's own files; choose a file elsewhere`, { path: absolute }),
  });
}

/** Writes an export through the safe writer (atomic, 0600, never through a link). */
export async function writeExport(path: string, text: string): Promise<void> {
  try {
    await writeConsoleFile(path, Buffer.from(text, 'utf8'));
  } catch (error) {
    if (error instanceof UnsafeWriteError) {
      throw new ConsoleError('io', 'SITE_EXPORT_LINK', `${path} is a symbolic link or not a file: the console does not write exports through links; choose another file name`, { path });
    }
    throw new ConsoleError('io', 'SITE_EXPORT_IO', `cannot write the export to ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): choose a folder you can write to`, { path });
  }
}

/** The records an export covers: those with the given ids (each must be in the log), else the filter's (newest 5000 at most). */
export async function recordsToExport(log: SiteCallLog, ids: readonly string[] | undefined, filter: SiteCallFilter): Promise<SiteCallRecord[]> {
  const records: SiteCallRecord[] = [];
  if (ids?.length) {
    for (const id of ids) {
      const found = await log.find(id);
      if (!found) throw new ConsoleError('not-found', 'SITE_EXPORT_CALL_NOT_FOUND', `the site call log no longer holds call ${id} (it keeps the last 4 to 8 MiB of calls): make the call again, then export it`, { id });
      records.push(found);
    }
  } else {
    records.push(...(await log.list({ limit: 5000, ...filter })));
  }
  if (records.length === 0) throw new ConsoleError('not-found', 'SITE_EXPORT_NOTHING', 'no site call matches the filter, so there is nothing to export: change the filter or make a call first', {});
  return records;
}

/** What to export, and how. */
export interface CallExportRequest {
  format: CallExportFormat;
  /** Calls by id (trace id); when absent or empty, the filter's. */
  ids?: readonly string[];
  filter?: SiteCallFilter;
  /** Put the profiles' secrets back in clear (the caller has warned the engineer). */
  secretsInClear: boolean;
}

/** The export's text and how many calls it holds; the one path of the window and the command line. */
export async function callExport(site: { log: SiteCallLog; profiles: SiteProfileStore }, version: string, request: CallExportRequest, given: readonly SiteProfile[] = []): Promise<{ text: string; count: number }> {
  let records = await recordsToExport(site.log, request.ids, request.filter ?? {});
  if (request.secretsInClear) records = await revealSecrets(records, profileSecretSource(site.profiles, given));
  return { text: exportText(request.format, records, version, request.secretsInClear), count: records.length };
}
