// The one rule that says whether a result on screen still matches the present: another id typed,
// another profile active, another document or run; a present not known yet (the profiles not read
// from main) is not a change. A result made before a restart of the console is marked once the
// page has heard from the restarted one (another session, as app:info names it); a result made
// after it is this session's. The bridge is installed before the composable's module (and with it
// the bridge client) is first imported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectScope, nextTick, ref } from 'vue';
import type { ConsoleRuntime } from '../../../../main/console';
import type * as ResultOrigin from '../../../../renderer/composables/use-result-origin';
import { installBridge } from '../support/fake-bridge';

const runtimes: ConsoleRuntime[] = [];
let compareWithPresent: typeof ResultOrigin.compareWithPresent;
let useResultOrigin: typeof ResultOrigin.useResultOrigin;
let routeOf: typeof ResultOrigin.routeOf;
let siteCallOrigin: typeof ResultOrigin.siteCallOrigin;
beforeAll(async () => {
  runtimes.push(installBridge());
  ({ compareWithPresent, useResultOrigin, routeOf, siteCallOrigin } = await import('../../../../renderer/composables/use-result-origin'));
});
afterAll(async () => {
  for (const runtime of runtimes) await runtime.close();
});

const demo = { id: 'demo-site', name: 'Demo' };

describe('a result compared with the present', () => {
  it('is fresh with nothing on screen, or with the same inputs and profile', () => {
    expect(compareWithPresent(null, { input: { personId: 'P1' }, profileId: 'x' }).stale).toBe(false);
    expect(compareWithPresent({ input: { personId: 'P1' }, profile: demo }, { input: { personId: 'P1' }, profileId: 'demo-site' })).toEqual(
      { stale: false, input: false, profile: false, route: false, document: false, run: false, session: false },
    );
  });

  it('says which changed: an input, the active profile, or both', () => {
    const origin = { input: { personId: 'P1' }, profile: demo };
    expect(compareWithPresent(origin, { input: { personId: 'P2' }, profileId: 'demo-site' })).toMatchObject({
      stale: true,
      input: true,
      profile: false,
    });
    expect(compareWithPresent(origin, { input: { personId: 'P1' }, profileId: 'other' })).toMatchObject({
      stale: true,
      input: false,
      profile: true,
    });
    // No profile active any more is a change too.
    expect(compareWithPresent(origin, { input: { personId: 'P1' }, profileId: null }).profile).toBe(true);
  });

  it('says when a call made now would take another route than the result took, and only then', () => {
    const origin = { input: { personId: 'P1' }, route: 'direct' as const };
    expect(compareWithPresent(origin, { input: { personId: 'P1' }, route: 'direct' }).stale).toBe(false);
    expect(compareWithPresent(origin, { input: { personId: 'P1' }, route: 'gateway' })).toMatchObject({
      stale: true,
      route: true,
      input: false,
    });
    // No route chosen now (the profile's default, as main reads it at the call), or a result that names none: not compared.
    expect(compareWithPresent(origin, { input: { personId: 'P1' } }).stale).toBe(false);
    expect(compareWithPresent({ input: { personId: 'P1' } }, { input: { personId: 'P1' }, route: 'gateway' }).stale).toBe(false);
  });

  it('takes a site call’s route from its record, from main’s refusal, or from the choice made then', () => {
    const record = { route: 'gateway' as const };
    const refusal = {
      category: 'usage' as const,
      code: 'SITE_ROUTE_NOT_FOR_OPERATION',
      message: 'no',
      details: { route: 'intermediary' },
    };
    expect(routeOf({ route: 'direct', result: { record }, error: null })).toBe('gateway');
    expect(routeOf({ result: null, error: refusal })).toBe('intermediary');
    expect(routeOf({ route: 'direct', result: null, error: { ...refusal, details: { route: 'elsewhere' } } })).toBe('direct');
    expect(routeOf({ result: null, error: { ...refusal, details: {} } })).toBeUndefined();
    expect(siteCallOrigin({ personId: 'P1' }, { result: null, error: refusal })).toEqual({
      input: { personId: 'P1' },
      profile: undefined,
      route: 'intermediary',
    });
  });

  it('does not claim a change it cannot know: the active profile unknown, or a result made without one', () => {
    expect(compareWithPresent({ input: { personId: 'P1' }, profile: demo }, { input: { personId: 'P1' } }).stale).toBe(false);
    expect(compareWithPresent({ input: { personId: 'P1' } }, { input: { personId: 'P1' }, profileId: 'other' }).stale).toBe(false);
  });

  it('follows the inputs and the profile as they change', async () => {
    const typed = ref('P1');
    const active = ref<string | null | undefined>(undefined);
    const staleness = useResultOrigin(
      () => ({ input: { personId: 'P1' }, profile: demo }),
      () => ({ input: { personId: typed.value }, profileId: active.value }),
    );
    expect(staleness.value.stale).toBe(false);
    active.value = 'other';
    await nextTick();
    expect(staleness.value).toMatchObject({ stale: true, input: false, profile: true });
    active.value = 'demo-site';
    typed.value = 'P2';
    await nextTick();
    expect(staleness.value).toMatchObject({ stale: true, input: true, profile: false });
  });
  it('compares the document, the run and the console session a result names, and only those', () => {
    const origin = { document: 'd1', run: '2', session: 's1' };
    expect(compareWithPresent(origin, { document: 'd1', run: '2', session: 's1' }).stale).toBe(false);
    expect(compareWithPresent(origin, { document: 'd2', run: '2', session: 's1' })).toMatchObject({
      stale: true,
      document: true,
      run: false,
      session: false,
    });
    expect(compareWithPresent(origin, { document: 'd1', run: '3', session: 's1' })).toMatchObject({ stale: true, run: true });
    // A restart of the console: another session.
    expect(compareWithPresent(origin, { document: 'd1', run: '2', session: 's2' })).toMatchObject({
      stale: true,
      session: true,
      document: false,
    });
    // A session not known (yet), on either side, is not a change.
    expect(compareWithPresent(origin, { document: 'd1', run: '2' }).stale).toBe(false);
    expect(compareWithPresent({ document: 'd1', session: null }, { document: 'd1', session: 's2' }).stale).toBe(false);
    // A part the result does not name is not compared.
    expect(compareWithPresent({ input: { personId: 'P1' } }, { input: { personId: 'P1' }, document: 'd9', session: 's9' }).stale).toBe(
      false,
    );
  });
});

describe('a result and the console session it was made in', () => {
  it('is marked after the console restarted, and fresh when made again', async () => {
    const { learnConsoleSession, useConsoleSession } = await import('../../../../renderer/composables/use-console-session');
    await learnConsoleSession(true);
    const before = useConsoleSession().value;
    expect(before).toMatch(/^[0-9a-f-]{36}$/);

    const scope = effectScope();
    const answer = ref<{ personId: string } | null>(null);
    const staleness = scope.run(() =>
      useResultOrigin(
        () => (answer.value ? { input: { personId: answer.value.personId } } : null),
        () => ({ input: { personId: 'P1' } }),
      ),
    );
    if (!staleness) throw new Error('no staleness');
    answer.value = { personId: 'P1' };
    await nextTick();
    expect(staleness.value.stale).toBe(false);

    // The console restarts; the page reads main again.
    runtimes.push(installBridge());
    await learnConsoleSession(true);
    expect(useConsoleSession().value).not.toBe(before);
    expect(staleness.value).toMatchObject({ stale: true, session: true, input: false });

    // Asked again in the new session: this session's.
    answer.value = { personId: 'P1' };
    await nextTick();
    expect(staleness.value.stale).toBe(false);
    scope.stop();
  });
});
