// The site area's services: profiles, the site client, its call log and the demo site.
import type { HttpClient } from '../http/client';
import type { SecretStore } from '../secrets';
import { callBindingKey, type CallBindingKey } from './call-binding';
import { SiteCallLog } from './call-log';
import { demoRestorer, DemoSite } from './demo';
import { SiteProfileStore } from './profiles';
import { SiteClient } from './site-client';

/** The site area's services, built once by the composition root (main/compose.ts). */
export interface SiteServices {
  profiles: SiteProfileStore;
  client: SiteClient;
  log: SiteCallLog;
  /** The key that binds each logged call to the secret it sent (call-binding.ts). */
  binding: CallBindingKey;
  demo: DemoSite;
  /** Site calls under way that the renderer may cancel, by its request id. */
  inFlight: Map<string, AbortController>;
  /** Starts the demo site again when its profile is the active one (once per run; see demo.ts). */
  restoreDemo: () => Promise<void>;
}

/** Builds the site services over the data directory, the HTTP client and the secrets store. */
export function createSiteServices(dataDir: string, http: HttpClient, secrets: () => Promise<SecretStore>): SiteServices {
  const log = new SiteCallLog(dataDir);
  const profiles = new SiteProfileStore(dataDir, secrets);
  const demo = new DemoSite();
  const binding = callBindingKey(secrets);
  return {
    profiles,
    client: new SiteClient(http, log, binding),
    log,
    binding,
    demo,
    inFlight: new Map(),
    restoreDemo: demoRestorer({ profiles, demo }),
  };
}
