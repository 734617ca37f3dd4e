// GET /sales/sale-report (docs/design.md §11): the sales the caller may see, with the list's filters, as an
// .xlsx streamed while it is read. Rows come from the list builder's walk (shared/record-list.ts:
// keyset batches, newest first) and go straight into exceljs's streaming writer, so memory stays
// flat for 100,000+ sales and a slow download pauses the reading.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { fromCents, toCents } from '../../../domain/money.ts';
import { SALE_STATUS_LABELS } from '../../../domain/sales.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { walkList } from '../shared/record-list.ts';
import { saleList, type SaleListFilters, type SaleListRow } from './repository.ts';

export const SALE_REPORT_BATCH = 2000;

/** The scoped, filtered sales, newest first, one batch per step. */
export function saleReportBatches(
  db: Kysely<Database>,
  auth: AuthContext,
  filters: SaleListFilters,
  batchSize = SALE_REPORT_BATCH,
): AsyncGenerator<SaleListRow[]> {
  return walkList(saleList, db, auth, { sort: 'date:desc', filters, batchSize });
}

const COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: 'Folio', key: 'folio', width: 16 },
  { header: 'Fecha', key: 'date', width: 11, style: { numFmt: 'dd/mm/yy' } },
  { header: 'Cliente', key: 'customer', width: 34 },
  { header: 'Temporada', key: 'season', width: 13 },
  { header: 'Consultor', key: 'consultant', width: 30 },
  { header: 'Total', key: 'total', width: 15, style: { numFmt: '"$"#,##0.00' } },
  { header: 'Estado', key: 'status', width: 12 },
];

/** Writes the workbook to `output`, pulling batches only as fast as `output` drains. */
export async function writeSaleReport(
  output: Writable,
  batches: AsyncIterable<SaleListRow[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Agroventas';
  const sheet = workbook.addWorksheet('Ventas', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for await (const rows of batches) {
    for (const row of rows) {
      sheet
        .addRow({
          folio: row.folio,
          // A calendar day: UTC midnight shows the same day in every time zone.
          date: new Date(`${row.saleDate}T00:00:00.000Z`),
          customer: row.customerName,
          season: row.seasonName,
          consultant: row.consultantName,
          total: fromCents(toCents(row.total)),
          status: SALE_STATUS_LABELS[row.status],
        })
        .commit();
    }
    if (output.writableNeedDrain) await once(output, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}
