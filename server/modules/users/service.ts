// Accepting the terms of service: records the current version for the user, with an audit entry.
import type { Kysely } from 'kysely';
import type { AcceptTosResult } from '../../../domain/auth.ts';
import { currentTermsVersion } from '../../auth/terms.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import type { ListCache } from '../shared/list-cache.ts';
import { recordTermsAcceptance } from './repository.ts';

export async function acceptCurrentTerms(
  db: Kysely<Database>,
  cache: ListCache | null,
  userId: number,
  ip: string,
): Promise<AcceptTosResult> {
  const version = await currentTermsVersion(db, cache);
  if (version === null) throw new AppError('NOT_FOUND', 'No hay términos y condiciones publicados.');
  await db.transaction().execute(async (trx) => {
    const { before } = await recordTermsAcceptance(trx, userId, version);
    await writeAudit(trx, {
      actorUserId: userId,
      action: 'users.accept-tos',
      entity: 'users',
      entityId: userId,
      before: { tosVersion: before },
      after: { tosVersion: version },
      ip,
    });
  });
  return { acceptedTos: true, version };
}
