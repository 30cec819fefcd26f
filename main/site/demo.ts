// The demo site: the reference site (sim/) started inside the console on loopback, with a ready
// profile, so that a newcomer goes from `npm start` to a person and a visitor's floors in one click.
import type { RunningSite } from '../../sim/index';
import type { DemoServiceName } from '../../shared/api';
import { ConsoleError } from '../../shared/errors';
import type { SiteProfile } from '../../shared/site';
import type { SiteProfileStore } from './profiles';
import { DEMO_PROFILE_NAME } from '../../shared/demo-profile-name';

/** Id of the demo site's profile; starting the demo again updates it (the ports change). */
export const DEMO_PROFILE_ID = 'demo-site';

/** The in-process reference site, started at most once. */
export class DemoSite {
  #site: Promise<RunningSite> | null = null;
  #running: RunningSite | null = null;

  /** Whether it is running. */
  get running(): boolean {
    return this.#running !== null;
  }

  /**
   * Every service of the running site with its base URL, the authorization service last (its URL is
   * a selfhosted document's `baseUrl`); empty when it is not running.
   */
  services(): { name: DemoServiceName; url: string }[] {
    const site = this.#running;
    if (!site) return [];
    const named = Object.entries(site.urls).map(([name, url]) => ({ name: name as DemoServiceName, url }));
    return [...named, { name: 'authorization', url: site.authorizationBaseUrl }];
  }

  /** Starts it (or returns the one running) and gives its profile. */
  async start(): Promise<SiteProfile> {
    // The reference site (fastify, ajv) is loaded only when the demo starts: the command line
    // composes the same site services and must not pay for it.
    this.#site ??= import('../../sim/index')
      .then(({ startSite }) => startSite({ name: DEMO_PROFILE_NAME }))
      .then(
        (site) => {
          this.#running = site;
          return site;
        },
        (error: unknown) => {
          this.#site = null;
          throw error;
        },
      );
    return (await this.#site).profile;
  }

  /** Stops it. */
  async close(): Promise<void> {
    const site = this.#site;
    this.#site = null;
    this.#running = null;
    if (site) await (await site).close();
  }
}

/** What starting the demo's profile touches. */
interface DemoParts {
  profiles: SiteProfileStore;
  demo: DemoSite;
}

/** Starts the demo site and makes its profile (at the site's new ports) the active one. */
export async function startDemoProfile(site: DemoParts): Promise<void> {
  const profile = await site.demo.start();
  // The stored demo profile keeps the name it has: the engineer may have renamed it, or another
  // profile may have had the demo's name when it was first made (it is then "<name> (2)").
  const stored = (await site.profiles.list()).profiles.find((p) => p.id === DEMO_PROFILE_ID);
  await site.profiles.save(DEMO_PROFILE_ID, stored ? { ...profile, name: stored.profile.name } : profile, { create: true });
  await site.profiles.setActive(DEMO_PROFILE_ID);
}

/**
 * The demo after a restart of the console: its profile is still active but points at ports that
 * went with the site. The first site operation of the run starts the site again, with no click;
 * every site operation waits for that, so none reads the old ports. Tried once per run: when it
 * fails (a port refused, say) the demo stays stopped and the window offers the one-click restart,
 * whose error the engineer then sees.
 */
export function demoRestorer(site: DemoParts): () => Promise<void> {
  let restored: Promise<void> | null = null;
  return () =>
    (restored ??= (async () => {
      const { activeId } = await site.profiles.list();
      if (activeId === DEMO_PROFILE_ID && !site.demo.running) await startDemoProfile(site);
    })().catch((error: unknown) => {
      // Secrets sealed with a passphrase not given yet (a restart): not a failure of the demo. The
      // next site operation after the unlock tries again.
      if (error instanceof ConsoleError && error.code === 'SECRETS_LOCKED') restored = null;
    }));
}
