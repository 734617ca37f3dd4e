// Notices in Chromium: an admin publishes a message for consultants, and a consultant sees
// it as a banner on the dashboard (and can close it for good) and as a notification in the bell.
import { expect, test } from './support/test.ts';
import { signedInPagesClosedAfterEach } from './support/auth.ts';

const signedIn = signedInPagesClosedAfterEach();

test('an admin publishes a message and a consultant sees the banner and the notification', async ({
  browser,
}) => {
  const title = `Cierre de pedidos ${Date.now()}`;
  const body = 'Los pedidos del ciclo cierran el viernes a las 18:00.';

  const admin = await signedIn(browser, 'admin');
  await admin.goto('/dashboard/params/message');
  await admin.getByRole('button', { name: 'Nuevo mensaje' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Nuevo mensaje' });
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Texto').fill(body);
  // Consultants are the default audience; the days default to today and the next week.
  await expect(dialog.getByRole('checkbox', { name: 'Consultor' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(admin.getByText('Se notificó a su audiencia.').first()).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Vigente')).toBeVisible();

  const consultant = await signedIn(browser, 'consultantNoroeste');
  const banner = consultant.getByRole('region', { name: 'Mensajes de la oficina' });
  await expect(banner.getByText(title)).toBeVisible();
  // Its text shows once opened (opening it is reading it: receipts.spec.ts).
  await banner.getByRole('button', { name: `Leer el mensaje «${title}»` }).click();
  await expect(banner.getByText(body)).toBeVisible();

  const bell = consultant.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ });
  await expect(bell).toBeVisible();
  const unreadBefore = Number(/(\d+) sin leer/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  await bell.click();
  const latest = consultant.getByRole('list', { name: 'Notificaciones recientes' });
  const item = latest.getByRole('button', { name: new RegExp(`^${title}\\. .* Sin leer\\.$`) });
  await expect(item).toBeVisible();
  await item.click();

  // A message has no record of its own: it opens the notifications page, already read.
  await expect(consultant).toHaveURL(/\/dashboard\/notifications$/);
  const mine = consultant.getByRole('list', { name: 'Mis notificaciones' });
  const read = mine.getByRole('button', { name: new RegExp(`^${title}\\. `) });
  await expect(read).toBeVisible();
  await expect(read).not.toHaveAccessibleName(/Sin leer\.$/);
  await expect(consultant.getByRole('button', { name: `Marcar como leída: ${title}` })).toHaveCount(0);
  const expected = unreadBefore - 1;
  await expect(
    consultant.getByRole('button', {
      name: expected > 0 ? `Notificaciones, ${expected} sin leer` : 'Notificaciones',
    }),
  ).toBeVisible();

  // Closing the banner is remembered on this device.
  await banner.getByRole('button', { name: `Cerrar el mensaje «${title}»` }).click();
  await expect(banner.getByText(body)).toHaveCount(0);
  await consultant.reload();
  await expect(mine).toBeVisible();
  await expect(
    consultant.getByRole('region', { name: 'Mensajes de la oficina' }).getByText(title),
  ).toHaveCount(0);
});
