// The demo staff: one account per role in the Occidente-Bajío zone (both consultants under the
// same supervisor, neither has accepted the terms), a second zone for scope tests, three people
// waiting for a role after their first Microsoft sign-in, and a disabled consultant.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, StaffRoleColumn, UserStatus } from '../database.ts';
import { type PartnerIds, partnerId } from './partners.ts';
import type { ZoneIds, ZoneName } from './states.ts';

interface UserSeed {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: StaffRoleColumn | null;
  status: UserStatus;
  zone?: ZoneName;
  /** email of the supervisor, for consultants */
  supervisor?: string;
  /** partner name of the distributor, for consultants */
  distributor?: string;
  /** days ago the current terms were accepted */
  acceptedTosDaysAgo?: number;
  /** signs in only with Microsoft: no password, a Microsoft identity */
  microsoftOnly?: boolean;
  /** A pending person asked for access this many days ago (their account's creation, and its notice). */
  requestedDaysAgo?: number;
}

const BAJIO_DISTRIBUTOR = 'Agroinsumos de los Altos S.A. de C.V.';
const NOROESTE_DISTRIBUTOR = 'Comercializadora Agrícola del Valle del Fuerte S.A. de C.V.';

export const USERS: readonly UserSeed[] = [
  {
    email: 'admin@agroventas.mx',
    firstName: 'Laura',
    lastName: 'Méndez Castillo',
    phone: '3336154890',
    role: 'ADMIN',
    status: 'ACTIVE',
  },
  {
    email: 'coordinador@agroventas.mx',
    firstName: 'Ricardo',
    lastName: 'Fuentes Aguilar',
    phone: '3331827744',
    role: 'COORDINATOR',
    status: 'ACTIVE',
    zone: 'Occidente-Bajío',
  },
  {
    email: 'supervisor@agroventas.mx',
    firstName: 'Mónica',
    lastName: 'Salazar Ríos',
    phone: '4622095318',
    role: 'SUPERVISOR',
    status: 'ACTIVE',
    zone: 'Occidente-Bajío',
  },
  {
    email: 'consultor@agroventas.mx',
    firstName: 'Carlos',
    lastName: 'Ramírez Ortega',
    phone: '3781094562',
    role: 'CONSULTANT',
    status: 'ACTIVE',
    zone: 'Occidente-Bajío',
    supervisor: 'supervisor@agroventas.mx',
    distributor: BAJIO_DISTRIBUTOR,
  },
  {
    email: 'consultor2@agroventas.mx',
    firstName: 'Ana Lucía',
    lastName: 'Torres Vega',
    phone: '4613370921',
    role: 'CONSULTANT',
    status: 'ACTIVE',
    zone: 'Occidente-Bajío',
    supervisor: 'supervisor@agroventas.mx',
    distributor: 'Semillas y Fertilizantes del Bajío S.A. de C.V.',
  },
  {
    email: 'coordinador.noroeste@agroventas.mx',
    firstName: 'Héctor',
    lastName: 'Valenzuela Félix',
    phone: '6671452389',
    role: 'COORDINATOR',
    status: 'ACTIVE',
    zone: 'Noroeste',
  },
  {
    email: 'supervisor.noroeste@agroventas.mx',
    firstName: 'Patricia',
    lastName: 'Gastélum Soto',
    phone: '6681239047',
    role: 'SUPERVISOR',
    status: 'ACTIVE',
    zone: 'Noroeste',
  },
  {
    email: 'consultor.noroeste@agroventas.mx',
    firstName: 'Jesús Manuel',
    lastName: 'Armenta López',
    phone: '6878523316',
    role: 'CONSULTANT',
    status: 'ACTIVE',
    zone: 'Noroeste',
    supervisor: 'supervisor.noroeste@agroventas.mx',
    distributor: NOROESTE_DISTRIBUTOR,
    acceptedTosDaysAgo: 20,
  },
  {
    email: 'consultor.baja@agroventas.mx',
    firstName: 'Raúl',
    lastName: 'Cervantes Mora',
    phone: '3411068735',
    role: 'CONSULTANT',
    status: 'DISABLED',
    zone: 'Occidente-Bajío',
    supervisor: 'supervisor@agroventas.mx',
    distributor: BAJIO_DISTRIBUTOR,
    acceptedTosDaysAgo: 200,
  },
  {
    email: 'miguel.rosas@agroventas.mx',
    firstName: 'Miguel Ángel',
    lastName: 'Rosas Beltrán',
    phone: '3318846201',
    role: null,
    status: 'PENDING',
    microsoftOnly: true,
    requestedDaysAgo: 5,
  },
  {
    email: 'daniela.ochoa@agroventas.mx',
    firstName: 'Daniela',
    lastName: 'Ochoa Villaseñor',
    phone: '4775120934',
    role: null,
    status: 'PENDING',
    microsoftOnly: true,
    requestedDaysAgo: 4,
  },
  {
    email: 'jose.quintero@agroventas.mx',
    firstName: 'José Alfredo',
    lastName: 'Quintero Leyva',
    phone: '6621873405',
    role: null,
    status: 'PENDING',
    microsoftOnly: true,
    requestedDaysAgo: 3,
  },
];

/** User ids by email. */
export type UserIds = Map<string, number>;

export async function insertUsers(
  trx: Transaction<Database>,
  passwordHash: string,
  zoneIds: ZoneIds,
  partnerIds: PartnerIds,
  now: Date,
): Promise<UserIds> {
  // All pending users come from the one company tenant, as after a first Microsoft sign-in.
  const tenantId = randomUUID();
  const ids: UserIds = new Map();
  // Supervisors come before their consultants in USERS, so two passes are not needed.
  for (const u of USERS) {
    const supervisorId = u.supervisor ? ids.get(u.supervisor) : undefined;
    if (u.supervisor && supervisorId === undefined)
      throw new Error(`Supervisor ${u.supervisor} not yet stored`);
    const row = await trx
      .insertInto('users')
      .values({
        email: u.email,
        first_name: u.firstName,
        last_name: u.lastName,
        phone: u.phone,
        role: u.role,
        status: u.status,
        zone_id: u.zone ? zoneIds[u.zone] : null,
        supervisor_id: supervisorId ?? null,
        distributor_id: u.distributor ? partnerId(partnerIds, u.distributor) : null,
        password_hash: u.microsoftOnly ? null : passwordHash,
        ms_tenant_id: u.microsoftOnly ? tenantId : null,
        ms_object_id: u.microsoftOnly ? randomUUID() : null,
        accepted_tos_at:
          u.acceptedTosDaysAgo === undefined
            ? null
            : new Date(now.getTime() - u.acceptedTosDaysAgo * 86_400_000),
        tos_version: u.acceptedTosDaysAgo === undefined ? null : 1,
        ...(u.requestedDaysAgo === undefined
          ? {}
          : { created_at: new Date(now.getTime() - u.requestedDaysAgo * 86_400_000) }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(u.email, row.id);
  }
  return ids;
}

/** The accounts printed at first start and used by tests: the active staff who sign in with a password. */
export function demoAccounts(): { role: string; email: string }[] {
  return USERS.filter((u) => u.status === 'ACTIVE' && u.role !== null).map((u) => ({
    role: u.role ?? '',
    email: u.email,
  }));
}
