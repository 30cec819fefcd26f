// `site-console visitor-access --batch <file>`: batch visitor access from the command line, over
// the same site client, HTTP client and call log as the window, with the journal that lets a run
// killed half way start again and send only what is not yet granted.
// Exit status: 0 every row granted (now or before); 1 a business failure or a row problem;
// 2 usage, an unreadable file or a header without visitorId; 3 transport failures remain after retries.
import { parseArgs } from 'node:util';
import type { BatchPreview, BatchSummary, RowOutcome } from '../../../shared/batch';
import { batchReportWords, failedRowWords, failureOfRowWords, fileReadWords, repeatedVisitorWords, rowProblemWords } from '../../../shared/batch-report-words';
import { knownErrorWords } from '../../../shared/catalogue';
import { fillWords } from '../../../shared/words';
import { ConsoleError } from '../../../shared/errors';
import { LANGUAGES, type Language, type LocalizedText } from '../../../shared/language';
import { ROUTES, type Route, type SiteProfile } from '../../../shared/site';
import { cliServices } from '../services';
import { environmentLanguage } from '../language';
import { defaultDataDir } from '../../data-dir';
import { profileProblems, readProfileFile } from './site-call';
import { readAs, readBatchSource } from '../../batch/batch-file';
import { BatchRun, DEFAULT_CONCURRENCY } from '../../batch/batch-run';
import { BatchJournal, chooseJournal, defaultJournalPath, journalBinding, startedAnewText, type ChosenJournal } from '../../batch/journal';
import { previewBatch, problemsByRow } from '../../batch/preview';
import { checkResultsTarget, exportResults } from '../../batch/results-export';
import { keepRunRecord } from '../../batch/run-record';
import { grantThrough } from '../../batch/runs';

const USAGE = `usage: site-console visitor-access --batch <file.csv|file.xlsx> --profile <file> [--route direct|gateway|intermediary]
         [--journal <file>] [--concurrency <n>] [--results <file.csv|file.xlsx>] [--lang en|zh-CN] [--retry-business] [--dry-run] [--json]

Opens elevator access (E2) for every row of a batch file with the columns visitorId and floorIds
(or 访客编号 and 楼层编号; floors separated by ; or |; empty: the site completes them). A floor is
its id or its name (3F, B1, 负一层, Tower A 3F), resolved through the site's zone pages (E4) when
the profile names services.common; a name that fits several floors is a row problem. When the zone
pages cannot be read, an entry with spaces or characters beyond ASCII (Tower A 3F, 负一层) is a row
problem, and any other (A-03, but also 3F) is sent as a floor id for the site to judge. Rows with a
problem are skipped with their reason. Every outcome goes to the journal (default
<file>.journal.jsonl); run again with the same journal to send only the rows not yet granted.
A journal is bound to the batch file's content and to the site (profile name, E2 addresses): one
kept for another file or site is never used to skip rows; the run then keeps its journal beside it
(<file>.journal.2.jsonl, …) and says so.
--dry-run reads the file and checks its rows against the site's floors, then says how it read the
file and every row as it would be sent, and sends nothing (no journal is written).
--lang is the language of the report and of --results' header line (default: the locale of the
environment, LC_ALL, LC_MESSAGES or LANG; Chinese for zh_*, else English).
Exit status: 0 every row granted (now or before); 1 a business failure or a row problem;
2 usage, an unreadable file or a header without visitorId; 3 transport failures remain after retries.
`;


/** Failures that mean the site could not be reached or did not answer usably, even after retries. */
const TRANSPORT_CATEGORIES = new Set(['network', 'timeout', 'tls', 'http', 'malformed']);
const TRANSPORT_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'INTERNAL_ERROR']);

const isTransportFailure = (r: RowOutcome): boolean => r.state === 'failed' && (TRANSPORT_CATEGORIES.has(r.category ?? '') || TRANSPORT_CODES.has(r.code ?? ''));

/** The exit status of a finished run. */
export function exitStatusOf(summary: BatchSummary): number {
  if (summary.results.some(isTransportFailure)) return 3;
  return summary.ok ? 0 : 1;
}

interface BatchInvocation {
  file: string;
  profile: SiteProfile;
  route: Route;
  journal: string;
  concurrency: number;
  results: string | undefined;
  /** The language of the results file's headers. */
  language: Language;
  retryBusiness: boolean;
  /** Preview only: nothing is sent and no journal written. */
  dryRun: boolean;
  json: boolean;
}

async function parseInvocation(args: string[]): Promise<BatchInvocation | 'help'> {
  let values: { batch?: string; profile?: string; route?: string; journal?: string; concurrency?: string; results?: string; lang?: string; 'retry-business'?: boolean; 'dry-run'?: boolean; json?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        batch: { type: 'string' },
        profile: { type: 'string' },
        route: { type: 'string' },
        journal: { type: 'string' },
        concurrency: { type: 'string' },
        results: { type: 'string' },
        lang: { type: 'string' },
        'retry-business': { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new ConsoleError('usage', 'CLI_USAGE', (error as Error).message);
  }
  if (values.help) return 'help';
  if (!values.batch) throw new ConsoleError('usage', 'CLI_USAGE', '--batch <file.csv|file.xlsx> is required');
  if (positionals.length > 0) throw new ConsoleError('usage', 'CLI_USAGE', `a batch takes its visitors from the file; remove "${positionals.join(' ')}"`);
  const profile = await readProfileFile(values.profile);
  const route = (values.route ?? profile.defaultRoute) as Route;
  if (!ROUTES.includes(route)) throw new ConsoleError('usage', 'CLI_USAGE', `--route takes direct, gateway or intermediary, not "${values.route}"`);
  if (values.lang !== undefined && !(LANGUAGES as readonly string[]).includes(values.lang)) throw new ConsoleError('usage', 'CLI_USAGE', `--lang takes en or zh-CN, not "${values.lang}"`);
  const concurrency = values.concurrency === undefined ? DEFAULT_CONCURRENCY : Number(values.concurrency);
  return {
    file: values.batch,
    profile,
    route,
    journal: values.journal ?? defaultJournalPath(values.batch),
    concurrency,
    results: values.results,
    language: (values.lang as Language | undefined) ?? environmentLanguage(),
    retryBusiness: values['retry-business'] ?? false,
    dryRun: values['dry-run'] ?? false,
    json: values.json ?? false,
  };
}

/**
 * A problem of the batch file, the results file or the site once the arguments were right: its own
 * code and facts (under --json; the encoding and first row of a doubtful file, say) and its words in
 * both languages, without the usage text, which is not what needs fixing; on stderr in the
 * engineer's language. Exit 3 when the site could not be reached.
 */
function fileError(error: ConsoleError, json: boolean, language: Language): number {
  const problem = error.toBridgeError();
  const words = knownErrorWords(problem);
  if (json) process.stdout.write(`${JSON.stringify({ ok: false, error: { ...problem, ...(words ? { words } : {}) } })}\n`);
  // English says it with the console's own facts; another language with its words of the code.
  process.stderr.write(`site-console visitor-access --batch: ${language === 'en' || !words ? problem.message : words[language]}\n`);
  return problem.category === 'network' || problem.category === 'timeout' || problem.category === 'tls' ? 3 : 2;
}

/** The `visitor-access --batch` command. */
export async function batchCommand(args: string[]): Promise<number> {
  const json = args.includes('--json');
  const usageError = (message: string): number => {
    if (json) process.stdout.write(`${JSON.stringify({ ok: false, error: { category: 'usage', code: 'CLI_USAGE', message } })}\n`);
    process.stderr.write(`site-console visitor-access --batch: ${message}\n${USAGE}`);
    return 2;
  };
  let invocation: BatchInvocation;
  try {
    const parsed = await parseInvocation(args);
    if (parsed === 'help') {
      process.stdout.write(USAGE);
      return 0;
    }
    invocation = parsed;
  } catch (error) {
    if (error instanceof ConsoleError) return usageError(error.message + profileProblems(error));
    throw error;
  }

  const services = cliServices(defaultDataDir());
  const { client } = services.site;
  let journal: BatchJournal | null = null;
  const stop = (): void => run?.cancel();
  let run: BatchRun | null = null;
  try {
    // A results file that could not be written afterwards is refused before any row is sent.
    if (invocation.results) await checkResultsTarget(invocation.results);
    const source = await readBatchSource(invocation.file);
    const preview = await previewBatch(source.file, { client, profile: invocation.profile });
    if (invocation.dryRun) return reportDryRun(invocation, preview);
    const binding = journalBinding(source.bytes, invocation.profile);
    const chosen = await chooseJournal(invocation.journal, binding);
    const notice = startedAnewText(chosen);
    if (notice) process.stderr.write(`site-console visitor-access --batch: ${notice.en}\n${notice['zh-CN']}\n`);
    invocation.journal = chosen.path;
    journal = await BatchJournal.open(chosen.path, binding);
    run = new BatchRun(preview, chosen.granted, journal, grantThrough(client, invocation.profile, invocation.route), { concurrency: invocation.concurrency, retryBusiness: invocation.retryBusiness });
    // Ctrl+C cancels cleanly: rows in flight end, the journal keeps what was granted.
    process.once('SIGINT', stop);
    const summary = await run.start();
    if (invocation.results) await exportResults(summary.results, invocation.results, invocation.language, preview.problems);
    await keepRunRecord(services.info.dataDir, { file: invocation.file, journal: invocation.journal, route: invocation.route, summary });
    report(invocation, summary, preview, chosen);
    return exitStatusOf(summary);
  } catch (error) {
    if (error instanceof ConsoleError) return fileError(error, json, invocation.language);
    throw error;
  } finally {
    process.removeListener('SIGINT', stop);
    await journal?.close();
    await services.close();
  }
}

/** The warning of a visitor on several rows with other floors (only the floors of the row sent last remain). */
const repeatedWarning = (visitor: BatchPreview['repeatedVisitors'][number], language: Language): string =>
  fillWords(batchReportWords[language].cli.warning, { words: `${batchReportWords[language].repeatedTitle} ${repeatedVisitorWords(visitor, language)}` });

/**
 * A row in --json: the ids it sends with the names typed for them; a row not sent for a problem,
 * what its floor cell holds as typed (floorsTyped), never names where floor ids belong.
 */
const floorsInJson = (row: BatchPreview['rows'][number], notSent: boolean): { floorsTyped: string[] } | { floorIds: string[]; floorNames?: BatchPreview['rows'][number]['floorNames'] } =>
  notSent ? { floorsTyped: row.floorIds } : { floorIds: row.floorIds, ...(row.floorNames ? { floorNames: row.floorNames } : {}) };

/** What the preview says of the file, in the report's language: how it was read, whether the floors were checked, the repeated visitors. */
function previewLines(invocation: BatchInvocation, preview: BatchPreview): string[] {
  const words = batchReportWords[invocation.language];
  const lines = [fillWords(words.cli.file, { file: invocation.file, read: fileReadWords(preview.file, invocation.language) })];
  if (!preview.floorCheck.checked) lines.push(fillWords(words.floorsUnchecked, { reason: preview.floorCheck.reasonWords[invocation.language] }));
  for (const repeated of preview.repeatedVisitors) lines.push(repeatedWarning(repeated, invocation.language));
  return lines;
}

/** `--dry-run`: every row as it would be sent, and the problems; nothing is sent. Exit 1 when a row has a problem. */
function reportDryRun(invocation: BatchInvocation, preview: BatchPreview): number {
  const problemsOf = problemsByRow(preview.problems);
  const sendable = preview.rows.filter((r) => !problemsOf.has(r.row));
  const code = preview.problems.length > 0 ? 1 : 0;
  if (invocation.json) {
    const file = { ...preview.file, readAs: readAs(preview.file) };
    const rows = preview.rows.map((r) => {
      const problems = problemsOf.get(r.row);
      return { row: r.row, visitorId: r.visitorId, ...floorsInJson(r, problems !== undefined), ...(problems ? { problems: problems.map((p) => p.code) } : {}) };
    });
    process.stdout.write(`${JSON.stringify({ ok: code === 0, dryRun: true, total: preview.rows.length, sendable: sendable.length, file, floorCheck: preview.floorCheck, problems: preview.problems, repeatedVisitors: preview.repeatedVisitors, rows })}\n`);
    if (preview.repeatedVisitors.length) process.stderr.write(preview.repeatedVisitors.map((v) => `${repeatedWarning(v, invocation.language)}\n`).join(''));
    return code;
  }
  const words = batchReportWords[invocation.language];
  const lines = previewLines(invocation, preview);
  for (const row of preview.rows) {
    const visitorId = row.visitorId || words.noVisitorId;
    const problems = problemsOf.get(row.row);
    if (problems) for (const problem of problems) lines.push(fillWords(words.cli.hasProblem, { row: row.row, visitorId, code: problem.code, words: rowProblemWords(problem, invocation.language) }));
    else lines.push(fillWords(words.cli.asSent, { row: row.row, visitorId, floors: row.floorIds.length ? floorsAsSent(row) : words.completedBySite }));
  }
  lines.push(fillWords(words.cli.dryRun, { sendable: sendable.length, total: preview.rows.length, problems: problemsOf.size }));
  process.stdout.write(`${lines.join('\n')}\n`);
  return code;
}

/** A row's floors as sent: each id, with the name typed for it where a name was. */
const floorsAsSent = (row: BatchPreview['rows'][number]): string =>
  row.floorIds
    .map((id) => {
      const typed = row.floorNames?.filter((n) => n.floorId === id).map((n) => n.typed) ?? [];
      return typed.length ? `${id} (${typed.join(', ')})` : id;
    })
    .join('; ');

/** A failed row's words in both languages, for --json (what the text report says in --lang). */
function wordsOfFailure(outcome: RowOutcome): { words?: LocalizedText } {
  const words = outcome.state === 'failed' ? failureOfRowWords(outcome) : null;
  return words ? { words } : {};
}

function report(invocation: BatchInvocation, summary: BatchSummary, preview: BatchPreview, chosen: ChosenJournal): void {
  const { ok, total, succeeded, failed, skipped } = summary;
  const words = batchReportWords[invocation.language];
  if (invocation.json) {
    const results = summary.results.map((r) => ({ row: r.row, visitorId: r.visitorId, ok: r.ok, ...(r.code ? { code: r.code } : {}), ...(r.category ? { category: r.category } : {}) }));
    // Beside the results, what the text report says and what the preview found: how the file was
    // read, every row as it was sent (floor names as the ids they stand for) with what became of it
    // in words, and each problem with its facts (a floor name's candidates, a cell's value).
    const sentAs = new Map(preview.rows.map((r) => [r.row, r]));
    const rows = summary.results.map((r) => ({ row: r.row, visitorId: r.visitorId, ...floorsInJson(sentAs.get(r.row) ?? r, r.state === 'problem'), state: r.state, ...(r.message ? { message: r.message } : {}), ...wordsOfFailure(r) }));
    const journal = { path: chosen.path, ...(chosen.startedAnew ? { startedAnew: chosen.startedAnew } : {}) };
    const file = { ...preview.file, readAs: readAs(preview.file) };
    process.stdout.write(`${JSON.stringify({ ok, total, succeeded, failed, skipped, journal, results, file, floorCheck: preview.floorCheck, problems: preview.problems, repeatedVisitors: preview.repeatedVisitors, rows })}\n`);
    if (preview.repeatedVisitors.length) process.stderr.write(preview.repeatedVisitors.map((v) => `${repeatedWarning(v, invocation.language)}\n`).join(''));
    return;
  }
  const problemsOf = problemsByRow(preview.problems);
  const lines = previewLines(invocation, preview);
  lines.push(
    fillWords(words.cli.summary, {
      total,
      granted: succeeded,
      before: summary.results.filter((r) => r.state === 'done-before').length,
      failed,
      problems: summary.results.filter((r) => r.state === 'problem').length,
      cancelled: summary.cancelled ? words.cli.cancelled : '',
      journal: invocation.journal,
    }),
  );
  for (const r of summary.results) {
    if (r.ok) continue;
    const visitorId = r.visitorId || words.noVisitorId;
    const problems = r.state === 'problem' ? (problemsOf.get(r.row) ?? []) : [];
    // Every problem of a skipped row, each in its code's words.
    for (const problem of problems) lines.push(fillWords(words.cli.notGranted, { row: r.row, visitorId, state: words.cli.states[r.state], code: ` ${problem.code}`, message: rowProblemWords(problem, invocation.language) }));
    if (problems.length === 0) lines.push(fillWords(words.cli.notGranted, { row: r.row, visitorId, state: words.cli.states[r.state], code: r.code ? ` ${r.code}` : '', message: failedRowWords(r, invocation.language) }).replace(/(: |：)$/, ''));
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
