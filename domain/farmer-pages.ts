// The addresses a farmer holds: the simulator itself, the farmer link of the customer's
// QR (/farmer?objective=…) and a Dkbono's short link (/b/<code>). The server answers the first two
// with the simulator's own page; its service worker opens all three without signal. Shared by the
// server, the simulator and vite's dev server; no zod, so the simulator's small entry can use it.
import { ROUTES } from './app-routes.ts';
import { isVoucherLinkCode, simulatorPathForVoucher } from './voucher-links.ts';

const SIMULATOR_PATH = ROUTES.simulator.path;
const FARMER_PATH = ROUTES.farmer.path;

/** Answered with simulator.html: /simulator (and below it) and /farmer. */
export function isSimulatorPagePath(path: string): boolean {
  return path === SIMULATOR_PATH || path.startsWith(`${SIMULATOR_PATH}/`) || path === FARMER_PATH;
}

/** The Dkbono code of a short link's path (/b/<code>), or null. */
export function voucherCodeOfPath(path: string): string | null {
  const code = /^\/b\/([^/]+)\/?$/.exec(path)?.[1]?.toLowerCase() ?? null;
  return isVoucherLinkCode(code) ? code : null;
}

/**
 * The simulator address the page at `path` + `search` stands for: the farmer link's objective when
 * it is the simulator (any other objective opens the simulator too: it is the one farmer page), a
 * short link's simulator, or the address itself.
 */
export function simulatorAddressFor(path: string, search: string): string {
  if (path === FARMER_PATH) {
    const objective = new URLSearchParams(search).get('objective') ?? '';
    const [objectivePath = '', objectiveSearch = ''] = objective.split('?');
    if (objectivePath !== SIMULATOR_PATH) return SIMULATOR_PATH;
    const code = new URLSearchParams(objectiveSearch).get('dkbono')?.toLowerCase() ?? null;
    return isVoucherLinkCode(code) ? simulatorPathForVoucher(code) : SIMULATOR_PATH;
  }
  const code = voucherCodeOfPath(path);
  if (code) return simulatorPathForVoucher(code);
  return `${path}${search}`;
}
