// What each route carries in its react-router `handle`: the meta of domain/app-routes.ts, so the
// layouts can read the title of the page being shown.
import { useAtomValue } from 'jotai';
import { useMatches, useParams } from 'react-router-dom';
import { ROUTES, showsOwnProfile, type RouteMeta } from '../../domain/app-routes.ts';
import type { Role } from '../../domain/roles.ts';
import { currentRoleAtom } from '../lib/session.ts';

export interface RouteHandle {
  meta: RouteMeta;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

export const PRODUCT_NAME = 'Agroventas';
const CONSULTANT_PROFILE_TITLE = 'Mi perfil';

/**
 * docs/requirements.md §2: at /dashboard/users a Consultant sees its own profile, not the user list. A form route
 * opened without its optional id creates a record and says so.
 */
export function pageTitle(meta: RouteMeta, role: Role | undefined, hasId = true): string {
  if (meta.name === ROUTES.users.name && showsOwnProfile(role)) return CONSULTANT_PROFILE_TITLE;
  if (!hasId && meta.newTitle) return meta.newTitle;
  return meta.title;
}

export function documentTitle(title: string): string {
  return title === PRODUCT_NAME ? PRODUCT_NAME : `${title} · ${PRODUCT_NAME}`;
}

/** The meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.meta;
  }
  return null;
}

export function usePageTitle(): string {
  const meta = useRouteMeta();
  const role = useAtomValue(currentRoleAtom);
  const { id } = useParams();
  return meta ? pageTitle(meta, role, id !== undefined && id !== '') : PRODUCT_NAME;
}
