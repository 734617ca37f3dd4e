// Read receipts in Chromium: a consultant opens an office message in the dashboard
// banner, and the admin then sees it counted as read and the consultant no longer among those who
// have not read it.
import { expect, test } from './support/test.ts';
import { signedInPagesClosedAfterEach } from './support/auth.ts';
import { apiGet, apiPostFromPage } from './support/api.ts';

const signedIn = signedInPagesClosedAfterEach();

/** A Mexico City day (the server's days) `days` from today, YYYY-MM-DD. */
const mexicoCityDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('a consultant opens a message and the admin sees it read by them', async ({ browser }) => {
  // Two people's sessions, each signing in and loading its pages: more than one test's usual share.
  test.setTimeout(120_000);
  const title = `Lectura de prueba ${Date.now()}`;
  const body = 'Confirmen sus pedidos de semilla antes del viernes.';

  const admin = await signedIn(browser, 'admin');
  // The message itself is written through the API, from the admin's page as the app would: its
  // form is notices.spec.ts's subject.
  const status = await apiPostFromPage(admin, '/messages', {
    title,
    body,
    audienceRoles: ['CONSULTANT'],
    activeFrom: mexicoCityDay(0),
    activeTo: mexicoCityDay(1),
  });
  expect(status).toBe(201);

  const consultant = await signedIn(browser, 'consultant');
  const me = await apiGet<{ firstName: string; lastName: string }>(consultant, '/auth/me');
  const consultantName = `${me.firstName} ${me.lastName}`;

  // Before: nobody has read it, the consultant is listed among those who have not.
  await admin.goto(`/dashboard/params/message?q=${encodeURIComponent(title)}`);
  const row = admin.getByRole('row', { name: new RegExp(title) });
  const count = row.getByRole('button', { name: /^Leído por 0 de \d+: ver quién no ha leído/ });
  await expect(count).toBeVisible();
  const audience = Number(/de (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
  expect(audience).toBeGreaterThan(0);
  await count.click();
  let dialog = admin.getByRole('dialog', { name: 'Quién no lo ha leído' });
  await expect(dialog.getByRole('list', { name: 'Aún no lo han leído' })).toContainText(consultantName);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);

  // The consultant sees it new in the banner and opens it.
  const banner = consultant.getByRole('region', { name: 'Mensajes de la oficina' });
  await expect(banner.getByText(title)).toBeVisible();
  await expect(banner.getByText(body)).toHaveCount(0);
  await banner.getByRole('button', { name: `Leer el mensaje «${title}»` }).click();
  await expect(banner.getByText(body)).toBeVisible();
  const heading = banner.getByText(title).locator('..');
  await expect(heading.getByText('Leído', { exact: true })).toBeVisible();
  // Read stays read after a reload.
  await consultant.reload();
  await expect(banner.getByText(title).locator('..').getByText('Leído', { exact: true })).toBeVisible();

  // The admin sees it counted, and the consultant is no longer among those who have not read it.
  await admin.reload();
  const counted = row.getByRole('button', {
    name: `Leído por 1 de ${audience}: ver quién no ha leído «${title}»`,
  });
  await expect(counted).toBeVisible();
  await counted.click();
  dialog = admin.getByRole('dialog', { name: 'Quién no lo ha leído' });
  await expect(dialog.getByText(`Leído por 1 de ${audience}`)).toBeVisible();
  if (audience > 1) {
    const unread = dialog.getByRole('list', { name: 'Aún no lo han leído' });
    await expect(unread.getByRole('listitem')).toHaveCount(audience - 1);
    await expect(unread).not.toContainText(consultantName);
  } else {
    await expect(dialog.getByText('Toda su audiencia lo leyó.')).toBeVisible();
  }
});
