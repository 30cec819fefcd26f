import { describe, expect, it } from 'vitest';
import { EventHub } from '../../../../main/bridge/event-hub';

const call = (id: number) => ({ id, op: 'app:info', ok: true, code: null, durationMs: 1, at: new Date(0).toISOString() });

describe('EventHub', () => {
  it('holds events back until the first sink is ready, then delivers them in order', () => {
    const hub = new EventHub();
    hub.emit('bridge:call', call(1));
    hub.emit('settings:changed', { language: 'en' });
    const got: string[] = [];
    hub.attach((event) => got.push(event));
    expect(got).toEqual(['bridge:call', 'settings:changed']);
    hub.emit('bridge:call', call(2));
    expect(got).toHaveLength(3);
  });

  it('keeps delivering to the others when one sink throws, and detaches', () => {
    const hub = new EventHub();
    hub.attach(() => {
      throw new Error('window destroyed');
    });
    const got: number[] = [];
    const detach = hub.attach((_e, data) => got.push((data as { id: number }).id));
    hub.emit('bridge:call', call(7));
    detach();
    hub.emit('bridge:call', call(8));
    expect(got).toEqual([7]);
  });

  it('holds back a bounded number of events', () => {
    const hub = new EventHub();
    for (let i = 0; i < 1000; i++) hub.emit('bridge:call', call(i));
    const got: number[] = [];
    hub.attach((_e, data) => got.push((data as { id: number }).id));
    expect(got.length).toBe(200);
    expect(got.at(-1)).toBe(999);
  });
});
