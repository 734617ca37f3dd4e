// List exports in Chromium: a consultant ticks two sales, exports them as CSV with two
// columns, and the file the browser saves holds the header and exactly those two rows.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { signedInState } from './support/auth.ts';

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

// The Noroeste consultant's sales: no spec beside this one sells as them (playwright.config.ts).
test.use({ storageState: signedInState('consultantNoroeste') });

test('a consultant exports two selected sales as CSV with two columns', async ({ page }) => {
  await page.goto('/dashboard/sales/list/sale');
  const grid = page.getByRole('grid', { name: 'Ventas' });
  const rows = grid
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: 'Seleccionar fila' }) });
  await expect(rows.nth(1)).toBeVisible();

  const picked: { folio: string; customer: string }[] = [];
  for (const at of [0, 1]) {
    const row = rows.nth(at);
    // Cells: selection, folio, date, customer, …
    picked.push({
      folio: (await row.getByRole('link').first().innerText()).trim(),
      customer: (await row.getByRole('gridcell').nth(3).innerText()).trim(),
    });
    await row.getByRole('checkbox', { name: 'Seleccionar fila' }).check();
  }

  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar' });
  await expect(dialog.getByRole('radio', { name: 'Solo las seleccionadas (2)' })).toBeChecked();
  const columns = dialog.getByRole('group', { name: 'Columnas' });
  for (const label of ['Fecha', 'Temporada', 'Consultor', 'Total', 'Estado', 'DKbono']) {
    await columns.getByRole('checkbox', { name: label, exact: true }).uncheck();
  }
  await expect(columns.getByRole('checkbox', { name: 'Folio', exact: true })).toBeChecked();
  await expect(columns.getByRole('checkbox', { name: 'Cliente', exact: true })).toBeChecked();
  await dialog.getByRole('radio', { name: 'CSV' }).check();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ventas-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await file.path();
  const text = await readFile(path, 'utf8');

  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '');
  expect(lines).toEqual([
    'Folio,Cliente',
    ...picked.map(({ folio, customer }) => `${csvField(folio)},${csvField(customer)}`),
  ]);
});
