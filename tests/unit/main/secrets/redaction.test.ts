// Finding 7 of issue 19: redaction by value. A site of the test's own echoes the bearer token in
// every form a site may (literal, JSON-escaped with PHP's "\/", \u-escaped, URL-encoded, base64 of
// `user:token`); over the real web transport the console calls it, then every exported artefact
// (call-log export, profile export, every file of the evidence pack) is parsed and every string
// searched for the token, decoded every way it could have been encoded. Addresses with user
// information are refused in profiles, with words that say where, what and where to put it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personCommand } from '../../../../main/cli/commands/person';
import { redact, redactDeep, redactLines } from '../../../../main/secrets/redaction';
import {
  answerJson,
  rawAnswer,
  startHostileSite,
  startRawSite,
  startTestConsole,
  type HostileSite,
  type TestConsole,
} from '../site/hostile-site';

/** A token with every header-safe character that escapes differently: "/", "+", a space, a quote, a backslash, "=". */
const TOKEN = 'tok/H2+Zq9 x"y\\z=~';
/** A secret typed into a header value may hold non-ASCII (escaped \uXXXX by PHP). */
const WIDE = 'clé/Ωmega+1';
const HEADER_SECRET = 'Basic dXNlcjpzM2NyZXQtcGFzcw=='; // user:s3cret-pass
const PASSWORD = 's3cret-pass';

/** The token as a PHP site writes it by default in JSON: "/" and non-ASCII escaped. */
const phpEscaped = (s: string): string =>
  JSON.stringify(s)
    .slice(1, -1)
    .replace(/\//g, '\\/')
    .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** An answer echoing `secret` in every form, as raw JSON text. */
function echo(secret: string, success: boolean): string {
  const forms = [
    `"literal":${JSON.stringify(secret)}`,
    `"php":"${phpEscaped(secret)}"`,
    `"slashOnly":"${JSON.stringify(secret).slice(1, -1).replace(/\//g, '\\/')}"`,
    `"url":"http://site.example/cb?token=${encodeURIComponent(secret)}&x=1"`,
    `"form":"token=${encodeURIComponent(secret).replace(/%20/g, '+')}"`,
    `"basic":"${Buffer.from(`user:${secret}`).toString('base64')}"`,
    `"b64":"${Buffer.from(secret).toString('base64')}"`,
  ].join(',');
  return success
    ? `{"success":true,"code":"0","msg":"ok","data":{"personId":"P1","personName":"Echo","personType":"staff","floorList":[],${forms}}}`
    : `{"success":false,"code":"TOKEN_REFUSED","msg":"token ${phpEscaped(secret)} refused","data":{${forms}}}`;
}

/** Every string of a parsed JSON value (keys included). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      strings(v, out);
    }
  }
  return out;
}

/** Whether a string holds a secret, read every way it could be encoded. */
function leaks(s: string, secret: string): boolean {
  const readings = [s];
  try {
    readings.push(decodeURIComponent(s), decodeURIComponent(s.replace(/\+/g, ' ')));
  } catch {
    // not URL-encoded
  }
  for (const run of s.match(/[A-Za-z0-9+/_-]{8,}={0,2}/g) ?? []) {
    for (let cut = 0; cut < 4; cut++)
      readings.push(Buffer.from(run.slice(cut), 'base64').toString('utf8'), Buffer.from(run.slice(cut), 'base64url').toString('utf8'));
  }
  return readings.some((r) => r.includes(secret) || r.includes(JSON.stringify(secret).slice(1, -1)));
}

/** Parses an artefact: JSON, or JSON Lines. */
const parseArtefact = (text: string): unknown[] => {
  try {
    return [JSON.parse(text)];
  } catch {
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as unknown);
  }
};

let site: HostileSite;
let headerSite: HostileSite;
let testConsole: TestConsole;
const dir = mkdtempSync(join(tmpdir(), 'sc-redaction-'));

beforeAll(async () => {
  const bearer = (authorization: string | undefined): string => (authorization ?? '').replace(/^Bearer /, '');
  site = await startHostileSite((req, res) => answerJson(res, echo(bearer(req.headers.authorization), req.path.includes('/component/'))), {
    type: 'bearer',
    token: TOKEN,
  });
  headerSite = await startHostileSite((req, res) => answerJson(res, echo(String(req.headers.authorization), false)), {
    type: 'header',
    name: 'Authorization',
    value: HEADER_SECRET,
  });
  testConsole = await startTestConsole(dir);
});
afterAll(async () => {
  await testConsole.web.close();
  await site.close();
  await headerSite.close();
});

describe('redaction by value', () => {
  it('no exported artefact holds the token or a Basic password in any form the site echoed', async () => {
    const { invoke } = testConsole;
    const header = await invoke<{ id: string }>('site:saveProfile', { id: null, profile: { ...headerSite.profile, name: 'Header site' } });
    expect(header.ok).toBe(true);
    await invoke('site:activateProfile', { id: header.value.id });
    expect(await invoke('site:person', { personId: 'P1' })).toMatchObject({ ok: true, value: { error: { code: 'TOKEN_REFUSED' } } });
    const saved = await invoke<{ id: string }>('site:saveProfile', { id: null, profile: site.profile });
    await invoke('site:activateProfile', { id: saved.value.id });
    expect(await invoke('site:person', { personId: 'P1' })).toMatchObject({ ok: true, value: { outcome: 'success' } });
    expect(await invoke('site:visitorAccess', { visitorId: 'V1', floorIds: ['A-01'] })).toMatchObject({
      ok: true,
      value: { error: { code: 'TOKEN_REFUSED' } },
    });

    const artefacts = new Map<string, string>();
    const calls = await invoke<{ path: string; count: number }>('site:exportCalls', {});
    expect(calls.value.count).toBe(3);
    artefacts.set('call-log export', readFileSync(calls.value.path, 'utf8'));
    artefacts.set('profile export', (await invoke<{ text: string }>('site:exportProfile', { id: saved.value.id })).value.text);
    const pack = join(dir, 'handover.zip');
    expect(await invoke('evidence:export', { path: pack })).toMatchObject({ ok: true });
    for (const [name, bytes] of Object.entries(unzipSync(readFileSync(pack))))
      artefacts.set(`pack ${name}`, Buffer.from(bytes).toString('utf8'));
    expect([...artefacts.keys()]).toContain('pack site/calls/site-calls.jsonl');

    for (const [name, text] of artefacts) {
      if (name.endsWith('manifest.sig')) continue;
      for (const s of parseArtefact(text).flatMap((v) => strings(v))) {
        for (const secret of [TOKEN, HEADER_SECRET, PASSWORD, 'dXNlcjpzM2NyZXQtcGFzcw'])
          expect(leaks(s, secret), `${name}: ${s.slice(0, 200)}`).toBe(false);
      }
    }
    // The bodies are still there, as evidence, with the secret replaced.
    expect(artefacts.get('call-log export')).toContain('[redacted]');
  });

  it('each form on its own, in text, in JSON and in JSON Lines', () => {
    for (const secret of [TOKEN, WIDE]) {
      const body = echo(secret, false);
      for (const out of [redact(body, [secret]), redactLines(`${body}\n${body}`, [secret])]) {
        for (const line of out.split('\n')) for (const s of strings(JSON.parse(line))) expect(leaks(s, secret), s).toBe(false);
      }
    }
    // An escape no form foresees (a \u escape of an ASCII letter) is caught by reading the JSON by value.
    const sneaky = `{"echo":"\\u0074ok/H2+Zq9 x\\"y\\\\z=\\u007e"}`;
    expect(JSON.parse(sneaky).echo).toBe(TOKEN);
    expect(JSON.parse(redact(sneaky, [TOKEN]))).toEqual({ echo: '[redacted]' });
    expect(redact('GET http://admin:hunter22@10.0.0.5/x', [])).toBe('GET http://[redacted]@10.0.0.5/x');
    // JSON without escapes: an answer without the secret keeps its bytes; one with it, in a key or a
    // value, loses it; user information in an address inside it goes too.
    const plain = '{ "success": true, "data": {"note": "see http://site.example/x", "n": [1, 2]} }';
    expect(redact(plain, [TOKEN, PASSWORD])).toBe(plain);
    const echoed = redact(`{"${PASSWORD}":"x","v":"a ${PASSWORD} b","u":"http://ops:pw@10.0.0.5/"}`, [PASSWORD]);
    expect(echoed).not.toContain(PASSWORD);
    expect(JSON.parse(echoed)).toEqual({ '[redacted]': 'x', v: 'a [redacted] b', u: 'http://[redacted]@10.0.0.5/' });
    // A value is redacted in its strings only: a secret that reads like a number leaves numbers, and the shape, alone.
    expect(
      redactDeep({ category: 'envelope', details: { durationMs: 12345.6, siteMessage: 'key 12345 refused', list: ['12345', 7] } }, [
        '12345',
      ]),
    ).toEqual({ category: 'envelope', details: { durationMs: 12345.6, siteMessage: 'key [redacted] refused', list: ['[redacted]', 7] } });
    const untouched = { a: 1 };
    expect(redactDeep(untouched, ['12345'])).toBe(untouched);
    // A site that folds the case of what it echoes.
    expect(redact(`{"msg":"token ${TOKEN.toLowerCase()} is invalid; ${TOKEN.toUpperCase()}"}`, [TOKEN])).toBe(
      '{"msg":"token [redacted] is invalid; [redacted]"}',
    );
  });
});

/** The secret in every form a site may echo it, each as a text of its own. */
const echoedForms = (secret: string): string[] => [
  secret,
  secret.toLowerCase(),
  secret.toUpperCase(),
  JSON.stringify(secret).slice(1, -1),
  phpEscaped(secret),
  encodeURIComponent(secret),
  encodeURIComponent(secret).replace(/%20/g, '+'),
  Buffer.from(`user:${secret}`).toString('base64'),
  Buffer.from(secret).toString('base64'),
];

describe('redaction by value of a whole record (F4 of issue 31)', () => {
  it('every string of a call record and of what is shown, nested headers, code, message, reason phrase and error details included, loses the secret in every form', () => {
    for (const secret of [TOKEN, WIDE]) {
      const forms = echoedForms(secret);
      let next = 0;
      const held = (before = '', after = ''): string => `${before}${forms[next++ % forms.length]}${after}`;
      const record = {
        id: held(),
        at: held('2024-01-01T'),
        profileName: held('site '),
        operation: 'personDetail',
        route: 'direct',
        method: held(),
        url: `http://site.example/x?t=${encodeURIComponent(secret)}`,
        traceparent: held('00-'),
        // An escape no form foresees (its first letter as \uXXXX) in a body that is JSON: found by reading it by value.
        requestBody: `{"personId":"\\u${secret.charCodeAt(0).toString(16).padStart(4, '0')}${JSON.stringify(secret.slice(1)).slice(1, -1)}"}`,
        responseBody: `{"success":false,"code":"${JSON.stringify(secret).slice(1, -1)}","msg":"token ${phpEscaped(secret)} refused"}`,
        status: 200,
        timings: { connectMs: null, firstByteMs: 1.5, bodyMs: 0, totalMs: 2 },
        durationMs: 2,
        clockSkewMs: null,
        request: {
          httpVersion: held('HTTP/'),
          headers: [
            { name: 'authorization', value: 'Bearer [redacted:auth.token]' },
            { name: held('x-'), value: held('v=') },
          ],
          bodyBytes: 12,
        },
        response: {
          statusText: `OK ${secret}`,
          headers: forms.map((form, i) => ({ name: `x-echo-${i}`, value: `a ${form} b` })),
          bodyBytes: 40,
          encodedBytes: 40,
        },
        serverAddress: held(),
        trust: { caFile: held('/etc/'), clientCertificate: { certFile: held(), passphrase: true } },
        outcome: 'failure',
        category: 'envelope',
        code: secret,
        message: held('the service answered ', ' (E1 person detail over direct)'),
      };
      const shown = {
        route: 'direct',
        outcome: 'failure',
        data: null,
        envelope: { success: false, code: secret, msg: held('token '), data: { [secret]: [held(), 7, true, null, { deeper: held() }] } },
        error: {
          category: 'envelope',
          code: secret,
          message: held(),
          details: { siteMessage: held(), status: 200, advice: { en: held(), 'zh-CN': held() }, list: forms },
        },
        record,
      };
      const redacted = redactDeep(shown, [secret]);
      const every = strings(redacted);
      expect(every.length).toBeGreaterThan(60);
      for (const s of every) expect(leaks(s, secret), s).toBe(false);
      // Nothing but strings changed: the shape, numbers, booleans and nulls are kept, and the placeholder that names the profile's field.
      expect(redacted.record.request.headers[0]).toEqual({ name: 'authorization', value: 'Bearer [redacted:auth.token]' });
      expect(redacted.record.timings).toBe(record.timings);
      expect(redacted.record.code).toBe('[redacted]');
      expect(redacted.record.response.statusText).toBe('OK [redacted]');
      expect(redacted.envelope.data['[redacted]']!.slice(1, 4)).toEqual([7, true, null]);
      expect(Object.keys(redacted.record)).toEqual(Object.keys(record));
      expect(JSON.parse(redacted.record.requestBody)).toEqual({ personId: '[redacted]' });
      // The input is left as it was (it may be the caller's), and what held no secret is the same object.
      expect(record.code).toBe(secret);
      const clean = { a: 'nothing here', b: [1, 'still nothing'], c: { d: 'x' } };
      expect(redactDeep(clean, [secret])).toBe(clean);
    }
  });
});

describe('a site echoing the secret in its envelope code, its message, its reason phrase and a header (F4 of issue 31)', () => {
  let raw: HostileSite;
  let echoing: TestConsole;

  beforeAll(async () => {
    // A raw TCP site: node:http would not write a token into the status line.
    raw = await startRawSite(
      (req) => {
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        const body = JSON.stringify({ success: false, code: token, msg: `token ${token} refused`, data: null });
        return rawAnswer(
          `HTTP/1.1 200 OK ${token}`,
          [
            ['x-echo', token],
            ['x-echo-basic', Buffer.from(`user:${token}`).toString('base64')],
          ],
          body,
        );
      },
      { type: 'bearer', token: TOKEN },
    );
    echoing = await startTestConsole(mkdtempSync(join(tmpdir(), 'sc-redaction-echo-')));
  });
  afterAll(async () => {
    await echoing.web.close();
    await raw.close();
  });

  it('leaves it nowhere: not in the call log, the HAR, the cURL lines, the results of site:person, site:visitorAccess and site:calls, or the evidence pack', async () => {
    const { invoke, dataDir } = echoing;
    const saved = await invoke<{ id: string }>('site:saveProfile', { id: null, profile: raw.profile });
    await invoke('site:activateProfile', { id: saved.value.id });
    const texts = new Map<string, string>();
    const person = await invoke<{ record: { code: string; response: { statusText: string; headers: { name: string; value: string }[] } } }>(
      'site:person',
      { personId: 'P1' },
    );
    // The site's answer did arrive and was read: its code and reason phrase are there, redacted.
    expect(person.value).toMatchObject({
      outcome: 'failure',
      error: { category: 'envelope', code: '[redacted]' },
      record: { code: '[redacted]', response: { statusText: 'OK [redacted]' } },
    });
    expect(person.value.record.response.headers).toContainEqual({ name: 'x-echo', value: '[redacted]' });
    texts.set('site:person', JSON.stringify(person));
    texts.set('site:visitorAccess', JSON.stringify(await invoke('site:visitorAccess', { visitorId: 'V1', floorIds: ['A-01'] })));
    const calls = await invoke<unknown[]>('site:calls', {});
    expect(calls.value).toHaveLength(2);
    texts.set('site:calls', JSON.stringify(calls));
    texts.set('call log', readFileSync(join(dataDir, 'site-calls.jsonl'), 'utf8'));
    const out = mkdtempSync(join(tmpdir(), 'sc-redaction-echo-out-'));
    for (const format of ['har', 'curl'] as const) {
      const written = await invoke<{ path: string }>('site:exportCallsAs', {
        format,
        path: join(out, format === 'har' ? 'calls.har' : 'calls.sh'),
        secretsInClear: false,
      });
      expect(written.ok).toBe(true);
      texts.set(format, readFileSync(written.value.path, 'utf8'));
    }
    const pack = join(out, 'handover.zip');
    expect(await invoke('evidence:export', { path: pack })).toMatchObject({ ok: true });
    for (const [name, bytes] of Object.entries(unzipSync(readFileSync(pack))))
      if (!name.endsWith('manifest.sig')) texts.set(`pack ${name}`, Buffer.from(bytes).toString('utf8'));
    expect([...texts.keys()]).toContain('pack site/calls/site-calls.jsonl');
    for (const [name, text] of texts) {
      // Every string of what parses, and every line of what does not (the cURL script), read every way it could be encoded.
      let pieces: string[];
      try {
        pieces = parseArtefact(text).flatMap((v) => strings(v));
      } catch {
        pieces = text.split('\n');
      }
      for (const piece of pieces)
        for (const secret of [TOKEN, `user:${TOKEN}`]) expect(leaks(piece, secret), `${name}: ${piece.slice(0, 200)}`).toBe(false);
    }
  });
});

describe('addresses with user information', () => {
  it('are refused in a profile saved in the window, with where, what and where the credential goes', async () => {
    const refused = await testConsole.invoke('site:saveProfile', {
      id: null,
      profile: { ...site.profile, services: { ...site.profile.services, elevator: 'http://installer:pa55word@10.0.0.5:8080/elevator' } },
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { category: 'validation', code: 'SITE_PROFILE_INVALID', details: { pointer: '/services/elevator' } },
    });
    const problems = refused.error?.details?.problems as { text: { en: string; 'zh-CN': string } }[];
    expect(problems[0]?.text.en).toMatch(/user name or password.*authentication.*secrets store/);
    expect(problems[0]?.text['zh-CN']).toMatch(/用户名或密码.*密钥存储/);
    expect(JSON.stringify(refused)).not.toContain('pa55word');
  });

  it('are refused on the command line (exit 2), the password never printed', async () => {
    const file = join(dir, 'userinfo.json');
    writeFileSync(
      file,
      JSON.stringify({
        ...site.profile,
        auth: { type: 'none' },
        gateway: { baseUrl: 'https://installer:pa55word@gw.example', prefixes: { organization: '/o', elevator: '/e' } },
      }),
    );
    let err = '';
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => ((err += chunk), true)) as typeof process.stderr.write;
    const code = await personCommand(['P1', '--profile', file]).finally(() => (process.stderr.write = write));
    expect(code).toBe(2);
    expect(err).toContain('/gateway/baseUrl');
    expect(err).toContain('user name or password');
    expect(err).not.toContain('pa55word');
  });
});
