// The callers of the catalogue API tests: one session per role (a consultant with the terms
// accepted, and a farmer), and a request to the API as the Admin unless another session is given.
import type { TestContext } from '../../test/helper.ts';

export const CATALOG_CALLERS = ['admin', 'coordinator', 'supervisor', 'consultant', 'farmer'] as const;

export function catalogCalls(fx: { ctx: TestContext; cookies: { admin: string } }) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string | undefined = fx.cookies.admin,
    payload?: object,
  ) => fx.ctx.request({ method, url: `/api${url}`, cookie, ...(payload ? { payload } : {}) });
}
