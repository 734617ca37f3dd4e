// A product registered through its form, as the catalogue and history specs start.
import { expect, type Page } from '@playwright/test';

/**
 * On the new product form: the code, the name, grain maize, 80,000 seeds a bag and the list price
 * per bag; saves, and waits for the product's page.
 */
export async function saveNewProduct(page: Page, product: { code: string; name: string; price: string }) {
  await page.getByLabel('Clave').fill(product.code);
  await page.getByLabel('Nombre').fill(product.name);
  await page.getByRole('combobox', { name: 'Tipo de producto' }).click();
  await page.getByRole('option', { name: 'Maíz grano' }).click();
  await page.getByLabel('Semillas por bolsa').fill('80000');
  await page.getByLabel('Precio de lista por bolsa').fill(product.price);
  await page.getByRole('button', { name: 'Guardar producto' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/form\/\d+$/);
}
