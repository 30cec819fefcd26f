import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConsole } from '../../../../main/console';
import type { PayloadOf, OperationName, ResultOf } from '../../../../shared/api';
import { checkResultSchema } from '../../shared/api/result-check';

const dataDir = mkdtempSync(join(tmpdir(), 'site-console-site-handlers-'));
const runtime = createConsole({ version: '1', dataDir }, { checkResult: checkResultSchema });

async function call<K extends OperationName>(op: K, payload: PayloadOf<K>, on: typeof runtime = runtime): Promise<ResultOf<K>> {
  const result = await on.dispatch(op, payload, { transport: 'web' });
  if (!result.ok) throw new Error(`${op} failed: ${result.error.code} ${result.error.message}`);
  return result.value as ResultOf<K>;
}

// Every test but the first works against the demo site, started here so that each runs alone and in any order.
beforeAll(async () => {
  await call('site:startDemo', {});
}, 60_000);
afterAll(() => runtime.close());

describe('site operations over the bridge', () => {
  it('starts with no profile, then the demo site gives a ready, active profile', async () => {
    const fresh = createConsole(
      { version: '1', dataDir: mkdtempSync(join(tmpdir(), 'site-console-site-handlers-fresh-')) },
      { checkResult: checkResultSchema },
    );
    try {
      await firstRun(fresh);
    } finally {
      await fresh.close();
    }
  });

  async function firstRun(fresh: typeof runtime): Promise<void> {
    const first = await call('site:profiles', {}, fresh);
    expect(first.profiles).toEqual([]);
    expect(first.activeId).toBeNull();
    expect(['keyring', 'file']).toContain(first.secretsHolder);
    const after = await call('site:startDemo', {}, fresh);
    expect(after.demo).toMatchObject({ running: true, profileId: 'demo-site' });
    // Every service of the demo site, the authorization service (for a selfhosted document) included.
    expect(after.demo.services.map((s) => s.name)).toEqual([
      'gateway',
      'organization',
      'elevator',
      'intermediary',
      'common',
      'authorization',
    ]);
    expect(after.demo.services.every((s) => s.url.startsWith('http://127.0.0.1:'))).toBe(true);
    expect(first.demo.services).toEqual([]);
    expect(after.activeId).toBe('demo-site');
  }

  it('looks up a person and gives a visitor floors with the active profile, then lists and exports the calls', async () => {
    const person = await call('site:person', { personId: 'P1001' });
    expect(person.outcome).toBe('success');
    const floors = person.data!.floorList.slice(0, 2).map((f) => f.floorId);
    const access = await call('site:visitorAccess', { visitorId: 'V2001', floorIds: floors, route: 'intermediary' });
    expect(access).toMatchObject({ outcome: 'success', data: true, route: 'intermediary' });
    const own = await call('site:visitorAccess', { visitorId: 'V2001', floorIds: null });
    expect(JSON.parse(own.record.requestBody)).toEqual({ visitorId: 'V2001' });
    // Newest first; other tests' calls may be in the log too, so the ones made here are looked for.
    const calls = await call('site:calls', { operation: 'addVisitor' });
    expect(calls.map((c) => c.id).slice(0, 2)).toEqual([own.record.id, access.record.id]);
    expect(calls.every((c) => c.operation === 'addVisitor')).toBe(true);
    const everyCall = await call('site:calls', {});
    const exported = await call('site:exportCalls', {});
    expect(exported.count).toBe(everyCall.length);
    const written = (JSON.parse(readFileSync(exported.path, 'utf8')) as { id: string }[]).map((c) => c.id);
    expect(written).toHaveLength(exported.count);
    expect(written).toEqual(expect.arrayContaining([person.record.id, access.record.id, own.record.id]));
  });

  it('refuses L1 over the intermediary as a usage error', async () => {
    const result = await runtime.dispatch('site:person', { personId: 'P1001', route: 'intermediary' }, { transport: 'web' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ category: 'usage', code: 'SITE_ROUTE_NOT_FOR_OPERATION' });
  });

  it('checks every service on every route', async () => {
    const { probes } = await call('site:check', {});
    expect(probes.map((p) => `${p.service}/${p.route}`)).toEqual([
      'organization/direct',
      'organization/gateway',
      'elevator/direct',
      'elevator/gateway',
      'elevator/intermediary',
      'common/direct',
    ]);
    expect(probes.every((p) => p.ok)).toBe(true);
    expect(probes.at(-1)?.url).toMatch(/\/sysetting\/zone\/page$/);
  });

  it('says when the common component service (E4) does not answer, though E1 and E2 do', async () => {
    const { profiles, activeId } = await call('site:profiles', {});
    const active = profiles.find((p) => p.id === activeId)!;
    await call('site:saveProfile', {
      id: active.id,
      profile: { ...active.profile, services: { ...active.profile.services, common: 'http://127.0.0.1:1/common' } },
    });
    try {
      const { probes } = await call('site:check', {});
      expect(probes.filter((p) => p.service !== 'common').every((p) => p.ok)).toBe(true);
      expect(probes.at(-1)).toMatchObject({
        service: 'common',
        route: 'direct',
        ok: false,
        error: { category: 'network', code: 'HTTP_REFUSED' },
      });
    } finally {
      await call('site:saveProfile', { id: active.id, profile: active.profile });
    }
  });

  it('does not call a gateway reachable when it answers for the services: a JSON 502 of its own, or success to any id', async () => {
    // What a gateway answers with its upstream down (nginx error_page as JSON), and a catch-all health stub.
    let answer = { status: 502, body: { code: 502, message: 'Bad Gateway' } };
    const gateway = createServer((_req, res) =>
      res.writeHead(answer.status, { 'content-type': 'application/json', server: 'nginx' }).end(JSON.stringify(answer.body)),
    );
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { profiles, activeId } = await call('site:profiles', {});
    const active = profiles.find((p) => p.id === activeId)!;
    const baseUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    await call('site:saveProfile', {
      id: active.id,
      profile: { ...active.profile, gateway: { baseUrl, prefixes: active.profile.gateway!.prefixes } },
    });
    try {
      const viaGateway = async () => (await call('site:check', {})).probes.filter((p) => p.route === 'gateway');
      const down = await viaGateway();
      expect(down.map((p) => [p.service, p.ok, p.status, p.error?.code])).toEqual([
        ['organization', false, 502, 'SITE_HTTP_STATUS'],
        ['elevator', false, 502, 'SITE_HTTP_STATUS'],
      ]);
      expect(down[0]?.error?.details?.advice).toMatchObject({
        en: expect.stringContaining('the gateway was reached, but the service behind it did not answer properly'),
      });
      answer = { status: 200, body: { code: 200, message: 'ok' } };
      const stub = await viaGateway();
      expect(stub.map((p) => [p.service, p.ok, p.error?.code])).toEqual([
        ['organization', false, 'SITE_PROBE_SUCCESS'],
        ['elevator', false, 'SITE_PROBE_SUCCESS'],
      ]);
      // Its Date is nginx's: the check says whose clock it may have read.
      expect(stub.map((p) => p.clockStampedBy)).toEqual(['nginx', 'nginx']);
      // The direct routes, to the real services, still answer as working services do, with no such doubt.
      const direct = (await call('site:check', {})).probes.filter((p) => p.route === 'direct');
      expect(direct.every((p) => p.ok && p.clockStampedBy === undefined)).toBe(true);
    } finally {
      await call('site:saveProfile', { id: active.id, profile: active.profile });
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
    }
  });

  it('finds every route identical for the same calls (rule 5)', async () => {
    const report = await call('site:parity', { personId: 'P1001', visitorId: 'V2002', floorIds: null });
    expect(report.checks.map((c) => [c.operation, c.routes.length, c.identical])).toEqual([
      ['personDetail', 2, true],
      ['addVisitor', 3, true],
    ]);
    // It names the profile it was made with, so that a view can tell when another is active since.
    const { activeId, profiles } = await call('site:profiles', {});
    const active = profiles.find((p) => p.id === activeId);
    expect(report.profile).toEqual({ id: activeId, name: active?.profile.name });
    // The latest result is kept for the evidence pack (the profile by its name, beside the report).
    const kept = JSON.parse(readFileSync(join(dataDir, 'site', 'parity-latest.json'), 'utf8'));
    const { profile: _made, ...checked } = report;
    expect(kept).toMatchObject({
      profileName: active?.profile.name,
      personId: 'P1001',
      visitorId: 'V2002',
      floorIds: null,
      report: checked,
    });
    expect(kept.report.profile).toBeUndefined();
  });

  it('keeps for the evidence pack the parity run asked for last, though an earlier one answers after it', async () => {
    const client = runtime.services.site.client;
    const personDetail = client.personDetail.bind(client);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.spyOn(client, 'personDetail').mockImplementation(async (...args: Parameters<typeof personDetail>) => {
      if (args[1] === 'P-SLOW') await held;
      return personDetail(...args);
    });
    try {
      const earlier = call('site:parity', { personId: 'P-SLOW' });
      const later = await call('site:parity', { personId: 'P1001' });
      release();
      expect((await earlier).checks[0]?.operation).toBe('personDetail');
      const kept = JSON.parse(readFileSync(join(dataDir, 'site', 'parity-latest.json'), 'utf8'));
      expect(kept.personId).toBe('P1001');
      expect(kept.report.checks).toEqual(later.checks);
    } finally {
      spy.mockRestore();
    }
  });

  it('draws the chain of an E2 from the call log: a failed one broken in red at the hop with the site’s code', async () => {
    const failed = await call('site:visitorAccess', { visitorId: 'V-NOBODY', floorIds: null, route: 'gateway' });
    expect(failed.error?.code).toBe('VISITOR_NOT_FOUND');
    const chain = await call('site:chain', { id: failed.record.id });
    expect(chain.traceparent).toBe(failed.record.traceparent);
    expect(chain.revealed).toBe(true);
    expect(chain.nodes.map((n) => [n.label, n.status, n.code])).toEqual([
      // The console's hop did its part: an envelope came back.
      ['Console', 'ok', 'VISITOR_NOT_FOUND'],
      ['Gateway', 'ok', 'VISITOR_NOT_FOUND'],
      ['E2 elevator application', 'ok', 'VISITOR_NOT_FOUND'],
      ['E1 organization', 'failed', 'PERSON_NOT_FOUND'],
    ]);
    const granted = await call('site:visitorAccess', { visitorId: 'V2001', floorIds: null });
    expect((await call('site:chain', { id: granted.record.id })).nodes.every((n) => n.status === 'ok')).toBe(true);
  });

  it('refuses the chain of a call the log does not hold, or of one that is not an E2', async () => {
    const person = await call('site:person', { personId: 'P1001' });
    for (const id of ['f'.repeat(32), person.record.id]) {
      const result = await runtime.dispatch('site:chain', { id }, { transport: 'web' });
      expect(result.ok ? null : result.error).toMatchObject({ category: 'not-found', code: 'SITE_CALL_NOT_FOUND' });
    }
  });

  it('keeps a bearer token out of the profiles file, the call log and exports', async () => {
    const token = 'very-secret-bearer-7788';
    const demo = (await call('site:profiles', {})).profiles.find((p) => p.id === 'demo-site')!;
    const saved = await call('site:saveProfile', {
      id: null,
      profile: { ...demo.profile, name: 'With token', auth: { type: 'bearer', token } },
    });
    expect(saved.secretSet).toBe(true);
    await call('site:activateProfile', { id: saved.id });
    await call('site:person', { personId: 'P1001' });
    const exported = await call('site:exportProfile', { id: saved.id });
    expect(exported.secretsLeftOut).toEqual(['auth.token']);
    const calls = await call('site:exportCalls', {});
    for (const text of [
      exported.text,
      readFileSync(calls.path, 'utf8'),
      readFileSync(join(dataDir, 'site-profiles.json'), 'utf8'),
      readFileSync(join(dataDir, 'site-calls.jsonl'), 'utf8'),
      JSON.stringify(await call('site:profiles', {})),
    ]) {
      expect(text).not.toContain(token);
    }
  });

  it('refuses an invalid profile with its problems', async () => {
    const result = await runtime.dispatch('site:saveProfile', { id: null, profile: { profileVersion: 1, name: '' } }, { transport: 'web' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('SITE_PROFILE_INVALID');
      expect((result.error.details?.problems as unknown[]).length).toBeGreaterThan(2);
    }
  });
});

describe('the demo site after the console restarts', () => {
  it('comes back with no click: the first site operation starts it again at new ports, and the profile answers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-console-demo-restore-'));
    const first = createConsole({ version: '1', dataDir: dir });
    await call('site:startDemo', {}, first);
    const before = JSON.parse(readFileSync(join(dir, 'site-profiles.json'), 'utf8')) as {
      profiles: { id: string; profile: { services: { organization: string } } }[];
    };
    await first.close();

    const second = createConsole({ version: '1', dataDir: dir });
    try {
      // Not a startDemo: the person lookup itself waits for the demo to be back, at its new ports.
      const person = await call('site:person', { personId: 'P1001' }, second);
      expect(person.outcome).toBe('success');
      const state = await call('site:profiles', {}, second);
      expect(state.demo).toMatchObject({ running: true, profileId: 'demo-site' });
      const after = JSON.parse(readFileSync(join(dir, 'site-profiles.json'), 'utf8')) as typeof before;
      expect(after.profiles.find((p) => p.id === 'demo-site')?.profile.services).not.toEqual(
        before.profiles.find((p) => p.id === 'demo-site')?.profile.services,
      );
    } finally {
      await second.close();
    }
  });

  it('leaves another active profile alone: no demo site is started for it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-console-demo-other-'));
    const first = createConsole({ version: '1', dataDir: dir });
    await call('site:startDemo', {}, first);
    const copy = await call('site:duplicateProfile', { id: 'demo-site' }, first);
    await call('site:activateProfile', { id: copy.id }, first);
    await first.close();
    const second = createConsole({ version: '1', dataDir: dir });
    try {
      const state = await call('site:profiles', {}, second);
      expect(state.demo).toEqual({ running: false, profileId: 'demo-site', services: [] });
    } finally {
      await second.close();
    }
  });
});
