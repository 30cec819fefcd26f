// The offline activation of the document the License view has initialized (licensevendor): where it
// stands in main (kept there across restarts), and the last failure. The request code is not a
// secret; the update code typed or loaded stays in the component until it is applied.
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { OfflineActivationStatus } from '../../shared/auth';
import type { BridgeError, Result } from '../../shared/errors';
import { call } from '../bridge/client';

type Work = 'status' | 'request' | 'save' | 'apply' | 'reset';

export const useOfflineActivationStore = defineStore('offline-activation', () => {
  const status = ref<OfflineActivationStatus | null>(null);
  const error = ref<BridgeError | null>(null);
  const busy = ref<Work | null>(null);
  /** The last action that failed, for "Try again". */
  let failed: (() => Promise<unknown>) | null = null;

  async function run(work: Work, action: () => Promise<Result<OfflineActivationStatus>>, again: () => Promise<unknown>): Promise<boolean> {
    busy.value = work;
    try {
      const result = await action();
      if (result.ok) status.value = result.value;
      error.value = result.ok ? null : result.error;
      failed = result.ok ? null : again;
      return result.ok;
    } finally {
      busy.value = null;
    }
  }

  /** Reads where the loaded document's offline activation stands. */
  const refresh = (): Promise<boolean> => run('status', () => call('auth:offlineStatus', {}), refresh);

  /** Creates the request code (main keeps the one created before). */
  const request = (): Promise<boolean> => run('request', () => call('auth:offlineRequest', {}), request);

  /** Writes the request code to a .txt file. */
  const save = (path: string): Promise<boolean> =>
    run(
      'save',
      () => call('auth:offlineRequest', { path: path.trim() }),
      () => save(path),
    );

  /** Applies an update code; after a refusal the status still shows the request, with the reason. */
  async function apply(updateCode: string): Promise<boolean> {
    const applied = await run(
      'apply',
      () => call('auth:offlineApply', { updateCode }),
      () => apply(updateCode),
    );
    if (!applied) {
      const [kept, again] = [error.value, failed];
      await refresh();
      [error.value, failed] = [kept, again];
    }
    return applied;
  }

  /** Forgets the offline activation to start over. */
  const reset = (): Promise<boolean> => run('reset', () => call('auth:offlineReset', {}), reset);

  /** Runs the action that failed again (or reads the status when none did). */
  const retry = async (): Promise<void> => void (await (failed ?? refresh)());

  return { status, error, busy, refresh, request, save, apply, reset, retry };
});
