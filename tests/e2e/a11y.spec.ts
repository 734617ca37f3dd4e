// Accessibility as a figure: every page of the app passes axe-core (WCAG 2.1 A and AA,
// no serious or critical violation), for each role that opens it, at a desk and on a phone. Each
// walk opens its first page with a full load, then the others inside the running app as a link
// does, waits until the page shows its data and has stopped moving, and runs axe there. On each
// staff page it then scrolls to the end and checks that the window stays put, the frame around the
// page (support/pages.ts, frameEscape; the admin's pages on a phone are walked in frame.spec.ts). A state
// no address reaches (an open dialog, the terms, a page only a mailed link opens) is checked by the
// test that reaches it, with `checkA11y`.
import type { RouteMeta } from '../../domain/app-routes.ts';
import type { Role } from '../../domain/roles.ts';
import {
  expect,
  settle,
  test,
  violationReport,
  violationsOn,
  type A11yViolation,
  type Page,
} from './support/test.ts';
import { signedInState, type SignedInRole } from './support/auth.ts';
import { E2E } from './support/env.ts';
import {
  STAFF_ROUTES,
  addressesOf,
  demoIds,
  frameEscape,
  openInApp,
  titleFor,
  type Ids,
} from './support/pages.ts';
import { expectSimulatorPage } from './support/simulator.ts';

test.describe.configure({ mode: 'parallel' });

const stopsOf = (routes: RouteMeta[]) => (ids: Ids) => routes.flatMap((route) => addressesOf(route, ids));
// An address no route has: the page that says so, inside the frame.
const NOT_FOUND = '/dashboard/no-existe';
const ROLE_OF: Record<SignedInRole, Role> = {
  admin: 'ADMIN',
  coordinator: 'COORDINATOR',
  supervisor: 'SUPERVISOR',
  consultant: 'CONSULTANT',
  consultantNoroeste: 'CONSULTANT',
  supervisorNoroeste: 'SUPERVISOR',
};
const named = (...names: string[]) => STAFF_ROUTES.filter((route) => names.includes(route.name));
const adminRoutes = STAFF_ROUTES.filter((route) => route.allowedRoles?.includes('ADMIN'));

// Each role walks the pages that are its own: the admin every page an admin may open (in parts, so
// the walks share the workers), the consultant the pages only a consultant opens and its home and
// profile, the coordinator and the supervisor their home and the pages whose rows their zone or
// team decides. The office roles at a desk; the consultant, who works in the field, and the
// farmer's and public pages at a desk and on a phone.
type Device = keyof typeof VIEWPORTS;
const VIEWPORTS = {
  desk: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
const OFFICE: Device[] = ['desk'];
const EVERYWHERE: Device[] = ['desk', 'phone'];

const WALKS: Array<{ role: SignedInRole; part: string; devices: Device[]; stops: (ids: Ids) => string[] }> = [
  ...[0, 1, 2].map((part) => ({
    role: 'admin' as const,
    part: `${part + 1} of 3`,
    devices: OFFICE,
    stops: (ids: Ids) =>
      [...stopsOf(adminRoutes)(ids), NOT_FOUND].filter(
        (_, at, all) => Math.floor((at * 3) / all.length) === part,
      ),
  })),
  {
    role: 'consultant',
    part: 'own pages',
    devices: EVERYWHERE,
    stops: stopsOf([
      ...named('SalesPage', 'UsersPage', 'VouchersPage', 'CustomersPage', 'OutboxPage'),
      ...STAFF_ROUTES.filter((route) => !route.allowedRoles?.includes('ADMIN')),
    ]),
  },
  {
    role: 'coordinator',
    part: 'home and zone',
    devices: OFFICE,
    stops: stopsOf(named('UsersPage', 'UsersPendingPage', 'CustomersPage', 'PartnersPage')),
  },
  {
    role: 'supervisor',
    part: 'home and team',
    devices: OFFICE,
    stops: stopsOf(named('UsersPage', 'SalesPage', 'SeasonOverviewPage')),
  },
];

/** Opens each stop inside the app and gathers what axe finds there, and where the window scrolls. */
async function walk(page: Page, role: SignedInRole, stops: string[]) {
  const found: A11yViolation[] = [];
  const escapes: string[] = [];
  for (const address of stops) {
    await openInApp(page, address, ROLE_OF[role]);
    await settle(page);
    found.push(...(await violationsOn(page, address)));
    const escape = await frameEscape(page);
    if (escape) escapes.push(`${address}: ${escape}`);
  }
  return { found, escapes };
}

for (const [device, options] of Object.entries(VIEWPORTS) as Array<[Device, (typeof VIEWPORTS)[Device]]>) {
  test.describe(`${device}`, () => {
    test.use(options);

    for (const { role, part, stops } of WALKS.filter((walk) => walk.devices.includes(device))) {
      test.describe(() => {
        test.use({ storageState: signedInState(role) });

        test(`the ${role}'s pages pass axe and keep the frame (${part}, ${device})`, async ({ page }) => {
          await page.goto('/redirect');
          await expect(page.locator('[data-app-main]')).toBeVisible();
          const { found, escapes } = await walk(page, role, stops(await demoIds(page)));
          expect(found, violationReport(found)).toEqual([]);
          expect(escapes, 'pages whose window scrolls beyond the frame').toEqual([]);
        });
      });
    }

    test(`the pages open to anyone and the farmer's simulator pass axe (${device})`, async ({ page }) => {
      const found: A11yViolation[] = [];
      const check = async (label: string, shows: () => Promise<void>) => {
        await shows();
        await settle(page);
        found.push(...(await violationsOn(page, label)));
      };
      const heading = (name: string | RegExp) => expect(page.getByRole('heading', { name })).toBeVisible();
      await check('/login', async () => {
        await page.goto('/login');
        await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
      });
      await check('/restore-password', async () => {
        await page.goto('/restore-password');
        await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
      });
      await check('/new-password', async () => {
        await page.goto('/new-password?token=sin-valor');
        await expect(page).toHaveTitle(titleFor('/new-password'));
        await expect(page.getByRole('main').or(page.locator('form')).first()).toBeVisible();
      });
      await check('/customer-registration', async () => {
        await page.goto('/customer-registration');
        await expect(page.getByRole('combobox', { name: /^Estado/ })).toBeVisible();
      });
      await check('/login/farmer', async () => {
        await page.goto('/farmer?objective=%2Fsimulator');
        await expect(page).toHaveURL(/\/login\/farmer\?objective=/);
        await expect(page.getByLabel('Clave de cliente')).toBeVisible();
      });
      await check('/simulator', async () => {
        await page.getByLabel('Clave de cliente').fill(E2E.clientKey);
        await page.getByRole('button', { name: 'Ingresar' }).click();
        await expectSimulatorPage(page);
        await heading('Simulador de rentabilidad');
      });
      expect(found, violationReport(found)).toEqual([]);
    });
  });
}
