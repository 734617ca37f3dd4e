// GET /<resource>/:id/history: one page of a record's history, newest first.
import type { HistoryEntry } from '../../../domain/history.ts';
import type { HistoryResource } from '../../../domain/history-values.ts';
import { HISTORY_PAGE_SIZE } from '../../../domain/history.ts';
import type { Page } from '../../../domain/pagination.ts';
import { apiGet } from '../api-client.ts';

export function getRecordHistory(
  resource: HistoryResource,
  id: number,
  page: number,
): Promise<Page<HistoryEntry>> {
  return apiGet<Page<HistoryEntry>>(`/${resource}/${id}/history`, { page, size: HISTORY_PAGE_SIZE });
}
