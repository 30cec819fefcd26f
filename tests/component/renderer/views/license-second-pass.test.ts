// The License view and the handover on the second pass (issue 33): two documents tried one after
// the other, a reload of the page, a restart of the console with its license server gone. What the
// view, the evidence pack and the report say must belong to the document they name, in both
// languages, against the real main side and the demo site's authorization service.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushPromises, mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { createPinia } from 'pinia';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTemplate } from '../../../../shared/config';
import { templateText } from '../../../../shared/config/templates';
import type { ConsoleRuntime } from '../../../../main/console';
import type { AppInfo } from '../../../../shared/api';
import type { HandoverSummary } from '../../../../shared/evidence';
import type { SiteProfilesState } from '../../../../shared/api/site';
import { holdOperation, installBridge, installBridgeWithDemoSite } from '../support/fake-bridge';
import { mountLicenseView } from '../support/license-view';

const dir = mkdtempSync(join(tmpdir(), 'sc-license-second-'));
let runtime: ConsoleRuntime;
let dataDir = '';
let authUrl = '';
const docAPath = join(dir, 'docA.json');

/** A selfhosted document of a scenario pointed at the demo's authorization service (tenant site-north). */
function documentFor(scenario: 'wharf' | 'school', baseUrl = authUrl): string {
  const template = findTemplate('selfhosted', scenario);
  return templateText({ ...template, document: { ...template.document, selfhosted: { ...template.document.selfhosted, baseUrl } } });
}

const settle = async <T>(read: () => T): Promise<T> => (await flushPromises(), read());

beforeAll(async () => {
  runtime = await installBridgeWithDemoSite();
  const info = await runtime.dispatch('app:info', {}, { transport: 'web' });
  dataDir = info.ok ? (info.value as AppInfo).dataDir : '';
  const profiles = await runtime.dispatch('site:profiles', {}, { transport: 'web' });
  authUrl = profiles.ok ? ((profiles.value as SiteProfilesState).demo.services.at(-1)?.url ?? '') : '';
  writeFileSync(docAPath, documentFor('wharf'));
  // Opened, so that it is the configuration document the evidence pack takes (the most recent).
  expect((await runtime.dispatch('config:open', { path: docAPath }, { transport: 'web' })).ok).toBe(true);
}, 60_000);
afterAll(async () => {
  await runtime.close();
});

async function mountEvidence(language: 'en' | 'zh-CN', pinia = createPinia()) {
  const { default: HandoverEvidence } = await import('../../../../renderer/components/evidence/HandoverEvidence.vue');
  const { useEvidenceStore } = await import('../../../../renderer/stores/evidence');
  const { i18n } = await import('../../../../renderer/i18n');
  i18n.global.locale.value = language;
  const wrapper = mount(HandoverEvidence, { global: { plugins: [pinia, i18n, ElementPlus] } });
  await flushPromises();
  return { wrapper, store: useEvidenceStore(pinia) };
}

describe('the License view and the handover on a second pass', () => {
  it('a pack and a report name the document of the license status, and never pair it with another document (M1, C5, C6)', async () => {
    const { wrapper, store } = await mountLicenseView('en');
    const { useAnnouncerStore } = await import('../../../../renderer/stores/announcer');
    await store.useDocument({ text: readFileSync(docAPath, 'utf8'), source: docAPath });
    await store.initialize();
    expect(store.status.document?.name).toBe('docA.json');
    // A refused key: its error is said in the alert region; the successful activation takes it back (C6).
    expect(await store.activate('DEMO-NOT-A-KEY')).toBe(false);
    await flushPromises();
    const announcer = useAnnouncerStore();
    await expect.poll(() => settle(() => announcer.alert)).not.toBe('');
    expect(await store.activate('DEMO-NORTH-FULL-2099')).toBe(true);
    await flushPromises();
    expect(wrapper.find('[data-testid="license-activate-error"]').exists()).toBe(false);
    expect(announcer.alert).toBe('');

    // A second document: the school one, initialized, no license active for it.
    await store.useDocument({ text: documentFor('school'), source: 'Self-hosted · school' });
    await store.initialize();
    expect(store.status).toMatchObject({ state: 'initialized', scenario: 'school', document: { name: 'Self-hosted · school' } });
    wrapper.unmount();

    const pack = join(dir, 'mixed.zip');
    expect((await runtime.dispatch('evidence:export', { path: pack }, { transport: 'web' })).ok).toBe(true);
    const { wrapper: evidenceView, store: evidence } = await mountEvidence('zh-CN');
    await evidence.open(pack);
    await flushPromises();
    expect(evidence.opened?.license).toMatchObject({ pairing: 'other', document: { name: 'Self-hosted · school' } });
    expect(evidenceView.get('[data-testid="evidence-license-pairing"]').text()).toContain('此状态属于另一个文档');
    expect(evidenceView.get('[data-testid="evidence-license-document"]').text()).toContain('Self-hosted · school');
    // The state in the UI's language, never the client's raw term (C5).
    const line = evidenceView.get('[data-testid="evidence-license-line"]').text();
    expect(line).toContain('已初始化，没有生效的授权');
    expect(line).not.toMatch(/initialized/);
    const report = join(dir, 'mixed.html');
    await evidence.writeReport(report, 'both');
    const html = readFileSync(report, 'utf8');
    expect(html).toContain('This status belongs to another document');
    expect(html).toContain('此状态属于另一个文档');
    expect(html).toContain('已初始化，没有生效的授权');
    expect(html).not.toMatch(/<dd>initialized<\/dd>/);
    evidenceView.unmount();

    // docA again: the kept activation is taken back (said without a restart that did not happen: M5), and the pack pairs.
    const again = await mountLicenseView('en');
    await again.store.useDocument({ text: readFileSync(docAPath, 'utf8'), source: docAPath });
    await again.store.initialize();
    await flushPromises();
    expect(again.store.status.state).toBe('activated');
    const restored = again.wrapper.get('[data-testid="license-restored"]').text();
    expect(restored).toContain('kept for this document');
    expect(restored).not.toContain('restart');
    again.wrapper.unmount();
    const paired = join(dir, 'paired.zip');
    expect((await runtime.dispatch('evidence:export', { path: paired }, { transport: 'web' })).ok).toBe(true);
    const opened = await runtime.dispatch('evidence:open', { path: paired }, { transport: 'web' });
    expect(opened.ok && (opened.value as HandoverSummary).license).toMatchObject({
      pairing: 'same',
      state: 'activated',
      document: { name: 'docA.json' },
    });
  }, 90_000);

  it('after a reload, the view says which document main holds and where it stands, from main (M9)', async () => {
    // A fresh page (new Pinia): nothing chosen here, main still holds docA, activated.
    const { wrapper, store } = await mountLicenseView('zh-CN');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="license-held"]').exists())).toBe(true);
    expect(wrapper.get('[data-testid="license-held"]').text()).toContain('docA.json');
    expect(wrapper.find('[data-testid="license-no-document"]').exists()).toBe(false);
    expect(wrapper.get('[data-testid="license-state"]').attributes('data-state')).toBe('activated');
    // Answers given here, then another document initialized elsewhere (the command line, another window): marked as another document's.
    await wrapper.get('[data-testid="license-check-all"]').trigger('click');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="license-summary"]').exists())).toBe(true);
    expect(
      (await runtime.dispatch('auth:initialize', { text: documentFor('school'), source: 'school.json' }, { transport: 'web' })).ok,
    ).toBe(true);
    await store.refresh();
    await flushPromises();
    expect(wrapper.get('[data-testid="license-answers-stale"]').text()).toContain('另一个文档');
    expect(wrapper.get('[data-testid="license-held"]').text()).toContain('school.json');
    wrapper.unmount();
  });

  it('the school note shows under the school document only, and the template menu follows the document taken (M7, M8)', async () => {
    const { wrapper, store } = await mountLicenseView('en');
    const school = findTemplate('selfhosted', 'school');
    await store.useDocument({ text: documentFor('school'), source: school.title.en, templateId: school.id });
    await store.initialize();
    await flushPromises();
    expect(wrapper.find('[data-testid="license-school-note"]').exists()).toBe(true);
    const select = () => wrapper.findComponent({ name: 'ElSelect' }).props('modelValue');
    expect(select()).toBe(school.id);
    // Another document taken (the editor's, here docA): the menu no longer names the school template, nor shows its note.
    await store.useDocument({ text: readFileSync(docAPath, 'utf8'), source: docAPath });
    await flushPromises();
    expect(select()).toBe('');
    expect(wrapper.find('[data-testid="license-school-note"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it("marks answers given before a restart of the console as an earlier console's, though the same document is held again (session)", async () => {
    const { wrapper, store } = await mountLicenseView('en');
    await store.useDocument({ text: readFileSync(docAPath, 'utf8'), source: docAPath });
    await store.initialize();
    await wrapper.get('[data-testid="license-check-all"]').trigger('click');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="license-summary"]').exists())).toBe(true);
    await runtime.close();
    runtime = installBridge({}, dataDir);
    // The restarted console holds the same document again (initialized elsewhere): only the session differs.
    expect(
      (await runtime.dispatch('auth:initialize', { text: readFileSync(docAPath, 'utf8'), source: docAPath }, { transport: 'web' })).ok,
    ).toBe(true);
    await store.refresh();
    await flushPromises();
    expect(store.holdsChosen).toBe(true);
    expect(wrapper.find('[data-testid="license-summary"]').exists()).toBe(false);
    expect(wrapper.get('[data-testid="license-answers-stale"]').text()).toContain('before the console restarted');
    // Checked again in this session: fresh.
    await wrapper.get('[data-testid="license-check-all"]').trigger('click');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="license-summary"]').exists())).toBe(true);
    wrapper.unmount();
  }, 60_000);

  it('shows no feature answers asked for before another document was chosen and initialized, when they come after', async () => {
    const { wrapper, store } = await mountLicenseView('en');
    await store.useDocument({ text: documentFor('wharf'), source: 'Self-hosted · wharf' });
    await store.initialize();
    expect(store.status.features.length).toBeGreaterThan(0);
    const slow = holdOperation(runtime, 'auth:check', { next: true });
    try {
      const checked = store.checkAll();
      await store.useDocument({ text: documentFor('school'), source: 'Self-hosted · school' });
      await store.initialize();
      slow.release();
      await checked;
      await flushPromises();
      expect(store.answers).toEqual({});
      expect(wrapper.find('[data-testid="license-summary"]').exists()).toBe(false);
    } finally {
      slow.spy.mockRestore();
    }
    // A document main refuses, chosen while a check was on its way: the check's answer does not
    // take the refusal's findings and its "Try again" off the screen.
    const slowAgain = holdOperation(runtime, 'auth:check', { next: true });
    try {
      const checked = store.checkAll();
      await store.useDocument({ text: '{"schemaVersion": 2, "provider": "selfhosted"}', source: 'Broken' });
      await store.initialize();
      expect(store.error?.code).toBe('AUTH_CONFIG_INVALID');
      slowAgain.release();
      await checked;
      expect(store.error?.code).toBe('AUTH_CONFIG_INVALID');
      expect(store.findings.length).toBeGreaterThan(0);
      expect(store.busy).toBeNull();
    } finally {
      slowAgain.spy.mockRestore();
      wrapper.unmount();
    }
  }, 60_000);

  it('after a restart with the license server gone, says that an activation is on record and why it was not restored (M6)', async () => {
    await runtime.close();
    // The same data directory, no demo site: the document's license server refuses connections.
    runtime = installBridge({}, dataDir);
    for (const [language, words] of [
      ['en', 'An activation of this document is on record'],
      ['zh-CN', '此文档有一条激活记录'],
    ] as const) {
      const { wrapper, store } = await mountLicenseView(language);
      await store.useDocument({ text: readFileSync(docAPath, 'utf8'), source: docAPath });
      await store.initialize();
      await flushPromises();
      expect(store.status.state).toBe('initialized');
      const failed = wrapper.get('[data-testid="license-restore-failed"]');
      expect(failed.text()).toContain(words);
      expect(failed.attributes('data-code')).toMatch(/^HTTP_/);
      wrapper.unmount();
    }
  }, 60_000);
});
