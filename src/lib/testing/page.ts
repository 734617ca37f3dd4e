// A list API's answer in page tests: one page holding the rows given (no page at all when there are
// none), with an exact count; `patch` makes it a later page or a longer list.
import type { Page } from '../../../domain/pagination.ts';

export function pageOf<T>(data: T[], patch: Partial<Page<T>> = {}): Page<T> {
  return {
    data,
    page: 1,
    size: 10,
    totalPages: data.length > 0 ? 1 : 0,
    totalRecords: data.length,
    countKind: 'exact',
    ...patch,
  };
}
