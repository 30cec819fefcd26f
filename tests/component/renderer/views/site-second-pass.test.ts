// The site views on the second pass, over the real main side and the demo site: a result made with
// one profile is marked once another is active (connectivity, person), the route picker offers only
// the active profile's routes, focus never falls to the page after an action, every table header is
// named, the secrets are said once, a floor filter's select-all tells the truth, the call log
// exports what it shows. In both languages where words are checked.
import type { VueWrapper } from '@vue/test-utils';
import type { Pinia } from 'pinia';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { installBridgeWithDemoSite } from '../support/fake-bridge';
import { LANGUAGES, mountIn, settle, type Language } from '../support/mount-area';

let runtime: ConsoleRuntime;
/** A profile with the demo's own services, but no gateway and no intermediary. */
let plainId = '';
beforeAll(async () => {
  // No system keyring: the secrets stay in the test's data directory, in a file.
  runtime = await installBridgeWithDemoSite({ keyring: null });
  const state = await runtime.dispatch('site:profiles', {}, { transport: 'web' });
  if (!state.ok) throw new Error(JSON.stringify(state.error));
  const url = (name: string): string =>
    (state.value as { demo: { services: { name: string; url: string }[] } }).demo.services.find((s) => s.name === name)?.url ?? '';
  const saved = await runtime.dispatch(
    'site:saveProfile',
    {
      id: null,
      profile: {
        profileVersion: 1,
        name: 'Plain direct',
        services: { organization: url('organization'), elevator: url('elevator') },
        defaultRoute: 'direct',
        auth: { type: 'none' },
        timeouts: { connectMs: 3000, requestMs: 10000 },
      },
    },
    { transport: 'web' },
  );
  if (!saved.ok) throw new Error(JSON.stringify(saved.error));
  plainId = (saved.value as { id: string }).id;
});
afterAll(async () => {
  await runtime.close();
});

const activate = async (id: string): Promise<void> => {
  const result = await runtime.dispatch('site:activateProfile', { id }, { transport: 'web' });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
};

/** The person lookup mounted in `language` (on `pinia`'s stores when given), with its store. */
async function openPersonLookup(language: Language, pinia?: Pinia) {
  const { default: PersonView } = await import('../../../../renderer/views/PersonView.vue');
  const { usePersonLookupStore } = await import('../../../../renderer/stores/person-lookup');
  const mounted = await mountIn(PersonView, language, pinia ? { pinia } : {});
  return { ...mounted, lookup: usePersonLookupStore(mounted.pinia) };
}

/** Submits the lookup's form and waits until its answer is on screen. */
async function lookUp(wrapper: VueWrapper, lookup: { pending: string | null }): Promise<void> {
  await wrapper.get('form').trigger('submit');
  await expect.poll(() => settle(() => lookup.pending)).toBeNull();
  await settle(() => undefined);
}

const WORDS = {
  en: {
    demo: 'Demo site (reference site on this laptop)',
    checkOf: (name: string) => `Check of the profile “${name}”`,
    checkStale: 'which is no longer the active one',
    otherProfile: (name: string) => `This was made with the profile “${name}”, which is no longer the active one`,
    madeWith: (name: string) => `From the profile “${name}”`,
    checkedWith: (name: string) => `Checked with the profile “${name}”.`,
    activated: 'is now the active one',
    edit: 'Edit',
    saved: 'saved',
    selectShown: 'Select the 1 floor(s) shown of Tower A (B-A) (the filter hides 2: select-all chooses only the floors shown)',
    selectAll: 'Select all of Tower A (B-A)',
    otherRoute: (route: string) => `This was asked over the route “${route}”, not the one chosen now`,
    direct: 'Direct',
    gateway: 'Gateway',
  },
  'zh-CN': {
    demo: '演示站点（本机上的参考站点）',
    checkOf: (name: string) => `配置档“${name}”的检查结果`,
    checkStale: '它已不是当前配置档',
    otherProfile: (name: string) => `此结果由配置档“${name}”得出，它已不是当前配置档`,
    madeWith: (name: string) => `来自配置档“${name}”`,
    checkedWith: (name: string) => `使用配置档“${name}”检查。`,
    activated: '现在是当前配置档',
    edit: '编辑',
    saved: '已保存',
    selectShown: '选择 Tower A (B-A) 中显示的 1 个楼层（筛选隐藏了 2 个：全选只选择显示的楼层）',
    selectAll: '全选 Tower A (B-A)',
    otherRoute: (route: string) => `此结果是经由“${route}”路由请求的，不是当前所选的路由`,
    direct: '直连',
    gateway: '网关',
  },
} satisfies Record<Language, unknown>;

async function siteView(language: Language) {
  const { default: SiteView } = await import('../../../../renderer/views/SiteView.vue');
  const { wrapper } = await mountIn(SiteView, language);
  await expect.poll(() => settle(() => wrapper.find('[data-testid="site-profiles"]').exists())).toBe(true);
  const rowOf = (name: string) => wrapper.findAll('[data-testid="site-profiles"] tbody tr').find((tr) => tr.text().includes(name));
  return { wrapper, rowOf };
}

describe.each(LANGUAGES)('the site views on the second pass, in %s', (language) => {
  const words = WORDS[language];

  it('names the profile and time of a connectivity check, focuses it, and marks it once another profile is made active', async () => {
    await activate('demo-site');
    const { wrapper } = await siteView(language);
    await wrapper.get('[data-testid="site-check"]').trigger('click');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="site-check-heading"]').exists())).toBe(true);
    const heading = wrapper.get('[data-testid="site-check-heading"]');
    expect(heading.text()).toBe(words.checkOf(words.demo));
    expect(wrapper.get('[data-testid="site-check-at"]').text()).toMatch(/\d/);
    expect(document.activeElement).toBe(heading.element);
    expect(wrapper.find('[data-testid="site-check-stale"]').exists()).toBe(false);

    // Make active: its button goes away; focus goes to the line that says what happened.
    await wrapper.get(`[data-testid="profile-activate-${plainId}"]`).trigger('click');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="site-check-stale"]').exists())).toBe(true);
    expect(wrapper.get('[data-testid="site-check-stale"]').text()).toContain(words.checkStale);
    expect(wrapper.get('[data-testid="site-check-result"]').attributes('data-stale')).toBe('true');
    const notice = wrapper.get('[data-testid="site-notice"]');
    expect(notice.text()).toContain(words.activated);
    expect(document.activeElement).toBe(notice.element);
    wrapper.unmount();
    await activate('demo-site');
  });

  it('marks a person answer made with a profile that is no longer active, and offers only the active profile’s routes', async () => {
    await activate('demo-site');
    const first = await openPersonLookup(language);
    const { lookup } = first;
    await expect.poll(() => settle(() => first.wrapper.find('[data-testid="person-route-gateway"]').exists())).toBe(true);
    lookup.personId = 'P1001';
    lookup.route = 'gateway';
    await lookUp(first.wrapper, lookup);
    expect(first.wrapper.get('[data-testid="person-made-with"]').text()).toContain(words.madeWith(words.demo));
    expect(first.wrapper.find('[data-testid="person-stale-profile"]').exists()).toBe(false);
    first.wrapper.unmount();

    // Another profile, made active elsewhere (the Site view, another window): coming back shows it.
    await activate(plainId);
    const again = await openPersonLookup(language, first.pinia);
    await expect.poll(() => settle(() => again.wrapper.find('[data-testid="person-stale-profile"]').exists())).toBe(true);
    expect(again.wrapper.get('[data-testid="person-stale-profile"]').text()).toContain(words.otherProfile(words.demo));
    expect(again.wrapper.get('[data-testid="person-result"]').attributes('data-stale')).toBe('true');
    // No gateway in that profile: not offered, and the gateway chosen before is dropped.
    expect(again.wrapper.find('[data-testid="person-route-gateway"]').exists()).toBe(false);
    expect(again.wrapper.find('[data-testid="person-route-direct"]').exists()).toBe(true);
    expect(lookup.route).toBeUndefined();
    // Nothing chosen now: the profile's note says what changed, not a route the engineer did not choose.
    expect(again.wrapper.find('[data-testid="person-stale-route"]').exists()).toBe(false);
    again.wrapper.unmount();
    await activate('demo-site');
  });

  it('marks a person answer and a visitor write that came over another route than the one chosen now', async () => {
    await activate('demo-site');
    const person = await openPersonLookup(language);
    const { lookup } = person;
    await expect.poll(() => settle(() => person.wrapper.find('[data-testid="person-route-gateway"]').exists())).toBe(true);
    // Nothing chosen: the demo profile's default route, direct, which the picker shows as chosen.
    lookup.personId = 'P1001';
    await lookUp(person.wrapper, lookup);
    expect(person.wrapper.find('[data-testid="person-stale-route"]').exists()).toBe(false);
    expect(person.wrapper.get('[data-testid="person-result"]').attributes('data-stale')).toBeUndefined();
    await person.wrapper.get('[data-testid="person-route-gateway"] input').setValue(true);
    expect(lookup.route).toBe('gateway');
    await settle(() => undefined);
    expect(person.wrapper.get('[data-testid="person-stale-route"]').text()).toContain(words.otherRoute(words.direct));
    expect(person.wrapper.get('[data-testid="person-result"]').attributes('data-stale')).toBe('true');
    // Asked again over the gateway: that answer is the present's.
    await lookUp(person.wrapper, lookup);
    expect(person.wrapper.find('[data-testid="person-stale-route"]').exists()).toBe(false);
    await person.wrapper.get('[data-testid="person-route-direct"] input').setValue(true);
    await settle(() => undefined);
    expect(person.wrapper.get('[data-testid="person-stale-route"]').text()).toContain(words.otherRoute(words.gateway));
    person.wrapper.unmount();

    const { default: VisitorAccessView } = await import('../../../../renderer/views/VisitorAccessView.vue');
    const { useVisitorAccessStore } = await import('../../../../renderer/stores/visitor-access');
    const visitor = await mountIn(VisitorAccessView, language);
    const work = useVisitorAccessStore(visitor.pinia);
    await expect.poll(() => settle(() => visitor.wrapper.find('[data-testid="visitor-route-gateway"]').exists())).toBe(true);
    await visitor.wrapper.get('[data-testid="visitor-id"]').setValue('V2003');
    await visitor.wrapper.get('[data-testid="visitor-no-floors"] input').setValue(true);
    await visitor.wrapper.get('form').trigger('submit');
    await expect.poll(() => settle(() => visitor.wrapper.find('[data-testid="visitor-result-heading"]').exists())).toBe(true);
    expect(visitor.wrapper.find('[data-testid="visitor-stale-route"]').exists()).toBe(false);
    await visitor.wrapper.get('[data-testid="visitor-route-gateway"] input').setValue(true);
    expect(work.route).toBe('gateway');
    await settle(() => undefined);
    expect(visitor.wrapper.get('[data-testid="visitor-stale-route"]').text()).toContain(words.otherRoute(words.direct));
    expect(visitor.wrapper.get('[data-testid="visitor-access-result"]').attributes('data-stale')).toBe('true');
    visitor.wrapper.unmount();
  });

  it('names the profile a parity report was made with, and marks the report once another profile is active', async () => {
    await activate('demo-site');
    const { default: RouteParityView } = await import('../../../../renderer/views/RouteParityView.vue');
    const { useRouteParityStore } = await import('../../../../renderer/stores/route-parity');
    const first = await mountIn(RouteParityView, language);
    const parity = useRouteParityStore(first.pinia);
    await first.wrapper.get('[data-testid="parity-person"]').setValue('P1001');
    await first.wrapper.get('form').trigger('submit');
    await expect.poll(() => settle(() => first.wrapper.find('[data-testid="parity-made-with"]').exists())).toBe(true);
    expect(first.wrapper.get('[data-testid="parity-made-with"]').text()).toBe(words.checkedWith(words.demo));
    expect(first.wrapper.find('[data-testid="parity-stale-profile"]').exists()).toBe(false);
    expect(parity.stale).toBe(false);
    first.wrapper.unmount();

    // Another profile, made active elsewhere (the Site view, another window): coming back shows it.
    await activate(plainId);
    const again = await mountIn(RouteParityView, language, { pinia: first.pinia });
    await expect.poll(() => settle(() => again.wrapper.find('[data-testid="parity-stale-profile"]').exists())).toBe(true);
    expect(again.wrapper.get('[data-testid="parity-stale-profile"]').text()).toContain(words.otherProfile(words.demo));
    expect(again.wrapper.find('[data-testid="parity-made-with"]').exists()).toBe(false);
    // The ids are the same: only the profile is said to differ.
    expect(again.wrapper.find('[data-testid="parity-stale"]').exists()).toBe(false);
    expect(parity.stale).toBe(true);
    again.wrapper.unmount();
    await activate('demo-site');
  });

  it('moves focus into the profile form when it opens, and to the saved line when it closes', async () => {
    const { wrapper, rowOf } = await siteView(language);
    const edit = rowOf('Plain direct')
      ?.findAll('button')
      .find((b) => b.text() === words.edit);
    await edit?.trigger('click');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="site-profile-form"]').exists())).toBe(true);
    expect(document.activeElement).toBe(
      wrapper.get('[data-testid="site-profile-form"] input[data-testid="profile-name"], [data-testid="profile-name"] input').element,
    );
    await wrapper.get('[data-testid="site-profile-form"]').trigger('submit');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="site-profile-form"]').exists())).toBe(false);
    const notice = wrapper.get('[data-testid="site-notice"]');
    expect(notice.text()).toContain(words.saved);
    expect(document.activeElement).toBe(notice.element);
    wrapper.unmount();
  });

  it('names every header of the profiles table, and says where the secrets are once', async () => {
    const { wrapper } = await siteView(language);
    const headers = wrapper.findAll('[data-testid="site-profiles"] thead th');
    expect(headers.length).toBeGreaterThan(3);
    for (const th of headers) expect(th.text().trim(), th.html()).not.toBe('');
    // In a file, in clear: the sentence with the file's path, not a second one beside it.
    await expect.poll(() => settle(() => wrapper.find('[data-testid="site-secrets-in-clear"]').exists())).toBe(true);
    expect(wrapper.find('[data-testid="secrets-holder"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('shows a building’s select-all as partly chosen under a filter, and says it chooses only the floors shown', async () => {
    await activate('demo-site');
    const { default: VisitorAccessView } = await import('../../../../renderer/views/VisitorAccessView.vue');
    const { useVisitorAccessStore } = await import('../../../../renderer/stores/visitor-access');
    const { wrapper, pinia } = await mountIn(VisitorAccessView, language);
    const work = useVisitorAccessStore(pinia);
    work.visitorId = 'V2001';
    work.source = 'host';
    work.hostId = 'P1017';
    await work.loadFloors();
    await settle(() => undefined);
    const selectAll = () => wrapper.get('[data-testid="select-all-B-A"]');
    expect(selectAll().text()).toBe(words.selectAll);
    await wrapper.get('input[data-testid="floors-filter"]').setValue('负一层');
    expect(selectAll().text()).toBe(words.selectShown);
    // A click toggles the box, then says change: the box's own state is what select-all then sets it to.
    await selectAll().get('input').trigger('click');
    await settle(() => undefined);
    expect(work.selected).toEqual(['A-B1']);
    const box = selectAll().get('input').element as HTMLInputElement;
    // Tower A has A-B2 and A-01 too, not chosen: partly, not all.
    expect(box.checked).toBe(false);
    expect(box.indeterminate).toBe(true);
    // Again: the floors shown are all chosen, so it unchooses them.
    await selectAll().get('input').trigger('click');
    await settle(() => undefined);
    expect(work.selected).toEqual([]);
    expect(box.indeterminate).toBe(false);
    wrapper.unmount();
  });
});

describe('the site call log on the second pass', () => {
  it('names its expand column, and exports the calls a search typed without Enter shows', async () => {
    await runtime.dispatch('site:person', { personId: 'P1001' }, { transport: 'web' });
    await runtime.dispatch('site:person', { personId: 'P1002' }, { transport: 'web' });
    const { default: SiteCallsView } = await import('../../../../renderer/views/SiteCallsView.vue');
    const { useSiteCallsStore } = await import('../../../../renderer/stores/site-calls');
    const { wrapper, pinia } = await mountIn(SiteCallsView, 'en');
    const calls = useSiteCallsStore(pinia);
    await expect.poll(() => settle(() => calls.records.length)).toBeGreaterThan(1);
    for (const th of wrapper.findAll('[data-testid="site-calls"] thead th')) expect(th.text().trim(), th.html()).not.toBe('');

    const all = calls.records.length;
    await wrapper.get('input[data-testid="site-calls-text"], [data-testid="site-calls-text"] input').setValue('P1002');
    await wrapper.get('[data-testid="site-calls-export"]').trigger('click');
    await expect.poll(() => settle(() => calls.exported)).not.toBeNull();
    const rows = wrapper.findAll('[data-testid="site-calls"] tbody tr.el-table__row');
    expect(rows.length).toBeLessThan(all);
    expect(calls.exported?.count).toBe(rows.length);
    wrapper.unmount();
  });
});

describe('a site’s “no such person” in Chinese', () => {
  it('names the route in Chinese, not “（direct）”', async () => {
    await activate('demo-site');
    const { wrapper, lookup } = await openPersonLookup('zh-CN');
    lookup.personId = 'NOBODY';
    lookup.route = 'direct';
    await lookUp(wrapper, lookup);
    const said = wrapper.get('[data-testid="person-result"] [data-testid="bridge-error"]').text();
    expect(said).toContain('（直连）');
    expect(said).not.toContain('direct');
    wrapper.unmount();
  });
});
