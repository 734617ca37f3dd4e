// The app's router: the route table with the navigation guard wired to the real session.
import { createBrowserRouter } from 'react-router-dom';
import { fetchUserDetails } from '../features/auth/api/fetch-user-details.ts';
import { logout } from '../features/auth/api/logout.ts';
import { appStore, userDetailsAtom } from '../lib/session.ts';
import { showToast } from '../lib/toast.tsx';
import { createRouteGuard } from './route-guard.ts';
import { appRoutes, preloadHome } from './routes.tsx';

const guard = createRouteGuard({
  getUserDetails: () => appStore.get(userDetailsAtom),
  refreshUserDetails: fetchUserDetails,
  logout,
  showToast,
});

if (typeof window !== 'undefined') preloadHome(window.location.pathname);
export const router = createBrowserRouter(appRoutes(guard));
guard.attach(router);
