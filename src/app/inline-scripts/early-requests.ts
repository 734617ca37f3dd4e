// Index.html's first inline script (compiled by build/inline-script.ts; it runs before anything is
// loaded, so it imports nothing but types): with a stored staff session (not a farmer's client key),
// at /dashboard or the role's home with no query (a filtered view asks for other pages), and with the
// server's configuration injected (the API key), it fetches each of the home's first requests
// (src/app/home-requests.ts) with the headers and cookie the API client sends and leaves the
// promises, with the moment they started, in window.__AGROVENTAS_EARLY__. A promise holds the
// answer's text when it succeeded and null otherwise (an error, a lost connection): the app then asks
// again and handles the outcome as it always does. The sign-in page, the farmer's pages and every
// other address are left alone.
import type { EarlyAnswer } from '../../lib/early-answers.ts';
import type { RuntimeConfig } from '../../lib/runtime-config.ts';

/** A staff role's home and the GET requests it makes first (paths under the API's base). */
export interface EarlyHome {
  path: string;
  requests: string[];
}

export function startEarlyRequests(homes: Record<string, EarlyHome>): void {
  try {
    const user: unknown = JSON.parse(localStorage.getItem('userDetails') ?? 'null');
    if (typeof user !== 'object' || user === null) return;
    const { clientKey, id, role } = user as { clientKey?: unknown; id?: unknown; role?: unknown };
    const home = !clientKey && typeof id === 'number' && typeof role === 'string' ? homes[role] : undefined;
    const config: Partial<RuntimeConfig> = window.__AGROVENTAS_CONFIG__ ?? {};
    const at = location.pathname.replace(/\/+$/, '') || '/';
    if (!home || !config.apiKey || !window.fetch || location.search) return;
    if (at !== '/dashboard' && at !== home.path) return;
    const api = (config.apiUrl || '/api').trim().replace(/\/+$/, '');
    const headers = { Accept: 'application/json', 'x-api-key': config.apiKey.trim() };
    const answers: Record<string, Promise<EarlyAnswer | null>> = {};
    for (const path of home.requests) {
      answers[api + path] = fetch(api + path, { credentials: 'include', headers })
        .then(async (response) =>
          response.ok
            ? {
                status: response.status,
                statusText: response.statusText,
                contentType: response.headers.get('content-type'),
                body: await response.text(),
              }
            : null,
        )
        .catch(() => null);
    }
    window.__AGROVENTAS_EARLY__ = { startedAt: performance.now(), answers };
  } catch {
    // A damaged stored session or a browser without storage: the app asks as it always does.
  }
}
