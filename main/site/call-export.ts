// Site calls as a site vendor's support asks for them first: HAR 1.2 (har-export.ts) and cURL
// command lines (curl-export.ts), each exactly as the console sent the call; which calls, to where.
// The call log never holds a secret in clear: the profile's own secret is kept as a placeholder that
// names it (`[redacted:auth.token]`, `[redacted:auth.value]`; redaction.ts). An export keeps those
// placeholders unless the engineer asks for secrets in clear; then `revealSecrets` puts the value back
// from the secrets store (or, on the command line, from the profile file given), and the window and
// the command line warn before and after. Any other echo of a secret (`[redacted]` in an answer) is
// not put back: the point is to replay the request, not to restore what the site echoed.
import { extname } from 'node:path';
import type { SiteCallFilter, SiteCallRecord } from '../../shared/api';
import { ConsoleError } from '../../shared/errors';
import type { SiteProfile } from '../../shared/site';
import { checkUserPath } from '../files/user-path';
import { UnsafeWriteError, writeConsoleFile } from '../files/safe-write';
import { SECRET_PLACEHOLDER } from '../secrets/redaction';
import { digestHolds, type CallBindingKey } from './call-binding';
import type { SiteCallLog } from './call-log';
import { requestHeaders } from './call-record';
import { curlScriptOf } from './curl-export';
import { harOf } from './har-export';
import { splitSecret, type SiteProfileStore } from './profiles';

/** The formats a call exports to, and the file name endings each is written under. */
export const CALL_EXPORT_FORMATS = { har: /\.har$/i, curl: /\.(sh|txt)$/i } as const;
/** A format calls export to. */
export type CallExportFormat = keyof typeof CALL_EXPORT_FORMATS;

/**
 * Where a call's secret is found for an export in clear: the secrets that may be the one it sent,
 * and the key its binding was made under (call-binding.ts). Only a candidate that matches the
 * binding is put back.
 */
export interface SecretSource {
  /** The secrets that may have been sent, in the order tried; none when no profile of the call's id or name has one. */
  candidates(record: SiteCallRecord): Promise<string[]>;
  /** This installation's binding key; throws the secrets store's error when it cannot be read. */
  key(): Promise<Buffer>;
}

/** How many calls an error names by id; the others are counted. */
const IDS_NAMED = 5;

/**
 * The records with the secret each call sent put back in place of its placeholder, in every request
 * header: only a secret that matches the call's binding (`sentWith`: its profile's id and the keyed
 * digest of what it sent), never whichever profile has the call's name today. Throws ConsoleError
 * (usage) SITE_EXPORT_SECRET_UNKNOWN when no profile of the call's id or name has a secret, and
 * SITE_EXPORT_SECRET_CHANGED naming every call whose secret is no longer the one sent, or that was
 * logged before calls were bound (nothing tells which secret it sent).
 */
export async function revealSecrets(records: readonly SiteCallRecord[], source: SecretSource): Promise<SiteCallRecord[]> {
  const out: SiteCallRecord[] = [];
  const refused: string[] = [];
  let key: Buffer | null = null;
  for (const record of records) {
    const headers = requestHeaders(record);
    if (!headers.some((h) => h.value.search(SECRET_PLACEHOLDER) >= 0)) {
      out.push(record);
      continue;
    }
    const binding = record.sentWith;
    // A log is data that may come from elsewhere (a portable folder): a binding of another shape binds nothing.
    if (typeof binding?.secretDigest !== 'string' || (binding.profileId !== null && typeof binding.profileId !== 'string')) {
      refused.push(record.id);
      continue;
    }
    const candidates = await source.candidates(record);
    if (candidates.length === 0) {
      throw new ConsoleError(
        'usage',
        'SITE_EXPORT_SECRET_UNKNOWN',
        `the secret of the site profile "${record.profileName}" (which made call ${record.id}) is not in the secrets store: export without secrets in clear, or (command line) name that profile's file with --profile, once for each profile whose calls are exported`,
        {
          profile: record.profileName,
          id: record.id,
        },
      );
    }
    key ??= await source.key();
    const bound = { profileId: binding.profileId, method: record.method, url: record.url };
    const secret = candidates.find((candidate) => digestHolds(key!, { ...bound, secret: candidate }, binding.secretDigest));
    if (secret === undefined) {
      refused.push(record.id);
      continue;
    }
    const revealed = headers.map((h) => ({ name: h.name, value: h.value.replace(SECRET_PLACEHOLDER, () => secret) }));
    out.push({
      ...record,
      request: {
        httpVersion: record.request?.httpVersion ?? 'HTTP/1.1',
        bodyBytes: record.request?.bodyBytes ?? Buffer.byteLength(record.requestBody),
        headers: revealed,
      },
    });
  }
  if (refused.length > 0) {
    const ids = `${refused.slice(0, IDS_NAMED).join(', ')}${refused.length > IDS_NAMED ? ` and ${refused.length - IDS_NAMED} more` : ''}`;
    throw new ConsoleError(
      'usage',
      'SITE_EXPORT_SECRET_CHANGED',
      `${refused.length} call(s) cannot be exported with secrets in clear (${ids}): the secret each was sent with is no longer the one its site profile holds (changed, or the profile renamed and another made under its name), or the call was logged before the console recorded which secret a call sent; nothing was written: export without secrets in clear, or send those calls again and export the new ones`,
      { ids, count: refused.length },
    );
  }
  return out;
}

/**
 * The secrets that may have sent a call: a profile file given on the command line under the call's
 * profile name, the stored profile the call was sent with (by its id: it may have been renamed
 * since), and the stored profiles of that name; the binding decides which, if any, it was.
 */
export function profileSecretSource(store: SiteProfileStore, binding: CallBindingKey, given: readonly SiteProfile[] = []): SecretSource {
  const stored = new Map<string, Promise<string | undefined>>();
  const secretOf = (id: string): Promise<string | undefined> => {
    let kept = stored.get(id);
    if (!kept) stored.set(id, (kept = store.resolve(id).then((profile) => splitSecret(profile).secret)));
    return kept;
  };
  let listed: ReturnType<SiteProfileStore['list']> | null = null;
  return {
    candidates: async (record) => {
      const found: (string | undefined)[] = given.filter((p) => p.name === record.profileName).map((p) => splitSecret(p).secret);
      const { profiles } = await (listed ??= store.list());
      const ids = [
        ...(record.sentWith?.profileId ? [record.sentWith.profileId] : []),
        ...profiles.filter((p) => p.profile.name === record.profileName).map((p) => p.id),
      ];
      for (const id of new Set(ids)) if (profiles.some((p) => p.id === id)) found.push(await secretOf(id));
      return [...new Set(found.filter((secret): secret is string => Boolean(secret)))];
    },
    key: () => binding.required(),
  };
}

/** The text of an export in a format. */
export function exportText(format: CallExportFormat, records: readonly SiteCallRecord[], version: string, secretsInClear: boolean): string {
  return format === 'har'
    ? `${JSON.stringify(harOf(records, version, secretsInClear), null, 2)}\n`
    : curlScriptOf(records, version, secretsInClear);
}

/** Checks the path an export goes to (the right ending, not in the data directory); returns it absolute. */
export function checkExportPath(path: string, format: CallExportFormat, dataDir: string): Promise<string> {
  return checkUserPath(path, {
    dataDir,
    extension: CALL_EXPORT_FORMATS[format],
    wrongExtension: (candidate, through) =>
      new ConsoleError(
        'validation',
        'SITE_EXPORT_TYPE',
        `${through}${candidate} does not end in ${format === 'har' ? '.har' : '.sh or .txt'}; ${format === 'har' ? 'a HAR file ends in .har' : 'cURL lines are saved as a .sh (or .txt) file'}`,
        {
          path: candidate,
          extension: extname(candidate) || 'none',
          format,
        },
      ),
    reserved: (absolute) =>
      new ConsoleError(
        'validation',
        'SITE_EXPORT_RESERVED_PATH',
        `${absolute} is one of the console's own files; choose a file elsewhere`,
        { path: absolute },
      ),
  });
}

/** Writes an export through the safe writer (atomic, 0600, never through a link). */
export async function writeExport(path: string, text: string): Promise<void> {
  try {
    await writeConsoleFile(path, Buffer.from(text, 'utf8'));
  } catch (error) {
    if (error instanceof UnsafeWriteError) {
      throw new ConsoleError(
        'io',
        'SITE_EXPORT_LINK',
        `${path} is a symbolic link or not a file: the console does not write exports through links; choose another file name`,
        { path },
      );
    }
    throw new ConsoleError(
      'io',
      'SITE_EXPORT_IO',
      `cannot write the export to ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): choose a folder you can write to`,
      { path },
    );
  }
}

/** The records an export covers: those with the given ids (each must be in the log), else the filter's (newest 5000 at most). */
export async function recordsToExport(
  log: SiteCallLog,
  ids: readonly string[] | undefined,
  filter: SiteCallFilter,
): Promise<SiteCallRecord[]> {
  const records: SiteCallRecord[] = [];
  if (ids?.length) {
    for (const id of ids) {
      const found = await log.find(id);
      if (!found)
        throw new ConsoleError(
          'not-found',
          'SITE_EXPORT_CALL_NOT_FOUND',
          `the site call log no longer holds call ${id} (it keeps the last 4 to 8 MiB of calls): make the call again, then export it`,
          { id },
        );
      records.push(found);
    }
  } else {
    records.push(...(await log.list({ limit: 5000, ...filter })));
  }
  if (records.length === 0)
    throw new ConsoleError(
      'not-found',
      'SITE_EXPORT_NOTHING',
      'no site call matches the filter, so there is nothing to export: change the filter or make a call first',
      {},
    );
  return records;
}

/** What to export, and how. */
export interface CallExportRequest {
  format: CallExportFormat;
  /** Calls by id (trace id); when absent or empty, the filter's. */
  ids?: readonly string[];
  filter?: SiteCallFilter;
  /** Put the profiles' secrets back in clear (the caller has warned the engineer). */
  secretsInClear: boolean;
}

/** The export's text and how many calls it holds; the one path of the window and the command line. */
export async function callExport(
  site: { log: SiteCallLog; profiles: SiteProfileStore; binding: CallBindingKey },
  version: string,
  request: CallExportRequest,
  given: readonly SiteProfile[] = [],
): Promise<{ text: string; count: number }> {
  let records = await recordsToExport(site.log, request.ids, request.filter ?? {});
  if (request.secretsInClear) records = await revealSecrets(records, profileSecretSource(site.profiles, site.binding, given));
  return { text: exportText(request.format, records, version, request.secretsInClear), count: records.length };
}
