// The folder listing behind the console's own file dialog. One dialog serves both transports (a
// browser cannot hand main a path), and it shows only what an engineer opens here: sub-folders
// and the files of the kinds asked for (JSON by default; batch CSV and XLSX, evidence zips,
// certificates, exports, reports and request codes: FILE_EXTENSIONS), hidden entries left out. The kinds are a fixed list, never a pattern from the renderer.
import { readdir, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, extname, join, parse, resolve } from 'node:path';
import type { FileExtension, FolderEntry, FolderListing } from '../../shared/api';
import { FILE_EXTENSIONS } from '../../shared/api/config';
import { ConsoleError } from '../../shared/errors';

/** At most this many entries are listed; a folder with more is not where configs live. */
const MAX_ENTRIES = 2000;

function places(): string[] {
  const home = homedir();
  if (process.platform !== 'win32') return [home, '/'];
  // Drive letters that exist; probing all 26 costs a stat each, cheap next to a human's click.
  const drives = 'CDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((d) => `${d}:\\`);
  return [home, ...drives];
}

/** Lists a folder (default: the home folder) for the file dialog: sub-folders and files of `extensions`. */
export async function listFolder(folder?: string, extensions: readonly FileExtension[] = ['json']): Promise<FolderListing> {
  const unknown = extensions.filter((e) => !(FILE_EXTENSIONS as readonly string[]).includes(e));
  if (unknown.length > 0 || extensions.length === 0) {
    throw new ConsoleError(
      'validation',
      'FILE_TYPES_UNKNOWN',
      `the file dialog lists only ${FILE_EXTENSIONS.join(', ')} files, not "${unknown.join('", "')}"`,
      { extensions: unknown },
    );
  }
  const wanted = new Set<string>(extensions);
  const absolute = resolve(folder ?? homedir());
  let names: string[];
  try {
    const info = await stat(absolute);
    if (!info.isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    names = await readdir(absolute);
  } catch (e) {
    const code = e instanceof Error && 'code' in e ? String(e.code) : '';
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new ConsoleError('not-found', 'FOLDER_NOT_FOUND', `no such folder: ${absolute}`, { path: absolute });
    if (code === 'EACCES' || code === 'EPERM')
      throw new ConsoleError('io', 'FOLDER_DENIED', `no permission to list ${absolute}`, { path: absolute });
    throw new ConsoleError('io', 'FOLDER_READ_FAILED', `cannot list ${absolute}: ${e instanceof Error ? e.message : String(e)}`, {
      path: absolute,
    });
  }
  const entries: FolderEntry[] = [];
  for (const name of names.filter((n) => !n.startsWith('.')).slice(0, MAX_ENTRIES)) {
    const path = join(absolute, name);
    const info = await stat(path).catch(() => null);
    if (info?.isDirectory()) entries.push({ name, path, kind: 'folder', size: null });
    else if (info?.isFile() && wanted.has(extname(name).slice(1).toLowerCase()))
      entries.push({ name, path, kind: 'file', size: info.size });
  }
  entries.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'folder' ? -1 : 1));
  const root = parse(absolute).root;
  const existing = await Promise.all(places().map(async (p) => ((await stat(p).catch(() => null))?.isDirectory() ? p : null)));
  return {
    folder: absolute,
    parent: absolute === root ? null : dirname(absolute),
    entries,
    places: existing.filter((p): p is string => p !== null),
  };
}
