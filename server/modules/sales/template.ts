// GET /sales/file-template (docs/design.md §11): the workbook to fill for an import. Sheet "Ventas" has the
// Spanish header, an example row and drop-down lists (open seasons, the importer's consultants,
// enabled products) kept on a hidden sheet; "Instrucciones" explains every column.
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS, type ImportColumn } from '../../../domain/sales-import.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { mexicoCityDay } from '../../../domain/days.ts';
import { templateLists, type TemplateLists } from './template-repository.ts';

const INSTRUCTIONS: Record<ImportColumn, [string, string]> = {
  Referencia: [
    'Opcional',
    'Agrupa las filas de una misma venta: las filas con la misma referencia forman una sola venta con varios productos. Vacía: la fila es una venta por sí sola.',
  ],
  Fecha: [
    'Opcional',
    'Fecha de la venta como dd/mm/aaaa o una celda de fecha. No puede ser futura. Vacía: la fecha de hoy.',
  ],
  Temporada: [
    'Obligatoria',
    'Nombre de la temporada (por ejemplo PV-2026). Debe estar abierta para ventas y haber iniciado.',
  ],
  Consultor: [
    'Obligatorio',
    'Correo del consultor que hizo la venta. Un coordinador solo puede importar ventas de los consultores de su zona.',
  ],
  Cliente: [
    'Obligatorio',
    'Número de cliente (el id que aparece en la lista de clientes). Debe estar activo y ser de la cartera del consultor.',
  ],
  Producto: [
    'Obligatorio',
    'Clave del producto habilitado (por ejemplo la que aparece en la lista desplegable).',
  ],
  Cantidad: [
    'Obligatoria',
    'Número entero de bolsas, al menos 1. Debe haber inventario disponible en la temporada.',
  ],
  Precio: ['Opcional', 'Precio por bolsa en pesos, hasta 2 decimales. Vacío: el precio base del producto.'],
  Descuento: [
    'Opcional',
    'Descuento total de la línea en pesos. Vacío: 0. El total de la línea es cantidad × precio − descuento.',
  ],
  Hectáreas: ['Opcional', 'Hectáreas que se siembran con esta línea. Vacío: 0.'],
  Rendimiento: ['Opcional', 'Rendimiento esperado en toneladas por hectárea. Vacío: 0.'],
  Inversión: ['Opcional', 'Inversión del cliente en pesos. Vacío: 0.'],
  Notas: [
    'Opcional',
    'Notas de la venta (hasta 1000 caracteres); se toma la primera nota de las filas de la venta.',
  ],
};

const WIDTHS: Record<ImportColumn, number> = {
  Referencia: 14,
  Fecha: 13,
  Temporada: 14,
  Consultor: 32,
  Cliente: 10,
  Producto: 14,
  Cantidad: 10,
  Precio: 12,
  Descuento: 12,
  Hectáreas: 11,
  Rendimiento: 13,
  Inversión: 13,
  Notas: 40,
};

/** exceljs keeps worksheet-wide (range) validations on an untyped member; per-cell ones are typed but slow. */
function addRangeValidation(
  sheet: ExcelJS.Worksheet,
  range: string,
  validation: ExcelJS.DataValidation,
): void {
  const holder: unknown = Reflect.get(sheet, 'dataValidations');
  if (
    typeof holder !== 'object' ||
    holder === null ||
    !('add' in holder) ||
    typeof holder.add !== 'function'
  ) {
    throw new Error('exceljs no longer exposes worksheet.dataValidations.add');
  }
  holder.add(range, validation);
}

function listSheet(workbook: ExcelJS.Workbook, lists: TemplateLists) {
  const sheet = workbook.addWorksheet('Listas', { state: 'hidden' });
  const columns = [
    ['Temporadas abiertas', lists.seasons],
    ['Consultores', lists.consultants],
    ['Productos', lists.products.map((p) => p.code)],
  ] as const;
  const ranges: string[] = [];
  columns.forEach(([title, values], index) => {
    const letter = String.fromCharCode(65 + index);
    sheet.getCell(`${letter}1`).value = title;
    values.forEach((value, row) => (sheet.getCell(`${letter}${row + 2}`).value = value));
    ranges.push(`Listas!$${letter}$2:$${letter}$${Math.max(2, values.length + 1)}`);
  });
  return { seasons: ranges[0] ?? '', consultants: ranges[1] ?? '', products: ranges[2] ?? '' };
}

const letterOf = (column: ImportColumn) => String.fromCharCode(65 + IMPORT_COLUMNS.indexOf(column));

export async function buildSalesTemplate(db: Kysely<Database>, auth: AuthContext): Promise<ExcelJS.Workbook> {
  const lists = await templateLists(db, auth);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Agroventas';
  const sheet = workbook.addWorksheet('Ventas', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((column) => ({ header: column, key: column, width: WIDTHS[column] }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFB3261E' } };

  const product = lists.products[0];
  sheet.addRow({
    Referencia: 'VENTA-1',
    Fecha: mexicoCityDay(),
    Temporada: lists.seasons[0] ?? 'PV-2026',
    Consultor: lists.example?.consultant ?? lists.consultants[0] ?? 'consultor@agroventas.mx',
    Cliente: lists.example?.clientId ?? 1,
    Producto: product?.code ?? 'CLAVE',
    Cantidad: 10,
    Precio: product ? Number(product.basePrice) : 0,
    Descuento: 0,
    Hectáreas: 5,
    Rendimiento: 12,
    Inversión: 0,
    Notas: 'Fila de ejemplo: bórrala o reemplázala.',
  });
  sheet.getRow(2).font = { italic: true, color: { argb: 'FF5F6368' } };

  const ranges = listSheet(workbook, lists);
  const rows = (column: ImportColumn) => `${letterOf(column)}2:${letterOf(column)}${MAX_IMPORT_ROWS + 1}`;
  const list = (range: string, what: string): ExcelJS.DataValidation => ({
    type: 'list',
    allowBlank: false,
    formulae: [range],
    showErrorMessage: true,
    errorStyle: 'warning',
    errorTitle: 'Valor no válido',
    error: `Elige ${what} de la lista.`,
  });
  const positive = (type: 'whole' | 'decimal', min: number, what: string): ExcelJS.DataValidation => ({
    type,
    operator: 'greaterThanOrEqual',
    allowBlank: true,
    formulae: [min],
    showErrorMessage: true,
    errorTitle: 'Valor no válido',
    error: what,
  });
  addRangeValidation(sheet, rows('Temporada'), list(ranges.seasons, 'una temporada abierta'));
  addRangeValidation(sheet, rows('Consultor'), list(ranges.consultants, 'un consultor'));
  addRangeValidation(sheet, rows('Producto'), list(ranges.products, 'un producto habilitado'));
  addRangeValidation(sheet, rows('Cliente'), positive('whole', 1, 'Escribe el número de cliente.'));
  addRangeValidation(
    sheet,
    rows('Cantidad'),
    positive('whole', 1, 'La cantidad es un número entero de bolsas, al menos 1.'),
  );
  for (const column of ['Precio', 'Descuento', 'Hectáreas', 'Rendimiento', 'Inversión'] as const) {
    addRangeValidation(
      sheet,
      rows(column),
      positive('decimal', 0, `${column}: escribe un número mayor o igual a 0.`),
    );
  }

  const help = workbook.addWorksheet('Instrucciones');
  help.columns = [
    { header: 'Columna', key: 'column', width: 16 },
    { header: '¿Obligatoria?', key: 'required', width: 14 },
    { header: 'Qué escribir', key: 'help', width: 100 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of IMPORT_COLUMNS) {
    const [required, text] = INSTRUCTIONS[column];
    help.addRow({ column, required, help: text }).alignment = { wrapText: true, vertical: 'top' };
  }
  help.addRow({});
  help.addRow({
    column: 'Importante',
    help: `La importación es todo o nada: si una fila tiene un error no se guarda ninguna venta y se indica la fila, la columna y el motivo. Máximo ${MAX_IMPORT_ROWS.toLocaleString('es-MX')} filas y 5 MB; formatos .xlsx o .csv (UTF-8) con estos mismos encabezados.`,
  }).alignment = { wrapText: true, vertical: 'top' };
  return workbook;
}
