// Roles of the product (docs/requirements.md §6). Staff sign in with Microsoft or credentials; farmers with a client key.
import { z } from 'zod';

export const ROLES = ['ADMIN', 'COORDINATOR', 'SUPERVISOR', 'CONSULTANT', 'FARMER'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const STAFF_ROLES = [
  'ADMIN',
  'COORDINATOR',
  'SUPERVISOR',
  'CONSULTANT',
] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES);

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
