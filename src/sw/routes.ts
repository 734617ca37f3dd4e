// Which requests the app's service worker answers, and how: pure, so the worker's tests hold it to
// the route table without a browser. Pages are the network's first, then the precached shell of
// their kind; the farmer simulator's few API answers are kept for the farmer's next visit without
// signal. Everything else (sign-in, saving, the staff API) goes straight to the network: the staff
// app keeps its own data on the phone (src/lib/offline/).
import { isSimulatorPagePath, voucherCodeOfPath } from '../../domain/farmer-pages.ts';

/** The precached page each kind of navigation falls back to (the server serves both with its config). */
export const STAFF_SHELL = '/';
export const FARMER_SHELL = '/simulator';

/** The cache of the farmer's API answers; src/features/simulator/farmer/stored-session.ts clears it. */
export const FARMER_DATA_CACHE = 'agroventas-simulator-data-v1';

const FARMER_API =
  /^\/api\/(simulator\/(params|hybrids|farm|simulations)(\/\d+)?|vouchers\/links\/[0-9a-z]{10})$/;
const NOT_PAGES = /^\/(api|bot)(\/|$)/;

export type WorkerRoute = { kind: 'page'; shell: string } | { kind: 'farmer-api' } | null;

export function routeOf(method: string, mode: string, url: URL, origin: string): WorkerRoute {
  if (method !== 'GET' || url.origin !== origin) return null;
  if (mode === 'navigate') {
    if (NOT_PAGES.test(url.pathname)) return null;
    const isFarmerPage = isSimulatorPagePath(url.pathname) || voucherCodeOfPath(url.pathname) !== null;
    return { kind: 'page', shell: isFarmerPage ? FARMER_SHELL : STAFF_SHELL };
  }
  if (FARMER_API.test(url.pathname)) return { kind: 'farmer-api' };
  return null;
}

/**
 * The built pages as the server answers them: index.html at '/' and simulator.html at
 * '/simulator', with the runtime configuration the server writes into them (server/http/spa.ts).
 */
export function precachedUrlOf(fileName: string): string {
  if (fileName === 'index.html') return STAFF_SHELL;
  if (fileName === 'simulator.html') return FARMER_SHELL;
  return fileName;
}
