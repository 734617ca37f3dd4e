// Roles of the product (docs/requirements.md §6). Staff sign in with Microsoft or credentials; farmers with a client key.
// No zod here: the staff frame reads these before its first paint; the schemas are in role-schemas.ts.

export const ROLES = ['ADMIN', 'COORDINATOR', 'SUPERVISOR', 'CONSULTANT', 'FARMER'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = [
  'ADMIN',
  'COORDINATOR',
  'SUPERVISOR',
  'CONSULTANT',
] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrador',
  COORDINATOR: 'Coordinador',
  SUPERVISOR: 'Supervisor',
  CONSULTANT: 'Consultor',
  FARMER: 'Agricultor',
};

export function isStaffRole(role: Role): role is StaffRole {
  return role !== 'FARMER';
}
