// No page scrolls the frame away. The staff frame (top bar, menu, page) is one
// screen tall and only its page area scrolls; anything that makes the document itself taller or
// wider than the window (a visually hidden caption positioned outside the layout) lets a wheel
// turn slide the whole app off the screen and leave it grey. Every staff page, at a desk and on a
// phone, is opened and scrolled to its end, and the window must not have moved.
import type { RouteMeta } from '../../domain/app-routes.ts';
import { expect, test, type Page } from './support/test.ts';
import { signedInState, type SignedInRole } from './support/auth.ts';
import { STAFF_ROUTES, addressesOf, demoIds, openInApp } from './support/pages.ts';

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

/** Every staff page the person may open (an admin's, or the consultant's own): none escapes. */
async function expectNoPageScrollsTheFrame(page: Page, routes: RouteMeta[]): Promise<void> {
  await page.goto('/redirect');
  await expect(page.locator('[data-app-main]')).toBeVisible();
  const ids = await demoIds(page);
  const escapes: string[] = [];
  for (const route of routes)
    for (const address of addressesOf(route, ids)) {
      await openInApp(page, address);
      const escape = await frameEscape(page);
      if (escape) escapes.push(`${address}: ${escape}`);
    }
  expect(escapes, 'pages whose window scrolls beyond the frame').toEqual([]);
}

// The admin opens every page an admin may; the consultant the pages only a consultant opens.
const WALKS: Array<[SignedInRole, RouteMeta[]]> = [
  ['admin', STAFF_ROUTES.filter((r) => r.allowedRoles?.includes('ADMIN'))],
  ['consultant', STAFF_ROUTES.filter((r) => !r.allowedRoles?.includes('ADMIN'))],
];

for (const [role, routes] of WALKS) {
  test.describe(`as ${role}`, () => {
    test.use({ storageState: signedInState(role) });

    test(`at a desk no staff page scrolls the frame off the window (${role})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoPageScrollsTheFrame(page, routes);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      test(`no staff page scrolls the frame off the window (${role})`, async ({ page }) => {
        await expectNoPageScrollsTheFrame(page, routes);
      });
    });
  });
}
