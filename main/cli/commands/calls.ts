// `site-console calls export`: site calls from the call log as HAR 1.2 or cURL command lines, the
// same export as the window's (call-export.ts), for the site vendor's support.
// Exit status: 0 written; 1 no call matches, or a call asked for by id is no longer in the log;
// 2 usage, a path that is refused, or a secret that cannot be put back; 3 anything else.
import { parseArgs } from 'node:util';
import { SECRETS_IN_CLEAR_WARNING } from '../../../shared/call-export';
import { ConsoleError } from '../../../shared/errors';
import { ROUTES, type SiteProfile } from '../../../shared/site';
import type { SiteCallFilter } from '../../../shared/api';
import { cliServices } from '../services';
import { defaultDataDir } from '../../data-dir';
import { callExport, checkExportPath, writeExport, type CallExportFormat } from '../../site/call-export';
import { EXIT_OF, invocationOf, profileProblems, readProfileFile } from './site-call';
import { PASSPHRASE_USAGE, passphraseOption, secretsJson, warnSecretsAtRest } from '../../secrets/cli-secrets';

const USAGE = `usage: site-console calls export (--har <file.har> | --curl <file.sh|->) [--id <traceId>]...
         [--operation personDetail|addVisitor|probe|zonePage] [--route direct|gateway|intermediary]
         [--outcome success|no|failure] [--text <text>] [--limit <n>]
         [--secrets-in-clear [--profile <file>]… [--passphrase-file <file>]] [--json]

Exports calls of the site call log (the data directory's, SITE_CONSOLE_DATA_DIR) exactly as they
were sent: as HAR 1.2 (--har), or as one cURL command line per call (--curl; - prints them). The
calls are those named with --id, else those matching the filter (newest first, at most --limit,
default 200). Secrets stay placeholders ([redacted:auth.token], [redacted:auth.value]) unless
--secrets-in-clear, which puts them back from the secrets store (or from the profile files given
with --profile, once for each profile whose calls are exported) and warns on stderr. ${PASSPHRASE_USAGE}.
Exit status: 0 written; 1 no call matches, or a call is no longer in the log; 2 usage, a refused
path, or a secret that cannot be put back.
`;

const OPERATIONS = ['personDetail', 'addVisitor', 'probe', 'zonePage'] as const;
const OUTCOMES = ['success', 'no', 'failure'] as const;

interface ExportInvocation {
  format: CallExportFormat;
  /** A file, or `-` for standard output. */
  target: string;
  ids: string[];
  filter: SiteCallFilter;
  secretsInClear: boolean;
  /** Profile files given with --profile (one per profile whose calls are exported), their secrets in them. */
  profiles: SiteProfile[];
  /** The secrets passphrase (--passphrase-file), where the store is sealed with one. */
  passphrase: string | undefined;
  json: boolean;
}

const usageError = (message: string): ConsoleError => new ConsoleError('usage', 'CLI_USAGE', message);

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw usageError(`--${name} takes ${allowed.join(', ')}, not "${value}"`);
  return value as T;
}

/** The profile files of --profile; two that name the same profile would leave its secret uncertain. */
async function profileFiles(paths: string[]): Promise<SiteProfile[]> {
  const profiles: SiteProfile[] = [];
  for (const path of paths) {
    const profile = await readProfileFile(path);
    const same = profiles.find((p) => p.name === profile.name);
    if (same) throw usageError(`two --profile files name the site profile "${profile.name}": give each profile once`);
    profiles.push(profile);
  }
  return profiles;
}

async function parseInvocation(args: string[]): Promise<ExportInvocation | 'help'> {
  let values: Record<string, string | boolean | string[] | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        har: { type: 'string' },
        curl: { type: 'string' },
        id: { type: 'string', multiple: true },
        operation: { type: 'string' },
        route: { type: 'string' },
        outcome: { type: 'string' },
        text: { type: 'string' },
        limit: { type: 'string' },
        'secrets-in-clear': { type: 'boolean' },
        profile: { type: 'string', multiple: true },
        'passphrase-file': { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw usageError((error as Error).message);
  }
  if (values.help) return 'help';
  if (positionals[0] !== 'export' || positionals.length !== 1) throw usageError(positionals.length === 0 ? 'say what to do: calls export' : `unknown calls subcommand "${positionals.join(' ')}"`);
  const har = values.har as string | undefined;
  const curl = values.curl as string | undefined;
  if ((har === undefined) === (curl === undefined)) throw usageError('give exactly one of --har <file.har> and --curl <file.sh|->');
  const ids = (values.id as string[] | undefined) ?? [];
  for (const id of ids) if (!/^[0-9a-f]{32}$/.test(id)) throw usageError(`--id takes a call's trace id (32 hex digits, as the call log shows it), not "${id}"`);
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 5000)) throw usageError(`--limit takes a whole number from 1 to 5000, not "${String(values.limit)}"`);
  const text = values.text as string | undefined;
  if (text !== undefined && text.length > 200) throw usageError('--text takes at most 200 characters');
  const filter: SiteCallFilter = {
    ...(oneOf('operation', values.operation as string | undefined, OPERATIONS) ? { operation: values.operation as (typeof OPERATIONS)[number] } : {}),
    ...(oneOf('route', values.route as string | undefined, ROUTES) ? { route: values.route as (typeof ROUTES)[number] } : {}),
    ...(oneOf('outcome', values.outcome as string | undefined, OUTCOMES) ? { outcome: values.outcome as (typeof OUTCOMES)[number] } : {}),
    ...(text ? { text } : {}),
    ...(limit !== undefined ? { limit } : {}),
  };
  const secretsInClear = values['secrets-in-clear'] === true;
  if (values.profile !== undefined && !secretsInClear) throw usageError('--profile is only used with --secrets-in-clear (it says where the secrets come from)');
  const passphrase = await passphraseOption(values['passphrase-file'] as string | undefined);
  if (passphrase instanceof ConsoleError) throw passphrase;
  const target = (har ?? curl)!;
  const json = values.json === true;
  if (target === '-' && (json || har !== undefined)) throw usageError(har !== undefined ? 'a HAR export is written to a file: give --har <file.har>' : '--curl - prints the command lines, so --json has no place for its result: give --curl <file.sh>');
  return {
    format: har !== undefined ? 'har' : 'curl',
    target,
    ids,
    filter,
    secretsInClear,
    profiles: secretsInClear ? await profileFiles((values.profile as string[] | undefined) ?? []) : [],
    passphrase,
    json,
  };
}

/** The `calls` command. */
export async function callsCommand(args: string[]): Promise<number> {
  const json = args.includes('--json');
  const fail = (error: ConsoleError): number => {
    const { category, code, message } = error;
    if (json) process.stdout.write(`${JSON.stringify({ ok: false, error: { category, code, message } })}\n`);
    process.stderr.write(`site-console calls: ${message}${profileProblems(error)}\n${code === 'CLI_USAGE' ? USAGE : ''}`);
    return EXIT_OF[category];
  };
  const parsed = await invocationOf(() => parseInvocation(args), USAGE, fail);
  if ('exit' in parsed) return parsed.exit;
  const { invocation } = parsed;
  const dataDir = defaultDataDir();
  const services = cliServices(dataDir, { passphrase: invocation.passphrase });
  try {
    const target = invocation.target === '-' ? null : await checkExportPath(invocation.target, invocation.format, dataDir);
    // Said before anything is read from the secrets store, and whatever the output mode: stderr is for people.
    if (invocation.secretsInClear) process.stderr.write(`site-console calls: WARNING: ${SECRETS_IN_CLEAR_WARNING.en}\nsite-console calls: 警告：${SECRETS_IN_CLEAR_WARNING['zh-CN']}\n`);
    const { text, count } = await callExport(services.site, services.info.version, { format: invocation.format, ids: invocation.ids, filter: invocation.filter, secretsInClear: invocation.secretsInClear }, invocation.profiles);
    if (target === null) {
      process.stdout.write(text);
      return 0;
    }
    await writeExport(target, text);
    // Where the secrets lie is part of the answer whenever the store was opened (an export in clear).
    const result = { ok: true, format: invocation.format, path: target, count, secretsInClear: invocation.secretsInClear, ...secretsJson(services.secretsAtRestIfOpened()) };
    process.stdout.write(json ? `${JSON.stringify(result)}\n` : `Wrote ${count} site call(s) as ${invocation.format === 'har' ? 'HAR 1.2' : 'cURL command lines'} to ${target}${invocation.secretsInClear ? ' (secrets in clear)' : ''}\n`);
    return 0;
  } catch (error) {
    if (error instanceof ConsoleError) return fail(error);
    throw error;
  } finally {
    warnSecretsAtRest(services.secretsAtRestIfOpened(), json);
    await services.close();
  }
}
