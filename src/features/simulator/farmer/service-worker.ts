// Registers public/simulator-sw.js in the built app (the dev server's modules change on every save
// and must not be cached), once for each address a farmer holds (issue 26): the simulator, the
// farmer link of the customer's QR and a Dkbono's short link. Three narrow scopes rather than '/',
// so the staff app's pages are never controlled by the farmer's worker. The first time the worker
// takes over the page, the answers the page fetched before it existed are fetched again through it,
// so they are there without signal.
export const SERVICE_WORKER_URL = '/simulator-sw.js';
export const SERVICE_WORKER_SCOPES = ['/simulator', '/farmer', '/b/'];

export function registerSimulatorServiceWorker(warmUp: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wasControlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!wasControlled) warmUp();
  });
  const register = () => {
    for (const scope of SERVICE_WORKER_SCOPES) {
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope }).catch(() => {
        // Without the worker the simulator still works online; nothing to tell the farmer.
      });
    }
  };
  // The built page starts its script after its first paint, often after the load event.
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', register);
}
