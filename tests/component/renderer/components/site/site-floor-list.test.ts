// A person's floors grouped by building: read-only, a list under each building's name; selectable,
// every floor a named checkbox in the Tab order that Space toggles, and a "select all" per
// building that says "partly" when some are chosen. In both languages.
import { afterAll, describe, expect, it } from 'vitest';
import type { Floor } from '../../../../../shared/site';
import { installBridge } from '../../support/fake-bridge';
import { LANGUAGES, mountIn, press, settle, tabStops, type Language } from '../../support/mount-area';

// The language is chosen as the language switch does, which tells main.
const runtime = installBridge({ keyring: null });
afterAll(async () => {
  await runtime.close();
});

const FLOORS: Floor[] = [
  { floorId: 'A-B1', floorName: 'B1', floorNo: -1, buildingId: 'B-A', buildingName: 'Tower A' },
  { floorId: 'A-03', floorName: '3F', floorNo: 3, buildingId: 'B-A', buildingName: 'Tower A' },
  { floorId: 'C-05', floorName: '5F', floorNo: 5, buildingId: 'B-C', buildingName: '裙楼 C' },
];

const SELECT_ALL = { en: (b: string) => `Select all of ${b}`, 'zh-CN': (b: string) => `全选 ${b}` } satisfies Record<Language, unknown>;

async function mountList(language: Language, props: Record<string, unknown>) {
  const { default: SiteFloorList } = await import('../../../../../renderer/components/site/SiteFloorList.vue');
  const { wrapper } = await mountIn(SiteFloorList, language, { props: { floors: FLOORS, ...props } });
  const chosen = () => (wrapper.emitted('update:selected')?.at(-1)?.[0] as string[] | undefined) ?? [];
  /** v-model:selected, as the Visitor access view binds it: the choice comes back as the prop. */
  const follow = async () => {
    await wrapper.setProps({ selected: chosen() });
    await settle(() => undefined);
  };
  return { wrapper, chosen, follow };
}

describe.each(LANGUAGES)('SiteFloorList in %s', (language) => {
  it('lists the floors by building, with building and floor names, and nothing to tick when read-only', async () => {
    const { wrapper } = await mountList(language, {});
    const buildings = wrapper.findAll('fieldset');
    expect(buildings.map((b) => b.get('legend').text())).toEqual(['Tower A (B-A)', '裙楼 C (B-C)']);
    expect(buildings[0]?.findAll('li').map((li) => li.text())).toEqual(['B1 A-B1', '3F A-03']);
    expect(wrapper.findAll('input').length).toBe(0);
    wrapper.unmount();
  });

  it('makes every floor and every “select all” a named checkbox in the Tab order', async () => {
    const { wrapper } = await mountList(language, { selectable: true, selected: [] });
    const stops = tabStops(wrapper.element);
    expect(stops.map((el) => el.closest('label')?.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      SELECT_ALL[language]('Tower A (B-A)'),
      'B1 A-B1',
      '3F A-03',
      SELECT_ALL[language]('裙楼 C (B-C)'),
      '5F C-05',
    ]);
    for (const stop of stops) expect(stop).toBeInstanceOf(HTMLInputElement);
    wrapper.unmount();
  });

  it('toggles a floor with Space, and a building’s floors with Space on its “select all”, showing “partly”', async () => {
    const { wrapper, chosen, follow } = await mountList(language, { selectable: true, selected: [] });
    press(wrapper.get('[data-testid="floor-A-03"] input').element, ' ');
    await follow();
    expect(chosen()).toEqual(['A-03']);
    const allOfA = wrapper.get<HTMLInputElement>('[data-testid="select-all-B-A"] input');
    expect(allOfA.element.indeterminate).toBe(true);
    expect(allOfA.element.checked).toBe(false);

    press(allOfA.element, ' ');
    await follow();
    expect([...chosen()].sort()).toEqual(['A-03', 'A-B1']);
    expect(allOfA.element.checked).toBe(true);
    expect(allOfA.element.indeterminate).toBe(false);
    // The other building is not touched.
    expect(wrapper.get<HTMLInputElement>('[data-testid="select-all-B-C"] input').element.checked).toBe(false);

    press(allOfA.element, ' ');
    await follow();
    expect(chosen()).toEqual([]);
    press(wrapper.get('[data-testid="floor-A-03"] input').element, ' ');
    await follow();
    press(wrapper.get('[data-testid="floor-A-03"] input').element, ' ');
    await follow();
    expect(chosen()).toEqual([]);
    wrapper.unmount();
  });

  it('takes no choice while disabled (when no floors are to be sent)', async () => {
    const { wrapper } = await mountList(language, { selectable: true, selected: [], disabled: true });
    expect(tabStops(wrapper.element)).toEqual([]);
    wrapper.get('[data-testid="floor-A-03"] input').element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await settle(() => undefined);
    expect(wrapper.emitted('update:selected')).toBeUndefined();
    wrapper.unmount();
  });
});
