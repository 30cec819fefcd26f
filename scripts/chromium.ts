// Where the e2e tests find Chromium: $CHROMIUM_PATH, else Debian's package. playwright-core's own
// browser download does not work on machines without internet, so it is never used.
import { accessSync, constants } from 'node:fs';

/** Where Debian and other distributions put Chromium. */
export const CHROMIUM_CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The first executable Chromium, or null. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = env.CHROMIUM_PATH ? [env.CHROMIUM_PATH] : CHROMIUM_CANDIDATES;
  for (const path of candidates) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // try the next one
    }
  }
  return null;
}
