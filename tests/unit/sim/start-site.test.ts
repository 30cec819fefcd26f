// startSite(): ports, profile, clean failure and clean shutdown.
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteStartError, SiteDataError, startSite, type RunningSite } from '../../../sim/index';
import { call, e2Url, SMALL_SITE, startTestSite } from './site-helpers';

let site: RunningSite | undefined;
const blockers: Server[] = [];
afterEach(async () => {
  await site?.close();
  site = undefined;
  for (const server of blockers.splice(0)) await new Promise<void>((resolve) => server.close(() => resolve()));
});

const occupy = async (port: number): Promise<Server> => {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  blockers.push(server);
  return server;
};

const isFree = async (port: number): Promise<boolean> => {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
};

/** Starts a site on a --port-base somewhere free; retries elsewhere when a port is taken. */
async function startOnSomeBase(): Promise<{ site: RunningSite; base: number }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    try {
      return { site: await startSite({ data: SMALL_SITE, portBase: base }), base };
    } catch (error) {
      if (!(error instanceof SiteStartError && error.reason === 'port-in-use')) throw error;
    }
  }
  throw new Error('found no five free consecutive ports');
}

describe('startSite', () => {
  it('fills every route of the profile and lists the state of all five services', async () => {
    site = await startTestSite();
    const { profile, stateUrls } = site;
    const origin = /^http:\/\/127\.0\.0\.1:\d+$/;
    expect(profile).toMatchObject({ profileVersion: 1, name: 'Reference site', defaultRoute: 'direct', auth: { type: 'none' } });
    expect(profile.services.organization).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/organization$/);
    expect(profile.services.elevator).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/elevator-app$/);
    expect(profile.gateway?.baseUrl).toMatch(origin);
    expect(profile.gateway?.prefixes).toEqual({ organization: '/gw/organization', elevator: '/gw/elevator-app' });
    expect(profile.intermediary?.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/intermediary$/);
    expect(profile.timeouts.requestMs).toBeGreaterThan(1_500);
    expect(Object.keys(stateUrls).sort()).toEqual(['common', 'elevator', 'gateway', 'intermediary', 'organization']);
    const ports = Object.values(stateUrls).map((u) => new URL(u).port);
    expect(new Set(ports).size).toBe(5);
    for (const url of Object.values(stateUrls)) expect((await call(url, undefined, 'GET')).status).toBe(200);
  });

  it('uses five consecutive ports from --port-base: gateway, organization, elevator, intermediary, common', async () => {
    const started = await startOnSomeBase();
    site = started.site;
    const port = (url: string): number => Number(new URL(url).port);
    expect(port(site.profile.gateway?.baseUrl ?? '')).toBe(started.base);
    expect(port(site.profile.services.organization)).toBe(started.base + 1);
    expect(port(site.profile.services.elevator)).toBe(started.base + 2);
    expect(port(site.profile.intermediary?.baseUrl ?? '')).toBe(started.base + 3);
    expect(port(site.stateUrls.common)).toBe(started.base + 4);
  });

  it('a port in use stops start-up with a clear reason and leaves nothing running', async () => {
    const taken = await occupy(0);
    const takenPort = (taken.address() as { port: number }).port;
    // The elevator application (base + 2) collides; organization and common start before it.
    const base = takenPort - 2;
    const failure = await startSite({ data: SMALL_SITE, portBase: base }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SiteStartError);
    expect((failure as SiteStartError).reason).toBe('port-in-use');
    expect((failure as SiteStartError).message).toBe(
      `port ${takenPort} on 127.0.0.1 (for the elevator application) is already in use: choose another --port-base, or stop the program that uses it`,
    );
    expect(await isFree(base + 1)).toBe(true);
    expect(await isFree(base + 4)).toBe(true);
  });

  it('refuses bad options and bad data before listening', async () => {
    await expect(startSite({ host: 'localhost' })).rejects.toThrow('host "localhost" is not an IP address; use 127.0.0.1 (or ::1)');
    await expect(startSite({ portBase: 65_535 })).rejects.toThrow(/^port base 65535 is not a whole number from 1 to 65530/);
    await expect(startSite({ zoneCache: { pageSize: 500 } })).rejects.toThrow(/E4's page size limit/);
    await expect(startSite({ timeouts: { upstreamMs: 0 } })).rejects.toThrow(/timeouts\.upstreamMs 0/);
    await expect(startSite({ data: { buildings: [], persons: [] } })).rejects.toThrow(SiteDataError);
  });

  it('close() stops every service, and may be called twice', async () => {
    site = await startTestSite();
    const url = e2Url(site, 'direct');
    expect((await call(url, { visitorId: 'V1' })).status).toBe(200);
    await Promise.all([site.close(), site.close()]);
    await expect(call(url, { visitorId: 'V1' })).rejects.toThrow(/ECONNREFUSED|other side closed|connect/);
    site = undefined;
  });

  it('close() does not wait for stalled answers', async () => {
    site = await startTestSite();
    await call(`${site.stateUrls.organization.replace('/state', '/faults')}`, { stallRate: 1, stallMs: 60_000 });
    const pending = call(`${site.urls.organization}/component/person/detail`, { personId: 'P1' }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await site.close();
    site = undefined;
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await pending).toBeInstanceOf(Error);
  });
});
