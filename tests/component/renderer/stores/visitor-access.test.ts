import { createPinia, setActivePinia } from 'pinia';
import { nextTick } from 'vue';
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

const store = async () => (await import('../../../../renderer/stores/visitor-access')).useVisitorAccessStore();

describe('visitor access store', () => {
  it('drops the loaded floors and the floor chosen among them as soon as the source id changes', async () => {
    const work = await store();
    work.visitorId = 'V2001';
    await work.loadFloors();
    expect(work.floorsLoaded).toBe(true);
    // V2001's host has floors on the demo site: a floor is really chosen before the id changes.
    const floorList = work.floors?.result?.data?.floorList ?? [];
    expect(floorList.length).toBeGreaterThan(0);
    const first = floorList[0]?.floorId;
    expect(first).toMatch(/\S/);
    work.selected = [first ?? ''];
    expect(work.selected).toEqual([first]);
    work.visitorId = 'V2002';
    await nextTick();
    expect(work.floors).toBeNull();
    expect(work.selected).toEqual([]);
  });

  it('keeps a write with its visitor, marked stale for another id', async () => {
    const work = await store();
    work.visitorId = 'V2001';
    work.sendNoFloors = true;
    await work.openAccess();
    expect(work.access?.visitorId).toBe('V2001');
    expect(work.access?.result?.outcome).toBe('success');
    work.visitorId = 'V2002';
    expect(work.accessStale).toBe(true);
  });

  it('forgets the write when asked to write for an empty id', async () => {
    const work = await store();
    work.visitorId = 'V2001';
    work.sendNoFloors = true;
    await work.openAccess();
    work.visitorId = '';
    await work.openAccess();
    expect(work.access).toBeNull();
  });
});
