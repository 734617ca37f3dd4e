// The first answers of a staff home, asked for before the app's scripts arrive: index.html's inline
// script (inline-scripts/early-requests.ts, compiled by build/home-preload.ts) starts these for a
// remembered staff session opened at /dashboard or at its home, beside the scripts' download, and
// the API client takes each answer once instead of asking again (src/lib/early-answers.ts). On a
// slow phone those round trips otherwise begin only after the scripts have run, one after the other
// (the guard's session check, then the list).
import { ROUTES, canOpen, homePathFor } from '../../domain/app-routes.ts';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../domain/pagination.ts';
import { can } from '../../domain/policy.ts';
import { STAFF_ROLES, type StaffRole } from '../../domain/roles.ts';
import { DEFAULT_PENDING_SORT, DEFAULT_USER_SORT } from '../../domain/users.ts';
import { SESSION_URL } from '../features/auth/api/urls.ts';
import { ACTIVE_MESSAGES_URL } from '../features/messages/api/urls.ts';
import { UNREAD_COUNT_URL } from '../features/notifications/api/urls.ts';
import {
  SALES_SUMMARY_URL,
  SALES_URL,
  SEASON_OPTIONS_QUERY,
  SEASONS_URL,
} from '../features/sales/api/urls.ts';
import { DEFAULT_SORT as DEFAULT_SALE_SORT } from '../features/sales/list-query.ts';
import { PENDING_USERS_URL, USERS_URL } from '../features/users/api/urls.ts';
import { ZONES_URL } from '../lib/locations/urls.ts';
import { SAVED_VIEWS_URL } from '../lib/saved-views/urls.ts';
import type { EarlyHome } from './inline-scripts/early-requests.ts';

/** The address as the API client writes it: the query's values as they are, in the given order. */
const withQuery = (url: string, query: Record<string, string | number>) =>
  `${url}?${Object.entries(query)
    .map(([name, value]) => `${name}=${value}`)
    .join('&')}`;

/** A list's first page at its default view. */
const firstPage = (url: string, sort: string) =>
  withQuery(url, { page: DEFAULT_PAGE, size: DEFAULT_PAGE_SIZE, sort });

/** What the dashboard's frame asks for on every page: the bell's count and the office's messages. */
const FRAME_REQUESTS = [UNREAD_COUNT_URL, ACTIVE_MESSAGES_URL];

/**
 * The GET requests each staff role's home makes when opened at its default view, as the API client
 * writes them (path under the API's base, with the query axios serialises). home-requests.test.tsx
 * opens each home in its frame and checks that the app asks for each of these, so the list follows
 * the pages. All of the first screen's requests: the session, the frame's, the list and what its
 * first paint shows beside it (the pending count in the tab, the zones of the filter, the season's
 * figures); one asked for later would still start before the rows are painted, a round trip more.
 */
export function homeRequests(role: StaffRole): string[] {
  switch (role) {
    case 'ADMIN':
    case 'COORDINATOR':
    case 'SUPERVISOR':
      return [
        SESSION_URL,
        ...FRAME_REQUESTS,
        firstPage(USERS_URL, DEFAULT_USER_SORT),
        ...(canOpen(ROUTES.usersPending, role) ? [firstPage(PENDING_USERS_URL, DEFAULT_PENDING_SORT)] : []),
        ...(can(role, 'workAcrossZones') ? [ZONES_URL] : []),
      ];
    case 'CONSULTANT':
      return [
        SESSION_URL,
        ...FRAME_REQUESTS,
        withQuery(SAVED_VIEWS_URL, { list: 'sales' }),
        withQuery(SEASONS_URL, SEASON_OPTIONS_QUERY),
        firstPage(SALES_URL, DEFAULT_SALE_SORT),
        SALES_SUMMARY_URL,
      ];
  }
}

/** Each staff role's home and its early requests, for the inline script. */
export function earlyHomes(): Record<string, EarlyHome> {
  return Object.fromEntries(
    STAFF_ROLES.map((role) => [role, { path: homePathFor(role)!, requests: homeRequests(role) }]),
  );
}
