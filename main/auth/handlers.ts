// The authorization area's bridge operations: thin calls into the one AuthorizationClient of the
// console. The license key arrives in the payload of auth:activate and goes straight to the client;
// the call log never records payloads. The offline activation's file paths are checked in main
// (never the data directory; the request file a .txt) before anything is written or read.
import type { OperationName } from '../../shared/api';
import type { Handler } from '../bridge/dispatch';
import type { AuthorizationClient } from './authorization-client';
import type { VendorLibraryApprovalDesk } from './backends/licensevendor/library-approval';

type AuthOperation = Extract<OperationName, `auth:${string}`>;

/** The handlers of the authorization area. */
export function authHandlers(
  auth: AuthorizationClient,
  vendorLibrary: Pick<VendorLibraryApprovalDesk, 'request' | 'confirm'>,
): { [K in AuthOperation]: Handler<K> } {
  return {
    // Main asks the engineer in its own UI; the renderer only starts it (and types what main printed).
    'auth:approveVendorLibrary': async () => vendorLibrary.request(),
    'auth:confirmVendorLibrary': async ({ code }) => vendorLibrary.confirm(code),
    'auth:initialize': async ({ text, source }) => auth.initialize(text, source ?? null),
    'auth:activate': async ({ licenseKey }) => auth.activate(licenseKey),
    'auth:check': async ({ keys }) => auth.hasFeatures(keys),
    'auth:status': async () => auth.status(),
    'auth:preflight': async () => auth.preflight(),
    'auth:offlineStatus': async () => auth.offlineStatus(),
    'auth:offlineRequest': async ({ path }) => auth.offlineRequest(path),
    'auth:offlineApply': async (input) => auth.offlineApply(input),
    'auth:offlineReset': async () => auth.offlineReset(),
    'auth:dispose': async () => {
      await auth.dispose();
      return auth.status();
    },
  };
}
