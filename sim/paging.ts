// Paging as SITE-API.md fixes it for E3's and E4's page operations.
import type { Page, PageRequest } from '../shared/site';

/** Page number when the request names none. */
export const DEFAULT_PAGE_NO = 1;
/** Page size when the request names none. */
export const DEFAULT_PAGE_SIZE = 20;

/** Cuts one page out of an ordered list; a page past the end has an empty list and the true total. */
export function pageOf<T>(items: readonly T[], request: PageRequest): Page<T> {
  const pageNo = request.pageNo ?? DEFAULT_PAGE_NO;
  const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
  const start = (pageNo - 1) * pageSize;
  return { pageNo, pageSize, total: items.length, list: items.slice(start, start + pageSize) };
}
