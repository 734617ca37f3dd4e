import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../lib/api-client.ts';
import { loadSaleFormLookups } from './lookups.ts';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn() }));

const emptyPage = { data: [], page: 1, size: 10, totalPages: 0, totalRecords: 0 };

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(apiGet).mockImplementation(async (url: string) => (url === '/products/enabled' ? [] : emptyPage));
});

const customerQuery = () => vi.mocked(apiGet).mock.calls.find(([url]) => url === '/clients')?.[1];

describe('sale form lookups', () => {
  it("offers, when editing, only the active customers of the record's consultant (docs/design.md §8)", async () => {
    await loadSaleFormLookups('sale', { consultantId: 21 });
    expect(customerQuery()).toEqual({ page: 1, size: 'all', status: 'ACTIVE', consultantId: 21 });
  });

  it("leaves a new record's customers to the server's scope of the caller", async () => {
    await loadSaleFormLookups('voucher');
    expect(customerQuery()).toEqual({ page: 1, size: 'all', status: 'ACTIVE' });
  });
});
