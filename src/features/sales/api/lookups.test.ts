import { beforeEach, describe, expect, it } from 'vitest';
import { apiRoute } from '../../../test/api.ts';
import { loadSaleFormLookups } from './lookups.ts';

const emptyPage = { data: [], page: 1, size: 10, totalPages: 0, totalRecords: 0 };
const listSeasons = apiRoute('get', '/seasons');
const listCustomers = apiRoute('get', '/clients');
const listProducts = apiRoute('get', '/products/enabled');

beforeEach(() => {
  listSeasons.answers(emptyPage);
  listCustomers.answers(emptyPage);
  listProducts.answers([]);
});

const customerQuery = () => listCustomers.calls[0]?.query;

describe('sale form lookups', () => {
  it("offers, when editing, only the active customers of the record's consultant (docs/design.md §8)", async () => {
    await loadSaleFormLookups('sale', { consultantId: 21 });
    expect(customerQuery()).toEqual({ page: '1', size: 'all', status: 'ACTIVE', consultantId: '21' });
  });

  it("leaves a new record's customers to the server's scope of the caller", async () => {
    await loadSaleFormLookups('voucher');
    expect(customerQuery()).toEqual({ page: '1', size: 'all', status: 'ACTIVE' });
  });
});
