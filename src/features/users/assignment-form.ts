// The assignment part of the invite, edit and approve forms (role, zone, supervisor, distributor) as
// form text. A field the chosen role does not use stays in the form while hidden (switching back
// restores it) but is never sent: the schemas below drop it before the domain schema runs.
import { z } from 'zod';
import { staffRoleSchema } from '../../../domain/role-schemas.ts';
import { roleHasSupervisor, roleNeedsZone } from '../../../domain/users.ts';
import type { UserDetail } from '../../../domain/users-schemas.ts';
import { approveUserSchema, inviteUserSchema, updateUserSchema } from '../../../domain/users-schemas.ts';

export type AssignmentValues = { role: string; zoneId: string; supervisorId: string; distributorId: string };

export const EMPTY_ASSIGNMENT: AssignmentValues = {
  role: '',
  zoneId: '',
  supervisorId: '',
  distributorId: '',
};

/** The values a role uses; the rest are dropped. Anything but an object passes through to fail validation. */
export function applicableAssignment(values: unknown): unknown {
  if (typeof values !== 'object' || values === null) return values;
  const record: Record<string, unknown> = { ...values };
  const role = staffRoleSchema.safeParse(record.role);
  if (!role.success) return record;
  if (!roleNeedsZone(role.data)) delete record.zoneId;
  if (!roleHasSupervisor(role.data)) {
    delete record.supervisorId;
    delete record.distributorId;
  }
  return record;
}

export const approveFormSchema = z.preprocess(applicableAssignment, approveUserSchema);
export const inviteFormSchema = z.preprocess(applicableAssignment, inviteUserSchema);
export const editUserFormSchema = z.preprocess(applicableAssignment, updateUserSchema);

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function assignmentValuesOf(
  user: Pick<UserDetail, 'role' | 'zoneId' | 'supervisorId' | 'distributorId'>,
): AssignmentValues {
  return {
    role: text(user.role),
    zoneId: text(user.zoneId),
    supervisorId: text(user.supervisorId),
    distributorId: text(user.distributorId),
  };
}
