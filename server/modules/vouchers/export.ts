// GET /vouchers/export: the DKbono list's rows (its filters and sort, or only the selected
// ids, always inside the caller's scope through the same list builder) with the chosen columns.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { mexicoCityDay } from '../../../domain/days.ts';
import { VOUCHER_EXPORT_COLUMNS, type VoucherExportQuery } from '../../../domain/exports.ts';
import { VOUCHER_STATUS_LABELS } from '../../../domain/sales.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  DAY_FORMAT,
  MONEY_FORMAT,
  mappedBatches,
  sendListExport,
  type ExportColumn,
  type ListExportSpec,
} from '../../files/table-export.ts';
import { walkList } from '../shared/record-list.ts';
import { toVoucherListItem, voucherList } from './repository.ts';

type Item = ReturnType<typeof toVoucherListItem>;
type Column = Omit<ExportColumn<Item>, 'header'>;

const money = (value: (item: Item) => number): Column => ({
  width: 15,
  numFmt: MONEY_FORMAT,
  cell: (item) => ({ number: value(item) }),
});

const COLUMNS: Record<keyof typeof VOUCHER_EXPORT_COLUMNS, Column> = {
  folio: { width: 16, cell: (item) => ({ text: item.folio }) },
  // The day the Dkbono was issued, in Mexico City (the list's date filter reads it the same way).
  date: { width: 11, cell: (item) => ({ day: mexicoCityDay(new Date(item.createdAt)) }), numFmt: DAY_FORMAT },
  customer: { width: 34, cell: (item) => ({ text: item.customerName }) },
  season: { width: 13, cell: (item) => ({ text: item.seasonName }) },
  consultant: { width: 30, cell: (item) => ({ text: item.consultantName }) },
  total: money((item) => item.total),
  paid: money((item) => item.paid),
  balance: money((item) => item.balance),
  status: { width: 12, cell: (item) => ({ text: VOUCHER_STATUS_LABELS[item.status] }) },
  sale: { width: 12, cell: (item) => ({ text: item.saleId === null ? 'No' : 'Sí' }) },
};

const VOUCHER_EXPORT: ListExportSpec<keyof typeof VOUCHER_EXPORT_COLUMNS, Item> = {
  name: 'dkbonos',
  sheetName: 'DKbonos',
  headers: VOUCHER_EXPORT_COLUMNS,
  columns: COLUMNS,
};

export function sendVoucherExport(
  db: Kysely<Database>,
  auth: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: VoucherExportQuery,
) {
  return sendListExport(request, reply, VOUCHER_EXPORT, query, (walk) =>
    mappedBatches(toVoucherListItem, walkList(voucherList, db, auth, walk)),
  );
}
