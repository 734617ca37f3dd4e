// Filling in the forms as the specs do: a choice in a combobox, the first product line of a sale or
// Dkbono, and a payment on a Dkbono's page (filled in, not yet saved).
import type { Locator, Page } from '@playwright/test';

/** Opens the combobox named `label` and takes the first option that matches `option`. */
export async function pick(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Opens the combobox named `label` and takes the option named exactly `option`. */
export async function pickExact(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The form's first product line (added when the form starts without one): the first product, the
 * bags and the price per bag, and the discount when one is given.
 */
export async function fillProductLine(
  page: Page,
  line: { bags: string; pricePerBag: string; discount?: string },
): Promise<void> {
  const group = page.getByRole('group', { name: 'Producto 1' });
  if (!(await group.isVisible())) await page.getByRole('button', { name: 'Agregar producto' }).click();
  await group.getByRole('combobox', { name: 'Producto' }).click();
  await page.getByRole('option').first().click();
  await group.getByLabel('Cantidad (bolsas)').fill(line.bags);
  await group.getByLabel('Precio por bolsa').fill(line.pricePerBag);
  if (line.discount !== undefined) await group.getByLabel('Descuento').fill(line.discount);
}

/** Clicks "Agregar pago" and fills the new payment's group with the amount and the method; answers the group. */
export async function addPayment(
  page: Page,
  payment: Locator,
  amount: string,
  method: string,
): Promise<Locator> {
  await page.getByRole('button', { name: 'Agregar pago' }).click();
  await payment.getByLabel('Monto').fill(amount);
  await payment.getByRole('combobox', { name: 'Forma de pago' }).click();
  await page.getByRole('option', { name: method }).click();
  return payment;
}
