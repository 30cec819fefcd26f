// The editor's unsaved work, kept in the data directory a moment after each change, so that a
// crash, a power cut or a closed window never costs the engineer what they typed. One draft: the
// console edits one document at a time.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConfigDraft } from '../../shared/api';
import { readRegularFile } from '../../shared/node/regular-file';
import { saveTextAtomically } from './atomic-save';
import { checkDocumentSize, MAX_CONFIG_BYTES, serialized } from './config-files';

const DRAFT_FILE = 'config-draft.json';
/** A document of the limit, JSON-escaped (at most six bytes per byte, `\u0000`), plus the rest of the draft. */
const MAX_DRAFT_BYTES = MAX_CONFIG_BYTES * 6 + 64 * 1024;

// Keep, read and drop run one after the other, in the order they arrived: a keep still being
// written when a save drops the draft must not bring the draft back.
const queued = <T>(dataDir: string, work: () => Promise<T>): Promise<T> => serialized(join(dataDir, DRAFT_FILE), work);

/** Keeps the draft, replacing the previous one. */
export async function keepDraft(dataDir: string, draft: Omit<ConfigDraft, 'keptAt'>, now: Date = new Date()): Promise<ConfigDraft> {
  checkDocumentSize(draft.text, join(dataDir, DRAFT_FILE));
  return queued(dataDir, async () => {
    const kept: ConfigDraft = { ...draft, keptAt: now.toISOString() };
    await saveTextAtomically(join(dataDir, DRAFT_FILE), JSON.stringify(kept), { backup: false, mode: 0o600 });
    return kept;
  });
}

/** The kept draft, or null when there is none or it is unreadable. */
export function readDraft(dataDir: string): Promise<ConfigDraft | null> {
  return queued(dataDir, () => readKept(dataDir));
}

async function readKept(dataDir: string): Promise<ConfigDraft | null> {
  try {
    const { bytes } = await readRegularFile(join(dataDir, DRAFT_FILE), MAX_DRAFT_BYTES);
    const raw = JSON.parse(bytes.toString('utf8')) as Partial<ConfigDraft>;
    if (typeof raw.text !== 'string' || typeof raw.keptAt !== 'string') return null;
    return {
      text: raw.text,
      path: typeof raw.path === 'string' ? raw.path : null,
      version: typeof raw.version === 'string' ? raw.version : null,
      keptAt: raw.keptAt,
    };
  } catch {
    return null;
  }
}

/** Forgets the draft. */
export function dropDraft(dataDir: string): Promise<void> {
  return queued(dataDir, () => rm(join(dataDir, DRAFT_FILE), { force: true }));
}
