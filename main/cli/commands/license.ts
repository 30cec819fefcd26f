// `site-console license activate|check|status|offline …`: the authorization client on the command
// line, for proving a document on site without the window and for scripts. The state directory holds the
// kept activation (and the secrets file where no keyring answers), so an `activate` is seen by a
// later `check` with the same --state-dir.
// Exit codes: 0 success (check: every key licensed); 1 refused by the backend, or a key not
// licensed; 2 usage, unreadable or invalid configuration; 3 backend unreachable or timed out.
import { resolve } from 'node:path';
import type { AuthStatus, FeatureAnswer, OfflineActivationStatus } from '../../../shared/auth';
import { ConsoleError, toBridgeError, type BridgeError, type ErrorCategory } from '../../../shared/errors';
import type { Language } from '../../../shared/language';
import { describeStatus } from '../../../shared/licensevendor/catalogue';
import { licenseTermWords } from '../../../shared/license-words';
import type { AuthorizationClient } from '../../auth/authorization-client';
import { readLicenseKey, type KeySource } from '../../auth/license-key-input';
import { readConfigFile } from '../../config/config-files';
import { defaultDataDir } from '../../data-dir';
import { readPassphraseFile, secretsJson, warnSecretsAtRest } from '../../secrets/cli-secrets';
import { explainHint, failureJson, failureWords, type FailureJson } from '../failure';
import { cliServices } from '../services';
import { defineCommand, refusal, type CommandContext, type OptionValues } from '../kit';
import { LICENSE_LABELS, LICENSE_REFUSALS, LICENSE_USAGE, OFFLINE_WORDS } from './license-words';
import { stderr, stdout, type Output } from '../output';

/** Exit codes of the license commands. */
export const LICENSE_EXIT = { ok: 0, refused: 1, usage: 2, unreachable: 3 } as const;

type Action = 'activate' | 'check' | 'status' | OfflineAction;
type OfflineAction = 'offline-request' | 'offline-apply' | 'offline-status' | 'offline-reset';
const OFFLINE_STEPS = ['request', 'apply', 'status', 'reset'] as const;

const OPTIONS = {
  config: { type: 'string' },
  key: { type: 'string' },
  'key-file': { type: 'string' },
  'key-stdin': { type: 'boolean' },
  'state-dir': { type: 'string' },
  'vendor-library': { type: 'string' },
  'abi-profile': { type: 'string' },
  out: { type: 'string' },
} as const;

interface LicenseArgs {
  action: Action;
  config: string;
  /** activate: where the license key comes from. */
  key: KeySource | null;
  stateDir: string;
  features: string[];
  /** offline request: where to write the request code. */
  out: string | null;
  vendorLibrary: string | null;
  abiProfile: string | null;
}

/** The action named by the first positional(s): `offline` takes its step from the second. */
function actionOf(positionals: readonly string[]): { action: Action; rest: string[] } {
  const [first, second, ...more] = positionals;
  if (first === 'activate' || first === 'check' || first === 'status') return { action: first, rest: positionals.slice(1) };
  if (first === undefined) throw refusal(LICENSE_REFUSALS.noAction);
  if (first !== 'offline') throw refusal(LICENSE_REFUSALS.unknownAction(first));
  const step = OFFLINE_STEPS.find((s) => s === second);
  if (!step) throw refusal(second === undefined ? LICENSE_REFUSALS.offlineStep : LICENSE_REFUSALS.unknownStep(second));
  return { action: `offline-${step}`, rest: more };
}

function licenseArgs(values: OptionValues<typeof OPTIONS>, positionals: readonly string[]): LicenseArgs {
  const { action, rest: features } = actionOf(positionals);
  // A value given empty (`--config=`) is no value.
  for (const name of ['config', 'key-file', 'state-dir', 'vendor-library', 'abi-profile', 'out'] as const)
    if (values[name] === '') throw refusal(LICENSE_REFUSALS.needsValue(`--${name}`));
  if (!values.config) throw refusal(LICENSE_REFUSALS.config);
  if (values.key !== undefined) throw refusal(LICENSE_REFUSALS.keyOnCommandLine);
  const keyStdin = values['key-stdin'] === true;
  const keyFile = values['key-file'];
  if (keyFile !== undefined && keyStdin) throw refusal(LICENSE_REFUSALS.keyTwice);
  if (action !== 'activate' && (keyFile !== undefined || keyStdin)) throw refusal(LICENSE_REFUSALS.keyNotFor(action));
  const key: KeySource | null =
    action !== 'activate'
      ? null
      : keyFile !== undefined
        ? { from: 'file', path: keyFile }
        : keyStdin
          ? { from: 'stdin' }
          : { from: 'prompt' };
  if (action === 'check' && features.length === 0) throw refusal(LICENSE_REFUSALS.checkNeedsKey);
  if (action === 'offline-apply' && features.length !== 1) throw refusal(LICENSE_REFUSALS.applyNeedsFile);
  if (action !== 'check' && action !== 'offline-apply' && features[0] !== undefined)
    throw refusal(LICENSE_REFUSALS.unexpected(features[0]));
  if (action !== 'offline-request' && values.out !== undefined) throw refusal(LICENSE_REFUSALS.outForRequest);
  return {
    action,
    config: values.config,
    key,
    stateDir: values['state-dir'] ?? defaultDataDir(),
    features,
    out: values.out ?? null,
    vendorLibrary: values['vendor-library'] ?? null,
    abiProfile: values['abi-profile'] ?? null,
  };
}

/** The exit code for a failure of this category. */
function exitFor(category: string): number {
  switch (category as ErrorCategory) {
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

const write = (stream: Output, text: string): void => void stream.write(text.endsWith('\n') ? text : `${text}\n`);

/** A problem in the engineer's language: the catalogue's words of its code (with what to do next), and its code. */
async function problemText(error: BridgeError, language: Language): Promise<string> {
  return `${(await failureWords(error, 'licenseServer'))[language]} [${error.code}]`;
}

async function statusLines(status: AuthStatus, language: Language): Promise<string[]> {
  const l = LICENSE_LABELS[language];
  const line = (label: string, value: string): string => `${label}${l.colon}${value}`;
  // English keeps the client's own terms (activated, serial, pass), which scripts and the docs use;
  // another language says them in its words, as the License view does.
  const terms = language === 'en' ? null : licenseTermWords[language];
  const lines = [
    line(l.state, terms ? terms.states[status.state] : status.state),
    line(l.provider, status.provider ?? '-'),
    line(l.scenario, status.scenario ?? '-'),
    line(l.endpoint, status.endpoint ?? '-'),
  ];
  if (status.activation) {
    const a = status.activation;
    const source = terms ? terms.sources[a.source] : a.source;
    const fingerprint = a.keyFingerprint ? `${l.comma}${l.keyFingerprint} ${a.keyFingerprint}` : '';
    lines.push(
      line(
        l.activation,
        `${source}${fingerprint}${l.comma}${l.since} ${a.activatedAt}${l.comma}${l.expires} ${a.expiresAt ?? l.never}${a.restored ? ` ${l.restored}` : ''}`,
      ),
    );
  }
  // The scenario's facts are diagnostics (school's edge device and tenant id are shown, never sent).
  for (const [name, value] of Object.entries(status.scenarioFacts ?? {}))
    if (name !== 'scenario' && value !== null) lines.push(line(name, String(value)));
  lines.push(line(l.featuresMapped, String(status.features.length)));
  for (const step of status.preflight)
    lines.push(
      `${l.preflight} ${step.id}${l.colon}${terms ? terms.verdicts[step.verdict] : step.verdict}${l.colon}${step.detail[language]}`,
    );
  if (status.lastError) lines.push(line(l.problem, await problemText(status.lastError, language)));
  return lines;
}

function offlineLines(offline: OfflineActivationStatus, auth: AuthStatus, language: Language): string[] {
  const w = OFFLINE_WORDS[language];
  const line = (label: string, value: string): string => `${label}${w.colon}${value}`;
  if (!offline.supported) return [w.notOffered(auth.provider ?? '-')];
  const lines = [w.step(offline.step)];
  if (offline.requestCode) lines.push(line(w.requestCode, offline.requestCode), line(w.requested, offline.requestedAt ?? '-'));
  if (offline.savedTo) lines.push(line(w.savedTo, offline.savedTo));
  if (offline.receipt) lines.push(line(w.receipt, offline.receipt), line(w.applied, offline.appliedAt ?? '-'));
  if (offline.lastError) lines.push(line(w.lastRefused, `${offline.lastError.message} [${offline.lastError.code}]`));
  lines.push(line(w.state, auth.state), line(w.next, w.nextSteps[offline.step]));
  return lines;
}

/** Runs an offline step on the initialized client; the exit code as for the other actions. */
async function offlineCommand(
  client: AuthorizationClient,
  args: LicenseArgs,
  context: CommandContext<typeof OPTIONS>,
  secrets: () => object,
): Promise<number> {
  let offline: OfflineActivationStatus;
  if (args.action === 'offline-request') offline = await client.offlineRequest(args.out === null ? undefined : resolve(args.out));
  else if (args.action === 'offline-apply') offline = await client.offlineApply({ path: resolve(args.features[0] ?? '') });
  else if (args.action === 'offline-reset') offline = await client.offlineReset();
  else offline = await client.offlineStatus();
  const status = await client.status();
  if (context.json) write(stdout, JSON.stringify({ ok: true, offline, status, ...secrets() }, null, 2));
  else write(stdout, offlineLines(offline, status, context.language).join('\n'));
  return LICENSE_EXIT.ok;
}

/** A vendor library's status, not any number called status (an HTTP failure has one too): its catalogue entry, in every language. */
function vendorStatusOf(error: BridgeError): object {
  const status = error.code === 'LICENSEVENDOR_STATUS' ? error.details?.status : undefined;
  if (typeof status !== 'number') return {};
  const entry = describeStatus(status);
  return { catalogue: { status, name: entry.name, hex: entry.hex, known: entry.known, words: entry.explanation, advice: entry.nextStep } };
}

/** A problem as `--json` carries it beside a result: the envelope's error, and a vendor library's status from its catalogue. */
const problemJson = async (error: BridgeError): Promise<FailureJson> => ({
  ...(await failureJson(error, 'licenseServer')),
  ...vendorStatusOf(error),
});

const answerJson = (a: FeatureAnswer): Record<string, unknown> => ({
  key: a.key,
  licensed: a.licensed,
  reason: a.reason,
  ...(a.error ? { error: a.error } : {}),
});

/** The `license` command. */
export const licenseCommand = defineCommand({
  name: 'license',
  options: OPTIONS,
  usage: LICENSE_USAGE,
  passphrase: readPassphraseFile,
  exitOf: (failure) => exitFor(failure.category),
  run: async (context) => {
    const { values, positionals, json, language, passphrase } = context;
    // `license help` as the other commands' --help.
    if (positionals[0] === 'help' || (positionals[0] === 'offline' && positionals[1] === 'help')) {
      stdout.write(LICENSE_USAGE[language]);
      return LICENSE_EXIT.ok;
    }
    const args = licenseArgs(values, positionals);
    const reportFailure = (error: BridgeError, extra: object = {}): Promise<number> =>
      context.fail(error, { exit: exitFor(error.category), place: 'licenseServer', errorExtra: vendorStatusOf(error), extra });
    let text: string;
    try {
      text = (await readConfigFile(args.config)).text;
    } catch (e) {
      if (!(e instanceof ConsoleError)) throw e;
      // An unreadable file is a usage problem whatever the reason, so the exit code is 2.
      return reportFailure({ ...e.toBridgeError(), category: 'usage' });
    }
    // The state directory is the data directory of the composition: the same secrets store, settings
    // (the vendor library when no flag names it) and log as the window's on the same directory.
    const services = cliServices(args.stateDir, {
      licensevendor: { libraryPath: args.vendorLibrary, abiProfilePath: args.abiProfile },
      passphrase,
    });
    const client = services.auth;
    // Where the secrets are kept, once the action has opened the store: a field of every --json answer.
    const secrets = (): ReturnType<typeof secretsJson> => secretsJson(services.secretsAtRestIfOpened());
    let warned = false;
    try {
      // Every action keeps or reads the license key: the store is opened first (a wrong passphrase
      // stops here, before anything is sent) and its place is reported with the answer.
      await services.secrets();
      // Asked for before anything is sent, so that a prompt never waits behind the network.
      const key = args.key ? await readLicenseKey(args.key) : '';
      const initialized = await client.initialize(text, args.config);
      if (args.action.startsWith('offline-')) return await offlineCommand(client, args, context, secrets);
      if (args.action === 'activate') {
        const status = await client.activate(key);
        if (json) write(stdout, JSON.stringify({ ok: true, status, ...secrets() }, null, 2));
        else write(stdout, (await statusLines(status, language)).join('\n'));
        return LICENSE_EXIT.ok;
      }
      if (args.action === 'status') {
        const problem = initialized.lastError;
        if (json) {
          const failed = problem ? { error: await problemJson(problem), problem: await problemJson(problem) } : {};
          write(stdout, JSON.stringify({ ok: problem === null, ...failed, status: initialized, ...secrets() }, null, 2));
        } else {
          write(stdout, (await statusLines(initialized, language)).join('\n'));
          if (problem) write(stderr, await explainHint(problem, language));
        }
        return problem ? exitFor(problem.category) : LICENSE_EXIT.ok;
      }
      return await check(client, args, initialized, context, secrets);
    } catch (e) {
      // Where the secrets lie is said first: a failure is the last thing printed, ending with its explain hint.
      warned = true;
      warnSecretsAtRest(stderr, services.secretsAtRestIfOpened(), json, language);
      return await reportFailure(toBridgeError(e), secrets());
    } finally {
      if (!warned) warnSecretsAtRest(stderr, services.secretsAtRestIfOpened(), json, language);
      await services.close();
    }
  },
});

/** `license check <featureKey>...`. */
async function check(
  client: AuthorizationClient,
  args: LicenseArgs,
  initialized: AuthStatus,
  context: CommandContext<typeof OPTIONS>,
  secrets: () => object,
): Promise<number> {
  const { json, language } = context;
  const l = LICENSE_LABELS[language];
  // Without an activation every key answers not-activated, which is true only when nothing went
  // wrong: when the initialization failed (a library that cannot load, a login refused for the
  // document's application data, a group service down, a kept activation that could not be
  // restored), every such key is a backend error with that reason, said on stderr and in --json.
  const problem = initialized.lastError && !initialized.activation ? initialized.lastError : null;
  if (!json && problem) write(stderr, `${l.problem}${l.colon}${await problemText(problem, language)}`);
  const asked = await client.hasFeatures(args.features);
  const answers = problem
    ? asked.map((a): FeatureAnswer =>
        a.reason === 'not-activated' ? { ...a, licensed: false, reason: 'backend-error', error: problem } : a,
      )
    : asked;
  const broken = answers.find((a) => a.error)?.error;
  // ok: every answer can be trusted; a key whose answer is a backend error (a server down after activation) is not.
  if (json) {
    const failed = { ...(broken ? { error: await problemJson(broken) } : {}), ...(problem ? { problem: await problemJson(problem) } : {}) };
    write(stdout, JSON.stringify({ ok: !broken, ...failed, results: answers.map(answerJson), ...secrets() }, null, 2));
  } else {
    for (const a of answers) {
      const why = a.error ? `${l.colon}${await problemText(a.error, language)}` : '';
      write(stdout, `${a.key}${l.colon}${a.licensed ? l.licensed : l.notLicensed} (${a.reason})${why}`);
    }
    if (broken) write(stderr, await explainHint(broken, language));
  }
  if (broken) return Math.max(exitFor(broken.category), LICENSE_EXIT.refused);
  return answers.every((a) => a.licensed) ? LICENSE_EXIT.ok : LICENSE_EXIT.refused;
}
