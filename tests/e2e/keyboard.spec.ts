// A consultant works the sale form and the DKbono payments editor with the keyboard
// alone (Tab, Shift+Tab, Enter, Space, arrows and typing; no click, no fill), and every control on
// the way takes the focus, shows it and answers its keys.
import { expect, test, type Locator, type Page } from './support/test.ts';
import { seasonOpenForSales } from './support/api.ts';
import { signedInState } from './support/auth.ts';

const CUSTOMER = 'Juan Pérez Hernández';

/** Presses Tab (or Shift+Tab) until the control has the focus; fails if it is not reached. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** The focused control shows that it has the focus: an outline, or Fluent's focus border. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((node) => {
    const shows = (el: Element | null): boolean => {
      for (let at = el; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        const after = getComputedStyle(at, '::after');
        if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true;
        if (
          after.content !== 'none' &&
          after.borderBottomStyle !== 'none' &&
          parseFloat(after.borderBottomWidth) > 0
        )
          return true;
        if (style.boxShadow !== 'none') return true;
      }
      return false;
    };
    return shows(node);
  });
  expect(ring, 'a visible focus indicator').toBe(true);
}

/** Opens the focused dropdown with the arrow key and walks its options to the one wanted. */
async function chooseWithArrows(page: Page, dropdown: Locator, option: RegExp): Promise<void> {
  await expect(dropdown).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
  for (let presses = 0; presses < 30; presses += 1) {
    const active = await dropdown.getAttribute('aria-activedescendant');
    const text = active ? await page.locator(`[id="${active}"]`).textContent() : null;
    if (text && option.test(text)) {
      await page.keyboard.press('Enter');
      await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No option ${option} in the list`);
}

/** Replaces what the focused input holds by typing. */
async function typeOver(page: Page, input: Locator, text: string): Promise<void> {
  await expect(input).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expect(input).toHaveValue(text);
}

async function fillLineByKeyboard(page: Page, quantity: string, price: string): Promise<void> {
  const form = page.locator('form');
  const line = page.getByRole('group', { name: 'Producto 1' });
  if (!(await line.isVisible())) {
    const add = form.getByRole('button', { name: 'Agregar producto' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
  }
  const product = line.getByRole('combobox', { name: 'Producto' });
  await tabTo(page, product);
  await expectVisibleFocus(product);
  await chooseWithArrows(page, product, /./);
  await page.keyboard.press('Tab');
  await typeOver(page, line.getByLabel('Cantidad (bolsas)'), quantity);
  await page.keyboard.press('Tab');
  await typeOver(page, line.getByLabel('Precio por bolsa'), price);
}

test.use({ storageState: signedInState('consultant') });

test('a consultant sells and records DKbono payments with the keyboard alone', async ({ page }) => {
  await page.goto('/redirect');
  await expect(page).toHaveURL(/\/dashboard\/sales\/list\/sale$/);
  const season = await seasonOpenForSales(page);
  const seasonOption = new RegExp(season.name);

  // A sale, from the list's button to the saved record.
  const newSale = page.getByRole('button', { name: 'Nueva venta' });
  await tabTo(page, newSale);
  await expectVisibleFocus(newSale);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/sales\/create-sale$/);

  const seasonField = page.getByRole('combobox', { name: 'Temporada' });
  await tabTo(page, seasonField);
  await expectVisibleFocus(seasonField);
  await chooseWithArrows(page, seasonField, seasonOption);
  // The customer comes next in the order of the page.
  await page.keyboard.press('Tab');
  const customer = page.getByRole('combobox', { name: 'Cliente' });
  await expect(customer).toBeFocused();
  await page.keyboard.type('Juan Pér');
  await chooseWithArrows(page, customer, new RegExp(CUSTOMER));
  await expect(customer).toHaveValue(CUSTOMER);
  // Shift+Tab goes back to the season, which kept its choice.
  await page.keyboard.press('Shift+Tab');
  await expect(seasonField).toBeFocused();
  await expect(seasonField).toHaveText(seasonOption);

  await fillLineByKeyboard(page, '3', '1500');
  await expect(page.getByTestId('line-total').first()).toHaveText('$4,500.00');
  const saveSale = page.getByRole('button', { name: 'Guardar venta' });
  await tabTo(page, saveSale);
  await expectVisibleFocus(saveSale);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/sales\/sale\/\d+$/);
  await expect(page.getByText(/Venta V-\d{4}-\d{6} registrada\./).first()).toBeVisible();

  // A DKbono, then two payments in its editor.
  await page.goto('/dashboard/sales/create-dkbono');
  const voucherSeason = page.getByRole('combobox', { name: 'Temporada' });
  await tabTo(page, voucherSeason);
  await chooseWithArrows(page, voucherSeason, seasonOption);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Juan Pér');
  await chooseWithArrows(page, page.getByRole('combobox', { name: 'Cliente' }), new RegExp(CUSTOMER));
  await fillLineByKeyboard(page, '2', '3000');
  await tabTo(page, page.getByRole('button', { name: 'Guardar DKbono' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/sales\/dkbono\/\d+$/);
  await expect(page.getByText('$6,000.00').first()).toBeVisible();

  const addPayment = page.getByRole('button', { name: 'Agregar pago' });
  await tabTo(page, addPayment);
  await expectVisibleFocus(addPayment);
  await page.keyboard.press('Enter');
  // The new payment takes the focus on its amount (the day is today already).
  const first = page.getByRole('group', { name: 'Pago 1' });
  await typeOver(page, first.getByLabel('Monto'), '2500');
  await page.keyboard.press('Tab');
  await chooseWithArrows(page, first.getByRole('combobox', { name: 'Forma de pago' }), /^Efectivo$/);
  await expect(page.getByTestId('balance')).toHaveText('$3,500.00');

  await tabTo(page, addPayment);
  await page.keyboard.press('Space');
  const second = page.getByRole('group', { name: 'Pago 2' });
  await typeOver(page, second.getByLabel('Monto'), '1000');
  await page.keyboard.press('Tab');
  await chooseWithArrows(page, second.getByRole('combobox', { name: 'Forma de pago' }), /^Transferencia$/);
  await page.keyboard.press('Tab');
  await typeOver(page, second.getByLabel('Referencia'), 'SPEI 7788');

  const savePayments = page.getByRole('button', { name: 'Guardar pagos' });
  await tabTo(page, savePayments);
  await expectVisibleFocus(savePayments);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Pagos guardados.').first()).toBeVisible();
  await expect(page.getByText('Pago parcial').first()).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('$2,500.00');
});
