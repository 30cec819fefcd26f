// The window asks before it closes or reloads only while a document has unsaved changes; with
// nothing to lose it has no beforeunload listener at all (Chromium tells its browser process of each).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { effectScope, nextTick, ref } from 'vue';
import { useUnsavedGuard } from '../../../../renderer/composables/use-unsaved-guard';

/** Whether leaving the page now would be questioned. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the unsaved-changes guard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('listens only while there is something to lose, and not at all once its scope ends', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const dirty = ref(false);
    const scope = effectScope();
    scope.run(() => useUnsavedGuard(dirty));
    expect(added.mock.calls.filter(([type]) => type === 'beforeunload')).toHaveLength(0);
    expect(leavingAsks()).toBe(false);

    dirty.value = true;
    await nextTick();
    expect(leavingAsks()).toBe(true);

    dirty.value = false;
    await nextTick();
    expect(leavingAsks()).toBe(false);

    dirty.value = true;
    await nextTick();
    scope.stop();
    expect(leavingAsks()).toBe(false);
  });

  it('guards at once a document that is already unsaved', () => {
    const scope = effectScope();
    scope.run(() => useUnsavedGuard(ref(true)));
    expect(leavingAsks()).toBe(true);
    scope.stop();
  });
});
