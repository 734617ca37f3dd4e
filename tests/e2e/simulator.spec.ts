// The farmer simulator on a phone: sign in with the client key, the worked example to the
// peso, two hybrids compared, a saved run, then a reload without signal that still computes.
import { expect, test, type Page } from './support/test.ts';
import { E2E } from './support/env.ts';
import { isReadyOffline } from './support/app-worker.ts';

// The farmer's phone keeps the app through its service worker (blocked in the other specs).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });

const DATA_CACHE = 'agroventas-simulator-data-v1';

async function retype(page: Page, label: string, value: string, scope = page.locator('main')) {
  const field = scope.getByLabel(label, { exact: true });
  await field.fill(value);
}

/** Waits until the service worker controls the page and keeps the parameters and hybrids. */
async function waitUntilReadyOffline(page: Page) {
  await expect.poll(() => isReadyOffline(page), { timeout: 60_000 }).toBe(true);
  const isKept = (path: string) =>
    page.evaluate(
      async ([cacheName, url]) =>
        Boolean(await (await caches.open(cacheName)).match(url, { ignoreVary: true })),
      [DATA_CACHE, path] as const,
    );
  await expect.poll(() => isKept('/api/simulator/params'), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => isKept('/api/simulator/hybrids'), { timeout: 20_000 }).toBe(true);
}

test('a farmer computes the worked example, compares two hybrids, saves, and keeps computing offline', async ({
  page,
  context,
}) => {
  await page.goto('/login/farmer?objective=%2Fsimulator');
  await page.getByLabel('Clave de cliente').fill(E2E.clientKey);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/simulator$/);
  await expect(page.getByRole('heading', { name: 'Tu siembra' })).toBeVisible();

  // The worked example of the issue: 10 ha, 80,000 seeds/ha, bags of 60,000 at $3,000, 10 t/ha.
  await retype(page, 'Hectáreas', '25');
  await expect(page.getByTestId('result-bags')).not.toHaveText('14');
  await retype(page, 'Hectáreas', '10');
  await retype(page, 'Rendimiento esperado', '8');
  await retype(page, 'Rendimiento esperado', '10');
  const first = page.getByRole('region', { name: 'Híbrido 1' });
  await first.getByLabel('Híbrido', { exact: true }).selectOption({ label: 'DK-2042 Amarillo' });
  await retype(page, 'Semillas por bolsa', '60000', first);
  await retype(page, 'Precio por bolsa', '3000', first);

  await expect(page.getByTestId('result-bags')).toHaveText('14');
  await expect(page.getByTestId('result-seedInvestment')).toHaveText('$42,000.00');
  await expect(page.getByTestId('result-production')).toHaveText('100 t');
  await expect(page.getByTestId('result-revenue')).toHaveText('$500,000.00');
  await expect(page.getByTestId('result-totalCost')).toHaveText('$242,000.00');
  await expect(page.getByTestId('margin')).toHaveText('$258,000.00');
  await expect(page.getByTestId('margin-per-ha')).toHaveText('$25,800.00');
  await expect(page.getByTestId('roi')).toHaveText('106.6 %');
  await expect(page.getByTestId('result-breakEvenYield')).toHaveText('4.84 t/ha');
  await expect(page.getByTestId('result-breakEvenPrice')).toHaveText('$2,420.00/t');
  // The sticky bar's way to the result is a thumb-sized button (phone walkthrough, defect 17).
  const see = await page.getByRole('link', { name: 'Ver resultado' }).boundingBox();
  expect(see?.height).toBeGreaterThanOrEqual(44);

  // A dearer hybrid with the same bag size: 14 × $650 more needs 0.19 t/ha more to pay for itself.
  await page.getByRole('button', { name: /Agregar híbrido para comparar/ }).click();
  const second = page.getByRole('region', { name: 'Híbrido 2' });
  await second.getByLabel('Híbrido', { exact: true }).selectOption({ label: 'DK-4018 Temporal' });
  await retype(page, 'Precio por bolsa', '3650', second);
  await expect(page.getByTestId('comparison')).toContainText('DK-4018 Temporal');
  await expect(page.getByTestId('extra-yield')).toContainText(
    'DK-4018 Temporal: Cuesta $9,100.00 más que DK-2042 Amarillo: se paga solo si rinde al menos 0.19 t/ha más.',
  );

  await page.getByLabel('Nombre (opcional)').fill('Parcela norte e2e');
  await page.getByRole('button', { name: 'Guardar simulación' }).click();
  await expect(page.getByText('Simulación guardada.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Parcela norte e2e / })).toBeVisible();

  await waitUntilReadyOffline(page);
  // No signal, and the phone killed the tab: the QR's farmer link opens the cached simulator with
  // the farmer's last numbers, and it still computes.
  await context.setOffline(true);
  await page.close();
  const phone = await context.newPage();
  await phone.goto('/farmer?objective=%2Fsimulator');
  await expect(phone).toHaveURL(/\/simulator$/);
  await expect(phone.getByRole('heading', { name: 'Tu siembra' })).toBeVisible();
  await expect(phone.getByTestId('status-banner')).toContainText(
    'Sin conexión: calculamos con los parámetros guardados el',
  );
  await expect(phone.getByTestId('notice')).toContainText('Seguimos con tus últimos números.');
  await expect(phone.getByTestId('margin')).toHaveText('$258,000.00'); // the worked example, remembered
  await expect(phone.getByRole('region', { name: 'Híbrido 2' })).toBeVisible();
  await retype(phone, 'Hectáreas', '20');
  await expect(phone.getByTestId('result-bags')).toHaveText('27');
  await expect(phone.getByTestId('margin')).toHaveText('$519,000.00');
  await phone.reload();
  await expect(phone.getByLabel('Hectáreas', { exact: true })).toHaveValue('20');
  await context.setOffline(false);
});
