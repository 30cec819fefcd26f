// The site call log view's state: the filter, the records, the last export.
import { defineStore } from 'pinia';
import { reactive, ref } from 'vue';
import type { SiteCallFilter, SiteCallRecord } from '../../shared/api';
import type { BridgeError } from '../../shared/errors';
import { call } from '../bridge/client';

export const useSiteCallsStore = defineStore('site-calls', () => {
  const filter = reactive<SiteCallFilter>({});
  const records = ref<SiteCallRecord[]>([]);
  const error = ref<BridgeError | null>(null);
  const exported = ref<{ path: string; count: number } | null>(null);
  const loading = ref(false);

  const cleanFilter = (): SiteCallFilter => Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')) as SiteCallFilter;

  async function refresh(): Promise<void> {
    loading.value = true;
    const result = await call('site:calls', cleanFilter());
    loading.value = false;
    error.value = result.ok ? null : result.error;
    if (result.ok) records.value = result.value;
  }

  async function exportCalls(): Promise<void> {
    const result = await call('site:exportCalls', cleanFilter());
    error.value = result.ok ? null : result.error;
    exported.value = result.ok ? result.value : null;
  }

  return { filter, records, error, exported, loading, refresh, exportCalls };
});
