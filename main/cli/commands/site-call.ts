// `site-console person` and `site-console visitor-access`: L1 and L2 from the command line, over
// the same site client, HTTP client and call log as the window.
// Exit status: 0 success (visitor-access: `data: true`); 1 a business failure or `data: false`;
// 2 usage, or a profile that cannot be read or is invalid; 3 network, timeout, tls, http, malformed.
import { parseArgs } from 'node:util';
import type { SiteCallResult } from '../../../shared/api';
import { ConsoleError, type ErrorCategory } from '../../../shared/errors';
import { CLOCK_SKEW_WARN_MS, ROUTES, type PersonResult, type Route, type SiteProfile } from '../../../shared/site';
import { cliServices } from '../services';
import { languageOption } from '../language';
import type { Language, LocalizedText } from '../../../shared/language';
import { knownErrorWords } from '../../../shared/catalogue';
import { defaultDataDir } from '../../data-dir';
import { parseProfileText } from '../../site/profiles';
import { unreadableDateOf } from '../../site/site-client';
import { tlsRefusalOf } from '../../http/failures';
import { readBoundedFile, readFailureMessage } from '../../files/bounded-read';

const PERSON_USAGE = `usage: site-console person <personId> --profile <file> [--route direct|gateway] [--json] [--lang en|zh-CN]

Looks up a person and the floors they may reach (E1, chain L1).
Exit status: 0 found; 1 the site said no (e.g. PERSON_NOT_FOUND); 2 usage or a bad profile;
3 the site could not be reached or answered something that is not an envelope.
--lang is the language of what it prints (default: the locale of the environment, LANG).
`;

const VISITOR_USAGE = `usage: site-console visitor-access <visitorId> [--floors <id,id,...>] --profile <file> [--route direct|gateway|intermediary] [--json] [--lang en|zh-CN]

Opens elevator access for an existing visitor (E2, chain L2). Without --floors (or with an empty
list) the elevator application completes the floors from the visitor's floor list (rule 3).
Exit status: 0 access written (data true); 1 the site said no, or data false; 2 usage or a bad
profile; 3 the site could not be reached or answered something that is not an envelope.
--lang is the language of what it prints (default: the locale of the environment, LANG).
`;

/** Exit status of a site command by the category of its error. */
export const EXIT_OF: Record<ErrorCategory, number> = {
  envelope: 1,
  site: 1,
  'not-found': 1,
  license: 1,
  usage: 2,
  validation: 2,
  io: 2,
  network: 3,
  timeout: 3,
  tls: 3,
  http: 3,
  malformed: 3,
  transport: 3,
  internal: 3,
};

interface Invocation {
  id: string;
  profile: SiteProfile;
  route: Route;
  json: boolean;
  floors: string[] | undefined;
  language: Language;
}

/** A failure's category in Chinese: what kind of failure it is, as the engineer reads it. */
const CATEGORY_ZH: Readonly<Record<string, string>> = {
  envelope: '站点应答',
  site: '站点应答',
  'not-found': '未找到',
  usage: '用法',
  validation: '校验',
  io: '读写',
  network: '网络',
  timeout: '超时',
  tls: 'TLS ',
  http: 'HTTP ',
  malformed: '应答格式',
  transport: '传输',
  internal: '内部',
  license: '许可',
};

/** A person's type in each language (E1 says `staff` or `visitor`; another value is shown as sent). */
const PERSON_TYPES: Readonly<Record<Language, Readonly<Record<string, string>>>> = { en: {}, 'zh-CN': { staff: '员工', visitor: '访客' } };

/** What the commands print, in each language (a failure's words come from the error catalogue: shared/catalogue). */
const WORDS = {
  en: {
    clockOff: (origin: string, seconds: string, limit: number): string =>
      `warning: the clock of the service at ${origin} is ${seconds} s off the laptop's (over ${limit} s, by its Date header): certificates, tokens and the times in records may be judged wrong; check the laptop's date, time and time zone, and the site's time (NTP)`,
    dateUnreadable: (origin: string, date: string): string => `warning: the service at ${origin} sent a Date header that is not an HTTP date ("${date}"), so its clock cannot be compared with the laptop's`,
    failed: (category: string, code: string, words: string): string => `${category} error ${code}: ${words}`,
    dataFalse: (visitor: string): string => `The elevator application answered data false for visitor ${visitor}: no access was written`,
    written: (visitor: string, floors: string[] | undefined): string => `Elevator access written for visitor ${visitor} on ${floors?.length ? `floors ${floors.join(', ')}` : "the floors of the visitor's own floor list"}`,
    tail: (route: string, ms: number, id: string): string => `(${route}, ${ms} ms, trace ${id})`,
    noName: '(no name)',
    noFloors: 'no floors',
    separator: ', ',
    /** Between a sentence and the call's facts in brackets. */
    gap: ' ',
    open: ' (',
    close: ')',
    colon: ':',
  },
  'zh-CN': {
    clockOff: (origin: string, seconds: string, limit: number): string =>
      `警告：${origin} 上服务的时钟与本机相差 ${seconds} 秒（超过 ${limit} 秒，依据其 Date 头）：证书、令牌和记录中的时间可能被误判；请检查本机的日期、时间和时区，以及站点的时间（NTP）`,
    dateUnreadable: (origin: string, date: string): string => `警告：${origin} 上的服务发送的 Date 头不是 HTTP 日期（“${date}”），无法与本机时钟比较`,
    failed: (category: string, code: string, words: string): string => `${CATEGORY_ZH[category] ?? category}错误 ${code}：${words}`,
    dataFalse: (visitor: string): string => `电梯应用对访客 ${visitor} 返回了 data false：未写入任何通行权限`,
    written: (visitor: string, floors: string[] | undefined): string => `已为访客 ${visitor} 写入电梯通行：${floors?.length ? `楼层 ${floors.join('、')}` : '访客自己的楼层列表中的楼层'}`,
    tail: (route: string, ms: number, id: string): string => `（${route}，${ms} 毫秒，追踪 ${id}）`,
    noName: '（无姓名）',
    noFloors: '无楼层',
    separator: '，',
    gap: '',
    open: '（',
    close: '）',
    colon: '：',
  },
} as const;

/** A failure in `language`: the words of its code where the console has them, else its message. */
const failureText = (error: { category: string; code: string; message: string; details?: Record<string, unknown> }, language: Language): string =>
  language === 'en' ? error.message : (knownErrorWords(error)?.[language] ?? error.message);

/** A failure's words in both languages for --json, where the console has them. */
function failureWordsJson(error: { category: string; code: string; message: string; details?: Record<string, unknown> }): { words?: LocalizedText } {
  const words = knownErrorWords(error);
  return words ? { words } : {};
}

type Kind = 'person' | 'visitor-access';

/** The `person` command. */
export const personCommand = (args: string[]): Promise<number> => runSiteCommand('person', args);

/** The `visitor-access` command. */
export const visitorAccessCommand = (args: string[]): Promise<number> => runSiteCommand('visitor-access', args);

async function runSiteCommand(kind: Kind, args: string[]): Promise<number> {
  const usage = kind === 'person' ? PERSON_USAGE : VISITOR_USAGE;
  const json = args.includes('--json');
  // The language of a refusal before the arguments are read: --lang where it can be found.
  const langAt = args.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  const langValue = langAt < 0 ? undefined : args[langAt]!.startsWith('--lang=') ? args[langAt]!.slice('--lang='.length) : args[langAt + 1];
  const language = languageOption(langValue) ?? 'en';
  const usageError = (error: ConsoleError): number => {
    const { category, code, message } = error;
    if (json) process.stdout.write(`${JSON.stringify({ ok: false, route: null, error: { category, code, message, ...(error.details?.problems ? { problems: error.details.problems } : {}), ...failureWordsJson(error) } })}\n`);
    const headline = error.details?.problems ? `${String(error.details.source)} is not a valid site profile; fix it and run again:` : failureText(error, language);
    process.stderr.write(`site-console ${kind}: ${headline}${profileProblems(error)}\n${code === 'CLI_USAGE' ? usage : ''}`);
    return 2;
  };
  const parsed = await invocationOf(() => parseInvocation(kind, args), usage, usageError);
  if ('exit' in parsed) return parsed.exit;
  const { invocation } = parsed;

  const services = cliServices(defaultDataDir());
  const { client } = services.site;
  try {
    const result =
      kind === 'person'
        ? await client.personDetail(invocation.profile, invocation.id, { route: invocation.route })
        : await client.addVisitorAccess(invocation.profile, invocation.id, invocation.floors, { route: invocation.route });
    return report(kind, invocation, result);
  } catch (error) {
    if (error instanceof ConsoleError) return usageError(error);
    throw error;
  } finally {
    await services.close();
  }
}

/**
 * A command's parsed arguments, or its exit status when there is nothing to run: 0 once the usage
 * is printed for --help, or what `fail` answers for a usage error (a ConsoleError).
 */
export async function invocationOf<T>(parse: () => Promise<T | 'help'>, usage: string, fail: (error: ConsoleError) => number): Promise<{ invocation: T } | { exit: number }> {
  try {
    const parsed = await parse();
    if (parsed !== 'help') return { invocation: parsed };
    process.stdout.write(usage);
    return { exit: 0 };
  } catch (error) {
    if (error instanceof ConsoleError) return { exit: fail(error) };
    throw error;
  }
}

/** Reads and checks the profile a command names with --profile; a usage error when absent, unreadable or invalid. */
export async function readProfileFile(path: string | undefined): Promise<SiteProfile> {
  if (!path) throw new ConsoleError('usage', 'CLI_USAGE', '--profile <file> is required (the JSON that `site-console site` prints under "profile")');
  let text: string;
  try {
    text = (await readBoundedFile(path, 'siteProfile')).bytes.toString('utf8');
  } catch (error) {
    throw new ConsoleError('usage', 'CLI_USAGE', readFailureMessage(error, 'site profile'));
  }
  return parseProfileText(text, path);
}

/** The profile's problems, one per line, to follow a usage message. */
export function profileProblems(error: ConsoleError): string {
  const problems = error.details?.problems as { pointer: string; text: { en: string } }[] | undefined;
  return problems ? `\n${problems.map((p) => `  ${p.pointer || '/'}: ${p.text.en}`).join('\n')}` : '';
}

async function parseInvocation(kind: Kind, args: string[]): Promise<Invocation | 'help'> {
  let values: { profile?: string; route?: string; floors?: string; json?: boolean; help?: boolean; lang?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { profile: { type: 'string' }, route: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' }, floors: { type: 'string' }, lang: { type: 'string' } },
    }));
  } catch (error) {
    throw new ConsoleError('usage', 'CLI_USAGE', (error as Error).message);
  }
  if (values.help) return 'help';
  const language = languageOption(values.lang);
  if (language === null) throw new ConsoleError('usage', 'CLI_USAGE', `--lang takes en or zh-CN, not "${values.lang}"`);
  if (kind === 'person' && values.floors !== undefined) throw new ConsoleError('usage', 'CLI_USAGE', '--floors belongs to visitor-access, not to person');
  const what = kind === 'person' ? 'person id' : 'visitor id';
  if (positionals.length !== 1 || !positionals[0]?.trim()) throw new ConsoleError('usage', 'CLI_USAGE', `give exactly one ${what}`);
  const profile = await readProfileFile(values.profile);
  const route = (values.route ?? profile.defaultRoute) as Route;
  if (!ROUTES.includes(route)) throw new ConsoleError('usage', 'CLI_USAGE', `--route takes ${kind === 'person' ? 'direct or gateway' : 'direct, gateway or intermediary'}, not "${values.route}"`);
  const floors = values.floors === undefined ? undefined : values.floors.split(',').map((f) => f.trim()).filter((f) => f.length > 0);
  return { id: positionals[0].trim(), profile, route, json: values.json ?? false, floors, language };
}

function report(kind: Kind, invocation: Invocation, result: SiteCallResult<unknown>): number {
  const { route, record } = result;
  const words = WORDS[invocation.language];
  const refused = kind === 'visitor-access' && result.outcome === 'no';
  const code = result.error ? EXIT_OF[result.error.category] : refused ? 1 : 0;
  const skew = record.clockSkewMs ?? null;
  const clockOff = skew !== null && Math.abs(skew) > CLOCK_SKEW_WARN_MS;
  if (clockOff) {
    // Said whatever the outcome, and with --json too (on stderr, which a script does not parse): a
    // clock minutes off explains refused tokens and certificates, and wrong times in records.
    const seconds = Math.round(skew / 1000);
    process.stderr.write(`${words.clockOff(originOf(record.url), `${seconds > 0 ? '+' : ''}${seconds}`, CLOCK_SKEW_WARN_MS / 1000)}\n`);
  }
  const unreadable = unreadableDateOf(record);
  if (unreadable !== null) process.stderr.write(`${words.dateUnreadable(originOf(record.url), unreadable)}\n`);
  const dateFacts = unreadable === null ? {} : { clockDateUnreadable: unreadable };
  if (invocation.json) {
    const body =
      code === 0
        ? { ok: true, route, envelope: result.envelope, durationMs: record.durationMs, clockSkewMs: skew, clockSkewWarning: clockOff, ...dateFacts }
        : {
            ok: false,
            route,
            error: result.error
              ? { category: result.error.category, code: result.error.code, message: result.error.message, ...refusedByOf(result.error.code), ...failureWordsJson(result.error) }
              : { category: 'envelope', code: 'DATA_FALSE', message: 'the elevator application answered success with data false: no access was written' },
            ...(result.envelope !== null ? { envelope: result.envelope } : {}),
            // The HTTP status of the answer (null when none arrived): a gateway's 502 is not a site's no.
            status: record.status,
            durationMs: record.durationMs,
            clockSkewMs: skew,
            clockSkewWarning: clockOff,
            ...dateFacts,
          };
    process.stdout.write(`${JSON.stringify(body)}\n`);
    return code;
  }
  const tail = words.tail(route, Math.round(record.durationMs), record.id);
  if (result.error) {
    process.stderr.write(`${words.failed(result.error.category, result.error.code, failureText(result.error, invocation.language))}\n${tail}\n`);
    return code;
  }
  if (kind === 'person') {
    process.stdout.write(`${describePerson(result.data as PersonResult, invocation.language)}\n${tail}\n`);
  } else if (refused) {
    process.stdout.write(`${words.dataFalse(invocation.id)}${words.gap}${tail}\n`);
  } else {
    process.stdout.write(`${words.written(invocation.id, invocation.floors)}${words.gap}${tail}\n`);
  }
  return code;
}

/** Which side refused a TLS connection (as the connectivity check says it), for a TLS failure's --json. */
function refusedByOf(code: string): { refusedBy?: string } {
  const side = tlsRefusalOf(code);
  return side ? { refusedBy: side } : {};
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
  const words = WORDS[language];
  // A site may leave out what E1 does not require of it: only what it sent is shown.
  const type = person.personType ? (PERSON_TYPES[language][person.personType] ?? person.personType) : null;
  const lines = [`${person.personName ?? words.noName}${words.open}${person.personId}${words.close}${type ? `${words.separator}${type}` : ''}${person.orgUnitId ? `${words.separator}${person.orgUnitId}` : ''}`];
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
