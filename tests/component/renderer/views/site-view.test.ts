// The Site view over the real main side with the demo site running: the table lists the profiles
// (the demo's name in the UI language), marks a profile whose secret is missing, and Delete asks
// before it deletes; an export never carries the secret. In both languages.
import { flushPromises } from '@vue/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { installBridgeWithDemoSite } from '../support/fake-bridge';
import { LANGUAGES, mountIn, settle, type Language } from '../support/mount-area';

let runtime: ConsoleRuntime;
beforeAll(async () => {
  // No system keyring: the secrets these tests store stay in the test's own data directory.
  runtime = await installBridgeWithDemoSite({ keyring: null });
});
afterAll(async () => {
  await runtime.close();
});

const WORDS = {
  en: {
    services: [
      'Gateway',
      'Organization service (E1)',
      'Elevator application (E2)',
      'Intermediary',
      'Common service (E4)',
      'Authorization service (self-hosted licensing)',
    ],
    useForLicense: 'Use for license check',
    holderFile: 'are kept in clear in',
    demoName: 'Demo site (reference site on this laptop)',
    secretMissing: 'secret missing',
    secretSet: 'secret set',
    active: 'Active',
    deleteQuestion: (name: string) => `Delete the profile "${name}" and its secret?`,
    delete: 'Delete',
    export: 'Export',
  },
  'zh-CN': {
    services: ['网关', '组织服务（E1）', '电梯应用（E2）', '中间件', '公共服务（E4）', '授权服务（自建授权）'],
    useForLicense: '用于授权检查',
    holderFile: '以明文保存在',
    demoName: '演示站点（本机上的参考站点）',
    secretMissing: '缺少密钥',
    secretSet: '已设置密钥',
    active: '当前',
    deleteQuestion: (name: string) => `删除配置档“${name}”及其密钥？`,
    delete: '删除',
    export: '导出',
  },
} satisfies Record<Language, unknown>;

const SECRET = 'tok-never-shown-0123456789';
const profile = (name: string, token?: string) => ({
  profileVersion: 1,
  name,
  services: { organization: 'http://127.0.0.1:9/organization', elevator: 'http://127.0.0.1:9/elevator-app' },
  defaultRoute: 'direct',
  auth: { type: 'bearer', ...(token ? { token } : {}) },
  timeouts: { connectMs: 3000, requestMs: 10000 },
});

/** Saves a profile straight through main (as another window would); returns its id. */
async function saved(body: Record<string, unknown>): Promise<string> {
  const result = await runtime.dispatch('site:saveProfile', { id: null, profile: body }, { transport: 'web' });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return (result.value as { id: string }).id;
}

async function mountView(language: Language) {
  const { default: SiteView } = await import('../../../../renderer/views/SiteView.vue');
  const { wrapper, pinia } = await mountIn(SiteView, language);
  await expect.poll(() => settle(() => wrapper.find('[data-testid="site-profiles"]').exists())).toBe(true);
  const rowOf = (name: string) => wrapper.findAll('[data-testid="site-profiles"] tbody tr').find((tr) => tr.text().includes(name));
  return { wrapper, pinia, rowOf };
}

describe.each(LANGUAGES)('SiteView in %s', (language) => {
  const words = WORDS[language];

  it('lists the profiles, the demo’s under its name in the UI language, active marked', async () => {
    const { wrapper, rowOf } = await mountView(language);
    const demo = rowOf(words.demoName);
    expect(demo, wrapper.get('[data-testid="site-profiles"]').text()).toBeDefined();
    expect(demo?.find('[data-testid="profile-active"]').text()).toBe(words.active);
    wrapper.unmount();
  });

  it('names the demo in the UI language with the number that keeps it apart from a profile that had its name', async () => {
    const listed = await runtime.dispatch('site:profiles', {}, { transport: 'web' });
    const demo = (listed.ok ? (listed.value as { profiles: { id: string; profile: Record<string, unknown> }[] }).profiles : []).find(
      (p) => p.id === 'demo-site',
    )!;
    const english = String(demo.profile.name);
    const renamed = await runtime.dispatch(
      'site:saveProfile',
      { id: 'demo-site', profile: { ...demo.profile, name: `${english} (2)` } },
      { transport: 'web' },
    );
    expect(renamed.ok).toBe(true);
    try {
      const { wrapper, rowOf } = await mountView(language);
      expect(rowOf(`${words.demoName} (2)`), wrapper.get('[data-testid="site-profiles"]').text()).toBeDefined();
      wrapper.unmount();
    } finally {
      await runtime.dispatch('site:saveProfile', { id: 'demo-site', profile: { ...demo.profile, name: english } }, { transport: 'web' });
    }
  });

  it('lists every service of the demo site with its address, and hands the authorization service to the License view', async () => {
    const { wrapper, pinia } = await mountView(language);
    const rows = wrapper.findAll('[data-testid="demo-services"] tbody tr');
    expect(rows.map((r) => r.get('th').text()).sort()).toEqual([...words.services].sort());
    for (const row of rows) expect(row.get('code').text()).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
    // One action, on the authorization service only.
    const actions = wrapper.findAll('[data-testid="demo-use-for-license"]');
    expect(actions).toHaveLength(1);
    expect(actions[0]?.text()).toBe(words.useForLicense);
    const authorization = rows.find((r) => r.find('[data-testid="demo-use-for-license"]').exists());
    expect(authorization?.get('th').text()).toBe(words.services[5]);
    const address = authorization?.get('code').text() ?? '';

    await actions[0]?.trigger('click');
    expect(window.location.hash).toBe('#/license');
    // The document the License view now holds names that address, and the demo's licenses work with it.
    const { useLicenseStore } = await import('../../../../renderer/stores/license');
    const license = useLicenseStore(pinia);
    expect(license.document?.text).toContain(address);
    await license.initialize();
    expect(license.error).toBeNull();
    expect(await license.activate('DEMO-NORTH-FULL-2099')).toBe(true);
    await license.unload();
    wrapper.unmount();
  });

  it('marks a profile whose secret is missing, and one whose secret is set', async () => {
    const missing = `No token ${language}`;
    const set = `With token ${language}`;
    await saved(profile(missing));
    await saved(profile(set, SECRET));
    const { wrapper, rowOf } = await mountView(language);
    expect(rowOf(missing)?.text()).toContain(words.secretMissing);
    expect(rowOf(set)?.text()).toContain(words.secretSet);
    expect(rowOf(set)?.text()).not.toContain(words.secretMissing);
    // With no keyring, the view says plainly, once, that the secrets are in a file, in clear.
    await expect.poll(() => settle(() => wrapper.find('[data-testid="site-secrets-in-clear"]').exists())).toBe(true);
    expect(wrapper.get('[data-testid="site-secrets-in-clear"]').text()).toContain(words.holderFile);
    expect(wrapper.find('[data-testid="secrets-holder"]').exists()).toBe(false);
    expect(wrapper.html()).not.toContain(SECRET);
    wrapper.unmount();
  });

  it('exports a profile without its secret, and says which was left out', async () => {
    const name = `Exported ${language}`;
    const id = await saved(profile(name, SECRET));
    const { wrapper } = await mountView(language);
    await wrapper.get(`[data-testid="profile-export-${id}"]`).trigger('click');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="profile-exported"]').exists())).toBe(true);
    const exported = wrapper.get('[data-testid="profile-exported"]');
    expect(exported.text()).toContain('auth.token');
    expect(exported.get('textarea').element.value).toContain(name);
    expect(exported.get('textarea').element.value).not.toContain(SECRET);
    expect(wrapper.html()).not.toContain(SECRET);
    wrapper.unmount();
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const name = `To delete ${language}`;
    await saved(profile(name));
    const { wrapper, rowOf } = await mountView(language);
    const deleteButton = rowOf(name)
      ?.findAll('button')
      .find((b) => b.text() === words.delete);
    expect(deleteButton).toBeDefined();
    await deleteButton?.trigger('click');
    await expect
      .poll(() => settle(() => document.body.querySelector('.el-popconfirm')?.textContent ?? ''))
      .toContain(words.deleteQuestion(name));
    // Asked, not done: the profile is still there, in the table and in main.
    expect(rowOf(name)).toBeDefined();
    const listed = async () => {
      const state = await runtime.dispatch('site:profiles', {}, { transport: 'web' });
      return state.ok ? (state.value as { profiles: { profile: { name: string } }[] }).profiles.map((p) => p.profile.name) : [];
    };
    expect(await listed()).toContain(name);
    const popconfirm = [...document.body.querySelectorAll<HTMLElement>('.el-popconfirm')].find((p) =>
      p.textContent?.includes(words.deleteQuestion(name)),
    );
    const confirm = popconfirm?.querySelector<HTMLButtonElement>('.el-popconfirm__action .el-button--primary');
    expect(confirm).toBeTruthy();
    confirm?.click();
    await flushPromises();
    await expect.poll(() => settle(() => rowOf(name))).toBeUndefined();
    expect(await listed()).not.toContain(name);
    wrapper.unmount();
  });
});
