// The route parity check (rule 5): the ids typed and the last report with the ids it ran for and
// the profile main made it with.
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { SiteParityReport } from '../../shared/api';
import type { BridgeError } from '../../shared/errors';
import { call } from '../bridge/client';
import { useResultOrigin } from '../composables/use-result-origin';
import { latestCall } from './guarded-call';
import { useSiteProfilesStore } from './site-profiles';

/** A parity run with the ids it was run for. */
export interface ParityRun {
  personId: string;
  visitorId: string;
  report: SiteParityReport | null;
  error: BridgeError | null;
}

export const useRouteParityStore = defineStore('route-parity', () => {
  const personId = ref('');
  const visitorId = ref('');
  const last = ref<ParityRun | null>(null);
  const pending = ref(false);
  const profiles = useSiteProfilesStore();
  const runs = latestCall();
  /** How the report on screen differs from the present: other ids typed, another profile active. */
  const staleness = useResultOrigin(
    () =>
      last.value
        ? { input: { personId: last.value.personId, visitorId: last.value.visitorId }, profile: last.value.report?.profile }
        : null,
    () => ({ input: { personId: personId.value.trim(), visitorId: visitorId.value.trim() }, profileId: profiles.activeId }),
  );
  const stale = computed(() => staleness.value.stale);

  async function run(): Promise<void> {
    const person = personId.value.trim();
    const visitor = visitorId.value.trim();
    // A run asked again (Enter pressed twice, other ids) shows only the latest one's report.
    const wanted = runs.next();
    if (!person) {
      last.value = null;
      pending.value = false;
      return;
    }
    pending.value = true;
    last.value = null;
    const result = await call('site:parity', { personId: person, ...(visitor ? { visitorId: visitor, floorIds: null } : {}) });
    if (!wanted()) return;
    pending.value = false;
    last.value = { personId: person, visitorId: visitor, report: result.ok ? result.value : null, error: result.ok ? null : result.error };
  }

  return { personId, visitorId, last, pending, stale, staleness, run };
});
