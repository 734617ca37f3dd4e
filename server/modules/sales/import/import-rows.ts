// Turns the rows of an import into sales: each row checked on its own (values, lookups), then rows
// sharing a Referencia grouped into one sale whose header columns must agree. Pure: the lookups
// come in, the sales that can be tried and every row error go out.
import { fromCents, lineTotalCents, sumCents, toCents } from '../../../../domain/money.ts';
import type { ImportColumn, ImportRowError, ImportedSale } from '../../../../domain/sales-import.ts';
import {
  EARLIEST_DAY,
  isDayWithin,
  LATEST_DAY,
  OUT_OF_CENTURY,
  saleDayRefusal,
} from '../../../../domain/days.ts';
import type { CreateSaleInput } from '../../../../domain/sales-schemas.ts';
import {
  createSaleSchema,
  lineDiscountIssue,
  saleItemInputSchema,
} from '../../../../domain/sales-schemas.ts';
import {
  emailKey,
  productKey,
  seasonKey,
  type ImportLookups,
  type LookupKeys,
} from './lookups-repository.ts';
import type { SheetRow } from './import-sheet.ts';
import { readDate, readNumber, text } from './import-values.ts';

export interface PlannedSale {
  sale: ImportedSale;
  consultantId: number;
  input: CreateSaleInput;
}

interface ParsedRow {
  row: number;
  reference: string;
  saleDate: string | null;
  season: { id: number; name: string };
  consultant: { id: number; email: string };
  client: { id: number; name: string };
  product: { id: number; code: string; name: string };
  item: CreateSaleInput['items'][number];
  notes: string;
}

/** Item fields of the domain schema and the column that holds each. */
const ITEM_COLUMNS: Record<string, ImportColumn> = {
  productId: 'Producto',
  quantity: 'Cantidad',
  basePrice: 'Precio',
  discount: 'Descuento',
  hectares: 'Hectáreas',
  productYield: 'Rendimiento',
  investment: 'Inversión',
};

export function columnOfItemField(field: string | undefined): ImportColumn | null {
  return (field && ITEM_COLUMNS[field]) || null;
}

export function lookupKeysOf(rows: SheetRow[]): LookupKeys {
  const distinct = (column: ImportColumn) => [
    ...new Set(rows.map((r) => text(r.cells[column])).filter(Boolean)),
  ];
  return {
    seasonNames: distinct('Temporada'),
    consultantEmails: distinct('Consultor'),
    clientIds: distinct('Cliente')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647),
    productCodes: distinct('Producto'),
  };
}

function parseRow(
  sheetRow: SheetRow,
  lookups: ImportLookups,
  today: string,
  errors: ImportRowError[],
): ParsedRow | null {
  const { row, cells } = sheetRow;
  const before = errors.length;
  const fail = (column: ImportColumn | null, message: string) => errors.push({ row, column, message });
  const required = (column: ImportColumn, what: string) => {
    const value = text(cells[column]);
    if (!value) fail(column, `Falta ${what}.`);
    return value;
  };

  const seasonName = required('Temporada', 'la temporada');
  const season = seasonName ? lookups.seasons.get(seasonKey(seasonName)) : undefined;

  // The same day rule as the form and the API: 2000–2099, inside the season and not ahead of today.
  const date = readDate(cells.Fecha);
  if (!date.ok) fail('Fecha', date.message);
  else if (date.value && !isDayWithin(date.value, { min: EARLIEST_DAY, max: LATEST_DAY }))
    fail('Fecha', OUT_OF_CENTURY);
  else if (date.value && date.value > today)
    fail('Fecha', 'La fecha de la venta no puede ser posterior a hoy.');
  else if (season) {
    const refusal = saleDayRefusal(date.value, season, today);
    if (refusal) fail('Fecha', refusal.message);
  }
  if (seasonName && !season) fail('Temporada', `No existe la temporada «${seasonName}».`);

  const email = required('Consultor', 'el correo del consultor');
  const consultant = email ? lookups.consultants.get(emailKey(email)) : undefined;
  if (email && !consultant) {
    fail(
      'Consultor',
      `«${email}» no es un consultor activo que puedas importar (revisa el correo y su zona).`,
    );
  }

  const clientText = required('Cliente', 'el número de cliente');
  const clientId = Number(clientText);
  const client = Number.isInteger(clientId) ? lookups.clients.get(clientId) : undefined;
  if (clientText && !client) fail('Cliente', `No existe el cliente con número «${clientText}».`);
  else if (client && consultant && client.consultantId !== consultant.id) {
    fail('Cliente', `El cliente ${client.id} (${client.name}) no es de la cartera de ${consultant.email}.`);
  } else if (client && client.status !== 'ACTIVE') {
    fail('Cliente', `El cliente ${client.id} (${client.name}) no está activo.`);
  }

  const code = required('Producto', 'la clave del producto');
  const product = code ? lookups.products.get(productKey(code)) : undefined;
  if (code && !product) fail('Producto', `No existe el producto con clave «${code}».`);
  else if (product && !product.enabled)
    fail('Producto', `El producto ${product.code} no está habilitado para la venta.`);

  const price = readNumber(cells.Precio);
  const parsedItem = saleItemInputSchema.safeParse({
    productId: product?.id ?? 1,
    quantity: readNumber(cells.Cantidad) ?? undefined,
    basePrice: price ?? product?.basePrice ?? 0,
    discount: readNumber(cells.Descuento) ?? undefined,
    hectares: readNumber(cells['Hectáreas']) ?? undefined,
    productYield: readNumber(cells.Rendimiento) ?? undefined,
    investment: readNumber(cells['Inversión']) ?? undefined,
  });
  if (!parsedItem.success) {
    for (const issue of parsedItem.error.issues) {
      const column = columnOfItemField(String(issue.path[0] ?? ''));
      fail(
        column,
        column === 'Cantidad' && cells.Cantidad == null ? 'Falta la cantidad de bolsas.' : issue.message,
      );
    }
  } else {
    // The same discount rule as the form and the API (the discount is the whole line's).
    const discountIssue = lineDiscountIssue(parsedItem.data);
    if (discountIssue) fail('Descuento', discountIssue);
  }

  const notes = text(cells.Notas);
  if (notes.length > 1000) fail('Notas', 'Las notas admiten hasta 1000 caracteres.');
  if (
    errors.length > before ||
    !season ||
    !consultant ||
    !client ||
    !product ||
    !parsedItem.success ||
    !date.ok
  ) {
    return null;
  }
  return {
    row,
    reference: text(cells.Referencia),
    saleDate: date.value,
    season,
    consultant,
    client,
    product,
    item: { ...parsedItem.data, productId: product.id },
    notes,
  };
}

/** The header columns every row of one sale must share, and how each reads. */
const SHARED: [ImportColumn, string, (r: ParsedRow) => string][] = [
  ['Fecha', 'la misma fecha', (r) => r.saleDate ?? ''],
  ['Temporada', 'la misma temporada', (r) => String(r.season.id)],
  ['Consultor', 'el mismo consultor', (r) => String(r.consultant.id)],
  ['Cliente', 'el mismo cliente', (r) => String(r.client.id)],
];

function toPlannedSale(reference: string, rows: ParsedRow[]): PlannedSale {
  const [first] = rows as [ParsedRow, ...ParsedRow[]];
  const notes = rows.map((r) => r.notes).find(Boolean) ?? null;
  const items = rows.map((r) => {
    const totalCents = lineTotalCents(r.item.quantity, toCents(r.item.basePrice), toCents(r.item.discount));
    return {
      row: r.row,
      productId: r.product.id,
      productCode: r.product.code,
      productName: r.product.name,
      quantity: r.item.quantity,
      basePrice: r.item.basePrice,
      discount: r.item.discount,
      total: fromCents(totalCents),
      hectares: r.item.hectares ?? null,
      productYield: r.item.productYield ?? null,
      investment: r.item.investment,
    };
  });
  return {
    consultantId: first.consultant.id,
    input: {
      seasonId: first.season.id,
      clientId: first.client.id,
      ...(first.saleDate ? { saleDate: first.saleDate } : {}),
      items: rows.map((r) => r.item),
      ...(notes ? { notes } : {}),
    },
    sale: {
      reference,
      rows: rows.map((r) => r.row),
      saleDate: first.saleDate,
      seasonId: first.season.id,
      seasonName: first.season.name,
      consultantId: first.consultant.id,
      consultantEmail: first.consultant.email,
      clientId: first.client.id,
      customerName: first.client.name,
      notes,
      total: fromCents(sumCents(items.map((i) => toCents(i.total)))),
      items,
      id: null,
      folio: null,
    },
  };
}

/** Rows to sales. A sale with any bad row is left out; all its problems are in `errors`. */
export function planImport(
  sheetRows: SheetRow[],
  lookups: ImportLookups,
  today: string,
): { planned: PlannedSale[]; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const groups = new Map<string, { rows: ParsedRow[]; broken: boolean }>();
  for (const sheetRow of sheetRows) {
    const parsed = parseRow(sheetRow, lookups, today, errors);
    // A row without Referencia is a sale of its own.
    const reference = text(sheetRow.cells.Referencia) || `fila ${sheetRow.row}`;
    const group = groups.get(reference) ?? { rows: [], broken: false };
    groups.set(reference, group);
    if (!parsed) {
      group.broken = true;
      continue;
    }
    const first = group.rows[0];
    for (const [column, phrase, read] of SHARED) {
      if (first && read(first) !== read(parsed)) {
        errors.push({
          row: parsed.row,
          column,
          message: `Las filas de la referencia «${reference}» deben tener ${phrase} que la fila ${first.row}.`,
        });
        group.broken = true;
      }
    }
    group.rows.push(parsed);
  }

  const planned: PlannedSale[] = [];
  for (const [reference, group] of groups) {
    const [first] = group.rows;
    if (group.broken || !first) continue;
    const sale = toPlannedSale(reference, group.rows);
    const checked = createSaleSchema.safeParse(sale.input);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        errors.push({ row: first.row, column: null, message: issue.message });
      continue;
    }
    planned.push(sale);
  }
  errors.sort((a, b) => a.row - b.row);
  return { planned, errors };
}
