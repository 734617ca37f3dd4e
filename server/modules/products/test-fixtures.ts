// Sessions of the catalogue API tests: one per role (a consultant with the terms accepted, and a farmer).
import type { TestContext } from '../../test/helper.ts';
import { cookiesFor } from '../../test/api-fixture.ts';

export type CatalogCaller = 'admin' | 'coordinator' | 'supervisor' | 'consultant' | 'farmer';

export function cookiesByRole(ctx: TestContext): Promise<Record<CatalogCaller, string>> {
  return cookiesFor(ctx, ['admin', 'coordinator', 'supervisor', 'consultant', 'farmer']);
}
