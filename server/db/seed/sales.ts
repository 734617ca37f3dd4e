// Writes the planned Dkbonos (with items and payments) and sales (with items), numbering their
// folios as the app does: V-<year>-000001 and DK-<year>-000001, a sequence per year of creation.
import type { Transaction } from 'kysely';
import { centsToNumeric } from '../../../domain/cents.ts';
import type { Database } from '../database.ts';
import { addDays, middayOf, utcDay } from './dates.ts';
import { type LineItem, totalOf } from './line-items.ts';
import type { SalePlan, VoucherPlan } from './sales-plan.ts';

interface FolioDocument {
  day: string;
}

/** Folios in creation order, the sequence restarting each calendar year. */
function assignFolios<T extends FolioDocument>(prefix: string, documents: T[]): Map<T, string> {
  const ordered = [...documents].sort((a, b) => a.day.localeCompare(b.day));
  const sequence = new Map<string, number>();
  const folios = new Map<T, string>();
  for (const document of ordered) {
    const year = document.day.slice(0, 4);
    const next = (sequence.get(year) ?? 0) + 1;
    sequence.set(year, next);
    folios.set(document, `${prefix}-${year}-${String(next).padStart(6, '0')}`);
  }
  return folios;
}

const GRAIN_YIELDS = [9.5, 10, 10.5, 11, 12];
const SILAGE_YIELDS = [45, 50, 55, 60];

function itemColumns(item: LineItem) {
  return {
    product_id: item.product.id,
    quantity: item.quantity,
    base_price: centsToNumeric(item.priceCents),
    discount: centsToNumeric(item.discountCents),
    total: centsToNumeric(item.totalCents),
  };
}

export async function insertSalesAndVouchers(
  trx: Transaction<Database>,
  today: Date,
  plan: { sales: SalePlan[]; vouchers: VoucherPlan[] },
  ids: { users: Map<string, number>; distributorOf: Map<string, number | null> },
): Promise<void> {
  const dayOf = (offset: number) => utcDay(addDays(today, offset));
  const userIdOf = (email: string) => {
    const id = ids.users.get(email);
    if (id === undefined) throw new Error(`No demo user ${email}`);
    return id;
  };

  const voucherDocs = plan.vouchers.map((v) => ({ plan: v, day: dayOf(v.createdDay) }));
  const voucherFolios = assignFolios('DK', voucherDocs);
  const voucherIds = new Map<VoucherPlan, number>();
  if (voucherDocs.length > 0) {
    const rows = await trx
      .insertInto('vouchers')
      .values(
        voucherDocs.map((doc) => {
          const lastPayment = doc.plan.payments.at(-1);
          return {
            folio: voucherFolios.get(doc) ?? '',
            season_id: doc.plan.seasonId,
            client_id: doc.plan.customerId,
            consultant_id: userIdOf(doc.plan.consultantEmail),
            status: doc.plan.status,
            total: centsToNumeric(totalOf(doc.plan.items)),
            paid: centsToNumeric(doc.plan.payments.reduce((sum, p) => sum + p.amountCents, 0)),
            notes: doc.plan.notes,
            created_at: middayOf(doc.day),
            updated_at: middayOf(lastPayment ? dayOf(lastPayment.day) : doc.day),
          };
        }),
      )
      .returning(['id', 'folio'])
      .execute();
    const idByFolio = new Map(rows.map((r) => [r.folio, r.id]));
    for (const doc of voucherDocs) voucherIds.set(doc.plan, idByFolio.get(voucherFolios.get(doc) ?? '') ?? 0);
    await trx
      .insertInto('voucher_items')
      .values(
        plan.vouchers.flatMap((v) =>
          v.items.map((item) => ({ voucher_id: voucherIds.get(v) ?? 0, ...itemColumns(item) })),
        ),
      )
      .execute();
    const payments = plan.vouchers.flatMap((v) =>
      v.payments.map((p) => ({
        voucher_id: voucherIds.get(v) ?? 0,
        date: dayOf(p.day),
        amount: centsToNumeric(p.amountCents),
        method: p.method,
        reference: p.reference,
      })),
    );
    if (payments.length > 0) await trx.insertInto('voucher_payments').values(payments).execute();
  }

  if (plan.sales.length === 0) return;
  const saleDocs = plan.sales.map((s) => ({ plan: s, day: dayOf(s.saleDay) }));
  const saleFolios = assignFolios('V', saleDocs);
  const rows = await trx
    .insertInto('sales')
    .values(
      saleDocs.map((doc) => ({
        folio: saleFolios.get(doc) ?? '',
        season_id: doc.plan.seasonId,
        client_id: doc.plan.customerId,
        consultant_id: userIdOf(doc.plan.consultantEmail),
        distributor_id: ids.distributorOf.get(doc.plan.consultantEmail) ?? null,
        voucher_id: doc.plan.voucher ? (voucherIds.get(doc.plan.voucher) ?? null) : null,
        sale_date: doc.day,
        status: 'ACTIVE' as const,
        total: centsToNumeric(totalOf(doc.plan.items)),
        notes: doc.plan.notes,
        created_at: middayOf(doc.day),
        updated_at: middayOf(doc.day),
      })),
    )
    .returning(['id', 'folio'])
    .execute();
  const saleIdByFolio = new Map(rows.map((r) => [r.folio, r.id]));
  await trx
    .insertInto('sale_items')
    .values(
      saleDocs.flatMap((doc) =>
        doc.plan.items.map((item) => {
          const productYield = item.product.kind === 'SILAGE' ? SILAGE_YIELDS : GRAIN_YIELDS;
          return {
            sale_id: saleIdByFolio.get(saleFolios.get(doc) ?? '') ?? 0,
            ...itemColumns(item),
            hectares: item.hectares.toFixed(2),
            // Expected t/ha for the plot, a fixed pick per product so the numbers look consistent.
            product_yield: (productYield[item.product.id % productYield.length] ?? 10).toFixed(2),
            investment: centsToNumeric(item.totalCents),
          };
        }),
      ),
    )
    .execute();
}
