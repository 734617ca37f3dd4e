// The app's staff pages as the e2e specs walk them (frame.spec.ts, a11y.spec.ts): each route of
// domain/app-routes.ts with its ids filled from the demo data, opened inside the running app.
import { expect, type Page } from '@playwright/test';
import { matchPath } from 'react-router-dom';
import { ROUTES, type RouteMeta } from '../../../domain/app-routes.ts';
import type { Role } from '../../../domain/roles.ts';
import { apiGet } from './api.ts';

const PRODUCT_NAME = 'Agroventas';
const ROUTE_LIST: RouteMeta[] = Object.values(ROUTES);

/**
 * The tab's title the app sets once a page is on screen (src/app/route-meta.ts): the route's, a
 * form's "new" title without its id, the consultant's own profile at the users page, and the
 * not-found page's for an address no route has.
 */
export function titleFor(address: string, role?: Role): string {
  const pathname = new URL(address, 'http://localhost').pathname;
  const route = ROUTE_LIST.find((r) => matchPath({ path: r.path, end: true }, pathname));
  if (!route) return `Página no encontrada · ${PRODUCT_NAME}`;
  const hasId = Boolean(matchPath({ path: route.path, end: true }, pathname)?.params.id);
  const title =
    route.name === ROUTES.users.name && role === 'CONSULTANT'
      ? 'Mi perfil'
      : !hasId && route.newTitle
        ? route.newTitle
        : route.title;
  return title === PRODUCT_NAME ? title : `${title} · ${PRODUCT_NAME}`;
}

export const STAFF_ROUTES: RouteMeta[] = Object.values(ROUTES).filter((r) => r.path.startsWith('/dashboard'));

export type Ids = Record<string, number>;

/** One record of each kind the record pages show, from the demo data the page's person sees. */
export async function demoIds(page: Page): Promise<Ids> {
  const first = async (path: string) => {
    const rows = await apiGet<{ data: Array<{ id: number }> }>(page, path);
    if (!rows.data[0]) throw new Error(`The demo data has no row at ${path}`);
    return rows.data[0].id;
  };
  const [users, customers, products, sales, vouchers, partners, seasons] = await Promise.all(
    [
      '/users?page=1&size=1',
      '/clients?page=1&size=1',
      '/products?page=1&size=1',
      '/sales?page=1&size=1',
      '/vouchers?page=1&size=1',
      '/partners?page=1&size=1',
      '/seasons?page=1&size=1',
    ].map((path) => first(path).catch(() => 0)),
  );
  return {
    '/dashboard/users': users!,
    '/dashboard/customers': customers!,
    '/dashboard/products': products!,
    '/dashboard/sales/sale': sales!,
    '/dashboard/sales/edit-sale': sales!,
    '/dashboard/sales/dkbono': vouchers!,
    '/dashboard/partners': partners!,
    '/dashboard/seasons': seasons!,
    '/dashboard/overview': seasons!,
  };
}

/** The addresses of a route: each optional part left out and filled, each id from the demo data. */
export function addressesOf(route: RouteMeta, ids: Ids): string[] {
  const idFor = () => {
    const area = Object.keys(ids).find((prefix) => route.path.startsWith(prefix));
    if (!area || !ids[area]) throw new Error(`No demo record for ${route.path}`);
    return String(ids[area]);
  };
  const bare = route.path.replace(/\/:[A-Za-z]+\?/g, '');
  if (bare.includes(':')) return [bare.replace(/:id/, idFor())];
  const filled = route.path.includes(':id?') ? route.path.replace(':id?', idFor()) : null;
  return filled ? [bare, filled] : [bare];
}

/**
 * Opens an address inside the running app, as a link does, and waits for that page (its title in
 * the tab, which the app sets once the page is on screen) and its data.
 */
export async function openInApp(page: Page, address: string, role?: Role): Promise<void> {
  await page.evaluate((path) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: `walk${index + 1}`, idx: index + 1 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, address);
  await expect(page).toHaveURL(new RegExp(`${address.replace(/[.?]/g, '\\$&')}$`));
  await expect(page).toHaveTitle(titleFor(address, role));
  await expect(page.locator('[data-app-main]')).toBeVisible();
  await expect(page.locator('.fui-Spinner, [aria-label="Cargando página"], [aria-busy="true"]')).toHaveCount(
    0,
    { timeout: 30_000 },
  );
}

/**
 * The staff frame (top bar, menu, page) is one screen tall and only its page area scrolls: anything
 * that makes the document itself taller or wider than the window (a visually hidden caption
 * positioned outside the layout) lets a wheel turn slide the whole app off the screen and leave it
 * grey. Scrolls the page area to its end, then tries the window; says what moved beyond the frame.
 */
export async function frameEscape(page: Page): Promise<string | null> {
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
