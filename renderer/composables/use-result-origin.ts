// What produced a result on screen, and whether the present still matches it: the ids typed, the
// site profile the call was made with (as main said). One rule for every view, so that none of
// them shows an answer for another id or another profile as if it were for this one.
import { computed, type ComputedRef } from 'vue';
import type { SiteProfileRef } from '../../shared/api';

/** What produced a result. */
export interface ResultOrigin {
  /** The inputs it was asked with (trimmed), by name. */
  input?: Readonly<Record<string, string>>;
  /** The site profile main made the call with; absent when the result does not depend on one. */
  profile?: SiteProfileRef;
}

/** The present a result is compared with. */
export interface ResultPresent {
  /** The inputs typed now (trimmed), by name. */
  input?: Readonly<Record<string, string>>;
  /** The active profile's id as main last said (null: none is active; undefined: not known yet, so not compared). */
  profileId?: string | null;
}

/** How a result differs from the present. */
export interface ResultStaleness {
  /** Any of the below. */
  stale: boolean;
  /** An input typed now differs from the one it was asked with. */
  input: boolean;
  /** The active profile is another than the one it was made with. */
  profile: boolean;
}

const FRESH: ResultStaleness = { stale: false, input: false, profile: false };

/** Compares a result's origin with the present (no origin: nothing on screen, nothing stale). */
export function compareWithPresent(origin: ResultOrigin | null | undefined, present: ResultPresent): ResultStaleness {
  if (!origin) return FRESH;
  const typed = present.input ?? {};
  const input = Object.entries(origin.input ?? {}).some(([name, value]) => name in typed && typed[name] !== value);
  const profile = origin.profile !== undefined && present.profileId !== undefined && origin.profile.id !== present.profileId;
  return { stale: input || profile, input, profile };
}

/** The staleness of a result, kept up to date as the inputs or the active profile change. */
export const useResultOrigin = (origin: () => ResultOrigin | null | undefined, present: () => ResultPresent): ComputedRef<ResultStaleness> =>
  computed(() => compareWithPresent(origin(), present()));

/**
 * What produced a result outside the site views, as string parts: the configuration document's
 * digest (shared/config/document-identity.ts), the run (an initialization), the console session. A
 * part left out is not compared.
 */
export interface ResultSource {
  input?: string | null;
  document?: string | null;
  run?: string | null;
  session?: string | null;
}

/** The parts of a result's source that differ from the present; only the parts the source names are compared. */
export function sourceChanges(source: ResultSource, present: ResultSource): (keyof ResultSource)[] {
  return (Object.keys(source) as (keyof ResultSource)[]).filter((part) => source[part] !== undefined && source[part] !== (present[part] ?? null));
}

/** Whether a result (its source, null when there is none) still matches the present, and what changed. */
export function useResultSource(
  source: () => ResultSource | null,
  present: () => ResultSource,
): { changed: ComputedRef<(keyof ResultSource)[]>; stale: ComputedRef<boolean> } {
  const changed = computed(() => {
    const from = source();
    return from === null ? [] : sourceChanges(from, present());
  });
  return { changed, stale: computed(() => changed.value.length > 0) };
}
