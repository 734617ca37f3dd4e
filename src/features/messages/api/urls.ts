// The messages API's addresses the app asks for (also started early by index.html, src/app/home-requests.ts).

/** GET: the office's messages for the caller's role today (the dashboard banner). */
export const ACTIVE_MESSAGES_URL = '/messages/active';
