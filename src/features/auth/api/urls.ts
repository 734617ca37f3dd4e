// The auth API's addresses the app asks for (also started early by index.html, src/app/home-requests.ts).

/** GET: the signed-in user; every staff page's guard asks on the first load. */
export const SESSION_URL = '/auth/me';
