// The setup project (playwright.config.ts): each person the specs reuse signs in once, through the
// API, and its state (the session cookie, the app's local storage) is saved for the specs. A
// consultant accepts the terms here if no test has yet; the form and the forced terms are
// auth.spec.ts's subject.
import { expect, test as setup } from '@playwright/test';
import { SIGNED_IN, acceptTermsIfAsked, emailOf, signInThroughApi, signedInState } from './support/auth.ts';

setup.describe.configure({ mode: 'parallel' });

for (const role of SIGNED_IN) {
  setup(`${role} signs in once for the specs`, async ({ page }) => {
    await signInThroughApi(page, emailOf(role));
    await page.waitForURL(/accept-terms|dashboard/);
    if (page.url().includes('accept-terms')) await acceptTermsIfAsked(page);
    await expect(page).toHaveURL(/\/dashboard\/(users|sales\/list\/sale)$/);
    await expect(page.locator('[data-app-main]')).toBeVisible();
    await page.context().storageState({ path: signedInState(role) });
  });
}
