// The editor's unsaved work, kept in the data directory a moment after each change, so that a
// crash, a power cut or a closed window never costs the engineer what they typed. One draft: the
// console edits one document at a time.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConfigDraft } from '../../shared/api';
import { saveTextAtomically } from './atomic-save';

const DRAFT_FILE = 'config-draft.json';

/** Keeps the draft, replacing the previous one. */
export async function keepDraft(dataDir: string, draft: Omit<ConfigDraft, 'keptAt'>, now: Date = new Date()): Promise<ConfigDraft> {
  const kept: ConfigDraft = { ...draft, keptAt: now.toISOString() };
  await saveTextAtomically(join(dataDir, DRAFT_FILE), JSON.stringify(kept), { backup: false, mode: 0o600 });
  return kept;
}

/** The kept draft, or null when there is none or it is unreadable. */
export async function readDraft(dataDir: string): Promise<ConfigDraft | null> {
  try {
    const raw = JSON.parse(await readFile(join(dataDir, DRAFT_FILE), 'utf8')) as Partial<ConfigDraft>;
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
export async function dropDraft(dataDir: string): Promise<void> {
  await rm(join(dataDir, DRAFT_FILE), { force: true });
}
