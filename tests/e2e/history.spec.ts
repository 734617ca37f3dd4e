// Record history in Chromium: an admin edits a product, opens its "Historial" and reads
// who changed which field, with the value before and after.
import { expect, test } from './support/test.ts';
import { signedInState } from './support/auth.ts';
import { saveNewProduct } from './support/products.ts';

test.use({ storageState: signedInState('admin') });

test('an admin edits a product and reads the change in its history', async ({ page }) => {
  const code = `HIS-${Date.now() % 1_000_000}`;

  await page.goto('/dashboard/products/form');
  await saveNewProduct(page, { code, name: `Híbrido ${code}`, price: '4000' });

  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/form\/\d+\/edit$/);
  await page.getByLabel('Precio de lista por bolsa').fill('4350.25');
  await page.getByRole('button', { name: 'Guardar producto' }).click();
  await expect(page.getByText(`Producto ${code} actualizado.`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/products\/form\/\d+$/);

  // Collapsed at first: nothing of it is read until it is opened.
  const history = page.getByRole('region', { name: 'Historial' });
  await expect(history.getByText('Editó el producto')).toHaveCount(0);
  await history.getByRole('button', { name: 'Historial' }).click();

  const edit = history.getByRole('listitem').filter({ hasText: 'Editó el producto' });
  await expect(edit).toContainText('por Laura Méndez Castillo');
  const price = edit.getByRole('definition').filter({ hasText: '$4,350.25' });
  await expect(edit.getByRole('term').filter({ hasText: 'Precio de lista por bolsa' })).toBeVisible();
  await expect(price).toContainText('Antes: $4,000.00');
  await expect(price).toContainText('Después: $4,350.25');
  await expect(history.getByRole('listitem').filter({ hasText: 'Registró el producto' })).toBeVisible();
});
