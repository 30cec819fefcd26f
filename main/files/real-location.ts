// Where a path really leads. A rule about paths (".json only", "never the data directory") judged
// on the path as written is beaten by a symbolic link, a linked folder, /proc/self/root/…, another
// letter case on a file system that ignores case, or Windows' other spellings of one file
// (\\?\C:\…, \\?\UNC\server\share\…, 8.3 short names such as PROGRA~1). Rules are judged on the
// real path, compared in the form the platform's file system compares names.
import { realpath } from 'node:fs/promises';
import { posix, win32 } from 'node:path';

/** Resolves a path to its real location (the file system's realpath). */
export type RealPathOf = (path: string) => Promise<string>;

const pathApi = (platform: NodeJS.Platform) => (platform === 'win32' ? win32 : posix);

/** Windows' namespace prefixes removed: `\\?\C:\x` and `\\.\C:\x` → `C:\x`, `\\?\UNC\srv\share\x` → `\\srv\share\x`. */
export function withoutWindowsNamespace(path: string): string {
  const slashed = path.replace(/\//g, '\\');
  const unc = /^\\\\[?.]\\UNC\\/i.exec(slashed);
  if (unc) return `\\\\${slashed.slice(unc[0].length)}`;
  const local = /^\\\\[?.]\\(?=[a-z]:)/i.exec(slashed);
  return local ? slashed.slice(local[0].length) : path;
}

/** A path in the form two paths are compared on `platform`: absolute, normalized, and lower-cased where names ignore case (Windows, macOS). */
export function comparablePath(path: string, platform: NodeJS.Platform = process.platform): string {
  const api = pathApi(platform);
  const absolute = api.resolve(platform === 'win32' ? withoutWindowsNamespace(path) : path);
  return platform === 'win32' || platform === 'darwin' ? absolute.toLowerCase() : absolute;
}

/** Whether `path` is `folder` or lies inside it, on `platform`'s terms. */
export function isWithin(path: string, folder: string, platform: NodeJS.Platform = process.platform): boolean {
  const inner = comparablePath(path, platform);
  const outer = comparablePath(folder, platform);
  const sep = pathApi(platform).sep;
  return inner === outer || inner.startsWith(outer.endsWith(sep) ? outer : outer + sep);
}

/**
 * The real path of a file; for a file that does not exist yet (save as), the real path of its
 * folder with its name; when neither exists, the path itself (whatever is done next fails on it).
 */
export async function realLocation(
  path: string,
  platform: NodeJS.Platform = process.platform,
  realPathOf: RealPathOf = realpath,
): Promise<string> {
  const api = pathApi(platform);
  const absolute = api.resolve(path);
  try {
    return await realPathOf(absolute);
  } catch {
    // Missing, a dangling link, or unreadable: judge the folder it would be in.
  }
  try {
    return api.join(await realPathOf(api.dirname(absolute)), api.basename(absolute));
  } catch {
    return absolute;
  }
}
