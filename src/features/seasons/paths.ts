// Addresses of the season pages built from the route table (domain/app-routes.ts), never typed by
// hand.
import { generatePath } from 'react-router-dom';
import { ROUTES } from '../../../domain/app-routes.ts';

export const seasonDetailsPath = (id: number) => generatePath(ROUTES.seasonDetails.path, { id: String(id) });
export const seasonUpdatePath = (id: number) => generatePath(ROUTES.seasonUpdate.path, { id: String(id) });
export const seasonInventoryPath = (id?: number) =>
  id === undefined ? ROUTES.seasonInventory.path : `${ROUTES.seasonInventory.path}?seasonId=${id}`;
/** The season overview of a season; without an id, the current season's. */
export const seasonOverviewPath = (id?: number) =>
  generatePath(ROUTES.seasonOverview.path, { id: id === undefined ? undefined : String(id) });
