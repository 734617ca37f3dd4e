// Payment receipts in Chromium: standing in front of the farmer, a consultant starts a DKbono and
// a payment from the customer's record; the payment's receipt goes to the farmer's own WhatsApp
// chat, and its link opens on a phone with nobody signed in, showing the amount.
import { checkA11y, expect, test } from './support/test.ts';
import { apiGet, seasonOpenForSales } from './support/api.ts';
import { signedInState } from './support/auth.ts';
import { fillProductLine, pick } from './support/sale-forms.ts';

const FARMER = 'Juan Pérez Hernández';

test.use({ storageState: signedInState('consultant') });

test('a payment recorded from the customer record sends a receipt that opens without signing in', async ({
  page,
  browser,
}) => {
  await page.goto('/redirect');
  await expect(page).toHaveURL(/\/dashboard\/sales\/list\/sale$/);
  const season = await seasonOpenForSales(page);
  const [customer] = (
    await apiGet<{ data: Array<{ id: number }> }>(
      page,
      `/clients?page=1&size=10&q=${encodeURIComponent(FARMER)}`,
    )
  ).data;
  if (!customer) throw new Error(`The demo data has no customer ${FARMER}`);

  // "Nuevo DKbono" from the record: the form opens with the farmer chosen.
  await page.goto(`/dashboard/customers/form/${customer.id}`);
  await page.getByRole('button', { name: 'Nuevo DKbono' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/sales/create-dkbono\\?clientId=${customer.id}$`));
  await expect(page.getByRole('combobox', { name: 'Cliente' })).toHaveValue(FARMER);
  await pick(page, 'Temporada', new RegExp(season.name));
  await fillProductLine(page, { bags: '1', pricePerBag: '3000', discount: '0' });
  await page.getByRole('button', { name: 'Guardar DKbono' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sales\/dkbono\/\d+$/);
  const folio =
    (await page
      .getByText(/^DK-\d{4}-\d{6}$/)
      .first()
      .textContent()) ?? '';
  expect(folio).toMatch(/^DK-\d{4}-\d{6}$/);

  // "Registrar pago" from the record: the DKbono's payments open on a new payment (the farmer may
  // owe on other DKbonos too: then the consultant picks this one).
  await page.goto(`/dashboard/customers/form/${customer.id}`);
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  const choice = page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${folio} ·`) });
  await expect(page.getByRole('group', { name: 'Pago 1' }).or(choice)).toBeVisible();
  if (await choice.isVisible()) await choice.click();
  const payment = page.getByRole('group', { name: 'Pago 1' });
  await payment.getByLabel('Monto').fill('1250.50');
  await payment.getByRole('combobox', { name: 'Forma de pago' }).click();
  await page.getByRole('option', { name: 'Efectivo' }).click();
  await page.getByRole('button', { name: 'Guardar pagos' }).click();

  // At once: the receipt, WhatsApp first, into the farmer's own chat.
  await expect(page.getByText(`Pago de $1,250.50 registrado. Envía el recibo a ${FARMER}.`)).toBeVisible();
  const whatsApp = page
    .getByRole('link', { name: `WhatsApp: enviar el recibo de $1,250.50 a ${FARMER}` })
    .first();
  const address = new URL((await whatsApp.getAttribute('href')) ?? '');
  expect(address.origin + address.pathname).toMatch(/^https:\/\/wa\.me\/52\d{10}$/);
  const message = address.searchParams.get('text') ?? '';
  expect(message).toContain(`recibimos tu pago de $1,250.50 para el DKbono ${folio}`);
  const receiptUrl = /https?:\/\/\S+\/r\/[0-9a-z]{16}$/.exec(message)?.[0];
  expect(receiptUrl).toBeDefined();

  // The farmer's phone: nobody signed in.
  // The farmer's phone: nobody signed in (not the consultant's saved state of this spec).
  const phone = await browser.newContext({
    storageState: undefined,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const farmerPage = await phone.newPage();
    const response = await farmerPage.goto(receiptUrl!);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(farmerPage.getByRole('heading', { name: 'Recibo de pago' })).toBeVisible();
    await expect(farmerPage.getByTestId('receipt-amount')).toHaveText('$1,250.50');
    await expect(farmerPage.getByText('Pago recibido')).toBeVisible();
    await expect(farmerPage.getByText(folio)).toBeVisible();
    await expect(farmerPage.getByText(FARMER)).toBeVisible();
    await expect(farmerPage.getByRole('link', { name: 'Descargar PDF' })).toBeVisible();
    await expect(farmerPage).not.toHaveURL(/login/);
    // Its own context, which the fixture does not follow: checked here, on the phone.
    await checkA11y(farmerPage, 'the receipt page on a phone');
  } finally {
    await phone.close();
  }
});
