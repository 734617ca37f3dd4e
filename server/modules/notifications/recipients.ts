// Who hears of each event. Only ACTIVE accounts: a pending, disabled or rejected user
// never gets a notification, and a zone's coordinators are only the ones assigned to that zone.
import type { Kysely } from 'kysely';
import { type StaffRole } from '../../../domain/roles.ts';
import { staffRoleSchema } from '../../../domain/role-schemas.ts';
import type { Database } from '../../db/database.ts';
import type { NotificationEvent } from './events.ts';

function staffRolesOf(roles: string[]): StaffRole[] {
  return roles.flatMap((role) => {
    const parsed = staffRoleSchema.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function recipientIds(db: Kysely<Database>, event: NotificationEvent): Promise<number[]> {
  const active = db.selectFrom('users').select('id').where('status', '=', 'ACTIVE');
  let query;
  switch (event.kind) {
    case 'VOUCHER_PAYMENT_RECORDED':
    case 'VOUCHER_PAID':
    case 'VOUCHER_CANCELLED':
    case 'CLIENT_ASSIGNED':
    case 'CLIENT_UNASSIGNED':
      query = active.where('id', '=', event.consultantId);
      break;
    case 'CLIENT_SELF_REGISTERED': {
      const { zoneId } = event;
      query = active.where((eb) =>
        zoneId === null
          ? eb('role', '=', 'ADMIN')
          : eb.or([
              eb('role', '=', 'ADMIN'),
              eb.and([eb('role', '=', 'COORDINATOR'), eb('zone_id', '=', zoneId)]),
            ]),
      );
      break;
    }
    case 'USER_PENDING_APPROVAL': {
      const { zoneId } = event;
      query = active
        .where('id', '!=', event.userId)
        .where((eb) =>
          zoneId === null
            ? eb('role', 'in', ['ADMIN', 'COORDINATOR'])
            : eb.or([
                eb('role', '=', 'ADMIN'),
                eb.and([eb('role', '=', 'COORDINATOR'), eb('zone_id', '=', zoneId)]),
              ]),
        );
      break;
    }
    case 'MESSAGE_PUBLISHED': {
      const roles = staffRolesOf(event.audienceRoles);
      if (roles.length === 0) return [];
      query = active.where('role', 'in', roles);
      break;
    }
    case 'CLIENT_TAX_ID_REPEATED':
      query = active.where('role', '=', 'ADMIN');
      break;
    case 'STOCK_LOW':
      query = active.where('role', 'in', ['ADMIN', 'COORDINATOR']);
      break;
  }
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => row.id);
}
