// Shared by the partner page tests: the signed-in staff member of a role.
import type { UserDetails } from '../../../domain/auth.ts';

export const staffOf = (role: UserDetails['role']): UserDetails => ({
  id: 2,
  role,
  distributor: null,
  acceptedTos: true,
  firstName: 'Laura',
  lastName: 'Méndez',
  email: 'persona@agroventas.mx',
});
