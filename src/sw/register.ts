// Registers the app's service worker (src/sw/sw.ts) from both entries, the staff app
// and the farmer simulator, in the built app only (the dev server's modules change on every save).
// Not inside a frame: in a Teams tab the host owns the page's life, and the tab works as before.
// A new version is only announced; it takes over when the user says so (applyUpdate).
const SERVICE_WORKER_URL = '/sw.js';

export interface WorkerHooks {
  /** The worker took over a page it did not control: what the page fetched before can be kept now. */
  onFirstControl?: () => void;
  /** A new version is installed and waits. */
  onUpdateReady?: () => void;
}

let waitingWorker: ServiceWorker | null = null;

function isTopWindow(): boolean {
  try {
    return window.self === window.top;
  } catch {
    return false;
  }
}

function watch(registration: ServiceWorkerRegistration, hooks: WorkerHooks): void {
  const announce = (worker: ServiceWorker) => {
    waitingWorker = worker;
    hooks.onUpdateReady?.();
  };
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // With no controller this is the first install, not an update.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) announce(installing);
    });
  });
}

export function registerAppWorker(hooks: WorkerHooks = {}): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !isTopWindow()) return;
  const wasControlled = navigator.serviceWorker.controller !== null;
  let isReloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!wasControlled) {
      hooks.onFirstControl?.();
      return;
    }
    // The user asked for the new version (applyUpdate): the page reloads once into it.
    if (waitingWorker && !isReloading) {
      isReloading = true;
      window.location.reload();
    }
  });
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then((registration) => watch(registration, hooks))
      .catch(() => {
        // Without the worker the app still works with signal; nothing to tell the user.
      });
    // The first worker takes the pages open when it starts. A page whose load began while it was
    // still installing (the farmer's sign-in opens the simulator then) is not among them, and would
    // stay without it, not ready for a lost signal, until its next load: it asks to be taken.
    void navigator.serviceWorker.ready.then((registration) => {
      if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: 'CLAIM' });
    });
  };
  // After the load event: the first visit's own downloads go first.
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', register, { once: true });
}

/** Hands the page to the waiting version; the page reloads when it has taken over. */
export function applyUpdate(): void {
  waitingWorker?.postMessage({ type: 'SKIP_WAITING' });
}
