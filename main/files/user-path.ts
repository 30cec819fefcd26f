// The one check of a path the renderer (untrusted) or a command line hands over for a file the
// engineer chooses: the right kind of file by its name, and never one of the console's own files in
// its data directory, nor in any other folder the console keeps on this laptop (the installed
// console's, the portable copies' scopes: their secrets, approvals and trusted keys). Both rules hold for the
// path as written and for the file it really reaches
// (links, linked folders, /proc/self/root, Windows' other spellings), so that no path leads around them.
import { dirname, join, resolve } from 'node:path';
import { PORTABLE_SCOPES_DIR_NAME, platformDataDir } from '../data-dir';
import type { ConsoleError } from '../../shared/errors';
import { isWithin, realLocation } from './real-location';

/** What a path must satisfy, and the errors that say it did not. */
export interface UserPathRules {
  /** The console's data directory, which no chosen file may be in. */
  dataDir: string;
  /** The file name's required ending (e.g. /\.json$/i), if any. */
  extension?: RegExp;
  /** The error for a name without that ending; `through` is "<path> leads to " when a link led there. */
  wrongExtension?(candidate: string, through: string): ConsoleError;
  /** The error for a path inside the data directory. */
  reserved(absolute: string): ConsoleError;
}

/**
 * The folders the console keeps on this laptop whatever its data directory: the installed console's
 * and the portable copies' scopes. A portable copy's renderer could otherwise write the approval of
 * a vendor library or a trusted key there, or read the installed console's secrets file (issue 31).
 */
export function consoleFolders(env: NodeJS.ProcessEnv = process.env): string[] {
  const installed = platformDataDir(env);
  return [installed, join(dirname(installed), PORTABLE_SCOPES_DIR_NAME)];
}

/** Refuses a path against the rules; returns it absolute. */
export async function checkUserPath(path: string, rules: UserPathRules): Promise<string> {
  const absolute = resolve(path);
  const real = await realLocation(absolute);
  const { extension, wrongExtension } = rules;
  if (extension && wrongExtension) {
    for (const candidate of [absolute, real]) {
      // Through a link, name the file it leads to: that is the one with the wrong name.
      if (!extension.test(candidate)) throw wrongExtension(candidate, candidate === absolute ? '' : `${absolute} leads to `);
    }
  }
  const owned = [rules.dataDir, ...consoleFolders()];
  const data = [...owned.map((folder) => resolve(folder)), ...(await Promise.all(owned.map((folder) => realLocation(folder))))];
  if (data.some((folder) => isWithin(absolute, folder) || isWithin(real, folder))) throw rules.reserved(absolute);
  return absolute;
}
