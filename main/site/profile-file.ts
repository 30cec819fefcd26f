// A site profile read from a file the engineer names (the command line's --profile): bounded like
// every file the console is handed, then checked as the window checks an imported one.
import type { SiteProfile } from '../../shared/site';
import { ConsoleError } from '../../shared/errors';
import { readBoundedFile, readFailureMessage } from '../files/bounded-read';
import { parseProfileText } from './profiles';

/** Reads and checks the profile at `path`; a usage error when it cannot be read, a validation error when it is not a profile. */
export async function readProfileFile(path: string): Promise<SiteProfile> {
  let text: string;
  try {
    text = (await readBoundedFile(path, 'siteProfile')).bytes.toString('utf8');
  } catch (error) {
    throw new ConsoleError('usage', 'CLI_USAGE', readFailureMessage(error, 'site profile'));
  }
  return parseProfileText(text, path);
}
