// Visitor access (L2) from the keyboard, over the real main side and the demo site: Enter loads the
// floors of the id typed (focus to their heading), Space picks a floor, the "choose at least one
// floor" hint goes once floors are picked, Enter writes, and the result stays headed with the
// visitor it was for, marked when the id changes; an error of Person lookup never shows here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import type { SiteProfilesState } from '../../../../shared/api';
import { installBridgeWithDemoSite } from '../support/fake-bridge';
import { LANGUAGES, mountIn, piniaIn, press, settle, type Language } from '../support/mount-area';

let runtime: ConsoleRuntime;
beforeAll(async () => {
  runtime = await installBridgeWithDemoSite();
});
afterAll(async () => {
  await runtime.close();
});

const WORDS = {
  en: {
    floorsFor: (id: string) => `Floors of ${id}`,
    resultFor: (id: string) => `Visitor access for ${id}`,
    selected: (n: number) => `${n} floor(s) selected`,
    chooseFloors: 'Choose at least one floor, or choose to send no floors.',
    written: (visitor: string, floors: string) => `Elevator access written for visitor ${visitor} on ${floors}.`,
    staleFor: (id: string) => `This result is for ${id}, not for the id typed now`,
    selectAll: 'Select all of Tower A (B-A)',
  },
  'zh-CN': {
    floorsFor: (id: string) => `${id} 的楼层`,
    resultFor: (id: string) => `${id} 的访客开通结果`,
    selected: (n: number) => `已选 ${n} 个楼层`,
    chooseFloors: '请至少选择一个楼层，或选择不发送楼层。',
    written: (visitor: string, floors: string) => `已为访客 ${visitor} 写入以下楼层的电梯通行：${floors}。`,
    staleFor: (id: string) => `此结果属于 ${id}，不是当前输入的编号`,
    selectAll: '全选 Tower A (B-A)',
  },
} satisfies Record<Language, unknown>;

async function mountView(language: Language) {
  const { default: VisitorAccessView } = await import('../../../../renderer/views/VisitorAccessView.vue');
  const { useVisitorAccessStore } = await import('../../../../renderer/stores/visitor-access');
  const { wrapper, pinia } = await mountIn(VisitorAccessView, language);
  const store = useVisitorAccessStore(pinia);
  const idInput = () => wrapper.get<HTMLInputElement>('[data-testid="visitor-id"]');
  /** Enter in the id field, then wait for what it started. */
  const enter = async () => {
    press(idInput().element, 'Enter');
    await expect.poll(() => settle(() => store.pending)).toBeNull();
    await settle(() => undefined);
  };
  return { wrapper, store, idInput, enter };
}

describe.each(LANGUAGES)('VisitorAccessView in %s', (language) => {
  const words = WORDS[language];

  it('shows the route a call will take: the active profile’s default until another is chosen', async () => {
    const { wrapper, store } = await mountView(language);
    const state = await runtime.dispatch('site:profiles', {}, { transport: 'web' });
    if (!state.ok) throw new Error('no profiles');
    const { profiles, activeId } = state.value as SiteProfilesState;
    const fallback = profiles.find((p) => p.id === activeId)?.profile.defaultRoute;
    const checked = () =>
      wrapper
        .findAll('[data-testid^="visitor-route-"] input')
        .filter((i) => (i.element as HTMLInputElement).checked)
        .map((i) => i.element.closest('[data-testid]')?.getAttribute('data-testid'));
    await expect.poll(() => settle(() => checked())).toEqual([`visitor-route-${fallback}`]);
    expect(store.route).toBeUndefined();
    await wrapper.get('[data-testid="visitor-route-intermediary"] input').setValue(true);
    await expect.poll(() => settle(() => checked())).toEqual(['visitor-route-intermediary']);
    expect(store.route).toBe('intermediary');
    wrapper.unmount();
  });

  it('loads floors with Enter, picks them with Space, and writes with Enter; the hint goes once floors are picked', async () => {
    const { wrapper, idInput, enter } = await mountView(language);
    await idInput().setValue('V2001');
    await enter();
    const floorsHeading = wrapper.get('[data-testid="visitor-floors-heading"]');
    expect(floorsHeading.text()).toBe(words.floorsFor('V2001'));
    expect(document.activeElement).toBe(floorsHeading.element);
    expect(wrapper.get('[data-testid="select-all-B-A"]').text()).toBe(words.selectAll);
    expect(wrapper.get('[data-testid="floor-A-03"]').text()).toContain('3F');

    // Enter with no floor chosen: nothing is written, and the hint says why.
    await enter();
    expect(wrapper.find('[data-testid="visitor-access-result"]').exists()).toBe(false);
    expect(wrapper.get('[data-testid="visitor-hint"]').text()).toBe(words.chooseFloors);

    press(wrapper.get('[data-testid="floor-A-03"] input').element, ' ');
    await settle(() => undefined);
    expect(wrapper.get('p[role="status"]').text()).toBe(words.selected(1));
    expect(wrapper.get('[data-testid="visitor-hint"]').text()).toBe('');

    await enter();
    const heading = wrapper.get('[data-testid="visitor-result-heading"]');
    expect(heading.text()).toBe(words.resultFor('V2001'));
    expect(document.activeElement).toBe(heading.element);
    expect(wrapper.get('[data-testid="visitor-result"]').text()).toContain(words.written('V2001', 'A-03'));
    wrapper.unmount();
  });

  it('drops the floors of the old id and marks the written result as the old visitor’s when the id changes', async () => {
    const { wrapper, idInput, enter } = await mountView(language);
    await idInput().setValue('V2001');
    await enter();
    press(wrapper.get('[data-testid="floor-A-05"] input').element, ' ');
    await enter();
    expect(wrapper.get('[data-testid="visitor-access-result"]').attributes('data-stale')).toBeUndefined();

    await idInput().setValue('V2002');
    await settle(() => undefined);
    expect(wrapper.find('[data-testid="visitor-floors-heading"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="floor-A-05"]').exists()).toBe(false);
    expect(wrapper.get('p[role="status"]').text()).toBe(words.selected(0));
    const result = wrapper.get('[data-testid="visitor-access-result"]');
    expect(result.attributes('data-stale')).toBe('true');
    expect(wrapper.get('[data-testid="visitor-result-heading"]').text()).toBe(words.resultFor('V2001'));
    expect(wrapper.get('[data-testid="visitor-stale"]').text()).toContain(words.staleFor('V2001'));
    wrapper.unmount();
  });

  it('shows the last write with the visitor it was for when the engineer comes back to the area', async () => {
    const { default: VisitorAccessView } = await import('../../../../renderer/views/VisitorAccessView.vue');
    const pinia = await piniaIn(language);
    const first = await mountIn(VisitorAccessView, language, { pinia });
    await first.wrapper.get('[data-testid="visitor-id"]').setValue('V2003');
    await first.wrapper.get('[data-testid="visitor-no-floors"] input').setValue(true);
    await first.wrapper.get('form').trigger('submit');
    await expect.poll(() => settle(() => first.wrapper.find('[data-testid="visitor-result-heading"]').exists())).toBe(true);
    first.wrapper.unmount();
    const again = await mountIn(VisitorAccessView, language, { pinia });
    expect(again.wrapper.get<HTMLInputElement>('[data-testid="visitor-id"]').element.value).toBe('V2003');
    expect(again.wrapper.get('[data-testid="visitor-result-heading"]').text()).toBe(words.resultFor('V2003'));
    expect(again.wrapper.get('[data-testid="visitor-access-result"]').attributes('data-stale')).toBeUndefined();
    again.wrapper.unmount();
  });

  it('never shows an error of Person lookup, nor retries its lookup', async () => {
    const { default: PersonView } = await import('../../../../renderer/views/PersonView.vue');
    const { default: VisitorAccessView } = await import('../../../../renderer/views/VisitorAccessView.vue');
    const pinia = await piniaIn(language);
    const person = await mountIn(PersonView, language, { pinia });
    await person.wrapper.get('[data-testid="person-id"]').setValue('NOBODY');
    await person.wrapper.get('form').trigger('submit');
    await expect.poll(() => settle(() => person.wrapper.find('[data-testid="bridge-error"]').exists())).toBe(true);
    const visitor = await mountIn(VisitorAccessView, language, { pinia });
    expect(visitor.wrapper.find('[data-testid="bridge-error"]').exists()).toBe(false);
    expect(visitor.wrapper.find('[data-testid="visitor-access-result"]').exists()).toBe(false);
    person.wrapper.unmount();
    visitor.wrapper.unmount();
  });
});
