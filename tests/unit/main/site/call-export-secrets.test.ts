// Secrets in HAR and cURL exports, through the bridge and the command line: by default no string of
// either export holds a bearer token or Basic credentials in any form; asked for in clear (with a
// warning), they hold them exactly as sent, and the cURL line still replays against the reference site.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { har as validateHar } from 'har-validator';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConsole } from '../../../../main/console';
import { SITE_CALL_LOG_FILE } from '../../../../main/site/call-log';
import { callsCommand } from '../../../../main/cli/commands/calls';
import { PROFILES_FILE } from '../../../../main/site/profiles';
import { SECRETS_IN_CLEAR_WARNING } from '../../../../shared/call-export';
import type { OperationName, PayloadOf, ResultOf } from '../../../../shared/api';
import type { BridgeError } from '../../../../shared/errors';
import type { SiteProfile } from '../../../../shared/site';
import { checkedCliOutput } from '../../shared/api/cli-output-check';

const run = promisify(execFile);
const replay = (line: string): Promise<{ stdout: string }> =>
  run('/bin/sh', ['-c', line], { env: { PATH: '/usr/bin:/bin' }, timeout: 20_000 });

const TOKEN = 'tok-Very/Secret+9f8e7d6c';
const USER_PASS = 'engineer:pa55-w0rd-Xq7';
const BASIC = Buffer.from(USER_PASS).toString('base64');
/** Every form in which either secret could leak. */
const SECRET_FORMS = [TOKEN, encodeURIComponent(TOKEN), `Bearer ${TOKEN}`, BASIC, `Basic ${BASIC}`, USER_PASS, 'pa55-w0rd-Xq7'];

const dataDir = mkdtempSync(join(tmpdir(), 'site-console-export-secrets-'));
const out = mkdtempSync(join(tmpdir(), 'site-console-export-secrets-out-'));
const runtime = createConsole({ version: '3.2.1', dataDir });

async function dispatch<K extends OperationName>(
  op: K,
  payload: PayloadOf<K>,
): Promise<{ ok: true; value: ResultOf<K> } | { ok: false; error: BridgeError }> {
  return (await runtime.dispatch(op, payload, { transport: 'web' })) as
    { ok: true; value: ResultOf<K> } | { ok: false; error: BridgeError };
}
async function call<K extends OperationName>(op: K, payload: PayloadOf<K>): Promise<ResultOf<K>> {
  const result = await dispatch(op, payload);
  if (!result.ok) throw new Error(`${op} failed: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** An export in clear as the window asks for it: main's warning first, then the export with its acknowledgement. */
async function exportInClear(
  payload: Omit<PayloadOf<'site:exportCallsAs'>, 'secretsInClear' | 'acknowledgement'>,
): Promise<{ ok: true; value: ResultOf<'site:exportCallsAs'> } | { ok: false; error: BridgeError }> {
  const { acknowledgement } = await call('site:secretsInClearWarning', {});
  return dispatch('site:exportCallsAs', { ...payload, secretsInClear: true, acknowledgement });
}
async function exportedInClear(
  payload: Omit<PayloadOf<'site:exportCallsAs'>, 'secretsInClear' | 'acknowledgement'>,
): Promise<ResultOf<'site:exportCallsAs'>> {
  const result = await exportInClear(payload);
  if (!result.ok) throw new Error(`site:exportCallsAs failed: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** Every string in a parsed JSON value, keys included. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...strings(v)]);
  return [];
}
const leaks = (texts: string[]): string[] => SECRET_FORMS.filter((form) => texts.some((t) => t.includes(form)));

let demo: SiteProfile;
const envelopes: unknown[] = [];

beforeAll(async () => {
  await call('site:startDemo', {});
  demo = (await call('site:profiles', {})).profiles.find((p) => p.id === 'demo-site')!.profile;
  // The reference site does not check credentials, so both profiles reach it: what matters here is what the console sends and keeps.
  for (const [name, auth] of [
    ['Bearer site', { type: 'bearer', token: TOKEN }],
    ['Basic site', { type: 'header', name: 'Authorization', value: `Basic ${BASIC}` }],
  ] as const) {
    const saved = await call('site:saveProfile', { id: null, profile: { ...demo, name, auth } });
    await call('site:activateProfile', { id: saved.id });
    const result = await call('site:person', { personId: 'P1001' });
    expect(result.outcome).toBe('success');
    envelopes.push(result.envelope);
  }
});

afterAll(() => runtime.close());

describe('exports without secrets (the default)', () => {
  it('HAR: valid, and no string anywhere in it holds the token or the Basic credentials; placeholders name the field', async () => {
    const written = await call('site:exportCallsAs', {
      format: 'har',
      path: join(out, 'calls.har'),
      filter: { operation: 'personDetail' },
      secretsInClear: false,
    });
    expect(written).toMatchObject({ count: 2, secretsInClear: false });
    const har = JSON.parse(readFileSync(written.path, 'utf8')) as {
      log: { entries: { request: { headers: { name: string; value: string }[] } }[] };
    };
    await expect(validateHar(har)).resolves.toBeTruthy();
    expect(leaks(strings(har))).toEqual([]);
    const auth = har.log.entries.map((e) => e.request.headers.find((h) => h.name.toLowerCase() === 'authorization')?.value);
    expect(auth.sort()).toEqual(['Bearer [redacted:auth.token]', '[redacted:auth.value]']);
  });

  it('cURL: no line holds them either, and copy as cURL gives the renderer placeholders only', async () => {
    const written = await call('site:exportCallsAs', { format: 'curl', path: join(out, 'calls.sh'), secretsInClear: false });
    const script = readFileSync(written.path, 'utf8');
    expect(leaks([script])).toEqual([]);
    expect(script).toContain("-H 'authorization: Bearer [redacted:auth.token]'");
    const [latest] = await call('site:calls', { operation: 'personDetail', limit: 1 });
    const copied = await call('site:callAsCurl', { id: latest!.id });
    expect(leaks([copied.text])).toEqual([]);
    expect(copied.text).toContain('[redacted:auth.value]');
  });

  it('the call log itself holds neither', () => {
    expect(leaks([readFileSync(join(dataDir, SITE_CALL_LOG_FILE), 'utf8')])).toEqual([]);
  });
});

describe('exports with secrets in clear (asked for)', () => {
  it('HAR: the header lines exactly as sent, and the file says it holds secrets', async () => {
    const written = await exportedInClear({ format: 'har', path: join(out, 'clear.har'), filter: { operation: 'personDetail' } });
    expect(written.secretsInClear).toBe(true);
    const har = JSON.parse(readFileSync(written.path, 'utf8')) as {
      log: { comment: string; entries: { request: { headers: { name: string; value: string }[] } }[] };
    };
    await expect(validateHar(har)).resolves.toBeTruthy();
    const auth = har.log.entries.map((e) => e.request.headers.find((h) => h.name.toLowerCase() === 'authorization')?.value);
    expect(auth.sort()).toEqual([`Basic ${BASIC}`, `Bearer ${TOKEN}`]);
    expect(har.log.comment).toMatch(/^WARNING: .*secrets in clear/);
  });

  it('cURL: each line sends the secret and replays against the reference site to the same envelope', async () => {
    const records = await call('site:calls', { operation: 'personDetail' });
    const written = await exportedInClear({ format: 'curl', path: join(out, 'clear.sh'), ids: records.map((r) => r.id) });
    const script = readFileSync(written.path, 'utf8');
    expect(script).toContain(`-H 'authorization: Bearer ${TOKEN}'`);
    expect(script).toContain(`-H 'authorization: Basic ${BASIC}'`);
    expect(script).toMatch(/^# WARNING: /m);
    const lines = script.split('\n').filter((l) => l.startsWith('curl '));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(JSON.parse((await replay(line)).stdout)).toEqual(envelopes[0]);
  });

  it('needs the warning main gives first: without its acknowledgement, with a made-up one or with one already used, nothing is written', async () => {
    const warning = await call('site:secretsInClearWarning', {});
    expect(warning.warning).toEqual(SECRETS_IN_CLEAR_WARNING);
    const path = join(out, 'unwarned.har');
    for (const acknowledgement of [undefined, 'a'.repeat(32)]) {
      const refused = await dispatch('site:exportCallsAs', {
        format: 'har',
        path,
        secretsInClear: true,
        ...(acknowledgement ? { acknowledgement } : {}),
      });
      expect(refused.ok ? null : refused.error).toMatchObject({ category: 'usage', code: 'SITE_EXPORT_NOT_WARNED' });
    }
    expect(
      await dispatch('site:exportCallsAs', {
        format: 'har',
        path,
        filter: { operation: 'personDetail' },
        secretsInClear: true,
        acknowledgement: warning.acknowledgement,
      }),
    ).toMatchObject({ ok: true });
    const again = await dispatch('site:exportCallsAs', {
      format: 'har',
      path,
      filter: { operation: 'personDetail' },
      secretsInClear: true,
      acknowledgement: warning.acknowledgement,
    });
    expect(again.ok ? null : again.error.code).toBe('SITE_EXPORT_NOT_WARNED');
  });

  it('two stored profiles of one name: the call is bound to the one that sent it, so its secret is known for certain', async () => {
    // The console keeps profile names apart now; a profiles file of an older console may still hold two of one name.
    const path = join(dataDir, PROFILES_FILE);
    const file = JSON.parse(readFileSync(path, 'utf8')) as { profiles: { id: string; profile: SiteProfile }[] };
    const bearer = file.profiles.find((p) => p.profile.name === 'Bearer site')!;
    file.profiles.push({ id: 'older-twin', profile: bearer.profile });
    writeFileSync(path, JSON.stringify(file));
    expect((await call('site:profiles', {})).profiles.filter((p) => p.profile.name === 'Bearer site')).toHaveLength(2);
    // Either of them saved again under the name it has is no rename: it is kept, not refused; the twin gets a token of its own.
    await call('site:saveProfile', {
      id: 'older-twin',
      profile: { ...bearer.profile, auth: { type: 'bearer', token: 'tok-older-twin-000' } },
    });
    const written = await exportedInClear({ format: 'curl', path: join(out, 'twins.sh'), filter: { operation: 'personDetail' } });
    const script = readFileSync(written.path, 'utf8');
    expect(script).toContain(`Bearer ${TOKEN}`);
    expect(script).not.toContain('tok-older-twin-000');
    await call('site:deleteProfile', { id: 'older-twin' });
  });

  it('refuses a path in the data directory or with the wrong ending, before reading anything', async () => {
    const inData = await dispatch('site:exportCallsAs', { format: 'har', path: join(dataDir, 'x.har'), secretsInClear: false });
    expect(inData.ok ? null : inData.error.code).toBe('SITE_EXPORT_RESERVED_PATH');
    const wrong = await dispatch('site:exportCallsAs', { format: 'curl', path: join(out, 'x.har'), secretsInClear: false });
    expect(wrong.ok ? null : wrong.error.code).toBe('SITE_EXPORT_TYPE');
  });
});

describe('site-console calls export', () => {
  let cliDir = '';
  let profileFile = '';

  beforeAll(() => {
    cliDir = mkdtempSync(join(tmpdir(), 'site-console-calls-cli-'));
    profileFile = join(cliDir, 'profile.json');
    // The CLI's calls go to the same log as the window's when they share the data directory.
    writeFileSync(profileFile, JSON.stringify({ ...demo, name: 'Bearer site', auth: { type: 'bearer', token: TOKEN } }));
    vi.stubEnv('SITE_CONSOLE_DATA_DIR', dataDir);
  });
  afterAll(() => vi.unstubAllEnvs());
  afterEach(() => vi.restoreAllMocks());

  async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    let stdout = '';
    let stderr = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
    const code = await callsCommand(args);
    vi.restoreAllMocks();
    return { code, stdout, stderr };
  }

  it('--har writes the filtered calls without secrets and says so in --json', async () => {
    const path = join(cliDir, 'cli.har');
    const { code, stdout, stderr } = await cli(['export', '--har', path, '--operation', 'personDetail', '--json']);
    expect([code, stderr]).toEqual([0, '']);
    expect(checkedCliOutput('calls', stdout)).toEqual({ ok: true, format: 'har', path, count: 2, secretsInClear: false });
    const har = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    await expect(validateHar(har)).resolves.toBeTruthy();
    expect(leaks(strings(har))).toEqual([]);
  });

  it('--curl - prints the lines; --secrets-in-clear warns on stderr in both languages and takes the secret from --profile', async () => {
    const [bearer] = (await call('site:calls', { operation: 'personDetail' })).filter((r) => r.profileName === 'Bearer site');
    const plain = await cli(['export', '--curl', '-', '--id', bearer!.id]);
    expect(plain.code).toBe(0);
    expect(leaks([plain.stdout, plain.stderr])).toEqual([]);
    // The profile file given answers first, with the secret the call sent.
    const clear = await cli(['export', '--curl', '-', '--id', bearer!.id, '--secrets-in-clear', '--profile', profileFile]);
    expect(clear.code).toBe(0);
    expect(clear.stdout).toContain(`-H 'authorization: Bearer ${TOKEN}'`);
    expect(clear.stderr).toContain(SECRETS_IN_CLEAR_WARNING.en);
    expect(clear.stderr).toContain(SECRETS_IN_CLEAR_WARNING['zh-CN']);
  });

  it('--profile once per profile: the calls of two profiles export with each one’s secret; the same profile twice is a usage error', async () => {
    const basicFile = join(cliDir, 'basic.json');
    writeFileSync(
      basicFile,
      JSON.stringify({ ...demo, name: 'Basic site', auth: { type: 'header', name: 'Authorization', value: `Basic ${BASIC}` } }),
    );
    const ids = (await call('site:calls', { operation: 'personDetail' }))
      .filter((r) => r.profileName === 'Bearer site' || r.profileName === 'Basic site')
      .map((r) => r.id);
    const args = ['export', '--curl', '-', ...ids.flatMap((id) => ['--id', id]), '--secrets-in-clear'];
    const both = await cli([...args, '--profile', profileFile, '--profile', basicFile]);
    expect(both.code).toBe(0);
    expect(both.stdout).toContain(`Bearer ${TOKEN}`);
    expect(both.stdout).toContain(`Basic ${BASIC}`);
    const twice = await cli([...args, '--profile', profileFile, '--profile', profileFile]);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('two --profile files name the site profile "Bearer site"');
  });

  it('exit 1 for a call no longer in the log, 2 for usage', async () => {
    const missing = await cli(['export', '--har', join(cliDir, 'm.har'), '--id', 'f'.repeat(32), '--json']);
    expect(missing.code).toBe(1);
    expect(checkedCliOutput('calls', missing.stdout)).toMatchObject({ ok: false, error: { code: 'SITE_EXPORT_CALL_NOT_FOUND' } });
    const both = await cli(['export', '--har', 'a.har', '--curl', 'b.sh']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('give exactly one of --har');
  });
});

describe('a call in clear gets the secret it sent, or none (F7 of issue 31)', () => {
  const FIRST = 'tok-rotating-first-1111';
  const SECOND = 'tok-rotating-second-2222';
  const THIRD = 'tok-rotating-third-3333';
  let oldId = '';
  let oldCall = '';
  let newCall = '';

  /** The cURL line of a call in a script (the line after the comment naming its trace id). */
  const lineOf = (script: string, id: string): string => {
    const lines = script.split('\n');
    return lines[lines.findIndex((l) => l.startsWith('#') && l.includes(id)) + 1] ?? '';
  };
  const personCall = async (): Promise<string> => (await call('site:person', { personId: 'P1001' })).record.id;

  beforeAll(async () => {
    vi.unstubAllEnvs();
    const first = await call('site:saveProfile', {
      id: null,
      profile: { ...demo, name: 'Rotating site', auth: { type: 'bearer', token: FIRST } },
    });
    oldId = first.id;
    await call('site:activateProfile', { id: oldId });
    oldCall = await personCall();
    // Renamed (its secret kept), and a new profile made under the old name with another token.
    await call('site:saveProfile', { id: oldId, profile: { ...demo, name: 'Rotating site (old)', auth: { type: 'bearer' } } });
    const second = await call('site:saveProfile', {
      id: null,
      profile: { ...demo, name: 'Rotating site', auth: { type: 'bearer', token: SECOND } },
    });
    expect(second.profile.name).toBe('Rotating site');
    await call('site:activateProfile', { id: second.id });
    newCall = await personCall();
  });

  it('binds each call to the profile that sent it and a keyed digest of its secret, never the secret or a plain hash', async () => {
    const records = await call('site:calls', { operation: 'personDetail' });
    const bound = records.find((r) => r.id === oldCall)!;
    expect(bound.profileName).toBe('Rotating site');
    expect(bound.sentWith).toMatchObject({ profileId: oldId, secretDigest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const { createHash } = await import('node:crypto');
    for (const plain of [FIRST, `Bearer ${FIRST}`])
      expect(bound.sentWith!.secretDigest).not.toBe(createHash('sha256').update(plain).digest('hex'));
    const log = readFileSync(join(dataDir, SITE_CALL_LOG_FILE), 'utf8');
    for (const secret of [FIRST, SECOND]) expect(log).not.toContain(secret);
  });

  it('the renamed profile still holds what the old call sent: that is what it gets; the new profile of its old name gives it nothing', async () => {
    const written = await exportedInClear({ format: 'curl', path: join(out, 'rotated.sh'), ids: [oldCall, newCall] });
    const script = readFileSync(written.path, 'utf8');
    expect(lineOf(script, oldCall)).toContain(`Bearer ${FIRST}`);
    expect(lineOf(script, oldCall)).not.toContain(SECOND);
    expect(lineOf(script, newCall)).toContain(`Bearer ${SECOND}`);
  });

  it('refuses the old call in clear once no profile holds the secret it sent, naming the call; without secrets it still exports', async () => {
    await call('site:saveProfile', {
      id: oldId,
      profile: { ...demo, name: 'Rotating site (old)', auth: { type: 'bearer', token: THIRD } },
    });
    const refused = await exportInClear({ format: 'har', path: join(out, 'refused.har'), ids: [oldCall, newCall] });
    expect(refused.ok ? null : refused.error).toMatchObject({
      category: 'usage',
      code: 'SITE_EXPORT_SECRET_CHANGED',
      details: { count: 1, ids: oldCall },
    });
    const message = refused.ok ? '' : refused.error.message;
    expect(message).toContain('send those calls again');
    for (const secret of [FIRST, SECOND, THIRD]) expect(message).not.toContain(secret);
    expect(() => readFileSync(join(out, 'refused.har'))).toThrow();
    const plain = await call('site:exportCallsAs', {
      format: 'har',
      path: join(out, 'plain.har'),
      ids: [oldCall, newCall],
      secretsInClear: false,
    });
    expect(plain.count).toBe(2);
    // The call whose profile still holds what it sent exports in clear as before.
    const kept = readFileSync((await exportedInClear({ format: 'curl', path: join(out, 'kept.sh'), ids: [newCall] })).path, 'utf8');
    expect(lineOf(kept, newCall)).toContain(`Bearer ${SECOND}`);
  });

  it('a call logged before calls were bound, or with its address changed, cannot be exported in clear', async () => {
    const path = join(dataDir, SITE_CALL_LOG_FILE);
    await call('site:calls', {}); // the log's pending lines are on the disk
    const line = readFileSync(path, 'utf8')
      .split('\n')
      .find((l) => l.includes(`"id":"${newCall}"`))!;
    const unbound: Record<string, unknown> = { ...(JSON.parse(line) as Record<string, unknown>), id: 'e'.repeat(32) };
    delete unbound.sentWith;
    const moved = { ...(JSON.parse(line) as Record<string, unknown>), id: 'd'.repeat(32), url: 'http://127.0.0.1:9/elsewhere' };
    writeFileSync(path, `${JSON.stringify(unbound)}\n${JSON.stringify(moved)}\n`, { flag: 'a' });
    for (const id of ['e'.repeat(32), 'd'.repeat(32)]) {
      const refused = await exportInClear({ format: 'curl', path: join(out, 'old.sh'), ids: [id] });
      expect(refused.ok ? null : refused.error).toMatchObject({ code: 'SITE_EXPORT_SECRET_CHANGED', details: { ids: id } });
    }
  });

  it('site-console calls export: a --profile file answers only with the secret the call sent', async () => {
    vi.stubEnv('SITE_CONSOLE_DATA_DIR', dataDir);
    const cli = async (args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
      let stdout = '';
      let stderr = '';
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
      vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
      const code = await callsCommand(args);
      vi.restoreAllMocks();
      return { code, stdout, stderr };
    };
    const file = (name: string, token: string): string => {
      const path = join(out, `${name.replace(/\W+/g, '-')}-${token}.json`);
      writeFileSync(path, JSON.stringify({ ...demo, name, auth: { type: 'bearer', token } }));
      return path;
    };
    // The file of the profile's old name with the new token (the case): refused, exit 2.
    const wrong = await cli(['export', '--curl', '-', '--id', oldCall, '--secrets-in-clear', '--profile', file('Rotating site', SECOND)]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('cannot be exported with secrets in clear');
    expect(wrong.stdout).not.toContain(SECOND);
    // The file that holds what was sent: its secret goes back.
    const right = await cli(['export', '--curl', '-', '--id', oldCall, '--secrets-in-clear', '--profile', file('Rotating site', FIRST)]);
    expect(right.code).toBe(0);
    expect(right.stdout).toContain(`Bearer ${FIRST}`);
    vi.unstubAllEnvs();
  });
});
