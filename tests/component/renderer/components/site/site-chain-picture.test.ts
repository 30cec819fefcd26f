// The chain picture of an E2 as main lays it out (main/site/chain.ts over a site that reveals 43
// downstream calls, one failed): every box named in the UI language from what main says it is, the boxes not drawn counted
// ("and N more"), the failed hop marked and named in the caption; a site that reveals nothing is
// said so. In both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_MAX_CALLS, chainOf, type ChainCall } from '../../../../../main/site/chain';
import type { HttpClient } from '../../../../../main/http/client';
import type { ConsoleRuntime } from '../../../../../main/console';
import type { ChainPicture } from '../../../../../shared/chain';
import type { SiteProfile } from '../../../../../shared/site';
import { installBridge } from '../../support/fake-bridge';
import { LANGUAGES, mountIn, type Language } from '../../support/mount-area';

let runtime: ConsoleRuntime;
beforeAll(() => {
  runtime = installBridge({ keyring: null });
});
afterAll(async () => {
  await runtime.close();
});

const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
const PROFILE = {
  profileVersion: 1,
  name: 'Chain site',
  services: { organization: 'http://org.test/organization', elevator: 'http://elevator.test/elevator-app' },
  gateway: { baseUrl: 'http://gateway.test', prefixes: { organization: '/gw/organization', elevator: '/gw/elevator-app' } },
  defaultRoute: 'gateway',
  auth: { type: 'none' },
  timeouts: { connectMs: 3000, requestMs: 10000 },
} as unknown as SiteProfile;
const call = (endpoint: string, target: string, extra: Record<string, unknown> = {}) => ({
  endpoint,
  target,
  source: 'network',
  ok: true,
  status: 200,
  code: '0',
  error: null,
  durationMs: 2.4,
  ...extra,
});
/** What each service's /__sim/state reveals: the gateway relayed, the elevator application made 43 calls, E1's failed. */
const STATES: Record<string, unknown> = {
  'http://gateway.test': {
    success: true,
    data: {
      calls: [{ traceparent: TRACEPARENT, status: 200, code: 'UPSTREAM_UNAVAILABLE', durationMs: 30, calls: [call('E2', 'elevator')] }],
    },
  },
  'http://elevator.test': {
    success: true,
    data: {
      calls: [
        {
          traceparent: TRACEPARENT,
          status: 200,
          code: 'UPSTREAM_UNAVAILABLE',
          durationMs: 25,
          calls: [
            call('E3', 'organization'),
            call('E4', 'common', { source: 'cache' }),
            call('E1', 'organization', { ok: false, code: 'UPSTREAM_UNAVAILABLE', error: 'E1 timed out' }),
            ...Array.from({ length: 40 }, () => call('E4', 'common')),
          ],
        },
      ],
    },
  },
};
/** An HTTP client that answers each service's introspection from STATES (no network in a component test). */
const http = (states: Record<string, unknown>) =>
  ({
    request: async ({ url }: { url: string }) => ({ status: 200, text: () => JSON.stringify(states[new URL(url).origin] ?? null) }),
  }) as unknown as HttpClient;
const E2: ChainCall = {
  route: 'gateway',
  traceparent: TRACEPARENT,
  ok: false,
  category: 'envelope',
  code: 'UPSTREAM_UNAVAILABLE',
  durationMs: 31.6,
  phases: { connectMs: null, firstByteMs: 30.2, bodyMs: 0.4, totalMs: 31.6 },
};

const WORDS = {
  en: {
    console: 'Console',
    gateway: 'Gateway',
    elevator: 'E2 elevator application',
    e3: 'E3 organization',
    e4cache: 'E4 (zone cache) common',
    e1: 'E1 organization',
    more: (n: number) => `and ${n} more calls, not drawn`,
    broke: 'Broke at E1 organization: UPSTREAM_UNAVAILABLE',
    failedHere: 'failed here',
    unrevealed: 'The site reveals nothing behind the elevator application',
    why: 'has no list of calls',
  },
  'zh-CN': {
    console: '控制台',
    gateway: '网关',
    elevator: 'E2 电梯应用',
    e3: 'E3 组织服务',
    e4cache: 'E4（区域缓存）公共组件',
    e1: 'E1 组织服务',
    more: (n: number) => `另有 ${n} 个调用未画出`,
    broke: '断在 E1 组织服务：UPSTREAM_UNAVAILABLE',
    failedHere: '在此失败',
    unrevealed: '现场未公开电梯应用之后的调用',
    why: '没有调用列表',
  },
} satisfies Record<Language, unknown>;

async function mountPicture(language: Language, chain: ChainPicture) {
  const { default: SiteChainPicture } = await import('../../../../../renderer/components/site/SiteChainPicture.vue');
  const { wrapper } = await mountIn(SiteChainPicture, language, { props: { chain } });
  const boxLabel = (id: string) => wrapper.get(`[data-testid="chain-node-${id}"] .label`).text();
  return { wrapper, boxLabel };
}

describe.each(LANGUAGES)('SiteChainPicture in %s', (language) => {
  const words = WORDS[language];

  it('names every box in the UI language, counts the calls not drawn, and marks where the chain broke', async () => {
    const chain = await chainOf(http(STATES), PROFILE, E2);
    expect(chain.callsNotDrawn).toBe(43 - CHAIN_MAX_CALLS);
    const { wrapper, boxLabel } = await mountPicture(language, chain);
    expect(boxLabel('console')).toBe(words.console);
    expect(boxLabel('relay')).toBe(words.gateway);
    expect(boxLabel('elevator')).toBe(words.elevator);
    expect(boxLabel('call-0')).toBe(words.e3);
    expect(boxLabel('call-1')).toBe(words.e4cache);
    expect(boxLabel('call-2')).toBe(words.e1);
    expect(boxLabel('more')).toBe(words.more(3));

    expect(wrapper.get('[data-testid="chain-node-call-2"]').attributes('data-status')).toBe('failed');
    expect(wrapper.findAll('[data-status="failed"] .label').map((l) => l.text())).toContain(words.e1);
    expect(wrapper.get('[data-testid="chain-broke"]').text()).toBe(words.broke);
    // The same facts for screen readers and keyboards, in the same words.
    const facts = wrapper.findAll('.facts li').map((li) => li.text());
    expect(facts).toHaveLength(chain.nodes.length);
    expect(facts.find((f) => f.startsWith(`${words.e1}:`))).toContain(`${words.failedHere} (UPSTREAM_UNAVAILABLE)`);
    if (language === 'zh-CN')
      for (const fact of facts) expect(fact).not.toMatch(/Console|elevator application|organization|common|\bms\b|reused|and \d+ more/);
    wrapper.unmount();
  });

  it('words each box from what main says it is (kind, route, endpoint, service), not from main’s English label', async () => {
    const chain = await chainOf(http(STATES), PROFILE, E2);
    const relabelled = { ...chain, nodes: chain.nodes.map((n) => ({ ...n, label: 'label of the log' })) };
    const { wrapper, boxLabel } = await mountPicture(language, relabelled);
    expect([boxLabel('console'), boxLabel('relay'), boxLabel('elevator'), boxLabel('call-2'), boxLabel('more')]).toEqual([
      words.console,
      words.gateway,
      words.elevator,
      words.e1,
      words.more(3),
    ]);
    expect(wrapper.text()).not.toContain('label of the log');
    wrapper.unmount();
  });

  it('says when the site reveals nothing behind the elevator application, and draws only the console’s hops', async () => {
    const chain = await chainOf(http({}), PROFILE, { ...E2, ok: true, category: null, code: '0' });
    const { wrapper, boxLabel } = await mountPicture(language, chain);
    expect(wrapper.get('[data-testid="chain-unrevealed"]').text()).toContain(words.unrevealed);
    // Why, in the UI language too: main's English reason is for logs only.
    expect(wrapper.get('[data-testid="chain-unrevealed"]').text()).toContain(words.why);
    if (language === 'zh-CN') expect(wrapper.get('[data-testid="chain-unrevealed"]').text()).not.toContain('does not reveal');
    expect(boxLabel('console')).toBe(words.console);
    expect(wrapper.findAll('[data-testid^="chain-node-call-"]')).toHaveLength(0);
    expect(wrapper.find('[data-testid="chain-broke"]').exists()).toBe(false);
    wrapper.unmount();
  });
});
