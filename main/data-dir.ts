// Where the console keeps its data. The Electron app, the web transport and the command line use
// the same directory so that an engineer's settings and recent files follow them from one to the
// other. A portable copy (a folder on a USB stick handed from one engineer to the next) keeps its
// data beside the executable when a marker file is there; its secrets stay on each laptop.
import { existsSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** The directory name under the platform's application-data directory. */
export const DATA_DIR_NAME = 'site-console';

/** The file whose presence beside the executable makes a copy portable. */
export const PORTABLE_MARKER = 'site-console.portable';

/** The data folder of a portable copy, beside the executable and its marker. */
export const PORTABLE_DATA_DIR_NAME = 'site-console-data';

/** How the data directory was chosen: the environment variable, a portable copy, or the platform's usual place. */
export type DataDirMode = 'environment' | 'portable' | 'installed';

/** The data directory and why it is there. */
export interface DataDirChoice {
  dir: string;
  mode: DataDirMode;
  /**
   * Where the secrets file lives when no keyring answers: the data directory, except for a portable
   * copy, whose data travels while secrets must not (the next engineer enters their own).
   */
  secretsDir: string;
}

/** The platform's usual application-data directory for the console. */
export function platformDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), DATA_DIR_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', DATA_DIR_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), DATA_DIR_NAME);
}

/**
 * The folder a portable copy runs from: electron-builder's Windows portable target extracts itself
 * to a temporary folder and names the real one in PORTABLE_EXECUTABLE_DIR; an AppImage names its
 * own file in APPIMAGE; otherwise the executable's folder.
 */
export function portableFolder(env: NodeJS.ProcessEnv = process.env, execPath: string = process.execPath): string {
  if (env.PORTABLE_EXECUTABLE_DIR) return env.PORTABLE_EXECUTABLE_DIR;
  if (env.APPIMAGE) return dirname(env.APPIMAGE);
  return dirname(execPath);
}

const isFile = (path: string): boolean => {
  try {
    return existsSync(path) && statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The data directory: $SITE_CONSOLE_DATA_DIR, else a portable copy's folder, else the platform's usual place. */
export function chooseDataDir(env: NodeJS.ProcessEnv = process.env, execPath: string = process.execPath): DataDirChoice {
  if (env.SITE_CONSOLE_DATA_DIR) return { dir: env.SITE_CONSOLE_DATA_DIR, mode: 'environment', secretsDir: env.SITE_CONSOLE_DATA_DIR };
  const folder = portableFolder(env, execPath);
  if (isFile(join(folder, PORTABLE_MARKER))) return { dir: join(folder, PORTABLE_DATA_DIR_NAME), mode: 'portable', secretsDir: platformDataDir(env) };
  const dir = platformDataDir(env);
  return { dir, mode: 'installed', secretsDir: dir };
}

/** The data directory (see chooseDataDir). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return chooseDataDir(env).dir;
}
