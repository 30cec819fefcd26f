// The Visitor access view's floor picker finds floors by name with the batch preview's matcher:
// the host P1017 of the demo site may reach A-B2, A-B1, A-01, B-B1, B-01 and C-01, so "负一层"
// fits two floors and "Tower B 负一层" one, which Enter then chooses without writing anything.
import { flushPromises, mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { createPinia } from 'pinia';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { installBridgeWithDemoSite } from '../support/fake-bridge';

let runtime: ConsoleRuntime;

beforeAll(async () => {
  runtime = await installBridgeWithDemoSite();
});
afterAll(async () => {
  await runtime.close();
});

async function mountView(language: 'en' | 'zh-CN') {
  const { default: VisitorAccessView } = await import('../../../../renderer/views/VisitorAccessView.vue');
  const { useVisitorAccessStore } = await import('../../../../renderer/stores/visitor-access');
  const { i18n } = await import('../../../../renderer/i18n');
  i18n.global.locale.value = language;
  const pinia = createPinia();
  const wrapper = mount(VisitorAccessView, { global: { plugins: [pinia, i18n, ElementPlus] }, attachTo: document.body });
  const work = useVisitorAccessStore(pinia);
  const { useAnnouncerStore } = await import('../../../../renderer/stores/announcer');
  const announcer = useAnnouncerStore(pinia);
  work.visitorId = 'V2001';
  work.source = 'host';
  work.hostId = 'P1017';
  await work.loadFloors();
  await flushPromises();
  return { wrapper, work, announcer };
}

const shownFloors = (wrapper: Awaited<ReturnType<typeof mountView>>['wrapper']): string[] =>
  wrapper
    .findAll('[data-testid^="floor-"]')
    .map((f) => f.attributes('data-testid') ?? '')
    .filter((id) => id !== 'floor-list')
    .map((id) => id.replace(/^floor-/, ''))
    .sort();

describe('the floor picker’s filter', () => {
  it('shows the floors a name fits, and Enter chooses the one floor shown without sending anything', async () => {
    const { wrapper, work, announcer } = await mountView('en');
    expect(shownFloors(wrapper)).toEqual(['A-01', 'A-B1', 'A-B2', 'B-01', 'B-B1', 'C-01']);
    const field = wrapper.get('input[data-testid="floors-filter"]');
    const label = wrapper.get(`label[for="${field.attributes('id')}"]`);
    expect(label.text()).toBe('Find a floor');

    await field.setValue('负一层');
    expect(shownFloors(wrapper)).toEqual(['A-B1', 'B-B1']);
    expect(wrapper.get('[data-testid="floors-shown"]').text()).toBe('2 of 6 floors shown');
    // Two floors shown: Enter chooses neither, and the form is not submitted.
    await field.trigger('keydown', { key: 'Enter' });
    expect(work.selected).toEqual([]);
    // …and says which floors fit, and how to choose one.
    await expect.poll(() => announcer.status).toContain('2 floors fit: Tower A B1 (A-B1), Tower B B1 (B-B1). Type more');

    await field.setValue('Tower B 负一层');
    expect(shownFloors(wrapper)).toEqual(['B-B1']);
    await field.trigger('keydown', { key: 'Enter' });
    expect(work.selected).toEqual(['B-B1']);
    // Had the Enter reached the form, the write would be under way now.
    expect(work.pending).toBeNull();
    await flushPromises();
    expect(work.access).toBeNull();

    // Escape clears the filter; the floor stays chosen.
    await field.trigger('keydown', { key: 'Escape' });
    expect(shownFloors(wrapper)).toHaveLength(6);
    expect(work.selected).toEqual(['B-B1']);
    // Enter with every floor shown names the first five, not the whole site.
    await field.trigger('keydown', { key: 'Enter' });
    await expect.poll(() => announcer.status).toMatch(/^6 floors fit: ([^,]+, ){5}…\. /);
    wrapper.unmount();
  });

  it('speaks Chinese, and says when no floor matches', async () => {
    const { wrapper } = await mountView('zh-CN');
    const field = wrapper.get('input[data-testid="floors-filter"]');
    expect(wrapper.get(`label[for="${field.attributes('id')}"]`).text()).toBe('查找楼层');
    await field.setValue('Tower A 地下二层');
    expect(shownFloors(wrapper)).toEqual(['A-B2']);
    expect(wrapper.get('[data-testid="floors-shown"]').text()).toBe('显示 1 个楼层，共 6 个');
    await field.setValue('Tower Z');
    await vi.waitFor(() => expect(wrapper.get('[data-testid="floors-shown"]').text()).toBe('没有与“Tower Z”相符的楼层。'));
    wrapper.unmount();
  });
});
