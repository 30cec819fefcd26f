// A store shows the answer to what the engineer asked for last, whatever order main answers in:
// the call log's filter, the file dialog's folder, the visitor-access write and its chain, and the
// site profiles' state, where the secrets stand.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPinia, setActivePinia } from 'pinia';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleRuntime } from '../../../../main/console';
import { bridgeCalls, holdOperation, installBridge, installBridgeWithDemoSite } from '../support/fake-bridge';

let runtime: ConsoleRuntime;

beforeAll(async () => {
  runtime = await installBridgeWithDemoSite();
  // A call in the log for the filters to find.
  const looked = await runtime.dispatch('site:person', { personId: 'P1001' }, { transport: 'ipc' });
  expect(looked.ok).toBe(true);
});
afterAll(async () => {
  await runtime.close();
});
beforeEach(() => setActivePinia(createPinia()));

describe('answers out of order', () => {
  it('the call log shows the records of the filter asked for last', async () => {
    const { useSiteCallsStore } = await import('../../../../renderer/stores/site-calls');
    const calls = useSiteCallsStore();
    const slow = holdOperation(runtime, 'site:calls', { next: true });
    try {
      const first = calls.refresh({ text: 'matches-no-call' });
      await calls.refresh({ operation: 'personDetail' });
      expect(calls.records.length).toBeGreaterThan(0);
      slow.release();
      await first;
      expect(calls.records.length).toBeGreaterThan(0);
      expect(calls.loading).toBe(false);
    } finally {
      slow.spy.mockRestore();
    }
  });

  it("the file dialog shows the folder asked for last, and a dialog opening never offers the last one's folder", async () => {
    const { useFileBrowserStore } = await import('../../../../renderer/stores/file-browser');
    const browser = useFileBrowserStore();
    const root = mkdtempSync(join(tmpdir(), 'sc-latest-folder-'));
    for (const name of ['slow', 'quick']) mkdirSync(join(root, name));
    await browser.browse(root, ['json']);
    expect(browser.listing?.folder).toBe(root);
    const slow = holdOperation(runtime, 'files:browse', { next: true });
    try {
      const first = browser.open(join(root, 'slow'), ['zip']);
      expect(browser.listing).toBeNull();
      await browser.browse(join(root, 'quick'), ['zip']);
      expect(browser.listing?.folder).toBe(join(root, 'quick'));
      slow.release();
      await first;
      expect(browser.listing?.folder).toBe(join(root, 'quick'));
    } finally {
      slow.spy.mockRestore();
    }
  });

  it('sends one write for Enter pressed twice, and draws no chain of an earlier write under a later one', async () => {
    const { useVisitorAccessStore } = await import('../../../../renderer/stores/visitor-access');
    const work = useVisitorAccessStore();
    work.visitorId = 'V2001';
    work.sendNoFloors = true;
    const writes = () => bridgeCalls.filter((c) => c.op === 'site:visitorAccess').length;
    const before = writes();
    await Promise.all([work.openAccess(), work.openAccess()]);
    expect(writes()).toBe(before + 1);
    const earlier = work.access?.result?.record.id;
    expect(earlier).toMatch(/\S/);

    const slow = holdOperation(runtime, 'site:chain', { next: true });
    try {
      const chain = work.loadChain();
      await work.openAccess();
      expect(work.access?.result?.record.id).not.toBe(earlier);
      slow.release();
      await chain;
      expect(work.chain).toBeNull();
      expect(work.pending).toBeNull();
    } finally {
      slow.spy.mockRestore();
    }
  });

  it('shows the parity report of the ids asked for last, though an earlier run answers after it', async () => {
    const { useRouteParityStore } = await import('../../../../renderer/stores/route-parity');
    const parity = useRouteParityStore();
    const slow = holdOperation(runtime, 'site:parity', { next: true });
    try {
      parity.personId = 'P-NOBODY';
      const first = parity.run();
      parity.personId = 'P1001';
      await parity.run();
      expect(parity.last?.personId).toBe('P1001');
      expect(parity.pending).toBe(false);
      slow.release();
      await first;
      expect(parity.last?.personId).toBe('P1001');
      expect(parity.last?.report?.checks[0]?.identical).toBe(true);
      expect(parity.stale).toBe(false);
      expect(parity.pending).toBe(false);
    } finally {
      slow.spy.mockRestore();
    }
  });

  it('keeps the answer of the person looked up last, though an earlier lookup answers after it', async () => {
    const { usePersonLookupStore } = await import('../../../../renderer/stores/person-lookup');
    const lookup = usePersonLookupStore();
    const slow = holdOperation(runtime, 'site:person', { next: true });
    try {
      lookup.personId = 'P-NOBODY';
      const first = lookup.lookUp();
      lookup.personId = 'P1001';
      await lookup.lookUp();
      expect(lookup.last?.result?.data?.personId).toBe('P1001');
      slow.release();
      await first;
      expect(lookup.last?.personId).toBe('P1001');
      expect(lookup.last?.result?.data?.personId).toBe('P1001');
      expect(lookup.stale).toBe(false);
      expect(lookup.pending).toBeNull();
    } finally {
      slow.spy.mockRestore();
    }
  });

  it('keeps the profiles busy while a connectivity check is under way, though a read answered before it', async () => {
    const { useSiteProfilesStore } = await import('../../../../renderer/stores/site-profiles');
    const profiles = useSiteProfilesStore();
    await profiles.load();
    const slow = holdOperation(runtime, 'site:check', { next: true });
    try {
      const checking = profiles.check();
      expect(profiles.busy).toBe(true);
      await profiles.load();
      expect(profiles.busy).toBe(true);
      slow.release();
      await checking;
      expect(profiles.busy).toBe(false);
      expect(profiles.probes?.probes.length).toBeGreaterThan(0);
    } finally {
      slow.spy.mockRestore();
    }
  });

  it('keeps the profile activated while a read of the list made before it was on its way', async () => {
    const { useSiteProfilesStore } = await import('../../../../renderer/stores/site-profiles');
    const profiles = useSiteProfilesStore();
    await profiles.load();
    const before = profiles.activeId;
    const saved = await runtime.dispatch(
      'site:saveProfile',
      {
        id: null,
        profile: {
          profileVersion: 1,
          name: 'Latest answers site',
          services: { organization: 'http://127.0.0.1:9/organization', elevator: 'http://127.0.0.1:9/elevator-app' },
          defaultRoute: 'direct',
          auth: { type: 'none' },
          timeouts: { connectMs: 3000, requestMs: 10000 },
        },
      },
      { transport: 'ipc' },
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved.error));
    const other = (saved.value as { id: string }).id;
    expect(other).not.toBe(before);
    const slow = holdOperation(runtime, 'site:profiles', { next: true, handled: 'first' });
    try {
      const read = profiles.load();
      await profiles.activate(other);
      expect(profiles.activeId).toBe(other);
      slow.release();
      await read;
      expect(profiles.activeId).toBe(other);
    } finally {
      slow.spy.mockRestore();
    }
    // The other order: a slow activation (as a start of the demo site is), and a read asked and
    // answered meanwhile; the activation still shows when it comes.
    const slowChange = holdOperation(runtime, 'site:activateProfile', { next: true });
    try {
      const activation = profiles.activate(before ?? '');
      await profiles.load();
      expect(profiles.activeId).toBe(other);
      slowChange.release();
      await activation;
      expect(profiles.activeId).toBe(before);
    } finally {
      slowChange.spy.mockRestore();
    }
  });

  // Last: it installs a console of its own.
  it('says the secrets are open once unlocked, though a read made before the unlock answers after it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-latest-secrets-'));
    const sealing = installBridge({ keyring: null }, dataDir);
    expect(await sealing.dispatch('app:unlockSecrets', { passphrase: 'correct horse battery' }, { transport: 'ipc' })).toMatchObject({
      ok: true,
    });
    expect((await sealing.dispatch('evidence:key', {}, { transport: 'ipc' })).ok).toBe(true);
    await sealing.close();
    // A restart: the secrets are sealed and locked until the passphrase is given again.
    const restarted = installBridge({ keyring: null }, dataDir);
    try {
      const { useSecretsStore } = await import('../../../../renderer/stores/secrets');
      const secrets = useSecretsStore();
      const slow = holdOperation(restarted, 'app:secrets', { next: true, handled: 'first' });
      try {
        const read = secrets.load();
        expect(await secrets.unlock('correct horse battery')).toBe(true);
        expect(secrets.atRest?.locked).toBe(false);
        slow.release();
        await read;
        expect(secrets.atRest?.locked).toBe(false);
      } finally {
        slow.spy.mockRestore();
      }
    } finally {
      await restarted.close();
    }
  });
});
