// GET /clients/export: the customer list's rows (its filters and sort, or only the selected
// ids, always inside the caller's scope) with the chosen columns, walked in keyset batches.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CLIENT_STATUS_LABELS } from '../../../domain/customers.ts';
import { mexicoCityDay } from '../../../domain/days.ts';
import { CUSTOMER_EXPORT_COLUMNS, type CustomerExportQuery } from '../../../domain/exports.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  DAY_FORMAT,
  mappedBatches,
  sendListExport,
  type ExportColumn,
  type ListExportSpec,
} from '../../files/table-export.ts';
import { walkList } from '../shared/record-list.ts';
import { customerList, toListItem } from './repository.ts';

type Item = ReturnType<typeof toListItem>;
type Column = Omit<ExportColumn<Item>, 'header'>;

const COLUMNS: Record<keyof typeof CUSTOMER_EXPORT_COLUMNS, Column> = {
  name: { width: 34, cell: (item) => ({ text: `${item.firstName} ${item.lastName}` }) },
  phone: { width: 16, cell: (item) => ({ text: item.phone }) },
  email: { width: 30, cell: (item) => ({ text: item.email }) },
  taxId: { width: 15, cell: (item) => ({ text: item.taxId }) },
  state: { width: 20, cell: (item) => ({ text: item.stateName }) },
  municipality: { width: 24, cell: (item) => ({ text: item.municipalityName }) },
  zone: { width: 18, cell: (item) => ({ text: item.zoneName }) },
  consultant: { width: 30, cell: (item) => ({ text: item.consultantName }) },
  hectares: { width: 11, numFmt: '#,##0.00', cell: (item) => ({ number: item.hectares }) },
  status: { width: 12, cell: (item) => ({ text: CLIENT_STATUS_LABELS[item.status] }) },
  createdAt: {
    width: 11,
    numFmt: DAY_FORMAT,
    cell: (item) => ({ day: mexicoCityDay(new Date(item.createdAt)) }),
  },
};

const CUSTOMER_EXPORT: ListExportSpec<keyof typeof CUSTOMER_EXPORT_COLUMNS, Item> = {
  name: 'clientes',
  sheetName: 'Clientes',
  headers: CUSTOMER_EXPORT_COLUMNS,
  columns: COLUMNS,
};

export function sendCustomerExport(
  db: Kysely<Database>,
  auth: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: CustomerExportQuery,
) {
  return sendListExport(request, reply, CUSTOMER_EXPORT, query, (walk) =>
    mappedBatches(toListItem, walkList(customerList, db, auth, walk)),
  );
}
