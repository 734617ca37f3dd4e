// Printing in Chromium: a sale printed from its page shows the record under the
// company header without the app's frame, and its PDF downloads; a Dkbono's printed short link
// (its QR) takes the farmer, once signed in with the client key, to the simulator with the
// Dkbono's credit in «Crédito DKbono», and opens it again without signal once seen.
import { readFileSync } from 'node:fs';
import { mexicoCityDay } from '../../domain/days.ts';
import { expect, test, type Page } from './support/test.ts';
import { apiGet, seasonOpenForSales } from './support/api.ts';
import { signedInState } from './support/auth.ts';
import { E2E } from './support/env.ts';
import { isReadyOffline } from './support/app-worker.ts';

test.use({ storageState: signedInState('consultant') });

async function signInAsConsultant(page: Page): Promise<void> {
  await page.goto('/redirect');
  await expect(page).toHaveURL(/\/dashboard\/sales\/list\/sale$/);
}

/** A change through the API with the page's session, sent as the app sends it (same origin). */
async function apiSend<T>(page: Page, method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { 'x-api-key': E2E.apiKey, origin: E2E.baseUrl },
    data,
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

test('a sale prints without the app frame under the company header, and its PDF downloads', async ({
  page,
}) => {
  await signInAsConsultant(page);
  const sales = await apiGet<{ data: Array<{ id: number; folio: string }> }>(page, '/sales?page=1&size=10');
  const sale = sales.data[0];
  if (!sale) throw new Error('The demo consultant has no sale');

  await page.goto(`/dashboard/sales/sale/${sale.id}`);
  await expect(page.getByRole('heading', { name: 'Detalle de venta' })).toBeVisible();
  await expect(page.getByText(sale.folio).first()).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
  const printHeader = page.getByTestId('print-header');
  const print = page.getByRole('button', { name: 'Imprimir' });

  // On screen: the frame and the buttons, no company header.
  await expect(navigation).toBeVisible();
  await expect(print).toBeVisible();
  await expect(printHeader).toBeHidden();

  // On paper: the company header and the record, without navigation or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(printHeader).toBeVisible();
  await expect(printHeader).toContainText('Agroventas');
  await expect(printHeader).toContainText(/Impreso el \d{2}\/\d{2}\/\d{2}/);
  await expect(navigation).toBeHidden();
  await expect(print).toBeHidden();
  await expect(page.getByText(sale.folio).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Producto' }).first()).toBeVisible();

  await page.emulateMedia({ media: 'screen' });
  await expect(printHeader).toBeHidden();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Venta-${sale.folio}.pdf`);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('the short link of a Dkbono takes its farmer, after the client key, to the simulator with its credit', async ({
  page,
  browser,
}) => {
  // The demo farmer (client key AGV-DEMO-CAMP-2026) is the customer Juan Pérez Hernández of
  // consultor@ (server/db/seed/customers.ts). A Dkbono of his, partly paid, made for this test.
  await signInAsConsultant(page);
  const season = await seasonOpenForSales(page);
  const customers = await apiGet<{ data: Array<{ id: number; firstName: string; lastName: string }> }>(
    page,
    `/clients?page=1&size=10&q=${encodeURIComponent('Juan Pérez Hernández')}`,
  );
  const juan = customers.data.find((c) => c.firstName === 'Juan' && c.lastName === 'Pérez Hernández');
  if (!juan) throw new Error('The demo farmer’s customer is not in the consultant’s book');
  const products = await apiGet<Array<{ id: number }>>(page, '/products/enabled');
  const product = products[0];
  if (!product) throw new Error('The demo data has no enabled product');
  const voucher = await apiSend<{ id: number; folio: string; version: number }>(page, 'POST', '/vouchers', {
    seasonId: season.id,
    clientId: juan.id,
    items: [{ productId: product.id, quantity: 2, basePrice: 3000, discount: 0 }],
  });
  // Payment days are the office's (Mexico City), never after today there.
  await apiSend(page, 'PUT', `/vouchers/${voucher.id}/payments`, {
    version: voucher.version,
    payments: [{ date: mexicoCityDay(), amount: 2345.5, method: 'EFECTIVO' }],
  });

  // Printing the Dkbono makes its short link; the PDF carries it (QR and clickable text).
  const pdf = await page.request.get(`/api/vouchers/${voucher.id}/pdf`, {
    headers: { 'x-api-key': E2E.apiKey },
  });
  expect(pdf.ok()).toBe(true);
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const link = new RegExp(`${E2E.baseUrl.replaceAll('.', '\\.')}/b/([0-9a-z]{10})`).exec(
    body.toString('latin1'),
  );
  if (!link) throw new Error('The Dkbono PDF carries no short link');
  const shortLink = link[0];

  // The farmer's phone: nobody signed in.
  // The farmer's phone: nobody signed in (not the consultant's saved state of this spec).
  const phone = await browser.newContext({ storageState: undefined, serviceWorkers: 'allow' });
  try {
    const farmer = await phone.newPage();
    await farmer.goto(shortLink);
    await expect(farmer).toHaveURL(/\/login\/farmer/);
    // It names the Dkbono before sign-in, and nothing more.
    await expect(
      farmer.getByText(`Entra con tu clave de cliente para simular tu DKbono ${voucher.folio}.`),
    ).toBeVisible();
    await farmer.getByLabel('Clave de cliente').fill(E2E.clientKey);
    await farmer.getByRole('button', { name: 'Ingresar' }).click();

    await expect(farmer).toHaveURL(new RegExp(`/simulator\\?dkbono=${link[1]}$`));
    await expect(farmer.getByRole('heading', { name: 'Simulador de rentabilidad' })).toBeVisible();
    await expect(farmer.getByLabel('Crédito DKbono')).toHaveValue('2345.5');
    await expect(farmer.getByText(voucher.folio).first()).toBeVisible();

    // No signal, the phone killed the tab and the session expired meanwhile: the short
    // link seen once opens the simulator the phone keeps, with this Dkbono read from the phone (a
    // failed read would say so instead of the farmer's last numbers), results local until signal.
    await expect.poll(() => isReadyOffline(farmer), { timeout: 60_000 }).toBe(true);
    const linkAnswer = `/api/vouchers/links/${link[1]}`;
    const isLinkKept = () =>
      farmer.evaluate(async (url) => {
        for (const name of await caches.keys()) {
          if (await (await caches.open(name)).match(url, { ignoreVary: true })) return true;
        }
        return false;
      }, linkAnswer);
    await expect.poll(isLinkKept, { timeout: 20_000 }).toBe(true);
    await phone.setOffline(true);
    await phone.clearCookies();
    await farmer.close();
    const offline = await phone.newPage();
    await offline.goto(shortLink);
    await expect(offline).toHaveURL(new RegExp(`/simulator\\?dkbono=${link[1]}$`));
    await expect(offline.getByLabel('Crédito DKbono')).toHaveValue('2345.5');
    await expect(offline.getByTestId('notice')).toContainText('Seguimos con tus últimos números.');
    await expect(offline.getByTestId('status-banner')).toContainText(
      'Tus números se quedan en este teléfono y los resultados pueden cambiar cuando vuelva la señal.',
    );
    // Signal back: the server no longer knows the session, so the farmer signs in again, on the
    // link.
    await phone.setOffline(false);
    await offline.reload();
    await expect(offline).toHaveURL(/\/login\/farmer\?objective=%2Fsimulator%3Fdkbono%3D/);
  } finally {
    await phone.close();
  }
});
