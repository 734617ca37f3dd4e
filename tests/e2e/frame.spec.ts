// No page scrolls the frame away (support/pages.ts, frameEscape). The accessibility walks
// (a11y.spec.ts) check it on every page they open: the admin's at a desk, the consultant's at a desk
// and on a phone, the coordinator's and the supervisor's. What they do not open is the admin's pages
// on a phone: this walk opens each of them and scrolls it to its end, and the window must not move.
import { expect, test } from './support/test.ts';
import { signedInState } from './support/auth.ts';
import { STAFF_ROUTES, addressesOf, demoIds, frameEscape, openInApp } from './support/pages.ts';

test.use({
  storageState: signedInState('admin'),
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});

test('on a phone no staff page scrolls the frame off the window (admin)', async ({ page }) => {
  await page.goto('/redirect');
  await expect(page.locator('[data-app-main]')).toBeVisible();
  const ids = await demoIds(page);
  const escapes: string[] = [];
  for (const route of STAFF_ROUTES.filter((r) => r.allowedRoles?.includes('ADMIN')))
    for (const address of addressesOf(route, ids)) {
      await openInApp(page, address);
      const escape = await frameEscape(page);
      if (escape) escapes.push(`${address}: ${escape}`);
    }
  expect(escapes, 'pages whose window scrolls beyond the frame').toEqual([]);
});
