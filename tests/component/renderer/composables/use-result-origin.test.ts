// A result made before a restart of the console is marked once the page has heard from the
// restarted one (another session, as app:info names it), in every view that uses the one rule;
// a result made after it is this session's.
import { afterAll, describe, expect, it } from 'vitest';
import { effectScope, nextTick, ref } from 'vue';
import type { ConsoleRuntime } from '../../../../main/console';
import { installBridge } from '../support/fake-bridge';

const runtimes: ConsoleRuntime[] = [];
afterAll(async () => {
  for (const runtime of runtimes) await runtime.close();
});

describe('a result and the console session it was made in', () => {
  it('is marked after the console restarted, and fresh when made again', async () => {
    runtimes.push(installBridge());
    const { learnConsoleSession, useConsoleSession } = await import('../../../../renderer/composables/use-console-session');
    const { useResultOrigin } = await import('../../../../renderer/composables/use-result-origin');
    await learnConsoleSession(true);
    const before = useConsoleSession().value;
    expect(before).toMatch(/^[0-9a-f-]{36}$/);

    const scope = effectScope();
    const answer = ref<{ personId: string } | null>(null);
    const staleness = scope.run(() => useResultOrigin(() => (answer.value ? { input: { personId: answer.value.personId } } : null), () => ({ input: { personId: 'P1' } })));
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
