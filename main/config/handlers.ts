// The configuration area's bridge operations. The renderer is untrusted, so every path it hands
// over is checked here before any file is touched: only `.json` files, and never the console's
// own files in its data directory (settings, drafts, recent list). Both rules hold for the path as
// written and for the file it really reaches (links, linked folders, /proc/self/root, Windows'
// other spellings), so that no path leads around them.
import type { OperationName } from '../../shared/api';
import { ConsoleError } from '../../shared/errors';
import type { Handler } from '../bridge/dispatch';
import type { ConsoleInfo } from '../app/console-info';
import { checkUserPath } from '../files/user-path';
import { addRecentFile, listRecentFiles, openConfigFile, removeRecentFile, saveConfigFile, saveConfigFileAs } from './config-files';
import { dropDraft, keepDraft, readDraft } from './drafts';
import { listFolder } from './folders';

type ConfigOperation = Extract<OperationName, `config:${string}` | `files:${string}`>;

/** Refuses a path the configuration editor has no business reading or writing; returns it absolute. */
export function checkConfigPath(path: string, dataDir: string): Promise<string> {
  return checkUserPath(path, {
    dataDir,
    extension: /\.json$/i,
    wrongExtension: (candidate, through) =>
      new ConsoleError(
        'validation',
        'CONFIG_NOT_JSON_PATH',
        `${through}${candidate} does not end in .json; configuration documents are .json files`,
        { path: candidate },
      ),
    reserved: (absolute) =>
      new ConsoleError(
        'validation',
        'CONFIG_RESERVED_PATH',
        `${absolute} is one of the console's own files; keep configuration documents elsewhere`,
        { path: absolute },
      ),
  });
}

/** Remembers a file on the recent list; a failure there must not fail the open or save that worked. */
async function remember(dataDir: string, path: string): Promise<void> {
  try {
    await addRecentFile(dataDir, path);
  } catch (err) {
    process.emitWarning(`recent files not updated: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The handlers of the configuration area. */
export function configHandlers(info: ConsoleInfo): { [K in ConfigOperation]: Handler<K> } {
  const { dataDir } = info;
  return {
    'config:open': async ({ path }) => {
      const opened = await openConfigFile(await checkConfigPath(path, dataDir));
      await remember(dataDir, opened.path);
      return opened;
    },
    'config:save': async ({ path, text, mode, ...options }) => {
      const saved = await (mode === 'saveAs' ? saveConfigFileAs : saveConfigFile)(await checkConfigPath(path, dataDir), text, options);
      await remember(dataDir, saved.path);
      return saved;
    },
    'config:recent': async () => listRecentFiles(dataDir),
    'config:forget': async ({ path }) => removeRecentFile(dataDir, path),
    'config:keepDraft': async (draft) => keepDraft(dataDir, draft),
    'config:draft': async () => readDraft(dataDir),
    'config:dropDraft': async () => {
      await dropDraft(dataDir);
      return null;
    },
    'files:browse': async ({ folder, extensions }) => listFolder(folder, extensions),
  };
}
