// Batch visitor access as the batch view sees it: the preview of a file, the run's progress from
// main's events and its results (the evidence pack has its own store, stores/evidence.ts).
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { BatchPreview, BatchProgress, BatchSummary, RowOutcome } from '../../shared/batch';
import type { ChainPicture } from '../../shared/chain';
import type { BridgeError } from '../../shared/errors';
import { call, subscribe } from '../bridge/client';
import { i18n } from '../i18n';
import { guardedBy, latestCall } from './guarded-call';

/** Which results the table shows. */
export type ResultFilter = 'all' | 'failed' | 'granted';

export const useBatchStore = defineStore('batch', () => {
  const path = ref('');
  const preview = ref<BatchPreview | null>(null);
  const runId = ref<string | null>(null);
  const journal = ref<string | null>(null);
  /** Set when the journal beside the file was kept for another site or file: it skipped nothing. */
  const journalStartedAnew = ref<{ previous: string; reason: 'other-site' | 'other-file' | 'unbound' } | null>(null);
  const progress = ref<BatchProgress | null>(null);
  const summary = ref<BatchSummary | null>(null);
  const error = ref<BridgeError | null>(null);
  const guarded = guardedBy(error);
  const busy = ref(false);
  const filter = ref<ResultFilter>('all');
  const exportedTo = ref<string | null>(null);
  const chain = ref<ChainPicture | null>(null);

  const running = computed(() => runId.value !== null && summary.value === null);
  const results = computed<RowOutcome[]>(() => {
    const all = summary.value?.results ?? [];
    if (filter.value === 'failed') return all.filter((r) => !r.ok);
    if (filter.value === 'granted') return all.filter((r) => r.ok);
    return all;
  });

  // Events of other runs (another window's) are ignored. Events and answers travel apart, so a
  // short run can finish before `batch:start` has answered with its id: what arrives while this
  // window waits for that answer is kept, and claimed by the id once it is known.
  const early = { progress: new Map<string, BatchProgress>(), finished: new Map<string, BatchSummary & { error?: BridgeError }>() };
  const waitingForId = (): boolean => busy.value && runId.value === null;
  subscribe('batch:progress', (data) => {
    if (data.runId === runId.value) progress.value = data;
    else if (waitingForId()) early.progress.set(data.runId, data);
  });
  subscribe('batch:finished', (data) => {
    if (data.runId === runId.value) finish(data);
    else if (waitingForId()) early.finished.set(data.runId, data);
  });
  function finish(data: BatchSummary & { error?: BridgeError }): void {
    if (data.error) error.value = data.error;
    summary.value = data;
    busy.value = false;
  }

  // Only the latest preview's, export's and chain's answers show, and a new one takes the last one's
  // result off at once: a result stays on screen only beside the input that produced it.
  const previews = latestCall();
  const exports = latestCall();
  const chains = latestCall();

  async function loadPreview(): Promise<void> {
    const current = previews.next();
    summary.value = null;
    progress.value = null;
    runId.value = null;
    exportedTo.value = null;
    preview.value = null;
    const answer = await guarded(() => call('batch:preview', { path: path.value.trim() }), current);
    if (current()) preview.value = answer;
  }

  async function start(concurrency: number): Promise<void> {
    // The previous run's id must go before the new run is asked for: while it stayed, an early
    // `batch:finished` of the new run was taken for another window's and dropped, and the view
    // waited for ever on the old run's progress (a batch run again hung).
    runId.value = null;
    progress.value = null;
    chain.value = null;
    // A chain or an export of the previous run still on its way is not this run's.
    chains.next();
    exports.next();
    early.progress.clear();
    early.finished.clear();
    busy.value = true;
    summary.value = null;
    exportedTo.value = null;
    const started = await guarded(() => call('batch:start', { path: path.value.trim(), concurrency }));
    if (!started) {
      busy.value = false;
      early.progress.clear();
      early.finished.clear();
      return;
    }
    runId.value = started.runId;
    journal.value = started.journal;
    journalStartedAnew.value = started.journalStartedAnew ?? null;
    const progressed = early.progress.get(started.runId);
    const finished = early.finished.get(started.runId);
    early.progress.clear();
    early.finished.clear();
    if (progressed) progress.value = progressed;
    if (finished) finish(finished);
  }

  async function control(action: 'pause' | 'resume' | 'cancel'): Promise<void> {
    if (!runId.value) return;
    const id = runId.value;
    const next = await guarded(() => call('batch:control', { runId: id, action }));
    if (next && summary.value === null) progress.value = next;
  }

  async function exportResults(to: string): Promise<void> {
    if (!runId.value) return;
    const id = runId.value;
    const current = exports.next();
    exportedTo.value = null;
    const written = await guarded(
      () => call('batch:exportResults', { runId: id, path: to.trim(), language: i18n.global.locale.value }),
      current,
    );
    if (current()) exportedTo.value = written?.path ?? null;
  }

  async function loadChain(row: number): Promise<void> {
    if (!runId.value) return;
    const id = runId.value;
    const current = chains.next();
    chain.value = null;
    const answer = await guarded(() => call('batch:chain', { runId: id, row }), current);
    if (current()) chain.value = answer;
  }

  return {
    path,
    preview,
    runId,
    journal,
    journalStartedAnew,
    progress,
    summary,
    error,
    busy,
    filter,
    exportedTo,
    chain,
    running,
    results,
    loadPreview,
    start,
    control,
    exportResults,
    loadChain,
  };
});
