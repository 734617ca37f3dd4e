// The notification service: who hears of each event (and who does not: other zones, other roles,
// accounts that are not ACTIVE), what they read, and channel delivery only after commit.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../domain/notifications.ts';
import type { Database } from '../../db/database.ts';
import { createTestContext, DEMO_EMAILS, testDatabaseKinds, type TestContext } from '../../test/helper.ts';
import { notificationEventSchema } from './events.ts';
import { notify } from './notify.ts';
import { activeIds, idOf, insertUser, insertZone, sorted } from './test-fixtures.ts';

describe('notification kinds', () => {
  it('lists in the API exactly the kinds of the events', () => {
    const eventKinds = notificationEventSchema.options.map((option) => option.shape.kind.value);
    expect([...eventKinds].sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });
});

describe.each(testDatabaseKinds())('notify (%s)', (kind) => {
  let ctx: TestContext;
  let db: Kysely<Database>;
  let zone: number;
  const staff = {} as Record<
    | 'coordinator'
    | 'disabledCoordinator'
    | 'pendingCoordinator'
    | 'supervisor'
    | 'consultant'
    | 'disabledConsultant'
    | 'disabledAdmin'
    | 'otherCoordinator'
    | 'noZoneCoordinator',
    number
  >;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    db = ctx.database.db;
    zone = await insertZone(db, 'Zona de avisos');
    staff.coordinator = await insertUser(db, 'COORDINATOR', 'ACTIVE', zone);
    staff.disabledCoordinator = await insertUser(db, 'COORDINATOR', 'DISABLED', zone);
    staff.pendingCoordinator = await insertUser(db, 'COORDINATOR', 'PENDING', zone);
    staff.supervisor = await insertUser(db, 'SUPERVISOR', 'ACTIVE', zone);
    staff.consultant = await insertUser(db, 'CONSULTANT', 'ACTIVE', zone);
    staff.disabledConsultant = await insertUser(db, 'CONSULTANT', 'DISABLED', zone);
    staff.disabledAdmin = await insertUser(db, 'ADMIN', 'DISABLED', null);
    staff.otherCoordinator = await idOf(db, DEMO_EMAILS.COORDINATOR);
    staff.noZoneCoordinator = await insertUser(db, 'COORDINATOR', 'ACTIVE', null);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const recipients = async (stored: { userId: number }[]) => sorted(stored.map((n) => n.userId));
  const admins = () => activeIds(db, ['ADMIN']);

  it('tells a Dkbono payment to its consultant only, with the amounts and a link to the Dkbono', async () => {
    const stored = await notify(db, {
      kind: 'VOUCHER_PAYMENT_RECORDED',
      voucherId: 41,
      folio: 'DK-2026-000041',
      consultantId: staff.consultant,
      paid: '1500.50',
      total: '4000.00',
    });
    expect(await recipients(stored)).toEqual([staff.consultant]);
    const row = await db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', stored[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: staff.consultant,
      kind: 'VOUCHER_PAYMENT_RECORDED',
      title: 'Pago registrado en el DKbono DK-2026-000041',
      link: '/dashboard/sales/dkbono/41',
      read_at: null,
    });
    expect(row.body).toContain('$1,500.50');
    expect(row.body).toContain('$4,000.00');
    expect(row.body).toContain('$2,499.50');
  });

  it('tells a fully paid Dkbono to its consultant, and nobody when the consultant is not active', async () => {
    const paid = await notify(db, {
      kind: 'VOUCHER_PAID',
      voucherId: 42,
      folio: 'DK-2026-000042',
      consultantId: staff.consultant,
      total: '4000.00',
    });
    expect(await recipients(paid)).toEqual([staff.consultant]);
    expect(paid[0]).toMatchObject({
      title: 'DKbono DK-2026-000042 liquidado',
      link: '/dashboard/sales/dkbono/42',
    });

    const toDisabled = await notify(db, {
      kind: 'VOUCHER_PAID',
      voucherId: 43,
      folio: 'DK-2026-000043',
      consultantId: staff.disabledConsultant,
      total: '10.00',
    });
    expect(toDisabled).toEqual([]);
    const stored = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', staff.disabledConsultant)
      .execute();
    expect(stored).toEqual([]);
  });

  it("tells a self-registered customer to the admins and its zone's active coordinators", async () => {
    const stored = await notify(db, {
      kind: 'CLIENT_SELF_REGISTERED',
      clientId: 77,
      name: 'Rosa Elena Ibarra',
      zoneId: zone,
    });
    expect(await recipients(stored)).toEqual(sorted([...(await admins()), staff.coordinator]));
    for (const excluded of [
      staff.disabledCoordinator,
      staff.pendingCoordinator,
      staff.supervisor,
      staff.consultant,
      staff.disabledAdmin,
      staff.otherCoordinator,
      staff.noZoneCoordinator,
    ])
      expect(stored.map((n) => n.userId)).not.toContain(excluded);
    expect(stored[0]).toMatchObject({
      kind: 'CLIENT_SELF_REGISTERED',
      link: '/dashboard/customers/form/77',
    });
    expect(stored[0]?.body).toContain('Rosa Elena Ibarra');
  });

  it('tells a self-registered customer without a zone to the admins only', async () => {
    const stored = await notify(db, {
      kind: 'CLIENT_SELF_REGISTERED',
      clientId: 78,
      name: 'Sin Zona',
      zoneId: null,
    });
    expect(await recipients(stored)).toEqual(sorted(await admins()));
  });

  it('tells an assigned customer to its consultant only, and nobody when the consultant is not active', async () => {
    const stored = await notify(db, {
      kind: 'CLIENT_ASSIGNED',
      clientId: 77,
      name: 'Rosa Méndez',
      consultantId: staff.consultant,
      how: 'REASSIGNED',
    });
    expect(await recipients(stored)).toEqual([staff.consultant]);
    expect(stored[0]).toMatchObject({
      kind: 'CLIENT_ASSIGNED',
      title: 'Cliente asignado: Rosa Méndez',
      body: 'Rosa Méndez pasó a tu cartera de clientes.',
      link: '/dashboard/customers/form/77',
    });
    const toDisabled = await notify(db, {
      kind: 'CLIENT_ASSIGNED',
      clientId: 78,
      name: 'Luis Ortega',
      consultantId: staff.disabledConsultant,
      how: 'CREATED',
    });
    expect(toDisabled).toEqual([]);
  });

  it("tells a pending user to the admins and its zone's coordinators", async () => {
    const pending = await insertUser(db, null, 'PENDING', zone);
    const stored = await notify(db, {
      kind: 'USER_PENDING_APPROVAL',
      userId: pending,
      name: 'Ana Pérez',
      zoneId: zone,
    });
    expect(await recipients(stored)).toEqual(sorted([...(await admins()), staff.coordinator]));
    expect(stored[0]).toMatchObject({ title: 'Usuario por aprobar', link: '/dashboard/users/pending-list' });
  });

  it('tells a pending user without a zone to the admins and every active coordinator', async () => {
    const pending = await insertUser(db, null, 'PENDING', null);
    const stored = await notify(db, {
      kind: 'USER_PENDING_APPROVAL',
      userId: pending,
      name: 'Luis Mora',
      zoneId: null,
    });
    const everyCoordinator = await activeIds(db, ['COORDINATOR']);
    expect(everyCoordinator).toEqual(expect.arrayContaining([staff.coordinator, staff.otherCoordinator]));
    expect(await recipients(stored)).toEqual(sorted([...(await admins()), ...everyCoordinator]));
    expect(stored.map((n) => n.userId)).not.toContain(staff.disabledCoordinator);
    expect(stored.map((n) => n.userId)).not.toContain(pending);
  });

  it('tells a message to every active user of its audience roles, ignoring roles that are not staff', async () => {
    const stored = await notify(db, {
      kind: 'MESSAGE_PUBLISHED',
      messageId: 5,
      title: 'Junta de ventas',
      body: 'El lunes a las 9:00.',
      audienceRoles: ['SUPERVISOR', 'CONSULTANT', 'FARMER'],
    });
    const audience = await activeIds(db, ['SUPERVISOR', 'CONSULTANT']);
    expect(audience).toEqual(expect.arrayContaining([staff.supervisor, staff.consultant]));
    expect(await recipients(stored)).toEqual(sorted(audience));
    expect(stored.map((n) => n.userId)).not.toContain(staff.disabledConsultant);
    expect(stored.map((n) => n.userId)).not.toContain(staff.coordinator);
    expect(stored[0]).toMatchObject({ title: 'Junta de ventas', body: 'El lunes a las 9:00.', link: null });

    const nobody = await notify(db, {
      kind: 'MESSAGE_PUBLISHED',
      messageId: 6,
      title: 'Nadie',
      body: '…',
      audienceRoles: ['FARMER'],
    });
    expect(nobody).toEqual([]);
  });

  it('tells low stock to every active coordinator and admin, with a link to the season inventory', async () => {
    const stored = await notify(db, {
      kind: 'STOCK_LOW',
      seasonId: 3,
      seasonName: 'PV-2026',
      productId: 9,
      productName: 'DK-4050',
      available: 1,
      allocated: 100,
    });
    expect(await recipients(stored)).toEqual(sorted(await activeIds(db, ['ADMIN', 'COORDINATOR'])));
    expect(stored.map((n) => n.userId)).toEqual(
      expect.arrayContaining([staff.coordinator, staff.otherCoordinator, staff.noZoneCoordinator]),
    );
    expect(stored.map((n) => n.userId)).not.toContain(staff.supervisor);
    expect(stored[0]).toMatchObject({
      title: 'Inventario bajo: DK-4050',
      link: '/dashboard/seasons/inventory?seasonId=3',
    });
    expect(stored[0]?.body).toBe('Disponibles en la temporada PV-2026: 1 de 100 bolsas asignadas.');
  });

  it('stores nothing when the transaction that raised the event rolls back', async () => {
    const before = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', staff.consultant)
      .orderBy('id')
      .execute();
    await expect(
      db.transaction().execute(async (trx) => {
        const stored = await notify(trx, {
          kind: 'VOUCHER_PAID',
          voucherId: 44,
          folio: 'DK-2026-000044',
          consultantId: staff.consultant,
          total: '1.00',
        });
        expect(stored).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', staff.consultant)
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
  });
});
