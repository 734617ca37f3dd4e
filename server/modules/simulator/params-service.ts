// The simulator parameters (Admin): one record of two rows, grain and silage, edited together from
// the version read; a value the edit leaves out keeps its stored one, and every change is audited.
import type { Kysely } from 'kysely';
import type {
  SimulatorParamsResponse,
  SimulatorParamsSet,
  SimulatorParamsUpdate,
} from '../../../domain/simulator-params.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { assertCurrentVersion } from '../shared/record-version.ts';
import { readSimulatorParams, writeSimulatorParams } from './params-repository.ts';

const missing = () => new AppError('NOT_FOUND', 'Los parámetros del simulador no están configurados.');

/** The parameters as stored now; locked for the caller's transaction when `forUpdate`. */
export async function currentSimulatorParams(
  db: Kysely<Database>,
  forUpdate = false,
): Promise<SimulatorParamsResponse> {
  const params = await readSimulatorParams(db, forUpdate);
  if (!params) throw missing();
  return params;
}

/** The values an edit sent: a kind or a value it left out is not among them. */
const sent = <T extends object>(values: T | undefined) =>
  Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined));

export async function updateSimulatorParams(
  db: Kysely<Database>,
  actor: { userId: number; ip: string },
  update: SimulatorParamsUpdate,
): Promise<SimulatorParamsResponse> {
  return db.transaction().execute(async (trx) => {
    const before = await currentSimulatorParams(trx, true);
    if (update.version !== undefined) assertCurrentVersion(before, update.version);
    // A value the request left out keeps its stored one (domain/record-edits.ts).
    const set: SimulatorParamsSet = {
      grain: { ...before.grain, ...sent(update.grain), productionKind: 'GRAIN' },
      silage: { ...before.silage, ...sent(update.silage), productionKind: 'SILAGE' },
    };
    await writeSimulatorParams(trx, set, before.version + 1);
    const after = await currentSimulatorParams(trx);
    await writeAudit(trx, {
      actorUserId: actor.userId,
      action: 'simulator-params.update',
      entity: 'simulator_params',
      before,
      after: { grain: after.grain, silage: after.silage },
      ip: actor.ip,
    });
    return after;
  });
}
