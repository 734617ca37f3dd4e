// GET /sales/export: the sale list's rows (its filters and sort, or only the selected ids,
// always inside the caller's scope through the same list builder) with the chosen columns.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { SALE_EXPORT_COLUMNS, type SaleExportQuery } from '../../../domain/exports.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import { SALE_STATUS_LABELS } from '../../../domain/sales.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  DAY_FORMAT,
  MONEY_FORMAT,
  sendListExport,
  type ExportColumn,
  type ListExportSpec,
} from '../../files/table-export.ts';
import { walkList } from '../shared/record-list.ts';
import { saleList, type SaleListRow } from './repository.ts';

type Column = Omit<ExportColumn<SaleListRow>, 'header'>;

const COLUMNS: Record<keyof typeof SALE_EXPORT_COLUMNS, Column> = {
  folio: { width: 16, cell: (row) => ({ text: row.folio }) },
  date: { width: 11, numFmt: DAY_FORMAT, cell: (row) => ({ day: row.saleDate }) },
  customer: { width: 34, cell: (row) => ({ text: row.customerName }) },
  season: { width: 13, cell: (row) => ({ text: row.seasonName }) },
  consultant: { width: 30, cell: (row) => ({ text: row.consultantName }) },
  total: { width: 15, numFmt: MONEY_FORMAT, cell: (row) => ({ number: fromCents(toCents(row.total)) }) },
  status: { width: 12, cell: (row) => ({ text: SALE_STATUS_LABELS[row.status] }) },
  voucher: { width: 16, cell: (row) => ({ text: row.voucherFolio }) },
};

const SALE_EXPORT: ListExportSpec<keyof typeof SALE_EXPORT_COLUMNS, SaleListRow> = {
  name: 'ventas',
  sheetName: 'Ventas',
  headers: SALE_EXPORT_COLUMNS,
  columns: COLUMNS,
};

export function sendSaleExport(
  db: Kysely<Database>,
  auth: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: SaleExportQuery,
) {
  return sendListExport(request, reply, SALE_EXPORT, query, (walk) => walkList(saleList, db, auth, walk));
}
