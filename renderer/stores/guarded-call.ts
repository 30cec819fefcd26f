// One way for a store to make a bridge call whose failure it shows: the error goes to the store's
// own `error` (cleared when the next call starts), the value is returned, or null on failure. A
// call the engineer has since asked again (`wanted` false when it ends) shows nothing.
import { ref, type Ref } from 'vue';
import type { BridgeError } from '../../shared/errors';

/** A bridge call's answer. */
type Answer<T> = { ok: true; value: T } | { ok: false; error: BridgeError };

/** The `guarded` of a store that shows its last failure in `error`. */
export function guardedBy(
  error: Ref<BridgeError | null>,
): <T>(work: () => Promise<Answer<T>>, wanted?: () => boolean) => Promise<T | null> {
  return async (work, wanted = () => true) => {
    error.value = null;
    const result = await work();
    if (!wanted()) return null;
    if (result.ok) return result.value;
    error.value = result.error;
    return null;
  };
}

/**
 * The calls of one action (an export, an open), so that only the latest one's answer is shown:
 * `next()` starts a call and gives its check; `now()` gives a check that no call has started since.
 */
export function latestCall(): { next: () => () => boolean; now: () => () => boolean } {
  let calls = 0;
  const since = (mine: number) => () => mine === calls;
  return { next: () => since(++calls), now: () => since(calls) };
}

/**
 * A store's `busy`: true while a call run through `during` has not answered and is still wanted
 * (its check holds). A call superseded by a later one holds nothing back once `recheck()` is called
 * (as a later call starts); one without a check counts until it answers.
 */
export function workUnderWay(): {
  busy: Ref<boolean>;
  during: <T>(work: () => Promise<T>, wanted?: () => boolean) => Promise<T>;
  recheck: () => void;
} {
  const busy = ref(false);
  const calls = new Set<() => boolean>();
  const recheck = (): void => void (busy.value = [...calls].some((wanted) => wanted()));
  async function during<T>(work: () => Promise<T>, wanted: () => boolean = () => true): Promise<T> {
    const mine = (): boolean => wanted(); // one entry per call, though two share a check
    calls.add(mine);
    recheck();
    try {
      return await work();
    } finally {
      calls.delete(mine);
      recheck();
    }
  }
  return { busy, during, recheck };
}
