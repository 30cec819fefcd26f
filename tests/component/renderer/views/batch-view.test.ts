// Batch visitor access as the engineer sees it, over the real main side and the demo site: the
// preview says how the file was read and what is wrong with which row, in words; the run ends with
// a summary and a row per visitor; "Not granted" shows the failures only; the results are written
// where asked (and a wrong file type is said in words); a row's chain can be drawn. Both languages.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { installBridgeWithDemoSite } from '../support/fake-bridge';
import { LANGUAGES, mountIn, settle, type Language } from '../support/mount-area';

let runtime: ConsoleRuntime;
beforeAll(async () => {
  runtime = await installBridgeWithDemoSite({ keyring: null });
});
afterAll(async () => {
  await runtime.close();
});

const WORDS = {
  en: {
    rows: (n: number) => `${n} rows`,
    problems: (n: number) => `${n} rows with problems (skipped)`,
    readAs: 'Read as UTF-8, comma-separated.',
    finished: (ok: number, skipped: number, failed: number) => `Finished: ${ok} granted now, ${skipped} skipped, ${failed} failed.`,
    granted: 'Granted',
    failed: 'Failed',
    notGranted: 'Not granted',
    exported: (path: string) => `Results written to ${path}.`,
    header: 'Row,Visitor ID,Floor IDs,Outcome',
    wrongType: 'Results are written as .csv or .xlsx. End the file name with .csv or .xlsx.',
    chainTitle: 'The chain of E2',
  },
  'zh-CN': {
    rows: (n: number) => `共 ${n} 行`,
    problems: (n: number) => `${n} 行有问题（将跳过）`,
    readAs: '按 UTF-8 读取，以逗号分隔。',
    finished: (ok: number, skipped: number, failed: number) => `已完成：本次开通 ${ok} 行，跳过 ${skipped} 行，失败 ${failed} 行。`,
    granted: '已开通',
    failed: '失败',
    notGranted: '未开通',
    exported: (path: string) => `结果已写入 ${path}。`,
    header: '行号,访客 ID,楼层 ID,结果',
    wrongType: '结果文件须为 .csv 或 .xlsx。请以 .csv 或 .xlsx 结尾命名。',
    chainTitle: 'E2 调用链',
  },
} satisfies Record<Language, unknown>;

/** A batch file: two visitors that exist, one that does not, a row without a visitor and one with a floor the site does not know. */
function batchFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'sc-batch-view-')), 'visitors.csv');
  writeFileSync(file, 'visitorId,floorIds\nV2001,A-03\nV2002,\nNOBODY,A-03\n,A-05\nV2003,Z-99\n');
  return file;
}

async function mountView(language: Language) {
  const { default: BatchView } = await import('../../../../renderer/views/BatchView.vue');
  const { useBatchStore } = await import('../../../../renderer/stores/batch');
  const { wrapper, pinia } = await mountIn(BatchView, language);
  const store = useBatchStore(pinia);
  const submit = async (testId: string) => {
    await wrapper
      .get(`[data-testid="${testId}"]`)
      .element.closest('form')
      ?.dispatchEvent(new Event('submit', { cancelable: true }));
    await settle(() => undefined);
  };
  const resultRows = () => wrapper.findAll('[data-testid="batch-results-table"] tbody tr.el-table__row').map((tr) => tr.text());
  return { wrapper, store, submit, resultRows };
}

describe.each(LANGUAGES)('BatchView in %s', (language) => {
  const words = WORDS[language];

  it('previews, runs, filters, exports and draws a row’s chain, all in the UI language', async () => {
    const file = batchFile();
    const { wrapper, store, submit, resultRows } = await mountView(language);
    await wrapper.get('[data-testid="batch-path"]').setValue(file);
    await submit('batch-preview');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="batch-preview-result"]').exists())).toBe(true);
    expect(wrapper.get('[data-testid="batch-row-count"]').text()).toBe(words.rows(5));
    expect(wrapper.get('[data-testid="batch-problem-count"]').text()).toBe(words.problems(2));
    expect(wrapper.get('[data-testid="batch-read-as"]').text()).toBe(words.readAs);
    // Each problem at its row, in words: no bare code, and in the UI language.
    const problems = wrapper.findAll('[data-testid="batch-problems"] tbody tr').map((tr) => tr.text());
    expect(problems).toHaveLength(2);
    for (const problem of problems) {
      expect(problem).not.toMatch(/^[\d\s]*[A-Z_]+$/);
      if (language === 'zh-CN') expect(problem).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(problems.some((p) => p.includes('Z-99'))).toBe(true);

    await submit('batch-start');
    await expect.poll(() => settle(() => store.summary !== null), { timeout: 15_000 }).toBe(true);
    expect(wrapper.get('[data-testid="batch-summary"]').text()).toBe(words.finished(2, 2, 1));
    expect(resultRows().find((r) => r.includes('V2001'))).toContain(words.granted);
    const nobody = resultRows().find((r) => r.includes('NOBODY'));
    expect(nobody).toContain(words.failed);
    expect(nobody).toContain('VISITOR_NOT_FOUND');

    const notGranted = wrapper.findAll('[data-testid="batch-filter"] label').find((l) => l.text() === words.notGranted);
    await notGranted?.get('input').setValue(true);
    await settle(() => undefined);
    expect(resultRows().some((r) => r.includes('NOBODY'))).toBe(true);
    expect(resultRows().some((r) => r.includes('V2001') || r.includes('V2002'))).toBe(false);

    // A file type the console does not write: said in words, nothing written.
    const wrong = join(file, '..', 'results.txt');
    await wrapper.get('[data-testid="batch-results-path"]').setValue(wrong);
    await submit('batch-export');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="bridge-error"]').text())).toContain(words.wrongType);
    expect(existsSync(wrong)).toBe(false);
    const out = join(file, '..', 'results.csv');
    await wrapper.get('[data-testid="batch-results-path"]').setValue(out);
    await submit('batch-export');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="batch-exported"]').exists())).toBe(true);
    expect(wrapper.get('[data-testid="batch-exported"]').text()).toBe(words.exported(out));
    expect(wrapper.find('[data-testid="bridge-error"]').exists()).toBe(false);
    const written = readFileSync(out, 'utf8');
    // The file is read by people: its header line in the UI language.
    expect(written.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(new RegExp(`^${words.header}`));
    for (const id of ['V2001', 'V2002', 'NOBODY', 'V2003']) expect(written).toContain(id);

    await notGranted?.element.closest('.el-radio-group')?.querySelector<HTMLInputElement>('input[value="all"]')?.click();
    await settle(() => undefined);
    const v2001 = store.summary?.results.find((r) => r.visitorId === 'V2001');
    await wrapper.get(`[data-testid="chain-${v2001?.row}"]`).trigger('click');
    await expect.poll(() => settle(() => wrapper.find('[data-testid="chain-picture"]').exists())).toBe(true);
    expect(wrapper.get('[data-testid="chain-picture"] figcaption').text()).toContain(words.chainTitle);
    wrapper.unmount();
  });
});
