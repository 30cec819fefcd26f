// The site call log view's state: the filter, the records, the last export (JSON, HAR or cURL).
import { defineStore } from 'pinia';
import { reactive, ref } from 'vue';
import type { SiteCallFilter, SiteCallRecord } from '../../shared/api';
import type { BridgeError } from '../../shared/errors';
import type { LocalizedText } from '../../shared/language';
import { call } from '../bridge/client';
import { latestCall } from './guarded-call';

export const useSiteCallsStore = defineStore('site-calls', () => {
  const filter = reactive<SiteCallFilter>({});
  const records = ref<SiteCallRecord[]>([]);
  const error = ref<BridgeError | null>(null);
  const exported = ref<{ path: string; count: number } | null>(null);
  const loading = ref(false);
  /** The last HAR or cURL export: where, how many, whether with secrets in clear. */
  const exportedAs = ref<{ path: string; count: number; format: 'har' | 'curl'; secretsInClear: boolean } | null>(null);

  const cleanFilter = (): SiteCallFilter =>
    Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')) as SiteCallFilter;

  // Each filter change asks again: only the answer for the filter asked for last shows.
  const refreshes = latestCall();

  async function refresh(applied: SiteCallFilter = cleanFilter()): Promise<void> {
    const current = refreshes.next();
    loading.value = true;
    const result = await call('site:calls', applied);
    if (!current()) return;
    loading.value = false;
    error.value = result.ok ? null : result.error;
    if (result.ok) records.value = result.value;
  }

  /**
   * The filter as typed, applied first: the table then shows the calls an export writes (a filter
   * typed without Enter would otherwise export other calls than those on the screen).
   */
  async function apply(): Promise<SiteCallFilter> {
    const applied = cleanFilter();
    await refresh(applied);
    return applied;
  }

  async function exportCalls(): Promise<void> {
    const result = await call('site:exportCalls', await apply());
    error.value = result.ok ? null : result.error;
    exported.value = result.ok ? result.value : null;
  }

  /** Main's warning before an export with secrets in clear, and the acknowledgement that export then needs; null with the error shown. */
  async function secretsInClearWarning(): Promise<{ warning: LocalizedText; acknowledgement: string } | null> {
    const result = await call('site:secretsInClearWarning', {});
    error.value = result.ok ? null : result.error;
    return result.ok ? result.value : null;
  }

  /** Writes the calls the filter shows as HAR or cURL to a path the engineer chose (in clear: with main's acknowledgement); true when written. */
  async function exportAs(format: 'har' | 'curl', path: string, secretsInClear: boolean, acknowledgement?: string): Promise<boolean> {
    const result = await call('site:exportCallsAs', {
      format,
      path,
      filter: await apply(),
      secretsInClear,
      ...(secretsInClear && acknowledgement ? { acknowledgement } : {}),
    });
    error.value = result.ok ? null : result.error;
    exportedAs.value = result.ok ? { ...result.value, format } : null;
    return result.ok;
  }

  /** One call as a cURL command line (secrets as placeholders: the renderer never receives one), or null with the error shown. */
  async function curlLine(id: string): Promise<string | null> {
    const result = await call('site:callAsCurl', { id });
    error.value = result.ok ? null : result.error;
    return result.ok ? result.value.text : null;
  }

  return { filter, records, error, exported, exportedAs, loading, refresh, exportCalls, secretsInClearWarning, exportAs, curlLine };
});
