// The farmer's simulator page, as the tests wait for it.
import { expect, type Page } from '@playwright/test';

/** The simulator's own page (its manifest link), loaded: the main app's hand-over page shows the
 * same address and heading for a moment before it replaces itself with this one. */
export async function expectSimulatorPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/simulator$/);
  await expect(page.locator('link[rel="manifest"][href="/simulator.webmanifest"]')).toHaveCount(1);
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { name: 'Simulador de rentabilidad' })).toBeVisible();
}
