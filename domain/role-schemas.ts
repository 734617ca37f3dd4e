// The roles as zod schemas, for the API's and the forms' validation (the names are in roles.ts).
import { z } from './zod.ts';
import { ROLES, STAFF_ROLES } from './roles.ts';

export const roleSchema = z.enum(ROLES);
export const staffRoleSchema = z.enum(STAFF_ROLES);
