// The route table of SPEC §2 in one place: each page of domain/app-routes.ts bound to its lazy
// component and guarded by the navigation guard. Pages that later issues build show a placeholder.
import type { ComponentType } from 'react';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { ROUTES, homePathFor, type RouteMeta } from '../../domain/app-routes.ts';
import { appStore, currentRoleAtom } from '../lib/session.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { AppLoading } from './pages/app-loading.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import type { RouteGuard } from './route-guard.ts';
import type { RouteHandle } from './route-meta.ts';

type PageModule = () => Promise<{ default: ComponentType }>;

const loginPage: PageModule = () => import('../features/auth/pages/login-page.tsx');
const placeholder: PageModule = () => import('./pages/placeholder-page.tsx');

// The dashboard's own address (/dashboard) only leads to the home page of the role.
const DASHBOARD: RouteMeta = { name: 'DashboardPage', path: '/dashboard', auth: true, title: 'Agroventas' };

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
        page(ROUTES.simulator, () => import('../features/simulator/pages/farmer-simulator-page.tsx')),
        {
          path: DASHBOARD.path,
          lazy: async () => ({ Component: (await import('./layouts/dashboard-layout.tsx')).DashboardLayout }),
          HydrateFallback: AppLoading,
          children: [
            { index: true, loader: dashboardHome, Component: AppLoading },
            page(ROUTES.notifications, placeholder),
            // A Consultant's "Mi perfil" and the managers' list share this route; route-meta.ts titles it.
            page(ROUTES.users, placeholder),
            page(ROUTES.usersPending, placeholder),
            page(ROUTES.userForm, placeholder),
            page(ROUTES.customers, placeholder),
            page(ROUTES.customerNew, placeholder),
            page(ROUTES.customerDetail, placeholder),
            page(ROUTES.customerEdit, placeholder),
            page(ROUTES.products, placeholder),
            page(ROUTES.productForm, placeholder),
            page(ROUTES.productEdit, placeholder),
            page(ROUTES.sales, () => import('../features/sales/pages/sales-list-page.tsx')),
            page(ROUTES.vouchers, () => import('../features/sales/pages/sales-list-page.tsx')),
            page(ROUTES.createSale, () => import('../features/sales/pages/create-sale-page.tsx')),
            page(ROUTES.editSale, () => import('../features/sales/pages/edit-sale-page.tsx')),
            page(ROUTES.saleDetail, () => import('../features/sales/pages/sale-detail-page.tsx')),
            page(ROUTES.createDkbono, () => import('../features/sales/pages/create-dkbono-page.tsx')),
            page(ROUTES.dkbonoDetail, () => import('../features/sales/pages/dkbono-detail-page.tsx')),
            page(ROUTES.partners, placeholder),
            page(ROUTES.partnerCreate, placeholder),
            page(ROUTES.partnerEdit, placeholder),
            page(ROUTES.seasons, placeholder),
            page(ROUTES.seasonInventory, placeholder),
            page(ROUTES.seasonRegister, placeholder),
            page(ROUTES.seasonUpdate, placeholder),
            page(ROUTES.seasonDetails, placeholder),
            page(ROUTES.zones, placeholder),
            page(ROUTES.stateZonesLocalities, placeholder),
            page(ROUTES.adminSimulator, placeholder),
            page(ROUTES.productTypes, placeholder),
            page(ROUTES.simulatorParams, placeholder),
            page(ROUTES.messages, placeholder),
          ],
        },
        // Unknown addresses go to the start page, which the guard then sends on by role.
        { path: '*', loader: () => replace('/'), Component: AppLoading },
      ],
    },
  ];
}
