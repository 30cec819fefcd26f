// The site profile form over the real main side: what is wrong is said in words at the field, in
// the UI language, and nothing is sent while it is; a stored secret is never shown again, and
// leaving its field empty keeps it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../../main/console';
import type { StoredSiteProfile } from '../../../../../shared/api';
import { installBridge } from '../../support/fake-bridge';
import { LANGUAGES, mountIn, settle, type Language } from '../../support/mount-area';

let runtime: ConsoleRuntime;
beforeAll(() => {
  // No system keyring: the secrets these tests store stay in the test's own data directory.
  runtime = installBridge({ keyring: null });
});
afterAll(async () => {
  await runtime.close();
});

const WORDS = {
  en: {
    problems: (n: number) => `The profile has ${n} problem(s); nothing was saved.`,
    nameEmpty: 'name is empty: fill it in.',
    elevatorEmpty: 'services.elevator is empty: fill it in.',
    notAnAddress: 'services.organization must be an http:// or https:// address',
    keepSecret: 'Leave empty to keep the secret already stored.',
  },
  'zh-CN': {
    problems: (n: number) => `配置档有 ${n} 个问题；未保存。`,
    nameEmpty: 'name 为空：请填写。',
    elevatorEmpty: 'services.elevator 为空：请填写。',
    notAnAddress: 'services.organization 必须是 http:// 或 https:// 地址',
    keepSecret: '留空则保留已保存的密钥。',
  },
} satisfies Record<Language, unknown>;

const SECRET = 'tok-form-never-echoed-9876543210';
const saveCalls = () => runtime.services.callLog.recent(500).filter((c) => c.op === 'site:saveProfile').length;

async function mountForm(language: Language, editing: StoredSiteProfile | null) {
  const { default: SiteProfileForm } = await import('../../../../../renderer/components/site/SiteProfileForm.vue');
  const { wrapper } = await mountIn(SiteProfileForm, language, { props: { editing } });
  /** The form item whose label is `label`. */
  const item = (label: string) => wrapper.findAll('.el-form-item').find((i) => i.find('.el-form-item__label').exists() && i.get('.el-form-item__label').text() === label);
  const errorAt = (label: string) => item(label)?.find('.el-form-item__error').text() ?? '';
  return { wrapper, item, errorAt };
}

describe.each(LANGUAGES)('SiteProfileForm in %s', (language) => {
  const words = WORDS[language];
  const labels = language === 'en' ? { name: 'Name', organization: 'Organization service URL (E1)', elevator: 'Elevator application URL (E2)', token: 'Token' } : { name: '名称', organization: '组织服务地址（E1）', elevator: '电梯应用地址（E2）', token: '令牌' };

  it('says what is wrong at each field, in words, and sends nothing while it is', async () => {
    const before = saveCalls();
    const { wrapper, item, errorAt } = await mountForm(language, null);
    await item(labels.organization)?.get('input').setValue('ftp://10.0.0.5/organization');
    await wrapper.get('form').trigger('submit');
    await expect.poll(() => settle(() => errorAt(labels.name))).toBe(words.nameEmpty);
    await expect.poll(() => settle(() => errorAt(labels.organization))).toBe(`${WORDS[language].notAnAddress}${language === 'en' ? ', e.g. http://10.0.0.5:8080/organization.' : '，例如 http://10.0.0.5:8080/organization。'}`);
    // Each field says its own problem, and only its own: the elevator's is not said at the organization's.
    expect(errorAt(labels.elevator)).toBe(words.elevatorEmpty);
    const summary = wrapper.get('[data-testid="site-profile-problems"]').text();
    expect(summary).toMatch(language === 'en' ? /The profile has \d+ problem\(s\); nothing was saved\./ : /配置档有 \d+ 个问题；未保存。/);
    expect(saveCalls()).toBe(before);
    // Corrected, the field's words go as it is typed.
    await item(labels.organization)?.get('input').setValue('http://10.0.0.5:8080/organization');
    await expect.poll(() => settle(() => errorAt(labels.organization))).toBe('');
    expect(errorAt(labels.name)).toBe(words.nameEmpty);
    wrapper.unmount();
  });

  it('never shows a stored secret, and keeps it when its field is left empty', async () => {
    const name = `Secret kept ${language}`;
    const stored = await runtime.dispatch(
      'site:saveProfile',
      { id: null, profile: { profileVersion: 1, name, services: { organization: 'http://127.0.0.1:9/organization', elevator: 'http://127.0.0.1:9/elevator-app' }, defaultRoute: 'direct', auth: { type: 'bearer', token: SECRET }, timeouts: { connectMs: 3000, requestMs: 10000 } } },
      { transport: 'web' },
    );
    if (!stored.ok) throw new Error(JSON.stringify(stored.error));
    const editing = stored.value as StoredSiteProfile;
    expect(editing.secretSet).toBe(true);
    const { wrapper, item } = await mountForm(language, editing);
    const token = item(labels.token)?.get('input');
    expect(token?.attributes('type')).toBe('password');
    expect(token?.element.value).toBe('');
    expect(token?.attributes('placeholder')).toBe(words.keepSecret);
    expect(wrapper.html()).not.toContain(SECRET);

    await wrapper.get('form').trigger('submit');
    await expect.poll(() => settle(() => wrapper.emitted('saved')?.length ?? 0)).toBe(1);
    const after = await runtime.dispatch('site:profiles', {}, { transport: 'web' });
    const row = after.ok ? (after.value as { profiles: StoredSiteProfile[] }).profiles.find((p) => p.id === editing.id) : undefined;
    expect(row?.secretSet).toBe(true);
    expect(JSON.stringify(after)).not.toContain(SECRET);
    wrapper.unmount();
  });
});
