// The site stores over the real main side and the demo site: each action sends a payload the
// contract's generated validator accepts (and exactly what it should: trimmed ids, no empty filter
// fields), keeps what came back, and keeps its own errors: an error of one area never shows in
// another.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPinia, setActivePinia } from 'pinia';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { payloadValidators } from '../../../../shared/generated/payload-validators';
import { bridgeCalls, installBridgeWithDemoSite } from '../support/fake-bridge';

let runtime: ConsoleRuntime;
beforeAll(async () => {
  // No system keyring: the secrets these tests store stay in the test's own data directory.
  runtime = await installBridgeWithDemoSite({ keyring: null });
});
afterAll(async () => {
  await runtime.close();
});
beforeEach(() => {
  setActivePinia(createPinia());
  bridgeCalls.length = 0;
});

/** What the stores sent since the test began, each checked against the contract's validator of its operation. */
function sent(op?: string): unknown[] {
  const calls = bridgeCalls.filter((c) => op === undefined || c.op === op);
  for (const call of calls) expect(payloadValidators[call.op]?.(call.payload), `${call.op} ${JSON.stringify(call.payload)}`).toBe(true);
  return calls.map((c) => c.payload);
}

const stores = async () => ({
  profiles: (await import('../../../../renderer/stores/site-profiles')).useSiteProfilesStore(),
  person: (await import('../../../../renderer/stores/person-lookup')).usePersonLookupStore(),
  visitor: (await import('../../../../renderer/stores/visitor-access')).useVisitorAccessStore(),
  parity: (await import('../../../../renderer/stores/route-parity')).useRouteParityStore(),
  calls: (await import('../../../../renderer/stores/site-calls')).useSiteCallsStore(),
});

const PROFILE = {
  profileVersion: 1,
  name: 'Store test site',
  services: { organization: 'http://127.0.0.1:9/organization', elevator: 'http://127.0.0.1:9/elevator-app' },
  defaultRoute: 'direct',
  auth: { type: 'bearer', token: 'tok-store-secret-000111' },
  timeouts: { connectMs: 3000, requestMs: 10000 },
};

describe('site profiles store', () => {
  it('loads, saves, duplicates, activates, exports and deletes through main, keeping the list main answers', async () => {
    const { profiles } = await stores();
    await profiles.load();
    const demoId = profiles.state?.demo.profileId;
    expect(profiles.state?.activeId).toBe(demoId);

    const saved = await profiles.save(null, PROFILE);
    expect(saved?.secretSet).toBe(true);
    expect(profiles.state?.profiles.map((p) => p.profile.name)).toContain('Store test site');
    await profiles.duplicate(saved!.id);
    expect(profiles.state?.profiles.filter((p) => p.profile.name.startsWith('Store test site'))).toHaveLength(2);
    await profiles.activate(saved!.id);
    expect(profiles.state?.activeId).toBe(saved!.id);
    const exported = await profiles.exportProfile(saved!.id);
    expect(exported?.secretsLeftOut).toEqual(['auth.token']);
    expect(exported?.text).not.toContain('tok-store-secret-000111');
    await profiles.remove(saved!.id);
    expect(profiles.state?.profiles.some((p) => p.id === saved!.id)).toBe(false);
    await profiles.activate(demoId!);
    expect(profiles.error).toBeNull();

    expect(sent('site:saveProfile')).toEqual([{ id: null, profile: PROFILE }]);
    expect(sent('site:activateProfile')).toEqual([{ id: saved!.id }, { id: demoId }]);
    expect(sent('site:deleteProfile')).toEqual([{ id: saved!.id }]);
    expect(sent()).not.toHaveLength(0);
  });

  it('keeps a refused profile’s problems for the form and leaves the list as it was', async () => {
    const { profiles } = await stores();
    await profiles.load();
    const before = profiles.state?.profiles.length;
    expect(
      await profiles.save(null, { ...PROFILE, name: '', services: { organization: 'ftp://x', elevator: 'http://127.0.0.1:9/e' } }),
    ).toBeNull();
    expect(profiles.error?.code).toBe('SITE_PROFILE_INVALID');
    const pointers = ((profiles.error?.details?.problems ?? []) as { pointer: string }[]).map((p) => p.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/name', '/services/organization']));
    expect(profiles.state?.profiles.length).toBe(before);
    expect(await profiles.importText('{ not json')).toBeNull();
    expect(profiles.error?.code).toBe('SITE_PROFILE_NOT_JSON');
    // The next action that works clears the error.
    await profiles.load();
    expect(profiles.error).toBeNull();
    sent();
  });

  it('checks the active profile: one probe per service and route, each answered', async () => {
    const { profiles } = await stores();
    await profiles.check();
    expect(profiles.probes?.probes.map((p) => p.service)).toEqual(expect.arrayContaining(['organization', 'elevator']));
    for (const probe of profiles.probes?.probes ?? []) expect(probe.ok, JSON.stringify(probe)).toBe(true);
    expect(sent('site:check')).toEqual([{}]);
  });
});

describe('route parity store', () => {
  it('sends the ids trimmed, with floors left to the site for the test visitor, and keeps the report with its ids', async () => {
    const { parity } = await stores();
    parity.personId = ' P1001 ';
    parity.visitorId = ' V2001 ';
    await parity.run();
    expect(sent('site:parity')).toEqual([{ personId: 'P1001', visitorId: 'V2001', floorIds: null }]);
    expect(parity.last).toMatchObject({ personId: 'P1001', visitorId: 'V2001', error: null });
    expect(parity.last?.report?.checks.map((c) => c.operation)).toEqual(['personDetail', 'addVisitor']);
    expect(parity.stale).toBe(false);
    parity.visitorId = '';
    expect(parity.stale).toBe(true);
  });

  it('asks nothing without a person id, and forgets the last report', async () => {
    const { parity } = await stores();
    parity.personId = 'P1001';
    await parity.run();
    parity.personId = '  ';
    await parity.run();
    expect(parity.last).toBeNull();
    expect(sent('site:parity')).toHaveLength(1);
  });
});

describe('site calls store', () => {
  it('sends only the filter fields set (a cleared field is not sent), and exports with the same filter', async () => {
    const { calls } = await stores();
    await runtime.dispatch('site:person', { personId: 'P1001' }, { transport: 'web' });
    calls.filter.text = '';
    calls.filter.operation = undefined;
    calls.filter.outcome = 'success';
    await calls.refresh();
    expect(calls.records.length).toBeGreaterThan(0);
    for (const record of calls.records) expect(record.outcome).toBe('success');
    await calls.exportCalls();
    expect(calls.exported?.count).toBe(calls.records.length);
    // The export applies the filter first, so that the table shows what was written.
    expect(sent('site:calls')).toEqual([{ outcome: 'success' }, { outcome: 'success' }]);
    expect(sent('site:exportCalls')).toEqual([{ outcome: 'success' }]);
  });

  it('exports the calls a filter typed without Enter selects, and shows those same calls', async () => {
    const { calls } = await stores();
    await runtime.dispatch('site:person', { personId: 'P1001' }, { transport: 'web' });
    await runtime.dispatch('site:person', { personId: 'P1002' }, { transport: 'web' });
    await calls.refresh();
    const all = calls.records.length;
    calls.filter.text = 'P1002';
    const dir = mkdtempSync(join(tmpdir(), 'sc-calls-export-'));
    expect(await calls.exportAs('har', join(dir, 'calls.har'), false)).toBe(true);
    expect(calls.records.length).toBeLessThan(all);
    expect(calls.records.every((r) => JSON.stringify(r).includes('P1002'))).toBe(true);
    expect(calls.exportedAs?.count).toBe(calls.records.length);
    expect(JSON.parse(readFileSync(join(dir, 'calls.har'), 'utf8')).log.entries).toHaveLength(calls.records.length);
  });
});

describe('each area keeps its own errors', () => {
  it('a refused call in Person lookup or the call log shows in no other area', async () => {
    const { profiles, person, visitor, parity, calls } = await stores();
    // The store sends what it is given; main refuses an id over the contract's limit (the view stops it earlier).
    person.personId = 'P'.repeat(10_000);
    await person.lookUp();
    expect(person.last?.error?.code).toBe('PAYLOAD_INVALID');
    calls.filter.text = 'x'.repeat(10_000);
    await calls.refresh();
    expect(calls.error?.code).toBe('PAYLOAD_INVALID');

    expect(visitor.floors).toBeNull();
    expect(visitor.access).toBeNull();
    expect(visitor.chainError).toBeNull();
    expect(parity.last).toBeNull();
    expect(profiles.error).toBeNull();

    // And the other way round: Visitor access's answer is its own.
    visitor.visitorId = 'NOBODY';
    visitor.sendNoFloors = true;
    await visitor.openAccess();
    expect(visitor.access?.result?.error?.code).toBe('VISITOR_NOT_FOUND');
    expect(person.last?.error?.code).toBe('PAYLOAD_INVALID');
    expect(person.last?.result).toBeNull();
    expect(calls.error?.code).toBe('PAYLOAD_INVALID');
  });
});
