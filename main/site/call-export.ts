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
import { digestHolds, type CallBindingKey } from './call-binding';
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

/**
 * Where a call's secret is found for an export in clear: the secrets that may be the one it sent,
 * and the key its binding was made under (call-binding.ts). Only a candidate that matches the
 * binding is put back.
 */
export interface SecretSource {
  /** The secrets that may have been sent, in the order tried; none when no profile of the call's id or name has one. */
  candidates(record: SiteCallRecord): Promise<string[]>;
  /** This installation's binding key; throws the secrets store's error when it cannot be read. */
  key(): Promise<Buffer>;
}

const headerOf = (headers: readonly SiteHeader[], name: string): string | undefined => headers.find((h) => h.name.toLowerCase() === name)?.value;

/** The request header lines of a record; a record kept before they were logged has its traceparent and content type only. */
function requestHeaders(record: SiteCallRecord): SiteHeader[] {
  return record.request?.headers ?? [{ name: 'content-type', value: 'application/json' }, { name: 'traceparent', value: record.traceparent }];
}

/** How many calls an error names by id; the others are counted. */
const IDS_NAMED = 5;

/**
 * The records with the secret each call sent put back in place of its placeholder, in every request
 * header: only a secret that matches the call's binding (`sentWith`: its profile's id and the keyed
 * digest of what it sent), never whichever profile has the call's name today. Throws ConsoleError
 * (usage) SITE_EXPORT_SECRET_UNKNOWN when no profile of the call's id or name has a secret, and
 * SITE_EXPORT_SECRET_CHANGED naming every call whose secret is no longer the one sent, or that was
 * logged before calls were bound (nothing tells which secret it sent).
 */
export async function revealSecrets(records: readonly SiteCallRecord[], source: SecretSource): Promise<SiteCallRecord[]> {
  const out: SiteCallRecord[] = [];
  const refused: string[] = [];
  let key: Buffer | null = null;
  for (const record of records) {
    const headers = requestHeaders(record);
    if (!headers.some((h) => h.value.search(SECRET_PLACEHOLDER) >= 0)) {
      out.push(record);
      continue;
    }
    const binding = record.sentWith;
    // A log is data that may come from elsewhere (a portable folder): a binding of another shape binds nothing.
    if (typeof binding?.secretDigest !== 'string' || (binding.profileId !== null && typeof binding.profileId !== 'string')) {
      refused.push(record.id);
      continue;
    }
    const candidates = await source.candidates(record);
    if (candidates.length === 0) {
      throw new ConsoleError('usage', 'SITE_EXPORT_SECRET_UNKNOWN', `the secret of the site profile "${record.profileName}" (which made call ${record.id}) is not in the secrets store: export without secrets in clear, or (command line) name that profile's file with --profile, once for each profile whose calls are exported`, {
        profile: record.profileName,
        id: record.id,
      });
    }
    key ??= await source.key();
    const bound = { profileId: binding.profileId, method: record.method, url: record.url };
    const secret = candidates.find((candidate) => digestHolds(key!, { ...bound, secret: candidate }, binding.secretDigest));
    if (secret === undefined) {
      refused.push(record.id);
      continue;
    }
    const revealed = headers.map((h) => ({ name: h.name, value: h.value.replace(SECRET_PLACEHOLDER, () => secret) }));
    out.push({ ...record, request: { httpVersion: record.request?.httpVersion ?? 'HTTP/1.1', bodyBytes: record.request?.bodyBytes ?? Buffer.byteLength(record.requestBody), headers: revealed } });
  }
  if (refused.length > 0) {
    const ids = `${refused.slice(0, IDS_NAMED).join(', ')}${refused.length > IDS_NAMED ? ` and ${refused.length - IDS_NAMED} more` : ''}`;
    throw new ConsoleError(
      'usage',
      'SITE_EXPORT_SECRET_CHANGED',
      `${refused.length} call(s) cannot be exported with secrets in clear (${ids}): the secret each was sent with is no longer the one its site profile holds (changed, or the profile renamed and another made under its name), or the call was logged before the console recorded which secret a call sent; nothing was written: export without secrets in clear, or send those calls again and export the new ones`,
      { ids, count: refused.length },
    );
  }
  return out;
}

/**
 * The secrets that may have sent a call: a profile file given on the command line under the call's
 * profile name, the stored profile the call was sent with (by its id: it may have been renamed
 * since), and the stored profiles of that name; the binding decides which, if any, it was.
 */
export function profileSecretSource(store: SiteProfileStore, binding: CallBindingKey, given: readonly SiteProfile[] = []): SecretSource {
  const stored = new Map<string, Promise<string | undefined>>();
  const secretOf = (id: string): Promise<string | undefined> => {
    let kept = stored.get(id);
    if (!kept) stored.set(id, (kept = store.resolve(id).then((profile) => splitSecret(profile).secret)));
    return kept;
  };
  let listed: ReturnType<SiteProfileStore['list']> | null = null;
  return {
    candidates: async (record) => {
      const found: (string | undefined)[] = given.filter((p) => p.name === record.profileName).map((p) => splitSecret(p).secret);
      const { profiles } = await (listed ??= store.list());
      const ids = [...(record.sentWith?.profileId ? [record.sentWith.profileId] : []), ...profiles.filter((p) => p.profile.name === record.profileName).map((p) => p.id)];
      for (const id of new Set(ids)) if (profiles.some((p) => p.id === id)) found.push(await secretOf(id));
      return [...new Set(found.filter((secret): secret is string => Boolean(secret)))];
    },
    key: () => binding.required(),
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

// What an export writes for a shell is data, whatever the record holds (a site's answer, a call log
// on a stick): no character a shell or a terminal acts on is ever written raw. These are C0 and C1
// controls (NUL, tab, CR and LF among them), DEL, the line and paragraph separators and the
// bidirectional marks and overrides: a line break would end a comment, a Ctrl-U or CR pasted into a
// terminal would edit the line around the quotes, an override would hide what a line does.
const UNSAFE_CLASS = '[\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069]';
const HAS_UNSAFE = new RegExp(UNSAFE_CLASS);
const UNSAFE = new RegExp(UNSAFE_CLASS, 'g');
/** What no argument of a cURL line can carry as the record holds it: NUL ends a C string, CR and LF would split the HTTP request. */
const UNCARRIED = /[\0\r\n]/;
/** An HTTP header name (RFC 9110 token): anything else is not a header curl would send as given (`@file` even reads a file). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** A text for a `#` comment: one line, each unsafe character as its JSON escape (`\u000a`). */
const commentSafe = (text: string): string => text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * A printf format (single-quoted) that prints exactly the text's UTF-8 bytes: unsafe characters,
 * `'` and a leading `-` (printf would read it as an option) as octal escapes.
 */
function printfFormat(text: string): string {
  let format = '';
  for (const c of text) {
    if (c === "'" || HAS_UNSAFE.test(c) || (c === '-' && format === '')) format += [...Buffer.from(c, 'utf8')].map((b) => `\\${b.toString(8).padStart(3, '0')}`).join('');
    else format += c === '\\' ? '\\\\' : c === '%' ? '%%' : c;
  }
  return `'${format}'`;
}

/**
 * A word for a POSIX shell, on one line, that the shell reads as exactly the text and never runs:
 * single-quoted (a single quote written as '\''); a text with an unsafe character as
 * "$(printf '…')" with octal escapes. Not for a text with NUL or ending in a line feed, which a
 * command substitution cannot give back (the cURL lines never pass one: UNCARRIED).
 */
export const shellQuote = (word: string): string => (HAS_UNSAFE.test(word) ? `"$(printf ${printfFormat(word)})"` : `'${word.replace(/'/g, `'\\''`)}'`);

/** What stands in a script, and in copy as cURL, for a call whose line cannot carry it as recorded. */
export const CURL_LEFT_OUT = '# left out: this call’s method, URL or a header holds a line break, a NUL or a header name that is not an HTTP token, so no cURL line sends it as recorded (the console never sends one; the record was altered)';

/**
 * One record as one cURL command line, exactly as sent: method, URL, every header line the console
 * wrote (curl writes Host, Content-Length and Connection itself), the body; `--compressed` because
 * the console asks for gzip, deflate and br and decodes them; `--globoff` so that `[1-3]` or `{a,b}`
 * in a URL is sent as it stands, not as several requests; for https, the trust the console used
 * (its CA file; a pinned server's public key, with --insecure only beside --pinnedpubkey when the
 * profile pins without a CA, as the console then checks the pin instead of a chain). Every word
 * from the record is quoted (shellQuote); the URL follows --url so that no URL reads as an option.
 * A body with an unsafe character (even NUL) is piped in by printf as its exact bytes. A record no
 * line can carry (NUL, CR or LF outside the body; a header name that is not a token) gives
 * CURL_LEFT_OUT, a comment.
 */
export function curlOf(record: SiteCallRecord): string {
  let carried = true;
  const word = (text: string): string => {
    if (UNCARRIED.test(text)) carried = false;
    return shellQuote(text);
  };
  const words = ['curl', '-sS', '--http1.1', '--globoff', '-X', word(record.method), '--url', word(record.url)];
  for (const { name, value } of requestHeaders(record)) {
    if (CURL_OWN_HEADERS.has(name.toLowerCase())) continue;
    if (!HEADER_NAME.test(name)) carried = false;
    words.push('-H', word(value === '' ? `${name};` : `${name}: ${value}`));
  }
  if (requestHeaders(record).some((h) => h.name.toLowerCase() === 'accept-encoding')) words.push('--compressed');
  if (record.url.startsWith('https:') && record.trust) {
    if (record.trust.caFile) words.push('--cacert', word(record.trust.caFile));
    if (record.trust.publicKeySha256) {
      if (!record.trust.caFile) words.push('--insecure');
      words.push('--pinnedpubkey', word(`sha256//${record.trust.publicKeySha256}`));
    }
    // Mutual TLS: the same certificate the console presented. Its key's passphrase is never
    // exported, not even in clear (it guards a key file the export does not carry): put it in.
    const client = record.trust.clientCertificate;
    if (client?.pkcs12File) words.push('--cert-type', 'P12', '--cert', word(client.pkcs12File));
    else if (client?.certFile && client.keyFile) words.push('--cert', word(client.certFile), '--key', word(client.keyFile));
    if (client?.passphrase) words.push('--pass', shellQuote(PASSPHRASE_PLACEHOLDER));
  }
  if (!carried) return CURL_LEFT_OUT;
  if (record.method === 'GET') return words.join(' ');
  if (!HAS_UNSAFE.test(record.requestBody)) return [...words, '--data-raw', shellQuote(record.requestBody)].join(' ');
  return `printf ${printfFormat(record.requestBody)} | ${[...words, '--data-binary', '@-'].join(' ')}`;
}

/** The records as a POSIX shell script: one commented cURL line per call, oldest first. */
export function curlScriptOf(records: readonly SiteCallRecord[], version: string, secretsInClear: boolean): string {
  const ordered = [...records].sort((a, b) => a.at.localeCompare(b.at));
  const lines = [
    '#!/bin/sh',
    `# ${CREATOR} ${commentSafe(version)}: ${ordered.length} site call(s) as cURL command lines, exactly as sent.`,
    secretsInClear
      ? '# WARNING: this file holds the site profiles’ secrets in clear, as they were sent.'
      : '# Secrets are replaced by [redacted:auth.token] or [redacted:auth.value]: put the value in before you run a line.',
  ];
  if (ordered.some((r) => r.trust?.clientCertificate?.passphrase)) lines.push(`# A client key's passphrase is never exported: replace ${PASSPHRASE_PLACEHOLDER} with it.`);
  for (const record of ordered) {
    // Every field is the record's (a site's code, a log from a stick): escaped onto the one comment line.
    const about = `${record.at} ${record.operation} over ${record.route}: ${record.outcome}${record.code ? ` ${record.code}` : ''}${record.status !== null ? ` (HTTP ${record.status})` : ''}, trace ${record.id}`;
    lines.push('', `# ${commentSafe(about)}`, curlOf(record));
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
export async function callExport(site: { log: SiteCallLog; profiles: SiteProfileStore; binding: CallBindingKey }, version: string, request: CallExportRequest, given: readonly SiteProfile[] = []): Promise<{ text: string; count: number }> {
  let records = await recordsToExport(site.log, request.ids, request.filter ?? {});
  if (request.secretsInClear) records = await revealSecrets(records, profileSecretSource(site.profiles, site.binding, given));
  return { text: exportText(request.format, records, version, request.secretsInClear), count: records.length };
}
