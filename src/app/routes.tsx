// The route table of docs/requirements.md §2 in one place: each page of domain/app-routes.ts bound
// to its lazy component and guarded by the navigation guard.
import type { ComponentType } from 'react';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { ROUTES, homePathFor, type RouteMeta } from '../../domain/app-routes.ts';
import { appStore, currentRoleAtom } from '../lib/session.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { AppLoading } from './pages/app-loading.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import type { RouteGuard } from './route-guard.ts';
import type { RouteHandle } from './route-meta.ts';

type PageModule = () => Promise<{ default: ComponentType }>;

const loginPage: PageModule = () => import('../features/auth/pages/login-page.tsx');
const dashboardLayout = () => import('./layouts/dashboard-layout.tsx');
const usersPage: PageModule = () => import('../features/users/pages/users-page.tsx');
const salesListPage: PageModule = () => import('../features/sales/pages/sales-list-page.tsx');

/** The page module of each role's home (docs/requirements.md §2 rule 7), by its path. */
const HOME_PAGES: Record<string, PageModule> = {
  [ROUTES.users.path]: usersPage,
  [ROUTES.sales.path]: salesListPage,
};

/**
 * Opening the app at its start (or at the home itself) with a remembered session: fetches the
 * dashboard's frame and the role's home page now, beside the session check, instead of one after
 * the other once the guard has answered.
 */
export function preloadHome(pathname: string): void {
  const role = appStore.get(currentRoleAtom);
  const home = role ? homePathFor(role) : null;
  if (!home || !['/', DASHBOARD.path, home].includes(pathname.replace(/\/+$/, '') || '/')) return;
  void dashboardLayout().catch(() => undefined);
  void HOME_PAGES[home]?.().catch(() => undefined);
}

// The dashboard's own address (/dashboard) only leads to the home page of the role.
const DASHBOARD: RouteMeta = { name: 'DashboardPage', path: '/dashboard', auth: true, title: 'Agroventas' };

// An address that names no page: signed in, "Página no encontrada" (inside the frame under
// /dashboard); a visitor to /dashboard/… is asked to sign in first.
const NOT_FOUND: RouteMeta = { name: 'NotFoundPage', path: '*', auth: false, title: 'Página no encontrada' };
const DASHBOARD_NOT_FOUND: RouteMeta = { ...NOT_FOUND, auth: true };

// A section's own address, whose pages all have sub-paths, leads to its first page; that page's
// guard then applies its role rules as if it had been opened directly.
const SECTION_DEFAULTS: readonly (readonly [section: string, page: string])[] = [
  ['/dashboard/sales', ROUTES.sales.path],
  ['/dashboard/sales/list', ROUTES.sales.path],
  ['/dashboard/partners', '/dashboard/partners/list'],
  ['/dashboard/seasons', ROUTES.seasons.path],
  ['/dashboard/locations', ROUTES.zones.path],
  ['/dashboard/params', ROUTES.productTypes.path],
];

function sectionDefault([section, target]: readonly [string, string]): RouteObject {
  return {
    path: section,
    loader: ({ request }) => replace(target + new URL(request.url).search),
    Component: AppLoading,
  };
}

export function appRoutes(guard: RouteGuard): RouteObject[] {
  const page = (meta: RouteMeta, load: PageModule): RouteObject => ({
    path: meta.path,
    handle: { meta } satisfies RouteHandle,
    loader: guard.loaderFor(meta),
    lazy: async () => ({ Component: (await load()).default }),
    HydrateFallback: AppLoading,
  });

  const dashboardHome = async (args: LoaderFunctionArgs) => {
    await guard.loaderFor(DASHBOARD)(args);
    const role = appStore.get(currentRoleAtom);
    return replace((role && homePathFor(role)) ?? ROUTES.simulator.path);
  };

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: AppLoading,
      children: [
        page(ROUTES.root, loginPage),
        page(ROUTES.login, loginPage),
        page(ROUTES.farmer, () => import('../features/auth/pages/farmer-redirect-page.tsx')),
        page(ROUTES.logout, () => import('../features/auth/pages/logout-page.tsx')),
        page(ROUTES.acceptTerms, () => import('../features/auth/pages/accept-terms-page.tsx')),
        page(ROUTES.redirect, () => import('../features/auth/pages/redirect-page.tsx')),
        page(ROUTES.newPassword, () => import('../features/auth/pages/new-password-page.tsx')),
        page(ROUTES.restorePassword, () => import('../features/auth/pages/restore-password-page.tsx')),
        page(
          ROUTES.customerRegistration,
          () => import('../features/customers/pages/customer-registration-page.tsx'),
        ),
        page(
          ROUTES.paymentReceipt,
          () => import('../features/sales/vouchers/pages/payment-receipt-page.tsx'),
        ),
        page(ROUTES.simulator, () => import('../features/simulator/pages/farmer-simulator-page.tsx')),
        {
          path: DASHBOARD.path,
          lazy: async () => ({ Component: (await dashboardLayout()).DashboardLayout }),
          HydrateFallback: AppLoading,
          children: [
            { index: true, loader: dashboardHome, Component: AppLoading },
            page(ROUTES.outbox, () => import('./pages/outbox-page.tsx')),
            page(
              ROUTES.notifications,
              () => import('../features/notifications/pages/notifications-page.tsx'),
            ),
            // A Consultant's "Mi perfil" and the managers' list share this route; route-meta.ts
            // titles it.
            page(ROUTES.users, usersPage),
            page(ROUTES.usersPending, usersPage),
            page(ROUTES.userForm, () => import('../features/users/pages/user-form-page.tsx')),
            page(ROUTES.customers, () => import('../features/customers/pages/customers-list-page.tsx')),
            page(ROUTES.customerNew, () => import('../features/customers/pages/customer-form-page.tsx')),
            page(ROUTES.customerDetail, () => import('../features/customers/pages/customer-detail-page.tsx')),
            page(ROUTES.customerEdit, () => import('../features/customers/pages/customer-form-page.tsx')),
            page(ROUTES.products, () => import('../features/products/pages/products-list-page.tsx')),
            page(ROUTES.productForm, () => import('../features/products/pages/product-form-page.tsx')),
            page(ROUTES.productEdit, () => import('../features/products/pages/product-form-page.tsx')),
            page(ROUTES.sales, salesListPage),
            page(ROUTES.vouchers, salesListPage),
            page(ROUTES.createSale, () => import('../features/sales/pages/create-sale-page.tsx')),
            page(ROUTES.editSale, () => import('../features/sales/pages/edit-sale-page.tsx')),
            page(ROUTES.saleDetail, () => import('../features/sales/pages/sale-detail-page.tsx')),
            page(
              ROUTES.createDkbono,
              () => import('../features/sales/vouchers/pages/create-dkbono-page.tsx'),
            ),
            page(
              ROUTES.dkbonoDetail,
              () => import('../features/sales/vouchers/pages/dkbono-detail-page.tsx'),
            ),
            page(ROUTES.partners, () => import('../features/partners/pages/partners-list-page.tsx')),
            page(ROUTES.partnerCreate, () => import('../features/partners/pages/partner-form-page.tsx')),
            page(ROUTES.partnerEdit, () => import('../features/partners/pages/partner-form-page.tsx')),
            page(ROUTES.seasons, () => import('../features/seasons/pages/seasons-list-page.tsx')),
            page(ROUTES.seasonInventory, () => import('../features/seasons/pages/season-inventory-page.tsx')),
            page(ROUTES.seasonRegister, () => import('../features/seasons/pages/season-form-page.tsx')),
            page(ROUTES.seasonUpdate, () => import('../features/seasons/pages/season-form-page.tsx')),
            page(ROUTES.seasonDetails, () => import('../features/seasons/pages/season-details-page.tsx')),
            page(ROUTES.seasonOverview, () => import('../features/seasons/pages/season-overview-page.tsx')),
            page(ROUTES.zones, () => import('../features/locations/pages/zones-page.tsx')),
            page(
              ROUTES.stateZonesLocalities,
              () => import('../features/locations/pages/state-zones-localities-page.tsx'),
            ),
            page(ROUTES.adminSimulator, () => import('../features/simulator/pages/admin-simulator-page.tsx')),
            page(ROUTES.productTypes, () => import('../features/products/pages/product-types-page.tsx')),
            page(
              ROUTES.simulatorParams,
              () => import('../features/simulator/params/pages/simulator-params-page.tsx'),
            ),
            page(ROUTES.messages, () => import('../features/messages/pages/messages-page.tsx')),
            ...SECTION_DEFAULTS.map(sectionDefault),
            {
              path: '*',
              handle: { meta: DASHBOARD_NOT_FOUND } satisfies RouteHandle,
              loader: guard.loaderFor(DASHBOARD_NOT_FOUND),
              Component: NotFoundPage,
            },
          ],
        },
        {
          path: '*',
          handle: { meta: NOT_FOUND } satisfies RouteHandle,
          loader: guard.loaderFor(NOT_FOUND),
          Component: NotFoundPage,
        },
      ],
    },
  ];
}
