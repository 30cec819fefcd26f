// Asks before the window closes or reloads while a document has unsaved changes. The browser shows
// its own question; in Electron, main turns the refused unload into a dialog (will-prevent-unload).
// The draft kept in main means even a forced close loses nothing, but the engineer should know.
import { onScopeDispose, watch, type Ref } from 'vue';

/** Guards the window against closing while `dirty` is true. */
export function useUnsavedGuard(dirty: Readonly<Ref<boolean>>): void {
  const onBeforeUnload = (event: BeforeUnloadEvent): void => {
    event.preventDefault();
    // Older engines look at returnValue instead of preventDefault.
    event.returnValue = '';
  };
  // Listened for only while there is something to lose: Chromium tells its browser process of every
  // page that gains a beforeunload listener (most of a millisecond of the start page's first paint,
  // which has nothing to lose), and such a page may not be kept for the back button.
  const stop = watch(
    dirty,
    (unsaved) => {
      if (unsaved) window.addEventListener('beforeunload', onBeforeUnload);
      else window.removeEventListener('beforeunload', onBeforeUnload);
    },
    { immediate: true },
  );
  onScopeDispose(() => {
    stop();
    window.removeEventListener('beforeunload', onBeforeUnload);
  });
}
