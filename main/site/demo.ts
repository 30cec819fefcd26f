// The demo site: the reference site (sim/) started inside the console on loopback, with a ready
// profile, so that a newcomer goes from `npm start` to a person and a visitor's floors in one click.
import type { RunningSite } from '../../sim/index';
import type { SiteProfile } from '../../shared/site';

/** Id of the demo site's profile; starting the demo again updates it (the ports change). */
export const DEMO_PROFILE_ID = 'demo-site';

/** The in-process reference site, started at most once. */
export class DemoSite {
  #site: Promise<RunningSite> | null = null;
  #running = false;

  /** Whether it is running. */
  get running(): boolean {
    return this.#running;
  }

  /** Starts it (or returns the one running) and gives its profile. */
  async start(): Promise<SiteProfile> {
    // The reference site (fastify, ajv) is loaded only when the demo starts: the command line
    // composes the same site services and must not pay for it.
    this.#site ??= import('../../sim/index').then(({ startSite }) => startSite({ name: 'Demo site (reference site on this laptop)' })).then(
      (site) => {
        this.#running = true;
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
    this.#running = false;
    if (site) await (await site).close();
  }
}
