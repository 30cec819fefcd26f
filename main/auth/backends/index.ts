// The backends this console offers, in one place: the console (main/console.ts) and the command
// line (`site-console license`) build the same set, so a provider works the same in both.
import type { HttpClient } from '../../http/client';
import type { BackendRegistry } from '../backend';
import type { LicensevendorRuntime } from './licensevendor/backend';
import { selfhostedBackend } from './selfhosted/selfhosted-backend';

/** What the backends need from their host. */
export interface BackendServices {
  /** The console's one HTTP client. */
  http: HttpClient;
  /** The vendor library's host, kept across documents (library path and profile from the settings or flags). */
  licensevendor: LicensevendorRuntime;
}

/** Every backend, by provider. */
export function authorizationBackends(services: BackendServices): BackendRegistry {
  return { selfhosted: selfhostedBackend({ http: services.http }), licensevendor: services.licensevendor.factory };
}
