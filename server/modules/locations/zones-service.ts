// The rules of zones: names are unique (as a person reads them), and a zone can be deleted only
// while no user, customer, partner or state belongs to it; the refusal says what still uses it.
import type { Kysely } from 'kysely';
import type { Zone, ZoneInput, ZoneUpdate } from '../../../domain/locations.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit, type Actor } from '../shared/audit.ts';
import { assertCurrentVersion } from '../shared/record-version.ts';
import { guardUnique } from '../shared/unique-violation.ts';
import { sameName } from './names.ts';
import {
  deleteZone,
  insertZone,
  lockZone,
  renameZone,
  zoneNames,
  zoneUsage,
  type ZoneUsage,
} from './zones-repository.ts';

const zoneNotFound = () => new AppError('NOT_FOUND', 'La zona no existe.');
const nameTaken = (name: string) =>
  new AppError('CONFLICT', `Ya existe una zona llamada «${name}».`, [
    { path: 'name', message: 'Ya existe una zona con ese nombre.' },
  ]);

async function refuseTakenName(trx: Kysely<Database>, name: string, exceptId: number | null) {
  const zones = await zoneNames(trx);
  const twin = zones.find((zone) => zone.id !== exceptId && sameName(zone.name, name));
  if (twin) throw nameTaken(twin.name);
}

export async function createZone(db: Kysely<Database>, input: ZoneInput, actor: Actor): Promise<Zone> {
  return guardUnique(
    () =>
      db.transaction().execute(async (trx) => {
        await refuseTakenName(trx, input.name, null);
        const zone = await insertZone(trx, input.name);
        await writeAudit(trx, {
          actorUserId: actor.userId,
          action: 'zones.create',
          entity: 'zones',
          entityId: zone.id,
          after: zone,
          ip: actor.ip,
        });
        return zone;
      }),
    () => nameTaken(input.name),
  );
}

export async function updateZone(
  db: Kysely<Database>,
  id: number,
  input: ZoneUpdate,
  actor: Actor,
): Promise<Zone> {
  let name = input.name;
  return guardUnique(
    () =>
      db.transaction().execute(async (trx) => {
        const before = await lockZone(trx, id);
        if (!before) throw zoneNotFound();
        if (input.version !== undefined) assertCurrentVersion(before, input.version);
        name = input.name ?? before.name;
        await refuseTakenName(trx, name, id);
        const zone = await renameZone(trx, id, name, before.version + 1);
        await writeAudit(trx, {
          actorUserId: actor.userId,
          action: 'zones.update',
          entity: 'zones',
          entityId: id,
          before,
          after: zone,
          ip: actor.ip,
        });
        return zone;
      }),
    () => nameTaken(name ?? ''),
  );
}

/** "2 usuarios, 1 socio comercial y 6 estados": what still points at a zone, in words. */
function describeUsage(usage: ZoneUsage): string {
  const parts = [
    [usage.users, 'usuario', 'usuarios'],
    [usage.clients, 'cliente', 'clientes'],
    [usage.partners, 'socio comercial', 'socios comerciales'],
    [usage.states, 'estado', 'estados'],
  ] as const;
  const words = parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} y ${words[words.length - 1]}`;
}

export async function removeZone(db: Kysely<Database>, id: number, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const zone = await lockZone(trx, id);
    if (!zone) throw zoneNotFound();
    const usage = await zoneUsage(trx, id);
    const total = usage.users + usage.clients + usage.partners + usage.states;
    if (total > 0) {
      const verb = total === 1 ? 'la usa' : 'la usan';
      throw new AppError(
        'IN_USE',
        `No se puede eliminar la zona «${zone.name}» porque ${verb} ${describeUsage(usage)}. Cámbialos de zona primero.`,
      );
    }
    await deleteZone(trx, id);
    await writeAudit(trx, {
      actorUserId: actor.userId,
      action: 'zones.delete',
      entity: 'zones',
      entityId: id,
      before: zone,
      ip: actor.ip,
    });
  });
}
