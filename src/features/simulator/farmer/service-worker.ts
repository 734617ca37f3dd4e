// Registers public/simulator-sw.js for /simulator only, in the built app (the dev server's modules
// change on every save and must not be cached). The first time the worker takes over the page, the
// answers the page fetched before it existed are fetched again through it, so they are there
// without signal.
export const SERVICE_WORKER_URL = '/simulator-sw.js';
export const SERVICE_WORKER_SCOPE = '/simulator';

export function registerSimulatorServiceWorker(warmUp: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wasControlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!wasControlled) warmUp();
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch(() => {
      // Without the worker the simulator still works online; nothing to tell the farmer.
    });
  });
}
