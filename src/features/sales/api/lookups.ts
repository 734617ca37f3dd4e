// What the sale and Dkbono forms offer (SPEC §2, §5, §7): open seasons, the caller's active customers
// and enabled products, loaded before a form opens and kept in the sale-list atoms.
import type { EnabledProduct, Season } from '../../../../domain/catalog.ts';
import { seasonsOpenForSales } from '../../../../domain/catalog.ts';
import type { CustomerOption } from '../../../../domain/customers.ts';
import type { Page } from '../../../../domain/pagination.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { appStore } from '../../../lib/session.ts';
import { updateSaleListAtom } from '../atoms.ts';
import { todayIso } from '../dates.ts';

export type SaleFormKind = 'sale' | 'voucher';

export interface SaleFormLookups {
  seasons: Season[];
  customers: CustomerOption[];
  products: EnabledProduct[];
}

export async function loadSaleFormLookups(kind: SaleFormKind): Promise<SaleFormLookups> {
  const seasonFilter = kind === 'sale' ? { isOpen: true } : { isVoucherOpen: true };
  const [seasonPage, customerPage, products] = await Promise.all([
    apiGet<Page<Season>>('/seasons', { page: 1, size: 'all', ...seasonFilter }),
    apiGet<Page<CustomerOption>>('/clients', { page: 1, size: 'all', status: 'ACTIVE' }),
    apiGet<EnabledProduct[]>('/products/enabled'),
  ]);
  // SPEC §5: a sale needs a season that has started; a Dkbono may be sold ahead of the season.
  const seasons = kind === 'sale' ? seasonsOpenForSales(seasonPage.data, todayIso()) : seasonPage.data;
  const lookups = { seasons, customers: customerPage.data, products };
  appStore.set(updateSaleListAtom, {
    openedSeasons: lookups.seasons,
    availableCustomers: lookups.customers,
    products: lookups.products,
  });
  return lookups;
}
