// The License view over the IPC bridge path against the real main-side client: an invalid document
// explained with its findings in the current language, the masked key field, and the reasons that
// need no licensing service (not-mapped, not-activated).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { flushPromises } from '@vue/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTemplate } from '../../../../shared/config';
import { installBridge } from '../support/fake-bridge';
import { mountLicenseView } from '../support/license-view';

// A server at selfhosted.baseUrl that is not the authorization service: it answers 9 MiB.
let talker: Server;
let talkerUrl = '';
beforeAll(async () => {
  installBridge();
  talker = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(Buffer.alloc(9 * 1024 * 1024, 0x20));
  });
  await new Promise<void>((resolve) => talker.listen(0, '127.0.0.1', resolve));
  talkerUrl = `http://127.0.0.1:${(talker.address() as AddressInfo).port}/authorization`;
});
afterAll(async () => {
  talker.closeAllConnections();
  await new Promise((resolve) => talker.close(resolve));
});

const mountView = mountLicenseView;

// The service address is never reached here: only the checks that need no answer are made.
const documentText = (change: (d: Record<string, unknown>) => void = () => {}): string => {
  const doc = structuredClone(findTemplate('selfhosted', 'wharf').document) as unknown as Record<string, unknown>;
  doc.selfhosted = { baseUrl: 'http://127.0.0.1:1/authorization' };
  change(doc);
  return JSON.stringify(doc, null, 2);
};

describe('LicenseView', () => {
  it('explains an invalid document with its findings, in the chosen language', async () => {
    const { wrapper, store } = await mountView('zh-CN');
    store.useDocument({ text: documentText((d) => (d.scenario = 'harbour')), source: '/site/config.json' });
    await flushPromises();
    expect(wrapper.get('[data-testid="license-source"]').text()).toContain('/site/config.json');
    await wrapper.get('[data-testid="license-initialize"]').trigger('click');
    await flushPromises();
    const problem = wrapper.get('[data-testid="license-config-invalid"]');
    expect(problem.text()).toContain('文档无法初始化');
    expect(problem.text()).toMatch(/第 \d+ 行第 \d+ 列/);
    expect(wrapper.get('[data-testid="license-state"]').attributes('data-state')).toBe('uninitialized');
  });

  it('initializes, says not-activated for mapped keys and explains a key that is not mapped', async () => {
    const { wrapper, store } = await mountView('en');
    store.useDocument({ text: documentText(), source: null });
    await flushPromises();
    expect(wrapper.get('[data-testid="license-provider"]').text()).toBe('Self-hosted authorization service');
    await wrapper.get('[data-testid="license-initialize"]').trigger('click');
    await flushPromises();
    await expect
      .poll(async () => (await flushPromises(), wrapper.get('[data-testid="license-state"]').attributes('data-state')))
      .toBe('initialized');
    // Nothing listens at the address: the pre-flight checklist says so before any activation.
    expect(wrapper.get('[data-testid="license-preflight"]').find('li[data-verdict="fail"]').text()).toContain('cannot be reached');

    const key = wrapper.get('[data-testid="license-key"]');
    expect(key.attributes('type')).toBe('password');
    await wrapper.get('[data-testid="license-key-toggle"]').trigger('click');
    expect(key.attributes('type')).toBe('text');

    await wrapper.get('[data-testid="license-check-all"]').trigger('click');
    await flushPromises();
    const reasons = wrapper.findAll('[data-testid="feature-reason"]').map((r) => r.attributes('data-reason'));
    expect(reasons).toEqual(['not-activated', 'not-activated', 'not-activated']);

    await wrapper.get('[data-testid="license-any-key"]').setValue('door.unlock');
    await wrapper.get('form.check-form').trigger('submit');
    await flushPromises();
    expect(wrapper.get('[data-testid="license-single"]').attributes('data-reason')).toBe('not-mapped');
    expect(wrapper.get('[data-testid="license-single"]').text()).toContain('not mapped in the document');
  });
  it('says what to check of a license server that fails over HTTP in the document’s terms, not a site profile’s, in both languages', async () => {
    const { wrapper, store } = await mountView('en');
    store.useDocument({ text: documentText((d) => (d.selfhosted = { baseUrl: talkerUrl })), source: null });
    await flushPromises();
    await wrapper.get('[data-testid="license-initialize"]').trigger('click');
    await expect
      .poll(async () => (await flushPromises(), wrapper.get('[data-testid="license-state"]').attributes('data-state')))
      .toBe('initialized');
    await wrapper.get('[data-testid="license-key"]').setValue('WHARF-KEY-1');
    await wrapper.get('[data-testid="license-activate"]').trigger('submit');
    await expect
      .poll(async () => (await flushPromises(), wrapper.find('[data-testid="license-activate-error"]').exists()), { timeout: 20_000 })
      .toBe(true);
    const english = wrapper.get('[data-testid="license-activate-error"]').text();
    expect(english).toContain('not an answer of the authorization service');
    expect(english).toContain('selfhosted.baseUrl');
    expect(english).not.toMatch(/site service|profile/);
    const { i18n } = await import('../../../../renderer/i18n');
    i18n.global.locale.value = 'zh-CN';
    await flushPromises();
    const chinese = wrapper.get('[data-testid="license-activate-error"]').text();
    expect(chinese).toContain('不是授权服务的应答');
    expect(chinese).toContain('selfhosted.baseUrl');
    expect(chinese).not.toContain('站点');
  });
});
