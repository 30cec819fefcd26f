// The one way a batch run starts, for the window (handlers.ts) and the command line (main/cli):
// the file read and previewed against the site, then the journal bound to the file's content and
// to the site chosen (one kept for another file or site skips nothing: the run goes to a journal
// beside it), and the run made over the site client on the route asked for.
import type { BatchPreview } from '../../shared/batch';
import type { Route, SiteProfile } from '../../shared/site';
import type { SiteClient } from '../site/site-client';
import { readBatchSource, type BatchFile } from './batch-file';
import { BatchRun, type BatchRunOptions } from './batch-run';
import { BatchJournal, chooseJournal, journalBinding, type ChosenJournal } from './journal';
import { previewBatch } from './preview';
import { grantThrough } from './runs';

/** The site a batch is run on. */
export interface BatchSite {
  client: SiteClient;
  profile: SiteProfile;
}

/** A batch file read and previewed against the site, ready to start (or to show, for a dry run). */
export interface PreparedBatch {
  file: BatchFile;
  /** The file's bytes, which its journal is bound to. */
  bytes: Uint8Array;
  preview: BatchPreview;
}

/** A run made and bound to its journal, not yet started. */
export interface StartedBatchRun {
  run: BatchRun;
  journal: BatchJournal;
  chosen: ChosenJournal;
}

/** Reads the batch file at `path` and previews it against the site's floors. */
export async function prepareBatch(path: string, site: BatchSite): Promise<PreparedBatch> {
  const source = await readBatchSource(path);
  return { file: source.file, bytes: source.bytes, preview: await previewBatch(source.file, site) };
}

/** Opens the run's journal (`journal`, or the one beside it chooseJournal picks) and makes the run on `route`. */
export async function startBatchRun(
  prepared: PreparedBatch,
  site: BatchSite,
  journal: string,
  route: Route,
  options: BatchRunOptions = {},
): Promise<StartedBatchRun> {
  const binding = journalBinding(prepared.bytes, site.profile);
  const chosen = await chooseJournal(journal, binding);
  const opened = await BatchJournal.open(chosen.path, binding);
  return {
    run: new BatchRun(prepared.preview, chosen.granted, opened, grantThrough(site.client, site.profile, route), options),
    journal: opened,
    chosen,
  };
}
