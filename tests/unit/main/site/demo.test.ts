// The demo's restart on a new run (main/site/demo.ts): tried once, only for the demo's active
// profile; a start that fails leaves the demo stopped, so that the window offers the one-click
// restart, and is not retried behind the engineer's back.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSecretStore } from '../../../../main/secrets';
import { DEMO_PROFILE_ID, demoRestorer, DemoSite, startDemoProfile } from '../../../../main/site/demo';
import { SiteProfileStore } from '../../../../main/site/profiles';
import type { SiteProfile } from '../../../../shared/site';

/** A profile store that only knows which profile is active. */
const storeWith = (activeId: string | null): SiteProfileStore =>
  ({ list: () => Promise.resolve({ profiles: [], activeId }) }) as unknown as SiteProfileStore;

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

/** A demo site that starts nothing: it gives the profile a started demo would, at made-up ports. */
class PaperDemo extends DemoSite {
  override start(): Promise<SiteProfile> {
    return Promise.resolve({
      profileVersion: 1,
      name: 'Demo site (reference site on this laptop)',
      services: { organization: 'http://127.0.0.1:9/organization', elevator: 'http://127.0.0.1:9/elevator-app' },
      defaultRoute: 'direct',
      auth: { type: 'none' },
      timeouts: { connectMs: 3000, requestMs: 10000 },
    });
  }
}

describe('startDemoProfile', () => {
  it('starts again under the name its profile has, when another profile has the demo’s name or the engineer renamed it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-console-demo-name-'));
    const profiles = new SiteProfileStore(dir, () => openSecretStore({ dataDir: dir, keyring: null }));
    const demo = new PaperDemo();
    const given = await demo.start();
    // A colleague's demo profile, imported: it holds the demo's name first.
    await profiles.importText(JSON.stringify(given));
    await startDemoProfile({ profiles, demo });
    const named = async (): Promise<string | undefined> =>
      (await profiles.list()).profiles.find((p) => p.id === DEMO_PROFILE_ID)?.profile.name;
    expect(await named()).toBe(`${given.name} (2)`);
    await startDemoProfile({ profiles, demo });
    expect(await named()).toBe(`${given.name} (2)`);
    await profiles.save(DEMO_PROFILE_ID, { ...given, name: 'Demo on the site laptop' });
    await startDemoProfile({ profiles, demo });
    expect(await named()).toBe('Demo on the site laptop');
    expect((await profiles.list()).activeId).toBe(DEMO_PROFILE_ID);
  });
});
