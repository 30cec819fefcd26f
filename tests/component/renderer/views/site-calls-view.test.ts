// The site call log over the real main side and the demo site: it lists the calls made, in the UI
// language (times without AM/PM in Chinese), filters them by text (Enter) and by outcome, and
// exports what the filter shows to a file, saying how many and where.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { fieldLimits } from '../../../../renderer/input-limits';
import { installBridgeWithDemoSite } from '../support/fake-bridge';
import { fieldError, LANGUAGES, mountIn, press, settle, type Language } from '../support/mount-area';

let runtime: ConsoleRuntime;
beforeAll(async () => {
  runtime = await installBridgeWithDemoSite();
  // Calls made elsewhere (another window, the command line): a found person, an unknown one, a write.
  for (const personId of ['P1001', 'NOBODY']) await runtime.dispatch('site:person', { personId }, { transport: 'web' });
  await runtime.dispatch('site:visitorAccess', { visitorId: 'V2001', floorIds: ['A-03'] }, { transport: 'web' });
});
afterAll(async () => {
  await runtime.close();
});

const WORDS = {
  en: {
    anyOutcome: 'Any outcome',
    personDetail: 'E1 person detail',
    addVisitor: 'E2 visitor access',
    success: 'success',
    failure: 'failure',
    exported: (n: number, path: string) => `${n} call(s) written to ${path}.`,
    tooLong: (max: number) => `At most ${max} characters`,
  },
  'zh-CN': {
    anyOutcome: '全部结果',
    personDetail: 'E1 人员详情',
    addVisitor: 'E2 访客通行',
    success: '成功',
    failure: '失败',
    exported: (n: number, path: string) => `已将 ${n} 条调用写入 ${path}。`,
    tooLong: (max: number) => `最多 ${max} 个字符`,
  },
} satisfies Record<Language, unknown>;

async function mountView(language: Language) {
  const { default: SiteCallsView } = await import('../../../../renderer/views/SiteCallsView.vue');
  const { useSiteCallsStore } = await import('../../../../renderer/stores/site-calls');
  const { wrapper, pinia } = await mountIn(SiteCallsView, language);
  const store = useSiteCallsStore(pinia);
  await expect.poll(() => settle(() => store.loading)).toBe(false);
  const rows = () => wrapper.findAll('[data-testid="site-calls"] tbody tr.el-table__row').map((tr) => tr.text());
  return { wrapper, store, rows };
}

describe.each(LANGUAGES)('SiteCallsView in %s', (language) => {
  const words = WORDS[language];

  it('lists the calls made, with their operation and outcome in words, and times in the UI language', async () => {
    const { wrapper, rows } = await mountView(language);
    const listed = rows();
    // The probe of the demo site's start may add calls; these three are there, newest first.
    const ours = listed.filter((r) => r.includes(words.personDetail) || r.includes(words.addVisitor));
    expect(ours).toHaveLength(3);
    expect(ours[0]).toContain(words.addVisitor);
    expect(ours[0]).toContain(words.success);
    expect(ours.filter((r) => r.includes(words.personDetail) && r.includes('PERSON_NOT_FOUND'))).toHaveLength(1);
    if (language === 'zh-CN') for (const row of listed) expect(row).not.toMatch(/AM|PM|上午|下午/);
    wrapper.unmount();
  });

  it('filters by text with Enter, and by outcome', async () => {
    const { wrapper, store, rows } = await mountView(language);
    const text = wrapper.get('[data-testid="site-calls-text"]');
    await text.setValue('NOBODY');
    press(text.element, 'Enter');
    await expect.poll(() => settle(() => rows().length)).toBe(1);
    expect(rows()[0]).toContain('PERSON_NOT_FOUND');
    await text.setValue('');
    // The outcome picker, as the engineer uses it: open it, choose "success".
    const outcome = wrapper
      .findAll('.el-select')
      .find((s) => s.attributes('aria-label') === words.anyOutcome || s.find(`[aria-label="${words.anyOutcome}"]`).exists());
    expect(outcome).toBeDefined();
    await outcome?.get('.el-select__wrapper').trigger('click');
    const successOption = () =>
      [...document.body.querySelectorAll<HTMLElement>('.el-select-dropdown__item')].find((o) => o.textContent?.trim() === words.success);
    await expect.poll(() => settle(successOption)).toBeTruthy();
    successOption()?.click();
    await expect.poll(() => settle(() => store.filter.outcome)).toBe('success');
    await expect.poll(() => settle(() => store.loading)).toBe(false);
    expect(rows().length).toBeGreaterThanOrEqual(2);
    for (const row of rows()) expect(row).not.toContain('PERSON_NOT_FOUND');
    wrapper.unmount();
  });

  it('exports what the filter shows, and says how many calls went to which file', async () => {
    const { wrapper, rows } = await mountView(language);
    const text = wrapper.get('[data-testid="site-calls-text"]');
    await text.setValue('V2001');
    press(text.element, 'Enter');
    await expect.poll(() => settle(() => rows().length)).toBe(1);
    await wrapper.get('[data-testid="site-calls-export"]').trigger('click');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="site-calls-exported"]').exists())).toBe(true);
    const said = wrapper.get('[data-testid="site-calls-exported"]').text();
    const path = /\S+site-calls-\S+\.json/.exec(said)?.[0] ?? '';
    expect(said).toBe(words.exported(1, path));
    const written = JSON.parse(readFileSync(path, 'utf8')) as { operation: string; requestBody: string }[];
    expect(written).toHaveLength(1);
    expect(written[0]?.operation).toBe('addVisitor');
    expect(written[0]?.requestBody).toContain('V2001');
    wrapper.unmount();
  });

  it('refuses a search text over the contract’s limit at the field, in words, instead of an internal error', async () => {
    const max = fieldLimits('site:calls', 'text').maxLength ?? 0;
    expect(max).toBeGreaterThan(0);
    const { wrapper } = await mountView(language);
    const text = wrapper.get('[data-testid="site-calls-text"]');
    await text.setValue('x'.repeat(max + 1));
    press(text.element, 'Enter');
    await expect.poll(() => settle(() => fieldError(wrapper))).toContain(words.tooLong(max));
    expect(wrapper.find('[data-testid="bridge-error"]').exists()).toBe(false);
    await wrapper.get('[data-testid="site-calls-export"]').trigger('click');
    await settle(() => undefined);
    expect(wrapper.find('[data-testid="bridge-error"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="site-calls-exported"]').exists()).toBe(false);
    wrapper.unmount();
  });
});
