// Findings 4 and 12 of issue 19: the chain picture of an E2 whose record in /__sim/state reveals
// 20,000 downstream calls draws a bounded picture ("and N more") without holding the event loop,
// and a state of the wrong shape is "the site reveals nothing", never INTERNAL_ERROR; over the real
// web transport against a site of the test's own.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_MAX_CALLS, CHAIN_SLICE, revealedIn } from '../../../../main/site/chain';
import { STATE_PARSE_CHANNEL } from '../../../../main/site/state-worker';
import type { ChainPicture } from '../../../../shared/chain';
import { answerJson, startHostileSite, startTestConsole, type HostileSite, type TestConsole } from './hostile-site';

const CALLS = 20_000;
const downstream = (i: number) => ({
  endpoint: 'E3 organization',
  target: `P${i}`,
  source: 'network',
  ok: i !== 12_345,
  status: 200,
  code: i === 12_345 ? 'PERSON_NOT_FOUND' : '0',
  error: null,
  durationMs: 1,
});

let site: HostileSite;
let testConsole: TestConsole;
let lastTraceparent = '';
/** What /__sim/state answers, given the traceparent of the last E2. */
let state: (traceparent: string) => unknown = () => null;
/** Resolves when /__sim/state has been answered: the chain's work in the console starts then. */
let stateServed: () => void = () => undefined;

beforeAll(async () => {
  site = await startHostileSite((req, res) => {
    if (req.path === '/__sim/state') {
      res.on('finish', () => stateServed());
      return answerJson(res, JSON.stringify(state(lastTraceparent)));
    }
    lastTraceparent = String(req.headers.traceparent ?? '');
    answerJson(res, JSON.stringify({ success: true, code: '0', msg: '', data: true }));
  });
  testConsole = await startTestConsole(mkdtempSync(join(tmpdir(), 'sc-chain-limits-')));
});
afterAll(async () => {
  await testConsole?.web.close();
  await site?.close();
});

const invoke = <T>(op: string, payload: unknown) => testConsole.invoke<T>(op, payload);

/** Sends one E2 and draws its chain. */
async function chainOfNewE2(): Promise<{ ok: boolean; value: ChainPicture; error?: { code: string } }> {
  const sent = await invoke<{ record: { id: string } }>('site:visitorAccess', { visitorId: 'V1', floorIds: ['A-01'] });
  expect(sent.ok).toBe(true);
  return invoke<ChainPicture>('site:chain', { id: sent.value.record.id });
}

describe('the chain picture, bounded', () => {
  it('20,000 downstream calls: at most CHAIN_MAX_CALLS drawn, the failure among them, the rest counted', async () => {
    expect(await invoke('site:saveProfile', { id: null, profile: site.profile })).toMatchObject({ ok: true });
    state = (traceparent) => ({
      success: true,
      data: {
        calls: [{ traceparent, status: 200, code: '0', durationMs: 5, calls: Array.from({ length: CALLS }, (_, i) => downstream(i)) }],
      },
    });
    const served = new Promise<void>((resolve) => (stateServed = resolve));
    const chain = chainOfNewE2();
    await served;
    // A bridge call made while the console reads the state is answered; its wait is measured for
    // the report (CHAIN_MEASURE=1 prints it), not asserted: the machine is shared and noisy.
    const started = performance.now();
    const info = await invoke('app:info', {});
    if (process.env.CHAIN_MEASURE)
      process.stdout.write(`app:info answered ${Math.round(performance.now() - started)} ms after the state was served\n`);
    const { ok, value } = await chain;
    expect(info.ok).toBe(true);
    expect(ok).toBe(true);
    expect(value.revealed).toBe(true);
    const calls = value.nodes.filter((n) => n.id.startsWith('call-'));
    expect(calls).toHaveLength(CHAIN_MAX_CALLS);
    expect(calls.filter((n) => n.status === 'failed').map((n) => n.label)).toEqual(['E3 organization P12345']);
    expect(value.callsNotDrawn).toBe(CALLS - CHAIN_MAX_CALLS);
    expect(value.nodes.find((n) => n.id === 'more')).toMatchObject({
      label: `and ${CALLS - CHAIN_MAX_CALLS} more`,
      kind: 'more',
      count: CALLS - CHAIN_MAX_CALLS,
    });
    expect(value.edges).toHaveLength(value.nodes.length - 1);
  });

  it('an 8 MiB state is parsed off the main thread: app:info, asked as the parse starts, answers before the chain does', async () => {
    // About 7.5 MiB of small objects the chain never walks (so that, parsed on the main thread,
    // nothing would yield between the parse and the chain's answer), and the record of the call.
    const filler = Array.from({ length: 75_000 }, (_, i) => ({
      traceparent: `00-${String(i).padStart(32, '2')}-b7ad6b7169203331-01`,
      status: 200,
      code: '0',
      d: i,
    }));
    state = (traceparent) => ({
      success: true,
      data: { other: filler, calls: [{ traceparent, status: 200, code: '0', durationMs: 5, calls: [downstream(1)] }] },
    });
    expect(JSON.stringify(state('x')).length).toBeGreaterThan(7 * 1024 * 1024);
    const order: string[] = [];
    let info: Promise<unknown> | null = null;
    // The moment the console hands the state to its parser, a bridge call is made. Parsed on the
    // main thread, the parse, the search and the chain's answer would all run before that call is
    // even read: the chain would answer first.
    const onParse = (): void => {
      info = invoke('app:info', {}).then((answer) => {
        order.push('app:info');
        return answer;
      });
    };
    STATE_PARSE_CHANNEL.subscribe(onParse);
    try {
      const chain = chainOfNewE2().then((answer) => {
        order.push('site:chain');
        return answer;
      });
      const answer = await chain;
      expect(answer).toMatchObject({ ok: true, value: { revealed: true } });
      expect(info).not.toBeNull();
      expect(await info).toMatchObject({ ok: true });
    } finally {
      STATE_PARSE_CHANNEL.unsubscribe(onParse);
    }
    expect(order).toEqual(['app:info', 'site:chain']);
  });

  it('a state nested too deep is "the site reveals nothing", said by the worker', async () => {
    state = () => JSON.parse(`{"data":{"calls":${'['.repeat(100)}${']'.repeat(100)}}}`);
    expect(await chainOfNewE2()).toMatchObject({ ok: true, value: { revealed: false } });
  });

  it('reading a large state yields to the event loop every CHAIN_SLICE items', async () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const records = Array.from({ length: CALLS }, (_, i) => ({
      traceparent: `00-${String(i).padStart(32, '1')}-b7ad6b7169203331-01`,
      calls: [],
    }));
    records.push({ traceparent, calls: Array.from({ length: CALLS }, (_, i) => downstream(i)) as never[] });
    let turns = 0;
    let running = true;
    const tick = (): void => {
      if (!running) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    const found = await revealedIn({ data: { calls: records } }, '0af7651916cd43dd8448eb211c80319c', 'test');
    running = false;
    expect(found).toHaveProperty('calls');
    // 20,001 records and 20,000 calls looked at: at least one turn of the loop per slice of each.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(CALLS / CHAIN_SLICE) * 2 - 2);
  });

  it('a state of the wrong shape is “the site reveals nothing”, not INTERNAL_ERROR', async () => {
    const shapes: ((traceparent: string) => unknown)[] = [
      () => null,
      () => ({ data: null }),
      () => ({ data: { calls: null } }),
      () => ({ data: { calls: 'many' } }),
      () => ({ data: { calls: [null, 7, { traceparent: 5 }] } }),
    ];
    for (const shape of shapes) {
      state = shape;
      const chain = await chainOfNewE2();
      expect(chain, JSON.stringify(shape(''))).toMatchObject({ ok: true, value: { revealed: false } });
      expect(chain.value.nodes.map((n) => n.id)).toEqual(['console', 'elevator']);
    }
    // The record found, with downstream calls of the wrong types: drawn without them.
    state = (traceparent) => ({ data: { calls: [{ traceparent, code: 0, calls: [null, { endpoint: 3 }, 'x'] }] } });
    expect(await chainOfNewE2()).toMatchObject({ ok: true, value: { revealed: true, callsNotDrawn: 0 } });
    state = (traceparent) => ({ data: { calls: [{ traceparent, calls: 'x' }] } });
    expect(await chainOfNewE2()).toMatchObject({ ok: true, value: { revealed: true } });
  });
});
