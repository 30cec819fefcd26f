// `site-console visitor-access <visitorId> [--floors …] --profile <file>`: L2 from the command line
// (main/cli/site-call.ts); `--batch` is its own command (batch.ts), chosen in main/cli/index.ts.
import { defineCommand } from '../kit';
import { runSiteCall, SITE_CALL_OPTIONS } from '../site-call';
import { VISITOR_USAGE } from './site-call-words';

/** The `visitor-access` command. */
export const visitorAccessCommand = defineCommand({
  name: 'visitor-access',
  options: SITE_CALL_OPTIONS,
  usage: VISITOR_USAGE,
  failureExtra: () => ({ route: null }),
  run: (context) => runSiteCall('visitor-access', context),
});
