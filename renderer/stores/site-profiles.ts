// The Site view's state: the profiles (never their secrets), the active one, who holds the
// secrets, the demo site, and the connectivity check with the profile it was of. The active
// profile is the one the other site views compare their answers with.
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { SiteCheck, SiteProfileExport, SiteProfilesState, StoredSiteProfile } from '../../shared/api';
import type { BridgeError } from '../../shared/errors';
import { call } from '../bridge/client';
import { useResultOrigin } from '../composables/use-result-origin';
import { latestCall, workUnderWay } from './guarded-call';

export const useSiteProfilesStore = defineStore('site-profiles', () => {
  const state = ref<SiteProfilesState | null>(null);
  const error = ref<BridgeError | null>(null);
  // Busy until every operation still wanted has answered, not only the first to answer.
  const underWay = workUnderWay();
  const busy = underWay.busy;
  const probes = ref<SiteCheck | null>(null);
  const demoOfferDismissed = ref(false);
  /** The active profile's id as main last said; undefined until it has said. */
  const activeId = computed(() => (state.value ? state.value.activeId : undefined));
  /** The active profile, as main last said. */
  const activeProfile = computed(() => state.value?.profiles.find((p) => p.id === state.value?.activeId) ?? null);
  /** The check on screen was of another profile than the active one. */
  const probesStale = useResultOrigin(
    () => probes.value,
    () => ({ profileId: activeId.value }),
  );

  /** Runs an operation; keeps its error for the view (unless no longer `wanted`); returns its value or null. */
  async function run<T>(
    work: () => Promise<{ ok: true; value: T } | { ok: false; error: BridgeError }>,
    wanted = () => true,
  ): Promise<T | null> {
    const result = await underWay.during(work, wanted);
    if (!wanted()) return null;
    if (!result.ok) {
      error.value = result.error;
      return null;
    }
    error.value = null;
    return result.value;
  }

  // Each of these answers with main's whole state as it was when main answered. A change (start the
  // demo, activate, remove) is never undone by another's or by a read: of the changes the latest
  // asked for shows, and a read (every mount of the Site view asks; keyring lookups make it slow)
  // shows only when no change was asked or answered since it was asked.
  const changesAsked = latestCall();
  const changed = latestCall();

  /** Runs an operation that changes main's profiles state, and shows its answer unless a later change was asked. */
  async function changeState(
    work: () => Promise<{ ok: true; value: SiteProfilesState } | { ok: false; error: BridgeError }>,
  ): Promise<SiteProfilesState | null> {
    const current = changesAsked.next();
    changed.next();
    const value = await run(work, current);
    if (!value) return null;
    changed.next();
    state.value = value;
    return value;
  }

  async function load(): Promise<void> {
    const value = await run(() => call('site:profiles', {}), changed.now());
    if (value) state.value = value;
  }

  async function startDemo(): Promise<boolean> {
    return (await changeState(() => call('site:startDemo', {}))) !== null;
  }

  async function activate(id: string): Promise<void> {
    await changeState(() => call('site:activateProfile', { id }));
  }

  async function remove(id: string): Promise<void> {
    await changeState(() => call('site:deleteProfile', { id }));
  }

  /** Saves; on a refused profile the error (with its problems) stays for the form. */
  async function save(id: string | null, profile: Record<string, unknown>): Promise<StoredSiteProfile | null> {
    const saved = await run(() => call('site:saveProfile', { id, profile }));
    if (saved) await load();
    return saved;
  }

  async function duplicate(id: string): Promise<void> {
    if (await run(() => call('site:duplicateProfile', { id }))) await load();
  }

  async function importText(text: string): Promise<StoredSiteProfile | null> {
    const saved = await run(() => call('site:importProfile', { text }));
    if (saved) await load();
    return saved;
  }

  function exportProfile(id: string): Promise<SiteProfileExport | null> {
    return run(() => call('site:exportProfile', { id }));
  }

  async function check(): Promise<void> {
    probes.value = null;
    probes.value = await run(() => call('site:check', {}));
  }

  return {
    state,
    error,
    busy,
    probes,
    probesStale,
    activeId,
    activeProfile,
    demoOfferDismissed,
    load,
    startDemo,
    activate,
    remove,
    save,
    duplicate,
    importText,
    exportProfile,
    check,
  };
});
