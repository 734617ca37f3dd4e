// SQL behind customer changes: the columns a form sets, the insert, the locked row a change starts from,
// the update, ending a customer's farmer sessions, and deleting a registration merged into a recorded customer.
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { CustomerRegistration } from '../../../domain/customers.ts';
import type { ClientsTable, Database } from '../../db/database.ts';
import type { DataScope } from '../shared/scope.ts';
import { scopedClients } from './repository.ts';

/**
 * The columns a customer form sets (place, contact, production), empty optional fields as null:
 * the staff's form and the farmer's self-registration alike.
 */
export function customerFormColumns(input: CustomerRegistration) {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email || null,
    phone: input.phone,
    tax_id: input.taxId || null,
    state_id: input.stateId,
    municipality_id: input.municipalityId ?? null,
    locality_id: input.localityId ?? null,
    production_type_id: input.productionTypeId ?? null,
    hectares: input.hectares ?? null,
  };
}

export async function insertClient(db: Kysely<Database>, values: Insertable<ClientsTable>): Promise<number> {
  const row = await db.insertInto('clients').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The stored customer inside the scope, locked until the change's transaction ends. */
export async function lockScopedClient(db: Kysely<Database>, scope: DataScope, id: number) {
  return scopedClients(db, scope).selectAll('c').where('c.id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Every change of a customer's row moves its version, an edit's as well as a status change, an
 * approval, a merge or a new key: a form read before any of them is refused (409 RECORD_CHANGED).
 */
export async function updateClient(
  db: Kysely<Database>,
  id: number,
  values: Omit<Updateable<ClientsTable>, 'version'>,
): Promise<void> {
  await db
    .updateTable('clients')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: sql`now()` }))
    .where('id', '=', id)
    .execute();
}

/** Signs the customer's farmer out everywhere (a new key, or the customer made inactive). */
export async function endFarmerSessions(db: Kysely<Database>, clientId: number): Promise<void> {
  await db.deleteFrom('sessions').where('client_id', '=', clientId).execute();
}

/** Whether any sale or Dkbono names the customer (a registration with some cannot be merged away). */
export async function hasRecords(db: Kysely<Database>, clientId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('sales').select('id').where('client_id', '=', clientId)).as('sales'),
      eb.exists(eb.selectFrom('vouchers').select('id').where('client_id', '=', clientId)).as('vouchers'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.sales) || Boolean(row.vouchers);
}

/** Deletes a customer; its sessions and simulations go with it (ON DELETE CASCADE). */
export async function deleteClient(db: Kysely<Database>, clientId: number): Promise<void> {
  await db.deleteFrom('clients').where('id', '=', clientId).execute();
}
