// The rules of the geography writes: a state moves to another zone (or to none); localities are
// added to a municipality and renamed there, with names unique inside their municipality.
import type { Kysely } from 'kysely';
import type {
  Locality,
  LocalityInput,
  LocalityUpdate,
  MexicanState,
  StateZoneInput,
} from '../../../domain/locations.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit, type Actor } from '../shared/audit.ts';
import { assertCurrentVersion } from '../shared/record-version.ts';
import {
  findMunicipality,
  findState,
  insertLocality,
  localityNameTaken,
  lockLocality,
  setStateZone,
  updateLocality,
} from './geography-repository.ts';
import { guardUnique } from '../shared/unique-violation.ts';
import { findZone } from './zones-repository.ts';

export async function assignStateZone(
  db: Kysely<Database>,
  stateId: number,
  input: StateZoneInput,
  actor: Actor,
): Promise<MexicanState> {
  return db.transaction().execute(async (trx) => {
    const before = await findState(trx, stateId);
    if (!before) throw new AppError('NOT_FOUND', 'El estado no existe.');
    if (input.zoneId !== null && !(await findZone(trx, input.zoneId))) {
      throw new AppError('VALIDATION_FAILED', 'La zona elegida no existe.', [
        { path: 'zoneId', message: 'La zona elegida no existe.' },
      ]);
    }
    await setStateZone(trx, stateId, input.zoneId);
    const after = await findState(trx, stateId);
    if (!after) throw new Error(`State ${stateId} disappeared while changing its zone`);
    await writeAudit(trx, {
      actorUserId: actor.userId,
      action: 'states.zone',
      entity: 'states',
      entityId: stateId,
      before: { zoneId: before.zone?.id ?? null },
      after: { zoneId: after.zone?.id ?? null },
      ip: actor.ip,
    });
    return after;
  });
}

const localityTaken = (name: string) =>
  new AppError('CONFLICT', `Ya existe la localidad «${name}» en ese municipio.`, [
    { path: 'name', message: 'Ya existe una localidad con ese nombre en el municipio.' },
  ]);

export async function createLocality(
  db: Kysely<Database>,
  input: LocalityInput,
  actor: Actor,
): Promise<Locality> {
  return guardUnique(
    () =>
      db.transaction().execute(async (trx) => {
        if (!(await findMunicipality(trx, input.municipalityId))) {
          throw new AppError('VALIDATION_FAILED', 'El municipio elegido no existe.', [
            { path: 'municipalityId', message: 'El municipio elegido no existe.' },
          ]);
        }
        if (await localityNameTaken(trx, input.municipalityId, input.name, null))
          throw localityTaken(input.name);
        const locality = await insertLocality(trx, {
          municipalityId: input.municipalityId,
          name: input.name,
          postalCode: input.postalCode || null,
        });
        await writeAudit(trx, {
          actorUserId: actor.userId,
          action: 'localities.create',
          entity: 'localities',
          entityId: locality.id,
          after: locality,
          ip: actor.ip,
        });
        return locality;
      }),
    () => localityTaken(input.name),
  );
}

export async function editLocality(
  db: Kysely<Database>,
  id: number,
  input: LocalityUpdate,
  actor: Actor,
): Promise<Locality> {
  let name = input.name;
  return guardUnique(
    () =>
      db.transaction().execute(async (trx) => {
        const before = await lockLocality(trx, id);
        if (!before) throw new AppError('NOT_FOUND', 'La localidad no existe.');
        if (input.version !== undefined) assertCurrentVersion(before, input.version);
        // A field the edit leaves out keeps its stored value; null or '' clears the postal code.
        name = input.name ?? before.name;
        if (await localityNameTaken(trx, before.municipalityId, name, id)) throw localityTaken(name);
        const locality = await updateLocality(trx, id, {
          name,
          postalCode: input.postalCode === undefined ? before.postalCode : input.postalCode || null,
          version: before.version + 1,
        });
        await writeAudit(trx, {
          actorUserId: actor.userId,
          action: 'localities.update',
          entity: 'localities',
          entityId: id,
          before,
          after: locality,
          ip: actor.ip,
        });
        return locality;
      }),
    () => localityTaken(name ?? ''),
  );
}
