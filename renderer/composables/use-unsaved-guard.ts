// Asks before the window closes or reloads while a document has unsaved changes. The browser shows
// its own question; in Electron, main turns the refused unload into a dialog (will-prevent-unload).
// The draft kept in main means even a forced close loses nothing, but the engineer should know.
import { onScopeDispose, type Ref } from 'vue';

/** Guards the window against closing while `dirty` is true. */
export function useUnsavedGuard(dirty: Readonly<Ref<boolean>>): void {
  const onBeforeUnload = (event: BeforeUnloadEvent): void => {
    if (!dirty.value) return;
    event.preventDefault();
    // Older engines look at returnValue instead of preventDefault.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  onScopeDispose(() => window.removeEventListener('beforeunload', onBeforeUnload));
}
