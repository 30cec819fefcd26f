import { createPinia, setActivePinia } from 'pinia';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { installBridgeWithDemoSite } from '../support/fake-bridge';

let runtime: ConsoleRuntime;

beforeAll(async () => {
  runtime = await installBridgeWithDemoSite();
});
afterAll(async () => {
  await runtime.close();
});
beforeEach(() => setActivePinia(createPinia()));

const store = async () => (await import('../../../../renderer/stores/person-lookup')).usePersonLookupStore();

describe('person lookup store', () => {
  it('keeps the answer with the id that produced it, and marks it stale when the id changes', async () => {
    const lookup = await store();
    lookup.personId = ' P1001 ';
    await lookup.lookUp();
    expect(lookup.last?.personId).toBe('P1001');
    expect(lookup.last?.result?.data?.personName).toBe('Li Wei');
    expect(lookup.stale).toBe(false);
    lookup.personId = 'P1002';
    expect(lookup.stale).toBe(true);
  });

  it('forgets the previous answer when asked with an empty id, and calls nothing', async () => {
    const lookup = await store();
    lookup.personId = 'P1001';
    await lookup.lookUp();
    lookup.personId = '   ';
    await lookup.lookUp();
    expect(lookup.last).toBeNull();
  });

  it('keeps the site’s “no” in its own answer, not in an error shared with other areas', async () => {
    const lookup = await store();
    lookup.personId = 'NOBODY';
    await lookup.lookUp();
    expect(lookup.last?.result?.error?.code).toBe('PERSON_NOT_FOUND');
    const { useVisitorAccessStore } = await import('../../../../renderer/stores/visitor-access');
    const visitor = useVisitorAccessStore();
    expect(visitor.floors).toBeNull();
    expect(visitor.access).toBeNull();
  });
});
