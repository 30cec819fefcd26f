// What the previous engineer did, read from the pack itself: the window's view of an opened pack
// and the handover report are both made from this, so that they show exactly what was signed.
// Every part of a pack is untrusted text: each is read defensively, and a part that is not what
// this console writes is left out (and said so) rather than trusted.
import { basename } from 'node:path';
import type { BothLanguages, HandoverSummary } from '../../shared/evidence';
import { sha256 } from './evidence-pack';
import { checkEvidence, readPackEntries, type SignerTrust } from './verify';
import { parseBoundedJson } from '../../shared/json-limits';
import { SITE_PATHS } from '../../shared/site';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const both = (value: unknown): BothLanguages =>
  isObject(value) ? { en: text(value.en) ?? '', 'zh-CN': text(value['zh-CN']) ?? '' } : { en: '', 'zh-CN': '' };

function parse(bytes: Uint8Array | undefined): unknown {
  if (!bytes) return null;
  try {
    return parseBoundedJson(Buffer.from(bytes).toString('utf8'));
  } catch {
    return null;
  }
}

/** A URL without user info (a password in a URL is a secret), or the text as given when it is no URL. */
function withoutUserInfo(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.username && !parsed.password) return url;
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return url;
  }
}

function siteOf(value: unknown): HandoverSummary['site'] {
  if (!isObject(value) || !isObject(value.services)) return null;
  const services = Object.entries(value.services)
    .filter(([, url]) => typeof url === 'string')
    .map(([service, url]) => ({ service, url: withoutUserInfo(url as string) }));
  const routes: NonNullable<HandoverSummary['site']>['routes'] = [{ route: 'direct', services }];
  if (isObject(value.gateway) && typeof value.gateway.baseUrl === 'string') {
    const prefixes = isObject(value.gateway.prefixes) ? value.gateway.prefixes : {};
    const base = withoutUserInfo(value.gateway.baseUrl).replace(/\/$/, '');
    routes.push({
      route: 'gateway',
      services: Object.entries(prefixes)
        .filter(([, p]) => typeof p === 'string')
        .map(([service, prefix]) => ({ service, url: `${base}${prefix as string}` })),
    });
  }
  if (isObject(value.intermediary) && typeof value.intermediary.baseUrl === 'string')
    routes.push({ route: 'intermediary', services: [{ service: 'elevator', url: withoutUserInfo(value.intermediary.baseUrl) }] });
  const auth = isObject(value.auth) && typeof value.auth.type === 'string' ? value.auth.type : 'none';
  return { name: text(value.name) ?? '', defaultRoute: text(value.defaultRoute) ?? 'direct', auth, routes };
}

function configOf(value: unknown, source: unknown): HandoverSummary['config'] {
  if (!isObject(value)) return null;
  const sourcePath = isObject(source) ? text(source.path) : null;
  const digest = isObject(source) ? text(source.digest) : null;
  return {
    source: sourcePath === null ? null : basename(sourcePath),
    digest,
    provider: text(value.provider),
    scenario: text(value.scenario),
    features: isObject(value.features) ? Object.keys(value.features) : [],
  };
}

/**
 * What of the license key the handover shows: its last 4 characters at most. A pack's fingerprint
 * of the key is never shown (an older console's was an unkeyed hash a guess could be checked against).
 */
const endingOf = (value: unknown): string => (text(value) ?? '').slice(-4);

/** Whether the status speaks of the pack's configuration document: only a digest on both sides says so. */
function pairingOf(document: { digest: string } | null, config: HandoverSummary['config']): 'same' | 'other' | 'unknown' {
  if (!document?.digest || !config?.digest) return 'unknown';
  return document.digest === config.digest ? 'same' : 'other';
}

function licenseOf(value: unknown, config: HandoverSummary['config']): HandoverSummary['license'] {
  if (!isObject(value) || !isObject(value.status)) return null;
  const status = value.status;
  const document =
    isObject(status.document) && typeof status.document.digest === 'string'
      ? { name: text(status.document.name), digest: status.document.digest }
      : null;
  const activation = isObject(status.activation)
    ? {
        source: text(status.activation.source) ?? '',
        keyEnding: endingOf(status.activation.keyEnding),
        activatedAt: text(status.activation.activatedAt) ?? '',
        expiresAt: text(status.activation.expiresAt),
      }
    : null;
  return {
    recordedAt: text(value.recordedAt),
    document,
    pairing: pairingOf(document, config),
    state: text(status.state) ?? 'unknown',
    provider: text(status.provider),
    scenario: text(status.scenario),
    endpoint: text(status.endpoint) === null ? null : withoutUserInfo(status.endpoint as string),
    activation,
    features: list(status.features)
      .filter(isObject)
      .map((f) => ({
        key: text(f.key) ?? '',
        vendorFeatureId: typeof f.vendorFeatureId === 'number' ? f.vendorFeatureId : null,
        vendorFeatureName: text(f.vendorFeatureName),
      })),
    preflight: list(status.preflight)
      .filter(isObject)
      .map((s) => ({ id: text(s.id) ?? '', verdict: text(s.verdict) ?? '', title: both(s.title), detail: both(s.detail) })),
  };
}

function parityOf(value: unknown): HandoverSummary['parity'] {
  if (!isObject(value) || !isObject(value.report)) return null;
  return {
    ranAt: text(value.ranAt) ?? '',
    profileName: text(value.profileName) ?? '',
    personId: text(value.personId) ?? '',
    checks: list(value.report.checks)
      .filter(isObject)
      .map((c) => ({
        operation: text(c.operation) ?? '',
        routes: list(c.routes)
          .filter(isObject)
          .map((r) => text(r.route) ?? ''),
        identical: c.identical === true,
        differences: list(c.differences)
          .filter(isObject)
          .map((d) => text(d.pointer) ?? ''),
      })),
  };
}

function batchOf(value: unknown, name: string): HandoverSummary['batches'][number] | null {
  if (!isObject(value)) return null;
  const failedRows = list(value.results)
    .filter(isObject)
    .filter((r) => r.ok !== true)
    .map((r) => ({
      row: count(r.row),
      visitorId: text(r.visitorId) ?? '',
      floorIds: list(r.floorIds).filter((f): f is string => typeof f === 'string'),
      state: text(r.state) ?? '',
      code: text(r.code),
    }));
  return {
    file: basename(text(value.file) ?? name),
    finishedAt: text(value.finishedAt),
    route: text(value.route),
    total: count(value.total),
    succeeded: count(value.succeeded),
    failed: count(value.failed),
    skipped: count(value.skipped),
    cancelled: value.cancelled === true,
    failedRows,
  };
}

/** The clock steps of the pre-flight: the clock against each service where the pack knows it. */
function clockOf(license: HandoverSummary['license'], status: unknown): HandoverSummary['clock'] {
  if (!license || !isObject(status) || !isObject(status.status)) return [];
  const steps = list(status.status.preflight)
    .filter(isObject)
    .filter((s) => typeof s.id === 'string' && s.id.startsWith('clock'));
  return steps.map((s) => {
    const facts = isObject(s.facts) ? s.facts : {};
    return {
      service: text(facts.service) ?? license.endpoint ?? 'license',
      skewMs: typeof facts.skewMs === 'number' ? facts.skewMs : null,
      verdict: text(s.verdict) ?? '',
      detail: both(s.detail),
    };
  });
}

/** Reads the pack's site call log: the clock of each service address, from the calls that measured it. */
function siteClockOf(entries: Map<string, Uint8Array>): HandoverSummary['siteClock'] {
  const byOrigin = new Map<string, HandoverSummary['siteClock'][number]>();
  // Rotated logs first (site-calls.1.jsonl…), the current one last; order within a file is the order written.
  const logs = [...entries.keys()].filter((n) => n.startsWith('site/calls/') && n.endsWith('.jsonl')).sort();
  for (const name of logs) {
    for (const line of Buffer.from(entries.get(name) as Uint8Array)
      .toString('utf8')
      .split('\n')) {
      const record = line.trim() ? parse(Buffer.from(line)) : null;
      if (!isObject(record) || typeof record.clockSkewMs !== 'number' || !Number.isFinite(record.clockSkewMs)) continue;
      const url = text(record.url);
      const at = text(record.at) ?? '';
      let origin: string;
      try {
        origin = url === null ? '' : new URL(withoutUserInfo(url)).origin;
      } catch {
        continue;
      }
      if (!origin || origin === 'null') continue;
      const skew = record.clockSkewMs;
      const route = text(record.route);
      // Services on one address (a gateway's) may each keep their own time: one row per endpoint.
      const endpoint = endpointOf(url ?? '');
      const key = `${origin} ${endpoint}`;
      const seen = byOrigin.get(key);
      if (!seen) {
        byOrigin.set(key, {
          origin,
          ...(endpoint ? { endpoint } : {}),
          routes: route ? [route] : [],
          latestMs: skew,
          latestAt: at,
          largestMs: skew,
          calls: 1,
        });
        continue;
      }
      seen.calls += 1;
      if (route && !seen.routes.includes(route)) seen.routes.push(route);
      if (at >= seen.latestAt) {
        seen.latestMs = skew;
        seen.latestAt = at;
      }
      if (Math.abs(skew) > Math.abs(seen.largestMs)) seen.largestMs = skew;
    }
  }
  return [...byOrigin.values()].sort((a, b) => a.origin.localeCompare(b.origin) || (a.endpoint ?? '').localeCompare(b.endpoint ?? ''));
}

/** The site endpoint a call's address ends in (E1, E2, E4), or '' for another. */
function endpointOf(url: string): string {
  const path = url.replace(/[?#].*$/, '');
  if (path.endsWith(SITE_PATHS.personDetail)) return 'E1';
  if (path.endsWith(SITE_PATHS.addVisitor)) return 'E2';
  if (path.endsWith(SITE_PATHS.zonePage)) return 'E4';
  return '';
}

/** What a pack says the previous engineer did; `fileName` is the pack's name as the engineer has it. */
export function readHandover(zip: Uint8Array, fileName: string, trust: SignerTrust): HandoverSummary {
  const verdict = checkEvidence(zip, trust);
  const summary: HandoverSummary = {
    pack: { fileName: basename(fileName), size: zip.length, sha256: sha256(zip) },
    verdict,
    createdAt: verdict.manifest?.createdAt ?? null,
    console: null,
    site: null,
    config: null,
    license: null,
    offlineReceipt: false,
    parity: null,
    batches: [],
    clock: [],
    siteClock: [],
    absent: [],
  };
  if (verdict.status === 'not-a-pack') return summary;
  const { entries } = readPackEntries(zip);
  const get = (name: string): unknown => parse(entries.get(name));
  const consoleFile = get('console.json');
  if (isObject(consoleFile)) {
    summary.console = {
      name: text(consoleFile.name) ?? '',
      version: text(consoleFile.version) ?? '',
      platform: text(consoleFile.platform),
    };
    summary.absent = list(consoleFile.absent).filter((a): a is string => typeof a === 'string');
  }
  summary.site = siteOf(get('site/profile.json'));
  summary.config = configOf(get('config/configuration.json'), get('config/source.json'));
  const status = get('license/status.json');
  summary.license = licenseOf(status, summary.config);
  summary.clock = clockOf(summary.license, status);
  summary.siteClock = siteClockOf(entries);
  summary.offlineReceipt = entries.has('license/offline-activation.json');
  summary.parity = parityOf(get('parity.json'));
  for (const name of [...entries.keys()].filter((n) => n.startsWith('batches/') && n.endsWith('.results.json')).sort()) {
    const batch = batchOf(get(name), name);
    if (batch) summary.batches.push(batch);
  }
  return summary;
}
