// The rules of partners: a Coordinator's partners belong to its zone; names and RFCs are unique
// within a type; the municipality must be in the chosen state; there is no delete (a partner is
// deactivated), and a distributor that users or sales point at keeps its type.
import type { Kysely } from 'kysely';
import type { ErrorDetail } from '../../../domain/errors.ts';
import type { PartnerDetail, PartnerInput, PartnerUpdate } from '../../../domain/partners.ts';
import { can } from '../../../domain/policy.ts';
import type { StaffAuthContext } from '../../auth/current.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { assertCurrentVersion } from '../shared/record-version.ts';
import { findMunicipality, stateExists } from '../locations/geography-repository.ts';
import { sameName } from '../locations/names.ts';
import { findZone } from '../locations/zones-repository.ts';
import {
  findPartner,
  insertPartner,
  lockPartner,
  lockPartnerNames,
  partnersOfType,
  partnerUsage,
  updatePartnerRow,
  type PartnerValues,
} from './repository.ts';
import { partnerScopeOf } from './scope.ts';

export interface PartnerActor {
  auth: StaffAuthContext;
  ip: string;
}

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** The zone the partner is stored in: the coordinator's own (whatever the body says), or the admin's choice. */
function zoneFor(auth: StaffAuthContext, input: PartnerInput): number | null {
  if (can(auth.role, 'workAcrossZones')) return input.zoneId ?? null;
  if (auth.zoneId === null) {
    throw new AppError('CONFLICT', 'No tienes una zona asignada. Pide a un administrador que te asigne una.');
  }
  return auth.zoneId;
}

async function checkPlaces(db: Kysely<Database>, values: PartnerValues): Promise<void> {
  if (values.stateId !== null && !(await stateExists(db, values.stateId)))
    throw invalid('stateId', 'El estado elegido no existe.');
  if (values.municipalityId !== null) {
    const municipality = await findMunicipality(db, values.municipalityId);
    if (!municipality) throw invalid('municipalityId', 'El municipio elegido no existe.');
    if (municipality.stateId !== values.stateId)
      throw invalid('municipalityId', 'El municipio no pertenece al estado elegido.');
  }
  if (values.zoneId !== null && !(await findZone(db, values.zoneId)))
    throw invalid('zoneId', 'La zona elegida no existe.');
}

const nameTaken = (name: string) =>
  new AppError('CONFLICT', `Ya existe un socio de este tipo llamado «${name}».`, [
    { path: 'name', message: 'Ya existe un socio de este tipo con ese nombre.' },
  ]);

/** Names (as a person reads them) and RFCs are unique within a type, across every zone. */
async function refuseTwins(
  db: Kysely<Database>,
  values: PartnerValues,
  exceptId: number | null,
): Promise<void> {
  const others = (await partnersOfType(db, values.type)).filter((partner) => partner.id !== exceptId);
  const twin = others.find((partner) => sameName(partner.name, values.name));
  if (twin) throw nameTaken(twin.name);
  if (values.taxId !== null && others.some((partner) => partner.taxId === values.taxId)) {
    const details: ErrorDetail[] = [
      { path: 'taxId', message: 'Ya existe un socio de este tipo con ese RFC.' },
    ];
    throw new AppError('CONFLICT', 'Ya existe un socio de este tipo con ese RFC.', details);
  }
}

function valuesOf(input: PartnerInput, zoneId: number | null, active: boolean): PartnerValues {
  return {
    type: input.type,
    name: input.name,
    taxId: input.taxId || null,
    contactName: input.contactName || null,
    phone: input.phone || null,
    email: input.email || null,
    stateId: input.stateId ?? null,
    municipalityId: input.municipalityId ?? null,
    zoneId,
    active,
  };
}

export async function readPartnerDetail(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  id: number,
): Promise<PartnerDetail | null> {
  const partner = await findPartner(db, partnerScopeOf(auth), id);
  if (!partner) return null;
  return { ...partner, usage: await partnerUsage(db, id) };
}

async function readBack(trx: Kysely<Database>, auth: StaffAuthContext, id: number): Promise<PartnerDetail> {
  const partner = await readPartnerDetail(trx, auth, id);
  if (!partner) throw new Error(`Partner ${id} was written but cannot be read back`);
  return partner;
}

export async function createPartner(
  db: Kysely<Database>,
  input: PartnerInput,
  actor: PartnerActor,
): Promise<PartnerDetail> {
  const values = valuesOf(input, zoneFor(actor.auth, input), true);
  return db.transaction().execute(async (trx) => {
    await checkPlaces(trx, values);
    await lockPartnerNames(trx);
    await refuseTwins(trx, values, null);
    const id = await insertPartner(trx, values);
    const partner = await readBack(trx, actor.auth, id);
    await writeAudit(trx, {
      actorUserId: actor.auth.userId,
      action: 'partners.create',
      entity: 'partners',
      entityId: id,
      after: values,
      ip: actor.ip,
    });
    return partner;
  });
}

/** The edit over the stored partner: a field the request left out keeps its value (domain/record-edits.ts). */
function editedPartner(
  before: NonNullable<Awaited<ReturnType<typeof lockPartner>>>,
  input: PartnerUpdate,
): PartnerInput {
  const kept = <T>(sent: T | null | undefined, stored: T | null): T | undefined =>
    (sent === undefined ? stored : sent) ?? undefined;
  return {
    type: input.type ?? before.type,
    name: input.name ?? before.name,
    taxId: kept(input.taxId, before.tax_id),
    contactName: kept(input.contactName, before.contact_name),
    phone: kept(input.phone, before.phone),
    email: kept(input.email, before.email),
    stateId: kept(input.stateId, before.state_id),
    municipalityId: kept(input.municipalityId, before.municipality_id),
    zoneId: kept(input.zoneId, before.zone_id),
  };
}

export async function updatePartner(
  db: Kysely<Database>,
  id: number,
  input: PartnerUpdate,
  actor: PartnerActor,
): Promise<PartnerDetail> {
  return db.transaction().execute(async (trx) => {
    const before = await lockPartner(trx, partnerScopeOf(actor.auth), id);
    if (!before) throw new AppError('NOT_FOUND', 'El socio no existe.');
    if (input.version !== undefined) assertCurrentVersion(before, input.version);
    const edited = editedPartner(before, input);
    const values = valuesOf(edited, zoneFor(actor.auth, edited), input.active ?? before.active);
    if (before.type !== values.type) {
      const usage = await partnerUsage(trx, id);
      if (usage.users + usage.sales > 0) {
        throw new AppError(
          'IN_USE',
          `No se puede cambiar el tipo: ${usage.users} usuario(s) y ${usage.sales} venta(s) lo tienen como distribuidor.`,
          [{ path: 'type', message: 'Este distribuidor está en uso; su tipo no puede cambiar.' }],
        );
      }
    }
    await checkPlaces(trx, values);
    await lockPartnerNames(trx);
    await refuseTwins(trx, values, id);
    await updatePartnerRow(trx, id, values, before.version + 1);
    const partner = await readBack(trx, actor.auth, id);
    await writeAudit(trx, {
      actorUserId: actor.auth.userId,
      action: before.active && !values.active ? 'partners.deactivate' : 'partners.update',
      entity: 'partners',
      entityId: id,
      before,
      after: values,
      ip: actor.ip,
    });
    return partner;
  });
}
