// The navigation as the shell mounts it, with the console's router and area outlet: every area a
// link of its own in the Tab order, named in the UI language, the current one marked with
// aria-current; Enter on a link opens that area and moves focus to the area's heading.
import { flushPromises } from '@vue/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import type { ConsoleRuntime } from '../../../../main/console';
import { installBridge } from '../support/fake-bridge';
import { LANGUAGES, mountIn, press, settle, tabStops, type Language } from '../support/mount-area';

let runtime: ConsoleRuntime;
beforeAll(() => {
  runtime = installBridge({ keyring: null });
});
afterAll(async () => {
  await runtime.close();
});

const WORDS = {
  en: {
    landmark: 'Areas of the console',
    areas: [
      'Configuration',
      'License',
      'Site',
      'Person lookup',
      'Visitor access',
      'Route parity',
      'Site call log',
      'Batch & evidence',
      'About & diagnostics',
      'Help',
    ],
    personHeading: 'Person lookup (L1)',
    callsHeading: 'Site call log',
  },
  'zh-CN': {
    landmark: '控制台功能区',
    areas: ['配置', '授权', '站点', '人员查询', '访客通行', '路由一致性', '站点调用记录', '批量与证据', '关于与诊断', '帮助'],
    personHeading: '人员查询（L1）',
    callsHeading: '站点调用记录',
  },
} satisfies Record<Language, unknown>;

/** The shell's navigation and area, on the console's own router, opened on `path`. */
async function mountShell(language: Language, path: string) {
  const { default: TheNavigation } = await import('../../../../renderer/components/TheNavigation.vue');
  const { default: TheAreaOutlet } = await import('../../../../renderer/components/TheAreaOutlet.vue');
  const { createConsoleRouter, areas } = await import('../../../../renderer/router');
  const router = createConsoleRouter();
  await router.push(path);
  const Shell = defineComponent(() => () => h('div', [h('aside', [h(TheNavigation)]), h('main', { tabindex: -1 }, [h(TheAreaOutlet)])]));
  const { wrapper } = await mountIn(Shell, language, { plugins: [router] });
  await router.isReady();
  await expect.poll(() => settle(() => wrapper.find('main .area h2').exists())).toBe(true);
  const nav = () => wrapper.get('nav');
  const links = () => nav().findAll('a');
  return { wrapper, router, areas, nav, links };
}

describe.each(LANGUAGES)('TheNavigation in %s', (language) => {
  const words = WORDS[language];

  it('is a named landmark of links, one per area in the router’s order, each a Tab stop', async () => {
    const { wrapper, areas, nav, links } = await mountShell(language, '/site-calls');
    expect(nav().attributes('aria-label')).toBe(words.landmark);
    expect(links().map((a) => a.text())).toEqual(words.areas);
    expect(links().map((a) => a.attributes('href'))).toEqual(areas.map((a) => `#${a.path}`));
    // Every link in the Tab order, and nothing else in the navigation: no roving tabindex, no arrow-key scheme.
    expect(tabStops(nav().element)).toEqual(links().map((a) => a.element));
    wrapper.unmount();
  });

  it('marks the current area, and only it, with aria-current', async () => {
    const { wrapper, links } = await mountShell(language, '/site-calls');
    const current = links().filter((a) => a.attributes('aria-current') === 'page');
    expect(current.map((a) => a.text())).toEqual([words.callsHeading]);
    wrapper.unmount();
  });

  it('marks Help current on any of its pages and entries', async () => {
    const { wrapper, links } = await mountShell(language, '/help/site-code/PERSON_NOT_FOUND');
    const current = links().filter((a) => a.attributes('aria-current') === 'page');
    expect(current.map((a) => a.text())).toEqual([words.areas.at(-1)]);
    wrapper.unmount();
  });

  it('opens an area with Enter, marks it current, and moves focus to its heading', async () => {
    const { wrapper, router, links } = await mountShell(language, '/site-calls');
    const person = links().find((a) => a.text() === words.areas[3]);
    expect(person).toBeDefined();
    press(person!.element, 'Enter');
    await expect.poll(() => settle(() => router.currentRoute.value.path)).toBe('/person');
    await flushPromises();
    await expect.poll(() => settle(() => (document.activeElement as HTMLElement | null)?.textContent ?? '')).toBe(words.personHeading);
    expect(document.activeElement?.tagName).toBe('H2');
    expect(
      links()
        .filter((a) => a.attributes('aria-current') === 'page')
        .map((a) => a.text()),
    ).toEqual([words.areas[3]]);
    wrapper.unmount();
  });
});
