// The customer's latest sales and Dkbonos, through the sale and Dkbono lists' clientId filter
// (GET /sales, GET /vouchers), so they show exactly what those lists would.
import type { Page } from '../../../../domain/pagination.ts';
import type { SaleListItem, VoucherListItem } from '../../../../domain/sales-schemas.ts';
import { apiGet } from '../../../lib/api-client.ts';

const LATEST_RECORDS = 5;

export function listCustomerSales(clientId: number): Promise<Page<SaleListItem>> {
  return apiGet<Page<SaleListItem>>('/sales', { clientId, page: 1, size: LATEST_RECORDS });
}

export function listCustomerVouchers(clientId: number): Promise<Page<VoucherListItem>> {
  return apiGet<Page<VoucherListItem>>('/vouchers', { clientId, page: 1, size: LATEST_RECORDS });
}

/** The customer's Dkbonos still taking payments (PENDING or PARTIAL), oldest first. */
export async function listCustomerOpenVouchers(clientId: number): Promise<VoucherListItem[]> {
  const pages = await Promise.all(
    (['PENDING', 'PARTIAL'] as const).map((status) =>
      apiGet<Page<VoucherListItem>>('/vouchers', { clientId, status, page: 1, size: 50, sort: 'date:asc' }),
    ),
  );
  return pages
    .flatMap((page) => page.data)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}
