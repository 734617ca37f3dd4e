// The season figures in Chromium: an admin opens a season's dashboard from the seasons list and
// reads its figures (of a season that has ended); a consultant finds the strip of their own figures
// heading the sales list, for every season until the list is filtered on one. A supervisor opens
// "Resumen de temporada" from the menu and reads its team's figures of the current season.
import { expect, test } from './support/test.ts';
import { apiGet, pastSeason, seasonOpenForSales } from './support/api.ts';
import { signedInState } from './support/auth.ts';

interface Figures {
  sales: { sales: number; bags: number; amount: number };
  vouchers: { count: number; paid: number; balance: number };
}

const integer = new Intl.NumberFormat('es-MX');
const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

test.describe(() => {
  test.use({ storageState: signedInState('admin') });

  test('an admin opens a season’s dashboard from the seasons list and reads its figures', async ({
    page,
  }) => {
    // A season that has ended: the specs beside this one sell in the open one.
    const season = await pastSeason(page);
    const figures = await apiGet<Figures & { byProduct: { productCode: string }[] }>(
      page,
      `/seasons/${season.id}/dashboard`,
    );
    expect(figures.sales.sales).toBeGreaterThan(0);

    await page.goto('/dashboard/seasons/list');
    await page.getByRole('button', { name: `Tablero de ${season.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/seasons/details/${season.id}$`));

    const sales = page.getByRole('region', { name: 'Ventas', exact: true });
    await expect(sales).toContainText(`Importe vendido${pesos.format(figures.sales.amount)}`);
    await expect(sales).toContainText(`Bolsas vendidas${integer.format(figures.sales.bags)}`);
    const vouchers = page.getByRole('region', { name: 'DKbonos', exact: true });
    await expect(vouchers).toContainText(`Saldo por cobrar${pesos.format(figures.vouchers.balance)}`);

    await expect(page.getByRole('img', { name: /Gráfica de barras del importe vendido/ })).toBeVisible();
    const byProduct = page.getByRole('table', { name: 'Ventas por producto' });
    await expect(byProduct.getByRole('row')).toHaveCount(figures.byProduct.length + 1);
    await expect(byProduct.getByText(new RegExp(figures.byProduct[0]?.productCode ?? '—'))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  });
});

test.describe(() => {
  // The Noroeste consultant: no spec beside this one sells as them (playwright.config.ts).
  test.use({ storageState: signedInState('consultantNoroeste') });

  test('a consultant sees the strip of their own figures heading the sales list', async ({ page }) => {
    await page.goto('/redirect');
    await expect(page).toHaveURL(/\/dashboard\/sales\/list\/sale$/);
    const season = await seasonOpenForSales(page);
    const every = await apiGet<Figures>(page, '/sales/summary');
    // The unfiltered list shows every season: so does its strip.
    const all = page.getByRole('region', { name: 'Cifras de todas las temporadas' });
    await expect(all).toContainText(`Importe${pesos.format(every.sales.amount)}`, { timeout: 30_000 });

    await page.goto(`/dashboard/sales/list/sale?seasonId=${season.id}`);
    const own = await apiGet<Figures>(page, `/sales/summary/${season.id}`);
    const strip = page.getByRole('region', { name: `Cifras de la temporada ${season.name}` });
    // The strip waits for the seasons lookup and then its own figures: on a busy machine, more than
    // the default 10 s (the list below does not wait for it).
    await expect(strip.getByText('tus ventas')).toBeVisible({ timeout: 30_000 });
    await expect(strip).toContainText(`Importe${pesos.format(own.sales.amount)}`);
    await expect(strip).toContainText(`Bolsas${integer.format(own.sales.bags)}`);
    await expect(strip).toContainText(`Saldo${pesos.format(own.vouchers.balance)}`);
    // Their own: the same sales their list shows for that season, amount summed in cents.
    const list = await apiGet<{ totalRecords: number; data: { total: number }[] }>(
      page,
      `/sales?page=1&size=200&seasonId=${season.id}&status=ACTIVE`,
    );
    expect(own.sales.sales).toBe(list.totalRecords);
    const cents = list.data.reduce((sum, sale) => sum + Math.round(sale.total * 100), 0);
    expect(Math.round(own.sales.amount * 100)).toBe(cents);
  });
});

test.describe(() => {
  // The Noroeste supervisor, whose team no spec beside this one sells for.
  test.use({ storageState: signedInState('supervisorNoroeste') });

  test('a supervisor opens “Resumen de temporada” from the menu and reads its team’s figures', async ({
    page,
  }) => {
    await page.goto('/redirect');
    await page.waitForURL(/dashboard/);
    const season = await seasonOpenForSales(page);
    const figures = await apiGet<Figures>(page, `/seasons/${season.id}/dashboard`);

    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Resumen de temporada' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(page.getByRole('combobox', { name: 'Temporada' })).toHaveText(season.name);
    await expect(page.getByText(/de los consultores de tu equipo/)).toBeVisible();
    const sales = page.getByRole('region', { name: 'Ventas', exact: true });
    await expect(sales).toContainText(`Importe vendido${pesos.format(figures.sales.amount)}`);
    await expect(page.getByRole('img', { name: /Gráfica de barras del importe vendido/ })).toBeVisible();
  });
});
