// Binds the navigation guard to react-router: every page route gets a loader that asks the guard
// before the page opens. "Stay" is a replace() back to the current URL, so the address bar never moves.
import { redirect, replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { RouteMeta } from '../../domain/app-routes.ts';
import type { UserDetails } from '../../domain/auth.ts';
import type { ToastMessage } from '../lib/toast.tsx';
import { runNavigationGuard, type GuardResult } from './navigation-guard.ts';

export interface RouteGuardDeps {
  getUserDetails: () => UserDetails | null;
  refreshUserDetails: () => Promise<UserDetails>;
  logout: () => Promise<void>;
  showToast: (message: ToastMessage) => void;
}

/** The little of the router the guard reads: where the user is now, and whether the app has started. */
interface RouterView {
  state: { initialized: boolean; location: { pathname: string; search: string } };
}

export interface RouteGuard {
  /** The loader of a page route: resolves when the page may open, throws a redirect otherwise. */
  loaderFor: (meta: GuardedMeta) => (args: LoaderFunctionArgs) => Promise<null>;
  /** Gives the guard the router once it exists (the routes, and so the loaders, are made first). */
  attach: (router: RouterView) => void;
  redirectCounter: () => number;
}

type GuardedMeta = Pick<RouteMeta, 'name' | 'auth' | 'allowedRoles'>;

export function createRouteGuard(deps: RouteGuardDeps): RouteGuard {
  let router: RouterView | null = null;
  let redirectCounter = 0;
  // The URL a "stay" sends the router back to: that return trip is not a new navigation to judge.
  let returningTo: string | null = null;

  const previousLocation = (): string | null => {
    if (!router?.state.initialized) return null;
    const { pathname, search } = router.state.location;
    return pathname + search;
  };

  async function apply(result: GuardResult): Promise<void> {
    redirectCounter = result.redirectCounter;
    for (const effect of result.effects) {
      if (effect.kind === 'toast') deps.showToast(effect.message);
      else await deps.logout();
    }
  }

  const loaderFor =
    (meta: GuardedMeta) =>
    async ({ request }: LoaderFunctionArgs): Promise<null> => {
      const url = new URL(request.url);
      const target = url.pathname + url.search;
      const isReturnTrip = returningTo === target;
      returningTo = null;
      if (isReturnTrip) return null;
      const previous = previousLocation();
      const result = await runNavigationGuard({
        target: meta,
        search: url.search,
        previous,
        userDetails: deps.getUserDetails(),
        redirectCounter,
        refreshUserDetails: deps.refreshUserDetails,
      });
      await apply(result);
      const { decision } = result;
      if (decision.kind === 'allow') return null;
      if (decision.kind === 'stay' && previous !== null) {
        returningTo = previous;
        throw replace(previous);
      }
      // On the first load the refused URL must not stay in the history (Back would bounce again).
      const to = decision.kind === 'redirect' ? decision.to : '/';
      throw previous === null ? replace(to) : redirect(to);
    };

  return {
    loaderFor,
    attach: (view) => {
      router = view;
    },
    redirectCounter: () => redirectCounter,
  };
}
