// A site profile read from a file the engineer names (the command line's --profile): bounded like
// every file the console is handed, then checked as the window checks an imported one.
import type { SiteProfile } from '../../shared/site';
import { readBoundedFile, readFailure } from '../files/bounded-read';
import { parseProfileText } from './profiles';

/** Reads and checks the profile at `path`; a usage error (SITE_PROFILE_FILE_*) when it cannot be read, a validation error when it is not a profile. */
export async function readProfileFile(path: string): Promise<SiteProfile> {
  let text: string;
  try {
    text = (await readBoundedFile(path, 'siteProfile')).bytes.toString('utf8');
  } catch (error) {
    throw readFailure(error, 'site profile', 'SITE_PROFILE_FILE', 'option');
  }
  return parseProfileText(text, path);
}
