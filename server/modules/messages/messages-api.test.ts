// The messages API: the admin writes messages (validated, audited), an active one is announced to
// its audience once, and every staff member reads the messages of its role that are active today.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { auditActions } from '../../test/audit.ts';
import { activeIds, sorted } from '../notifications/test-fixtures.ts';
import { mexicoCityDay } from '../../../domain/days.ts';
import { apiFixture, cookiesOf, expectStaleEditRefused, auditTrailOf } from '../../test/api-fixture.ts';
import { publishDueMessages } from './publish.ts';

interface Message {
  id: number;
  title: string;
  status: string;
  audienceRoles: string[];
  activeFrom: string;
  activeTo: string | null;
  publishedAt: string | null;
}

/** A Mexico City day `days` from today. */
function day(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return mexicoCityDay(date);
}

let titleCounter = 0;
const body = (extra: object = {}) => {
  titleCounter += 1;
  return {
    title: `Aviso de prueba ${titleCounter}`,
    body: 'Revisen el inventario antes del cierre.',
    audienceRoles: ['CONSULTANT'],
    activeFrom: day(0),
    activeTo: day(7),
    ...extra,
  };
};

describe.each(testDatabaseKinds())('messages API (%s)', (kind) => {
  const fx = apiFixture(kind, { accounts: ['admin', 'coordinator', 'supervisor', 'consultant', 'farmer'] });

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = fx.cookies.admin,
  ) => fx.ctx.request({ method, url, payload, cookie });
  const create = async (extra: object = {}): Promise<Message> => {
    const response = await send('POST', '/api/messages', body(extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const announcedTo = async (messageTitle: string) => {
    const rows = await fx.ctx.database.db
      .selectFrom('notifications')
      .select('user_id')
      .where('kind', '=', 'MESSAGE_PUBLISHED')
      .where('title', '=', messageTitle)
      .execute();
    return rows.map((r) => r.user_id).sort((a, b) => a - b);
  };
  const activeTitles = async (cookie: string) => {
    const response = await send('GET', '/api/messages/active', undefined, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((m: { title: string }) => m.title);
  };

  describe('POST /messages', () => {
    it('stores an active message, announces it once to every active user of its roles, and audits it', async () => {
      const message = await create({ audienceRoles: ['SUPERVISOR', 'CONSULTANT', 'CONSULTANT'] });
      expect(message).toMatchObject({
        title: expect.stringMatching(/^Aviso de prueba/),
        body: 'Revisen el inventario antes del cierre.',
        audienceRoles: ['SUPERVISOR', 'CONSULTANT'],
        activeFrom: day(0),
        activeTo: day(7),
        status: 'ACTIVE',
        publishedAt: expect.any(String),
        createdByName: expect.any(String),
      });
      const audience = await activeIds(fx.ctx.database.db, ['SUPERVISOR', 'CONSULTANT']);
      expect(await announcedTo(message.title)).toEqual(sorted(audience));
      const admins = await activeIds(fx.ctx.database.db, ['ADMIN', 'COORDINATOR']);
      for (const id of admins) expect(await announcedTo(message.title)).not.toContain(id);

      const audit = await auditTrailOf(fx.ctx, 'message', message.id, ['action', 'after']);
      expect(audit).toEqual([
        { action: 'messages.create', after: expect.objectContaining({ title: message.title }) },
      ]);
    });

    it('keeps a future message scheduled and silent until its first day', async () => {
      const message = await create({ activeFrom: day(3), activeTo: day(5) });
      expect(message).toMatchObject({ status: 'SCHEDULED', publishedAt: null });
      expect(await announcedTo(message.title)).toEqual([]);
      expect(await activeTitles(fx.cookies.consultant)).not.toContain(message.title);
    });

    it('refuses bad input field by field and stores nothing', async () => {
      const before = await fx.ctx.database.db.selectFrom('messages').select('id').execute();
      const empty = await send('POST', '/api/messages', {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toBe('VALIDATION_FAILED');
      const paths = empty.json().details.map((d: { path: string }) => d.path);
      expect(paths).toEqual(
        expect.arrayContaining(['title', 'body', 'audienceRoles', 'activeFrom', 'activeTo']),
      );
      expect(empty.json().details).toContainEqual({ path: 'title', message: 'El título es obligatorio.' });

      const reversed = await send('POST', '/api/messages', body({ activeFrom: day(4), activeTo: day(2) }));
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().details).toEqual([
        { path: 'activeTo', message: 'La fecha de fin no puede ser anterior a la de inicio.' },
      ]);

      for (const bad of [
        { audienceRoles: [] },
        { audienceRoles: ['FARMER'] },
        { activeFrom: '15/03/2026' },
        { title: '   ' },
        { title: 'x'.repeat(121) },
        { body: 'x'.repeat(2001) },
      ]) {
        const response = await send('POST', '/api/messages', body(bad));
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect(await fx.ctx.database.db.selectFrom('messages').select('id').execute()).toHaveLength(
        before.length,
      );
    });
  });

  describe('PUT and DELETE /messages/{id}', () => {
    it('announces a scheduled message when an edit makes it active, and never twice', async () => {
      const message = await create({ activeFrom: day(2), activeTo: day(4) });
      const edited = await send('PUT', `/api/messages/${message.id}`, {
        ...body({ title: message.title, activeFrom: day(-1), activeTo: day(4) }),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({ status: 'ACTIVE', publishedAt: expect.any(String) });
      const consultants = sorted(await activeIds(fx.ctx.database.db, ['CONSULTANT']));
      expect(await announcedTo(message.title)).toEqual(consultants);

      const again = await send('PUT', `/api/messages/${message.id}`, {
        ...body({ title: message.title, body: 'Texto corregido.' }),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.body).toBe('Texto corregido.');
      expect(await announcedTo(message.title)).toEqual(consultants);

      expect(await auditActions(fx.ctx.database.db, 'message', message.id)).toEqual([
        'messages.create',
        'messages.update',
        'messages.update',
      ]);
    });

    it('deletes a message, audits it, and answers 404 for it afterwards', async () => {
      const message = await create();
      const deleted = await send('DELETE', `/api/messages/${message.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ data: { ok: true } });
      expect(await activeTitles(fx.cookies.consultant)).not.toContain(message.title);
      expect((await send('DELETE', `/api/messages/${message.id}`)).statusCode).toBe(404);
      expect((await send('PUT', `/api/messages/${message.id}`, body())).statusCode).toBe(404);
      expect(await auditActions(fx.ctx.database.db, 'message', message.id)).toEqual([
        'messages.create',
        'messages.delete',
      ]);
    });

    it('keeps every field an edit leaves out, and refuses a stale version', async () => {
      const message = await create();
      const read = (await send('GET', `/api/messages?q=${encodeURIComponent(message.title)}`)).json().data
        .data[0];
      expect(read.version).toBe(1);
      const retold = await send('PUT', `/api/messages/${message.id}`, { body: 'Solo el texto.', version: 1 });
      expect(retold.statusCode, retold.body).toBe(200);
      expect(retold.json().data).toMatchObject({
        title: read.title,
        body: 'Solo el texto.',
        audienceRoles: read.audienceRoles,
        activeFrom: read.activeFrom,
        activeTo: read.activeTo,
        version: 2,
      });
      // A second editor who read version 1 is refused, and its title is not stored.
      const stale = await send('PUT', `/api/messages/${message.id}`, { title: 'Edición vieja', version: 1 });
      expectStaleEditRefused(stale);
      // What the edit dialog reads again after the refusal: the message as stored, with its version.
      const after = await send('GET', `/api/messages/${message.id}`);
      expect(after.statusCode, after.body).toBe(200);
      expect(after.json().data).toMatchObject({
        id: message.id,
        title: read.title,
        body: 'Solo el texto.',
        version: 2,
      });
      expect((await send('GET', '/api/messages/999999')).statusCode).toBe(404);
      expect(
        (await send('GET', `/api/messages/${message.id}`, undefined, fx.cookies.consultant)).statusCode,
      ).toBe(403);
    });

    it('refuses a bad edit and keeps the message as it was', async () => {
      const message = await create();
      const response = await send('PUT', `/api/messages/${message.id}`, body({ activeTo: day(-3) }));
      expect(response.statusCode).toBe(400);
      const stored = await send('GET', `/api/messages?q=${encodeURIComponent(message.title)}`);
      expect(stored.json().data.data[0]).toMatchObject({ id: message.id, activeTo: day(7) });
    });
  });

  describe('the scheduler', () => {
    it('announces a message once its first day has come, once', async () => {
      const message = await create({ activeFrom: day(1), activeTo: day(3) });
      // The first day comes: move it to the past directly, as time would.
      await fx.ctx.database.db
        .updateTable('messages')
        .set({ active_from: new Date(Date.now() - 60_000) })
        .where('id', '=', message.id)
        .execute();
      expect(await announcedTo(message.title)).toEqual([]);
      // (The app's own minute-by-minute scheduler may get there first; either way it is announced once.)
      await publishDueMessages(fx.ctx.database.db);
      expect(await announcedTo(message.title)).toEqual(
        sorted(await activeIds(fx.ctx.database.db, ['CONSULTANT'])),
      );
      expect(await publishDueMessages(fx.ctx.database.db)).toBe(0);
      expect(await announcedTo(message.title)).toEqual(
        sorted(await activeIds(fx.ctx.database.db, ['CONSULTANT'])),
      );
    });
  });

  describe('GET /messages/active', () => {
    it("gives each role today's messages for it, not scheduled, expired or other roles' ones", async () => {
      const forConsultants = await create({ audienceRoles: ['CONSULTANT'] });
      const forSupervisors = await create({ audienceRoles: ['SUPERVISOR'] });
      const expired = await create({ activeFrom: day(-5), activeTo: day(-1) });
      const scheduled = await create({ activeFrom: day(1), activeTo: day(2) });
      expect(expired.status).toBe('EXPIRED');

      const consultant = await activeTitles(fx.cookies.consultant);
      expect(consultant).toContain(forConsultants.title);
      expect(consultant).not.toContain(forSupervisors.title);
      expect(consultant).not.toContain(expired.title);
      expect(consultant).not.toContain(scheduled.title);

      const supervisor = await activeTitles(fx.cookies.supervisor);
      expect(supervisor).toContain(forSupervisors.title);
      expect(supervisor).not.toContain(forConsultants.title);

      const one = (await send('GET', '/api/messages/active', undefined, fx.cookies.consultant)).json()
        .data[0];
      expect(Object.keys(one).sort()).toEqual(['activeTo', 'body', 'id', 'readAt', 'title']);
    });

    it('refuses farmers and strangers', async () => {
      expect((await send('GET', '/api/messages/active', undefined, fx.cookies.farmer)).statusCode).toBe(403);
      expect((await fx.ctx.request({ method: 'GET', url: '/api/messages/active' })).statusCode).toBe(401);
    });
  });

  describe('GET /messages', () => {
    it('filters by text and status, sorts and pages', async () => {
      const a = await create({ title: 'Zafra alfa', activeFrom: day(10), activeTo: day(12) });
      const b = await create({ title: 'Zafra beta', activeFrom: day(11), activeTo: day(12) });

      const byText = (await send('GET', '/api/messages?q=zafra&sort=title:desc')).json().data;
      expect(byText.data.map((m: Message) => m.id)).toEqual([b.id, a.id]);

      const scheduled = (await send('GET', '/api/messages?status=SCHEDULED&size=all')).json().data;
      expect(scheduled.data.every((m: Message) => m.status === 'SCHEDULED')).toBe(true);
      expect(scheduled.data.map((m: Message) => m.id)).toEqual(expect.arrayContaining([a.id, b.id]));

      const expired = (await send('GET', '/api/messages?status=EXPIRED&size=all')).json().data;
      expect(expired.data.map((m: Message) => m.id)).not.toContain(a.id);

      const paged = (await send('GET', '/api/messages?q=zafra&sort=activeFrom:asc&size=1&page=2')).json()
        .data;
      expect(paged).toMatchObject({ page: 2, size: 1, totalPages: 2, totalRecords: 2 });
      expect(paged.data.map((m: Message) => m.id)).toEqual([b.id]);

      for (const url of ['/api/messages?status=VIGENTE', '/api/messages?sort=id:asc', '/api/messages?page=0'])
        expect((await send('GET', url)).statusCode, url).toBe(400);
    });
  });

  it('lets only admins write or list messages', async () => {
    const message = await create();
    for (const cookie of cookiesOf(fx.cookies, 'coordinator', 'supervisor', 'consultant', 'farmer')) {
      expect((await send('GET', '/api/messages', undefined, cookie)).statusCode).toBe(403);
      expect((await send('POST', '/api/messages', body(), cookie)).statusCode).toBe(403);
      expect((await send('PUT', `/api/messages/${message.id}`, body(), cookie)).statusCode).toBe(403);
      expect((await send('DELETE', `/api/messages/${message.id}`, undefined, cookie)).statusCode).toBe(403);
    }
    const stored = (await send('GET', `/api/messages?q=${encodeURIComponent(message.title)}`)).json().data;
    expect(stored.data).toEqual([expect.objectContaining({ id: message.id, title: message.title })]);
  });
});
