// The configuration document being edited: one text, the single source of truth for both the form
// and the JSON view, checked on every change by the same generated validator that main and the CLI
// use. Unsaved work is kept as a draft in main a moment after each change.
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { ConfigDraft, ConfigFileSaved, RecentConfigFile } from '../../shared/api';
import { templateText, type ConfigTemplate } from '../../shared/config/templates';
import type { ConfigFinding, ConfigReport } from '../../shared/config/types';
import type { BridgeError, Result } from '../../shared/errors';
import { areaNeedsReady } from '../area-needs';
import { call } from '../bridge/client';
import type * as ConfigToolsModule from '../config-tools';
import { useUnsavedGuard } from '../composables/use-unsaved-guard';
import { latestCall, workUnderWay } from './guarded-call';

/** Keep the draft this long after the last keystroke. */
const DRAFT_DELAY_MS = 400;

type ConfigTools = typeof ConfigToolsModule;

/** What the report says before the checker has arrived: nothing open, nothing found. */
const NOT_CHECKED: ConfigReport = {
  valid: false,
  parsed: false,
  value: undefined,
  document: null,
  errors: [],
  warnings: [],
  errorCount: 0,
  warningCount: 0,
};

/** What a save needs to be told again after the engineer confirmed. */
export interface SaveConfirmations {
  confirmInvalid?: boolean;
  overwrite?: boolean;
}

export const useConfigEditorStore = defineStore('config-editor', () => {
  /** Whether a document is open (from a template, a file or a draft). */
  const open = ref(false);
  const text = ref('');
  /** The text as last opened or saved: what "unsaved changes" compares with. */
  const baseline = ref('');
  const path = ref<string | null>(null);
  const version = ref<string | null>(null);
  const recent = ref<RecentConfigFile[]>([]);
  /** Whether main has said which files are recent (until then, none is not known to be none). */
  const recentRead = ref(false);
  /** Why the recent files could not be read or changed, until they can. */
  const recentError = ref<BridgeError | null>(null);
  const error = ref<BridgeError | null>(null);
  /** A save, or a file read still wanted, is under way: Save waits (a read superseded by another document does not hold it). */
  const underWay = workUnderWay();
  const busy = underWay.busy;
  /** The documents asked for (a file, a template, the draft): only the latest opens. */
  const documents = latestCall();
  const opens = {
    next: (): (() => boolean) => {
      const wanted = documents.next();
      underWay.recheck();
      return wanted;
    },
  };
  /** A draft found at start-up that the engineer has not restored or discarded yet. */
  const pendingDraft = ref<ConfigDraft | null>(null);
  const lastSaved = ref<ConfigFileSaved | null>(null);
  /**
   * The secret fields (by name, shared/config/document-identity.ts) the engineer has chosen to see.
   * One choice for the form and the JSON view: a secret is masked in both until it is shown, and
   * masked again in the next document.
   */
  const revealedSecrets = ref<ReadonlySet<string>>(new Set());
  function toggleSecret(name: string): void {
    const next = new Set(revealedSecrets.value);
    if (!next.delete(name)) next.add(name);
    revealedSecrets.value = next;
  }

  /** The checker and editing helpers, once their chunk has arrived; every way to open a document waits for them. */
  const tools = shallowRef<ConfigTools | null>(null);
  let toolsArriving: Promise<ConfigTools> | null = null;
  /** Fetches the checker's chunk (once); the view asks for it as soon as it has shown, so it is usually there before a click. */
  function loadTools(): Promise<ConfigTools> {
    toolsArriving ??= import('../config-tools').then(
      (loaded) => (tools.value = loaded),
      (failure: unknown) => {
        toolsArriving = null; // the next attempt fetches it again
        throw failure;
      },
    );
    return toolsArriving;
  }
  const report = computed(() => tools.value?.checkConfigText(text.value) ?? NOT_CHECKED);

  const dirty = computed(() => open.value && text.value !== baseline.value);
  // Guarded here rather than in the shell: the store outlives the view, and a document only exists
  // once the store does, so the shell need not load the checker just to watch for unsaved work.
  useUnsavedGuard(dirty);
  /** Errors and warnings by the pointer they concern, errors first: what the form shows inline. */
  const findingsByPointer = computed(() => {
    const map = new Map<string, ConfigFinding[]>();
    for (const f of [...report.value.errors, ...report.value.warnings]) {
      const list = map.get(f.pointer) ?? [];
      list.push(f);
      map.set(f.pointer, list);
    }
    return map;
  });
  const fileName = computed(() => (path.value ? (path.value.split(/[\\/]/).pop() ?? path.value) : null));

  let draftTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether main holds a draft of this session's work. */
  let draftKept = false;
  watch([text, path], () => {
    clearTimeout(draftTimer);
    draftTimer = setTimeout(() => void syncDraft(), DRAFT_DELAY_MS);
  });

  /** Keeps the text as a draft while it is unsaved; forgets the draft once it is not (saved, or undone back). */
  async function syncDraft(): Promise<void> {
    if (!open.value) return;
    if (!dirty.value) {
      if (draftKept) {
        draftKept = false;
        await call('config:dropDraft', {});
      }
      return;
    }
    const result = await call('config:keepDraft', { text: text.value, path: path.value, version: version.value });
    draftKept = result.ok;
    // Tell the engineer: from now on a crash could cost what they type.
    if (!result.ok) error.value = result.error;
  }

  /**
   * Opens `next` once the checker is there, and what the document's view needs that the start page
   * does not (every text, Element Plus's configuration); false (with the failure shown) when its
   * code did not arrive.
   */
  async function load(
    next: { text: string; path: string | null; version: string | null; baseline?: string },
    current = opens.next(),
  ): Promise<boolean> {
    try {
      await Promise.all([loadTools(), areaNeedsReady()]);
    } catch (failure) {
      if (current()) error.value = { category: 'transport', code: 'PART_NOT_LOADED', message: (failure as Error).message };
      return false;
    }
    // Another document was asked for meanwhile (a template chosen while a slow file was read): that one stays.
    if (!current()) return false;
    text.value = next.text;
    baseline.value = next.baseline ?? next.text;
    path.value = next.path;
    version.value = next.version;
    open.value = true;
    error.value = null;
    lastSaved.value = null;
    revealedSecrets.value = new Set();
    return true;
  }

  async function discardDraft(): Promise<void> {
    pendingDraft.value = null;
    await call('config:dropDraft', {});
  }

  /** Reads the recent files and any kept draft; called when the editor first shows. */
  async function start(): Promise<void> {
    const [, draft] = await Promise.all([refreshRecent(), call('config:draft', {})]);
    if (draft.ok && draft.value && !open.value) pendingDraft.value = draft.value;
  }

  /**
   * Reads the recent files again. A failure is the start page's to say, beside the list (`recentError`),
   * never the editor's: an open or a save that worked did work (main/config/handlers.ts).
   */
  async function refreshRecent(): Promise<void> {
    const result = await call('config:recent', {});
    recentError.value = result.ok ? null : result.error;
    if (!result.ok) return;
    recent.value = result.value;
    recentRead.value = true;
  }

  /** Restores the kept draft: its text, marked unsaved against the file it came from. */
  async function restoreDraft(): Promise<boolean> {
    const draft = pendingDraft.value;
    if (!draft) return false;
    const current = opens.next();
    pendingDraft.value = null;
    let fileText = '';
    if (draft.path) {
      const file = await call('config:open', { path: draft.path });
      if (file.ok) fileText = file.value.text;
    }
    return load({ text: draft.text, path: draft.path, version: draft.version, baseline: fileText }, current);
  }

  function newFromTemplate(template: ConfigTemplate): Promise<boolean> {
    return load({ text: templateText(template), path: null, version: null, baseline: '' });
  }

  async function run<T>(work: () => Promise<Result<T>>, wanted = () => true): Promise<Result<T>> {
    const result = await underWay.during(work, wanted);
    if (wanted()) error.value = result.ok ? null : result.error;
    return result;
  }

  async function openFile(filePath: string): Promise<boolean> {
    const current = opens.next();
    const result = await run(() => call('config:open', { path: filePath }), current);
    const opened = result.ok && (await load({ text: result.value.text, path: result.value.path, version: result.value.version }, current));
    if (opened) await call('config:dropDraft', {});
    await refreshRecent();
    return opened;
  }

  /**
   * Saves to the current file, or under `target` (save as). Returns the failure so that the view
   * can ask the engineer to confirm (CONFIG_INVALID, CONFIG_CHANGED_ON_DISK, CONFIG_EXISTS) and
   * call again with the confirmation.
   */
  async function save(target: string | null = null, confirmations: SaveConfirmations = {}): Promise<Result<ConfigFileSaved>> {
    if (busy.value) return { ok: false, error: { category: 'transport', code: 'BUSY', message: 'a save is already under way' } };
    const destination = target ?? path.value;
    if (!destination) throw new Error('save without a path: ask for one first');
    const saving = text.value;
    const result = await run(() =>
      call('config:save', {
        path: destination,
        text: saving,
        mode: target ? 'saveAs' : 'save',
        ...(version.value && !target ? { expectedVersion: version.value } : {}),
        ...confirmations,
      }),
    );
    if (result.ok) {
      // What was typed while the save was on its way stays unsaved, and its draft timer runs on.
      baseline.value = saving;
      path.value = result.value.path;
      version.value = result.value.version;
      lastSaved.value = result.value;
      if (text.value === saving) {
        clearTimeout(draftTimer);
        draftKept = false;
        await call('config:dropDraft', {});
      }
      await refreshRecent();
    }
    return result;
  }

  async function forgetRecent(filePath: string): Promise<void> {
    const result = await call('config:forget', { path: filePath });
    recentError.value = result.ok ? null : result.error;
    if (result.ok) recent.value = result.value;
  }

  /** Sets (or, with undefined, removes) the value at a JSON pointer, as the form does. */
  function setField(pointer: string, value: unknown): void {
    const next = tools.value?.setValueInText(text.value, pointer, value);
    if (next !== undefined) text.value = next;
  }

  function format(): void {
    if (tools.value && report.value.parsed) text.value = tools.value.formatConfigText(text.value);
  }

  function applyFix(finding: ConfigFinding): void {
    if (tools.value && finding.fix) text.value = tools.value.applyTextEdits(text.value, [finding.fix]);
  }

  /** Closes the document (the view confirms first when it is dirty). */
  async function close(): Promise<void> {
    // A file still being read does not open after the engineer closed the editor's document.
    opens.next();
    clearTimeout(draftTimer);
    draftKept = false;
    open.value = false;
    text.value = '';
    baseline.value = '';
    path.value = null;
    version.value = null;
    await call('config:dropDraft', {});
  }

  return {
    open,
    text,
    path,
    version,
    fileName,
    recent,
    recentRead,
    recentError,
    error,
    busy,
    pendingDraft,
    lastSaved,
    revealedSecrets,
    toggleSecret,
    report,
    tools,
    dirty,
    findingsByPointer,
    start,
    loadTools,
    refreshRecent,
    restoreDraft,
    discardDraft,
    newFromTemplate,
    openFile,
    save,
    forgetRecent,
    setField,
    format,
    applyFix,
    close,
  };
});
