// Places in Chromium: an admin creates a zone, moves a state into it and adds a locality
// that the public registration page's picker then offers; a coordinator registers a partner that
// lands in its own zone.
import { expect, test } from './support/test.ts';
import { signedInState } from './support/auth.ts';
import { pickExact } from './support/sale-forms.ts';

test.describe(() => {
  test.use({ storageState: signedInState('admin') });

  test('an admin creates a zone, moves a state into it and adds a locality the picker offers', async ({
    page,
    browser,
  }) => {
    await page.goto('/dashboard/locations/zones');
    await page.getByRole('button', { name: 'Nueva zona' }).click();
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: /^Nombre de la zona/ })
      .fill('Altiplano');
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('row', { name: /Altiplano/ })).toContainText('Sin estados');

    // The section's tabs are links to the section's other pages.
    const sections = page.getByRole('navigation', { name: 'Secciones de ubicaciones' });
    await sections.getByRole('link', { name: 'Estados, zonas y localidades' }).click();
    await expect(page).toHaveURL(/\/dashboard\/locations\/state-zones-localities$/);
    await expect(sections.getByRole('link', { name: 'Estados, zonas y localidades' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pickExact(page, 'Zona de Zacatecas', 'Altiplano');
    await expect(page.getByText('Zacatecas ahora pertenece a la zona Altiplano.').first()).toBeVisible();

    await page.goto('/dashboard/locations/state-zones-localities?view=localities');
    await pickExact(page, /^Estado/, 'Jalisco');
    await pickExact(page, /^Municipio/, 'Ameca');
    await page.getByRole('button', { name: 'Agregar localidad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva localidad en Ameca' });
    await dialog.getByRole('textbox', { name: /^Nombre/ }).fill('Rancho Los Encinos');
    await dialog.getByRole('textbox', { name: 'Código postal (opcional)' }).fill('46605');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('row', { name: /Rancho Los Encinos/ })).toContainText('46605');

    // An anonymous farmer registering finds it in the cascading picker.
    const visitor = await browser.newContext({ storageState: undefined });
    const registration = await visitor.newPage();
    await registration.goto('/customer-registration');
    await pickExact(registration, /^Estado/, 'Jalisco');
    await pickExact(registration, /^Municipio/, 'Ameca');
    await registration.getByRole('combobox', { name: /^Localidad/ }).click();
    await expect(registration.getByRole('option', { name: 'Rancho Los Encinos' })).toBeVisible();
    await visitor.close();
  });
});

test.describe(() => {
  test.use({ storageState: signedInState('coordinator') });

  test('a coordinator registers a partner, which is listed in its own zone', async ({ page }) => {
    await page.goto('/dashboard/partners/list/SILAGE_PRODUCER');
    await page.getByRole('button', { name: 'Nuevo productor de ensilaje' }).click();
    await expect(page).toHaveURL(/\/dashboard\/partners\/create\?type=SILAGE_PRODUCER$/);
    await page.getByRole('textbox', { name: /^Nombre o razón social/ }).fill('Establo La Providencia');
    await page.getByRole('textbox', { name: 'RFC (opcional)' }).fill('ELP1904117A2');
    await page.getByRole('textbox', { name: 'Teléfono (opcional)' }).fill('3781234567');
    await pickExact(page, /^Estado/, 'Jalisco');
    await pickExact(page, /^Municipio/, 'Arandas');
    await page.getByRole('button', { name: 'Registrar socio' }).click();

    await expect(page).toHaveURL(/\/dashboard\/partners\/list\/SILAGE_PRODUCER$/);
    await expect(page.getByText('Se registró Establo La Providencia.').first()).toBeVisible();
    const row = page.getByRole('row', { name: /Establo La Providencia/ });
    await expect(row).toContainText('Occidente-Bajío');
    await expect(row).toContainText('Arandas');
    await expect(row).toContainText('Activo');
  });
});
