// What produced a result on screen, and whether it still holds. A store keeps each result with its
// origin (the input typed, the site profile, the configuration document, the run, the console
// session); a view compares that origin with the present through this one composable and marks
// the result stale, or leaves it out, rather than showing an old answer as the current one.
import { computed, type ComputedRef } from 'vue';

/** What a result was produced from; a part left out is not compared. */
export interface ResultOrigin {
  /** The input as it was sent (an id, a key, a search). */
  input?: string | null;
  /** The site profile's id. */
  profile?: string | null;
  /** The configuration document's digest (shared/config/document-identity.ts). */
  document?: string | null;
  /** The run (a batch run, an initialization, a check). */
  run?: string | null;
  /** The console session (main's start) the result came from. */
  session?: string | null;
}

/** The parts of a result's origin that differ from the present; only the parts the origin names are compared. */
export function originChanges(origin: ResultOrigin, present: ResultOrigin): (keyof ResultOrigin)[] {
  return (Object.keys(origin) as (keyof ResultOrigin)[]).filter((part) => origin[part] !== undefined && origin[part] !== (present[part] ?? null));
}

/** Whether a result (its origin, null when there is none) still matches the present, and what changed. */
export function useResultOrigin(origin: () => ResultOrigin | null, present: () => ResultOrigin): { changed: ComputedRef<(keyof ResultOrigin)[]>; stale: ComputedRef<boolean> } {
  const changed = computed(() => {
    const from = origin();
    return from === null ? [] : originChanges(from, present());
  });
  return { changed, stale: computed(() => changed.value.length > 0) };
}
