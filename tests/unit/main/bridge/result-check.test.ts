// What handlers return is checked against the contract's result schemas wherever the tests make a
// console with `checkResult` (the handler tests of every area, the web transport's, the IPC's, the
// contract's): a handler that returns a shape its schema does not allow fails the test that calls
// it. The shipped console does not check results, and sends what the handler returned as before.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallLog } from '../../../../main/app/call-log';
import { createDispatch, type Handlers } from '../../../../main/bridge/dispatch';
import { EventHub } from '../../../../main/bridge/event-hub';
import { createConsole, type ConsoleRuntime } from '../../../../main/console';
import type { OperationName, PayloadOf, ResultOf } from '../../../../shared/api';
import { findTemplate } from '../../../../shared/config';
import { createAuthorizationService, type AuthorizationService } from '../../../../sim/services/authorization';
import { checkResultSchema } from '../../shared/api/result-check';

const appInfo: ResultOf<'app:info'> = {
  name: 'Site Console',
  version: '1',
  transport: 'web',
  dataDir: '/tmp/x',
  platform: 'linux x64',
  versions: { node: '24', electron: null, chrome: null },
  dataDirMode: 'environment',
  dataDirAccess: { restricted: true, how: 'posix-mode', detail: null },
  capabilities: { printToPdf: false },
  session: '0b7e4c3a-9d1f-4e2b-8a6c-5f3d2e1c0b9a',
};

describe('results checked against their schemas', () => {
  const withResult = (value: unknown) => ({ 'app:info': async () => value }) as unknown as Handlers;

  it('passes a result its schema allows, and fails one with an unknown property or a wrong type as a fault of the console', async () => {
    const dispatch = (value: unknown) =>
      createDispatch(withResult(value), new CallLog(), new EventHub(), checkResultSchema)('app:info', {}, { transport: 'web' });
    expect(await dispatch(appInfo)).toEqual({ ok: true, value: appInfo });
    const extra = await dispatch({ ...appInfo, secretPath: '/home/x/.ssh' });
    expect(extra).toMatchObject({ ok: false, error: { category: 'internal', code: 'INTERNAL_ERROR', details: { op: 'app:info' } } });
    expect(!extra.ok && extra.error.message).toMatch(/breaks its schema.*additionalProperty.*secretPath/);
    const wrong = await dispatch({ ...appInfo, dataDirMode: 'somewhere' });
    expect(!wrong.ok && wrong.error.message).toMatch(/at "\/dataDirMode"/);
  });

  it('leaves results unchecked without a check, as the shipped console runs', async () => {
    const value = { ...appInfo, secretPath: '/home/x/.ssh' };
    const answer = await createDispatch(withResult(value), new CallLog(), new EventHub())('app:info', {}, { transport: 'web' });
    expect(answer).toEqual({ ok: true, value });
  });
});

describe('the auth and evidence areas, real handlers, results checked', () => {
  let service: AuthorizationService;
  let runtime: ConsoleRuntime;
  const call = async <K extends OperationName>(op: K, payload: PayloadOf<K>): Promise<ResultOf<K>> => {
    const result = await runtime.dispatch(op, payload, { transport: 'web' });
    if (!result.ok) throw new Error(`${op} failed: ${result.error.code} ${result.error.message}`);
    return result.value as ResultOf<K>;
  };

  beforeAll(async () => {
    const features = [
      { id: 1001, name: 'VisitorElevatorAccess' },
      { id: 1002, name: 'PersonDetail' },
    ];
    service = createAuthorizationService({ licenses: [{ licenseKey: 'KEY-FULL', tenantKey: 'site-north', features }] });
    await service.listen('127.0.0.1', 0);
    runtime = createConsole(
      { version: '1', dataDir: mkdtempSync(join(tmpdir(), 'sc-result-check-')) },
      { keyring: null, checkResult: checkResultSchema },
    );
  });
  afterAll(async () => {
    await runtime.close();
    await service.close();
  });

  it('initializes, activates, checks features, runs pre-flight and offline status, disposes', async () => {
    expect((await call('auth:status', {})).state).toBe('uninitialized');
    const doc = structuredClone(findTemplate('selfhosted', 'wharf').document);
    doc.selfhosted = { ...doc.selfhosted, baseUrl: service.baseUrl };
    expect((await call('auth:initialize', { text: JSON.stringify(doc) })).state).toBe('initialized');
    const activated = await call('auth:activate', { licenseKey: 'KEY-FULL' });
    expect(activated).toMatchObject({ state: 'activated', scenarioFacts: { scenario: 'wharf' } });
    const answers = await call('auth:check', { keys: [...activated.features.map((f) => f.key), 'no.such.key'] });
    expect(answers.at(-1)).toMatchObject({ reason: 'not-mapped' });
    expect((await call('auth:preflight', {})).length).toBeGreaterThan(0);
    expect(await call('auth:offlineStatus', {})).toMatchObject({ supported: false, step: 'none' });
    expect((await call('auth:dispose', {})).state).toBe('uninitialized');
  });

  it('writes a pack, opens it, shows the key, and writes the handover report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sc-result-check-pack-'));
    const key = await call('evidence:key', {});
    const pack = await call('evidence:export', { path: join(dir, 'handover.zip') });
    expect(pack.fingerprint).toBe(key.fingerprint);
    const summary = await call('evidence:open', { path: pack.path });
    expect(summary.verdict).toMatchObject({ status: 'intact', signer: { kind: 'this-installation' } });
    expect((await call('evidence:report', { pack: pack.path, path: join(dir, 'report.html'), languages: 'both' })).path).toMatch(
      /report\.html$/,
    );
    writeFileSync(join(dir, 'not-a-pack.zip'), 'not a zip');
    expect((await call('evidence:open', { path: join(dir, 'not-a-pack.zip') })).verdict.status).toBe('not-a-pack');
  });
});
