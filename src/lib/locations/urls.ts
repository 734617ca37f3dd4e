// The zones' address (also started early by index.html for the homes that filter by zone,
// src/app/home-requests.ts).

/** GET: the sales zones, by name. */
export const ZONES_URL = '/zones';
