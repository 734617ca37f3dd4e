// The first answers of a staff home, asked for before the app's scripts arrive (issue 27, part 3):
// index.html carries the inline script below (vite.config.ts), which, for a remembered staff session
// opened at /dashboard or at its home, starts the session check and the home's list beside the
// scripts' download; the API client takes each answer once instead of asking again
// (src/lib/early-answers.ts). On a slow phone those round trips otherwise begin only after the
// scripts have run, one after the other (the guard's session check, then the list).
import { ROUTES, canOpen, homePathFor } from '../../domain/app-routes.ts';
import { can } from '../../domain/policy.ts';
import { STAFF_ROLES, type StaffRole } from '../../domain/roles.ts';

/** The session check every staff page's guard makes on the first load (navigation-guard.ts, rule 5). */
const SESSION_CHECK = '/auth/me';

/** What the dashboard's frame asks for on every page: the bell's count and the office's messages. */
const FRAME_REQUESTS = ['/notifications/unread-count', '/messages/active'];

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
        SESSION_CHECK,
        ...FRAME_REQUESTS,
        '/users?page=1&size=10&sort=name:asc',
        ...(canOpen(ROUTES.usersPending, role) ? ['/users/pending?page=1&size=10&sort=createdAt:asc'] : []),
        ...(can(role, 'workAcrossZones') ? ['/zones'] : []),
      ];
    case 'CONSULTANT':
      return [
        SESSION_CHECK,
        ...FRAME_REQUESTS,
        '/saved-views?list=sales',
        '/seasons?page=1&size=all',
        '/sales?page=1&size=10&sort=date:desc',
        '/sales/summary',
      ];
  }
}

export interface EarlyHome {
  path: string;
  requests: string[];
}

/** Each staff role's home and its early requests, for the inline script. */
export function earlyHomes(): Record<string, EarlyHome> {
  return Object.fromEntries(
    STAFF_ROLES.map((role) => [role, { path: homePathFor(role)!, requests: homeRequests(role) }]),
  );
}

/**
 * The inline script (ES5, it runs before anything is loaded): with a stored staff session (not a
 * farmer's client key), at /dashboard or the role's home with no query (a filtered view asks for
 * other pages), and with the server's configuration injected (the API key), it fetches each request
 * with the headers and cookie the API client sends and leaves the promises, with the moment they
 * started, in window.__AGROVENTAS_EARLY__. A promise holds the answer's text when it succeeded and
 * null otherwise (an error, a lost connection): the app then asks again and handles the outcome as
 * it always does. The sign-in page, the farmer's pages and every other address are left alone.
 */
export function earlyRequestsScript(homes: Record<string, EarlyHome>): string {
  return `(function(homes){try{var user=JSON.parse(localStorage.getItem('userDetails'));var home=user&&!user.clientKey&&typeof user.id==='number'&&homes[user.role];var config=window.__AGROVENTAS_CONFIG__||{};var at=location.pathname.replace(/\\/+$/,'')||'/';if(!home||!config.apiKey||!window.fetch||location.search||['/dashboard',home.path].indexOf(at)<0)return;var api=(config.apiUrl||'/api').trim().replace(/\\/+$/,'');var answers={};home.requests.forEach(function(path){answers[api+path]=fetch(api+path,{credentials:'include',headers:{Accept:'application/json','x-api-key':config.apiKey.trim()}}).then(function(response){return response.ok?response.text().then(function(body){return{status:response.status,statusText:response.statusText,contentType:response.headers.get('content-type'),body:body};}):null;}).catch(function(){return null;});});window.__AGROVENTAS_EARLY__={startedAt:performance.now(),answers:answers};}catch(e){}})(${JSON.stringify(homes)});`;
}
