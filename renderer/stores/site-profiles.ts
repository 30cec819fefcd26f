// The Site view's state: the profiles (never their secrets), the active one, who holds the
// secrets, the demo site, and the connectivity check with the profile it was of. The active
// profile is the one the other site views compare their answers with.
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { SiteCheck, SiteProfileExport, SiteProfilesState, StoredSiteProfile } from '../../shared/api';
import type { BridgeError } from '../../shared/errors';
import { call } from '../bridge/client';
import { useResultOrigin } from '../composables/use-result-origin';

export const useSiteProfilesStore = defineStore('site-profiles', () => {
  const state = ref<SiteProfilesState | null>(null);
  const error = ref<BridgeError | null>(null);
  const busy = ref(false);
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

  /** Runs an operation; keeps its error for the view; returns its value or null. */
  async function run<T>(work: () => Promise<{ ok: true; value: T } | { ok: false; error: BridgeError }>): Promise<T | null> {
    busy.value = true;
    const result = await work();
    busy.value = false;
    if (!result.ok) {
      error.value = result.error;
      return null;
    }
    error.value = null;
    return result.value;
  }

  async function load(): Promise<void> {
    const value = await run(() => call('site:profiles', {}));
    if (value) state.value = value;
  }

  async function startDemo(): Promise<boolean> {
    const value = await run(() => call('site:startDemo', {}));
    if (value) state.value = value;
    return value !== null;
  }

  async function activate(id: string): Promise<void> {
    const value = await run(() => call('site:activateProfile', { id }));
    if (value) state.value = value;
  }

  async function remove(id: string): Promise<void> {
    const value = await run(() => call('site:deleteProfile', { id }));
    if (value) state.value = value;
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
