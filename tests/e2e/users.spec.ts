// The users paths in Chromium: an admin invites someone by email, who sets a password from the
// mailed link and signs in; an admin approves a person waiting in the pending list, who then signs
// in.
import { expect, test, type Browser } from './support/test.ts';
import { signIn, signedInState } from './support/auth.ts';
import { waitForMailLink } from './support/mails.ts';
import { pickExact } from './support/sale-forms.ts';

const LINK = /http:\/\/localhost:\d+\/new-password\?token=[A-Za-z0-9_-]+/;

test.use({ storageState: signedInState('admin') });

/** In a browser of its own: follows the mailed link, chooses the password and signs in with it. */
async function setPasswordAndSignIn(browser: Browser, email: string, password: string) {
  const link = await waitForMailLink(email, LINK);
  // Nobody signed in there (not the admin's saved state of this spec).
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('button', { name: /iniciar sesión/i })).toBeVisible();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await expect(page.getByRole('heading', { name: 'Usuarios', exact: true })).toBeVisible();
  await context.close();
}

test('an admin invites a supervisor by email, who sets a password from the link and signs in', async ({
  page,
  browser,
}) => {
  const email = 'rosa.estrada@agroventas.mx';
  await page.goto('/redirect');
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await page.getByRole('button', { name: 'Invitar usuario' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users\/form$/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Nombre/).fill('Rosa María');
  await page.getByLabel(/^Apellidos/).fill('Estrada Núñez');
  await pickExact(page, /^Rol/, 'Supervisor');
  await pickExact(page, /^Zona/, 'Occidente-Bajío');
  await page.getByRole('button', { name: 'Enviar invitación' }).click();

  await expect(
    page.getByText(`Enviamos a ${email} el enlace para elegir su contraseña.`, { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/users\/form\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Rosa María Estrada Núñez' })).toBeVisible();

  await setPasswordAndSignIn(browser, email, 'Surco-Invitado-2026');
});

test('an admin approves a person waiting in the pending list, who can then sign in', async ({
  page,
  browser,
}) => {
  const email = 'daniela.ochoa@agroventas.mx';
  await page.goto('/redirect');
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await page.getByRole('tab', { name: /^Pendientes de aprobación/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/users\/pending-list$/);

  await page.getByRole('button', { name: 'Aprobar a Daniela Ochoa Villaseñor' }).click();
  const dialog = page.getByRole('dialog');
  await pickExact(page, /^Rol/, 'Supervisor');
  await pickExact(page, /^Zona/, 'Noroeste');
  await dialog.getByRole('button', { name: 'Aprobar' }).click();

  await expect(
    page.getByText('Daniela Ochoa Villaseñor ya puede entrar a Agroventas.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Daniela Ochoa Villaseñor' })).toHaveCount(0);

  await setPasswordAndSignIn(browser, email, 'Surco-Aprobado-2026');
});
