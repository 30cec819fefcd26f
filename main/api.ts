// The one place that implements the bridge contract, by composing the services. Each entry is
// thin: validation already happened in the dispatcher, the work happens in the service.
import { arch, platform } from 'node:os';
import type { Handlers } from './bridge/dispatch';
import { addRecentFile, listRecentFiles, openConfigFile, removeRecentFile, saveConfigFile, saveConfigFileAs } from './config/config-files';
import { dropDraft, keepDraft, readDraft } from './config/drafts';
import { listFolder } from './config/folders';
import type { ConsoleServices } from './console';

/** The handler table over the console's services. */
export function createHandlers(services: ConsoleServices): Handlers {
  const { info, callLog, settings, hub } = services;
  return {
    'app:info': async (_payload, ctx) => ({
      name: 'Site Console',
      version: info.version,
      transport: ctx.transport,
      dataDir: info.dataDir,
      platform: `${platform()} ${arch()}`,
      versions: {
        node: process.versions.node,
        electron: process.versions.electron ?? null,
        chrome: process.versions.chrome ?? null,
      },
    }),
    'app:calls': async ({ limit }) => callLog.recent(limit),
    'settings:get': async () => settings.get(),
    'settings:update': async (change) => {
      const next = await settings.update(change);
      hub.emit('settings:changed', next);
      return next;
    },
    'config:open': async ({ path }) => {
      const opened = await openConfigFile(path);
      await addRecentFile(info.dataDir, opened.path);
      return opened;
    },
    'config:save': async ({ path, text, mode, ...options }) => {
      const saved = await (mode === 'saveAs' ? saveConfigFileAs : saveConfigFile)(path, text, options);
      await addRecentFile(info.dataDir, saved.path);
      return saved;
    },
    'config:recent': async () => listRecentFiles(info.dataDir),
    'config:forget': async ({ path }) => removeRecentFile(info.dataDir, path),
    'config:keepDraft': async (draft) => keepDraft(info.dataDir, draft),
    'config:draft': async () => readDraft(info.dataDir),
    'config:dropDraft': async () => {
      await dropDraft(info.dataDir);
      return null;
    },
    'files:browse': async ({ folder }) => listFolder(folder),
  };
}
