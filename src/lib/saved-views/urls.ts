// The saved views' address (also started early by index.html for the homes that offer them,
// src/app/home-requests.ts).

/** GET with `list`: one's own views of that list; POST a new one; `/{id}` one of them. */
export const SAVED_VIEWS_URL = '/saved-views';
