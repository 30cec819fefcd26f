// `site-console person <personId> --profile <file>`: L1 from the command line (main/cli/site-call.ts).
import { defineCommand } from '../kit';
import { runSiteCall, SITE_CALL_OPTIONS } from '../site-call';
import { PERSON_USAGE } from './site-call-words';

/** The `person` command. */
export const personCommand = defineCommand({
  name: 'person',
  options: SITE_CALL_OPTIONS,
  usage: PERSON_USAGE,
  failureExtra: () => ({ route: null }),
  run: (context) => runSiteCall('person', context),
});
