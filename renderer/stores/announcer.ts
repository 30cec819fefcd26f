// What the console says to screen readers after an action: a status (saved, opened) or an error.
// The words land in the live regions of TheLiveRegion, which exist from page load on: a region
// inserted together with its text is not announced reliably, an existing one whose text changes is.
import { defineStore } from 'pinia';
import { nextTick, ref } from 'vue';

/** How urgent a message is: a status waits for a pause, an alert interrupts. */
export type Urgency = 'status' | 'alert';

export const useAnnouncerStore = defineStore('announcer', () => {
  const status = ref('');
  const alert = ref('');

  /** Announces a message; the same words twice in a row are announced twice. */
  async function announce(message: string, urgency: Urgency = 'status'): Promise<void> {
    const region = urgency === 'alert' ? alert : status;
    // Screen readers announce a change of text only: clear first so that a repeat is a change.
    region.value = '';
    await nextTick();
    region.value = message;
  }

  /**
   * Takes back a message that no longer holds (the error went away, the verdict changed): a live
   * region keeps its last text, which a screen reader's user can read again later, and must not
   * then find a stale one. Another message announced since stays.
   */
  function withdraw(message: string): void {
    if (status.value === message) status.value = '';
    if (alert.value === message) alert.value = '';
  }

  return { status, alert, announce, withdraw };
});
