// Stores the accepted sales of an import at once: folios numbered in one step under the folio lock,
// then the sales, their lines and their audit entries in multi-row INSERTs, chunked so that no
// statement nears PostgreSQL's 65,535 parameters. Each row holds what POST /sales would store.
import type { Transaction } from 'kysely';
import { centsToNumeric } from '../../../../domain/money.ts';
import type { Database } from '../../../db/database.ts';
import { auditValues } from '../../shared/audit.ts';
import { nextFolios } from '../../shared/folios.ts';
import { priceLines } from '../../shared/sale-rules.ts';
import { saleItemValues } from '../write-repository.ts';
import type { PlannedSale } from './import-rows.ts';

/** Rows per INSERT: at most 10 columns each, so far under the parameter limit. */
const CHUNK = 1000;

function chunked<T>(list: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < list.length; start += CHUNK) chunks.push(list.slice(start, start + CHUNK));
  return chunks;
}

export interface SaveContext {
  actorUserId: number;
  ip: string | null;
  today: string;
}

/** Inserts the sales (setting each plan's id and folio), their lines and their audit entries. */
export async function saveImportedSales(
  trx: Transaction<Database>,
  accepted: readonly PlannedSale[],
  context: SaveContext,
): Promise<void> {
  if (accepted.length === 0) return;
  const { actorUserId, ip, today } = context;
  const consultantIds = [...new Set(accepted.map((p) => p.consultantId))];
  const consultants = await trx
    .selectFrom('users')
    .select(['id', 'distributor_id'])
    .where('id', 'in', consultantIds)
    .execute();
  const distributorOf = new Map(consultants.map((c) => [c.id, c.distributor_id]));
  const folios = await nextFolios(trx, 'sales', 'V', today.slice(0, 4), accepted.length);
  const sales = accepted.map((plan, index) => ({
    plan,
    folio: folios[index] ?? '',
    priced: priceLines(plan.input.items),
  }));

  const ids = new Map<string, number>();
  for (const chunk of chunked(sales)) {
    const rows = await trx
      .insertInto('sales')
      .values(
        chunk.map(({ plan, folio, priced }) => ({
          folio,
          season_id: plan.input.seasonId,
          client_id: plan.input.clientId,
          consultant_id: plan.consultantId,
          distributor_id: distributorOf.get(plan.consultantId) ?? null,
          voucher_id: null,
          sale_date: plan.input.saleDate ?? today,
          status: 'ACTIVE' as const,
          total: centsToNumeric(priced.totalCents),
          notes: plan.input.notes || null,
        })),
      )
      .returning(['id', 'folio'])
      .execute();
    for (const row of rows) ids.set(row.folio, row.id);
  }
  for (const sale of sales) {
    const id = ids.get(sale.folio);
    if (id === undefined) throw new Error(`Sale ${sale.folio} was not stored`);
    sale.plan.sale.id = id;
    sale.plan.sale.folio = sale.folio;
  }

  const lines = sales.flatMap(({ plan, priced }) =>
    saleItemValues(plan.sale.id ?? 0, plan.input.items, priced.lines),
  );
  for (const chunk of chunked(lines)) await trx.insertInto('sale_items').values(chunk).execute();

  const entries = sales.map(({ plan, folio, priced }) =>
    auditValues({
      actorUserId,
      action: 'sales.create',
      entity: 'sale',
      entityId: plan.sale.id,
      after: {
        folio,
        consultantId: plan.consultantId,
        ...plan.input,
        items: plan.input.items,
        total: centsToNumeric(priced.totalCents),
      },
      ip,
    }),
  );
  for (const chunk of chunked(entries)) await trx.insertInto('audit_log').values(chunk).execute();
}
