// Records the sales component tests share: a Dkbono, the lookups of the forms and the routes
// they are read from.
import type { SaleFormLookups } from './api/lookups.ts';
import { pageOf } from '../../lib/testing/page.ts';
import { apiRoute } from '../../test/api.ts';
import type { SaleListItem, VoucherDetail } from '../../../domain/sales-schemas.ts';
import type { UserDetails } from '../../../domain/auth.ts';

export const CONSULTANT_ID = 31;

/** The signed-in consultant who owns the fixtures (another id makes someone else's consultant). */
export function consultantFixture(id = CONSULTANT_ID): UserDetails {
  return {
    id,
    role: 'CONSULTANT',
    distributor: null,
    acceptedTos: true,
    firstName: 'Lucía',
    lastName: 'Ibarra',
    email: 'consultor@agroventas.mx',
  };
}

/** The signed-in staff of the sale list and detail tests, in `role`: user 4, who sold the listed sales. */
export const salesStaff = (role: UserDetails['role']): UserDetails => ({
  id: 4,
  role,
  distributor: null,
  acceptedTos: true,
  firstName: 'Carlos',
  lastName: 'Méndez',
  email: 'consultor@agroventas.mx',
});

/** Who the listed records belong to: customer 7 in season 2, sold by `salesStaff` (user 4). */
export const listedParties = {
  clientId: 7,
  customerName: 'Juana Pérez',
  seasonId: 2,
  seasonName: 'PV-2026',
  consultantId: 4,
  consultantName: 'Carlos Méndez',
};

/** Who the consultant's own records belong to: customer 12 in season 3, of `consultantFixture`. */
export const consultantParties = {
  clientId: 12,
  customerName: 'Ramón Quintero',
  seasonId: 3,
  seasonName: 'PV-2026',
  consultantId: CONSULTANT_ID,
  consultantName: 'Lucía Ibarra',
};

/** A row of the sale list, sold by `salesStaff` (user 4) to customer 7 in season 2. */
export const saleListItem = (id: number, patch: Partial<SaleListItem> = {}): SaleListItem => ({
  id,
  folio: `V-2026-00012${id}`,
  saleDate: '2026-03-05',
  ...listedParties,
  total: 1234.5,
  status: 'ACTIVE',
  voucherId: null,
  voucherFolio: null,
  ...patch,
});

export function voucherFixture(overrides: Partial<VoucherDetail> = {}): VoucherDetail {
  return {
    id: 45,
    folio: 'DK-2026-000045',
    createdAt: '2026-03-02T16:00:00.000Z',
    ...consultantParties,
    total: 42000,
    paid: 10000,
    balance: 32000,
    status: 'PARTIAL',
    saleId: null,
    saleFolio: null,
    notes: null,
    version: 2,
    seasonIsOpen: true,
    seasonStartDate: '2026-03-01',
    seasonEndDate: '2099-12-31',
    seasonIsVoucherOpen: true,
    items: [
      {
        id: 1,
        productId: 7,
        productCode: 'DK-4050',
        productName: 'DEKALB 4050',
        quantity: 14,
        basePrice: 3000,
        discount: 0,
        total: 42000,
      },
    ],
    payments: [{ id: 5, date: '2026-03-02', amount: 10000, method: 'TRANSFERENCIA', reference: 'SPEI 8841' }],
    ...overrides,
  };
}

export function lookupsFixture(): SaleFormLookups {
  return {
    seasons: [
      {
        id: 3,
        name: 'PV-2026',
        startDate: '2026-01-15',
        endDate: '2026-09-30',
        isOpen: true,
        isVoucherOpen: true,
      },
    ],
    customers: [
      { id: 12, firstName: 'Ramón', lastName: 'Quintero', status: 'ACTIVE' },
      { id: 13, firstName: 'Elena', lastName: 'Sáinz', status: 'ACTIVE' },
    ],
    products: [
      {
        id: 7,
        code: 'DK-4050',
        name: 'DEKALB 4050',
        productTypeId: 1,
        productTypeName: 'Maíz grano',
        productionKind: 'GRAIN',
        seedsPerBag: 60000,
        basePrice: 3000,
        recommendedDensity: 90000,
      },
    ],
  };
}

/**
 * The routes the sale and Dkbono forms read their choices from (api/lookups.ts): the seasons (also
 * the lists' season filter), the customers and the enabled products. `answer` answers them all.
 */
export function saleFormLookupRoutes() {
  const seasons = apiRoute('get', '/seasons');
  const customers = apiRoute('get', '/clients');
  const products = apiRoute('get', '/products/enabled');
  return {
    seasons,
    customers,
    products,
    answer(lookups: SaleFormLookups = lookupsFixture()) {
      seasons.answers(pageOf(lookups.seasons));
      customers.answers(pageOf(lookups.customers));
      products.answers(lookups.products);
    },
  };
}
