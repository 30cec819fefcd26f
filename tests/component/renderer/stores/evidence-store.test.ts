// The evidence store shows an answer only beside the input that produced it: a new export or open
// takes the last one's result off the screen at once, and an answer that arrives after a later
// request's is dropped (the engineer changed the path and asked again while main was busy).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPinia, setActivePinia } from 'pinia';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { holdOperation, installBridge } from '../support/fake-bridge';

let runtime: ConsoleRuntime;
const dir = mkdtempSync(join(tmpdir(), 'sc-evidence-store-'));

beforeAll(() => {
  runtime = installBridge();
});
afterAll(async () => {
  await runtime.close();
});
beforeEach(() => setActivePinia(createPinia()));

// Imported once the bridge is installed: the renderer's client keeps the bridge it finds at its start.
const store = async () => (await import('../../../../renderer/stores/evidence')).useEvidenceStore();

describe('evidence store', () => {
  it('shows the written line of the latest export only, none while one is on its way', async () => {
    const evidence = await store();
    await evidence.exportPack(join(dir, 'first.zip'));
    expect(evidence.written?.path).toBe(join(dir, 'first.zip'));

    const slow = holdOperation(runtime, 'evidence:export', { next: true });
    try {
      const second = evidence.exportPack(join(dir, 'second.zip'));
      expect(evidence.written).toBeNull();
      await evidence.exportPack(join(dir, 'third.zip'));
      expect(evidence.written?.path).toBe(join(dir, 'third.zip'));
      slow.release();
      await second;
      expect(evidence.written?.path).toBe(join(dir, 'third.zip'));
    } finally {
      slow.spy.mockRestore();
    }
  });

  it('takes the opened pack off the screen while another opens, and keeps the latest one asked for', async () => {
    const evidence = await store();
    const pack = join(dir, 'pack.zip');
    await evidence.exportPack(pack);
    await evidence.open(pack);
    expect(evidence.opened?.verdict.status).toBe('intact');
    expect(evidence.openedPath).toBe(pack);

    const slow = holdOperation(runtime, 'evidence:open', { next: true });
    try {
      const missing = evidence.open(join(dir, 'no-such.zip'));
      expect(evidence.opened).toBeNull();
      expect(evidence.openedPath).toBeNull();
      await evidence.open(pack);
      expect(evidence.openedPath).toBe(pack);
      slow.release();
      await missing;
      // The answer for the path asked before arrived last: the latest pack stays, and its failure is not shown.
      expect(evidence.error).toBeNull();
      expect(evidence.openedPath).toBe(pack);
      expect(evidence.opened?.verdict.status).toBe('intact');
    } finally {
      slow.spy.mockRestore();
    }
  });
});
