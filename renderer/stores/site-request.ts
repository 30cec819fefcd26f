// The request ids of site calls, so that the engineer can cancel the one that is on its way.
import { call } from '../bridge/client';

let nextRequest = 1;

/** A fresh request id for a site call. */
export const siteRequestId = (): string => `r${Date.now().toString(36)}-${nextRequest++}`;

/** Asks main to cancel the site call with this id (if it is still on its way). */
export async function cancelSiteRequest(requestId: string | null): Promise<void> {
  if (requestId) await call('site:cancel', { requestId });
}
