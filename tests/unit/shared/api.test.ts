// The contract is the spine: every operation has a schema, a generated validator, a handler and an
// allow-list entry, and nothing else gets through.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../../main/api';
import { createConsole } from '../../../main/console';
import { EVENT_NAMES, OPERATION_NAMES, events, operations } from '../../../shared/api';
import { eventValidators } from '../../../shared/generated/event-validators';
import { payloadValidators } from '../../../shared/generated/payload-validators';
import { createBridge } from '../../../preload/bridge';
import { startTestSite } from '../sim/site-helpers';
import { checkResultSchema } from './api/result-check';

const runtime = () =>
  createConsole({ version: '1.2.3', dataDir: mkdtempSync(join(tmpdir(), 'sc-contract-')) }, { checkResult: checkResultSchema });

describe('bridge contract', () => {
  it('names operations domain:action and events domain:event', () => {
    for (const name of [...OPERATION_NAMES, ...EVENT_NAMES]) expect(name).toMatch(/^[a-z]+:[a-z][a-zA-Z]*$/);
    expect(OPERATION_NAMES.length).toBeGreaterThan(0);
    expect(Object.keys(events)).toEqual(EVENT_NAMES);
  });

  it('gives every operation a payload schema that rejects unknown properties, and a generated validator', () => {
    for (const op of OPERATION_NAMES) {
      const schema = operations[op].payload as { type?: string; additionalProperties?: boolean };
      expect(schema.type, op).toBe('object');
      expect(schema.additionalProperties, op).toBe(false);
      expect(typeof payloadValidators[op], op).toBe('function');
      expect(payloadValidators[op]?.({ surely_not_a_field: 1 }), op).toBe(false);
    }
    expect(Object.keys(payloadValidators).sort()).toEqual([...OPERATION_NAMES].sort());
  });

  it('takes an update code for auth:offlineApply pasted or from a file, exactly one of the two', () => {
    const validate = payloadValidators['auth:offlineApply'];
    expect(validate?.({ updateCode: 'LVUPD1:00' })).toBe(true);
    expect(validate?.({ path: '/media/usb/update.txt' })).toBe(true);
    expect(validate?.({})).toBe(false);
    expect(validate?.({ updateCode: 'LVUPD1:00', path: '/media/usb/update.txt' })).toBe(false);
    expect(validate?.({ updateCode: 'x'.repeat(64 * 1024 + 1) })).toBe(false);
  });

  it('has a handler for every operation and for nothing else', () => {
    const handlers = createHandlers(runtime().services);
    expect(Object.keys(handlers).sort()).toEqual([...OPERATION_NAMES].sort());
  });

  it('preload allows exactly the contract operations', async () => {
    const seen: string[] = [];
    const bridge = createBridge({
      invoke: async (channel) => {
        seen.push(channel);
        return { ok: true, value: null };
      },
      on: () => undefined,
      removeListener: () => undefined,
    });
    for (const op of OPERATION_NAMES) await bridge.invoke(op, {} as never);
    expect(seen).toEqual(OPERATION_NAMES);
  });

  it('refuses a payload that breaks its schema with a validation error, without reaching the service', async () => {
    const rt = runtime();
    let reached = false;
    const original = rt.services.settings.update.bind(rt.services.settings);
    rt.services.settings.update = async (change) => {
      reached = true;
      return original(change);
    };
    const result = await rt.dispatch('settings:update', { language: 'fr' }, { transport: 'web' });
    expect(result).toMatchObject({
      ok: false,
      error: { category: 'validation', code: 'PAYLOAD_INVALID', details: { pointer: '/language' } },
    });
    expect(reached).toBe(false);
    const notAnObject = await rt.dispatch('app:calls', [1, 2], { transport: 'web' });
    expect(notAnObject).toMatchObject({ ok: false, error: { code: 'PAYLOAD_INVALID' } });
    const unknown = await rt.dispatch('fs:readAnything', {}, { transport: 'web' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'UNKNOWN_OPERATION' } });
  });

  it('gives every event a data schema, and the events main really emits match it', async () => {
    expect(Object.keys(eventValidators).sort()).toEqual([...EVENT_NAMES].sort());
    const rt = runtime();
    const seen: Array<[string, unknown]> = [];
    rt.hub.attach((event, data) => seen.push([event, data]));
    await rt.dispatch('settings:update', { language: 'zh-CN' }, { transport: 'ipc' });
    await rt.dispatch('app:calls', { limit: 0 }, { transport: 'ipc' });
    // A batch on the reference site emits the batch events.
    const site = await startTestSite();
    try {
      await rt.dispatch('site:saveProfile', { id: null, profile: { ...site.profile } }, { transport: 'ipc' });
      const file = join(mkdtempSync(join(tmpdir(), 'sc-contract-batch-')), 'visitors.csv');
      writeFileSync(file, 'visitorId,floorIds\nV1,A-02\n');
      const finished = new Promise<void>((resolve) => rt.hub.attach((event) => event === 'batch:finished' && resolve()));
      expect(await rt.dispatch('batch:start', { path: file }, { transport: 'ipc' })).toMatchObject({ ok: true });
      await finished;
    } finally {
      await rt.close();
      await site.close();
    }
    expect(new Set(seen.map(([e]) => e))).toEqual(new Set(EVENT_NAMES));
    for (const [event, data] of seen) expect(eventValidators[event]?.(data), `${event} ${JSON.stringify(data)}`).toBe(true);
    expect(eventValidators['settings:changed']?.({ language: 'fr' })).toBe(false);
  });
});
