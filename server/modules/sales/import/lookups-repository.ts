// What the rows of an import refer to, read in one query per kind: seasons by name, consultants
// by email within the importer's scope (a coordinator: its zone), customers by id, products by code.
import { sql, type Kysely, type Transaction } from 'kysely';
import { fromCents, toCents } from '../../../../domain/money.ts';
import type { AuthContext } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import { dataScopeOf } from '../../shared/scope.ts';

export interface ImportLookups {
  seasons: Map<string, { id: number; name: string; startDate: string; endDate: string }>;
  consultants: Map<string, { id: number; email: string }>;
  clients: Map<number, { id: number; consultantId: number | null; name: string; status: string }>;
  products: Map<string, { id: number; code: string; name: string; enabled: boolean; basePrice: number }>;
}

export interface LookupKeys {
  seasonNames: string[];
  consultantEmails: string[];
  clientIds: number[];
  productCodes: string[];
}

export const seasonKey = (name: string) => name.trim().toLowerCase();
export const emailKey = (email: string) => email.trim().toLowerCase();
export const productKey = (code: string) => code.trim().toUpperCase();

export async function loadImportLookups(
  db: Kysely<Database>,
  auth: AuthContext,
  keys: LookupKeys,
): Promise<ImportLookups> {
  const scope = dataScopeOf(auth);
  const none = <T>() => Promise.resolve([] as T[]);
  const [seasons, consultants, clients, products] = await Promise.all([
    keys.seasonNames.length === 0
      ? none<{ id: number; name: string; startDate: string; endDate: string }>()
      : db
          .selectFrom('seasons')
          .select(['id', 'name', 'start_date as startDate', 'end_date as endDate'])
          .where(sql<string>`lower(name)`, 'in', keys.seasonNames.map(seasonKey))
          .execute(),
    keys.consultantEmails.length === 0 || (scope.kind !== 'all' && scope.kind !== 'zone')
      ? none<{ id: number; email: string }>()
      : db
          .selectFrom('users')
          .select(['id', 'email'])
          .where('role', '=', 'CONSULTANT')
          .where('status', '=', 'ACTIVE')
          .where(sql<string>`lower(email)`, 'in', keys.consultantEmails.map(emailKey))
          .$if(scope.kind === 'zone', (qb) =>
            qb.where('zone_id', '=', scope.kind === 'zone' ? scope.zoneId : 0),
          )
          .execute(),
    keys.clientIds.length === 0
      ? none<{
          id: number;
          consultant_id: number | null;
          first_name: string;
          last_name: string;
          status: string;
        }>()
      : db
          .selectFrom('clients')
          .select(['id', 'consultant_id', 'first_name', 'last_name', 'status'])
          .where('id', 'in', keys.clientIds)
          .execute(),
    keys.productCodes.length === 0
      ? none<{ id: number; code: string; name: string; enabled: boolean; base_price: string }>()
      : db
          .selectFrom('products')
          .select(['id', 'code', 'name', 'enabled', 'base_price'])
          .where(sql<string>`upper(code)`, 'in', keys.productCodes.map(productKey))
          .execute(),
  ]);
  return {
    seasons: new Map(seasons.map((s) => [seasonKey(s.name), s])),
    consultants: new Map(consultants.map((c) => [emailKey(c.email), c])),
    clients: new Map(
      clients.map((c) => [
        c.id,
        { id: c.id, consultantId: c.consultant_id, name: `${c.first_name} ${c.last_name}`, status: c.status },
      ]),
    ),
    products: new Map(
      products.map((p) => [
        productKey(p.code),
        {
          id: p.id,
          code: p.code,
          name: p.name,
          enabled: p.enabled,
          basePrice: fromCents(toCents(p.base_price)),
        },
      ]),
    ),
  };
}

/** The customers an import's rows name, with their consultant and status (read under the import's lock order). */
export function customersByIds(trx: Transaction<Database>, ids: readonly number[]) {
  return trx.selectFrom('clients').select(['id', 'consultant_id', 'status']).where('id', 'in', ids).execute();
}

/** The products an import's lines name. */
export function productsByIds(trx: Transaction<Database>, ids: readonly number[]) {
  return trx
    .selectFrom('products')
    .select(['id', 'code', 'name', 'enabled'])
    .where('id', 'in', ids)
    .execute();
}
