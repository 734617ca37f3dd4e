// Rules of saved runs: who a run belongs to, which list a caller may read, and the save itself with
// its audit entry. Results are always computed here from the inputs; a client never sends them.
import type { Kysely } from 'kysely';
import type { Page } from '../../../domain/pagination.ts';
import type {
  SaveSimulation,
  SimulationListQuery,
  SimulationSummary,
} from '../../../domain/simulator-schemas.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import {
  existingProductIds,
  insertSimulation,
  isClientInScope,
  listSimulations,
  type SimulationOwner,
} from './repository.ts';
import { storedSimulationOf } from './stored-simulation.ts';

const CLIENT_NOT_FOUND = 'El cliente no existe.';

/**
 * The list a caller asked for: a farmer always reads its own runs (another customer's id is simply
 * not found); staff read their own runs, or a customer's when it is inside their scope.
 */
async function ownerOfList(
  db: Kysely<Database>,
  auth: AuthContext,
  clientId: number | undefined,
): Promise<SimulationOwner> {
  if (auth.role === 'FARMER') {
    if (auth.clientId === null || (clientId !== undefined && clientId !== auth.clientId)) {
      throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
    }
    return { clientId: auth.clientId };
  }
  if (clientId === undefined) {
    if (auth.userId === null) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
    return { userId: auth.userId };
  }
  if (!(await isClientInScope(db, auth, clientId))) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
  return { clientId };
}

export async function listSimulationsFor(
  db: Kysely<Database>,
  auth: AuthContext,
  query: SimulationListQuery,
): Promise<Page<SimulationSummary>> {
  const owner = await ownerOfList(db, auth, query.clientId);
  return listSimulations(db, owner, query);
}

/** Who a new run belongs to. A farmer's body cannot name another customer: the field is ignored. */
async function ownerOfNewRun(
  db: Kysely<Database>,
  auth: AuthContext,
  clientId: number | null | undefined,
): Promise<{ clientId: number | null; userId: number | null }> {
  if (auth.role === 'FARMER') {
    if (auth.clientId === null) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
    return { clientId: auth.clientId, userId: null };
  }
  if (clientId !== null && clientId !== undefined && !(await isClientInScope(db, auth, clientId))) {
    throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
  }
  return { clientId: clientId ?? null, userId: auth.userId };
}

async function checkProducts(db: Kysely<Database>, body: SaveSimulation): Promise<void> {
  const named = body.scenarios.flatMap((s, index) =>
    s.productId === null || s.productId === undefined ? [] : [{ index, id: s.productId }],
  );
  const existing = await existingProductIds(
    db,
    named.map((n) => n.id),
  );
  const details = named
    .filter((n) => !existing.has(n.id))
    .map((n) => ({ path: `scenarios.${n.index}.productId`, message: 'El híbrido no existe.' }));
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', details[0]?.message, details);
}

export async function saveSimulation(
  db: Kysely<Database>,
  auth: AuthContext,
  body: SaveSimulation,
  ip: string,
): Promise<number> {
  const owner = await ownerOfNewRun(db, auth, body.clientId);
  await checkProducts(db, body);
  const stored = storedSimulationOf(body.scenarios);
  const id = await insertSimulation(db, { ...owner, name: body.name ?? null, stored });
  await writeAudit(db, {
    actorUserId: auth.userId,
    actorClientId: auth.clientId,
    action: 'simulations.create',
    entity: 'simulation',
    entityId: id,
    after: { clientId: owner.clientId, name: body.name ?? null, inputs: stored.inputs },
    ip,
  });
  return id;
}
