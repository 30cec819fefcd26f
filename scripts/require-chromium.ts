// Runs before the e2e tests: without Chromium they cannot run, and they must never be skipped
// silently, so this stops `npm test` with a message that says what to install.
import { CHROMIUM_CANDIDATES, findChromium } from './chromium';

if (!findChromium()) {
  const looked = process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH}` : CHROMIUM_CANDIDATES.join(', ');
  console.error(
    `e2e tests need Chromium and none was found (looked at ${looked}). ` +
      'On Debian: sudo apt-get install --no-install-recommends chromium; or set CHROMIUM_PATH to a Chromium executable.',
  );
  process.exit(1);
}
