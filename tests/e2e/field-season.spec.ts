// A consultant's sale refused after the sync waits "Por
// resolver" with the reason and is resent, and an answer lost after the server saved a sale makes
// no second sale. The office closes the season open for sales for a moment here, which would refuse
// any sale beside it: the config runs this spec before the others, one test at a time
// (playwright.config.ts). The Noroeste consultant sells here, before the specs that read its figures.
import { expect, test } from './support/test.ts';
import { apiGet } from './support/api.ts';
import { ACCOUNTS, E2E } from './support/env.ts';
import { PHONE, adminPage, fillFirstLine, readyForTheField, signInAs, type Row } from './support/field.ts';
import { pick } from './support/sale-forms.ts';

test.use(PHONE);

test('a sale refused after the sync waits "Por resolver" with the reason, and an answer lost after saving makes no second sale', async ({
  page,
  context,
}) => {
  await signInAs(page, ACCOUNTS.consultantNoroeste);
  await readyForTheField(page);
  const server = await adminPage(context);
  const seasons = await apiGet<{ data: Array<Row & { name: string; isOpen: boolean }> }>(
    server,
    '/seasons?page=1&size=all&isOpen=true',
  );
  const season = seasons.data[0]!;
  const setOpen = async (isOpen: boolean) => {
    const response = await server.request.put(`/api/seasons/${season.id}`, {
      headers: { 'x-api-key': E2E.apiKey, origin: E2E.baseUrl },
      data: { isOpen },
    });
    expect(response.status(), await response.text()).toBe(200);
  };

  // The answer is lost after the server saved the sale: the phone keeps it and sends it again
  // with the same key, and the server answers the first sale instead of selling twice.
  let isCut = true;
  await context.route('**/api/sales', async (route) => {
    if (route.request().method() !== 'POST' || !isCut) return route.fallback();
    isCut = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto('/dashboard/sales/create-sale');
  await pick(page, 'Cliente', /./);
  const customer = (await page.getByRole('combobox', { name: 'Cliente' }).inputValue()).trim();
  await fillFirstLine(page, '1');
  await page.getByRole('button', { name: 'Guardar venta' }).click();
  await expect(page.getByText('Guardado en el teléfono').first()).toBeVisible();
  // The next answer from the server says the signal is back, and the outbox sends it by itself.
  await page.goto('/dashboard/outbox');
  const lost = page.getByTestId('outbox-item').filter({ hasText: `Venta a ${customer}` });
  await expect(lost).toContainText(/Enviado · V-\d{4}-\d{6}/, { timeout: 30_000 });
  const folio = /V-\d{4}-\d{6}/.exec((await lost.textContent()) ?? '')![0];
  const sameFolio = await apiGet<{ data: Row[] }>(server, `/sales?page=1&size=10&q=${folio}`);
  expect(sameFolio.data).toHaveLength(1);
  const customers = await apiGet<{ data: Row[] }>(server, `/sales?page=1&size=100&seasonId=${season.id}`);
  expect(customers.data.filter((row) => row.folio === folio)).toHaveLength(1);

  // Without signal, a sale in a season the office closes meanwhile.
  await context.setOffline(true);
  await page.goto('/dashboard/sales/create-sale');
  await pick(page, 'Cliente', customer);
  await fillFirstLine(page, '1');
  await page.getByRole('button', { name: 'Guardar venta' }).click();
  await expect(page.getByText('Guardado en el teléfono').first()).toBeVisible();
  await setOpen(false);
  try {
    await context.setOffline(false);
    await page.goto('/dashboard/outbox');
    const refused = page.getByTestId('outbox-item').filter({ hasText: 'Por resolver' });
    await expect(refused).toHaveCount(1, { timeout: 30_000 });
    await expect(refused).toContainText(/temporada/i);
    // The office opens the season again; the consultant sends it once more.
    await setOpen(true);
    await refused.getByRole('button', { name: 'Reenviar' }).click();
    await expect(page.getByTestId('outbox-item').filter({ hasText: 'Por resolver' })).toHaveCount(0);
    await expect(page.getByTestId('outbox-item').last()).toContainText(/Enviado · V-\d{4}-\d{6}/);
  } finally {
    await setOpen(true).catch(() => undefined);
    await server.context().close();
  }
});
