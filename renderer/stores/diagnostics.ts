// What the About/Diagnostics view shows: facts about the running console and the last bridge
// calls, kept live by the bridge:call event.
import { defineStore } from 'pinia';
import { onScopeDispose, ref } from 'vue';
import type { AppInfo, CallRecord } from '../../shared/api';
import type { BridgeError } from '../../shared/errors';
import { call, subscribe } from '../bridge/client';

const SHOWN_CALLS = 50;

export const useDiagnosticsStore = defineStore('diagnostics', () => {
  const info = ref<AppInfo | null>(null);
  const calls = ref<CallRecord[]>([]);
  const error = ref<BridgeError | null>(null);
  const loading = ref(false);

  async function refresh(): Promise<void> {
    loading.value = true;
    const [infoResult, callsResult] = await Promise.all([call('app:info', {}), call('app:calls', { limit: SHOWN_CALLS })]);
    loading.value = false;
    if (!infoResult.ok) {
      error.value = infoResult.error;
      return;
    }
    if (!callsResult.ok) {
      error.value = callsResult.error;
      return;
    }
    error.value = null;
    info.value = infoResult.value;
    // Calls that finished while app:calls was on its way arrive as events too; keep one of each.
    const seen = new Set(callsResult.value.map((c) => c.id));
    calls.value = [...calls.value.filter((c) => !seen.has(c.id) && c.id > (callsResult.value[0]?.id ?? 0)), ...callsResult.value].slice(
      0,
      SHOWN_CALLS,
    );
  }

  const stop = subscribe('bridge:call', (record) => {
    if (calls.value.some((c) => c.id === record.id)) return;
    calls.value = [record, ...calls.value].slice(0, SHOWN_CALLS);
  });
  onScopeDispose(stop);

  return { info, calls, error, loading, refresh };
});
