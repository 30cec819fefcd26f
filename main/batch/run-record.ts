// What a finished batch leaves in the console's data directory, whoever ran it (CLI or window):
// its results and a copy of its journal, so that the handover evidence pack carries them.
import { mkdir, readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { BatchSummary } from '../../shared/batch';
import { saveTextAtomically } from '../config/atomic-save';
import { readBoundedFile } from '../files/bounded-read';
import { writeConsoleFile } from '../files/safe-write';

/** Folder of the data directory that keeps batch records. */
export const BATCHES_DIR = 'batches';

/** Keeps a run's results and journal under `batches/`; returns the results file's path. */
export async function keepRunRecord(
  dataDir: string,
  run: { file: string; journal: string; route: string; summary: BatchSummary },
  now = new Date(),
): Promise<string> {
  const dir = join(dataDir, BATCHES_DIR);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stem = `${now.toISOString().replace(/[:.]/g, '-')}-${basename(run.file)}`;
  const resultsPath = join(dir, `${stem}.results.json`);
  await saveTextAtomically(
    resultsPath,
    `${JSON.stringify({ file: run.file, journal: run.journal, route: run.route, finishedAt: now.toISOString(), ...run.summary }, null, 2)}\n`,
    { mode: 0o600 },
  );
  // Copied through the bounded reader: the journal's path was given, and may no longer be the file the run wrote.
  const journal = await readBoundedFile(run.journal, 'journal').catch(() => null);
  if (journal) await writeConsoleFile(join(dir, `${stem}.journal.jsonl`), journal.bytes).catch(() => undefined);
  return resultsPath;
}

/** The files of the kept batch records, oldest first. */
export async function listRunRecords(dataDir: string): Promise<string[]> {
  const dir = join(dataDir, BATCHES_DIR);
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.sort().map((name) => join(dir, name));
}
