// docs/requirements.md §2's navigation guard: its eight rules, in order, as one function. It
// decides and reports; the router binding (route-guard.ts) performs the redirect, the logout and
// the toast.
import { ROUTES, homePathFor, type RouteMeta } from '../../domain/app-routes.ts';
import type { UserDetails } from '../../domain/auth.ts';
import type { Role } from '../../domain/roles.ts';
import { SESSION_ENDED_TOAST } from '../lib/session-end.ts';
import type { ToastMessage } from '../lib/toast.tsx';
import { safeObjective } from '../features/auth/objective.ts';

/** docs/requirements.md §9: the counter resets to 0 once it goes above this. */
const REDIRECT_COUNTER_LIMIT = 4;

export interface GuardInput {
  /** Meta of the page being opened (domain/app-routes.ts). */
  target: Pick<RouteMeta, 'name' | 'auth' | 'allowedRoles'>;
  /** Query string of the target URL. */
  search: string;
  /** Path and query of the page currently shown; null on the first load of the app. */
  previous: string | null;
  /** The session as stored (role already forced to FARMER by a client key). */
  userDetails: UserDetails | null;
  redirectCounter: number;
  /** GET /auth/me; stores and returns the fresh details, rejects when the session is gone. */
  refreshUserDetails: () => Promise<UserDetails>;
}

type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'stay' };
type GuardEffect = { kind: 'toast'; message: ToastMessage } | { kind: 'logout' };

export interface GuardResult {
  decision: GuardDecision;
  redirectCounter: number;
  /** To run, in order, before the decision is applied. */
  effects: GuardEffect[];
}

const LOGIN_PATH = '/login';

/** Rule 8's refusal says why nothing opened: a bookmark or a link that "did not work". */
export const FORBIDDEN_PAGE_TOAST: ToastMessage = {
  severity: 'warn',
  summary: 'No tienes permiso para abrir esa página.',
};
const FARMER_PAGES = new Set<string>([ROUTES.simulator.name, ROUTES.farmer.name]);
const SIGN_IN_PAGES = new Set<string>([ROUTES.login.name, ROUTES.restorePassword.name, ROUTES.redirect.name]);

function roleOf(details: UserDetails): Role {
  return details.clientKey ? 'FARMER' : details.role;
}

function decodeObjective(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // A stray '%' is not worth refusing the farmer's link for.
  }
}

export async function runNavigationGuard(input: GuardInput): Promise<GuardResult> {
  const { target, redirectCounter } = input;
  const result = (decision: GuardDecision, effects: GuardEffect[] = []): GuardResult => ({
    decision,
    redirectCounter,
    effects,
  });
  const redirect = (to: string, effects: GuardEffect[] = []) => result({ kind: 'redirect', to }, effects);
  // "Stays on the previous page". On the first load there is none: the user goes to their home
  // (a Farmer, who has none, to the simulator) rather than to a blank screen.
  const stay = (role: Role, effects: GuardEffect[] = []) =>
    input.previous === null
      ? redirect(homePathFor(role) ?? ROUTES.simulator.path, effects)
      : result({ kind: 'stay' }, effects);

  // 1. LogoutUser always passes; so does a farmer's receipt, whoever opens it.
  if (target.name === ROUTES.logout.name || target.name === ROUTES.paymentReceipt.name) {
    return result({ kind: 'allow' });
  }

  // "Signed in" means the stored details carry a user id (docs/requirements.md §2).
  const signedIn = Number.isInteger(input.userDetails?.id);

  // 2. Not signed in, heading to FarmerRedirectPage: the farmer login, keeping the objective.
  if (!signedIn && target.name === ROUTES.farmer.name) {
    const objective = new URLSearchParams(input.search).get('objective');
    const query = objective ? `?${new URLSearchParams({ objective: decodeObjective(objective) })}` : '';
    return redirect(`${LOGIN_PATH}/farmer${query}`);
  }

  // 3. Not signed in: the login page when the route needs a session, else the route.
  if (!signedIn || input.userDetails === null) {
    return target.auth ? redirect(LOGIN_PATH) : result({ kind: 'allow' });
  }

  // 4. A Farmer reaches only the simulator and the farmer redirect page.
  if (roleOf(input.userDetails) === 'FARMER' && !FARMER_PAGES.has(target.name)) {
    return redirect(ROUTES.simulator.path);
  }

  // 5. Every few navigations (counter at 0), check the session is still alive.
  let user = input.userDetails;
  if (target.name !== ROUTES.login.name && redirectCounter === 0) {
    try {
      user = await input.refreshUserDetails();
    } catch (error) {
      // Only the server's own word ends a session: without signal (no answer at all) or with a
      // server error, the stored details stand (a lost signal never signs anyone out).
      if (target.auth && isSessionRefused(error)) {
        return redirect(LOGIN_PATH, [{ kind: 'toast', message: SESSION_ENDED_TOAST }, { kind: 'logout' }]);
      }
    }
  }
  const role = roleOf(user);

  // 6. A Consultant must accept the terms first.
  if (role === 'CONSULTANT' && !user.acceptedTos && target.name !== ROUTES.acceptTerms.name) {
    return redirect(ROUTES.acceptTerms.path);
  }

  // 7. Signed in, the sign-in pages lead home; a Farmer has no home and stays. The objective a
  // sign-in page carries (a Teams deep link, ?objective= after the Microsoft pop-up on
  // RedirectPage) goes first: the next navigation meets rule 8 like any other.
  if (SIGN_IN_PAGES.has(target.name)) {
    const home = safeObjective(new URLSearchParams(input.search).get('objective')) ?? homePathFor(role);
    return home ? redirect(home) : stay(role);
  }

  // 8. Shown only to the allowed roles; each allowed navigation counts, and the count wraps after
  // 4.
  if (!target.allowedRoles || target.allowedRoles.includes(role)) {
    const next = redirectCounter + 1;
    return {
      decision: { kind: 'allow' },
      redirectCounter: next > REDIRECT_COUNTER_LIMIT ? 0 : next,
      effects: [],
    };
  }
  return stay(role, [{ kind: 'toast', message: FORBIDDEN_PAGE_TOAST }]);
}

/** The server answered that the session is gone (401), as opposed to no answer or a server error. */
function isSessionRefused(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 401
  );
}
