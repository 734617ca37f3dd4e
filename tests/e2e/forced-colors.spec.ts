// High contrast (forced colours). The browser replaces the page's colours with the
// system's; what the page shows only by a background or by SVG paint must say it another way. And
// an open dialog, a state no address reaches, passes axe like every page does.
import { checkA11y, expect, test, type Locator } from './support/test.ts';
import { signedInState } from './support/auth.ts';
import { E2E } from './support/env.ts';
import { expectSimulatorPage } from './support/simulator.ts';

async function style(target: Locator, property: string, pseudo?: '::after'): Promise<string> {
  return target.evaluate((node, [name, element]) => getComputedStyle(node, element).getPropertyValue(name), [
    property,
    pseudo ?? null,
  ] as const);
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('in high contrast the farmer still sees which crop is chosen and tells revenue from cost', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/login/farmer?objective=%2Fsimulator');
  await page.getByLabel('Clave de cliente').fill(E2E.clientKey);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expectSimulatorPage(page);

  // The crop switch: the chosen option keeps a background of its own (the system's selection).
  const chosen = page.locator('.sim-switch__option:has(input:checked)');
  const other = page.locator('.sim-switch__option:not(:has(input:checked))');
  await expect(chosen).toHaveCount(1);
  expect(await style(chosen, 'background-color')).not.toBe(await style(other.first(), 'background-color'));

  // The chart: revenue and cost lines in two different system colours, and the legend alike.
  const revenue = page.locator('.sim-chart__revenue').first();
  const cost = page.locator('.sim-chart__cost').first();
  await expect(revenue).toBeAttached();
  expect(await style(revenue, 'stroke')).not.toBe(await style(cost, 'stroke'));
  const swatch = (entry: string) => page.locator(`.sim-legend__${entry} .sim-legend__swatch`).first();
  expect(await style(swatch('revenue'), 'border-top-color')).not.toBe(
    await style(swatch('cost'), 'border-top-color'),
  );
});

test.describe(() => {
  test.use({ storageState: signedInState('admin') });

  test('in high contrast a status badge keeps its border, and the import dialog passes axe', async ({
    page,
  }) => {
    // The admin's lists at a desk: below 768 px the rows become cards.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/dashboard/sales/list/voucher');
    const badge = page.getByRole('row').nth(1).locator('.fui-Badge');
    await expect(badge).toBeVisible();
    // Fluent draws a badge's border on its ::after; the system colours keep it, the tint goes.
    expect(await style(badge, 'border-top-style', '::after')).toBe('solid');
    expect(parseFloat(await style(badge, 'border-top-width', '::after'))).toBeGreaterThan(0);
    expect(await style(badge, 'border-top-color', '::after')).not.toBe(
      await style(badge, 'background-color'),
    );

    await page.goto('/dashboard/sales/list/sale');
    await page.getByRole('button', { name: 'Importar ventas' }).click();
    await expect(page.getByRole('dialog', { name: 'Importar ventas' })).toBeVisible();
    await checkA11y(page, 'diálogo Importar ventas');
  });
});
