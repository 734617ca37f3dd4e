// On a consultant's phone (390×844, touch): the consultant's main path from a new
// customer to a sale redeemed from a DKbono, and a sweep of every list and record page that fails
// when one scrolls sideways, cuts something off at the right edge, or holds a control a thumb
// cannot hit (under 44 × 44 px).
import { expect, test, type Page } from './support/test.ts';
import { apiGet, seasonOpenForSales } from './support/api.ts';
import { signedInState } from './support/auth.ts';
import { addPayment, fillProductLine, pick } from './support/sale-forms.ts';
import { openInApp } from './support/pages.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const TOUCH_MINIMUM = 44;

interface Offender {
  what: string;
  size: string;
}

/** What sticks out of the screen's width: the page itself, or a box whose content is wider than it. */
async function sidewaysOverflow(page: Page): Promise<Offender[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: Array<{ what: string; size: string }> = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} «${(el.textContent ?? '').trim().slice(0, 40)}»`;
    if (document.documentElement.scrollWidth > width)
      found.push({ what: 'the page', size: `${document.documentElement.scrollWidth} > ${width}` });
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const scrolls = /(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      // A box at the right edge with its content cut: wider than the screen, or a scroller.
      if (box.right > width + 1 || scrolls)
        found.push({ what: name(el), size: `${Math.round(box.right)} / ${width}` });
    }
    return found.slice(0, 8);
  });
}

/**
 * The controls under 44 × 44 px a finger can reach: buttons, tabs, menu items, options, inputs,
 * selects and checkboxes, measured by the box that takes the tap (a Fluent input's frame, a
 * checkbox's row). Links inside running text are exempt, as WCAG 2.5.8 exempts inline targets.
 */
async function smallControls(page: Page, minimum: number): Promise<Offender[]> {
  return page.evaluate((min) => {
    const selector = [
      'button',
      'a[href]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[role="combobox"]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
    ].join(',');
    const frames =
      '.fui-Input, .fui-SpinButton, .fui-Combobox, .fui-Dropdown, .fui-Select, .fui-Textarea, .fui-Checkbox, .fui-Radio, .fui-Switch';
    const found: Array<{ what: string; size: string }> = [];
    for (const el of document.querySelectorAll(selector)) {
      if (el.closest('[data-tabster-dummy], [aria-hidden="true"]')) continue;
      // A link stretched over its card (::after covering it) takes the tap on the whole card.
      const after = getComputedStyle(el, '::after');
      const stretched = el.tagName === 'A' && after.position === 'absolute' && after.content !== 'none';
      const target = (stretched ? (el as HTMLElement).offsetParent : null) ?? el.closest(frames) ?? el;
      const style = getComputedStyle(target);
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (el.tagName === 'A' && el.closest('p')) continue;
      if (box.height + 0.5 < min || box.width + 0.5 < min) {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        found.push({
          what: `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''} «${label}»`,
          size: `${Math.round(box.width)}×${Math.round(box.height)}`,
        });
      }
    }
    return found;
  }, minimum);
}

async function expectFitsThePhone(page: Page): Promise<void> {
  expect(await sidewaysOverflow(page), `${page.url()} fits 390 px`).toEqual([]);
  expect(await smallControls(page, TOUCH_MINIMUM), `${page.url()} has only thumb-sized controls`).toEqual([]);
}

test.describe(() => {
  test.use({ storageState: signedInState('consultant') });

  test('a consultant on a phone registers a customer, shares the link, sells a DKbono, collects it and redeems it', async ({
    page,
  }) => {
    await page.goto('/redirect');
    await expect(page).toHaveURL(/\/dashboard\/sales\/list\/sale$/);

    // The home shows at least three sales on the first screen, as cards, with nothing sideways.
    const cards = page.locator('[data-list-card]');
    await expect(cards.nth(2)).toBeInViewport({ ratio: 1 });
    await expectFitsThePhone(page);

    // A new customer, whose farmer link goes to the farmer's WhatsApp chat (no share sheet here).
    await page.goto('/dashboard/customers/form');
    await page.getByLabel('Nombre').fill('Saúl');
    await page.getByLabel('Apellidos').fill('Ledesma Ríos');
    await page.getByLabel('Teléfono').fill('461 555 0142');
    await pick(page, /^Estado/, 'Guanajuato');
    await pick(page, /^Municipio/, 'Celaya');
    await page.getByRole('button', { name: 'Guardar cliente' }).click();
    await expect(page).toHaveURL(/\/dashboard\/customers\/form\/\d+$/);
    await expect(page.getByRole('heading', { name: /Saúl Ledesma Ríos/ })).toBeVisible();
    const share = page.getByRole('link', { name: /WhatsApp/ }).first();
    const shareAddress = new URL((await share.getAttribute('href')) ?? '');
    // Straight into the farmer's own chat: Mexico's 52 and the ten digits.
    expect(shareAddress.origin + shareAddress.pathname).toBe('https://wa.me/524615550142');
    expect(shareAddress.searchParams.get('text')).toMatch(/\/farmer\?objective=\/simulator$/);
    await expect(page.getByRole('link', { name: /461 555 0142/ })).toHaveAttribute('href', /^tel:/);
    await expectFitsThePhone(page);

    // A DKbono starts in the season open for DKbonos today.
    const season = await seasonOpenForSales(page);
    await page.goto('/dashboard/sales/create-dkbono');
    await expect(page.getByRole('combobox', { name: 'Temporada' })).toHaveText(new RegExp(season.name));
    await pick(page, 'Cliente', /Saúl Ledesma Ríos/);
    await fillProductLine(page, { bags: '3', pricePerBag: '3100' });
    await expectFitsThePhone(page);
    await page.getByRole('button', { name: 'Guardar DKbono' }).click();
    await expect(page).toHaveURL(/\/dashboard\/sales\/dkbono\/\d+$/);
    await expect(page.getByText('$9,300.00').first()).toBeVisible();

    // Paid in full in one payment, then redeemed into a sale.
    await addPayment(page, page.getByRole('group', { name: 'Pago 1' }), '9300', 'Efectivo');
    await page.getByRole('button', { name: 'Guardar pagos' }).click();
    await expect(page.getByText('Pagado', { exact: true }).first()).toBeVisible();
    await expectFitsThePhone(page);

    await page.getByRole('button', { name: 'Canjear' }).click();
    await expect(page).toHaveURL(/\/dashboard\/sales\/create-sale\/\d+$/);
    await page.getByRole('button', { name: 'Guardar venta' }).click();
    await expect(page).toHaveURL(/\/dashboard\/sales\/sale\/\d+$/);
    await expect(page.getByText(/Venta V-\d{4}-\d{6} registrada\./).first()).toBeVisible();
    await expect(page.getByText('$9,300.00').first()).toBeInViewport();
    await expectFitsThePhone(page);
  });
});

test.describe(() => {
  test.use({ storageState: signedInState('admin') });

  test('every list and record page fits a phone and has thumb-sized controls', async ({ page }) => {
    await page.goto('/redirect');
    await expect(page.locator('[data-app-main]')).toBeVisible();
    const first = <T>(rows: { data: T[] }) => {
      if (!rows.data[0]) throw new Error('The demo data has an empty list');
      return rows.data[0];
    };
    const sale = first(await apiGet<{ data: Array<{ id: number }> }>(page, '/sales?page=1&size=1'));
    const voucher = first(await apiGet<{ data: Array<{ id: number }> }>(page, '/vouchers?page=1&size=1'));
    const customer = first(await apiGet<{ data: Array<{ id: number }> }>(page, '/clients?page=1&size=1'));
    const season = await seasonOpenForSales(page);

    for (const path of [
      '/dashboard/sales/list/sale',
      '/dashboard/sales/list/voucher',
      `/dashboard/sales/sale/${sale.id}`,
      `/dashboard/sales/dkbono/${voucher.id}`,
      '/dashboard/customers',
      `/dashboard/customers/form/${customer.id}`,
      '/dashboard/users',
      '/dashboard/users/pending-list',
      '/dashboard/products',
      '/dashboard/partners/list',
      '/dashboard/seasons/list',
      `/dashboard/seasons/details/${season.id}`,
      `/dashboard/overview/${season.id}`,
      '/dashboard/locations/zones',
      '/dashboard/locations/state-zones-localities',
      '/dashboard/notifications',
    ]) {
      // Inside the running app, as a link opens it, then its data: no spinner, no loading skeleton.
      await openInApp(page, path);
      await expectFitsThePhone(page);
    }
  });
});
