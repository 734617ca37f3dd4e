// The users API's list addresses (also started early by index.html, src/app/home-requests.ts).

/** GET: one page of the accounts the caller may see. */
export const USERS_URL = '/users';
/** GET: one page of the people waiting for a role. */
export const PENDING_USERS_URL = '/users/pending';
