// Leaving the single-page app for a full page load (the session is over, or new terms must be
// read): one seam, so tests can watch where the app sends the browser without replacing
// `window.location`, which a browser (and jsdom) does not let anyone redefine.

/** Loads `path` as a new page, dropping everything the app holds in memory. */
export function openFullPage(path: string): void {
  window.location.assign(path);
}
