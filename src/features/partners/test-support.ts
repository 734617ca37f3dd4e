// Shared by the partner page tests: the signed-in staff member of a role, and the zones a partner
// may belong to.
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

export const PARTNER_ZONES = [
  { id: 1, name: 'Noroeste' },
  { id: 3, name: 'Occidente-Bajío' },
];
