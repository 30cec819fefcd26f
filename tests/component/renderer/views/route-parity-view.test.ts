// The route parity check (rule 5) over the real main side and the demo site: one run shows each
// route's answer side by side under a heading naming the ids it ran for (focused), with a verdict;
// changing an id marks it stale; an id over the contract's limit is refused at the field, in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { fieldLimits } from '../../../../renderer/input-limits';
import { installBridgeWithDemoSite } from '../support/fake-bridge';
import { fieldError, LANGUAGES, mountIn, settle, type Language } from '../support/mount-area';

let runtime: ConsoleRuntime;
beforeAll(async () => {
  runtime = await installBridgeWithDemoSite();
});
afterAll(async () => {
  await runtime.close();
});

const WORDS = {
  en: {
    resultFor: (person: string) => `Parity for person ${person}`,
    resultForBoth: (person: string, visitor: string) => `Parity for person ${person} and visitor ${visitor}`,
    personDetail: 'L1 person detail',
    addVisitor: 'L2 visitor access',
    identical: 'Identical on every route, compared after normalizing',
    received: 'As received',
    normalized: 'Normalized (compared)',
    routes: { direct: 'Direct', gateway: 'Gateway', intermediary: 'Intermediary' },
    stale: 'The ids have changed since this check: run it again for the ids typed now.',
    earlierConsole: 'This was made before the console restarted; what the site answers now may differ: do it again.',
    tooLong: (max: number, n: number) => `At most ${max} characters (${n} typed)`,
  },
  'zh-CN': {
    resultFor: (person: string) => `人员 ${person} 的一致性检查`,
    resultForBoth: (person: string, visitor: string) => `人员 ${person} 与访客 ${visitor} 的一致性检查`,
    personDetail: 'L1 人员详情',
    addVisitor: 'L2 访客通行',
    identical: '规范化后比较，所有路由结果一致',
    received: '收到的原始报文',
    normalized: '规范化后（用于比较）',
    routes: { direct: '直连', gateway: '网关', intermediary: '中间件' },
    stale: '编号在检查后已更改：请为当前输入的编号重新运行检查。',
    earlierConsole: '此结果在控制台重启前得出；站点现在的应答可能不同：请重新执行。',
    tooLong: (max: number, n: number) => `最多 ${max} 个字符（已输入 ${n} 个）`,
  },
} satisfies Record<Language, unknown>;

async function mountView(language: Language) {
  const { default: RouteParityView } = await import('../../../../renderer/views/RouteParityView.vue');
  const { useRouteParityStore } = await import('../../../../renderer/stores/route-parity');
  const { wrapper, pinia } = await mountIn(RouteParityView, language);
  const store = useRouteParityStore(pinia);
  const run = async (person: string, visitor = '') => {
    await wrapper.get('[data-testid="parity-person"]').setValue(person);
    await wrapper.get('[data-testid="parity-visitor"]').setValue(visitor);
    await wrapper.get('form').trigger('submit');
    await expect.poll(() => settle(() => store.pending)).toBe(false);
    await settle(() => undefined);
  };
  return { wrapper, store, run };
}

describe.each(LANGUAGES)('RouteParityView in %s', (language) => {
  const words = WORDS[language];

  it('shows each route’s answer side by side under a heading naming the ids, focused, with a verdict', async () => {
    const { wrapper, run } = await mountView(language);
    await run('P1001', 'V2001');
    const heading = wrapper.get('[data-testid="parity-result-heading"]');
    expect(heading.text()).toBe(words.resultForBoth('P1001', 'V2001'));
    expect(document.activeElement).toBe(heading.element);

    const person = wrapper.get('[data-testid="parity-personDetail"]');
    expect(person.get('h3').text()).toBe(words.personDetail);
    expect(person.get('[data-testid="parity-verdict"]').text()).toContain(words.identical);
    const columns = person.findAll('.column');
    // L1 runs direct and through the gateway (the intermediary forwards only L2): one column each, each with its answer.
    expect(columns.map((c) => c.get('h4').text().split(' · ')[0])).toEqual([words.routes.direct, words.routes.gateway]);
    for (const column of columns) expect(column.get('pre').text()).toContain('Li Wei');

    const visitor = wrapper.get('[data-testid="parity-addVisitor"]');
    expect(visitor.get('h3').text()).toBe(words.addVisitor);
    expect(visitor.findAll('.column').map((c) => c.get('h4').text().split(' · ')[0])).toEqual([
      words.routes.direct,
      words.routes.gateway,
      words.routes.intermediary,
    ]);
    wrapper.unmount();
  });

  it('marks the report stale as soon as an id changes, and true again when it is typed back', async () => {
    const { wrapper, run } = await mountView(language);
    await run('P1001');
    expect(wrapper.get('[data-testid="parity-result-heading"]').text()).toBe(words.resultFor('P1001'));
    expect(wrapper.find('[data-testid="parity-stale"]').exists()).toBe(false);
    await wrapper.get('[data-testid="parity-person"]').setValue('P1002');
    expect(wrapper.get('[data-testid="parity-stale"]').text()).toBe(words.stale);
    expect(wrapper.get('[data-testid="parity-result-heading"]').text()).toBe(words.resultFor('P1001'));
    await wrapper.get('[data-testid="parity-person"]').setValue('P1001');
    await wrapper.get('[data-testid="parity-visitor"]').setValue('V2001');
    expect(wrapper.find('[data-testid="parity-stale"]').exists()).toBe(true);
    wrapper.unmount();
  });

  it('marks a report made before the console restarted, though the ids are the same', async () => {
    const { learnConsoleSession } = await import('../../../../renderer/composables/use-console-session');
    await learnConsoleSession(true);
    const { wrapper, store, run } = await mountView(language);
    await run('P1001');
    expect(wrapper.find('[data-testid="parity-stale-session"]').exists()).toBe(false);
    expect(wrapper.get('[data-testid="parity-result"]').attributes('data-stale')).toBeUndefined();
    await runtime.close();
    runtime = await installBridgeWithDemoSite();
    await learnConsoleSession(true);
    await settle(() => undefined);
    expect(wrapper.get('[data-testid="parity-stale-session"]').text()).toBe(words.earlierConsole);
    expect(wrapper.get('[data-testid="parity-result"]').attributes('data-stale')).toBe('true');
    expect(wrapper.find('[data-testid="parity-stale"]').exists()).toBe(false);
    expect(store.stale).toBe(true);
    wrapper.unmount();
  });

  it('refuses an id over the contract’s limit at the field, in words, and runs nothing', async () => {
    const max = fieldLimits('site:parity', 'visitorId').maxLength ?? 0;
    expect(max).toBeGreaterThan(0);
    const parityCalls = () => runtime.services.callLog.recent(500).filter((c) => c.op === 'site:parity').length;
    const before = parityCalls();
    const { wrapper, store, run } = await mountView(language);
    const tooLong = 'V'.repeat(max + 1);
    await run('P1001', tooLong);
    await expect.poll(() => fieldError(wrapper)).toContain(words.tooLong(max, tooLong.length));
    expect(store.last).toBeNull();
    expect(parityCalls()).toBe(before);
    wrapper.unmount();
  });

  it('shows each route’s body as received beside the normalized envelope it compared, and says which is which', async () => {
    const { wrapper, run } = await mountView(language);
    await run('P1001');
    const person = wrapper.get('[data-testid="parity-personDetail"]');
    for (const route of ['direct', 'gateway'] as const) {
      // The site's own field names, as the wire carried them ("msg"), not the console's reading of them ("message").
      const received = person.get(`[data-testid="parity-received-${route}"]`).text();
      expect(received).toContain('"msg"');
      expect(received).not.toContain('"message"');
      expect(person.get(`[data-testid="parity-normalized-${route}"]`).text()).toContain('"message"');
    }
    const titles = person.findAll('h5').map((h) => h.text());
    expect(titles).toContain(words.received);
    expect(titles).toContain(words.normalized);
    wrapper.unmount();
  });
});
