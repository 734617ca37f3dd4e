// GET /sales (docs/requirements.md §7): one page of the sales the caller may see, with the list's filters.
import type { Page } from '../../../../domain/pagination.ts';
import type { SaleListItem } from '../../../../domain/sales-schemas.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { ListRequest } from '../list-query.ts';
import { SALES_URL } from './urls.ts';

export function listSales(query: ListRequest): Promise<Page<SaleListItem>> {
  return apiGet<Page<SaleListItem>>(SALES_URL, { ...query });
}
