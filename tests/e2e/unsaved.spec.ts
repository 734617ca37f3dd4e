// Unsaved changes in Chromium: leaving a page with unsaved changes asks first (Seguir editando
// keeps the change, Salir sin guardar leaves), an address the role may not open says so and lands
// home, and an unknown address says it does not exist. The detail of each is in the page tests.
import { expect, test } from './support/test.ts';
import { signedInState } from './support/auth.ts';

test.describe(() => {
  test.use({ storageState: signedInState('admin') });

  test('leaving the inventory with a change asks first: Seguir editando keeps it, Salir sin guardar leaves', async ({
    page,
  }) => {
    await page.goto('/dashboard/seasons/inventory');
    const allocation = page.getByRole('textbox', { name: /^Asignadas de / }).first();
    const before = await allocation.inputValue();
    const changed = String(Number(before) + 7);
    await allocation.fill(changed);
    await expect(page.getByText('1 producto con cambios sin guardar')).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: 'Clientes' }).click();
    let question = page.getByRole('alertdialog', { name: 'Tienes cambios sin guardar' });
    await question.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/seasons\/inventory/);
    await expect(allocation).toHaveValue(changed);

    await nav.getByRole('link', { name: 'Clientes' }).click();
    question = page.getByRole('alertdialog', { name: 'Tienes cambios sin guardar' });
    await question.getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/customers/);
    await expect(page.getByRole('heading', { name: 'Clientes', exact: true })).toBeVisible();
  });
});

test.describe(() => {
  test.use({ storageState: signedInState('coordinator') });

  test('a refused address says why and lands home; an unknown one says it does not exist', async ({
    page,
  }) => {
    await page.goto('/redirect');
    await expect(page).toHaveURL(/\/dashboard\//);
    const home = new URL(page.url()).pathname;

    await page.goto('/dashboard/products');
    await expect(page.getByText('No tienes permiso para abrir esa página.').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${home}$`));

    await page.goto('/dashboard/no-existe');
    await expect(page.getByText('Página no encontrada').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/no-existe$/);
  });
});
