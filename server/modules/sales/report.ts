// GET /sales/sale-report (docs/design.md §11): the sales the caller may see, with the list's filters, as an
// .xlsx streamed while it is read. Rows come from the list builder's walk (shared/record-list.ts:
// keyset batches, newest first) and go straight into the streaming .xlsx writer of the list exports
// (files/table-export.ts), so memory stays flat for 100,000+ sales and a slow download pauses the
// reading.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { fromCents, toCents } from '../../../domain/money.ts';
import { SALE_STATUS_LABELS } from '../../../domain/sales.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { DAY_FORMAT, MONEY_FORMAT, sendTableExport, type ExportColumn } from '../../files/table-export.ts';
import { walkList } from '../shared/record-list.ts';
import { saleList, type SaleListFilters, type SaleListRow } from './repository.ts';

const SALE_REPORT_BATCH = 2000;

/** The scoped, filtered sales, newest first, one batch per step. */
export function saleReportBatches(
  db: Kysely<Database>,
  auth: AuthContext,
  filters: SaleListFilters,
  batchSize = SALE_REPORT_BATCH,
): AsyncGenerator<SaleListRow[]> {
  return walkList(saleList, db, auth, { sort: 'date:desc', filters, batchSize });
}

const COLUMNS: ExportColumn<SaleListRow>[] = [
  { header: 'Folio', width: 16, cell: (row) => ({ text: row.folio }) },
  { header: 'Fecha', width: 11, numFmt: DAY_FORMAT, cell: (row) => ({ day: row.saleDate }) },
  { header: 'Cliente', width: 34, cell: (row) => ({ text: row.customerName }) },
  { header: 'Temporada', width: 13, cell: (row) => ({ text: row.seasonName }) },
  { header: 'Consultor', width: 30, cell: (row) => ({ text: row.consultantName }) },
  {
    header: 'Total',
    width: 15,
    numFmt: MONEY_FORMAT,
    cell: (row) => ({ number: fromCents(toCents(row.total)) }),
  },
  { header: 'Estado', width: 12, cell: (row) => ({ text: SALE_STATUS_LABELS[row.status] }) },
];

/** Answers with the report, streamed as the list exports are (files/table-export.ts). */
export function sendSaleReport(
  db: Kysely<Database>,
  auth: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  filters: SaleListFilters,
) {
  return sendTableExport(request, reply, {
    format: 'xlsx',
    name: 'ventas',
    sheetName: 'Ventas',
    columns: COLUMNS,
    batches: saleReportBatches(db, auth, filters),
  });
}
