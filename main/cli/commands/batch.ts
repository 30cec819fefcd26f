// `site-console visitor-access --batch <file>`: batch visitor access from the command line, over
// the same site client, HTTP client and call log as the window, with the journal that lets a run
// killed half way start again and send only what is not yet granted.
// Exit status: 0 every row granted (now or before); 1 a business failure or a row problem;
// 2 usage, an unreadable file or a header without visitorId; 3 transport failures remain after retries.
import type { BatchPreview, BatchSummary, RowOutcome } from '../../../shared/batch';
import { batchReportWords } from '../../../shared/batch-report-texts';
import {
  failedRowWords,
  failureOfRowWords,
  fileReadWords,
  repeatedVisitorWords,
  rowProblemWords,
} from '../../../shared/batch-report-words';
import { fillWords } from '../../../shared/words';
import type { Language, LocalizedText } from '../../../shared/language';
import { ROUTES, type Route, type SiteProfile } from '../../../shared/site';
import { cliServices } from '../services';
import { defineCommand, refusal } from '../kit';
import { profileOption } from '../profile-option';
import { BATCH_REFUSALS, BATCH_USAGE } from './batch-words';
import { defaultDataDir } from '../../data-dir';
import { readAs } from '../../batch/batch-file';
import { DEFAULT_CONCURRENCY, type BatchRun } from '../../batch/batch-run';
import { defaultJournalPath, startedAnewText, type BatchJournal, type ChosenJournal } from '../../batch/journal';
import { problemsByRow } from '../../batch/preview';
import { checkResultsTarget, exportResults } from '../../batch/results-export';
import { prepareBatch, startBatchRun } from '../../batch/start-run';
import { stderr, stdout } from '../output';

/** Failures that mean the site could not be reached or did not answer usably, even after retries. */
const TRANSPORT_CATEGORIES = new Set(['network', 'timeout', 'tls', 'http', 'malformed']);
const TRANSPORT_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'INTERNAL_ERROR']);

const isTransportFailure = (r: RowOutcome): boolean =>
  r.state === 'failed' && (TRANSPORT_CATEGORIES.has(r.category ?? '') || TRANSPORT_CODES.has(r.code ?? ''));

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

const OPTIONS = {
  batch: { type: 'string' },
  profile: { type: 'string' },
  route: { type: 'string' },
  journal: { type: 'string' },
  concurrency: { type: 'string' },
  results: { type: 'string' },
  'retry-business': { type: 'boolean' },
  'dry-run': { type: 'boolean' },
} as const;

/** The `visitor-access --batch` command. */
export const batchCommand = defineCommand({
  name: 'visitor-access --batch',
  options: OPTIONS,
  usage: BATCH_USAGE,
  // A problem of the batch file, the results file or the site once the arguments were right; 3 when the site could not be reached.
  exitOf: (failure) => (failure.category === 'network' || failure.category === 'timeout' || failure.category === 'tls' ? 3 : 2),
  run: async ({ values, positionals, json, language }) => {
    if (!values.batch) throw refusal(BATCH_REFUSALS.batchRequired);
    if (positionals.length > 0) throw refusal(BATCH_REFUSALS.noPositionals(positionals.join(' ')));
    const profile = await profileOption(values.profile);
    const route = (values.route ?? profile.defaultRoute) as Route;
    if (!ROUTES.includes(route)) throw refusal(BATCH_REFUSALS.route(values.route));
    const invocation: BatchInvocation = {
      file: values.batch,
      profile,
      route,
      journal: values.journal ?? defaultJournalPath(values.batch),
      concurrency: values.concurrency === undefined ? DEFAULT_CONCURRENCY : Number(values.concurrency),
      results: values.results,
      language,
      retryBusiness: values['retry-business'] ?? false,
      dryRun: values['dry-run'] ?? false,
      json,
    };
    return runBatch(invocation);
  },
});

async function runBatch(invocation: BatchInvocation): Promise<number> {
  const services = cliServices(defaultDataDir());
  const site = { client: services.site.client, profile: invocation.profile };
  let journal: BatchJournal | null = null;
  let run: BatchRun | null = null;
  const stop = (): void => run?.cancel();
  try {
    // A results file that could not be written afterwards is refused before any row is sent.
    if (invocation.results) await checkResultsTarget(invocation.results);
    const prepared = await prepareBatch(invocation.file, site);
    const { preview } = prepared;
    if (invocation.dryRun) return reportDryRun(invocation, preview);
    const started = await startBatchRun(prepared, site, invocation.journal, invocation.route, {
      concurrency: invocation.concurrency,
      retryBusiness: invocation.retryBusiness,
    });
    ({ run, journal } = started);
    const { chosen } = started;
    const notice = startedAnewText(chosen);
    if (notice) stderr.write(`site-console visitor-access --batch: ${notice.en}\n${notice['zh-CN']}\n`);
    invocation.journal = chosen.path;
    // Ctrl+C cancels cleanly: rows in flight end, the journal keeps what was granted.
    process.once('SIGINT', stop);
    const summary = await run.start();
    if (invocation.results) await exportResults(summary.results, invocation.results, invocation.language, preview.problems);
    // Loaded once a run has ended: its chunk (shared with the evidence pack's zip reader) loads node:zlib, which a dry run never needs.
    const { keepRunRecord } = await import('../../batch/run-record');
    await keepRunRecord(services.info.dataDir, { file: invocation.file, journal: invocation.journal, route: invocation.route, summary });
    report(invocation, summary, preview, chosen);
    return exitStatusOf(summary);
  } finally {
    process.removeListener('SIGINT', stop);
    await journal?.close();
    await services.close();
  }
}

/** The warning of a visitor on several rows with other floors (only the floors of the row sent last remain). */
const repeatedWarning = (visitor: BatchPreview['repeatedVisitors'][number], language: Language): string =>
  fillWords(batchReportWords[language].cli.warning, {
    words: `${batchReportWords[language].repeatedTitle} ${repeatedVisitorWords(visitor, language)}`,
  });

/**
 * A row in --json: the ids it sends with the names typed for them; a row not sent for a problem,
 * what its floor cell holds as typed (floorsTyped), never names where floor ids belong.
 */
const floorsInJson = (
  row: BatchPreview['rows'][number],
  notSent: boolean,
): { floorsTyped: string[] } | { floorIds: string[]; floorNames?: BatchPreview['rows'][number]['floorNames'] } =>
  notSent ? { floorsTyped: row.floorIds } : { floorIds: row.floorIds, ...(row.floorNames ? { floorNames: row.floorNames } : {}) };

/** What the preview says of the file, in the report's language: how it was read, whether the floors were checked, the repeated visitors. */
function previewLines(invocation: BatchInvocation, preview: BatchPreview): string[] {
  const words = batchReportWords[invocation.language];
  const lines = [fillWords(words.cli.file, { file: invocation.file, read: fileReadWords(preview.file, invocation.language) })];
  if (!preview.floorCheck.checked)
    lines.push(fillWords(words.floorsUnchecked, { reason: preview.floorCheck.reasonWords[invocation.language] }));
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
      return {
        row: r.row,
        visitorId: r.visitorId,
        ...floorsInJson(r, problems !== undefined),
        ...(problems ? { problems: problems.map((p) => p.code) } : {}),
      };
    });
    stdout.write(
      `${JSON.stringify({ ok: code === 0, dryRun: true, total: preview.rows.length, sendable: sendable.length, file, floorCheck: preview.floorCheck, problems: preview.problems, repeatedVisitors: preview.repeatedVisitors, rows })}\n`,
    );
    if (preview.repeatedVisitors.length)
      stderr.write(preview.repeatedVisitors.map((v) => `${repeatedWarning(v, invocation.language)}\n`).join(''));
    return code;
  }
  const words = batchReportWords[invocation.language];
  const lines = previewLines(invocation, preview);
  for (const row of preview.rows) {
    const visitorId = row.visitorId || words.noVisitorId;
    const problems = problemsOf.get(row.row);
    if (problems)
      for (const problem of problems)
        lines.push(
          fillWords(words.cli.hasProblem, {
            row: row.row,
            visitorId,
            code: problem.code,
            words: rowProblemWords(problem, invocation.language),
          }),
        );
    else
      lines.push(
        fillWords(words.cli.asSent, { row: row.row, visitorId, floors: row.floorIds.length ? floorsAsSent(row) : words.completedBySite }),
      );
  }
  lines.push(fillWords(words.cli.dryRun, { sendable: sendable.length, total: preview.rows.length, problems: problemsOf.size }));
  stdout.write(`${lines.join('\n')}\n`);
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
    const results = summary.results.map((r) => ({
      row: r.row,
      visitorId: r.visitorId,
      ok: r.ok,
      ...(r.code ? { code: r.code } : {}),
      ...(r.category ? { category: r.category } : {}),
    }));
    // Beside the results, what the text report says and what the preview found: how the file was
    // read, every row as it was sent (floor names as the ids they stand for) with what became of it
    // in words, and each problem with its facts (a floor name's candidates, a cell's value).
    const sentAs = new Map(preview.rows.map((r) => [r.row, r]));
    const rows = summary.results.map((r) => ({
      row: r.row,
      visitorId: r.visitorId,
      ...floorsInJson(sentAs.get(r.row) ?? r, r.state === 'problem'),
      state: r.state,
      ...(r.message ? { message: r.message } : {}),
      ...wordsOfFailure(r),
    }));
    const journal = { path: chosen.path, ...(chosen.startedAnew ? { startedAnew: chosen.startedAnew } : {}) };
    const file = { ...preview.file, readAs: readAs(preview.file) };
    stdout.write(
      `${JSON.stringify({ ok, total, succeeded, failed, skipped, journal, results, file, floorCheck: preview.floorCheck, problems: preview.problems, repeatedVisitors: preview.repeatedVisitors, rows })}\n`,
    );
    if (preview.repeatedVisitors.length)
      stderr.write(preview.repeatedVisitors.map((v) => `${repeatedWarning(v, invocation.language)}\n`).join(''));
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
    for (const problem of problems)
      lines.push(
        fillWords(words.cli.notGranted, {
          row: r.row,
          visitorId,
          state: words.cli.states[r.state],
          code: ` ${problem.code}`,
          message: rowProblemWords(problem, invocation.language),
        }),
      );
    if (problems.length === 0)
      lines.push(
        fillWords(words.cli.notGranted, {
          row: r.row,
          visitorId,
          state: words.cli.states[r.state],
          code: r.code ? ` ${r.code}` : '',
          message: failedRowWords(r, invocation.language),
        }).replace(/(: |：)$/, ''),
      );
  }
  stdout.write(`${lines.join('\n')}\n`);
}
