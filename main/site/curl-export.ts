// Site calls as cURL command lines, exactly as the console sent each, for a vendor's support to
// replay: every word from the record quoted for a POSIX shell, since the call log is data, never code.
import type { SiteCallRecord } from '../../shared/api';
import { requestHeaders } from './call-record';
import { CREATOR } from './har-export';

// Headers curl writes itself, from the URL and the body, with the same values the console sent.
const CURL_OWN_HEADERS = new Set(['host', 'content-length', 'connection']);

/** Where a client key's passphrase goes in a cURL line: the engineer types it in. */
export const PASSPHRASE_PLACEHOLDER = '[redacted:tls.passphrase]';

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
    if (c === "'" || HAS_UNSAFE.test(c) || (c === '-' && format === ''))
      format += [...Buffer.from(c, 'utf8')].map((b) => `\\${b.toString(8).padStart(3, '0')}`).join('');
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
export const shellQuote = (word: string): string =>
  HAS_UNSAFE.test(word) ? `"$(printf ${printfFormat(word)})"` : `'${word.replace(/'/g, `'\\''`)}'`;

/** What stands in a script, and in copy as cURL, for a call whose line cannot carry it as recorded. */
export const CURL_LEFT_OUT =
  '# left out: this call’s method, URL or a header holds a line break, a NUL or a header name that is not an HTTP token, so no cURL line sends it as recorded (the console never sends one; the record was altered)';

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
  if (ordered.some((r) => r.trust?.clientCertificate?.passphrase))
    lines.push(`# A client key's passphrase is never exported: replace ${PASSPHRASE_PLACEHOLDER} with it.`);
  for (const record of ordered) {
    // Every field is the record's (a site's code, a log from a stick): escaped onto the one comment line.
    const about = `${record.at} ${record.operation} over ${record.route}: ${record.outcome}${record.code ? ` ${record.code}` : ''}${record.status !== null ? ` (HTTP ${record.status})` : ''}, trace ${record.id}`;
    lines.push('', `# ${commentSafe(about)}`, curlOf(record));
  }
  return `${lines.join('\n')}\n`;
}
