// POST /sales/import (docs/design.md §11): all or nothing, every bad row reported with its row and
// column, dry runs that save nothing, and files refused before they cost memory: garbage, oversize,
// zip bombs.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, type ImportResult } from '../../../domain/sales-import.ts';
import { multipartFile } from '../../files/test-support/multipart.ts';
import { zipBomb } from '../../files/test-support/handmade-zip.ts';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { rowCount } from '../../test/row-count.ts';
import { mexicoCityDay, shortDay } from '../../../domain/days.ts';
import { activeClientOf, availableBags, demoSeasons, daysAgo, newProduct } from './test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';

type Row = Partial<Record<(typeof IMPORT_COLUMNS)[number], string | number | Date>>;

async function xlsxOf(rows: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ventas');
  sheet.addRow([...IMPORT_COLUMNS]);
  for (const row of rows) sheet.addRow(IMPORT_COLUMNS.map((column) => row[column] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(testDatabaseKinds())('sales import (%s)', (kind) => {
  // Days inside the demo's open season.
  const dayA = daysAgo(10);
  const dayB = daysAgo(5);
  const fx = apiFixture(kind, {
    prepare: async (ctx) => {
      const seasons = await demoSeasons(ctx);
      return {
        seasons,
        clientA: await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT, 0),
        clientB: await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT, 1),
        otherConsultantsClient: await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT2),
        product: await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 100 }], { basePrice: '4300.00' }),
        scarce: await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 5 }]),
        disabled: await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 50 }], { enabled: false }),
      };
    },
  });

  const upload = (
    file: { filename: string; bytes: Buffer },
    options: { dryRun?: boolean; cookie?: string } = {},
  ) => {
    const body = multipartFile(file.filename, file.bytes);
    return fx.ctx.request({
      method: 'POST',
      url: `/api/sales/import${options.dryRun ? '?dryRun=true' : ''}`,
      cookie: options.cookie ?? fx.cookies.admin,
      headers: body.headers,
      payload: body.payload,
    });
  };
  const row = (extra: Row = {}): Row => ({
    Temporada: fx.seasons.open.name,
    Consultor: DEMO_EMAILS.CONSULTANT,
    Cliente: fx.clientA,
    Producto: fx.product.code,
    Cantidad: 2,
    ...extra,
  });
  const salesCount = () => rowCount(fx.ctx.database.db, 'sales');

  it('saves every sale of a good file, grouping rows by reference, and consumes inventory', async () => {
    const before = await availableBags(fx.ctx, fx.seasons.open.id, fx.product.id);
    const sales = await salesCount();
    const bytes = await xlsxOf([
      row({
        Referencia: 'A-1',
        Fecha: dayA,
        Cantidad: 3,
        Precio: 4000,
        Descuento: 500,
        Hectáreas: 4,
      }),
      row({ Referencia: 'A-1', Fecha: dayA, Cantidad: 1, Notas: 'Entrega en Tepatitlán' }),
      row({ Cliente: fx.clientB, Cantidad: 2, Fecha: new Date(`${dayB}T00:00:00Z`) }),
    ]);
    const response = await upload({ filename: 'ventas.xlsx', bytes });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<{ data: ImportResult }>().data;
    expect(result.created).toBe(2);
    expect(result.errors).toEqual([]);
    const [first, second] = result.sales;
    expect(first).toMatchObject({ reference: 'A-1', rows: [2, 3], saleDate: dayA, total: 15800 });
    expect(first?.items.map((i) => i.basePrice)).toEqual([4000, 4300]);
    expect(second).toMatchObject({ rows: [4], saleDate: dayB, clientId: fx.clientB });
    expect(first?.folio).toMatch(/^V-\d{4}-\d{6}$/);

    expect(await salesCount()).toBe(sales + 2);
    expect(await availableBags(fx.ctx, fx.seasons.open.id, fx.product.id)).toBe(before - 6);
    const stored = await fx.ctx.database.db
      .selectFrom('sales')
      .select(['notes', 'total', 'sale_date'])
      .where('id', '=', first?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ notes: 'Entrega en Tepatitlán', total: '15800.00', sale_date: dayA });
    const audit = await fx.ctx.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'sales.create')
      .where('entity_id', '=', String(first?.id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('saves nothing and lists every bad row with its row and column', async () => {
    const before = await availableBags(fx.ctx, fx.seasons.open.id, fx.product.id);
    const sales = await salesCount();
    const bytes = await xlsxOf([
      row({ Referencia: 'B-1' }),
      row({ Cantidad: 0 }),
      row({ Temporada: 'PV-1999' }),
      row({ Cliente: fx.otherConsultantsClient }),
      row({ Producto: 'NO-EXISTE' }),
      row({ Producto: fx.disabled.code }),
      row({ Fecha: '31/02/2026' }),
      row({ Consultor: 'nadie@agroventas.mx', Precio: 'caro' }),
      row({ Referencia: 'B-1', Cliente: fx.clientB }),
    ]);
    const response = await upload({ filename: 'ventas.xlsx', bytes });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{
      code: string;
      message: string;
      details: { path: string; message: string }[];
    }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain('No se importó ninguna venta');
    const paths = body.details.map((d) => d.path);
    expect(paths).toEqual([
      'fila 3 · Cantidad',
      'fila 4 · Temporada',
      'fila 5 · Cliente',
      'fila 6 · Producto',
      'fila 7 · Producto',
      'fila 8 · Fecha',
      'fila 9 · Consultor',
      'fila 9 · Precio',
      'fila 10 · Cliente',
    ]);
    expect(body.details[0]?.message).toBe('La cantidad debe ser al menos 1 bolsa.');
    expect(body.details[1]?.message).toBe('No existe la temporada «PV-1999».');
    expect(body.details[4]?.message).toContain('no está habilitado');
    expect(body.details[8]?.message).toContain('el mismo cliente que la fila 2');
    expect(await salesCount()).toBe(sales);
    expect(await availableBags(fx.ctx, fx.seasons.open.id, fx.product.id)).toBe(before);
  });

  it('refuses rows dated outside their season up to today, as the form and the API do', async () => {
    const sales = await salesCount();
    const bytes = await xlsxOf([
      row({ Fecha: daysAgo(-1) }),
      row({ Fecha: '2001-01-01' }),
      row({ Fecha: '01/01/0001' }),
      row({ Fecha: '9999-12-31' }),
      row({ Fecha: dayA }),
    ]);
    const response = await upload({ filename: 'ventas.xlsx', bytes });
    expect(response.statusCode, response.body).toBe(400);
    const details = response.json<{ details: { path: string; message: string }[] }>().details;
    expect(details.map((d) => d.path)).toEqual([
      'fila 2 · Fecha',
      'fila 3 · Fecha',
      'fila 4 · Fecha',
      'fila 5 · Fecha',
    ]);
    expect(details[0]?.message).toBe('La fecha de la venta no puede ser posterior a hoy.');
    expect(details[1]?.message).toContain('no puede ser anterior al inicio de la temporada');
    expect(details.slice(2).every((d) => d.message.length > 0)).toBe(true);
    expect(await salesCount()).toBe(sales);
  });

  it("refuses a row dated after its season's end and a discount above the line's price", async () => {
    const ended = await fx.ctx.database.db
      .insertInto('seasons')
      .values({
        name: `Terminada-${process.pid}`,
        start_date: daysAgo(30),
        end_date: daysAgo(10),
        is_open: true,
        is_voucher_open: false,
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    await fx.ctx.database.db
      .insertInto('inventory')
      .values({ season_id: ended.id, product_id: fx.product.id, allocated: 50 })
      .execute();
    const sales = await salesCount();
    const bytes = await xlsxOf([
      row({ Temporada: ended.name, Fecha: daysAgo(5) }),
      row({ Temporada: ended.name, Fecha: daysAgo(15), Cantidad: 2, Precio: 100, Descuento: 201 }),
      row({ Temporada: ended.name, Fecha: daysAgo(15), Cantidad: 2, Precio: 100, Descuento: 200 }),
    ]);
    const response = await upload({ filename: 'ventas.xlsx', bytes });
    expect(response.statusCode, response.body).toBe(400);
    const details = response.json<{ details: { path: string; message: string }[] }>().details;
    expect(details).toEqual([
      {
        path: 'fila 2 · Fecha',
        message: `La fecha de la venta no puede ser posterior al fin de la temporada ${ended.name} (${shortDay(daysAgo(10))}).`,
      },
      {
        path: 'fila 3 · Descuento',
        message: 'El descuento no puede ser mayor que el importe de la línea ($200.00).',
      },
      // A line given away whole is a line of $0: alone it makes a sale of $0, which is refused.
      { path: 'fila 4', message: 'El total de la venta debe ser mayor a cero.' },
    ]);
    expect(await salesCount()).toBe(sales);
  });

  it('rolls back every sale when one is refused by the sale rules, naming the product and what is left', async () => {
    const sales = await salesCount();
    const bytes = await xlsxOf([
      row({ Producto: fx.scarce.code, Cantidad: 3 }),
      row({ Producto: fx.product.code, Cantidad: 1 }),
      row({ Producto: fx.scarce.code, Cantidad: 3 }),
    ]);
    const dry = await upload({ filename: 'ventas.xlsx', bytes }, { dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const preview = dry.json<{ data: ImportResult }>().data;
    expect(preview.errors).toEqual([
      { row: 4, column: 'Cantidad', message: expect.stringContaining(fx.scarce.code) as string },
    ]);

    const response = await upload({ filename: 'ventas.xlsx', bytes });
    expect(response.statusCode, response.body).toBe(409);
    const body = response.json<{ code: string; details: { path: string; message: string }[] }>();
    expect(body.code).toBe('INSUFFICIENT_INVENTORY');
    expect(body.details).toEqual([
      { path: 'fila 4 · Cantidad', message: expect.stringMatching(/quedan? 2/) as string },
    ]);
    expect(await salesCount()).toBe(sales);
    expect(await availableBags(fx.ctx, fx.seasons.open.id, fx.scarce.id)).toBe(5);
  });

  it('validates a dry run without saving, returning the parsed sales and their errors', async () => {
    const sales = await salesCount();
    const before = await availableBags(fx.ctx, fx.seasons.open.id, fx.product.id);
    const bytes = await xlsxOf([
      row({ Referencia: 'C-1', Cantidad: 4 }),
      row({ Referencia: 'C-2', Cantidad: -1 }),
    ]);
    const response = await upload({ filename: 'ventas.xlsx', bytes }, { dryRun: true });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ data: ImportResult }>().data;
    expect(result).toMatchObject({ dryRun: true, created: 0 });
    expect(result.sales).toHaveLength(1);
    expect(result.sales[0]).toMatchObject({ reference: 'C-1', id: null, folio: null, total: 17200 });
    expect(result.sales[0]?.items[0]).toMatchObject({
      productCode: fx.product.code,
      quantity: 4,
      basePrice: 4300,
    });
    expect(result.errors).toEqual([
      { row: 3, column: 'Cantidad', message: 'La cantidad debe ser al menos 1 bolsa.' },
    ]);
    expect(await salesCount()).toBe(sales);
    expect(await availableBags(fx.ctx, fx.seasons.open.id, fx.product.id)).toBe(before);
  });

  it('reads a CSV saved by Excel in Windows-1252 with Spanish accents and a semicolon separator', async () => {
    const csv = [
      'Referencia;Fecha;Temporada;Consultor;Cliente;Producto;Cantidad;Precio;Descuento;Hectáreas;Rendimiento;Inversión;Notas',
      `D-1;${dayA.split('-').reverse().join('/')};${fx.seasons.open.name};${DEMO_EMAILS.CONSULTANT};${fx.clientA};${fx.product.code};1;"4,300.00";0;2.5;11;1200;"Señor Núñez, entrega en Jalostotitlán"`,
    ].join('\r\n');
    const response = await upload({ filename: 'ventas.csv', bytes: Buffer.from(csv, 'latin1') });
    expect(response.statusCode, response.body).toBe(201);
    const sale = response.json<{ data: ImportResult }>().data.sales[0];
    expect(sale).toMatchObject({ saleDate: dayA, notes: 'Señor Núñez, entrega en Jalostotitlán' });
    expect(sale?.items[0]).toMatchObject({ hectares: 2.5, investment: 1200, basePrice: 4300 });
  });

  it('lets a coordinator import only for the consultants of its zone', async () => {
    const bytes = await xlsxOf([row()]);
    const own = await upload(
      { filename: 'ventas.xlsx', bytes },
      { dryRun: true, cookie: fx.cookies.coordinator },
    );
    expect(own.json<{ data: ImportResult }>().data.errors).toEqual([]);
    const other = await upload(
      { filename: 'ventas.xlsx', bytes },
      { dryRun: true, cookie: fx.cookies.coordinatorNoroeste },
    );
    expect(other.json<{ data: ImportResult }>().data.errors).toEqual([
      { row: 2, column: 'Consultor', message: expect.stringContaining(DEMO_EMAILS.CONSULTANT) as string },
    ]);
  });

  it('refuses supervisors and consultants', async () => {
    const bytes = await xlsxOf([row()]);
    for (const cookie of [fx.cookies.supervisor, fx.cookies.consultant]) {
      const response = await upload({ filename: 'ventas.xlsx', bytes }, { cookie });
      expect(response.statusCode).toBe(403);
    }
  });

  it('answers 422 UNREADABLE_FILE for garbage, a missing header, another format and a zip bomb', async () => {
    const garbage = await upload({
      filename: 'ventas.xlsx',
      bytes: Buffer.from('%PDF-1.7 esto no es Excel'),
    });
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json()).toMatchObject({
      code: 'UNREADABLE_FILE',
      message: expect.stringContaining('Excel') as string,
    });

    const noHeader = await upload({ filename: 'ventas.csv', bytes: Buffer.from('hola,mundo\n1,2\n') });
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json<{ message: string }>().message).toContain(
      'Faltan las columnas Temporada, Consultor',
    );

    const pdf = await upload({ filename: 'ventas.pdf', bytes: Buffer.from('%PDF-1.7') });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json<{ message: string }>().message).toContain('.xlsx o .csv');

    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(200 * 1024);
    const response = await upload({ filename: 'ventas.xlsx', bytes: bomb });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'UNREADABLE_FILE',
      message: expect.stringContaining('se expande') as string,
    });
    const liar = await upload({ filename: 'ventas.xlsx', bytes: zipBomb(2048) });
    expect(liar.statusCode).toBe(422);
  });

  it('answers 413 FILE_TOO_LARGE above 5 MB and 422 above 5,000 rows', async () => {
    const big = await upload({ filename: 'ventas.csv', bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 0x41) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'El archivo supera el límite de 5 MB.',
    });

    const line = `;;${fx.seasons.open.name};${DEMO_EMAILS.CONSULTANT};${fx.clientA};${fx.product.code};1`;
    const csv = [
      'Referencia;Fecha;Temporada;Consultor;Cliente;Producto;Cantidad',
      ...Array(5001).fill(line),
    ].join('\n');
    const many = await upload({ filename: 'ventas.csv', bytes: Buffer.from(csv) });
    expect(many.statusCode).toBe(422);
    expect(many.json<{ message: string }>().message).toContain('más de 5,000 filas');
  });

  it('asks for a file when the body is not multipart', async () => {
    const response = await fx.ctx.request({
      method: 'POST',
      url: '/api/sales/import',
      cookie: fx.cookies.admin,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Adjunta el archivo');
  });

  it('keeps today as the date of a row without Fecha and refuses a future one', async () => {
    const tomorrow = new Date(Date.parse(`${mexicoCityDay()}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const bytes = await xlsxOf([row({ Referencia: 'E-1' }), row({ Referencia: 'E-2', Fecha: tomorrow })]);
    const result = (await upload({ filename: 'ventas.xlsx', bytes }, { dryRun: true })).json<{
      data: ImportResult;
    }>().data;
    expect(result.sales[0]?.saleDate).toBeNull();
    expect(result.errors).toEqual([
      { row: 3, column: 'Fecha', message: 'La fecha de la venta no puede ser posterior a hoy.' },
    ]);
  });
});
