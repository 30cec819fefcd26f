// The site area's bridge operations over the profiles, the site client, the call log and the
// demo site. Calls use the active profile, with its secret, resolved in main: the renderer never
// sees a token.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { OperationName, SiteProfileRef, SiteProfilesState } from '../../shared/api';
import type { SiteProfile } from '../../shared/site';
import type { Handler } from '../bridge/dispatch';
import type { ConsoleInfo } from '../app/console-info';
import { ConsoleError } from '../../shared/errors';
import { SECRETS_IN_CLEAR_WARNING } from '../../shared/call-export';
import type { HttpClient } from '../http/client';
import type { SecretStore } from '../secrets';
import { callExport, checkExportPath, writeExport } from './call-export';
import { curlOf } from './curl-export';
import { chainCallOfRecord, chainOf } from './chain';
import { checkConnectivity } from './connectivity';
import { DEMO_PROFILE_ID, startDemoProfile } from './demo';
import { storedProfileId } from './profiles';
import { keepParityResult, routeParity } from './parity';
import type { SiteServices } from './services';
import { writeConsoleFile } from '../files/safe-write';

type SiteOperationKey = Extract<OperationName, `site:${string}`>;

/** How long the acknowledgement of the warning before an export in clear holds: the engineer chooses the file meanwhile. */
const ACKNOWLEDGEMENT_MS = 10 * 60_000;

export type { SiteServices } from './services';
export { createSiteServices } from './services';

/** What the site operations use. */
export interface SiteHandlerServices {
  site: SiteServices;
  info: Pick<ConsoleInfo, 'dataDir' | 'version'>;
  http: HttpClient;
  secrets: () => Promise<SecretStore>;
}

/** The handlers of the site operations. */
export function siteHandlers(services: SiteHandlerServices): { [K in SiteOperationKey]: Handler<K> } {
  const { site, info, http } = services;
  // The demo's profile left active by the last run gets its site back before anything reads it.
  const active = async (): Promise<SiteProfile> => {
    await site.restoreDemo();
    return site.profiles.resolve();
  };
  const state = async (): Promise<SiteProfilesState> => {
    await site.restoreDemo();
    const { profiles, activeId } = await site.profiles.list();
    return {
      profiles,
      activeId,
      secretsHolder: (await services.secrets()).holder,
      demo: {
        running: site.demo.running,
        profileId: profiles.some((p) => p.id === DEMO_PROFILE_ID) ? DEMO_PROFILE_ID : null,
        services: site.demo.services(),
      },
    };
  };
  // Said with each result, so that a view can tell when the active profile changed since.
  const refOf = (profile: SiteProfile): SiteProfileRef => ({ id: storedProfileId(profile), name: profile.name });
  // The parity runs asked for and the latest of them kept for the evidence pack.
  const parityRuns = { started: 0, kept: 0, writing: Promise.resolve() };
  // The acknowledgements of the warning before an export in clear that main gave and that are not used yet, with when each lapses.
  const warned = new Map<string, number>();
  const cancellable = async <T>(requestId: string | undefined, run: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const controller = new AbortController();
    if (requestId) site.inFlight.set(requestId, controller);
    try {
      return await run(controller.signal);
    } finally {
      if (requestId) site.inFlight.delete(requestId);
    }
  };
  return {
    'site:profiles': state,
    'site:saveProfile': ({ id, profile }) => site.profiles.save(id, profile),
    'site:deleteProfile': async ({ id }) => {
      await site.profiles.delete(id);
      return state();
    },
    'site:duplicateProfile': ({ id }) => site.profiles.duplicate(id),
    'site:activateProfile': async ({ id }) => {
      await site.profiles.setActive(id);
      return state();
    },
    'site:importProfile': ({ text }) => site.profiles.importText(text),
    'site:exportProfile': ({ id }) => site.profiles.exportProfile(id),
    'site:startDemo': async () => {
      await startDemoProfile(site);
      return state();
    },
    'site:check': async () => {
      const profile = await active();
      const checkedAt = new Date().toISOString();
      return { profile: refOf(profile), checkedAt, probes: await checkConnectivity(site.client, profile) };
    },
    'site:person': async ({ personId, route, requestId }) => {
      const profile = await active();
      return {
        ...(await cancellable(requestId, (signal) => site.client.personDetail(profile, personId, { route, signal }))),
        profile: refOf(profile),
      };
    },
    'site:visitorAccess': async ({ visitorId, floorIds, route, requestId }) => {
      const profile = await active();
      const result = await cancellable(requestId, (signal) =>
        site.client.addVisitorAccess(profile, visitorId, floorIds?.length ? floorIds : floorIds === null ? undefined : [], {
          route,
          signal,
        }),
      );
      return { ...result, profile: refOf(profile) };
    },
    'site:cancel': async ({ requestId }) => {
      const controller = site.inFlight.get(requestId);
      controller?.abort();
      return { cancelled: controller !== undefined };
    },
    'site:parity': async ({ personId, visitorId, floorIds }) => {
      const started = ++parityRuns.started;
      const profile = await active();
      const ranAt = new Date().toISOString();
      const report = await routeParity(
        site.client,
        profile,
        personId,
        visitorId ? { visitorId, floorIds: floorIds ?? undefined } : undefined,
      );
      // Kept for the evidence pack; a disk that refuses it does not take the result from the engineer.
      // Of runs that overlap, the one asked for last is kept (the one the view shows), whichever answers last.
      // The writes follow one another, so that an earlier one never lands after a later one.
      if (started > parityRuns.kept) {
        parityRuns.kept = started;
        const record = {
          ranAt,
          profileName: profile.name,
          personId,
          visitorId: visitorId ?? null,
          floorIds: visitorId ? (floorIds ?? null) : null,
          report,
        };
        parityRuns.writing = parityRuns.writing.then(() => keepParityResult(info.dataDir, record)).catch(() => undefined);
        await parityRuns.writing;
      }
      return { ...report, profile: refOf(profile) };
    },
    'site:calls': (filter) => site.log.list(filter),
    'site:chain': async ({ id }) => {
      const record = await site.log.find(id);
      if (!record || record.operation !== 'addVisitor') {
        throw new ConsoleError(
          'not-found',
          'SITE_CALL_NOT_FOUND',
          `the site call log holds no E2 call ${id}: send the visitor access again`,
          { id },
        );
      }
      return chainOf(http, await active(), chainCallOfRecord(record));
    },
    'site:secretsInClearWarning': async () => {
      const acknowledgement = randomBytes(16).toString('hex');
      const now = Date.now();
      for (const [kept, until] of warned) if (until <= now) warned.delete(kept);
      warned.set(acknowledgement, now + ACKNOWLEDGEMENT_MS);
      return { warning: SECRETS_IN_CLEAR_WARNING, acknowledgement };
    },
    'site:exportCallsAs': async ({ format, path, ids, filter, secretsInClear, acknowledgement }) => {
      // Secrets in clear only after main's own warning was asked for (site:secretsInClearWarning):
      // its acknowledgement is good once, and a payload that merely says secretsInClear is refused.
      if (secretsInClear) {
        const until = acknowledgement === undefined ? undefined : warned.get(acknowledgement);
        if (acknowledgement !== undefined) warned.delete(acknowledgement);
        if (until === undefined || until <= Date.now()) {
          throw new ConsoleError(
            'usage',
            'SITE_EXPORT_NOT_WARNED',
            'an export with secrets in clear needs the warning the console gives first, confirmed within 10 minutes: choose the export again and confirm the warning; nothing was written',
            {},
          );
        }
      }
      // The path is checked before anything is read: a wrong name costs no look at the secrets store.
      const target = await checkExportPath(path, format, info.dataDir);
      const { text, count } = await callExport(site, info.version, { format, ids, filter, secretsInClear });
      await writeExport(target, text);
      return { path: target, count, secretsInClear };
    },
    'site:callAsCurl': async ({ id }) => {
      const record = await site.log.find(id);
      if (!record)
        throw new ConsoleError(
          'not-found',
          'SITE_EXPORT_CALL_NOT_FOUND',
          `the site call log no longer holds call ${id} (it keeps the last 4 to 8 MiB of calls): make the call again, then export it`,
          { id },
        );
      return { text: curlOf(record) };
    },
    'site:exportCalls': async (filter) => {
      const records = await site.log.list({ limit: 5000, ...filter });
      const dir = join(info.dataDir, 'exports');
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const path = join(dir, `site-calls-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
      // Bodies in the log are already redacted; the export adds nothing from the secrets store.
      await writeConsoleFile(path, Buffer.from(`${JSON.stringify(records, null, 2)}\n`));
      return { path, count: records.length };
    },
  };
}
