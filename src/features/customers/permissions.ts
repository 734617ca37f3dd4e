// What each role may do with customers (docs/design.md §6), mirrored from the server to show only the
// actions that will be accepted. The server still decides, record by record.
import type { Role } from '../../../domain/roles.ts';

type MaybeRole = Role | undefined;

/** Create and edit (Admin any, Coordinator its zone, Consultant its own); Supervisors only read. */
export const canEditCustomers = (role: MaybeRole) =>
  role === 'ADMIN' || role === 'COORDINATOR' || role === 'CONSULTANT';

/** Approve self-registrations by giving them a consultant. */
export const canApproveCustomers = (role: MaybeRole) => role === 'ADMIN' || role === 'COORDINATOR';

/** Roles above consultants: they filter by consultant and choose one for a customer. */
export const overseesConsultants = (role: MaybeRole) =>
  role === 'ADMIN' || role === 'COORDINATOR' || role === 'SUPERVISOR';
