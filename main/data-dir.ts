// Where the console keeps its data. The Electron app and the web transport use the same directory
// so that an engineer's settings and recent files follow them from one to the other.
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The directory name under the platform's application-data directory. */
export const DATA_DIR_NAME = 'site-console';

/** The data directory: $SITE_CONSOLE_DATA_DIR, else the platform's usual place. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SITE_CONSOLE_DATA_DIR) return env.SITE_CONSOLE_DATA_DIR;
  if (process.platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), DATA_DIR_NAME);
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support', DATA_DIR_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), DATA_DIR_NAME);
}
