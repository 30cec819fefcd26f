// "Save as PDF" in the handover part of the Batch & evidence view, over the IPC path of the bridge
// against the real main side: offered only where the host prints (app:info's capabilities), and
// then it writes what the host's printer (here a stand-in for Electron's printToPDF, which does not
// run on these machines) made of the report's HTML, in the language chosen. The rows keep their
// labelled inputs.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flushPromises, mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { createPinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { installBridge } from '../support/fake-bridge';

const dir = mkdtempSync(join(tmpdir(), 'sc-handover-pdf-'));
let runtime: ConsoleRuntime | null = null;
afterEach(async () => {
  await runtime?.close();
  runtime = null;
});

async function mountEvidence() {
  const { default: HandoverEvidence } = await import('../../../../renderer/components/evidence/HandoverEvidence.vue');
  const { i18n } = await import('../../../../renderer/i18n');
  i18n.global.locale.value = 'en';
  const wrapper = mount(HandoverEvidence, { global: { plugins: [createPinia(), i18n, ElementPlus] } });
  await flushPromises();
  return wrapper;
}

const settle = async <T>(read: () => T): Promise<T> => (await flushPromises(), read());

describe('the handover report as PDF in the window', () => {
  it('is offered where the host prints, and writes what the printer made of the report in the chosen language', async () => {
    const printed: string[] = [];
    runtime = installBridge({
      surface: 'window',
      keyring: null,
      printHtmlToPdf: async (html) => (printed.push(html), new Uint8Array(Buffer.from('%PDF-1.7 stand-in'))),
    });
    const pack = join(dir, 'window.zip');
    expect((await runtime.dispatch('evidence:export', { path: pack }, { transport: 'ipc' })).ok).toBe(true);
    const wrapper = await mountEvidence();
    expect(wrapper.get('label[for="evidence-open-path"]').text()).toBe('Evidence pack to open (.zip)');
    await wrapper.get('[data-testid="evidence-open-path"]').setValue(pack);
    await wrapper.get('[data-testid="evidence-open"]').element.closest('form')?.dispatchEvent(new Event('submit'));
    await expect.poll(() => settle(() => wrapper.find('[data-testid="evidence-opened"]').exists())).toBe(true);

    const pdfInput = wrapper.get('[data-testid="evidence-report-pdf-path"]');
    expect(wrapper.get('label[for="evidence-report-pdf-path"]').text()).toBe('Report file (.pdf)');
    await wrapper.get('[data-testid="evidence-report-lang"]').setValue('zh-CN');
    const out = join(dir, 'handover.pdf');
    await pdfInput.setValue(out);
    await wrapper.get('[data-testid="evidence-report-pdf"]').element.closest('form')?.dispatchEvent(new Event('submit'));
    await expect.poll(() => settle(() => wrapper.find('[data-testid="evidence-report-pdf-written"]').exists())).toBe(true);
    expect(wrapper.get('[data-testid="evidence-report-pdf-written"]').text()).toContain(out);
    expect(readFileSync(out, 'utf8')).toBe('%PDF-1.7 stand-in');
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('<html lang="zh-CN">');
    expect(printed[0]).toContain('客户签收');
    wrapper.unmount();
  }, 30_000);

  it('is not offered where the host has no printer', async () => {
    runtime = installBridge({ keyring: null });
    const pack = join(dir, 'web.zip');
    expect((await runtime.dispatch('evidence:export', { path: pack }, { transport: 'ipc' })).ok).toBe(true);
    const wrapper = await mountEvidence();
    await wrapper.get('[data-testid="evidence-open-path"]').setValue(pack);
    await wrapper.get('[data-testid="evidence-open"]').element.closest('form')?.dispatchEvent(new Event('submit'));
    await expect.poll(() => settle(() => wrapper.find('[data-testid="evidence-report"]').exists())).toBe(true);
    expect(wrapper.find('[data-testid="evidence-report-pdf"]').exists()).toBe(false);
    wrapper.unmount();
  }, 30_000);
});
