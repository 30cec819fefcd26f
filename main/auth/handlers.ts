// The authorization area's bridge operations: thin calls into the one AuthorizationClient of the
// console. The license key arrives in the payload of auth:activate and goes straight to the client;
// the call log never records payloads.
import type { OperationName } from '../../shared/api';
import type { Handler } from '../bridge/dispatch';
import type { AuthorizationClient } from './authorization-client';

type AuthOperation = Extract<OperationName, `auth:${string}`>;

/** The handlers of the authorization area. */
export function authHandlers(auth: AuthorizationClient): { [K in AuthOperation]: Handler<K> } {
  return {
    'auth:initialize': async ({ text }) => auth.initialize(text),
    'auth:activate': async ({ licenseKey }) => auth.activate(licenseKey),
    'auth:check': async ({ keys }) => auth.hasFeatures(keys),
    'auth:status': async () => auth.status(),
    'auth:preflight': async () => auth.preflight(),
    'auth:dispose': async () => {
      await auth.dispose();
      return auth.status();
    },
  };
}
