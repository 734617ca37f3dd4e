// Read receipts: a staff member of a message's audience marks it read once (again changes
// nothing), nobody else can; its author and admins see how many of the audience read it and who has
// not; everyone else is refused.
import { describe, expect, it } from 'vitest';
import { mexicoCityDay } from '../../../domain/days.ts';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { activeIds, insertUser, sorted } from '../notifications/test-fixtures.ts';
import { apiFixture, userIdOf } from '../../test/api-fixture.ts';

const WHO = ['admin', 'coordinator', 'supervisor', 'consultant', 'consultant2', 'farmer'] as const;
type Who = (typeof WHO)[number];

interface Receipts {
  readCount: number;
  audienceCount: number;
  unread: { id: number; name: string; role: string }[];
}

function day(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return mexicoCityDay(date);
}

let counter = 0;

describe.each(testDatabaseKinds())('message read receipts API (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: WHO,
    prepare: async (ctx) => ({
      ids: {
        admin: await userIdOf(ctx, DEMO_EMAILS.ADMIN),
        supervisor: await userIdOf(ctx, DEMO_EMAILS.SUPERVISOR),
        consultant: await userIdOf(ctx, DEMO_EMAILS.CONSULTANT),
        consultant2: await userIdOf(ctx, DEMO_EMAILS.CONSULTANT2),
      },
    }),
  });

  const send = (method: 'GET' | 'POST', url: string, who: Who | null) =>
    fx.ctx.request({ method, url, cookie: who ? fx.cookies[who] : undefined });

  /** A message for some roles, written by the admin through the API. */
  const publish = async (extra: object = {}): Promise<{ id: number; title: string }> => {
    counter += 1;
    const response = await fx.ctx.request({
      method: 'POST',
      url: '/api/messages',
      cookie: fx.cookies.admin,
      payload: {
        title: `Aviso leído ${counter}`,
        body: 'Revisen el inventario.',
        audienceRoles: ['CONSULTANT'],
        activeFrom: day(0),
        activeTo: day(7),
        ...extra,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const markRead = (id: number, who: Who | null) => send('POST', `/api/messages/${id}/read`, who);
  const receipts = async (id: number, who: Who = 'admin'): Promise<Receipts> => {
    const response = await send('GET', `/api/messages/${id}/receipts`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const storedReads = (id: number) =>
    fx.ctx.database.db
      .selectFrom('message_reads')
      .select(['user_id', 'read_at'])
      .where('message_id', '=', id)
      .execute();
  const listed = async (title: string) => {
    const response = await send('GET', `/api/messages?q=${encodeURIComponent(title)}`, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.data[0] as { readCount: number; audienceCount: number };
  };
  const readAtInBanner = async (id: number, who: Who) => {
    const response = await send('GET', '/api/messages/active', who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.find((m: { id: number }) => m.id === id)?.readAt;
  };

  /** A message written an hour ago that was on screen until a minute ago. */
  const shownThenEnded = async (): Promise<number> => {
    const row = await fx.ctx.database.db
      .insertInto('messages')
      .values({
        title: 'Ya terminó',
        body: 'Se mostró hasta hace un minuto.',
        audience_roles: ['CONSULTANT'],
        active_from: new Date(Date.now() - 3_600_000),
        active_to: new Date(Date.now() - 60_000),
        created_by: fx.ids.admin,
        created_at: new Date(Date.now() - 3_600_000),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('records the first opening only: marking again keeps the first time and one row', async () => {
    const message = await publish();
    expect(await readAtInBanner(message.id, 'consultant')).toBeNull();

    const first = await markRead(message.id, 'consultant');
    expect(first.statusCode, first.body).toBe(200);
    const readAt: string = first.json().data.readAt;
    expect(new Date(readAt).getTime()).not.toBeNaN();

    const again = await markRead(message.id, 'consultant');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.readAt).toBe(readAt);
    expect(await storedReads(message.id)).toEqual([
      { user_id: fx.ids.consultant, read_at: new Date(readAt) },
    ]);

    // The banner tells each reader their own state.
    expect(await readAtInBanner(message.id, 'consultant')).toBe(readAt);
    expect(await readAtInBanner(message.id, 'consultant2')).toBeNull();
  });

  it('lets only its audience mark a message read, and only once it has been shown', async () => {
    const forConsultants = await publish();
    const scheduled = await publish({ activeFrom: day(2), activeTo: day(4) });
    const ended = await shownThenEnded();

    for (const who of ['admin', 'coordinator', 'supervisor'] as const) {
      const response = await markRead(forConsultants.id, who);
      expect(response.statusCode, who).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'El mensaje no existe.' });
    }
    expect((await markRead(forConsultants.id, 'farmer')).statusCode).toBe(403);
    expect((await markRead(forConsultants.id, null)).statusCode).toBe(401);
    expect((await markRead(scheduled.id, 'consultant')).statusCode).toBe(404);
    expect((await markRead(999_999, 'consultant')).statusCode).toBe(404);
    const bad = await send('POST', '/api/messages/abc/read', 'consultant');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    for (const id of [forConsultants.id, scheduled.id]) expect(await storedReads(id)).toEqual([]);

    // A page opened while it was on can still record it after its last day.
    expect((await markRead(ended, 'consultant')).statusCode).toBe(200);
    expect((await storedReads(ended)).map((r) => r.user_id)).toEqual([fx.ids.consultant]);
  });

  it('counts who of its audience read it, in the receipts and in the list', async () => {
    const message = await publish({ audienceRoles: ['SUPERVISOR', 'CONSULTANT'] });
    const audience = sorted(await activeIds(fx.ctx.database.db, ['SUPERVISOR', 'CONSULTANT']));
    expect(await receipts(message.id)).toMatchObject({ readCount: 0, audienceCount: audience.length });
    expect(await listed(message.title)).toMatchObject({ readCount: 0, audienceCount: audience.length });

    await markRead(message.id, 'consultant');
    await markRead(message.id, 'supervisor');
    await markRead(message.id, 'consultant');
    expect(await receipts(message.id)).toMatchObject({ readCount: 2, audienceCount: audience.length });
    expect(await listed(message.title)).toMatchObject({ readCount: 2, audienceCount: audience.length });
  });

  it('counts only the audience as it is now: a reader who left it, or is disabled, no longer counts', async () => {
    const message = await publish();
    const newcomer = await insertUser(fx.ctx.database.db, 'CONSULTANT', 'ACTIVE', null);
    const disabled = await insertUser(fx.ctx.database.db, 'CONSULTANT', 'DISABLED', null);
    const consultants = sorted(await activeIds(fx.ctx.database.db, ['CONSULTANT']));
    expect(consultants).toContain(newcomer);
    expect(consultants).not.toContain(disabled);
    await fx.ctx.database.db
      .insertInto('message_reads')
      .values([
        { message_id: message.id, user_id: newcomer },
        { message_id: message.id, user_id: disabled },
      ])
      .execute();
    expect(await receipts(message.id)).toMatchObject({ readCount: 1, audienceCount: consultants.length });

    await fx.ctx.database.db
      .updateTable('users')
      .set({ role: 'SUPERVISOR' })
      .where('id', '=', newcomer)
      .execute();
    expect(await receipts(message.id)).toMatchObject({ readCount: 0, audienceCount: consultants.length - 1 });
    expect(await listed(message.title)).toMatchObject({
      readCount: 0,
      audienceCount: consultants.length - 1,
    });
  });

  it('names who of the audience has not read it, with their roles, and drops each reader', async () => {
    const message = await publish({ audienceRoles: ['SUPERVISOR', 'CONSULTANT'] });
    const audience = sorted(await activeIds(fx.ctx.database.db, ['SUPERVISOR', 'CONSULTANT']));
    const before = await receipts(message.id);
    expect(sorted(before.unread.map((u) => u.id))).toEqual(audience);
    expect(before.unread).toContainEqual({
      id: fx.ids.consultant,
      name: expect.any(String),
      role: 'CONSULTANT',
    });
    expect(before.unread).toContainEqual({
      id: fx.ids.supervisor,
      name: expect.any(String),
      role: 'SUPERVISOR',
    });
    const consultantRow = await fx.ctx.database.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', fx.ids.consultant)
      .executeTakeFirstOrThrow();
    expect(before.unread.find((u) => u.id === fx.ids.consultant)?.name).toBe(
      `${consultantRow.first_name} ${consultantRow.last_name}`,
    );

    await markRead(message.id, 'consultant');
    const after = await receipts(message.id);
    expect(after.unread.map((u) => u.id)).not.toContain(fx.ids.consultant);
    expect(sorted(after.unread.map((u) => u.id))).toEqual(audience.filter((id) => id !== fx.ids.consultant));
    expect(after.readCount + after.unread.length).toBe(after.audienceCount);
  });

  it('shows the receipts to admins and the author only', async () => {
    const message = await publish();
    for (const who of ['coordinator', 'supervisor', 'consultant'] as const) {
      const response = await send('GET', `/api/messages/${message.id}/receipts`, who);
      expect(response.statusCode, who).toBe(404);
    }
    expect((await send('GET', `/api/messages/${message.id}/receipts`, 'farmer')).statusCode).toBe(403);
    expect((await send('GET', `/api/messages/${message.id}/receipts`, null)).statusCode).toBe(401);
    expect((await send('GET', '/api/messages/999999/receipts', 'admin')).statusCode).toBe(404);
    expect((await send('GET', '/api/messages/0/receipts', 'admin')).statusCode).toBe(400);

    // A message written by someone who is no longer an admin: its author still sees its receipts.
    const { id } = await fx.ctx.database.db
      .insertInto('messages')
      .values({
        title: 'De un supervisor',
        body: 'Escrito cuando era administrador.',
        audience_roles: ['CONSULTANT'],
        active_from: new Date(Date.now() - 60_000),
        active_to: null,
        created_by: fx.ids.supervisor,
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await receipts(id, 'supervisor')).audienceCount).toBe(
      (await activeIds(fx.ctx.database.db, ['CONSULTANT'])).length,
    );
    expect((await send('GET', `/api/messages/${id}/receipts`, 'coordinator')).statusCode).toBe(404);
    expect((await receipts(id, 'admin')).readCount).toBe(0);
  });

  it('refuses a receipt for a message published already expired, which nobody was shown', async () => {
    const expired = await publish({ activeFrom: day(-7), activeTo: day(-1) });
    expect((await markRead(expired.id, 'consultant')).statusCode).toBe(404);
    expect(await storedReads(expired.id)).toEqual([]);
    // One that was on screen and ended since (a page still open) still takes the receipt.
    const id = await shownThenEnded();
    expect((await markRead(id, 'consultant')).statusCode).toBe(200);
  });

  it('drops the reads with their message', async () => {
    const message = await publish();
    await markRead(message.id, 'consultant');
    await markRead(message.id, 'consultant2');
    expect(await storedReads(message.id)).toHaveLength(2);
    const deleted = await fx.ctx.request({
      method: 'DELETE',
      url: `/api/messages/${message.id}`,
      cookie: fx.cookies.admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedReads(message.id)).toEqual([]);
    expect((await markRead(message.id, 'consultant')).statusCode).toBe(404);
  });
});
