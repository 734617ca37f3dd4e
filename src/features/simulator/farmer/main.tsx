// Entry of /simulator (simulator.html): the farmer simulator on its own, without the dashboard,
// Fluent, MSAL or teams-js, so it opens fast on a cheap phone; the service worker keeps it usable
// without signal once opened.
import { StrictMode, startTransition } from 'react';
import { simulatorAddressFor } from '../../../../domain/farmer-pages.ts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getVoucherCredit, listSavedRuns, loadStartingPoint } from './api.ts';
import { startEarly } from './early-start.ts';
import { FarmerApp } from './farmer-app.tsx';
import { registerAppWorker } from '../../../sw/register.ts';
import { voucherCodeOf } from './voucher-link.ts';
import './farmer.css';
import './farmer-controls.css';
import './farmer-results.css';

// The farmer link (/farmer?objective=…) and a Dkbono's short link opened without signal
// (/b/<code>, from the service worker) are this same page: the address becomes the simulator's.
const address = simulatorAddressFor(window.location.pathname, window.location.search);
if (address !== `${window.location.pathname}${window.location.search}`) {
  window.history.replaceState(null, '', address);
}

startEarly();

const container = document.getElementById('root');
if (!container) throw new Error('simulator.html has no #root element');

const app = (
  <StrictMode>
    <FarmerApp />
  </StrictMode>
);
// The built page already shows the first paint (prerender.tsx) and starts this module only once the
// browser has painted it (build/simulator-page.ts): React takes the HTML over as it is. Hydrating
// inside a transition lets React do it in 5 ms slices, so a slow phone's main thread is never held
// for long (TBT); the page is inert until then anyway. The hydration waits one more task, apart
// from the long one that ran the modules. The dev server's page is empty.
const hydrate = () => startTransition(() => void hydrateRoot(container, app));
if (!container.firstElementChild) createRoot(container).render(app);
else setTimeout(hydrate, 0);

registerAppWorker({
  onFirstControl: () => {
    // Failures only mean there is nothing to keep yet (no session, no signal).
    void loadStartingPoint().catch(() => undefined);
    void listSavedRuns(1).catch(() => undefined);
    // A Dkbono link's answer too, so its short link opens with its Dkbono without signal.
    const code = voucherCodeOf(window.location.search);
    if (code) void getVoucherCredit(code).catch(() => undefined);
  },
});
