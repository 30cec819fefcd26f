// The form and the JSON view of one document stay in step, both ways.
import { EditorView } from '@codemirror/view';
import { flushPromises, mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { createPinia, setActivePinia } from 'pinia';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findTemplate, templateText } from '../../../../shared/config/templates';
import { holdOperation, installBridge } from '../support/fake-bridge';

let runtime: ReturnType<typeof installBridge>;
beforeAll(async () => {
  runtime = installBridge();
  // Transformed once, up front: the view, and the parts it loads on their own (the checker, the
  // form, the findings and the JSON view with CodeMirror).
  await import('../../../../renderer/views/ConfigEditorView.vue');
  await import('../../../../renderer/config-tools');
  await import('../../../../renderer/components/config/ConfigForm.vue');
  await import('../../../../renderer/components/config/ConfigFindingList.vue');
  await import('../../../../renderer/components/config/JsonCodeEditor.vue');
}, 60_000);

/** The editor view on its start page, in English. */
async function mountView() {
  const { default: ConfigEditorView } = await import('../../../../renderer/views/ConfigEditorView.vue');
  const { i18n } = await import('../../../../renderer/i18n');
  i18n.global.locale.value = 'en';
  const pinia = createPinia();
  setActivePinia(pinia);
  return mount(ConfigEditorView, { global: { plugins: [pinia, i18n, ElementPlus] }, attachTo: document.body });
}

async function mountEditor() {
  const { useConfigEditorStore } = await import('../../../../renderer/stores/config-editor');
  const wrapper = await mountView();
  const store = useConfigEditorStore();
  expect(await store.newFromTemplate(findTemplate('selfhosted', 'school'))).toBe(true);
  await flushPromises();
  // The form and the JSON view (CodeMirror) are lazy parts: they render a moment later.
  await vi.waitFor(() => wrapper.get('.cm-content') && wrapper.get('[data-testid="field-selfhosted.baseUrl"]'), { timeout: 15_000 });
  const json = () => wrapper.get('.cm-content').text();
  return { wrapper, store, json };
}

/** A document on disk that the editor has opened and closed: the start page lists it as recent. */
async function aRecentFile(store: Awaited<ReturnType<typeof mountEditor>>['store']): Promise<void> {
  const file = join(mkdtempSync(join(tmpdir(), 'sc-recent-')), 'config.json');
  writeFileSync(file, templateText(findTemplate('selfhosted', 'school')));
  expect(await store.openFile(file)).toBe(true);
  await store.close();
  await flushPromises();
}

/** Main answers config:recent only once `release` is called; every other call as usual. */
const holdRecentFiles = () => holdOperation(runtime, 'config:recent');

/**
 * Opens a recent file while main reads the recent files slowly, until `release`: the document
 * (its form) shows before it has finished opening.
 */
async function openRecentSlowly() {
  const { wrapper, store } = await mountEditor();
  await aRecentFile(store);
  const { release, spy } = holdRecentFiles();
  await wrapper.get('[data-testid="recent-file"] button').trigger('click');
  await vi.waitFor(() => wrapper.get('[data-testid="field-school.tenantId"] input'), { timeout: 15_000 });
  return { wrapper, store, release, spy };
}

describe('configuration editor views', () => {
  it('says there are no recent files only once main has said so (it asks after the start page has painted)', async () => {
    const { release, spy } = holdRecentFiles();
    try {
      const wrapper = await mountView();
      await vi.waitFor(() => expect(spy.mock.calls.some(([op]) => op === 'config:recent')).toBe(true), { timeout: 5_000 });
      await flushPromises();
      expect(wrapper.get('[data-testid="config-start"]').text()).not.toContain('No recent files yet.');
      release();
      await vi.waitFor(
        async () => (await flushPromises(), expect(wrapper.get('[data-testid="config-start"]').text()).toContain('No recent files yet.')),
        {
          timeout: 5_000,
        },
      );
      wrapper.unmount();
    } finally {
      spy.mockRestore();
    }
  });

  it("says why the recent files could not be read, in the catalogue's words, with the start page, and reads them again on retry", async () => {
    const dispatch = runtime.dispatch.bind(runtime);
    const path = join(tmpdir(), 'sc-data', 'recent-files.json');
    let refused = 0;
    const spy = vi.spyOn(runtime, 'dispatch').mockImplementation(async (...args: Parameters<typeof dispatch>) => {
      if (args[0] === 'config:recent' && refused++ === 0)
        return {
          ok: false,
          error: { category: 'io', code: 'CONFIG_READ_DENIED', message: `no permission to read ${path}`, details: { path } },
        };
      return dispatch(...args);
    });
    try {
      const wrapper = await mountView();
      const { useConfigEditorStore } = await import('../../../../renderer/stores/config-editor');
      const store = useConfigEditorStore();
      const alert = await vi.waitFor(() => wrapper.get('[data-testid="bridge-error"]'), { timeout: 5_000 });
      expect(alert.attributes('data-code')).toBe('CONFIG_READ_DENIED');
      expect(alert.text()).toContain(`You have no permission to read ${path}.`);
      expect(wrapper.get('[data-testid="config-start"]').text()).not.toContain('No recent files yet.');
      // The start page's list says it, not the editor: a document opened or saved meanwhile did open or save.
      expect(store.error).toBeNull();
      await alert.get('button').trigger('click');
      await vi.waitFor(
        async () => (await flushPromises(), expect(wrapper.get('[data-testid="config-start"]').text()).toContain('No recent files yet.')),
        { timeout: 5_000 },
      );
      expect(wrapper.find('[data-testid="bridge-error"]').exists()).toBe(false);
      expect(refused).toBe(2);
      wrapper.unmount();
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps the template chosen while a file asked for before was still being read, with what was typed in it', async () => {
    const wrapper = await mountView();
    const { useConfigEditorStore } = await import('../../../../renderer/stores/config-editor');
    const store = useConfigEditorStore();
    const file = join(mkdtempSync(join(tmpdir(), 'sc-slow-open-')), 'slow.json');
    writeFileSync(file, '{ "schemaVersion": 1 }\n');
    const slowDisk = holdOperation(runtime, 'config:open', { next: true });
    try {
      const slow = store.openFile(file);
      expect(store.busy).toBe(true);
      expect(await store.newFromTemplate(findTemplate('selfhosted', 'school'))).toBe(true);
      const typed = `${store.text}\n`;
      store.text = typed;
      // The read no longer wanted holds nothing back: Save is there for the template typed in.
      expect(store.busy).toBe(false);
      await flushPromises();
      expect(wrapper.get('[data-testid="save-file"]').attributes('disabled')).toBeUndefined();
      slowDisk.release();
      expect(await slow).toBe(false);
      expect(store.path).toBeNull();
      expect(store.text).toBe(typed);
      expect(store.error).toBeNull();
    } finally {
      slowDisk.spy.mockRestore();
    }
    // Closed while a file was still being read: the file does not open afterwards.
    await store.close();
    const slowAgain = holdOperation(runtime, 'config:open', { next: true });
    try {
      const slow = store.openFile(file);
      await store.close();
      slowAgain.release();
      expect(await slow).toBe(false);
      expect(store.open).toBe(false);
    } finally {
      slowAgain.spy.mockRestore();
      wrapper.unmount();
    }
  });

  it('shows a template in both views', async () => {
    const { wrapper, json } = await mountEditor();
    expect(json()).toContain('"provider": "selfhosted"');
    const baseUrl = wrapper.get('[data-testid="field-selfhosted.baseUrl"] input').element as HTMLInputElement;
    expect(json()).toContain(`"baseUrl": "${baseUrl.value}"`);
    expect(wrapper.find('[data-testid="field-licensevendor.url"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('writes a form edit into the JSON view at once, keeping the rest of the text', async () => {
    const { wrapper, store, json } = await mountEditor();
    const before = store.text;
    await wrapper.get('[data-testid="field-school.tenantId"] input').setValue('tenant-42');
    await flushPromises();
    expect(json()).toContain('"tenantId": "tenant-42"');
    // Replaced in place: only the value changed, the rest of the text is as it was.
    const oldValue = /"tenantId": ("[^"]*")/.exec(before)?.[1] ?? '';
    expect(store.text).toBe(before.replace(`"tenantId": ${oldValue}`, '"tenantId": "tenant-42"'));
    wrapper.unmount();
  });

  it('shows an edit typed in the JSON view in the form, with its error inline', async () => {
    const { wrapper, store } = await mountEditor();
    const view = EditorView.findFromDOM(wrapper.get('.cm-editor').element as HTMLElement);
    if (!view) throw new Error('no CodeMirror view');
    const at = view.state.doc.toString().indexOf('"school"', view.state.doc.toString().indexOf('"scenario"'));
    view.dispatch({ changes: { from: at + 1, to: at + 7, insert: 'floating' } });
    await flushPromises();
    expect(store.text).toContain('"scenario": "floating"');
    expect(wrapper.get('[data-testid="field-scenario"] .el-select__placeholder').text()).toBe('floating');
    const projectId = wrapper.get('[data-testid="field-floating.projectId"]');
    expect(projectId.text()).toContain('projectId');
    expect(wrapper.get('[data-testid="verdict"]').text()).toMatch(/error/);
    expect(wrapper.findAll('[data-testid="finding-error"]').length).toBeGreaterThan(0);
    wrapper.unmount();
  });

  it('pauses the form while the JSON does not parse, saying where to look', async () => {
    const { wrapper, store } = await mountEditor();
    store.text = store.text.replace('"provider": "selfhosted",', '"provider": "selfhosted"');
    await flushPromises();
    expect(wrapper.get('[data-testid="form-disabled"]').text()).toMatch(/line \d+, column \d+/);
    wrapper.unmount();
  });

  it('removes an optional field from the text when the form field is cleared', async () => {
    const { wrapper, store } = await mountEditor();
    await wrapper.get('[data-testid="field-school.tenantId"] input').setValue('');
    await flushPromises();
    expect(store.text).not.toContain('"tenantId"');
    expect(store.report.valid).toBe(true);
    wrapper.unmount();
  });

  it(
    'lists the first findings of a pathological document, counts them all, and says how many are not listed',
    { timeout: 60_000 },
    async () => {
      const { wrapper, store } = await mountEditor();
      const { MAX_REPORTED_FINDINGS } = await import('../../../../shared/config/check');
      const repeats = MAX_REPORTED_FINDINGS + 250;
      store.text = `{"features":{${Array.from({ length: repeats + 1 }, () => '"k":{}').join(',')}}}`;
      await flushPromises();
      expect(store.report.errorCount).toBeGreaterThanOrEqual(repeats);
      expect(wrapper.findAll('[data-testid="finding-error"]')).toHaveLength(MAX_REPORTED_FINDINGS);
      const note = wrapper.get('[data-testid="findings-not-listed"]').text();
      expect(note).toContain(
        `${store.report.errorCount + store.report.warningCount - MAX_REPORTED_FINDINGS - store.report.warnings.length} more`,
      );
      expect(wrapper.get('[data-testid="verdict"]').text()).toContain(`${store.report.errorCount} error`);
      wrapper.unmount();
    },
  );
  it('leaves focus where the engineer put it when a document opened from the recent files finishes opening', async () => {
    // The console is slow to read the recent files again: the document shows, and the engineer
    // clicks into a field and types, before it has finished opening.
    const { wrapper, store, release, spy } = await openRecentSlowly();
    try {
      const tenant = wrapper.get('[data-testid="field-school.tenantId"] input');
      (tenant.element as HTMLInputElement).focus();
      await tenant.setValue('tenant-typed');
      const { useAnnouncerStore } = await import('../../../../renderer/stores/announcer');
      const announcer = useAnnouncerStore();
      expect(announcer.status).not.toContain('is open');
      release();
      // The view has made its choice of focus once it says the document is open (it says so after).
      await vi.waitFor(() => expect(announcer.status).toContain('config.json is open'), { timeout: 5_000 });
      expect(document.activeElement).toBe(tenant.element);
      expect(store.text).toContain('"tenantId": "tenant-typed"');
    } finally {
      spy.mockRestore();
      wrapper.unmount();
    }
  });

  it('puts focus on the first field when it is on a control outside the document as the document finishes opening', async () => {
    const { wrapper, release, spy } = await openRecentSlowly();
    try {
      // A toolbar button (as a menu or a dialog on its way out leaves focus): no choice of the engineer's in the document.
      (wrapper.get('[data-testid="save-as"]').element as HTMLElement).focus();
      release();
      await vi.waitFor(() => expect(document.activeElement).toBe(wrapper.get('.form-pane').element.querySelector('input, textarea')), {
        timeout: 5_000,
      });
    } finally {
      spy.mockRestore();
      wrapper.unmount();
    }
  });

  it("puts focus on the form's first field when a document opens from a click that leaves nothing focused", async () => {
    const { wrapper, store } = await mountEditor();
    await aRecentFile(store);
    const button = wrapper.get('[data-testid="recent-file"] button');
    (button.element as HTMLElement).focus();
    await button.trigger('click');
    await vi.waitFor(
      () => {
        const first = wrapper.get('.form-pane').element.querySelector('input, textarea');
        expect(first).not.toBeNull();
        expect(document.activeElement).toBe(first);
      },
      { timeout: 15_000 },
    );
    wrapper.unmount();
  });

  it(
    'puts focus in the document after "Restore it", and on the heading after "Discard it", never on the page (issue 33, C1)',
    { timeout: 60_000 },
    async () => {
      const { default: ConfigEditorView } = await import('../../../../renderer/views/ConfigEditorView.vue');
      const { i18n } = await import('../../../../renderer/i18n');
      const text = templateText(findTemplate('selfhosted', 'wharf'));
      for (const button of ['restore-draft', 'discard-draft']) {
        expect((await runtime.dispatch('config:keepDraft', { text, path: null, version: null }, { transport: 'web' })).ok).toBe(true);
        const pinia = createPinia();
        setActivePinia(pinia);
        const wrapper = mount(ConfigEditorView, { global: { plugins: [pinia, i18n, ElementPlus] }, attachTo: document.body });
        await vi.waitFor(() => wrapper.get(`[data-testid="${button}"]`), { timeout: 15_000 });
        const control = wrapper.get(`[data-testid="${button}"]`);
        (control.element as HTMLElement).focus();
        await control.trigger('click');
        await vi.waitFor(
          () => {
            expect(wrapper.find('[data-testid="draft-banner"]').exists()).toBe(false);
            expect(document.activeElement).not.toBe(document.body);
            expect(wrapper.element.contains(document.activeElement)).toBe(true);
          },
          { timeout: 15_000 },
        );
        wrapper.unmount();
      }
    },
  );
  it('masks a secret in the JSON view as in the form until it is shown, and refuses an edit that would cut into it (issue 33, C8)', async () => {
    const { wrapper, store, json } = await mountEditor();
    await wrapper.get('[data-testid="field-selfhosted.tenantKey"] input').setValue('tk-secret-4711');
    await flushPromises();
    expect(store.text).toContain('"tenantKey": "tk-secret-4711"');
    expect((wrapper.get('[data-testid="field-selfhosted.tenantKey"] input').element as HTMLInputElement).type).toBe('password');
    expect(json()).not.toContain('tk-secret-4711');
    expect(json()).toContain('"tenantKey": "••••••••"');
    const view = EditorView.findFromDOM(wrapper.get('.cm-editor').element as HTMLElement);
    if (!view) throw new Error('no CodeMirror view');
    // A keystroke that would cut into the hidden value (or add to it) is refused and said.
    const at = view.state.doc.toString().indexOf('tk-secret-4711');
    view.dispatch({ changes: { from: at + 2, to: at + 3 }, userEvent: 'delete.backward' });
    view.dispatch({ changes: { from: at, insert: 'x' }, userEvent: 'input.type' });
    await flushPromises();
    expect(store.text).toContain('"tenantKey": "tk-secret-4711"');
    expect(wrapper.get('[data-testid="json-editor-secret-refused"]').text()).toMatch(/hidden secret/);
    // Elsewhere the JSON view edits as ever, and the secret is kept as it is.
    const base = view.state.doc.toString().indexOf('https://auth.example.net');
    view.dispatch({ changes: { from: base + 8, to: base + 12, insert: 'gate' }, userEvent: 'input.type' });
    await flushPromises();
    expect(store.text).toContain('"baseUrl": "https://gate.example.net/api/v1"');
    expect(store.text).toContain('"tenantKey": "tk-secret-4711"');
    expect(wrapper.get('[data-testid="json-editor-secret-refused"]').text()).toBe('');
    // Shown in the form: shown in the JSON view too; hidden again, hidden in both.
    await wrapper.get('[data-testid="field-selfhosted.tenantKey"] button').trigger('click');
    await flushPromises();
    expect((wrapper.get('[data-testid="field-selfhosted.tenantKey"] input').element as HTMLInputElement).type).toBe('text');
    expect(json()).toContain('"tenantKey": "tk-secret-4711"');
    await wrapper.get('[data-testid="field-selfhosted.tenantKey"] button').trigger('click');
    await flushPromises();
    expect(json()).not.toContain('tk-secret-4711');
    // The whole value with its quotes may be replaced (select it and type): that is the engineer's choice.
    const whole = view.state.doc.toString().indexOf('"tk-secret-4711"');
    view.dispatch({ changes: { from: whole, to: whole + '"tk-secret-4711"'.length, insert: '"tk-new"' }, userEvent: 'input.type' });
    await flushPromises();
    expect(store.text).toContain('"tenantKey": "tk-new"');
    expect(json()).not.toContain('tk-new');
    wrapper.unmount();
  });
});
