// Sessions of the catalogue API tests: one per role (a consultant with the terms accepted, and a farmer).
import { DEMO_EMAILS, type TestContext } from '../../test/helper.ts';
import { cookieFor, farmerCookie } from '../sales/test-fixtures.ts';

export type CatalogCaller = 'admin' | 'coordinator' | 'supervisor' | 'consultant' | 'farmer';

export async function cookiesByRole(ctx: TestContext): Promise<Record<CatalogCaller, string>> {
  return {
    admin: await cookieFor(ctx, DEMO_EMAILS.ADMIN),
    coordinator: await cookieFor(ctx, DEMO_EMAILS.COORDINATOR),
    supervisor: await cookieFor(ctx, DEMO_EMAILS.SUPERVISOR),
    consultant: await cookieFor(ctx, DEMO_EMAILS.CONSULTANT),
    farmer: await farmerCookie(ctx),
  };
}
