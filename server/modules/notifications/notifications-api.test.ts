// The notifications API: each staff member lists, counts and marks read only their own
// notifications; another user's notification answers 404 like a missing one; farmers have none.
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { apiFixture, cookieFor, farmerCookie } from '../../test/api-fixture.ts';
import type { StoredNotification } from './events.ts';
import { notify } from './notify.ts';
import { idOf, insertUser } from './test-fixtures.ts';

interface Listed {
  id: number;
  kind: string;
  title: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

describe.each(testDatabaseKinds())('notifications API (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['consultant2'],
    prepare: async (ctx) => {
      const db = ctx.database.db;
      const paid = (consultantId: number, n: number) =>
        notify(db, {
          kind: 'VOUCHER_PAID',
          voucherId: n,
          folio: `DK-2026-${String(n).padStart(6, '0')}`,
          consultantId,
          total: '100.00',
        });
      // A consultant of our own, so the demo's notifications do not count.
      const meId = await insertUser(db, 'CONSULTANT', 'ACTIVE', null);
      const { email } = await db
        .selectFrom('users')
        .select('email')
        .where('id', '=', meId)
        .executeTakeFirstOrThrow();
      const mine: StoredNotification[] = [];
      for (let n = 1; n <= 5; n += 1) mine.push(...(await paid(meId, n)));
      return {
        me: await cookieFor(ctx, email),
        mine,
        theirs: await paid(await idOf(db, DEMO_EMAILS.CONSULTANT2), 99),
      };
    },
  });

  const get = (url: string, cookie: string | undefined = fx.me) =>
    fx.ctx.request({ method: 'GET', url, cookie });
  const put = (url: string, cookie: string | undefined = fx.me) =>
    fx.ctx.request({ method: 'PUT', url, cookie });
  const unread = async (cookie = fx.me) =>
    (await get('/api/notifications/unread-count', cookie)).json().data.unread;

  it('lists only my notifications, newest first, a page at a time', async () => {
    const first = await get('/api/notifications?page=1&size=2');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json().data;
    expect(page).toMatchObject({ page: 1, size: 2, totalPages: 3, totalRecords: 5 });
    expect(page.data.map((n: Listed) => n.id)).toEqual([fx.mine[4]?.id, fx.mine[3]?.id]);
    expect(page.data[0]).toEqual({
      id: fx.mine[4]?.id,
      kind: 'VOUCHER_PAID',
      title: 'DKbono DK-2026-000005 liquidado',
      body: expect.stringContaining('DK-2026-000005'),
      link: '/dashboard/sales/dkbono/5',
      readAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const all = (await get('/api/notifications?size=200')).json().data;
    expect(all.data.map((n: Listed) => n.id)).toEqual(fx.mine.map((n) => n.id).reverse());
    expect(all.data.map((n: Listed) => n.id)).not.toContain(fx.theirs[0]?.id);

    const oldestFirst = (await get('/api/notifications?sort=date:asc&size=1')).json().data;
    expect(oldestFirst.data.map((n: Listed) => n.id)).toEqual([fx.mine[0]?.id]);
  });

  it('counts my unread notifications for the bell', async () => {
    expect(await unread()).toBe(5);
  });

  it('marks one of mine read, keeps its first read time, and filters by read state', async () => {
    const target = fx.mine[1]?.id;
    const marked = await put(`/api/notifications/${target}/read`);
    expect(marked.statusCode, marked.body).toBe(200);
    const readAt = marked.json().data.readAt;
    expect(marked.json().data).toMatchObject({ id: target, readAt: expect.any(String) });
    expect(await unread()).toBe(4);

    const again = await put(`/api/notifications/${target}/read`);
    expect(again.json().data.readAt).toBe(readAt);
    expect(await unread()).toBe(4);

    const onlyUnread = (await get('/api/notifications?unread=true&size=200')).json().data;
    expect(onlyUnread.totalRecords).toBe(4);
    expect(onlyUnread.data.map((n: Listed) => n.id)).not.toContain(target);
    const onlyRead = (await get('/api/notifications?unread=false&size=200')).json().data;
    expect(onlyRead.data.map((n: Listed) => n.id)).toEqual([target]);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const response = await put(`/api/notifications/${fx.theirs[0]?.id}/read`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'La notificación no existe.' });
    const row = await fx.ctx.database.db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', fx.theirs[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.read_at).toBeNull();
    expect((await put('/api/notifications/999999999/read')).statusCode).toBe(404);
  });

  it('marks all of mine read, and only mine', async () => {
    const theirsBefore = await unread(fx.cookies.consultant2);
    const response = await put('/api/notifications/read-all');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ updated: 4 });
    expect(await unread()).toBe(0);
    expect(await unread(fx.cookies.consultant2)).toBe(theirsBefore);
    expect((await put('/api/notifications/read-all')).json().data).toEqual({ updated: 0 });
  });

  it('refuses bad input with a Spanish message', async () => {
    for (const url of [
      '/api/notifications?unread=quizas',
      '/api/notifications?size=0',
      '/api/notifications?sort=titulo',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await put('/api/notifications/abc/read')).statusCode).toBe(400);
  });

  it('is for staff only: farmers are refused and strangers must sign in', async () => {
    const farmer = await farmerCookie(fx.ctx);
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PUT', '/api/notifications/read-all'],
      ['PUT', `/api/notifications/${fx.mine[0]?.id}/read`],
    ] as const) {
      expect((await fx.ctx.request({ method, url, cookie: farmer })).statusCode, url).toBe(403);
      expect((await fx.ctx.request({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('serves every staff role its own list', async () => {
    for (const email of [DEMO_EMAILS.ADMIN, DEMO_EMAILS.COORDINATOR, DEMO_EMAILS.SUPERVISOR]) {
      const cookie = await cookieFor(fx.ctx, email);
      const response = await get('/api/notifications?size=200', cookie);
      expect(response.statusCode, email).toBe(200);
      const ids = response.json().data.data.map((n: Listed) => n.id);
      expect(ids).not.toContain(fx.mine[0]?.id);
      expect(await unread(cookie)).toBe(
        response.json().data.data.filter((n: Listed) => n.readAt === null).length,
      );
    }
  });
});
