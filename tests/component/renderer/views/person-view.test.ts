// Person lookup (L1) as the engineer sees it, over the real main side and the demo site: the
// answer headed with the id it is for and focused, the site's "no" as an answer (not "Something
// went wrong" with "Try again"), the answer marked stale when the id changes, and the contract's
// limit enforced in the field, in words, in both languages.
import type { Pinia } from 'pinia';
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
    answerFor: (id: string) => `Answer for ${id}`,
    staleFor: (id: string) => `This answer is for ${id}, not for the id typed now`,
    siteAnswered: 'The site answered',
    wentWrong: 'Something went wrong',
    noSuchPerson: 'The organization service has no such person',
    retry: 'Try again',
    tooLong: (max: number, n: number) => `At most ${max} characters (${n} typed)`,
    idMissing: 'Type a person id, then press Look up.',
  },
  'zh-CN': {
    answerFor: (id: string) => `${id} 的查询结果`,
    staleFor: (id: string) => `此结果属于 ${id}，不是当前输入的编号`,
    siteAnswered: '站点的答复',
    wentWrong: '出现问题',
    noSuchPerson: '组织服务中没有该人员',
    retry: '重试',
    tooLong: (max: number, n: number) => `最多 ${max} 个字符（已输入 ${n} 个）`,
    idMissing: '请输入人员编号，然后点击“查询”。',
  },
} satisfies Record<Language, unknown>;

async function mountView(language: Language, reuse?: Pinia) {
  const { default: PersonView } = await import('../../../../renderer/views/PersonView.vue');
  const { usePersonLookupStore } = await import('../../../../renderer/stores/person-lookup');
  const { wrapper, pinia } = await mountIn(PersonView, language, { pinia: reuse });
  const store = usePersonLookupStore(pinia);
  const idInput = () => wrapper.get<HTMLInputElement>('input[data-testid="person-id"], [data-testid="person-id"] input');
  const lookUp = async (id: string) => {
    await idInput().setValue(id);
    await wrapper.get('form').trigger('submit');
    await expect.poll(() => settle(() => store.pending)).toBeNull();
    await settle(() => undefined);
  };
  return { wrapper, store, pinia, idInput, lookUp };
}

describe.each(LANGUAGES)('PersonView in %s', (language) => {
  const words = WORDS[language];

  it('shows the person under a heading naming the id, and moves focus there', async () => {
    const { wrapper, lookUp } = await mountView(language);
    await lookUp('P1001');
    const heading = wrapper.get('[data-testid="person-result-heading"]');
    expect(heading.text()).toBe(words.answerFor('P1001'));
    expect(wrapper.get('[data-testid="person-name"]').text()).toBe('Li Wei');
    expect(document.activeElement).toBe(heading.element);
    expect(wrapper.find('[data-testid="person-stale"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('shows the site’s “no” as an answer in words, not as “Something went wrong” with “Try again”', async () => {
    const { wrapper, lookUp } = await mountView(language);
    await lookUp('NOBODY');
    const error = wrapper.get('[data-testid="person-result"] [data-testid="bridge-error"]');
    expect(error.text()).toContain(words.siteAnswered);
    expect(error.text()).toContain(words.noSuchPerson);
    expect(error.text()).not.toContain(words.wentWrong);
    expect(error.findAll('button').map((b) => b.text())).not.toContain(words.retry);
    expect(wrapper.get('[data-testid="person-result-heading"]').text()).toBe(words.answerFor('NOBODY'));
    wrapper.unmount();
  });

  it('marks the answer as another id’s as soon as the id changes, and clears it for an empty id', async () => {
    const { wrapper, idInput, lookUp } = await mountView(language);
    await lookUp('P1001');
    await idInput().setValue('P1002');
    const result = wrapper.get('[data-testid="person-result"]');
    expect(result.attributes('data-stale')).toBe('true');
    expect(wrapper.get('[data-testid="person-stale"]').text()).toContain(words.staleFor('P1001'));
    // Typing the id back makes the answer true again.
    await idInput().setValue('P1001');
    expect(wrapper.find('[data-testid="person-stale"]').exists()).toBe(false);
    // An empty id asks nothing, says so at the field, and takes the old answer off the screen.
    await lookUp('   ');
    expect(wrapper.find('[data-testid="person-result"]').exists()).toBe(false);
    await expect.poll(() => fieldError(wrapper)).toBe(words.idMissing);
    expect(document.activeElement).toBe(idInput().element);
    wrapper.unmount();
  });

  it('shows the last answer with the id that produced it when the engineer comes back to the area', async () => {
    const first = await mountView(language);
    await first.lookUp('P1001');
    first.wrapper.unmount();
    const again = await mountView(language, first.pinia);
    expect(again.idInput().element.value).toBe('P1001');
    expect(again.wrapper.get('[data-testid="person-result-heading"]').text()).toBe(words.answerFor('P1001'));
    expect(again.wrapper.get('[data-testid="person-name"]').text()).toBe('Li Wei');
    expect(again.wrapper.find('[data-testid="person-stale"]').exists()).toBe(false);
    again.wrapper.unmount();
  });

  it('refuses an id over the contract’s limit at the field, in words, and sends nothing', async () => {
    const max = fieldLimits('site:person', 'personId').maxLength;
    expect(max).toBeTypeOf('number');
    const { wrapper, store, idInput, lookUp } = await mountView(language);
    const personCalls = () => runtime.services.callLog.recent(500).filter((c) => c.op === 'site:person').length;
    const before = personCalls();
    const tooLong = 'P'.repeat((max ?? 0) + 1);
    await lookUp(tooLong);
    await expect.poll(() => fieldError(wrapper)).toContain(words.tooLong(max ?? 0, tooLong.length));
    expect(idInput().attributes('aria-invalid')).toBe('true');
    expect(store.last).toBeNull();
    expect(wrapper.find('[data-testid="person-result"]').exists()).toBe(false);
    expect(wrapper.text()).not.toContain('payload of site:person is invalid');
    expect(personCalls()).toBe(before);
    wrapper.unmount();
  });
});
