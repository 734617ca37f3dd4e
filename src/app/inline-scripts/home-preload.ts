// Index.html's second inline script (compiled by build/inline-script.ts; it imports nothing, see
// there): opened at the start, at /dashboard or at the home of the role kept from the last sign-in,
// it starts downloading that home page's script files beside the app's own instead of after they
// have run. The session check that follows may still send the user elsewhere; the files are then
// only in the cache.
/** A staff role's home and the script files its page needs beyond index.html's own. */
export interface PreloadedHome {
  path: string;
  files: string[];
}

export function preloadHomeFiles(homes: Record<string, PreloadedHome>): void {
  try {
    const user: unknown = JSON.parse(localStorage.getItem('userDetails') ?? 'null');
    const role = (user as { role?: unknown }).role;
    const home = typeof role === 'string' ? homes[role] : undefined;
    const at = location.pathname.replace(/\/+$/, '') || '/';
    if (!home || !['/', '/dashboard', home.path].includes(at)) return;
    for (const href of home.files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {
    // No stored session (null has no role) or no storage: the page loads its files when it opens.
  }
}
