// Issue 31, F1/F9: a call record is data, whatever its fields hold (a site's code, a call log from a
// stick). For any record, the cURL script passes `sh -n`; run by sh with a curl of the test's own
// (first and only on PATH, it keeps its argv) it runs exactly one curl per call with the record's
// method, URL, headers and body and `--globoff`, and nothing else: no file appears, no command is
// looked for, the canaries stay absent. The HAR of any record is JSON that gives each field back.
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { exportText } from '../../../../main/site/call-export';
import { CURL_LEFT_OUT, curlOf, curlScriptOf, shellQuote } from '../../../../main/site/curl-export';
import { callLine, SITE_CALL_LOG_FILE, SiteCallLog } from '../../../../main/site/call-log';
import type { SiteCallRecord, SiteHeader } from '../../../../shared/api';

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'site-console-curl-injection-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Made by `/usr/bin/touch` should any payload run. */
const CANARY = join(root, 'CANARY');
/** Shell text that would run something if it ever reached the shell as code. */
const PAYLOADS = [
  '$(>PWNED)',
  '`>PWNED`',
  "';>PWNED;'",
  '"; >PWNED; "',
  '\n>PWNED\n',
  '\r\n>PWNED #',
  '\u2028>PWNED',
  `$(/usr/bin/touch ${CANARY})`,
  `'$(/usr/bin/touch ${CANARY})'`,
  `\n/usr/bin/touch ${CANARY}\n#`,
  '\\',
  "'\\''",
  '%s%n',
  '\u0015>PWNED',
];
const unit = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '\n',
      '\r',
      '\0',
      '\t',
      '\u2028',
      '\u2029',
      '\u001b',
      '\u0015',
      '\u007f',
      '\u0085',
      '\u202e',
      '\u2066',
      "'",
      '"',
      '\\',
      '%',
      '$',
      '`',
      '#',
      ';',
      '&',
      '|',
      ' ',
      '@',
      ':',
      '-',
      '{',
      '[',
      ']',
      '}',
      '*',
      '?',
      '~',
      '!',
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom(...PAYLOADS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
  { weight: 4, arbitrary: fc.constantFrom('a', 'Z', '1', '/', '.', '=', '访', 'é') },
);
/** Any text. */
const text = fc.string({ unit, maxLength: 10 });
/** Text a cURL argument can carry (no NUL, CR, LF), most of the time; any text else. */
const argumentText = fc.oneof({ weight: 5, arbitrary: text.map((t) => t.replace(/[\0\r\n]/g, '')) }, { weight: 1, arbitrary: text });
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const headerName = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,10}$/) },
  { weight: 1, arbitrary: fc.constantFrom('host', 'Content-Length', 'connection', 'accept-encoding', 'authorization') },
  { weight: 1, arbitrary: text },
);
const headers = fc.array(fc.record({ name: headerName, value: argumentText }), { maxLength: 4 });
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

/** A record as a hostile log may hold it: every string field any text (operation, route… too). */
const record: fc.Arbitrary<SiteCallRecord> = fc
  .record({
    id: text,
    at: text,
    profileName: text,
    operation: text,
    route: text,
    method: fc.oneof(fc.constantFrom('GET', 'POST'), argumentText),
    url: fc.oneof(
      argumentText,
      argumentText.map((t) => `https://h/${t}`),
      argumentText.map((t) => `http://127.0.0.1:9/org[1-3]x/${t}`),
    ),
    traceparent: argumentText,
    requestBody: text,
    responseBody: fc.option(text),
    status: fc.option(fc.integer({ min: 0, max: 999 })),
    timings: fc.constant(null),
    durationMs: fc.integer({ min: 0, max: 10_000 }),
    request: optional(fc.record({ httpVersion: text, headers, bodyBytes: fc.nat() })),
    response: optional(fc.record({ statusText: text, headers, bodyBytes: fc.nat(), encodedBytes: fc.nat() })),
    serverAddress: optional(fc.option(text)),
    trust: optional(
      fc.record({
        caFile: optional(argumentText),
        publicKeySha256: optional(argumentText),
        clientCertificate: optional(
          fc.record({
            certFile: optional(argumentText),
            keyFile: optional(argumentText),
            pkcs12File: optional(argumentText),
            passphrase: fc.boolean(),
          }),
        ),
      }),
    ),
    outcome: text,
    category: fc.option(text),
    code: fc.option(text),
    message: fc.option(text),
  })
  .map((r) => r as unknown as SiteCallRecord);

const OWN = new Set(['host', 'content-length', 'connection']);
const headersOf = (r: SiteCallRecord): SiteHeader[] =>
  r.request?.headers ?? [
    { name: 'content-type', value: 'application/json' },
    { name: 'traceparent', value: r.traceparent },
  ];

/**
 * What curl must be run with for a record, from the test's own reading of the record (argv after
 * `curl`, the body last); null for a record that no command line can carry (NUL, CR or LF outside
 * the body; a header name that is not a token), which the export leaves out with a note.
 */
function intended(r: SiteCallRecord): { argv: string[]; body: string | null } | null {
  const written = headersOf(r).filter((h) => !OWN.has(h.name.toLowerCase()));
  const argv = ['-sS', '--http1.1', '--globoff', '-X', r.method, '--url', r.url];
  const words = [r.method, r.url];
  for (const h of written) {
    const line = h.value === '' ? `${h.name};` : `${h.name}: ${h.value}`;
    argv.push('-H', line);
    words.push(line);
  }
  if (headersOf(r).some((h) => h.name.toLowerCase() === 'accept-encoding')) argv.push('--compressed');
  const trust = r.trust;
  const file = (option: string, path: string): void => {
    argv.push(option, path);
    words.push(path);
  };
  if (r.url.startsWith('https:') && trust) {
    if (trust.caFile) file('--cacert', trust.caFile);
    if (trust.publicKeySha256) {
      if (!trust.caFile) argv.push('--insecure');
      file('--pinnedpubkey', `sha256//${trust.publicKeySha256}`);
    }
    const client = trust.clientCertificate;
    if (client?.pkcs12File) {
      argv.push('--cert-type', 'P12');
      file('--cert', client.pkcs12File);
    } else if (client?.certFile && client.keyFile) {
      file('--cert', client.certFile);
      file('--key', client.keyFile);
    }
    if (client?.passphrase) argv.push('--pass', '[redacted:tls.passphrase]');
  }
  if (written.some((h) => !TOKEN.test(h.name)) || words.some((w) => /[\0\r\n]/.test(w))) return null;
  return { argv, body: r.method === 'GET' ? null : r.requestBody };
}

/** A curl that keeps its argv (NUL-separated) and, when it reads the body from stdin (`@-`), what it reads. */
function stubCurl(dir: string, calls: string): void {
  mkdirSync(dir);
  const stub = join(dir, 'curl');
  writeFileSync(
    stub,
    `#!/bin/sh
d=${shellQuote(calls)}
i=0
while [ -e "$d/$i.argv" ]; do i=$((i+1)); done
printf '%s\\0' "$@" > "$d/$i.argv"
for a in "$@"; do if [ "$a" = '@-' ]; then /bin/cat > "$d/$i.stdin"; fi; done
`,
  );
  chmodSync(stub, 0o755);
}

/** The characters no line of a script may hold raw (it is written one line per thing, for a shell and a terminal). */
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;

let round = 0;

describe('the cURL export of any record (property)', () => {
  it('passes sh -n, runs one curl per call with exactly its arguments, and runs nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(record, { minLength: 1, maxLength: 6 }), async (records) => {
        const work = join(root, `r${round++}`);
        const bin = join(work, 'bin');
        const calls = join(work, 'calls');
        const cwd = join(work, 'cwd');
        mkdirSync(work);
        mkdirSync(calls);
        mkdirSync(cwd);
        stubCurl(bin, calls);
        const script = curlScriptOf(records, '1.0.0', false);
        const path = join(work, 'calls.sh');
        writeFileSync(path, script);

        // One line per thing: a comment, a blank, or a cURL line (a body with control characters piped in by printf).
        expect(UNSAFE.test(script)).toBe(false);
        for (const line of script.split('\n')) expect(line).toMatch(/^(|#.*|curl .*|printf '[^']*' \| curl .*)$/);
        const ordered = [...records].sort((a, b) => a.at.localeCompare(b.at));
        const lines = script.split('\n');
        for (const r of ordered) {
          const copied = curlOf(r);
          expect(copied.includes('\n')).toBe(false);
          expect(lines).toContain(copied);
          if (intended(r) === null) expect(copied).toBe(CURL_LEFT_OUT);
        }

        await run('/bin/sh', ['-n', path]);
        const { stdout, stderr } = await run('/bin/sh', [path], { cwd, env: { PATH: bin } });
        // Nothing else ran: no command was looked for (sh would say "not found"), nothing was made.
        expect([stdout, stderr]).toEqual(['', '']);
        expect(readdirSync(cwd)).toEqual([]);
        expect(existsSync(CANARY)).toBe(false);
        expect(readdirSync(work).sort()).toEqual(['bin', 'calls', 'calls.sh', 'cwd']);
        expect(readdirSync(bin)).toEqual(['curl']);

        const expected = ordered.map(intended).filter((e) => e !== null);
        const made = readdirSync(calls);
        expect(made.filter((name) => name.endsWith('.argv'))).toHaveLength(expected.length);
        expected.forEach((want, i) => {
          const argv = readFileSync(join(calls, `${i}.argv`))
            .toString('latin1')
            .split('\0')
            .slice(0, -1);
          const stdin = existsSync(join(calls, `${i}.stdin`)) ? readFileSync(join(calls, `${i}.stdin`)) : null;
          // Compared as the UTF-8 bytes written (a lone surrogate is written as U+FFFD, in the script as in a request).
          const bytes = (t: string): string => Buffer.from(t, 'utf8').toString('latin1');
          if (want.body === null) {
            expect(argv).toEqual(want.argv.map(bytes));
            expect(stdin).toBeNull();
          } else if (argv.at(-2) === '--data-raw') {
            expect(argv).toEqual([...want.argv, '--data-raw', want.body].map(bytes));
            expect(stdin).toBeNull();
          } else {
            expect(argv).toEqual([...want.argv, '--data-binary', '@-'].map(bytes));
            expect(stdin?.toString('latin1')).toBe(bytes(want.body));
          }
        });
        expect(made).toHaveLength(expected.length + made.filter((name) => name.endsWith('.stdin')).length);
        rmSync(work, { recursive: true, force: true });
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('writes a body holding NUL as its exact bytes, piped in by printf, and leaves out a header holding one with a note', async () => {
    const base = fc.sample(record, { numRuns: 1, seed: 31 })[0]!;
    const body: SiteCallRecord = {
      ...base,
      at: '1',
      method: 'POST',
      url: 'http://127.0.0.1:9/x',
      requestBody: 'a\0b\n',
      request: { httpVersion: 'HTTP/1.1', headers: [], bodyBytes: 4 },
    };
    const header: SiteCallRecord = {
      ...body,
      at: '2',
      request: { httpVersion: 'HTTP/1.1', headers: [{ name: 'x-a', value: 'b\0c' }], bodyBytes: 4 },
    };
    expect(curlOf(body)).toBe(
      "printf 'a\\000b\\012' | curl -sS --http1.1 --globoff -X 'POST' --url 'http://127.0.0.1:9/x' --data-binary @-",
    );
    expect(curlOf(header)).toBe(CURL_LEFT_OUT);
    expect(curlScriptOf([header], '1', false)).toContain(`\n${CURL_LEFT_OUT}\n`);
  });

  it('escapes every field of the comment line: the F1 answer stays one comment', () => {
    const base = fc.sample(record, { numRuns: 1, seed: 1 })[0]!;
    const hostile = {
      ...base,
      at: 'T\r\n>A',
      operation: 'personDetail\u2028>B',
      route: 'direct\t\u202e',
      code: 'E1\ntouch $T/PWNED\n#',
      id: 'x\u0000\u2029y',
      outcome: 'failure',
      status: 200,
    } as unknown as SiteCallRecord;
    const lines = curlScriptOf([hostile], '1', false).split('\n');
    expect(lines[4]).toBe(
      '# T\\u000d\\u000a>A personDetail\\u2028>B over direct\\u0009\\u202e: failure E1\\u000atouch $T/PWNED\\u000a# (HTTP 200), trace x\\u0000\\u2029y',
    );
  });
});

/** Parses a HAR as its UTF-8 bytes read back (what a viewer opens). */
const parsed = (records: SiteCallRecord[]) =>
  JSON.parse(Buffer.from(exportText('har', records, '1', false), 'utf8').toString('utf8')) as {
    log: { entries: Record<string, unknown>[] };
  };

const ENTRY_KEYS = [
  'startedDateTime',
  'time',
  'request',
  'response',
  'cache',
  'timings',
  'serverIPAddress',
  'comment',
  '_traceId',
  '_route',
  '_outcome',
  '_category',
  '_code',
];

describe('the HAR export of any record (property)', () => {
  it('is JSON that gives back each field of each record, and holds nothing else', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 6 }), (records) => {
        const entries = parsed(records).log.entries;
        const ordered = [...records].sort((a, b) => a.at.localeCompare(b.at));
        expect(entries).toHaveLength(ordered.length);
        ordered.forEach((r, i) => {
          const entry = entries[i] as {
            startedDateTime: string;
            request: { method: string; url: string; headers: SiteHeader[]; postData: { text: string } };
            response: { status: number; headers: SiteHeader[]; content: { text?: string }; _error?: string };
            _traceId: string;
            _route: string;
            _outcome: string;
            _category?: string;
            _code?: string;
            serverIPAddress?: string;
          };
          for (const key of Object.keys(entry)) expect(ENTRY_KEYS).toContain(key);
          expect(entry.startedDateTime).toBe(r.at);
          expect(entry.request.method).toBe(r.method);
          expect(entry.request.url).toBe(r.url);
          expect(entry.request.headers).toEqual(headersOf(r));
          expect(entry.request.postData.text).toBe(r.requestBody);
          expect(entry.response.status).toBe(r.status ?? 0);
          expect(entry.response.headers).toEqual(r.status !== null && r.response ? r.response.headers : []);
          expect(entry.response.content.text ?? null).toBe(
            r.status !== null && r.response ? (r.responseBody ?? '') : r.responseBody || null,
          );
          expect(entry.response._error ?? null).toBe(r.message || null);
          expect([entry._traceId, entry._route, entry._outcome]).toEqual([r.id, r.route, r.outcome]);
          expect(entry._category ?? null).toBe(r.category || null);
          expect(entry._code ?? null).toBe(r.code);
          expect(entry.serverIPAddress ?? null).toBe(r.serverAddress || null);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('a call log read back (F3(c): it may come from a stick)', () => {
  it('skips a line that is not a record where the export reads one, in either line form; the others are read', async () => {
    const dir = join(root, 'log');
    mkdirSync(dir);
    const good = { ...fc.sample(record, { numRuns: 1, seed: 7 })[0]!, at: '2', responseBody: '{"a":1}' };
    const bad: unknown[] = [
      { ...good, method: ['POST'] },
      { ...good, requestBody: 1 },
      { ...good, request: { httpVersion: 'HTTP/1.1', headers: [{ name: 'x' }], bodyBytes: 0 } },
      { ...good, response: { statusText: 'OK', headers: 'x', bodyBytes: 0, encodedBytes: 0 } },
      { ...good, trust: { clientCertificate: { certFile: 3, passphrase: false } } },
      { ...good, timings: { connectMs: 'x', firstByteMs: 1, bodyMs: 1, totalMs: 1 } },
      { ...good, status: 1.5 },
      { ...good, code: {} },
      42,
      null,
    ];
    // Each also in the form that carries a JSON answer as itself.
    const lines = [
      ...bad.map((b) => `${JSON.stringify(b)}\n`),
      ...bad.filter((b) => typeof b === 'object' && b !== null).map((b) => callLine(b as SiteCallRecord, true)),
      callLine(good, true),
    ];
    writeFileSync(join(dir, SITE_CALL_LOG_FILE), lines.join(''));
    const read = await new SiteCallLog(dir).list();
    expect(read).toEqual([good]);
    expect(() => curlScriptOf(read, '1', false)).not.toThrow();
  });
});
