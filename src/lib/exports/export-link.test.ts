// The "Exportar" dialog's logic: the columns it starts with follow the grid's shown columns, and the
// link carries the list's filters and sort, the choice and the app key, never the page.
import { describe, expect, it } from 'vitest';
import { runtimeConfig } from '../runtime-config.ts';
import { exportUrl, shownExportColumns } from './export-link.ts';

describe('shownExportColumns', () => {
  it('ticks the columns the grid shows and leaves hidden ones out', () => {
    expect(shownExportColumns('sales', [])).toEqual([
      'folio',
      'date',
      'customer',
      'season',
      'consultant',
      'total',
      'status',
      'voucher',
    ]);
    expect(shownExportColumns('sales', ['season', 'voucher'])).toEqual([
      'folio',
      'date',
      'customer',
      'consultant',
      'total',
      'status',
    ]);
  });

  it('maps a grid column to the export columns it shows and leaves columns the grid lacks unticked', () => {
    expect(shownExportColumns('customers', ['place', 'created'])).toEqual([
      'name',
      'phone',
      'consultant',
      'hectares',
      'status',
    ]);
    expect(shownExportColumns('customers', [])).toContain('municipality');
    expect(shownExportColumns('customers', [])).not.toContain('email');
    expect(shownExportColumns('vouchers', [])).not.toContain('sale');
  });
});

describe('exportUrl', () => {
  it('asks the list’s export for the filters, sort, format, columns in the list’s order and the ids', () => {
    const url = new URL(
      exportUrl({
        list: 'sales',
        query: {
          search: ' Pérez ',
          status: 'ACTIVE',
          page: 3,
          size: 50,
          sort: 'total:asc',
          seasonId: undefined,
        },
        format: 'csv',
        columns: ['total', 'folio'],
        ids: [12, 7],
      }),
      'http://app.example',
    );
    expect(url.pathname).toBe(`${runtimeConfig.apiUrl.replace(/\/+$/, '')}/sales/export`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'Pérez',
      status: 'ACTIVE',
      sort: 'total:asc',
      format: 'csv',
      columns: 'folio,total',
      ids: '12,7',
      key: runtimeConfig.apiKey,
    });
  });

  it('leaves ids out for all the filter’s rows and names the customer export', () => {
    const url = new URL(
      exportUrl({ list: 'customers', query: {}, format: 'xlsx', columns: ['name'] }),
      'http://app.example',
    );
    expect(url.pathname.endsWith('/clients/export')).toBe(true);
    expect(url.searchParams.has('ids')).toBe(false);
  });
});
