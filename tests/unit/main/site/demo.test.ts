// The demo's restart on a new run (main/site/demo.ts): tried once, only for the demo's active
// profile; a start that fails leaves the demo stopped, so that the window offers the one-click
// restart, and is not retried behind the engineer's back.
import { describe, expect, it } from 'vitest';
import { DEMO_PROFILE_ID, demoRestorer, DemoSite } from '../../../../main/site/demo';
import type { SiteProfileStore } from '../../../../main/site/profiles';
import type { SiteProfile } from '../../../../shared/site';

/** A profile store that only knows which profile is active. */
const storeWith = (activeId: string | null): SiteProfileStore => ({ list: () => Promise.resolve({ profiles: [], activeId }) }) as unknown as SiteProfileStore;

/** A demo site whose start fails as a port in use would, counting its tries. */
class RefusingDemo extends DemoSite {
  tries = 0;
  override start(): Promise<SiteProfile> {
    this.tries += 1;
    return Promise.reject(new Error('port in use'));
  }
}

describe('demoRestorer', () => {
  it('a failed start leaves the demo stopped (the window offers one click) and is tried once per run', async () => {
    const demo = new RefusingDemo();
    const restore = demoRestorer({ profiles: storeWith(DEMO_PROFILE_ID), demo });
    await expect(restore()).resolves.toBeUndefined();
    await restore();
    expect(demo.tries).toBe(1);
    expect(demo.running).toBe(false);
  });

  it('starts nothing when another profile is active', async () => {
    const demo = new RefusingDemo();
    await demoRestorer({ profiles: storeWith('site-north'), demo })();
    expect(demo.tries).toBe(0);
  });
});
