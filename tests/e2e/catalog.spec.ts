// The catalogue path in Chromium: an admin registers a product, allocates bags of it to the
// season open for sales, and a consultant then finds it in the product picker of a new sale.
import { expect, test } from './support/test.ts';
import { seasonOpenForSales } from './support/api.ts';
import { acceptTermsIfAsked, signInThroughApi } from './support/auth.ts';
import { ACCOUNTS } from './support/env.ts';
import { saveNewProduct } from './support/products.ts';

test('an admin creates a product and allocates it, and a consultant can sell it', async ({ page }) => {
  const code = `E2E-${Date.now() % 1_000_000}`;
  const name = `Híbrido de prueba ${code}`;

  await signInThroughApi(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  const season = await seasonOpenForSales(page);

  // The product.
  await page.goto('/dashboard/products');
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/form$/);
  await saveNewProduct(page, { code, name, price: '4125.50' });
  await expect(page.getByText(`Producto ${code} registrado.`).first()).toBeVisible();
  await expect(page.getByText('$4,125.50')).toBeVisible();

  // Its allocation in the season open for sales.
  await page.goto(`/dashboard/seasons/inventory?seasonId=${season.id}&q=${code}`);
  const allocation = page.getByLabel(`Asignadas de ${code}`);
  await expect(allocation).toHaveValue('0');
  await allocation.fill('250');
  await page.getByRole('button', { name: 'Guardar asignaciones' }).click();
  await expect(page.getByText('Asignación guardada (1 producto).').first()).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Asignadas 250: 0 vendidas, 0 reservadas, 250 disponibles/ }),
  ).toHaveCount(1);

  // A consultant sees it among the products of a new sale.
  await page.getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInThroughApi(page, ACCOUNTS.consultant);
  await page.waitForURL(/accept-terms|dashboard/);
  if (page.url().includes('accept-terms')) await acceptTermsIfAsked(page);
  await page.goto('/dashboard/sales/create-sale');
  const line = page.getByRole('group', { name: 'Producto 1' });
  if (!(await line.isVisible())) await page.getByRole('button', { name: 'Agregar producto' }).click();
  await line.getByRole('combobox', { name: 'Producto' }).click();
  await expect(page.getByRole('option', { name: `${code} · ${name}` })).toBeVisible();
});
