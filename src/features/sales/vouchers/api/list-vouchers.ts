// GET /vouchers (docs/requirements.md §7): one page of the Dkbonos the caller may see, with the list's filters.
import type { Page } from '../../../../../domain/pagination.ts';
import type { VoucherListItem } from '../../../../../domain/sales-schemas.ts';
import { apiGet } from '../../../../lib/api-client.ts';
import type { ListRequest } from '../../list-query.ts';

export function listVouchers(query: ListRequest): Promise<Page<VoucherListItem>> {
  return apiGet<Page<VoucherListItem>>('/vouchers', { ...query });
}
