// The notifications API's addresses the app asks for (also started early by index.html, src/app/home-requests.ts).

/** GET: the number on the bell. */
export const UNREAD_COUNT_URL = '/notifications/unread-count';
