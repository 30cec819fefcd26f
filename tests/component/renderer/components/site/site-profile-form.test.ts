// The site profile form over the real main side: what is wrong is said in words at the field, in
// the UI language, and nothing is sent while it is; a stored secret is never shown again, and
// leaving its field empty keeps it. A certificate file is typed or chosen with its own Choose…,
// which only fills the field.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  const item = (label: string) =>
    wrapper.findAll('.el-form-item').find((i) => i.find('.el-form-item__label').exists() && i.get('.el-form-item__label').text() === label);
  const errorAt = (label: string) => item(label)?.find('.el-form-item__error').text() ?? '';
  return { wrapper, item, errorAt };
}

describe.each(LANGUAGES)('SiteProfileForm in %s', (language) => {
  const words = WORDS[language];
  const labels =
    language === 'en'
      ? { name: 'Name', organization: 'Organization service URL (E1)', elevator: 'Elevator application URL (E2)', token: 'Token' }
      : { name: '名称', organization: '组织服务地址（E1）', elevator: '电梯应用地址（E2）', token: '令牌' };

  it('says what is wrong at each field, in words, and sends nothing while it is', async () => {
    const before = saveCalls();
    const { wrapper, item, errorAt } = await mountForm(language, null);
    await item(labels.organization)?.get('input').setValue('ftp://10.0.0.5/organization');
    await wrapper.get('form').trigger('submit');
    await expect.poll(() => settle(() => errorAt(labels.name))).toBe(words.nameEmpty);
    await expect
      .poll(() => settle(() => errorAt(labels.organization)))
      .toBe(
        `${WORDS[language].notAnAddress}${language === 'en' ? ', e.g. http://10.0.0.5:8080/organization.' : '，例如 http://10.0.0.5:8080/organization。'}`,
      );
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
      {
        id: null,
        profile: {
          profileVersion: 1,
          name,
          services: { organization: 'http://127.0.0.1:9/organization', elevator: 'http://127.0.0.1:9/elevator-app' },
          defaultRoute: 'direct',
          auth: { type: 'bearer', token: SECRET },
          timeouts: { connectMs: 3000, requestMs: 10000 },
        },
      },
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

  it('refuses a name another profile has, at the name field, in words, and keeps what was typed', async () => {
    const body = (name: string) => ({
      profileVersion: 1,
      name,
      services: { organization: 'http://127.0.0.1:9/organization', elevator: 'http://127.0.0.1:9/elevator-app' },
      defaultRoute: 'direct',
      auth: { type: 'none' },
      timeouts: { connectMs: 3000, requestMs: 10000 },
    });
    const taken = `Tower one ${language}`;
    for (const name of [taken, `Tower two ${language}`]) {
      const stored = await runtime.dispatch('site:saveProfile', { id: null, profile: body(name) }, { transport: 'web' });
      if (!stored.ok) throw new Error(JSON.stringify(stored.error));
    }
    const list = await runtime.dispatch('site:profiles', {}, { transport: 'web' });
    const editing = (list.ok ? (list.value as { profiles: StoredSiteProfile[] }).profiles : []).find(
      (p) => p.profile.name === `Tower two ${language}`,
    )!;
    const { wrapper, item, errorAt } = await mountForm(language, editing);
    await item(labels.name)?.get('input').setValue(taken);
    await wrapper.get('form').trigger('submit');
    const said =
      language === 'en'
        ? `another site profile is already named “${taken}”: give this one a name of its own`
        : `已有另一个站点配置档名为“${taken}”：请另起名称`;
    await expect.poll(() => settle(() => errorAt(labels.name))).toBe(said);
    expect(wrapper.emitted('saved')).toBeUndefined();
    expect(item(labels.name)?.get('input').element.value).toBe(taken);
    const after = await runtime.dispatch('site:profiles', {}, { transport: 'web' });
    expect(
      (after.ok ? (after.value as { profiles: StoredSiteProfile[] }).profiles : []).find((p) => p.id === editing.id)?.profile.name,
    ).toBe(`Tower two ${language}`);
    wrapper.unmount();
  });

  it('saves an imported profile unchanged when nothing was edited: every field it has is kept, the common service (E4) included', async () => {
    const profile = {
      profileVersion: 1,
      name: `Imported whole ${language}`,
      services: {
        organization: 'http://127.0.0.1:9/organization',
        elevator: 'http://127.0.0.1:9/elevator-app',
        common: 'http://127.0.0.1:9/common',
      },
      gateway: { baseUrl: 'http://127.0.0.1:9', prefixes: { organization: '/gw/org', elevator: '/gw/elev' } },
      intermediary: { baseUrl: 'http://127.0.0.1:9/intermediary' },
      defaultRoute: 'gateway',
      auth: { type: 'none' },
      envelope: { success: 'ok', code: 'errCode', message: 'errMsg', data: 'payload' },
      timeouts: { connectMs: 2500, requestMs: 9000 },
    };
    const stored = await runtime.dispatch('site:saveProfile', { id: null, profile }, { transport: 'web' });
    if (!stored.ok) throw new Error(JSON.stringify(stored.error));
    const editing = stored.value as StoredSiteProfile;
    const { wrapper, item } = await mountForm(language, editing);
    expect(
      item(
        language === 'en'
          ? 'Common component service URL (E4, optional: floor names and the batch’s floor check)'
          : '公共组件服务地址（E4，可选：用于楼层名称和批量的楼层核对）',
      )?.get('input').element.value,
    ).toBe('http://127.0.0.1:9/common');
    await wrapper.get('form').trigger('submit');
    await expect.poll(() => settle(() => wrapper.emitted('saved')?.length ?? 0)).toBe(1);
    const after = await runtime.dispatch('site:profiles', {}, { transport: 'web' });
    const row = after.ok ? (after.value as { profiles: StoredSiteProfile[] }).profiles.find((p) => p.id === editing.id) : undefined;
    expect(row?.profile).toEqual(profile);
    wrapper.unmount();
  });

  it('fills a certificate file chosen with its Choose… (named for the file), keeps its problem under it, and sends nothing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sc-profile-paths-'));
    for (const name of ['site-ca.pem', 'client.p12', 'notes.txt']) writeFileSync(join(folder, name), 'x');
    const words =
      language === 'en'
        ? { ca: 'CA file (PEM path, optional)', chooseCa: 'Choose the CA file', choose: 'Choose…', chooseP12: 'Choose the PKCS#12 file' }
        : { ca: 'CA 文件（PEM 路径，可选）', chooseCa: '选择 CA 文件', choose: '选择…', chooseP12: '选择 PKCS#12 文件' };
    try {
      const before = saveCalls();
      const { wrapper, item } = await mountForm(language, null);
      const ca = item(words.ca);
      const caInput = ca?.get<HTMLInputElement>('input');
      expect(caInput?.attributes('data-testid')).toBe('profile-ca-file');
      // The label names the input.
      expect(ca?.get('label').attributes('for')).toBe(caInput?.attributes('id'));
      const chooseCa = ca?.get('button');
      expect(chooseCa?.text()).toBe(words.choose);
      expect(chooseCa?.attributes('aria-label')).toBe(words.chooseCa);
      await caInput?.setValue(join(folder, 'old.pem'));
      await chooseCa?.trigger('click');
      const dialog = () => wrapper.find('[data-testid="file-dialog"]');
      // It opens in the typed file's folder and lists only certificate files.
      await expect.poll(() => settle(() => dialog().exists() && dialog().find('[data-testid="current-folder"]').text())).toBe(folder);
      expect(dialog().text()).toContain(words.chooseCa);
      await expect
        .poll(() =>
          settle(() =>
            dialog()
              .findAll('[data-testid^="entry-"]')
              .map((e) => e.attributes('data-testid')),
          ),
        )
        .toEqual(['entry-site-ca.pem']);
      await dialog().get('[data-testid="entry-site-ca.pem"]').trigger('click');
      await expect.poll(() => settle(() => caInput?.element.value)).toBe(join(folder, 'site-ca.pem'));
      expect(dialog().exists()).toBe(false);
      expect(saveCalls()).toBe(before);
      expect(wrapper.emitted('saved')).toBeUndefined();

      // The PKCS#12 row has its own Choose…, named for its file.
      await wrapper.get('[data-testid="profile-cert-type"]').findAll('input[type="radio"]').at(2)?.setValue(true);
      await settle(() => undefined);
      const p12 = wrapper.get('[data-testid="profile-pkcs12-file"]');
      expect(wrapper.findAll('button').filter((b) => b.attributes('aria-label') === words.chooseP12)).toHaveLength(1);
      // Its problem is said under it.
      await wrapper.get('form').trigger('submit');
      await expect
        .poll(() => settle(() => p12.element.closest('.el-form-item')?.querySelector('.el-form-item__error')?.textContent ?? ''))
        .toContain('tls.clientCertificate.file');
      expect(saveCalls()).toBe(before);
      wrapper.unmount();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
