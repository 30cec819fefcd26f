// Whether the page reaches main (the web transport; over Electron's IPC always). When it does not,
// the shell hides the areas (TheConsoleConnection.vue): what they show came from a session that may
// have ended. In the shell: it must be there when no other chunk can arrive any more.
import { defineStore } from 'pinia';
import { computed, onScopeDispose, ref } from 'vue';
import { connection, onConnection, reconnect, type WebConnection } from '../bridge/client';

export const useConnectionStore = defineStore('connection', () => {
  const state = ref<WebConnection>(connection());
  /** When "Try again" last failed, for the notice to say so. */
  const triedAt = ref<Date | null>(null);
  const busy = ref(false);
  const lost = computed(() => state.value !== 'ok');
  onScopeDispose(onConnection((next) => (state.value = next)));

  /** Tries again with the token this tab holds; the page reloads when main takes it. */
  async function retry(): Promise<void> {
    // Not a disabled button meanwhile: that would drop the engineer's focus to the page.
    if (busy.value) return;
    busy.value = true;
    try {
      state.value = await reconnect();
      if (state.value !== 'ok') triedAt.value = new Date();
    } finally {
      busy.value = false;
    }
  }

  return { state, lost, triedAt, busy, retry };
});
