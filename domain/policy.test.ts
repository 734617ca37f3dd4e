import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteKey, type RouteMeta } from './app-routes.ts';
import { ABILITIES, can, rolesFor, type Ability } from './policy.ts';
import { ROLES, STAFF_ROLES } from './roles.ts';
import { assignableRoles, roleNeedsZone } from './users.ts';

const holders = (ability: Ability) => [...rolesFor(ability)].sort();

describe('the policy table', () => {
  it('gives every ability to at least one staff role, each role once, and none to the Farmer', () => {
    for (const ability of ABILITIES) {
      const roles = rolesFor(ability);
      expect(roles.length, ability).toBeGreaterThan(0);
      expect(new Set(roles).size, ability).toBe(roles.length);
      expect(roles, ability).not.toContain('FARMER');
      for (const role of roles) expect(STAFF_ROLES, ability).toContain(role);
    }
  });

  it('answers can() from the table, and no for nobody signed in', () => {
    for (const ability of ABILITIES) {
      for (const role of ROLES) expect(can(role, ability)).toBe(rolesFor(ability).includes(role));
      expect(can(undefined, ability)).toBe(false);
      expect(can(null, ability)).toBe(false);
    }
  });

  describe('holds the rules of docs/design.md §6', () => {
    it('sales and Dkbonos: only consultants create; Admin and consultants edit, delete, take payments', () => {
      expect(holders('createSale')).toEqual(['CONSULTANT']);
      expect(holders('createVoucher')).toEqual(['CONSULTANT']);
      for (const ability of ['editSale', 'deleteSale', 'recordVoucherPayments'] as const)
        expect(holders(ability), ability).toEqual(['ADMIN', 'CONSULTANT']);
    });

    it('import sales: Admin and Coordinator, not Supervisor nor Consultant', () => {
      expect(can('ADMIN', 'importSales')).toBe(true);
      expect(can('COORDINATOR', 'importSales')).toBe(true);
      expect(can('SUPERVISOR', 'importSales')).toBe(false);
      expect(can('CONSULTANT', 'importSales')).toBe(false);
    });

    it('customers: Admin, Coordinator and Consultant edit; a Supervisor only reads', () => {
      expect(holders('editCustomer')).toEqual(['ADMIN', 'CONSULTANT', 'COORDINATOR']);
      expect(can('SUPERVISOR', 'editCustomer')).toBe(false);
    });

    it('partners: a Supervisor reads them, Admin and Coordinator also write', () => {
      expect(can('SUPERVISOR', 'readPartners')).toBe(true);
      expect(can('SUPERVISOR', 'editPartner')).toBe(false);
      expect(holders('editPartner')).toEqual(['ADMIN', 'COORDINATOR']);
      expect(can('CONSULTANT', 'readPartners')).toBe(false);
    });

    it('seasons: Admin and Coordinator manage them and their inventory; the others only list', () => {
      expect(holders('manageSeasons')).toEqual(['ADMIN', 'COORDINATOR']);
    });

    it('products, locations and params: the Admin alone', () => {
      for (const ability of ['manageProducts', 'manageLocations', 'manageParams'] as const)
        expect(holders(ability), ability).toEqual(['ADMIN']);
    });

    it('users: Admin and Coordinator manage and see who waits for access', () => {
      expect(holders('manageUsers')).toEqual(['ADMIN', 'COORDINATOR']);
      expect(holders('seePendingUsers')).toEqual(['ADMIN', 'COORDINATOR']);
    });
  });

  it('lets manage users exactly the roles that may assign some role (assignableRoles)', () => {
    for (const role of ROLES) expect(can(role, 'manageUsers'), role).toBe(assignableRoles(role).length > 0);
  });

  it('lets work across zones exactly the staff roles that have no zone of their own', () => {
    for (const role of STAFF_ROLES) expect(can(role, 'workAcrossZones'), role).toBe(!roleNeedsZone(role));
  });

  // The route table cannot import the policy (the farmer simulator's entry reads it and must stay
  // small), so its pages are held to the abilities they serve here.
  it('opens the pages of an ability to exactly its roles (domain/app-routes.ts)', () => {
    const pages: Record<Ability, RouteKey[]> = {
      createSale: ['createSale'],
      editSale: ['editSale'],
      deleteSale: [],
      importSales: [],
      createVoucher: ['createDkbono'],
      editVoucher: [],
      recordVoucherPayments: [],
      cancelVoucher: [],
      editCustomer: ['customerNew', 'customerEdit'],
      approveCustomer: [],
      chooseCustomerConsultant: [],
      filterByConsultant: [],
      readPartners: ['partners'],
      editPartner: [],
      manageUsers: [],
      seePendingUsers: ['usersPending'],
      manageSeasons: ['seasonInventory', 'seasonRegister', 'seasonUpdate', 'seasonDetails'],
      viewSeasonOverview: ['seasonOverview'],
      manageProducts: ['products', 'productForm', 'productEdit'],
      manageLocations: ['zones', 'stateZonesLocalities'],
      manageParams: ['productTypes', 'simulatorParams', 'messages'],
      workAcrossZones: [],
      renewMicrosoftSession: [],
    };
    for (const ability of ABILITIES) {
      for (const page of pages[ability]) {
        const meta: RouteMeta = ROUTES[page];
        expect([...(meta.allowedRoles ?? [])].sort(), `${page} (${ability})`).toEqual(holders(ability));
      }
    }
  });
});
