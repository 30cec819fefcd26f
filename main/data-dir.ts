// Where the console keeps its data. The Electron app, the web transport and the command line use
// the same directory so that an engineer's settings and recent files follow them from one to the
// other. A portable copy (a folder on a USB stick handed from one engineer to the next) keeps its
// data beside the executable when a marker file is there; its secrets stay on each laptop.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** The directory name under the platform's application-data directory. */
export const DATA_DIR_NAME = 'site-console';

/** The file whose presence beside the executable makes a copy portable. */
export const PORTABLE_MARKER = 'site-console.portable';

/** The data folder of a portable copy, beside the executable and its marker. */
export const PORTABLE_DATA_DIR_NAME = 'site-console-data';

/** The file in a portable copy's data folder that names its scope on every laptop (its secrets, signing key and trusted keys). */
export const PORTABLE_ID_FILE = 'portable-id';

/** The laptop's folder, beside the installed console's data directory, that holds one scope per portable copy. */
export const PORTABLE_SCOPES_DIR_NAME = 'site-console-portable';

const PORTABLE_ID = /^[0-9a-f]{32}$/;

/** How the data directory was chosen: the environment variable, a portable copy, or the platform's usual place. */
export type DataDirMode = 'environment' | 'portable' | 'installed';

/** The data directory and why it is there. */
export interface DataDirChoice {
  dir: string;
  mode: DataDirMode;
  /**
   * Where the secrets file lives when no keyring answers, and the list of evidence keys this
   * console trusts: the data directory, except for a portable copy, whose data travels while
   * secrets and trust must not (the next engineer enters their own, and confirms each key on their
   * laptop). A portable copy's is a scope of its own on the laptop (portableScopeDir), never the
   * installed console's: the two have distinct signing keys and never read each other's secrets.
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

/**
 * The id of a portable copy, kept in its data folder (`portable-id`), made on first use. It is a
 * name, not a secret: it tells this portable copy's scope on the laptop from the installed
 * console's and from other sticks'. A file that is not one (planted, damaged, a link) is replaced
 * by a new id, which only gives a fresh scope; where the folder cannot be written (a read-only
 * stick), the id is derived from the folder's path so that it still stays apart.
 */
export function portableId(dataDir: string, folder: string): string {
  const path = join(dataDir, PORTABLE_ID_FILE);
  const read = (): string | null => {
    try {
      // lstat: a link or a FIFO in its place is never followed nor waited on.
      const stat = lstatSync(path);
      if (!stat.isFile() || stat.size > 64) return null;
      const text = readFileSync(path, 'utf8').trim();
      return PORTABLE_ID.test(text) ? text : null;
    } catch {
      return null;
    }
  };
  const kept = read();
  if (kept !== null) return kept;
  const id = randomBytes(16).toString('hex');
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (lstatSync(path, { throwIfNoEntry: false })) unlinkSync(path);
    // wx: O_EXCL never writes through a link that appeared meanwhile.
    writeFileSync(path, `${id}\n`, { flag: 'wx', mode: 0o600 });
    return id;
  } catch {
    // Another process made it meanwhile, or the folder is read-only.
    return (
      read() ??
      createHash('sha256')
        .update(`portable-folder\0${resolve(folder)}`)
        .digest('hex')
        .slice(0, 32)
    );
  }
}

/** The laptop's scope of the portable copy `id`: its secrets file, keyring entries and trusted keys. */
export const portableScopeDir = (env: NodeJS.ProcessEnv, id: string): string =>
  join(dirname(platformDataDir(env)), PORTABLE_SCOPES_DIR_NAME, id);

/** The data directory: $SITE_CONSOLE_DATA_DIR, else a portable copy's folder, else the platform's usual place. */
export function chooseDataDir(env: NodeJS.ProcessEnv = process.env, execPath: string = process.execPath): DataDirChoice {
  if (env.SITE_CONSOLE_DATA_DIR) return { dir: env.SITE_CONSOLE_DATA_DIR, mode: 'environment', secretsDir: env.SITE_CONSOLE_DATA_DIR };
  const folder = portableFolder(env, execPath);
  if (isFile(join(folder, PORTABLE_MARKER))) {
    const dir = join(folder, PORTABLE_DATA_DIR_NAME);
    return { dir, mode: 'portable', secretsDir: portableScopeDir(env, portableId(dir, folder)) };
  }
  const dir = platformDataDir(env);
  return { dir, mode: 'installed', secretsDir: dir };
}

/** The data directory (see chooseDataDir). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return chooseDataDir(env).dir;
}
