// `site-console calls export`: site calls from the call log as HAR 1.2 or cURL command lines, the
// same export as the window's (call-export.ts), for the site vendor's support.
// Exit status: 0 written; 1 no call matches, or a call asked for by id is no longer in the log;
// 2 usage, a path that is refused, or a secret that cannot be put back; 3 anything else.
import { SECRETS_IN_CLEAR_WARNING } from '../../../shared/call-export';
import type { SiteCallFilter } from '../../../shared/api';
import { ROUTES, type SiteProfile } from '../../../shared/site';
import { defaultDataDir } from '../../data-dir';
import { readPassphraseFile, secretsJson, warnSecretsAtRest } from '../../secrets/cli-secrets';
import { callExport, checkExportPath, writeExport } from '../../site/call-export';
import { cliServices } from '../services';
import { defineCommand, refusal, type OptionValues } from '../kit';
import { profileOption } from '../profile-option';
import { CALLS_REFUSALS, CALLS_USAGE, CALLS_WORDS } from './calls-words';
import { stderr, stdout } from '../output';

const OPERATIONS = ['personDetail', 'addVisitor', 'probe', 'zonePage'] as const;
const OUTCOMES = ['success', 'no', 'failure'] as const;

const OPTIONS = {
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
} as const;

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw refusal(CALLS_REFUSALS.oneOf(name, allowed, value));
  return value as T;
}

/** The profile files of --profile; two that name the same profile would leave its secret uncertain. */
async function profileFiles(paths: string[]): Promise<SiteProfile[]> {
  const profiles: SiteProfile[] = [];
  for (const path of paths) {
    const profile = await profileOption(path);
    if (profiles.some((p) => p.name === profile.name)) throw refusal(CALLS_REFUSALS.sameProfile(profile.name));
    profiles.push(profile);
  }
  return profiles;
}

/** The call log's filter of the options. */
function filterOf(values: OptionValues<typeof OPTIONS>): SiteCallFilter {
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 5000))
    throw refusal(CALLS_REFUSALS.limit(String(values.limit)));
  const { text } = values;
  if (text !== undefined && text.length > 200) throw refusal(CALLS_REFUSALS.text);
  const operation = oneOf('operation', values.operation, OPERATIONS);
  const route = oneOf('route', values.route, ROUTES);
  const outcome = oneOf('outcome', values.outcome, OUTCOMES);
  return {
    ...(operation ? { operation } : {}),
    ...(route ? { route } : {}),
    ...(outcome ? { outcome } : {}),
    ...(text ? { text } : {}),
    ...(limit !== undefined ? { limit } : {}),
  };
}

/** The `calls` command. */
export const callsCommand = defineCommand({
  name: 'calls',
  options: OPTIONS,
  usage: CALLS_USAGE,
  passphrase: readPassphraseFile,
  run: async ({ values, positionals, json, language, passphrase }) => {
    if (positionals[0] !== 'export' || positionals.length !== 1)
      throw refusal(positionals.length === 0 ? CALLS_REFUSALS.whatToDo : CALLS_REFUSALS.unknownSubcommand(positionals.join(' ')));
    const { har, curl } = values;
    if ((har === undefined) === (curl === undefined)) throw refusal(CALLS_REFUSALS.oneFormat);
    const ids = values.id ?? [];
    for (const id of ids) if (!/^[0-9a-f]{32}$/.test(id)) throw refusal(CALLS_REFUSALS.traceId(id));
    const filter = filterOf(values);
    const secretsInClear = values['secrets-in-clear'] === true;
    if (values.profile !== undefined && !secretsInClear) throw refusal(CALLS_REFUSALS.profileWithoutClear);
    const target = (har ?? curl)!;
    if (target === '-' && (json || har !== undefined))
      throw refusal(har !== undefined ? CALLS_REFUSALS.harToFile : CALLS_REFUSALS.curlDashJson);
    const format = har !== undefined ? 'har' : 'curl';
    const profiles = secretsInClear ? await profileFiles(values.profile ?? []) : [];
    const dataDir = defaultDataDir();
    const services = cliServices(dataDir, { passphrase });
    try {
      const path = target === '-' ? null : await checkExportPath(target, format, dataDir);
      // Said before anything is read from the secrets store, whatever the output mode, in both languages: stderr is for people.
      if (secretsInClear)
        stderr.write(
          `${CALLS_WORDS.en.warning(SECRETS_IN_CLEAR_WARNING.en)}\n${CALLS_WORDS['zh-CN'].warning(SECRETS_IN_CLEAR_WARNING['zh-CN'])}\n`,
        );
      const { text, count } = await callExport(services.site, services.info.version, { format, ids, filter, secretsInClear }, profiles);
      if (path === null) {
        stdout.write(text);
        return 0;
      }
      await writeExport(path, text);
      // Where the secrets lie is part of the answer whenever the store was opened (an export in clear).
      const result = { ok: true, format, path, count, secretsInClear, ...secretsJson(services.secretsAtRestIfOpened()) };
      stdout.write(
        json ? `${JSON.stringify(result)}\n` : `${CALLS_WORDS[language].wrote(count, format === 'har', path, secretsInClear)}\n`,
      );
      return 0;
    } finally {
      warnSecretsAtRest(stderr, services.secretsAtRestIfOpened(), json, language);
      await services.close();
    }
  },
});
