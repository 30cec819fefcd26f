// Visitor access (L2): the form as typed, the floors loaded for one source id, and the last write
// with the visitor it was for. Floors loaded for another id are dropped as soon as the id changes
// (they are not that visitor's to choose from); a write stays on screen marked with its visitor.
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { SiteCallResult } from '../../shared/api';
import type { ChainPicture } from '../../shared/chain';
import type { BridgeError } from '../../shared/errors';
import type { PersonResult, Route } from '../../shared/site';
import { call } from '../bridge/client';
import { siteCallOrigin, siteCallOutcome, useResultOrigin, type SiteCallOutcome } from '../composables/use-result-origin';
import { cancelSiteRequest, siteRequestId } from './site-request';
import { useSiteProfilesStore } from './site-profiles';

/** Floors loaded for a source (`own:V2001` or `host:P1001`); no route kept: they are the site's data, whichever route brought them. */
export interface LoadedFloors extends SiteCallOutcome<SiteCallResult<PersonResult>> {
  key: string;
  sourceId: string;
}

/** A write of visitor access with the visitor it was for. */
export interface AccessWrite extends SiteCallOutcome<SiteCallResult<boolean>> {
  visitorId: string;
}

export const useVisitorAccessStore = defineStore('visitor-access', () => {
  const visitorId = ref('');
  const source = ref<'own' | 'host'>('own');
  const hostId = ref('');
  const route = ref<Route | undefined>(undefined);
  const selected = ref<string[]>([]);
  const sendNoFloors = ref(false);
  const floors = ref<LoadedFloors | null>(null);
  const access = ref<AccessWrite | null>(null);
  const chain = ref<ChainPicture | null>(null);
  /** Why the chain could not be drawn (its own, so that "retry" asks for the chain, not a new E2). */
  const chainError = ref<BridgeError | null>(null);
  const pending = ref<'floors' | 'access' | 'chain' | null>(null);
  let pendingRequest: string | null = null;

  const sourceId = computed(() => (source.value === 'own' ? visitorId.value : hostId.value).trim());
  const sourceKey = computed(() => `${source.value}:${sourceId.value}`);
  const profiles = useSiteProfilesStore();
  /** Floors loaded from another profile's site are not this site's to choose from. */
  const floorsOfOtherProfile = useResultOrigin(
    () => (floors.value?.result ? { profile: floors.value.result.profile } : null),
    () => ({ profileId: profiles.activeId }),
  );
  /** Floors are on screen for the source typed now, from the active profile's site. */
  const floorsLoaded = computed(() => floors.value !== null && floors.value.key === sourceKey.value && !floorsOfOtherProfile.value.stale);
  /** How the write on screen differs from the present: another visitor typed, another profile active, another route. */
  const accessStaleness = useResultOrigin(
    () => (access.value ? siteCallOrigin({ visitorId: access.value.visitorId }, access.value) : null),
    () => ({ input: { visitorId: visitorId.value.trim() }, profileId: profiles.activeId, route: route.value }),
  );
  const accessStale = computed(() => accessStaleness.value.stale);

  watch(sourceKey, (key) => {
    if (floors.value && floors.value.key !== key) {
      floors.value = null;
      selected.value = [];
    }
  });
  // Floor ids chosen on another site would be written for this one: they go with their list.
  watch(
    () => floorsOfOtherProfile.value.stale,
    (other) => {
      if (other) {
        floors.value = null;
        selected.value = [];
      }
    },
  );
  watch(sendNoFloors, (on) => {
    if (on) selected.value = [];
  });

  async function loadFloors(): Promise<void> {
    const id = sourceId.value;
    if (!id) {
      floors.value = null;
      return;
    }
    const key = sourceKey.value;
    selected.value = [];
    pendingRequest = siteRequestId();
    pending.value = 'floors';
    const viaRoute = route.value === 'intermediary' ? undefined : route.value;
    const result = await call('site:person', { personId: id, requestId: pendingRequest, ...(viaRoute ? { route: viaRoute } : {}) });
    // A write sent meanwhile is still on its way: the view keeps waiting for it.
    if (pending.value === 'floors') pending.value = null;
    floors.value = { key, sourceId: id, ...siteCallOutcome(result, undefined) };
  }

  /** A write on its way (`pending` says what the view waits for, and floors or a chain may share it). */
  let writing = false;

  async function openAccess(): Promise<void> {
    // One write at a time: Enter pressed again in the form while one is on its way sends no second.
    if (writing) return;
    const id = visitorId.value.trim();
    if (!id) {
      access.value = null;
      return;
    }
    pendingRequest = siteRequestId();
    pending.value = 'access';
    access.value = null;
    chain.value = null;
    chainError.value = null;
    const floorIds = sendNoFloors.value ? null : [...selected.value];
    const chosen = route.value;
    writing = true;
    const result = await call('site:visitorAccess', {
      visitorId: id,
      floorIds,
      requestId: pendingRequest,
      ...(chosen ? { route: chosen } : {}),
    }).finally(() => (writing = false));
    pending.value = null;
    access.value = { visitorId: id, ...siteCallOutcome(result, chosen) };
  }

  async function loadChain(): Promise<void> {
    const shown = access.value;
    const id = shown?.result?.record.id;
    if (!id) return;
    pending.value = 'chain';
    const result = await call('site:chain', { id });
    // Another write was sent meanwhile: this chain is not its, and a write's own wait goes on.
    if (access.value !== shown) {
      if (pending.value === 'chain') pending.value = null;
      return;
    }
    pending.value = null;
    chainError.value = result.ok ? null : result.error;
    chain.value = result.ok ? result.value : null;
  }

  function hideChain(): void {
    chain.value = null;
  }

  const cancel = (): Promise<void> => cancelSiteRequest(pending.value === 'floors' || pending.value === 'access' ? pendingRequest : null);

  return {
    visitorId,
    source,
    hostId,
    route,
    selected,
    sendNoFloors,
    floors,
    access,
    chain,
    chainError,
    pending,
    sourceId,
    floorsLoaded,
    accessStale,
    accessStaleness,
    loadFloors,
    openAccess,
    loadChain,
    hideChain,
    cancel,
  };
});
