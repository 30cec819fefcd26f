// Person lookup (L1): the id being typed and the last answer with the id that produced it. Kept
// here rather than in the view so that coming back to the area shows both, never one without the
// other; nothing of it is shared with another area.
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { SiteCallResult } from '../../shared/api';
import type { PersonResult, Route } from '../../shared/site';
import { call } from '../bridge/client';
import { siteCallOrigin, siteCallOutcome, useResultOrigin, type SiteCallOutcome } from '../composables/use-result-origin';
import { cancelSiteRequest, siteRequestId } from './site-request';
import { useSiteProfilesStore } from './site-profiles';

/** A lookup's outcome with the input that produced it. */
export interface PersonLookup extends SiteCallOutcome<SiteCallResult<PersonResult>> {
  personId: string;
}

export const usePersonLookupStore = defineStore('person-lookup', () => {
  const personId = ref('');
  const route = ref<Route | undefined>(undefined);
  const last = ref<PersonLookup | null>(null);
  const pending = ref<string | null>(null);
  const profiles = useSiteProfilesStore();
  /** How the answer on screen differs from the present: another id typed, another profile active, another route. */
  const staleness = useResultOrigin(
    () => (last.value ? siteCallOrigin({ personId: last.value.personId }, last.value) : null),
    () => ({ input: { personId: personId.value.trim() }, profileId: profiles.activeId, route: route.value }),
  );
  const stale = computed(() => staleness.value.stale);

  async function lookUp(): Promise<void> {
    const id = personId.value.trim();
    if (!id) {
      last.value = null;
      return;
    }
    const requestId = siteRequestId();
    pending.value = requestId;
    const chosen = route.value;
    const result = await call('site:person', { personId: id, requestId, ...(chosen ? { route: chosen } : {}) });
    // A lookup asked again since (another id, Enter twice) keeps its own answer on screen.
    if (pending.value !== requestId) return;
    pending.value = null;
    last.value = { personId: id, ...siteCallOutcome(result, chosen) };
  }

  /** Forgets the answer (an empty id asks for nothing). */
  function clear(): void {
    last.value = null;
  }

  const cancel = (): Promise<void> => cancelSiteRequest(pending.value);

  return { personId, route, last, pending, stale, staleness, lookUp, clear, cancel };
});
