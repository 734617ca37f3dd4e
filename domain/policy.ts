// Which roles may do what (docs/design.md §6), in one table that the API's route access and the
// app's buttons both read. It says which roles; the data scope (server/modules/*/scope.ts) says
// which rows. Only a type comes from roles.ts, so this module carries no zod.
import type { Role } from './roles.ts';

const POLICY = {
  // Sales: consultants sell; Admin and the owning consultant correct or delete while the season is
  // open.
  createSale: ['CONSULTANT'],
  editSale: ['ADMIN', 'CONSULTANT'],
  deleteSale: ['ADMIN', 'CONSULTANT'],
  importSales: ['ADMIN', 'COORDINATOR'],
  // DKbonos: the owning consultant writes and edits them; Admin and the owner take payments and
  // cancel.
  createVoucher: ['CONSULTANT'],
  editVoucher: ['CONSULTANT'],
  recordVoucherPayments: ['ADMIN', 'CONSULTANT'],
  cancelVoucher: ['ADMIN', 'CONSULTANT'],
  // Customers: create, edit, activate, issue keys; approving self-registrations; picking the
  // consultant.
  editCustomer: ['ADMIN', 'COORDINATOR', 'CONSULTANT'],
  approveCustomer: ['ADMIN', 'COORDINATOR'],
  chooseCustomerConsultant: ['ADMIN', 'COORDINATOR'],
  /** Roles above consultants: their customer list filters by consultant. */
  filterByConsultant: ['ADMIN', 'COORDINATOR', 'SUPERVISOR'],
  readPartners: ['ADMIN', 'COORDINATOR', 'SUPERVISOR'],
  editPartner: ['ADMIN', 'COORDINATOR'],
  /** Invite, edit, approve, reject, enable and disable staff accounts (which ones: assignableRoles and the scope). */
  manageUsers: ['ADMIN', 'COORDINATOR'],
  /** A Supervisor decides on nobody and no pending person is in its team: no tab it can never use. */
  seePendingUsers: ['ADMIN', 'COORDINATOR'],
  /** A season's detail, registering and updating it, and its inventory; every staff role lists seasons. */
  manageSeasons: ['ADMIN', 'COORDINATOR'],
  /** "Resumen de temporada": a season's figures in the caller's scope (company, zone, team). */
  viewSeasonOverview: ['ADMIN', 'COORDINATOR', 'SUPERVISOR'],
  manageProducts: ['ADMIN'],
  /** Zones, the zone of each state, localities. */
  manageLocations: ['ADMIN'],
  /** Product types, simulator parameters and messages. */
  manageParams: ['ADMIN'],
  /** Not bound to a zone (roleNeedsZone): chooses any zone for a partner or an account, filters by zone. */
  workAcrossZones: ['ADMIN'],
  /** docs/requirements.md §8: after a 401, a silent Microsoft renewal; Consultants and Farmers sign in again. */
  renewMicrosoftSession: ['ADMIN', 'COORDINATOR', 'SUPERVISOR'],
} as const satisfies Record<string, readonly Role[]>;

export type Ability = keyof typeof POLICY;

export const ABILITIES = Object.keys(POLICY) as Ability[];

/** The roles that hold an ability: what a route declares as its access. */
export function rolesFor(ability: Ability): readonly Role[] {
  return POLICY[ability];
}

/** Whether a role holds an ability; nobody signed in holds none. */
export function can(role: Role | null | undefined, ability: Ability): boolean {
  if (!role) return false;
  return rolesFor(ability).includes(role);
}
