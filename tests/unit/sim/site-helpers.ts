// What the reference-site tests share: a small site on free loopback ports with short time limits,
// plain HTTP calls that keep the raw answer, and readers of /__sim/state.
import { readFileSync } from 'node:fs';
import { request } from 'undici';
import { SITE_PATHS, type Route } from '../../../shared/site';
import {
  startSite,
  type CallRecord,
  type FaultSettings,
  type RunningSite,
  type ServiceName,
  type SiteData,
  type SiteOptions,
} from '../../../sim/index';

/** The fixture most tests run against: two buildings, staff and visitors, a floor policy that is off. */
export const SMALL_SITE: SiteData = JSON.parse(
  readFileSync(new URL('../../fixtures/sim/small-site.json', import.meta.url), 'utf8'),
) as SiteData;

/** Short limits so that stalls and slow services fail the calls fast. */
export const FAST_TIMEOUTS = { connectMs: 500, upstreamMs: 250, relayMs: 1500 };

/** A copy of the small site with the floor policy on. */
export function withPolicyOn(data: SiteData = SMALL_SITE): SiteData {
  const copy = structuredClone(data);
  copy.floorPolicy = { enabled: true, rules: copy.floorPolicy?.rules ?? [] };
  return copy;
}

/** Starts a site on free ports (127.0.0.1) with the small data and short limits. */
export function startTestSite(options: SiteOptions = {}): Promise<RunningSite> {
  return startSite({ data: SMALL_SITE, timeouts: FAST_TIMEOUTS, ...options });
}

/** An HTTP answer as it arrived. */
export interface Answer {
  status: number;
  contentType: string | undefined;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

/** A body sent exactly as given, with this Content-Type (none when omitted). */
export interface RawBody {
  raw: string;
  contentType?: string;
}

const isRaw = (body: unknown): body is RawBody => typeof body === 'object' && body !== null && 'raw' in body;

/** Sends one request; a plain value is sent as JSON. */
export async function call(url: string, body?: unknown, method = 'POST'): Promise<Answer> {
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (isRaw(body)) {
    payload = body.raw;
    if (body.contentType) headers['content-type'] = body.contentType;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const response = await request(url, { method: method as 'POST', headers, body: payload, headersTimeout: 10_000, bodyTimeout: 10_000 });
  const text = await response.body.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const type = response.headers['content-type'];
  return { status: response.statusCode, contentType: Array.isArray(type) ? type[0] : type, text, json };
}

/** Where E2 is reached on each route. */
export function e2Url(site: RunningSite, route: Route): string {
  const { profile } = site;
  if (route === 'gateway') return `${profile.gateway?.baseUrl}${profile.gateway?.prefixes.elevator}${SITE_PATHS.addVisitor}`;
  if (route === 'intermediary') return `${profile.intermediary?.baseUrl}${SITE_PATHS.addVisitor}`;
  return `${profile.services.elevator}${SITE_PATHS.addVisitor}`;
}

/** Where E1 is reached on each of its routes. */
export function e1Url(site: RunningSite, route: Exclude<Route, 'intermediary'>): string {
  const { profile } = site;
  if (route === 'gateway') return `${profile.gateway?.baseUrl}${profile.gateway?.prefixes.organization}${SITE_PATHS.personDetail}`;
  return `${profile.services.organization}${SITE_PATHS.personDetail}`;
}

/** Root URL of a service's server (where /__sim lives). */
export function rootOf(site: RunningSite, service: ServiceName): string {
  return site.stateUrls[service].replace(/\/__sim\/state$/, '');
}

/** What /__sim/state answers. */
export interface SimState {
  service: ServiceName;
  baseUrl: string;
  faults: FaultSettings;
  state: { revision: number } & Record<string, unknown>;
  calls: CallRecord[];
}

/** Reads one service's /__sim/state. */
export async function simState(site: RunningSite, service: ServiceName): Promise<SimState> {
  const answer = await call(site.stateUrls[service], undefined, 'GET');
  if (answer.status !== 200) throw new Error(`GET ${site.stateUrls[service]} answered ${answer.status}: ${answer.text}`);
  return (answer.json as { data: SimState }).data;
}

/** The calls the elevator application made for the last E2 it received. */
export async function lastE2Calls(site: RunningSite): Promise<CallRecord['calls']> {
  const { calls } = await simState(site, 'elevator');
  const last = calls.at(-1);
  if (!last) throw new Error('the elevator application has received no call');
  return last.calls;
}

/** `E1`, `E4:cache`, `E3`… for each call the last E2 made, in order. */
export async function lastE2Trace(site: RunningSite): Promise<string[]> {
  return (await lastE2Calls(site)).map((c) => (c.source === 'cache' ? `${c.endpoint}:cache` : c.endpoint));
}

/** Everything the site has written: image-store bindings and access rules, with their revisions. */
export async function written(site: RunningSite): Promise<{ organization: unknown; elevator: unknown }> {
  const organization = (await simState(site, 'organization')).state;
  const elevator = (await simState(site, 'elevator')).state;
  return {
    organization: { revision: organization.revision, imageStores: organization.imageStores },
    elevator: { revision: elevator.revision, accessRules: elevator.accessRules },
  };
}

/** Replaces a service's fault settings. */
export async function setFaults(site: RunningSite, service: ServiceName, settings: FaultSettings): Promise<void> {
  const answer = await call(`${rootOf(site, service)}/__sim/faults`, settings);
  if (answer.status !== 200) throw new Error(`setting faults on ${service} failed: ${answer.text}`);
}

/** The persons bound to one image store. */
export async function boundTo(site: RunningSite, imageStoreId: string): Promise<string[]> {
  const stores = (await simState(site, 'organization')).state.imageStores as Array<{ imageStoreId: string; personIds: string[] }>;
  return stores.find((s) => s.imageStoreId === imageStoreId)?.personIds ?? [];
}

/** The access rules of one visitor, or undefined. */
export async function rulesOf(site: RunningSite, visitorId: string): Promise<string[] | undefined> {
  const rules = (await simState(site, 'elevator')).state.accessRules as Array<{ visitorId: string; floorIds: string[] }>;
  return rules.find((r) => r.visitorId === visitorId)?.floorIds;
}
