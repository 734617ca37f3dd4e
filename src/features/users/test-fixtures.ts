// Records the users tests share.
import type { UserListItem } from '../../../domain/users-schemas.ts';

/** A row of the user list: an active consultant of zone 3 (Occidente-Bajío), named by its id. */
export function userListItem(id: number, patch: Partial<UserListItem> = {}): UserListItem {
  return {
    id,
    email: `persona${id}@agroventas.mx`,
    firstName: 'Persona',
    lastName: `Número ${id}`,
    phone: null,
    role: 'CONSULTANT',
    status: 'ACTIVE',
    zoneId: 3,
    zoneName: 'Occidente-Bajío',
    supervisorId: null,
    supervisorName: null,
    distributorId: null,
    distributorName: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...patch,
  };
}
