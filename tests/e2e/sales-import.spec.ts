// The sales import: a preview lists every bad row and saves nothing.
// It counts every sale before and after, so it runs before the specs that sell, one test at a time
// (playwright.config.ts), and signs in on its own.
import { expect, test } from './support/test.ts';
import { apiGet, seasonOpenForSales } from './support/api.ts';
import { signInThroughApi } from './support/auth.ts';
import { ACCOUNTS } from './support/env.ts';

test('an import preview lists every bad row and saves nothing', async ({ page }) => {
  await signInThroughApi(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  const before = await apiGet<{ totalRecords: number }>(page, '/sales?page=1&size=1');
  const season = await seasonOpenForSales(page);

  await page.goto('/dashboard/sales/list/sale');
  await page.getByRole('button', { name: 'Importar ventas' }).click();
  const dialog = page.getByRole('dialog');
  const csv = [
    'Referencia,Fecha,Temporada,Consultor,Cliente,Producto,Cantidad,Precio,Descuento,Hectáreas,Rendimiento,Inversión,Notas',
    `A1,,${season.name},consultor@agroventas.mx,1,NO-EXISTE,2,3000,0,1,10,0,`,
    `A2,,${season.name},nadie@agroventas.mx,1,DK-4050,dos,3000,0,1,10,0,`,
  ].join('\n');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'ventas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await dialog.getByRole('button', { name: 'Revisar archivo' }).click();
  const errors = dialog
    .getByRole('table', { name: 'Errores del archivo' })
    .or(dialog.getByRole('grid', { name: 'Errores del archivo' }));
  await expect(errors).toBeVisible();
  await expect(errors).toContainText('Producto');
  await expect(errors).toContainText('Cantidad');
  await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();

  const after = await apiGet<{ totalRecords: number }>(page, '/sales?page=1&size=1');
  expect(after.totalRecords).toBe(before.totalRecords);
});
