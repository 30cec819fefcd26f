// The one place that implements the bridge contract, by composing each area's handlers. The type
// of the result is the whole table: an operation added to an area of shared/api/ (app.ts, config.ts,
// auth.ts, site.ts, batch.ts, evidence.ts) without a handler in that area fails to compile here.
import { appHandlers } from './app/handlers';
import { authHandlers } from './auth/handlers';
import type { Handlers } from './bridge/dispatch';
import { configHandlers } from './config/handlers';
import type { ConsoleServices } from './compose';
import { siteHandlers } from './site/handlers';
import { batchHandlers } from './batch/handlers';
import { evidenceHandlers } from './evidence/handlers';

/** The handler table over the console's services. */
export function createHandlers(services: ConsoleServices): Handlers {
  return {
    ...appHandlers(services),
    ...configHandlers(services.info),
    ...authHandlers(services.auth, services.vendorLibraryApproval),
    ...siteHandlers(services),
    ...batchHandlers(services),
    ...evidenceHandlers(services),
  };
}
