// What the sale and Dkbono forms offer (docs/requirements.md §2, §5, §7): open seasons, the active
// customers a record may have and enabled products, loaded before a form opens.
import type { EnabledProduct, Season } from '../../../../domain/catalog.ts';
import { seasonsOpenForSales } from '../../../../domain/catalog.ts';
import type { CustomerOption } from '../../../../domain/customers.ts';
import type { Page } from '../../../../domain/pagination.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { customersCreatedOnPhone } from '../../../lib/offline/outbox-runtime.ts';
import { localDay } from '../../../../domain/days.ts';

export type SaleFormKind = 'sale' | 'voucher';

export interface SaleFormLookups {
  seasons: Season[];
  customers: CustomerOption[];
  products: EnabledProduct[];
}

export interface SaleFormLookupOptions {
  /**
   * The consultant of the record edited: its customer must stay that consultant's (docs/design.md §8, the
   * server refuses another's), so an Admin editing is offered only those. A Consultant's own
   * customers come without it (the server scopes the list to the caller).
   */
  consultantId?: number;
}

export async function loadSaleFormLookups(
  kind: SaleFormKind,
  { consultantId }: SaleFormLookupOptions = {},
): Promise<SaleFormLookups> {
  const seasonFilter = kind === 'sale' ? { isOpen: true } : { isVoucherOpen: true };
  const customerFilter = consultantId === undefined ? {} : { consultantId };
  const [seasonPage, customerPage, products, onPhone] = await Promise.all([
    apiGet<Page<Season>>('/seasons', { page: 1, size: 'all', ...seasonFilter }),
    apiGet<Page<CustomerOption>>('/clients', { page: 1, size: 'all', status: 'ACTIVE', ...customerFilter }),
    apiGet<EnabledProduct[]>('/products/enabled'),
    consultantId === undefined ? customersCreatedOnPhone() : Promise.resolve([]),
  ]);
  // A customer created on this phone is offered at once, before the server has it.
  const listed = new Set(customerPage.data.map((customer) => customer.id));
  const customers = [
    ...customerPage.data,
    ...onPhone
      .filter((customer) => !listed.has(customer.id))
      .map((customer) => ({ ...customer, status: 'ACTIVE' as const })),
  ];
  // docs/requirements.md §5: a sale needs a season that has started; a Dkbono may be sold ahead of
  // the season.
  const seasons = kind === 'sale' ? seasonsOpenForSales(seasonPage.data, localDay()) : seasonPage.data;
  return { seasons, customers, products };
}

/** The season and customer a stored record already has. */
export interface RecordParties {
  seasonId: number;
  seasonName: string;
  clientId: number;
  customerName: string;
}

/**
 * A stored sale or Dkbono keeps its season and customer even when the season has closed or the
 * customer is no longer active: the form must still show them (the server decides on saving).
 */
export function withRecordParties(lookups: SaleFormLookups, record: RecordParties): SaleFormLookups {
  const hasSeason = lookups.seasons.some((season) => season.id === record.seasonId);
  const hasCustomer = lookups.customers.some((customer) => customer.id === record.clientId);
  return {
    ...lookups,
    seasons: hasSeason
      ? lookups.seasons
      : [
          ...lookups.seasons,
          {
            id: record.seasonId,
            name: record.seasonName,
            startDate: '',
            endDate: '',
            isOpen: false,
            isVoucherOpen: false,
          },
        ],
    customers: hasCustomer
      ? lookups.customers
      : [
          ...lookups.customers,
          { id: record.clientId, firstName: record.customerName, lastName: '', status: 'ACTIVE' },
        ],
  };
}
