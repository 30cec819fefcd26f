// The batch area's bridge operations: preview a batch file, run it on the active site profile with
// its journal beside the file, pause, resume, cancel, export the results. Progress and the end of
// a run go out as events; the renderer never sees the profile's secret. A path the renderer names
// is a batch or results file (.csv, .xlsx) outside the console's data and secrets directories,
// judged on the path as written and on the file it really reaches (main/files/user-path.ts): the
// page may be hostile, and a batch file's first row comes back in the preview.
import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import type { OperationName } from '../../shared/api';
import { ConsoleError, toBridgeError } from '../../shared/errors';
import type { ConsoleInfo } from '../app/console-info';
import type { Handler } from '../bridge/dispatch';
import type { EventHub } from '../bridge/event-hub';
import type { HttpClient } from '../http/client';
import { checkUserPath } from '../files/user-path';
import type { SiteServices } from '../site/services';
import { readBatchFile } from './batch-file';
import { chainCallOfRow, chainOf } from '../site/chain';
import type { BatchRuns, KeptRun } from './runs';
import { defaultJournalPath } from './journal';
import { prepareBatch, startBatchRun } from './start-run';
import { previewBatch } from './preview';
import { exportResults } from './results-export';
import { keepRunRecord } from './run-record';

type BatchOperationKey = Extract<OperationName, `batch:${string}`>;

export type { BatchRuns } from './runs';

/** What the batch operations use. */
export interface BatchHandlerServices {
  site: Pick<SiteServices, 'profiles' | 'client' | 'restoreDemo'>;
  http: HttpClient;
  hub: EventHub;
  info: Pick<ConsoleInfo, 'dataDir' | 'secretsDir'>;
  batchRuns: BatchRuns;
}

function runOf(runs: BatchRuns, runId: string): KeptRun {
  const kept = runs.get(runId);
  if (!kept)
    throw new ConsoleError('not-found', 'BATCH_RUN_NOT_FOUND', `no batch run ${runId} in this console: start the batch again`, { runId });
  return kept;
}

/** A batch file or a results file: a spreadsheet the reader reads (exceljs reads no .xls). */
const BATCH_FILE_NAME = /\.(csv|xlsx)$/i;

/**
 * Refuses a batch or results path from the renderer that is not a .csv or .xlsx, or that lies in the
 * console's data directory or the laptop's secrets directory, as written or where it really leads;
 * returns it absolute. `results`: the results file's own code for a wrong name.
 */
export async function checkBatchPath(
  path: string,
  info: Pick<ConsoleInfo, 'dataDir' | 'secretsDir'>,
  kind: 'batch' | 'results' = 'batch',
): Promise<string> {
  const reserved = (absolute: string): ConsoleError =>
    new ConsoleError(
      'validation',
      'BATCH_RESERVED_PATH',
      `${absolute} is in the console's own data folder: keep batch and results files elsewhere (a folder of your documents, a USB stick)`,
      { path: absolute },
    );
  const wrongExtension = (candidate: string, through: string): ConsoleError => {
    const extension = extname(candidate) || 'no extension';
    return kind === 'results'
      ? new ConsoleError(
          'validation',
          'BATCH_EXPORT_TYPE',
          `${through}${candidate}: results are written as .csv or .xlsx, not "${extension}": end the file name with .csv or .xlsx`,
          { path: candidate, extension },
        )
      : new ConsoleError(
          'validation',
          'BATCH_FILE_TYPE',
          `${through}${candidate} is not a batch file: a batch file is a .csv or .xlsx spreadsheet, not "${extension}"; save the visitors as "CSV UTF-8" or as an Excel workbook (.xlsx)`,
          { path: candidate, extension },
        );
  };
  const absolute = await checkUserPath(path, { dataDir: info.dataDir, extension: BATCH_FILE_NAME, wrongExtension, reserved });
  // A portable copy keeps its secrets on the laptop, apart from its data.
  if (info.secretsDir && info.secretsDir !== info.dataDir) await checkUserPath(absolute, { dataDir: info.secretsDir, reserved });
  return absolute;
}

/** The handlers of the batch operations. */
export function batchHandlers(services: BatchHandlerServices): { [K in BatchOperationKey]: Handler<K> } {
  const { site, http, hub, info, batchRuns: runs } = services;
  const activeSite = async (): Promise<{
    client: typeof site.client;
    profile: Awaited<ReturnType<typeof site.profiles.resolve>>;
  } | null> => {
    await site.restoreDemo();
    const profile = await site.profiles.resolve().catch(() => null);
    return profile ? { client: site.client, profile } : null;
  };
  return {
    'batch:preview': async ({ path }) => previewBatch(await readBatchFile(await checkBatchPath(path, info)), await activeSite()),
    'batch:start': async ({ path: given, concurrency, route }) => {
      const path = await checkBatchPath(given, info);
      await site.restoreDemo();
      const profile = await site.profiles.resolve();
      const active = { client: site.client, profile };
      const prepared = await prepareBatch(path, active);
      const runId = randomUUID();
      const chosenRoute = route ?? profile.defaultRoute;
      // A journal kept for another site or another version of the file skips nothing: the run goes
      // to a journal beside it, and the window says so (journalStartedAnew).
      const { run, journal, chosen } = await startBatchRun(prepared, active, defaultJournalPath(path), chosenRoute, {
        concurrency,
        onProgress: (progress) => hub.emit('batch:progress', { ...progress, runId }),
      });
      const journalPath = chosen.path;
      const kept: KeptRun = { run, summary: null, profile, route: chosenRoute, problems: prepared.preview.problems };
      runs.set(runId, kept);
      void run.start().then(
        async (summary) => {
          kept.summary = summary;
          await journal.close();
          await keepRunRecord(info.dataDir, { file: path, journal: journalPath, route: chosenRoute, summary }).catch(() => undefined);
          hub.emit('batch:finished', { ...summary, runId });
        },
        async (failure: unknown) => {
          // A run stopped by its journal (a full disk) still ends for the window, with the failure:
          // without this event the view would wait on it for ever.
          await journal.close().catch(() => undefined);
          const { done, total, succeeded, failed, skipped } = run.progress();
          hub.emit('batch:finished', {
            runId,
            done,
            total,
            succeeded,
            failed,
            skipped,
            ok: false,
            cancelled: false,
            results: [],
            error: toBridgeError(failure),
          });
        },
      );
      return { runId, journal: journalPath, ...(chosen.startedAnew ? { journalStartedAnew: chosen.startedAnew } : {}) };
    },
    'batch:control': async ({ runId, action }) => {
      const { run } = runOf(runs, runId);
      if (action === 'pause') run.pause();
      else if (action === 'resume') run.resume();
      else run.cancel();
      return run.progress();
    },
    'batch:chain': async ({ runId, row }) => {
      const kept = runOf(runs, runId);
      const outcome = kept.summary?.results.find((r) => r.row === row);
      if (!outcome) throw new ConsoleError('not-found', 'BATCH_ROW_NOT_FOUND', `row ${row} has no outcome in this run yet`, { runId, row });
      return chainOf(http, kept.profile, chainCallOfRow(outcome, kept.route));
    },
    'batch:exportResults': async ({ runId, path: given, language }) => {
      const { summary, problems } = runOf(runs, runId);
      if (!summary)
        throw new ConsoleError(
          'usage',
          'BATCH_STILL_RUNNING',
          'the batch is still running: export its results once it has finished or been cancelled',
          { runId },
        );
      const path = await checkBatchPath(given, info, 'results');
      await exportResults(summary.results, path, language ?? 'en', problems);
      return { path };
    },
  };
}
