// Customer self-registration (public): a PENDING customer with no owner, placed in the zone of its
// state, waiting for staff to approve it. Owner, status and key are never taken from the caller.
import type { Kysely } from 'kysely';
import type { CustomerRegistration } from '../../../domain/customers.ts';
import { ipSubject, recordAttempts } from '../../auth/attempts-repository.ts';
import { REGISTRATION_LIMITS } from '../../auth/limits.ts';
import { assertNotThrottled } from '../../auth/throttle.ts';
import type { Database } from '../../db/database.ts';
import { writeAudit } from '../shared/audit.ts';
import { notify } from '../notifications/notify.ts';
import { checkPlace, refuseInvalid } from './references.ts';
import { customerFormColumns, insertClient } from './write-repository.ts';

export async function registerCustomer(
  db: Kysely<Database>,
  input: CustomerRegistration,
  ip: string,
): Promise<{ id: number; status: 'PENDING' }> {
  const byIp = ipSubject(ip);
  await assertNotThrottled(db, 'registration', [{ subject: byIp, limit: REGISTRATION_LIMITS.perIp }], {
    failuresSinceSuccess: false,
  });
  const { details, stateZoneId: zoneId } = await checkPlace(db, input);
  refuseInvalid(details);
  const id = await db.transaction().execute(async (trx) => {
    const clientId = await insertClient(trx, {
      ...customerFormColumns(input),
      zone_id: zoneId,
      consultant_id: null,
      status: 'PENDING',
      client_key_hash: null,
      client_key_hint: null,
      self_registered: true,
    });
    await writeAudit(trx, {
      actorClientId: clientId,
      action: 'clients.self-register',
      entity: 'clients',
      entityId: clientId,
      after: { ...input, status: 'PENDING' },
      ip,
    });
    await recordAttempts(trx, 'registration', [byIp], true);
    await notify(trx, {
      kind: 'CLIENT_SELF_REGISTERED',
      clientId,
      name: `${input.firstName} ${input.lastName}`,
      zoneId,
    });
    return clientId;
  });
  return { id, status: 'PENDING' };
}
