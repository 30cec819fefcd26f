// The dispatcher's bound on what it sends back: a result too deep to serialise is a `malformed`
// value, whatever handler produced it (the web transport's JSON.stringify and Electron's structured
// clone both overflow the stack at a few thousand levels).
import { describe, expect, it } from 'vitest';
import { CallLog } from '../../../../main/app/call-log';
import { createDispatch, MAX_RESULT_DEPTH, type Handlers } from '../../../../main/bridge/dispatch';
import { EventHub } from '../../../../main/bridge/event-hub';

describe('dispatch', () => {
  it('turns a result nested deeper than its limit into malformed JSON_TOO_DEEP', async () => {
    let deep: unknown = null;
    for (let i = 0; i < 10_000; i++) deep = { next: deep };
    const handlers = { 'app:info': async () => deep } as unknown as Handlers;
    const dispatch = createDispatch(handlers, new CallLog(), new EventHub());
    const answer = await dispatch('app:info', {}, { transport: 'web' });
    expect(answer).toMatchObject({
      ok: false,
      error: { category: 'malformed', code: 'JSON_TOO_DEEP', details: { limit: MAX_RESULT_DEPTH } },
    });
    expect(() => JSON.stringify(answer)).not.toThrow();
  });
});
