// What `person` and `visitor-access` share: one call over the same site client, HTTP client and
// call log as the window, and its report (the clock warnings, the answer, the failure).
// Exit status: 0 success (visitor-access: `data: true`); 1 a business failure or `data: false`;
// 2 usage, or a profile that cannot be read or is invalid; 3 network, timeout, tls, http, malformed.
import type { SiteCallResult } from '../../shared/api';
import { CLOCK_SKEW_WARN_MS, ROUTES, type PersonResult, type Route } from '../../shared/site';
import type { Language } from '../../shared/language';
import { defaultDataDir } from '../data-dir';
import { SITE_CALL_REFUSALS, SITE_CALL_WORDS } from './commands/site-call-words';
import { EXIT_OF, refusal, type CommandContext } from './kit';
import { profileOption } from './profile-option';
import { stderr, stdout } from './output';

/** The options person and visitor-access take. */
export const SITE_CALL_OPTIONS = { profile: { type: 'string' }, route: { type: 'string' }, floors: { type: 'string' } } as const;

type Kind = 'person' | 'visitor-access';

/** Runs `person` or `visitor-access` with what the kit read. */
export async function runSiteCall(kind: Kind, context: CommandContext<typeof SITE_CALL_OPTIONS>): Promise<number> {
  const { values, positionals } = context;
  if (kind === 'person' && values.floors !== undefined) throw refusal(SITE_CALL_REFUSALS.floorsForVisitors);
  if (positionals.length !== 1 || !positionals[0]?.trim()) throw refusal(SITE_CALL_REFUSALS.oneId(kind));
  const profile = await profileOption(values.profile);
  const route = (values.route ?? profile.defaultRoute) as Route;
  if (!ROUTES.includes(route))
    throw refusal(SITE_CALL_REFUSALS.route(kind === 'person' ? 'direct, gateway' : 'direct, gateway, intermediary', values.route));
  const floors =
    values.floors === undefined
      ? undefined
      : values.floors
          .split(',')
          .map((f) => f.trim())
          .filter((f) => f.length > 0);
  const id = positionals[0].trim();
  // The services (the HTTP client among them) are loaded once the arguments are right: --help and a refusal need none.
  const [{ cliServices }, { unreadableDateOf }, { tlsRefusalOf }] = await Promise.all([
    import('./services'),
    import('../site/site-client'),
    import('../http/failures'),
  ]);
  const services = cliServices(defaultDataDir());
  const { client } = services.site;
  try {
    const result =
      kind === 'person' ? await client.personDetail(profile, id, { route }) : await client.addVisitorAccess(profile, id, floors, { route });
    return await report(kind, { id, floors }, result, context, { unreadableDateOf, tlsRefusalOf });
  } finally {
    await services.close();
  }
}

/** What the report reads of a call's record with the HTTP client's rules, loaded with it. */
interface RecordReaders {
  unreadableDateOf: (record: SiteCallResult<unknown>['record']) => string | null;
  tlsRefusalOf: (code: string) => string | null;
}

async function report(
  kind: Kind,
  asked: { id: string; floors: string[] | undefined },
  result: SiteCallResult<unknown>,
  context: CommandContext<typeof SITE_CALL_OPTIONS>,
  { unreadableDateOf, tlsRefusalOf }: RecordReaders,
): Promise<number> {
  const { json, language } = context;
  const { route, record } = result;
  const words = SITE_CALL_WORDS[language];
  const refused = kind === 'visitor-access' && result.outcome === 'no';
  const skew = record.clockSkewMs ?? null;
  const clockOff = skew !== null && Math.abs(skew) > CLOCK_SKEW_WARN_MS;
  if (clockOff) {
    // Said whatever the outcome, and with --json too (on stderr, which a script does not parse): a
    // clock minutes off explains refused tokens and certificates, and wrong times in records.
    const seconds = Math.round(skew / 1000);
    stderr.write(`${words.clockOff(originOf(record.url), `${seconds > 0 ? '+' : ''}${seconds}`, CLOCK_SKEW_WARN_MS / 1000)}\n`);
  }
  const unreadable = unreadableDateOf(record);
  if (unreadable !== null) stderr.write(`${words.dateUnreadable(originOf(record.url), unreadable)}\n`);
  const facts = {
    durationMs: record.durationMs,
    clockSkewMs: skew,
    clockSkewWarning: clockOff,
    ...(unreadable === null ? {} : { clockDateUnreadable: unreadable }),
  };
  const tail = words.tail(route, Math.round(record.durationMs), record.id);
  const failure =
    result.error ??
    (refused
      ? {
          category: 'envelope',
          code: 'DATA_FALSE',
          message: 'the elevator application answered success with data false: no access was written',
        }
      : null);
  if (failure) {
    const code = result.error ? (EXIT_OF[result.error.category] ?? 3) : 1;
    // The HTTP status of the answer (null when none arrived): a gateway's 502 is not a site's no.
    const extra = { route, ...(result.envelope !== null ? { envelope: result.envelope } : {}), status: record.status, ...facts };
    const side = result.error ? tlsRefusalOf(result.error.code) : null;
    if (json || result.error)
      return context.fail(failure, { exit: code, extra, errorExtra: side ? { refusedBy: side } : {}, lines: [tail] });
    // data false is an answer, not a failure of the call: on stdout, as the sentence it always was.
    stdout.write(`${words.dataFalse(asked.id)}${words.gap}${tail}\n${await (await import('./failure')).explainHint(failure, language)}\n`);
    return code;
  }
  if (json) {
    stdout.write(`${JSON.stringify({ ok: true, route, envelope: result.envelope, ...facts })}\n`);
    return 0;
  }
  if (kind === 'person') stdout.write(`${describePerson(result.data as PersonResult, language)}\n${tail}\n`);
  else stdout.write(`${words.written(asked.id, asked.floors)}${words.gap}${tail}\n`);
  return 0;
}

/** The scheme, host and port of an address (the service), or the address itself when it is not one. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

function describePerson(person: PersonResult, language: Language): string {
  const words = SITE_CALL_WORDS[language];
  // A site may leave out what E1 does not require of it: only what it sent is shown.
  const type = person.personType ? (words.personTypes[person.personType] ?? person.personType) : null;
  const lines = [
    `${person.personName ?? words.noName}${words.open}${person.personId}${words.close}${type ? `${words.separator}${type}` : ''}${person.orgUnitId ? `${words.separator}${person.orgUnitId}` : ''}`,
  ];
  if (person.floorList.length === 0) lines.push(`  ${words.noFloors}`);
  let building = '';
  for (const floor of person.floorList) {
    if (floor.buildingId !== building) {
      building = floor.buildingId;
      lines.push(`  ${floor.buildingName}${words.open}${floor.buildingId}${words.close}${words.colon}`);
    }
    lines.push(`    ${floor.floorName}  ${floor.floorId}`);
  }
  return lines.join('\n');
}
