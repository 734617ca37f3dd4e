// The main app hands /simulator over to the simulator's own page with a full load. When the main
// app's document itself was loaded at /simulator, the server had no simulator page to give (a
// build without simulator.html): handing over would only load the main app again, forever.
import { ROUTES } from '../../../domain/app-routes.ts';

function isSimulatorPath(pathname: string): boolean {
  const path = ROUTES.simulator.path;
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Whether this document was loaded at /simulator (from the Navigation Timing entry). */
export function wasLoadedAtSimulator(entries: readonly { name: string }[]): boolean {
  const [navigation] = entries;
  if (!navigation) return false;
  try {
    return isSimulatorPath(new URL(navigation.name).pathname);
  } catch {
    return false;
  }
}

export function handOverToSimulator(location: Pick<Location, 'replace' | 'search'>): void {
  location.replace(`${ROUTES.simulator.path}${location.search}`);
}
