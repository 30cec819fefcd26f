// Route parity (spec rule 5): the same call over every configured route must give the same
// envelope. The envelopes are normalized (parseEnvelope) and compared field by field; the
// report lists each JSON pointer that differs with every route's value. The latest report is kept
// in the data directory for the handover evidence pack.
import { mkdir } from 'node:fs/promises';
import { readConsoleText } from '../files/bounded-read';
import { join } from 'node:path';
import type { SiteNormalizedEnvelope, SiteParityReport } from '../../shared/api';
import type { Route, SiteProfile } from '../../shared/site';
import { saveTextAtomically } from '../config/atomic-save';
import { parseEnvelope } from './envelope';
import { configuredRoutes, type SiteOperation } from './routes';
import type { SiteClient } from './site-client';

type Check = SiteParityReport['checks'][number];

/** Every leaf of a JSON value by pointer, as JSON text. */
function leaves(value: unknown, pointer = '', out = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0) out.set(pointer || '/', JSON.stringify(value));
    for (const [key, child] of entries) leaves(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
  } else {
    out.set(pointer || '/', JSON.stringify(value));
  }
  return out;
}

/** Compares the columns of one check. */
export function compareRoutes(routes: Check['routes']): Pick<Check, 'identical' | 'differences'> {
  const shapes = routes.map((r) => leaves(r.envelope ?? { error: r.error ? `${r.error.category} ${r.error.code}` : 'none' }));
  const pointers = [...new Set(shapes.flatMap((m) => [...m.keys()]))].sort();
  const differences: Check['differences'] = [];
  for (const pointer of pointers) {
    const values = shapes.map((m) => m.get(pointer) ?? '(absent)');
    if (new Set(values).size > 1)
      differences.push({
        pointer,
        values: Object.fromEntries(routes.map((r, i) => [r.route, values[i]])) as Partial<Record<Route, string>>,
      });
  }
  return { identical: differences.length === 0, differences };
}

async function check(
  profile: SiteProfile,
  operation: SiteOperation,
  call: (route: Route) => ReturnType<SiteClient['personDetail'] | SiteClient['addVisitorAccess']>,
): Promise<Check> {
  const routes: Check['routes'] = [];
  // One route after the other: E2 is idempotent, and the site's own logs stay readable.
  for (const route of configuredRoutes(profile, operation)) {
    const result = await call(route);
    const envelope: SiteNormalizedEnvelope | null = result.envelope === null ? null : parseEnvelope(result.envelope, profile.envelope);
    // The body as received beside the normalized envelope: a gateway's "msg" is compared as "message", and the engineer sees both.
    const received = result.record.responseBodyEncoding === 'base64' ? null : result.record.responseBody;
    routes.push({ route, envelope, error: envelope ? null : result.error, durationMs: result.record.durationMs, received });
  }
  return { operation, routes, ...compareRoutes(routes) };
}

/** Runs L1 for a person (and L2 for a test visitor when given) over every configured route. */
export async function routeParity(
  client: SiteClient,
  profile: SiteProfile,
  personId: string,
  visitor?: { visitorId: string; floorIds?: string[] },
): Promise<SiteParityReport> {
  const checks = [await check(profile, 'personDetail', (route) => client.personDetail(profile, personId, { route }))];
  if (visitor)
    checks.push(
      await check(profile, 'addVisitor', (route) => client.addVisitorAccess(profile, visitor.visitorId, visitor.floorIds, { route })),
    );
  return { checks };
}

/** Where the latest parity result is kept, under the data directory. */
export const PARITY_LATEST_FILE = join('site', 'parity-latest.json');

/** A parity run as kept: what was asked, of which profile, when, and the report. */
export interface ParityRecord {
  /** When the check ran, ISO 8601. */
  ranAt: string;
  /** Name of the profile checked. */
  profileName: string;
  /** The calls made on every route. */
  personId: string;
  visitorId: string | null;
  floorIds: string[] | null;
  report: SiteParityReport;
}

/** Keeps a parity result, replacing the previous one atomically. */
export async function keepParityResult(dataDir: string, record: ParityRecord): Promise<void> {
  await mkdir(join(dataDir, 'site'), { recursive: true, mode: 0o700 });
  await saveTextAtomically(join(dataDir, PARITY_LATEST_FILE), `${JSON.stringify(record, null, 2)}\n`, { backup: false, mode: 0o600 });
}

/** The latest kept parity result as its text, or null when none was kept. */
export async function readParityText(dataDir: string): Promise<string | null> {
  return readConsoleText(join(dataDir, PARITY_LATEST_FILE), 'consoleState');
}
