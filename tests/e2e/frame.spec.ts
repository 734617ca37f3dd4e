// Issue 37 item 8: no page scrolls the frame away. The staff frame (top bar, menu, page) is one
// screen tall and only its page area scrolls; anything that makes the document itself taller or
// wider than the window (a visually hidden caption positioned outside the layout) lets a wheel
// turn slide the whole app off the screen and leave it grey. Every staff page, at a desk and on a
// phone, is opened and scrolled to its end, and the window must not have moved.
import { ROUTES, type RouteMeta } from '../../domain/app-routes.ts';
import { expect, test, type Page } from './support/test.ts';
import { apiGet } from './support/api.ts';
import { acceptTermsIfAsked, signInThroughApi } from './support/auth.ts';
import { ACCOUNTS } from './support/env.ts';

const STAFF_ROUTES: RouteMeta[] = Object.values(ROUTES).filter((r) => r.path.startsWith('/dashboard'));

type Ids = Record<string, number>;

/** One record of each kind the record pages show, from the demo data. */
async function demoIds(page: Page): Promise<Ids> {
  const first = async (path: string) => {
    const rows = await apiGet<{ data: Array<{ id: number }> }>(page, path);
    if (!rows.data[0]) throw new Error(`The demo data has no row at ${path}`);
    return rows.data[0].id;
  };
  return {
    '/dashboard/users': await first('/users?page=1&size=1'),
    '/dashboard/customers': await first('/clients?page=1&size=1'),
    '/dashboard/products': await first('/products?page=1&size=1'),
    '/dashboard/sales/sale': await first('/sales?page=1&size=1'),
    '/dashboard/sales/edit-sale': await first('/sales?page=1&size=1'),
    '/dashboard/sales/dkbono': await first('/vouchers?page=1&size=1'),
    '/dashboard/partners': await first('/partners?page=1&size=1'),
    '/dashboard/seasons': await first('/seasons?page=1&size=1'),
    '/dashboard/overview': await first('/seasons?page=1&size=1'),
  };
}

/** The addresses of a route: each optional part left out and filled, each id from the demo data. */
function addressesOf(route: RouteMeta, ids: Ids): string[] {
  const idFor = () => {
    const area = Object.keys(ids).find((prefix) => route.path.startsWith(prefix));
    if (!area) throw new Error(`No demo record for ${route.path}`);
    return String(ids[area]);
  };
  const bare = route.path.replace(/\/:[A-Za-z]+\?/g, '');
  if (bare.includes(':')) return [bare.replace(/:id/, idFor())];
  const filled = route.path.includes(':id?') ? route.path.replace(':id?', idFor()) : null;
  return filled ? [bare, filled] : [bare];
}

/** Opens an address inside the running app, as a link does, and waits for its data. */
async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((path) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: `frame${index + 1}`, idx: index + 1 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, address);
  await expect(page).toHaveURL(new RegExp(`${address.replace(/[.?]/g, '\\$&')}$`));
  await expect(page.locator('[data-app-main]')).toBeVisible();
  await expect(page.locator('.fui-Spinner, [aria-label="Cargando página"], [aria-busy="true"]')).toHaveCount(
    0,
    { timeout: 30_000 },
  );
}

/** Scrolls the page area to its end, then tries the window: what moved beyond the frame. */
async function frameEscape(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const main = document.querySelector<HTMLElement>('[data-app-main]');
    main?.scrollTo(0, main.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const root = document.documentElement;
    const size = `document ${root.scrollWidth}×${root.scrollHeight} in a window of ${innerWidth}×${innerHeight}`;
    window.scrollTo(10_000, 10_000);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const moved = window.scrollX !== 0 || window.scrollY !== 0;
    const shown = `${size}, the window scrolled to ${window.scrollX},${window.scrollY}`;
    window.scrollTo(0, 0);
    main?.scrollTo(0, 0);
    return moved || root.scrollHeight > innerHeight || root.scrollWidth > innerWidth ? shown : null;
  });
}

async function signInAs(page: Page, email: string): Promise<void> {
  await signInThroughApi(page, email);
  await page.waitForURL(/accept-terms|dashboard/);
  if (page.url().includes('accept-terms')) await acceptTermsIfAsked(page);
  await expect(page.locator('[data-app-main]')).toBeVisible();
}

async function expectNoPageScrollsTheFrame(page: Page): Promise<void> {
  const escapes: string[] = [];
  const walk = async (routes: RouteMeta[], ids: Ids) => {
    for (const route of routes)
      for (const address of addressesOf(route, ids)) {
        await openInApp(page, address);
        const escape = await frameEscape(page);
        if (escape) escapes.push(`${address}: ${escape}`);
      }
  };
  // The admin opens every staff page but the consultant's own two forms.
  await signInAs(page, ACCOUNTS.admin);
  const ids = await demoIds(page);
  await walk(
    STAFF_ROUTES.filter((r) => r.allowedRoles?.includes('ADMIN')),
    ids,
  );
  await signInAs(page, ACCOUNTS.consultant);
  await walk(
    STAFF_ROUTES.filter((r) => !r.allowedRoles?.includes('ADMIN')),
    ids,
  );
  expect(escapes, 'pages whose window scrolls beyond the frame').toEqual([]);
}

test('at a desk no staff page scrolls the frame off the window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoPageScrollsTheFrame(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('no staff page scrolls the frame off the window', async ({ page }) => {
    await expectNoPageScrollsTheFrame(page);
  });
});
