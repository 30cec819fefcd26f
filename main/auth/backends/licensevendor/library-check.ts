// What main checks of a vendor library file before any host process loads it: a regular file
// (never opened when it is a FIFO or device), read whole within its limit, hashed, and its own
// export table holding every function the ABI profile names. The loader resolves names through a
// library's dependencies, so without this a profile naming `system` in any system library would
// reach libc's system(); loading runs the library's constructors, so nothing is loaded until the
// check passes. The file itself is refused, whatever its profile, when it exports a function that
// starts programs or loads code (libc, glib, libpython: no license library does) or when its
// RPATH/RUNPATH would load a dependency from beside it ($ORIGIN) or from a relative folder.
import { createHash } from 'node:crypto';
import { realpath, stat } from 'node:fs/promises';
import type { AbiProfile } from '../../../../shared/licensevendor/abi-profile';
import { ConsoleError } from '../../../../shared/errors';
import { FileReadError } from '../../../../shared/node/regular-file';
import { readBoundedFile } from '../../../files/bounded-read';
import {
  libraryExports,
  type LibraryExports,
  LibraryFormatError,
  missingExports,
  refusedExports,
  refusedSearchPaths,
  refusedSymbols,
} from './library-exports';

/** A library file that passed the check: where it really is and the digest of the bytes checked. */
export interface CheckedLibrary {
  /** The path as the engineer gave it. */
  path: string;
  /** Symbolic links resolved: what the host loads. */
  realPath: string;
  /** SHA-256 (hex) of the bytes whose exports were read. */
  sha256: string;
}

/**
 * A library path that is a FIFO, a device or a folder is refused at once: the loader would open it
 * and wait (a FIFO held the host for the whole start limit). stat never opens the file.
 */
export async function refuseIfNotAFile(path: string): Promise<void> {
  const found = await stat(path).catch(() => null);
  if (found === null || found.isFile()) return; // a missing file is said below, with the loader's words
  const kind = found.isDirectory() ? 'a folder' : found.isFIFO() ? 'a named pipe (FIFO)' : found.isSocket() ? 'a socket' : 'a device';
  throw new ConsoleError(
    'usage',
    'LICENSEVENDOR_LIBRARY_NOT_A_FILE',
    `the license library path ${path} is ${kind}, not a file: set the path of the vendor's library file (.so, .dll or .dylib)`,
    {
      path,
      kind,
    },
  );
}

const notLoaded = (path: string, reason: string, message: string): ConsoleError =>
  // The same code and words as a library the loader refuses: the engineer fixes the path either way.
  new ConsoleError('usage', 'LICENSEVENDOR_LIBRARY_LOAD', `the license library ${path} could not be loaded: ${message}`, {
    operation: 'open',
    path,
    reason,
  });

/** The SHA-256 of the library file now, or null when it cannot be read (the check at the host's start says why). */
export async function libraryDigest(path: string): Promise<string | null> {
  try {
    await refuseIfNotAFile(path);
    return createHash('sha256')
      .update((await readBoundedFile(path, 'vendorLibrary')).bytes)
      .digest('hex');
  } catch {
    return null;
  }
}

/** Checks the library at `path` against `profile`; a ConsoleError says what is wrong and nothing is loaded. */
export async function checkLibrary(path: string, profile: AbiProfile): Promise<CheckedLibrary> {
  await refuseIfNotAFile(path);
  let realPath: string;
  let bytes: Buffer;
  try {
    realPath = await realpath(path);
    bytes = (await readBoundedFile(realPath, 'vendorLibrary')).bytes;
  } catch (e) {
    if (e instanceof FileReadError) throw notLoaded(path, e.kind === 'not-found' ? 'missing' : e.kind, e.message);
    const code = (e as NodeJS.ErrnoException).code;
    throw notLoaded(path, code === 'ENOENT' ? 'missing' : 'unreadable', e instanceof Error ? e.message : String(e));
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let exports: LibraryExports;
  try {
    exports = libraryExports(bytes);
  } catch (e) {
    if (!(e instanceof LibraryFormatError)) throw e;
    throw new ConsoleError(
      'usage',
      'LICENSEVENDOR_LIBRARY_FORMAT',
      `the license library ${path} cannot be checked (${e.problem}): ${e.message}; nothing was loaded`,
      { path, problem: e.problem },
    );
  }
  const { functions } = exports;
  const missing = missingExports(functions, profile.symbols);
  if (missing.length > 0) {
    throw new ConsoleError(
      'usage',
      'LICENSEVENDOR_LIBRARY_EXPORTS_MISSING',
      `the library ${path} does not itself export ${missing.join(', ')} (ABI profile "${profile.name}"); nothing was loaded`,
      {
        path,
        missing: missing.join(', '),
        profile: profile.name,
      },
    );
  }
  // After the exports: a name the file does not have is said as such; these are names it has.
  const refused = refusedSymbols(profile.symbols);
  if (refused.length > 0) {
    throw new ConsoleError(
      'usage',
      'LICENSEVENDOR_PROFILE_SYMBOLS_REFUSED',
      `the ABI profile "${profile.name}" names ${refused.join(', ')}: one function for two operations, or a function that starts programs or loads code, is never a license library's; nothing was loaded`,
      {
        profile: profile.name,
        symbols: refused.join(', '),
      },
    );
  }
  refuseLibraryItself(path, exports);
  return { path, realPath, sha256 };
}

/** How many of a library's offending exports an error names. */
const NAMED_EXPORTS = 5;

/**
 * What refuses the file whatever its profile: it exports a function that starts programs or loads
 * code (no license library does: libc, glib, libpython and kernel32 do), or its RPATH/RUNPATH lets
 * a dependency beside it be swapped without its own bytes changing.
 */
function refuseLibraryItself(path: string, exports: LibraryExports): void {
  const offending = refusedExports(exports.functions);
  if (offending.length > 0) {
    const named =
      offending.slice(0, NAMED_EXPORTS).join(', ') +
      (offending.length > NAMED_EXPORTS ? ` (and ${offending.length - NAMED_EXPORTS} more)` : '');
    throw new ConsoleError(
      'usage',
      'LICENSEVENDOR_LIBRARY_REFUSED',
      `the library ${path} exports ${named}: functions that start programs or load code, which no license library exports; it is not a license library, so nothing was loaded`,
      {
        path,
        exports: named,
        count: offending.length,
      },
    );
  }
  const searchPaths = refusedSearchPaths(exports.searchPaths);
  if (searchPaths.length > 0) {
    throw new ConsoleError(
      'usage',
      'LICENSEVENDOR_LIBRARY_SEARCH_PATH_REFUSED',
      `the library ${path} looks for its dependencies in ${searchPaths.map((p) => JSON.stringify(p)).join(', ')} (RPATH/RUNPATH relative to the file or the current folder): a file placed there would load with it unapproved, so nothing was loaded`,
      {
        path,
        searchPath: searchPaths.join(':'),
      },
    );
  }
}
