// Where to go after signing in. The objective comes from the address bar (?objective=), so it is
// untrusted: only a path inside this app is honoured, never another site ("//evil.example").
import type { Role } from '../../../domain/roles.ts';
import type { UserDetails } from '../../../domain/auth.ts';
import { ROUTES, homePathFor } from '../../../domain/app-routes.ts';

// Going back to a sign-in page after signing in would only loop.
const NOT_AN_OBJECTIVE = new Set([
  '/',
  '/login',
  '/logout',
  '/farmer',
  '/redirect',
  '/accept-terms',
  '/restore-password',
  '/new-password',
]);

function decodeFully(value: string): string {
  // Links pasted through mail or chat are sometimes encoded twice ("%252Fsimulator").
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    try {
      const decoded = decodeURIComponent(current);
      if (decoded === current) break;
      current = decoded;
    } catch {
      return current;
    }
  }
  return current;
}

/** The objective as an in-app path, or null when it is missing or unsafe. */
export function safeObjective(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const path = decodeFully(raw.trim());
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  // A control character could split the path into something the browser reads as a host.
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (NOT_AN_OBJECTIVE.has(pathname.replace(/\/+$/, '') || '/') || pathname.startsWith('/login/'))
    return null;
  return path;
}

/** docs/requirements.md §3: a client key in the user details makes the user a Farmer, whatever the role says. */
export function effectiveRole(details: Pick<UserDetails, 'role' | 'clientKey'>): Role {
  return details.clientKey ? 'FARMER' : details.role;
}

/** The page to open after signing in: the objective when safe, else the role's home. */
export function destinationAfterSignIn(role: Role, rawObjective: string | null | undefined): string {
  return safeObjective(rawObjective) ?? homePathFor(role) ?? ROUTES.simulator.path;
}
