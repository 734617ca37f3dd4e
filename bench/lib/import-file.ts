// Sales import files (.csv and .xlsx in the template's columns) of any size, one sale per row, for
// the import benchmark and the kill-during-import reliability check. Also prepares what the rows
// need: the open season, a consultant with active customers, and enough bags.
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/database.ts';

export interface ImportTarget {
  seasonName: string;
  consultantEmail: string;
  clientIds: number[];
  productCodes: string[];
}

const HEADER = ['Referencia', 'Temporada', 'Consultor', 'Cliente', 'Producto', 'Cantidad', 'Notas'];

/** The open, started season; an active consultant with active customers; enabled products with bags to spare. */
export async function prepareImportTarget(db: Kysely<Database>, bags = 10_000_000): Promise<ImportTarget> {
  const season = await db
    .selectFrom('seasons')
    .select(['id', 'name'])
    .where('is_open', '=', true)
    .where('start_date', '<=', sql<string>`current_date`)
    .orderBy('start_date', 'desc')
    .executeTakeFirstOrThrow();
  const owner = await db
    .selectFrom('clients as c')
    .innerJoin('users as u', 'u.id', 'c.consultant_id')
    .select(['u.id', 'u.email'])
    .where('c.status', '=', 'ACTIVE')
    .where('u.status', '=', 'ACTIVE')
    .where('u.role', '=', 'CONSULTANT')
    .groupBy(['u.id', 'u.email'])
    .orderBy(sql`count(*)`, 'desc')
    .executeTakeFirstOrThrow();
  const clients = await db
    .selectFrom('clients')
    .select('id')
    .where('consultant_id', '=', owner.id)
    .where('status', '=', 'ACTIVE')
    .execute();
  const products = await db
    .selectFrom('products')
    .select(['id', 'code'])
    .where('enabled', '=', true)
    .execute();
  for (const product of products) {
    await db
      .insertInto('inventory')
      .values({ season_id: season.id, product_id: product.id, allocated: bags })
      .onConflict((oc) => oc.columns(['season_id', 'product_id']).doUpdateSet({ allocated: bags }))
      .execute();
  }
  return {
    seasonName: season.name,
    consultantEmail: owner.email,
    clientIds: clients.map((c) => c.id),
    productCodes: products.map((p) => p.code),
  };
}

function rowsOf(target: ImportTarget, count: number, note: string): (string | number)[][] {
  return Array.from({ length: count }, (_, i) => [
    `R-${i + 1}`,
    target.seasonName,
    target.consultantEmail,
    target.clientIds[i % target.clientIds.length] ?? 0,
    target.productCodes[i % target.productCodes.length] ?? '',
    1 + (i % 3),
    note,
  ]);
}

export function importCsv(target: ImportTarget, count: number, note: string): Buffer {
  const lines = [HEADER, ...rowsOf(target, count, note)].map((row) => row.join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function importXlsx(target: ImportTarget, count: number, note: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ventas');
  sheet.addRow(HEADER);
  for (const row of rowsOf(target, count, note)) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** multipart/form-data with one file field, as the import dialog sends it. */
export function importForm(bytes: Buffer, filename: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}
