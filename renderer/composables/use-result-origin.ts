// What produced a result on screen, and whether the present still matches it: the ids typed, the
// site profile the call was made with (as main said), the route it took, the configuration
// document, the run (an initialization), and the console session it was made in. One rule for every
// view, so that none of them shows an answer for another id, profile, route, document, run or
// console as if it were for this one.
import { computed, ref, watch, type ComputedRef } from 'vue';
import type { SiteProfileRef } from '../../shared/api';
import type { BridgeError, Result } from '../../shared/errors';
import { ROUTES, type Route } from '../../shared/site';
import { useConsoleSession } from './use-console-session';

/** What produced a result; a part left out is not compared. */
export interface ResultOrigin {
  /** The inputs it was asked with (trimmed), by name. */
  input?: Readonly<Record<string, string>>;
  /** The site profile main made the call with; absent when the result does not depend on one. */
  profile?: SiteProfileRef;
  /** The route the call was asked over (routeOf); absent when the result does not depend on one. */
  route?: Route;
  /** The configuration document's digest (shared/config/document-identity.ts). */
  document?: string | null;
  /** The run it belongs to (an initialization, a batch run). */
  run?: string | null;
  /** The console session it was made in (app:info); useResultOrigin fills it in when the result arrives. */
  session?: string | null;
}

/** A site call's answer as a store keeps it, with the route chosen when it was asked (none: the profile's default). */
export interface SiteCallOutcome<T = { profile?: SiteProfileRef; record: { route: Route } }> {
  route?: Route;
  result: T | null;
  /** Why no answer came (the bridge refused, or the call could not be made). */
  error: BridgeError | null;
}

/** A site call's outcome from its answer and the route chosen when it was asked. */
export function siteCallOutcome<T>(answer: Result<T>, chosen: Route | undefined): SiteCallOutcome<T> {
  return { ...(chosen ? { route: chosen } : {}), result: answer.ok ? answer.value : null, error: answer.ok ? null : answer.error };
}

/** The route a site call was asked over: its record's; a refused call's as main named it, else the one chosen then. */
export function routeOf(outcome: SiteCallOutcome): Route | undefined {
  const named = outcome.error?.details?.route;
  return outcome.result?.record.route ?? ROUTES.find((route) => route === named) ?? outcome.route;
}

/** The origin of a site call's outcome on screen: the inputs it was asked with, the profile main made it with, its route. */
export function siteCallOrigin(input: Readonly<Record<string, string>>, outcome: SiteCallOutcome): ResultOrigin {
  const route = routeOf(outcome);
  return { input, profile: outcome.result?.profile, ...(route ? { route } : {}) };
}

/** The present a result is compared with; a part not known yet (undefined) is not compared. */
export interface ResultPresent {
  /** The inputs typed now (trimmed), by name. */
  input?: Readonly<Record<string, string>>;
  /** The active profile's id as main last said (null: none is active; undefined: not known yet, so not compared). */
  profileId?: string | null;
  /**
   * The route chosen now. Undefined (none chosen: a call takes the profile's default) is not
   * compared: main reads the profile as it is at the call, which another window may have changed.
   */
  route?: Route;
  document?: string | null;
  run?: string | null;
  /** The console session main last named; useResultOrigin takes it from main when left out. */
  session?: string | null;
}

/** How a result differs from the present. */
export interface ResultStaleness {
  /** Any of the below. */
  stale: boolean;
  /** An input typed now differs from the one it was asked with. */
  input: boolean;
  /** The active profile is another than the one it was made with. */
  profile: boolean;
  /** The route chosen now is another than the one it was asked over. */
  route: boolean;
  /** The document is another than the one it was made for. */
  document: boolean;
  /** Another run has happened since. */
  run: boolean;
  /** The console has restarted since it was made: it is an earlier session's. */
  session: boolean;
}

/** Compares a result's origin with the present (no origin: nothing on screen, nothing stale). */
export function compareWithPresent(origin: ResultOrigin | null | undefined, present: ResultPresent): ResultStaleness {
  if (!origin) return { stale: false, input: false, profile: false, route: false, document: false, run: false, session: false };
  const typed = present.input ?? {};
  const input = Object.entries(origin.input ?? {}).some(([name, value]) => name in typed && typed[name] !== value);
  const profile = origin.profile !== undefined && present.profileId !== undefined && origin.profile.id !== present.profileId;
  const route = origin.route !== undefined && present.route !== undefined && origin.route !== present.route;
  const document = origin.document !== undefined && origin.document !== (present.document ?? null);
  const run = origin.run !== undefined && origin.run !== (present.run ?? null);
  // Only two known sessions are compared: a result from before main named one is not marked.
  const session = typeof origin.session === 'string' && typeof present.session === 'string' && origin.session !== present.session;
  return { stale: input || profile || route || document || run || session, input, profile, route, document, run, session };
}

/**
 * The staleness of a result, kept up to date as the present changes. A result whose origin does
 * not name its session is taken to be of the session main named when it arrived (when `origin`
 * gave a new value), so that every view marks what an earlier console produced.
 */
export function useResultOrigin(origin: () => ResultOrigin | null | undefined, present: () => ResultPresent): ComputedRef<ResultStaleness> {
  const consoleSession = useConsoleSession();
  const arrivedIn = ref<string | null>(null);
  watch(origin, () => (arrivedIn.value = consoleSession.value), { immediate: true, flush: 'sync' });
  return computed(() => {
    const from = origin();
    const now = present();
    return compareWithPresent(from && from.session === undefined ? { ...from, session: arrivedIn.value } : from, {
      ...now,
      session: now.session === undefined ? consoleSession.value : now.session,
    });
  });
}
