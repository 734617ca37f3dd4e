// The customer paths in Chromium: a consultant records a farmer, issues its client key, and
// that key signs the farmer into the simulator; a coordinator sees only its zone's customers.
import { expect, test, type Page } from './support/test.ts';
import { apiGet } from './support/api.ts';
import { acceptTermsIfAsked, signInThroughApi } from './support/auth.ts';
import { ACCOUNTS } from './support/env.ts';
import { expectSimulatorPage } from './support/simulator.ts';

async function pick(page: Page, label: RegExp, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a consultant records a customer and issues a client key that signs the farmer into the simulator', async ({
  page,
}) => {
  // Signed in on its own: the test signs out at the end, which ends its session on the server.
  await signInThroughApi(page, ACCOUNTS.consultant);
  await page.waitForURL(/accept-terms|dashboard/);
  if (page.url().includes('accept-terms')) await acceptTermsIfAsked(page);
  await page.goto('/dashboard/customers');
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customers\/form$/);

  await page.getByLabel('Nombre').fill('Rigoberto');
  await page.getByLabel('Apellidos').fill('Campos Ayala');
  await page.getByLabel('Teléfono').fill('461 555 0199');
  await pick(page, /^Estado/, 'Guanajuato');
  await pick(page, /^Municipio/, 'Celaya');
  await page.getByLabel('Hectáreas (opcional)').fill('35');
  await page.getByRole('button', { name: 'Guardar cliente' }).click();

  await expect(page).toHaveURL(/\/dashboard\/customers\/form\/\d+$/);
  await expect(page.getByRole('heading', { name: /Rigoberto Campos Ayala/ })).toBeVisible();
  await expect(page.getByText('Este cliente aún no tiene clave de acceso.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código QR del enlace al simulador' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Enlace para el agricultor' })).toHaveValue(
    /\/farmer\?objective=\/simulator$/,
  );

  await page.getByRole('button', { name: 'Generar clave de cliente' }).click();
  const key = (await page.getByTestId('new-client-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^AGV-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(page.getByText(`AGV-••••-••••-${key.slice(-4)}`)).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/login/farmer');
  await page.getByLabel('Clave de cliente').fill(key);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expectSimulatorPage(page);
});

test("a coordinator sees only its zone's customers", async ({ page }) => {
  await signInThroughApi(page, ACCOUNTS.coordinator);
  await expect(page).toHaveURL(/\/dashboard/);
  const visible = await apiGet<{ data: { zoneName: string | null }[]; totalRecords: number }>(
    page,
    '/clients?page=1&size=all',
  );
  expect(visible.totalRecords).toBeGreaterThan(0);
  expect(new Set(visible.data.map((customer) => customer.zoneName))).toEqual(new Set(['Occidente-Bajío']));

  await page.goto('/dashboard/customers');
  await expect(page.getByText(new RegExp(`· ${visible.totalRecords} registros$`))).toBeVisible();
  // The Noroeste zone's customers (Sinaloa, Sonora) are not there, not even by their state.
  await pick(page, /^Estado/, 'Sinaloa');
  await expect(page).toHaveURL(/stateId=\d+/);
  await expect(page.getByText('Ningún cliente coincide con los filtros.')).toBeVisible();
  await pick(page, /^Estado/, 'Jalisco');
  await expect(page.getByRole('grid', { name: 'Lista de clientes' }).getByRole('row').nth(1)).toContainText(
    'Jalisco',
  );
});
