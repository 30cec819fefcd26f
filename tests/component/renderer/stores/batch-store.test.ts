// A short batch can finish before `batch:start` has answered with the run's id (events and answers
// travel apart, over IPC and over the web transport alike). The store keeps what arrives while it
// waits for the id, so the run still ends with its summary instead of "running" for ever.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPinia, setActivePinia } from 'pinia';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../../../../sim/index';
import { installBridge } from '../support/fake-bridge';

describe('batch store', () => {
  let site: RunningSite;
  const csv = join(mkdtempSync(join(tmpdir(), 'sc-batch-store-')), 'visitors.csv');

  beforeAll(async () => {
    site = await startSite(); // the demo data

    writeFileSync(csv, 'visitorId,floorIds\nV2001,\n'); // no floors: the site completes them
  });
  afterAll(async () => {
    await site?.close();
  });

  /** The bridge over a fresh console runtime whose active profile is the demo site's. */
  async function bridgeWithSite(): Promise<NonNullable<typeof window.siteConsole>> {
    const runtime = installBridge();
    const saved = await runtime.dispatch('site:saveProfile', { id: null, profile: { ...site.profile } }, { transport: 'ipc' });
    expect(saved.ok).toBe(true);
    const bridge = window.siteConsole;
    if (!bridge) throw new Error('no bridge');
    return bridge;
  }

  /** A batch store of its own (the store module is imported once the bridge is installed). */
  async function newBatchStore() {
    const { useBatchStore } = await import('../../../../renderer/stores/batch');
    setActivePinia(createPinia());
    return useBatchStore();
  }

  it('ends with the summary when the run finished before batch:start answered', async () => {
    const bridge = await bridgeWithSite();
    // The answer to batch:start is held back until the run's finished event has been delivered.
    const finished = new Promise<void>((resolve) => bridge.on('batch:finished', () => resolve()));
    const invoke = bridge.invoke.bind(bridge);
    bridge.invoke = (async (op: string, payload: unknown) => {
      const answer = await (invoke as (op: string, payload: unknown) => Promise<unknown>)(op, payload);
      if (op === 'batch:start') await finished;
      return answer;
    }) as typeof bridge.invoke;

    const batch = await newBatchStore();
    batch.path = csv;
    await batch.start(4);
    expect(batch.summary?.succeeded).toBe(1);
    expect(batch.running).toBe(false);
    expect(batch.progress?.done).toBe(1);
  });

  it('ends every run of a batch run again, each finishing before batch:start answered (issue 33, B1)', async () => {
    const bridge = await bridgeWithSite();
    const invoke = bridge.invoke.bind(bridge);
    let finished: Promise<void> = Promise.resolve();
    bridge.invoke = (async (op: string, payload: unknown) => {
      if (op === 'batch:start')
        finished = new Promise<void>((resolve) => {
          const off = bridge.on('batch:finished', () => {
            off();
            resolve();
          });
        });
      const answer = await (invoke as (op: string, payload: unknown) => Promise<unknown>)(op, payload);
      if (op === 'batch:start') await finished;
      return answer;
    }) as typeof bridge.invoke;
    try {
      const batch = await newBatchStore();
      batch.path = csv;
      const runs = new Set<string>();
      for (let run = 1; run <= 3; run++) {
        await batch.start(4);
        expect(batch.error).toBeNull();
        expect(batch.running).toBe(false);
        expect(batch.busy).toBe(false);
        expect(batch.summary?.ok).toBe(true);
        expect(batch.summary?.results).toHaveLength(1);
        runs.add(batch.runId ?? '');
      }
      expect(runs.size).toBe(3);
    } finally {
      bridge.invoke = invoke;
    }
  });

  it('keeps journalStartedAnew when the journal beside the file was kept for another site, with words in both languages', async () => {
    // The store's bridge client keeps the bridge it first found: the profiles go through that one.
    const bridge = window.siteConsole;
    if (!bridge) throw new Error('no bridge');
    const invoke = (op: string, payload: unknown) =>
      (bridge.invoke as (op: string, payload: unknown) => Promise<{ ok: boolean; value: { id: string } }>)(op, payload);
    const other = await startSite();
    try {
      const first = await invoke('site:saveProfile', { id: null, profile: { ...site.profile } });
      const second = await invoke('site:saveProfile', { id: null, profile: { ...other.profile, name: 'Other site' } });
      if (!first.ok || !second.ok) throw new Error('profiles not saved');
      const batch = await newBatchStore();
      batch.path = csv;
      await invoke('site:activateProfile', { id: first.value.id });
      await batch.start(4);
      await invoke('site:activateProfile', { id: second.value.id });
      await batch.start(4);
      expect(batch.error).toBeNull();
      expect(batch.journalStartedAnew).toMatchObject({ previous: `${csv}.journal.jsonl`, reason: 'other-site' });
      const { i18n } = await import('../../../../renderer/i18n/index');
      for (const language of ['en', 'zh-CN'] as const) {
        i18n.global.locale.value = language;
        const words = i18n.global.t('batch.journalAnew.other-site', { previous: 'a.jsonl', path: 'b.jsonl' });
        expect(words).toContain('a.jsonl');
        expect(words).toContain('b.jsonl');
      }
    } finally {
      await other.close();
    }
  });

  it('shows the preview of the file asked for last, none while one is on its way, whatever order main answers in', async () => {
    const bridge = await bridgeWithSite();
    const dir = mkdtempSync(join(tmpdir(), 'sc-batch-previews-'));
    const one = join(dir, 'one.csv');
    const two = join(dir, 'two.csv');
    writeFileSync(one, 'visitorId,floorIds\nV2001,\n');
    writeFileSync(two, 'visitorId,floorIds\nV2001,\nV2002,\n');
    // The first preview's answer is held until the second's has come.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const invoke = bridge.invoke.bind(bridge);
    bridge.invoke = (async (op: string, payload: unknown) => {
      const answer = await (invoke as (op: string, payload: unknown) => Promise<unknown>)(op, payload);
      if (op === 'batch:preview' && (payload as { path: string }).path === one) await held;
      return answer;
    }) as typeof bridge.invoke;
    try {
      const batch = await newBatchStore();
      batch.path = two;
      await batch.loadPreview();
      expect(batch.preview?.rows).toHaveLength(2);
      batch.path = one;
      const first = batch.loadPreview();
      expect(batch.preview).toBeNull();
      batch.path = two;
      await batch.loadPreview();
      release();
      await first;
      expect(batch.preview?.rows).toHaveLength(2);
    } finally {
      bridge.invoke = invoke;
    }
  });
});
