// `site-console license activate|check|status|offline …`: the authorization client on the command
// line, for proving a document on site without the window and for scripts. The state directory holds the
// kept activation (and the secrets file where no keyring answers), so an `activate` is seen by a
// later `check` with the same --state-dir.
// Exit codes: 0 success (check: every key licensed); 1 refused by the backend, or a key not
// licensed; 2 usage, unreadable or invalid configuration; 3 backend unreachable or timed out.
import { resolve } from 'node:path';
import type { Language } from '../../shared/api';
import type { AuthStatus, FeatureAnswer, OfflineActivationStatus, OfflineActivationStep } from '../../shared/auth';
import type { ConfigFinding } from '../../shared/config';
import { ConsoleError, type BridgeError, type ErrorCategory } from '../../shared/errors';
import { describeStatus } from '../../shared/licensevendor/catalogue';
import { licenseTermWords } from '../../shared/license-words';
import { licensevendorErrorWords } from '../../shared/licensevendor/words';
import { licenseErrorWords, licenseServerHttpWords } from '../../shared/license-error-words';
import { failureWords, failureWordsInEvery } from '../../shared/site-words';
import { wordsOfCode } from '../../shared/words';
import { toBridgeError } from '../bridge/dispatch';
import { cliServices } from '../cli-services';
import { openConfigFile } from '../config/config-files';
import { defaultDataDir } from '../data-dir';
import { PASSPHRASE_FILE_OPTION, PASSPHRASE_USAGE, readPassphraseFile, secretsJson, warnSecretsAtRest } from '../secrets/cli-secrets';
import type { AuthorizationClient } from './authorization-client';
import { KEY_ON_COMMAND_LINE, readLicenseKey, type KeySource } from './license-key-input';

const USAGE = `usage: site-console license activate --config <file> [--key-file <file> | --key-stdin] [--state-dir <dir>] [--json] [--lang en|zh-CN]
       site-console license check --config <file> [--state-dir <dir>] [--json] [--lang en|zh-CN] <featureKey>...
       site-console license status --config <file> [--state-dir <dir>] [--json] [--lang en|zh-CN]
       site-console license offline request --config <file> [--out <file.txt>] [--state-dir <dir>] [--json]
       site-console license offline apply --config <file> <updateCodeFile> [--state-dir <dir>] [--json]
       site-console license offline status|reset --config <file> [--state-dir <dir>] [--json]
       licensevendor documents also take [--vendor-library <path>] [--abi-profile <path>]
       (default: the licensevendorLibrary and licensevendorAbiProfile settings of the state directory)
       every action also takes [${PASSPHRASE_FILE_OPTION} <file>]

Initializes the authorization client with the configuration document, then activates a license key,
checks logical feature keys (hasFeature), or shows the status. The activation is kept in the state
directory (default: the console's data directory), the key in the console's secrets store.
The license key is read from --key-file (its first line), from standard input with --key-stdin, or
asked for at the terminal without echo; never from the command line (--key is refused), where it
would stay in the shell history and show in the process list.
Where no keyring or safe storage answers, the key is kept in clear in the secrets file of the state
directory, and every action says so on stderr (and in --json as "secrets"); ${PASSPHRASE_USAGE}.
Offline activation (licensevendor, for a site with no way to the license server): "offline request"
creates the request code (or shows the one created before) and writes it to --out; "offline apply"
applies the vendor's update code from a file and keeps the receipt; "offline status" says where it
stands and what comes next; "offline reset" starts over. Each step is kept in the state directory.
Exit status: 0 success (check: every key licensed); 1 refused by the backend, or a key not licensed;
2 usage, unreadable or invalid configuration; 3 backend unreachable or timed out.
In --json, "ok" says that every answer can be trusted (no key answered by a backend error);
whether each key is licensed is in "results" (a key not licensed is "ok": true with exit status 1).
`;

/** Exit codes of the license commands. */
export const LICENSE_EXIT = { ok: 0, refused: 1, usage: 2, unreachable: 3 } as const;

type Action = 'activate' | 'check' | 'status' | OfflineAction;
type OfflineAction = 'offline-request' | 'offline-apply' | 'offline-status' | 'offline-reset';
const OFFLINE_STEPS = ['request', 'apply', 'status', 'reset'] as const;

interface LicenseArgs {
  action: Action;
  config: string;
  /** activate: where the license key comes from. */
  key: KeySource | null;
  stateDir: string;
  json: boolean;
  language: Language;
  features: string[];
  /** offline request: where to write the request code. */
  out: string | null;
  vendorLibrary: string | null;
  abiProfile: string | null;
  /** Where the secrets passphrase is, if given. */
  passphraseFile: string | null;
}

const VALUE_OPTIONS = ['--config', '--key', '--key-file', '--state-dir', '--lang', '--vendor-library', '--abi-profile', '--out', PASSPHRASE_FILE_OPTION] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];

/** The action named by the first argument(s): `offline` takes its step from the second. */
function actionOf(args: readonly string[]): { action: Action; rest: readonly string[] } | string | 'help' {
  const [first, second, ...more] = args;
  if (first === '--help' || first === '-h' || first === 'help') return 'help';
  if (first === 'activate' || first === 'check' || first === 'status') return { action: first, rest: args.slice(1) };
  if (first !== 'offline') return first === undefined ? 'no action given' : `unknown action "${first}" (activate, check, status or offline)`;
  if (second === '--help' || second === '-h') return 'help';
  const step = OFFLINE_STEPS.find((s) => s === second);
  if (!step) return second === undefined ? 'offline needs a step: request, apply, status or reset' : `unknown offline step "${second}" (request, apply, status or reset)`;
  return { action: `offline-${step}`, rest: more };
}

function parseArgs(args: readonly string[]): LicenseArgs | string | 'help' {
  const named = actionOf(args);
  if (typeof named === 'string') return named;
  const { action, rest } = named;
  const values: Partial<Record<ValueOption, string>> = {};
  const features: string[] = [];
  let json = false;
  let keyStdin = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (arg === '--') {
      features.push(...rest.slice(i + 1));
      break;
    }
    if (arg === '--json') json = true;
    else if (arg === '--key-stdin') keyStdin = true;
    else if (arg === '--help' || arg === '-h') return 'help';
    else if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = (eq === -1 ? arg : arg.slice(0, eq)) as ValueOption;
      if (!VALUE_OPTIONS.includes(name)) return `unknown option ${name}`;
      const value = eq === -1 ? rest[++i] : arg.slice(eq + 1);
      if (value === undefined || value === '') return `${name} needs a value`;
      values[name] = value;
    } else features.push(arg);
  }
  if (!values['--config']) return '--config <file> is required';
  if (values['--key'] !== undefined) return KEY_ON_COMMAND_LINE;
  if (values['--key-file'] !== undefined && keyStdin) return 'give the license key one way: --key-file or --key-stdin, not both';
  if (action !== 'activate' && (values['--key-file'] !== undefined || keyStdin)) return `--key-file and --key-stdin are for activate, not ${action}`;
  const key: KeySource | null = action !== 'activate' ? null : values['--key-file'] !== undefined ? { from: 'file', path: values['--key-file'] } : keyStdin ? { from: 'stdin' } : { from: 'prompt' };
  if (action === 'check' && features.length === 0) return 'check needs at least one feature key';
  if (action === 'offline-apply' && features.length !== 1) return 'offline apply needs the update code file (one path)';
  if (action !== 'check' && action !== 'offline-apply' && features.length > 0) return `unexpected argument "${features[0]}"`;
  if (action !== 'offline-request' && values['--out'] !== undefined) return '--out is for offline request';
  const language = values['--lang'] ?? 'en';
  if (language !== 'en' && language !== 'zh-CN') return `--lang takes en or zh-CN, not ${JSON.stringify(language)}`;
  return { action, config: values['--config'], key, stateDir: values['--state-dir'] ?? defaultDataDir(), json, language, features, out: values['--out'] ?? null, vendorLibrary: values['--vendor-library'] ?? null, abiProfile: values['--abi-profile'] ?? null, passphraseFile: values[PASSPHRASE_FILE_OPTION] ?? null };
}

/** The exit code for a failure of this category. */
function exitFor(category: ErrorCategory): number {
  switch (category) {
    case 'validation':
    case 'usage':
    case 'io':
      return LICENSE_EXIT.usage;
    case 'network':
    case 'timeout':
    case 'tls':
    case 'http':
    case 'envelope':
    case 'malformed':
      return LICENSE_EXIT.unreachable;
    default:
      return LICENSE_EXIT.refused;
  }
}

const write = (stream: NodeJS.WriteStream, text: string): void => void stream.write(text.endsWith('\n') ? text : `${text}\n`);

/** The labels of the text report in each language (the values are the console's terms: states, reasons, verdicts). */
const LABELS = {
  en: { state: 'state', provider: 'provider', scenario: 'scenario', endpoint: 'endpoint', activation: 'activation', keyFingerprint: 'key fingerprint', since: 'since', expires: 'expires', never: 'never', restored: '(restored)', featuresMapped: 'features mapped', preflight: 'pre-flight', problem: 'problem', licensed: 'licensed', notLicensed: 'not licensed', colon: ': ', comma: ', ' },
  'zh-CN': { state: '状态', provider: '提供方', scenario: '场景', endpoint: '端点', activation: '激活', keyFingerprint: '密钥指纹', since: '激活于', expires: '到期', never: '永不', restored: '（已恢复）', featuresMapped: '已映射的功能', preflight: '预检', problem: '问题', licensed: '许可有效', notLicensed: '无许可', colon: '：', comma: '，' },
} as const;

/** The license command's words tables, before the site words: the license server's HTTP failures, the vendor library's, the client's. */
const LICENSE_WORDS = [licenseServerHttpWords, licensevendorErrorWords, licenseErrorWords];

/** A problem in the engineer's language: the words of its code where the console has them (with what to do next), else its message. */
function problemText(error: BridgeError, language: Language): string {
  // English keeps the console's own message where only the window has words (it names the file, the
  // option); another language takes every table's words, the HTTP client's and the license service's too.
  const words = language === 'en' ? wordsOfCode(licensevendorErrorWords, error)?.en : failureWords(error, language, LICENSE_WORDS);
  return `${words ?? error.message} [${error.code}]`;
}

function statusLines(status: AuthStatus, language: Language): string[] {
  const l = LABELS[language];
  const line = (label: string, value: string): string => `${label}${l.colon}${value}`;
  // English keeps the client's own terms (activated, serial, pass), which scripts and the docs use;
  // another language says them in its words, as the License view does.
  const terms = language === 'en' ? null : licenseTermWords[language];
  const lines = [line(l.state, terms ? terms.states[status.state] : status.state), line(l.provider, status.provider ?? '-'), line(l.scenario, status.scenario ?? '-'), line(l.endpoint, status.endpoint ?? '-')];
  if (status.activation) {
    const a = status.activation;
    const source = terms ? terms.sources[a.source] : a.source;
    lines.push(line(l.activation, `${source}${a.keyFingerprint ? `${l.comma}${l.keyFingerprint} ${a.keyFingerprint}` : ''}${l.comma}${l.since} ${a.activatedAt}${l.comma}${l.expires} ${a.expiresAt ?? l.never}${a.restored ? ` ${l.restored}` : ''}`));
  }
  // The scenario's facts are diagnostics (school's edge device and tenant id are shown, never sent).
  for (const [name, value] of Object.entries(status.scenarioFacts ?? {})) if (name !== 'scenario' && value !== null) lines.push(line(name, String(value)));
  lines.push(line(l.featuresMapped, String(status.features.length)));
  for (const step of status.preflight) lines.push(`${l.preflight} ${step.id}${l.colon}${terms ? terms.verdicts[step.verdict] : step.verdict}${l.colon}${step.detail[language]}`);
  if (status.lastError) lines.push(line(l.problem, problemText(status.lastError, language)));
  return lines;
}

/** What comes next, for each step of the offline activation. */
const OFFLINE_NEXT: Record<OfflineActivationStep, string> = {
  none: 'create the request code: site-console license offline request --out <file.txt>',
  requested: "send the request code to the license vendor, then apply their update code: site-console license offline apply <file>",
  applied: 'nothing: the update code is applied and its receipt kept (offline reset starts over)',
};

function offlineLines(offline: OfflineActivationStatus, auth: AuthStatus): string[] {
  if (!offline.supported) return [`offline activation: not offered by the ${auth.provider ?? '-'} backend`];
  const lines = [`offline activation: ${offline.step}`];
  if (offline.requestCode) lines.push(`request code: ${offline.requestCode}`, `requested: ${offline.requestedAt ?? '-'}`);
  if (offline.savedTo) lines.push(`saved to: ${offline.savedTo}`);
  if (offline.receipt) lines.push(`receipt: ${offline.receipt}`, `applied: ${offline.appliedAt ?? '-'}`);
  if (offline.lastError) lines.push(`last update code refused: ${offline.lastError.message} [${offline.lastError.code}]`);
  lines.push(`state: ${auth.state}`, `next: ${OFFLINE_NEXT[offline.step]}`);
  return lines;
}

/** Runs an offline step on the initialized client; the exit code as for the other actions. */
async function offlineCommand(client: AuthorizationClient, args: LicenseArgs, secrets: () => object): Promise<number> {
  let offline: OfflineActivationStatus;
  if (args.action === 'offline-request') offline = await client.offlineRequest(args.out === null ? undefined : resolve(args.out));
  else if (args.action === 'offline-apply') offline = await client.offlineApply({ path: resolve(args.features[0] ?? '') });
  else if (args.action === 'offline-reset') offline = await client.offlineReset();
  else offline = await client.offlineStatus();
  const status = await client.status();
  if (args.json) write(process.stdout, JSON.stringify({ ok: true, offline, status, ...secrets() }, null, 2));
  else write(process.stdout, offlineLines(offline, status).join('\n'));
  return LICENSE_EXIT.ok;
}

function reportFailure(error: BridgeError, args: Pick<LicenseArgs, 'json' | 'language'>, extra: object = {}): number {
  if (args.json) write(process.stdout, JSON.stringify({ ok: false, error: problemJson(error), ...extra }, null, 2));
  else {
    write(process.stderr, `site-console license: ${problemText(error, args.language)}`);
    const findings = (error.details?.errors ?? []) as Pick<ConfigFinding, 'line' | 'column' | 'rule' | 'message'>[];
    for (const f of findings) write(process.stderr, `  ${f.line}:${f.column}: ${f.message[args.language]} [${f.rule}]`);
  }
  return exitFor(error.category);
}

/**
 * A problem as `--json` carries it: the error, and for a status of the vendor library its catalogue
 * entry (name, hex, what it means and what to do, in every language), which text mode prints on stderr.
 */
function problemJson(error: BridgeError): Record<string, unknown> {
  // A vendor library's status, not any number called status (an HTTP failure has one too).
  const status = error.code === 'LICENSEVENDOR_STATUS' ? error.details?.status : undefined;
  if (typeof status !== 'number') {
    // A problem of the console's own (a library that cannot load, a missing symbol): its words in every language.
    const words = failureWordsInEvery(error, LICENSE_WORDS);
    return words ? { ...error, words } : { ...error };
  }
  const entry = describeStatus(status);
  return { ...error, catalogue: { status, name: entry.name, hex: entry.hex, known: entry.known, words: entry.explanation, advice: entry.nextStep } };
}

const answerJson = (a: FeatureAnswer): Record<string, unknown> => ({ key: a.key, licensed: a.licensed, reason: a.reason, ...(a.error ? { error: a.error } : {}) });

/** Runs `license`; returns the exit code. */
export async function licenseCommand(argv: string[]): Promise<number> {
  const parsed = parseArgs(argv);
  if (parsed === 'help') {
    process.stdout.write(USAGE);
    return LICENSE_EXIT.ok;
  }
  if (typeof parsed === 'string') {
    process.stderr.write(`site-console license: ${parsed}\n${USAGE}`);
    return LICENSE_EXIT.usage;
  }
  let text: string;
  let passphrase: string | undefined;
  try {
    passphrase = parsed.passphraseFile === null ? undefined : await readPassphraseFile(parsed.passphraseFile);
    text = (await openConfigFile(parsed.config)).text;
  } catch (e) {
    if (!(e instanceof ConsoleError)) throw e;
    // An unreadable file is a usage problem whatever the reason, so the exit code is 2.
    return reportFailure({ ...e.toBridgeError(), category: 'usage' }, parsed);
  }
  // The state directory is the data directory of the composition: the same secrets store, settings
  // (the vendor library when no flag names it) and log as the window's on the same directory.
  const services = cliServices(parsed.stateDir, { licensevendor: { libraryPath: parsed.vendorLibrary, abiProfilePath: parsed.abiProfile }, passphrase });
  const client = services.auth;
  // Where the secrets are kept, once the action has opened the store: a field of every --json answer.
  const secrets = (): ReturnType<typeof secretsJson> => secretsJson(services.secretsAtRestIfOpened());
  try {
    // Every action keeps or reads the license key: the store is opened first (a wrong passphrase
    // stops here, before anything is sent) and its place is reported with the answer.
    await services.secrets();
    // Asked for before anything is sent, so that a prompt never waits behind the network.
    const key = parsed.key ? await readLicenseKey(parsed.key) : '';
    const initialized = await client.initialize(text, parsed.config);
    if (parsed.action.startsWith('offline-')) return await offlineCommand(client, parsed, secrets);
    if (parsed.action === 'activate') {
      const status = await client.activate(key);
      if (parsed.json) write(process.stdout, JSON.stringify({ ok: true, status, ...secrets() }, null, 2));
      else write(process.stdout, statusLines(status, parsed.language).join('\n'));
      return LICENSE_EXIT.ok;
    }
    if (parsed.action === 'status') {
      if (parsed.json) write(process.stdout, JSON.stringify({ ok: initialized.lastError === null, status: initialized, ...(initialized.lastError ? { problem: problemJson(initialized.lastError) } : {}), ...secrets() }, null, 2));
      else write(process.stdout, statusLines(initialized, parsed.language).join('\n'));
      return initialized.lastError ? exitFor(initialized.lastError.category) : LICENSE_EXIT.ok;
    }
    // Without an activation every key answers not-activated, which is true only when nothing went
    // wrong: when the initialization failed (a library that cannot load, a login refused for the
    // document's application data, a group service down, a kept activation that could not be
    // restored), every such key is a backend error with that reason, said on stderr and in --json.
    const problem = initialized.lastError && !initialized.activation ? initialized.lastError : null;
    if (!parsed.json && problem) write(process.stderr, `${LABELS[parsed.language].problem}${LABELS[parsed.language].colon}${problemText(problem, parsed.language)}`);
    const asked = await client.hasFeatures(parsed.features);
    const answers = problem ? asked.map((a): FeatureAnswer => (a.reason === 'not-activated' ? { ...a, licensed: false, reason: 'backend-error', error: problem } : a)) : asked;
    // ok: every answer can be trusted; a key whose answer is a backend error (a server down after activation) is not.
    if (parsed.json) write(process.stdout, JSON.stringify({ ok: !answers.some((a) => a.error), results: answers.map(answerJson), ...(problem ? { problem: problemJson(problem) } : {}), ...secrets() }, null, 2));
    else {
      const l = LABELS[parsed.language];
      for (const a of answers) {
        const why = a.error ? `${l.colon}${problemText(a.error, parsed.language)}` : '';
        write(process.stdout, `${a.key}${l.colon}${a.licensed ? l.licensed : l.notLicensed} (${a.reason})${why}`);
      }
    }
    const broken = answers.find((a) => a.error);
    if (broken?.error) return Math.max(exitFor(broken.error.category), LICENSE_EXIT.refused);
    return answers.every((a) => a.licensed) ? LICENSE_EXIT.ok : LICENSE_EXIT.refused;
  } catch (e) {
    return reportFailure(toBridgeError(e), parsed, secrets());
  } finally {
    warnSecretsAtRest(services.secretsAtRestIfOpened(), parsed.json, parsed.language);
    await services.close();
  }
}
