// Building envelopes (SITE-API.md "ServiceResult<T>") in one place so that every service words
// success and failure the same way.
import { SUCCESS_CODE, type ServiceFailure, type ServiceSuccess, type SiteErrorCode } from '../shared/site';

/** A successful envelope around `data`. */
export function success<T>(data: T): ServiceSuccess<T> {
  return { success: true, code: SUCCESS_CODE, msg: 'success', data };
}

/** A failed envelope. */
export function failure(code: SiteErrorCode, msg: string): ServiceFailure {
  return { success: false, code, msg, data: null };
}
