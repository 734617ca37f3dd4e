// Staff accounts: the statuses, sorts, power rules (who may assign which role) and names
// the lists and the API share. No zod here: the users list is the admin's first screen; the change
// requests' schemas are in users-schemas.ts.
import { type Role, STAFF_ROLES, type StaffRole } from './roles.ts';

export const USER_STATUSES = ['PENDING', 'ACTIVE', 'DISABLED', 'REJECTED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  PENDING: 'Pendiente',
  ACTIVE: 'Activo',
  DISABLED: 'Deshabilitado',
  REJECTED: 'Rechazado',
};

/** docs/design.md §6: an Admin assigns any staff role; a Coordinator only supervisors and consultants. */
export function assignableRoles(callerRole: Role | undefined): readonly StaffRole[] {
  if (callerRole === 'ADMIN') return STAFF_ROLES;
  if (callerRole === 'COORDINATOR') return ['SUPERVISOR', 'CONSULTANT'];
  return [];
}

/** Every role but Admin works in a zone. */
export function roleNeedsZone(role: StaffRole): boolean {
  return role !== 'ADMIN';
}

/** Only consultants report to a supervisor and sell through a distributor. */
export function roleHasSupervisor(role: StaffRole): boolean {
  return role === 'CONSULTANT';
}

export const USER_STATUS_CHANGES = ['ACTIVE', 'DISABLED'] as const;

export const USER_SORTS = [
  'name:asc',
  'name:desc',
  'email:asc',
  'email:desc',
  'createdAt:desc',
  'createdAt:asc',
] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const DEFAULT_USER_SORT: UserSort = 'name:asc';
/** The pending list serves whoever waits longest first. */
export const DEFAULT_PENDING_SORT: UserSort = 'createdAt:asc';

/** "Nombre Apellidos", as lists and pickers show a person. */
export function userFullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
