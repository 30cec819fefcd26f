// Every result of the site areas told as what it is, in both languages: owned by the area and the
// id that produced it (no error crossing areas, "for P1001" once the id changes, the same id and
// answer after a visit elsewhere, nothing left by an empty id), the site's "no" as an answer, the
// contract's limits in the field, and focus on the result after each action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/api';
import { chooseLanguage } from './support/areas';
import { openConsole, type ConsoleUnderTest } from './support/console-page';
import { ensureDemoSite } from './support/demo-site';

const WORDS: Record<Language, { answered: string; tooLong: string; stalePerson: string; missing: string }> = {
  en: {
    answered: 'The site answered',
    tooLong: 'At most 256 characters',
    stalePerson: 'This answer is for P1001',
    missing: 'Type a person id',
  },
  'zh-CN': { answered: '站点的答复', tooLong: '最多 256 个字符', stalePerson: '此结果属于 P1001', missing: '请输入人员编号' },
};

const activeTestId = (ui: ConsoleUnderTest): Promise<string> =>
  ui.page.evaluate(() => {
    const el = document.activeElement;
    return el === null || el === document.body ? 'body' : (el.closest('[data-testid]')?.getAttribute('data-testid') ?? el.tagName);
  });

describe.each<Language>(['en', 'zh-CN'])('site results tell the truth (%s)', (language) => {
  let ui: ConsoleUnderTest;
  const words = WORDS[language];

  beforeAll(async () => {
    ui = await openConsole({ locale: 'en-US' });
    await ensureDemoSite(ui);
    await chooseLanguage(ui.page, language);
    await ui.page.getByTestId('nav-person').click();
    await ui.page.getByTestId('person-view').waitFor();
  });
  afterAll(async () => {
    await ui?.close();
  });

  it('says the site’s “no” as an answer, with nothing to retry, and puts focus on it', async () => {
    const page = ui.page;
    await page.getByTestId('person-id').fill('NOBODY');
    await page.getByTestId('person-lookup').click();
    const error = page.getByTestId('person-error');
    await error.waitFor();
    expect(await error.locator('[data-answer="site"]').count()).toBe(1);
    expect(await error.textContent()).toContain(words.answered);
    expect(await error.getByRole('button').count()).toBe(0);
    await expect.poll(() => activeTestId(ui)).toBe('person-result-heading');
  });

  it('keeps an error in the area that raised it: Visitor access shows none of Person lookup’s', async () => {
    const page = ui.page;
    await page.getByTestId('nav-visitor-access').click();
    await page.getByTestId('visitor-access-view').waitFor();
    // Focus followed to the new area's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('main h2') ?? false)).toBe(true);
    expect(await page.getByTestId('bridge-error').count()).toBe(0);
    await page.getByTestId('nav-person').click();
    await page.getByTestId('person-view').waitFor();
    // Back: the id and the answer that goes with it, together.
    expect(await page.getByTestId('person-id').inputValue()).toBe('NOBODY');
    expect(await page.getByTestId('person-result-heading').textContent()).toContain('NOBODY');
  });

  it('marks an answer as another id’s while a new id is typed, and forgets it on an empty Look up', async () => {
    const page = ui.page;
    await page.getByTestId('person-id').fill('P1001');
    await page.getByTestId('person-id').press('Enter');
    await page.getByTestId('person-name').waitFor();
    expect(await page.getByTestId('person-result').getAttribute('data-stale')).toBeNull();
    await expect.poll(() => activeTestId(ui)).toBe('person-result-heading');
    await page.getByTestId('person-id').fill('P1002');
    expect(await page.getByTestId('person-result').getAttribute('data-stale')).toBe('true');
    expect(await page.getByTestId('person-stale').textContent()).toContain(words.stalePerson);
    await page.getByTestId('person-id').fill('');
    await page.getByTestId('person-lookup').click();
    expect(await page.getByTestId('person-result').count()).toBe(0);
    await expect.poll(() => page.getByTestId('person-view').textContent()).toContain(words.missing);
    expect(await activeTestId(ui)).toBe('person-id');
  });

  it('refuses an id longer than the contract allows in the field, in words, without calling the site', async () => {
    const page = ui.page;
    const before = (await ui.runtime.dispatch('site:calls', {}, { transport: 'web' })) as { ok: boolean; value?: unknown[] };
    await page.getByTestId('person-id').fill('X'.repeat(10_000));
    await page.getByTestId('person-lookup').click();
    expect(await page.getByTestId('person-view').textContent()).toContain(words.tooLong);
    expect(await page.getByTestId('bridge-error').count()).toBe(0);
    expect(await page.getByTestId('person-view').textContent()).not.toContain('PAYLOAD_INVALID');
    expect(await activeTestId(ui)).toBe('person-id');
    const after = (await ui.runtime.dispatch('site:calls', {}, { transport: 'web' })) as { ok: boolean; value?: unknown[] };
    expect(after.value?.length).toBe(before.value?.length);
  });

  it('writes the call log’s and About’s times in the UI’s language (no AM/PM in Chinese)', async () => {
    const page = ui.page;
    await page.getByTestId('nav-site-calls').click();
    await page.getByTestId('site-calls-view').waitFor();
    const log = page.getByTestId('site-calls');
    await expect.poll(() => log.textContent()).toContain('/organization/component/person/detail');
    const logText = (await log.textContent()) ?? '';
    await page.getByTestId('nav-diagnostics').click();
    const about = page.getByTestId('call-log');
    await expect.poll(() => about.textContent()).toContain('site:calls');
    for (const text of [logText, await about.textContent()]) {
      if (language === 'zh-CN') expect(text).not.toMatch(/AM|PM|上午|下午/);
      expect(text).toMatch(/\d{1,2}:\d{2}:\d{2}/);
    }
    if (language === 'zh-CN') expect(logText).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
  });

  it('drops floors loaded for another visitor as the id changes, and marks a written result with its visitor', async () => {
    const page = ui.page;
    await page.getByTestId('nav-visitor-access').click();
    await page.getByTestId('visitor-access-view').waitFor();
    await page.getByTestId('visitor-id').fill('V2001');
    await page.getByTestId('visitor-id').press('Enter');
    await page.getByTestId('floor-list').waitFor();
    await expect.poll(() => activeTestId(ui)).toBe('visitor-floors-heading');
    // Submit without a floor: the hint says why, and goes once a floor is chosen.
    await page.getByTestId('visitor-submit').click();
    await expect.poll(() => page.getByTestId('visitor-hint').textContent()).not.toBe('');
    await page.locator('[data-testid^="floor-"] input').first().check();
    await expect.poll(() => page.getByTestId('visitor-hint').textContent()).toBe('');
    await page.getByTestId('visitor-submit').click();
    await page.getByTestId('visitor-result').waitFor();
    await expect.poll(() => activeTestId(ui)).toBe('visitor-result-heading');
    await page.getByTestId('visitor-id').fill('V2002');
    expect(await page.getByTestId('floor-list').count()).toBe(0);
    expect(await page.getByTestId('visitor-access-result').getAttribute('data-stale')).toBe('true');
    expect(await page.getByTestId('visitor-stale').textContent()).toContain('V2001');
    // The chain picture speaks the UI's language: its boxes and its milliseconds.
    await page.getByTestId('visitor-chain').click();
    const picture = page.getByTestId('chain-picture');
    await picture.waitFor();
    const text = (await picture.textContent()) ?? '';
    if (language === 'zh-CN') {
      expect(text).toContain('控制台');
      expect(text).toContain('E2 电梯应用');
      expect(text).not.toMatch(/Console|elevator application|\d ms/);
    } else expect(text).toContain('E2 elevator application');
  });
});
