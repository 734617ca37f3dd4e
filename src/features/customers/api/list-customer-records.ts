// The customer's latest sales and Dkbonos, through the sale and Dkbono lists' clientId filter
// (GET /sales, GET /vouchers), so they show exactly what those lists would.
import type { Page } from '../../../../domain/pagination.ts';
import type { SaleListItem, VoucherListItem } from '../../../../domain/sales.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const LATEST_RECORDS = 5;

export function listCustomerSales(clientId: number): Promise<Page<SaleListItem>> {
  return apiGet<Page<SaleListItem>>('/sales', { clientId, page: 1, size: LATEST_RECORDS });
}

export function listCustomerVouchers(clientId: number): Promise<Page<VoucherListItem>> {
  return apiGet<Page<VoucherListItem>>('/vouchers', { clientId, page: 1, size: LATEST_RECORDS });
}
