// The account the sign-in tests sign in as: the demo admin as the session check answers it.
import type { UserDetails } from '../../../domain/auth.ts';

export const demoAdmin: UserDetails = {
  id: 1,
  role: 'ADMIN',
  distributor: null,
  acceptedTos: true,
  firstName: 'Ana',
  lastName: 'Admin',
  email: 'admin@agroventas.mx',
};
