// Saved views in Chromium: a view saved on one device, with a filter, a hidden column and
// marked as the default, opens the customer list on another device (a fresh browser context), in
// place of the bare list: its rows are the first asked for, and Back leaves the list.
import { expect, test } from './support/test.ts';
import { signedInState } from './support/auth.ts';

test('a default view saved on one device opens the list on another', async ({ browser }) => {
  const first = await browser.newContext({ storageState: signedInState('supervisor') });
  const page = await first.newPage();
  await page.goto('/dashboard/customers?status=ACTIVE');
  const grid = page.getByRole('grid', { name: 'Clientes' });
  await expect(grid.getByRole('columnheader', { name: 'Teléfono' })).toBeVisible();

  // Hide a column through the menu, by keyboard: the address carries it like the filters.
  await page.getByRole('button', { name: 'Vistas' }).click();
  await page.getByRole('menuitem', { name: 'Columnas' }).press('ArrowRight');
  await page.getByRole('menuitemcheckbox', { name: 'Teléfono' }).press('Enter');
  await expect(page).toHaveURL(/hide=phone/);
  // Escape closes the columns, then the menu.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(grid.getByRole('columnheader', { name: 'Teléfono' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Vistas' }).click();
  await page.getByRole('menuitem', { name: 'Guardar vista…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar vista' });
  await dialog.getByLabel('Nombre').fill('Activos sin teléfono');
  await dialog.getByRole('checkbox', { name: 'Usar como predeterminada' }).check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Vista: Activos sin teléfono' })).toBeVisible();
  await first.close();

  // Another device: nothing local carries over, the server has the view.
  const second = await browser.newContext({ storageState: signedInState('supervisor') });
  const other = await second.newPage();
  await other.goto('/redirect');
  await other.waitForURL(/\/dashboard/);
  const landing = other.url();
  // The rows asked for are the default view's from the start, never the whole list first.
  const asked: string[] = [];
  other.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/clients') asked.push(url.search);
  });
  await other.goto('/dashboard/customers');
  await expect(other).toHaveURL(/status=ACTIVE/);
  await expect(other).toHaveURL(/hide=phone/);
  await expect(other.getByRole('button', { name: 'Vista: Activos sin teléfono' })).toBeVisible();
  const otherGrid = other.getByRole('grid', { name: 'Clientes' });
  await expect(otherGrid.getByRole('columnheader', { name: 'Cliente' })).toBeVisible();
  await expect(otherGrid.getByRole('columnheader', { name: 'Teléfono' })).toHaveCount(0);
  await expect(otherGrid.getByRole('row').nth(1)).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.filter((search) => !search.includes('status=ACTIVE'))).toEqual([]);
  // The default took the bare address's place: Back leaves the list.
  await other.goBack();
  await expect(other).toHaveURL(landing);
  await second.close();
});
