// Who can read the data directory. It holds the call log, drafts, journals and, where no keyring
// answers, the secrets file, so only the engineer's account should read it. On Linux and macOS the
// console creates it 0700. On Windows, modes mean nothing: a folder inside the user's profile is
// already private to the account (the profile's ACL), but one elsewhere — a portable copy on a USB
// folder, or SITE_CONSOLE_DATA_DIR on D:\ — inherits whatever its parent allows, so the console
// restricts it with the OS's own tool (icacls), and where that cannot work (FAT32 and exFAT sticks
// have no ACLs) says so, for About to show.
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { win32 } from 'node:path';
import { promisify } from 'node:util';

/** How the data directory is kept private, or why it is not. */
export interface DataDirAccess {
  /** Whether only this account can read it. */
  restricted: boolean;
  /** posix-mode: 0700; profile: inside the Windows profile; acl: restricted with icacls; none: not restricted. */
  how: 'posix-mode' | 'profile' | 'acl' | 'none';
  /** Why it is not restricted, in words for About (English; the renderer words the `how`). */
  detail: string | null;
}

/** Whether `dir` lies inside the Windows profile folder `profile` (case-insensitive, as Windows is). */
export function insideWindowsProfile(dir: string, profile: string | undefined): boolean {
  if (!profile) return false;
  const rel = win32.relative(profile.toLowerCase(), dir.toLowerCase());
  return rel === '' || (!rel.startsWith('..') && !win32.isAbsolute(rel));
}

/**
 * icacls arguments that make `dir` private to `account`: inherited entries removed, full control
 * for the account on the folder and everything created in it, nobody else.
 */
export function icaclsArguments(dir: string, account: string): string[] {
  return [dir, '/inheritance:r', '/grant:r', `${account}:(OI)(CI)F`];
}

type Run = (file: string, args: string[]) => Promise<unknown>;

/** Restricts the data directory to this account where it can, and says how it stands. */
export async function restrictDataDir(
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  run: Run = promisify(execFile),
): Promise<DataDirAccess> {
  if (platform !== 'win32') {
    const mode = (await stat(dir)).mode & 0o777;
    return mode & 0o077
      ? { restricted: false, how: 'none', detail: `the folder's mode is ${mode.toString(8)}, readable by other accounts` }
      : { restricted: true, how: 'posix-mode', detail: null };
  }
  if (insideWindowsProfile(dir, env.USERPROFILE)) return { restricted: true, how: 'profile', detail: null };
  const account = env.USERDOMAIN && env.USERNAME ? `${env.USERDOMAIN}\\${env.USERNAME}` : env.USERNAME;
  if (!account) return { restricted: false, how: 'none', detail: 'the Windows account name is not known (USERNAME is not set)' };
  try {
    await run('icacls', icaclsArguments(dir, account));
    return { restricted: true, how: 'acl', detail: null };
  } catch (error) {
    return {
      restricted: false,
      how: 'none',
      detail: `icacls could not restrict the folder (${(error as Error).message.split('\n')[0]}); a FAT32 or exFAT drive has no permissions at all`,
    };
  }
}
