// The one rule that says whether a result on screen still matches the present: another id typed,
// another profile active; a present not known yet (the profiles not read from main) is not a change.
import { describe, expect, it } from 'vitest';
import { nextTick, ref } from 'vue';
import { compareWithPresent, useResultOrigin } from '../../../../renderer/composables/use-result-origin';

const demo = { id: 'demo-site', name: 'Demo' };

describe('a result compared with the present', () => {
  it('is fresh with nothing on screen, or with the same inputs and profile', () => {
    expect(compareWithPresent(null, { input: { personId: 'P1' }, profileId: 'x' }).stale).toBe(false);
    expect(compareWithPresent({ input: { personId: 'P1' }, profile: demo }, { input: { personId: 'P1' }, profileId: 'demo-site' })).toEqual({ stale: false, input: false, profile: false });
  });

  it('says which changed: an input, the active profile, or both', () => {
    const origin = { input: { personId: 'P1' }, profile: demo };
    expect(compareWithPresent(origin, { input: { personId: 'P2' }, profileId: 'demo-site' })).toEqual({ stale: true, input: true, profile: false });
    expect(compareWithPresent(origin, { input: { personId: 'P1' }, profileId: 'other' })).toEqual({ stale: true, input: false, profile: true });
    // No profile active any more is a change too.
    expect(compareWithPresent(origin, { input: { personId: 'P1' }, profileId: null }).profile).toBe(true);
  });

  it('does not claim a change it cannot know: the active profile unknown, or a result made without one', () => {
    expect(compareWithPresent({ input: { personId: 'P1' }, profile: demo }, { input: { personId: 'P1' } }).stale).toBe(false);
    expect(compareWithPresent({ input: { personId: 'P1' } }, { input: { personId: 'P1' }, profileId: 'other' }).stale).toBe(false);
  });

  it('follows the inputs and the profile as they change', async () => {
    const typed = ref('P1');
    const active = ref<string | null | undefined>(undefined);
    const staleness = useResultOrigin(() => ({ input: { personId: 'P1' }, profile: demo }), () => ({ input: { personId: typed.value }, profileId: active.value }));
    expect(staleness.value.stale).toBe(false);
    active.value = 'other';
    await nextTick();
    expect(staleness.value).toEqual({ stale: true, input: false, profile: true });
    active.value = 'demo-site';
    typed.value = 'P2';
    await nextTick();
    expect(staleness.value).toEqual({ stale: true, input: true, profile: false });
  });
});
