// The Site view's connectivity check against a server of the test's own that requires a client
// certificate, over the bridge to the real main-side client: which side refused, in the engineer's
// language, above the error's words; and with the certificate, the services answer.
import { flushPromises, mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { createPinia } from 'pinia';
import type { Server } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import type { StoredSiteProfile } from '../../../../shared/api';
import type { SiteProfile } from '../../../../shared/site';
import { makeMutualTlsPki, profileAt, startMutualTlsServer, stopMutualTls, type MutualTlsPki } from '../../../unit/main/http/tls-fixture';
import { installBridge } from '../support/fake-bridge';

let runtime: ConsoleRuntime;
let pki: MutualTlsPki;
let server: Server;
let origin = '';
let profileId = '';

const profile = (tls: SiteProfile['tls']): SiteProfile => profileAt(origin, tls);

async function save(tls: SiteProfile['tls']): Promise<void> {
  const saved = await runtime.dispatch('site:saveProfile', { id: profileId || null, profile: profile(tls) }, { transport: 'web' });
  if (!saved.ok) throw new Error(saved.error.message);
  profileId = (saved.value as StoredSiteProfile).id;
}

async function checkIn(language: 'en' | 'zh-CN') {
  const { default: SiteView } = await import('../../../../renderer/views/SiteView.vue');
  const { i18n } = await import('../../../../renderer/i18n');
  i18n.global.locale.value = language;
  const wrapper = mount(SiteView, { global: { plugins: [createPinia(), i18n, ElementPlus] } });
  // The profiles arrive from main over real file reads: the check is offered once one is active.
  await expect.poll(async () => (await flushPromises(), wrapper.get('[data-testid="site-check"]').attributes('disabled'))).toBeUndefined();
  await wrapper.get('[data-testid="site-check"]').trigger('click');
  await expect.poll(async () => (await flushPromises(), wrapper.find('[data-testid="site-probes"]').exists())).toBe(true);
  await flushPromises();
  return wrapper;
}

beforeAll(async () => {
  runtime = installBridge();
  pki = makeMutualTlsPki();
  ({ server, origin } = await startMutualTlsServer(pki));
});

afterAll(async () => {
  await runtime.close();
  await stopMutualTls(server, pki);
});

describe('SiteView connectivity check with mutual TLS', () => {
  it('says the client certificate was refused, in Chinese, above the error’s words, when the profile has none', async () => {
    await save({ caFile: pki.file('ca.pem') });
    const wrapper = await checkIn('zh-CN');
    const tags = wrapper.findAll('[data-testid="site-refused-by"]');
    expect(tags.map((t) => t.attributes('data-refused-by'))).toEqual(['client-certificate', 'client-certificate']);
    expect(tags[0]?.text()).toBe('客户端证书：被服务器拒绝或无法使用');
    expect(wrapper.get('[data-testid="site-probes"]').text()).toContain('要求客户端证书（双向 TLS），但配置档没有提供');
    wrapper.unmount();
  });

  it('answers with the PKCS#12 certificate and its passphrase, and shows no refusal', async () => {
    await save({
      caFile: pki.file('ca.pem'),
      clientCertificate: { type: 'pkcs12', file: pki.file('client.p12'), passphrase: pki.p12Passphrase },
    });
    const wrapper = await checkIn('en');
    expect(wrapper.findAll('[data-testid="site-refused-by"]')).toHaveLength(0);
    expect(wrapper.get('[data-testid="site-probes"]').text()).toContain('Reachable: it answered');
    wrapper.unmount();
  });
});
