// The options of an assignment: zones (GET /zones), active distributors (GET /partners) and the
// active supervisors of a zone (GET /users), typed by the domain schemas of their areas.
import type { Page } from '../../../../domain/pagination.ts';
import type { Partner } from '../../../../domain/partners.ts';
import type { UserListItem } from '../../../../domain/users-schemas.ts';
import { userFullName } from '../../../../domain/users.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { listZones } from '../../../lib/locations/list-zones.ts';

export interface Option {
  id: number;
  name: string;
}

export async function listZoneOptions(): Promise<Option[]> {
  return (await listZones()).map(({ id, name }) => ({ id, name }));
}

export async function listDistributorOptions(): Promise<Option[]> {
  const page = await apiGet<Page<Partner>>('/partners', {
    type: 'DISTRIBUTOR',
    active: true,
    page: 1,
    size: 'all',
  });
  return page.data.map(({ id, name }) => ({ id, name }));
}

export async function listSupervisorOptions(zoneId: number): Promise<Option[]> {
  const page = await apiGet<Page<UserListItem>>('/users', {
    role: 'SUPERVISOR',
    status: 'ACTIVE',
    zoneId,
    page: 1,
    size: 'all',
  });
  return page.data.map((user) => ({ id: user.id, name: userFullName(user) }));
}
