// The Teams bot against a fake Bot Framework on loopback: inbound activities are authenticated by a
// real Bot Framework token check (the fake's keys), the install keeps the consultant's chat, and a
// Dkbono payment reaches that chat as a valid Adaptive Card 1.5, even through a failing connector.
import { randomUUID } from 'node:crypto';
import { AdaptiveCard, SerializationContext, Versions } from 'adaptivecards';
import type { FastifyInstance } from 'fastify';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { flushNotificationDeliveries } from '../modules/notifications/outbox.ts';
import { daysAgo } from '../modules/sales/test-fixtures.ts';
import { cookieFor, userIdOf } from '../test/api-fixture.ts';
import { startFakeBotFramework, type FakeBotFramework } from '../test/fakes/fake-bot-framework.ts';
import {
  createTestContext,
  DEMO_EMAILS,
  TEST_ORIGIN,
  testConfig,
  testDatabaseKinds,
  type TestContext,
} from '../test/helper.ts';

const BOT_APP_ID = '0f5e3d2c-1b4a-4c6d-8e7f-9a0b1c2d3e4f';
const TEAMS_APP_ID = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';
const TENANT = '3b8f2a6e-1c4d-4e5f-9a7b-2c1d0e9f8a71';
const CHAT_ID = 'a:1personal-chat-consultor';

describe.each(testDatabaseKinds())('Teams bot and notification cards (%s)', (kind) => {
  let ctx: TestContext;
  let botFramework: FakeBotFramework;
  let app: FastifyInstance;
  let consultantId: number;
  const consultantObjectId = randomUUID();

  const activity = (overrides: Record<string, unknown> = {}) => ({
    type: 'installationUpdate',
    action: 'add',
    id: randomUUID(),
    timestamp: new Date().toISOString(),
    channelId: 'msteams',
    serviceUrl: botFramework.serviceUrl,
    from: { id: '29:consultor', aadObjectId: consultantObjectId, name: 'Consultor' },
    recipient: { id: `28:${BOT_APP_ID}`, name: 'Agroventas' },
    conversation: { id: CHAT_ID, conversationType: 'personal', tenantId: TENANT },
    channelData: { tenant: { id: TENANT } },
    ...overrides,
  });

  const postActivity = async (body: object, token: string | null) =>
    app.inject({
      method: 'POST',
      url: '/bot/messages',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body,
    });

  const storedChats = () =>
    ctx.database.db
      .selectFrom('teams_conversations')
      .selectAll()
      .where('aad_object_id', '=', consultantObjectId)
      .execute();

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    botFramework = await startFakeBotFramework();
    // A second server on the same database, configured with the bot (the fake's keys and connector).
    app = await buildApp({
      config: testConfig({
        BOT_APP_ID,
        BOT_TENANT_ID: TENANT,
        BOT_OPENID_METADATA_URL: botFramework.openIdMetadataUrl,
        TEAMS_APP_ID,
      }),
      db: ctx.database.db,
      feed: ctx.database.feed,
      serveApp: false,
      teamsBot: { token: () => botFramework.botToken, retryDelaysMs: [20, 40] },
    });
    await app.ready();
    consultantId = await userIdOf(ctx, DEMO_EMAILS.CONSULTANT);
    await ctx.database.db
      .updateTable('users')
      .set({ ms_tenant_id: TENANT, ms_object_id: consultantObjectId })
      .where('id', '=', consultantId)
      .execute();
  });
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
    await botFramework?.close();
  });
  beforeEach(() => {
    botFramework.sent.length = 0;
  });

  describe('POST /bot/messages', () => {
    it('refuses an activity without a Bot Framework token, or with a forged or foreign one (401)', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const forged = await new SignJWT({ iss: 'https://api.botframework.com', aud: BOT_APP_ID })
        .setProtectedHeader({ alg: 'RS256', kid: 'otra' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      expect((await postActivity(activity(), null)).statusCode).toBe(401);
      expect((await postActivity(activity(), forged)).statusCode).toBe(401);
      expect((await postActivity(activity(), await botFramework.inboundToken(randomUUID()))).statusCode).toBe(
        401,
      );
      expect(await storedChats()).toEqual([]);
    });

    it('needs neither our API key nor an Origin, and exists only when the bot is configured', async () => {
      const response = await ctx.request({ method: 'POST', url: '/bot/messages', payload: activity() });
      expect(response.statusCode).toBe(404);
    });

    it('keeps the personal chat of whoever installs the app, matched by Entra object id', async () => {
      const response = await postActivity(activity(), await botFramework.inboundToken(BOT_APP_ID));
      expect(response.statusCode).toBe(200);
      const [chat] = await storedChats();
      expect(chat).toMatchObject({
        user_id: consultantId,
        tenant_id: TENANT,
        conversation_id: CHAT_ID,
        service_url: botFramework.serviceUrl.replace(/\/$/, ''),
      });
    });

    it('answers a message with what the bot is for, in Spanish', async () => {
      const message = activity({ type: 'message', text: 'hola', action: undefined });
      const response = await postActivity(message, await botFramework.inboundToken(BOT_APP_ID));
      expect(response.statusCode).toBe(200);
      expect(botFramework.sent.at(-1)?.body.text).toMatch(/asistente de avisos de Agroventas/);
    });
  });

  describe('cards', () => {
    async function payOnADkbono(): Promise<{ id: number }> {
      const cookie = await cookieFor(ctx, DEMO_EMAILS.CONSULTANT);
      const voucher = await ctx.database.db
        .selectFrom('vouchers')
        .select(['id'])
        .where('consultant_id', '=', consultantId)
        .where('status', 'in', ['PENDING', 'PARTIAL'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const current = (
        await ctx.request({ method: 'GET', url: `/api/vouchers/${voucher.id}`, cookie })
      ).json().data;
      const response = await ctx.request({
        method: 'PUT',
        url: `/api/vouchers/${voucher.id}/payments`,
        cookie,
        payload: {
          version: current.version,
          payments: [
            ...current.payments.map(
              (p: { date: string; amount: number; method: string; reference?: string }) => ({
                date: p.date,
                amount: p.amount,
                method: p.method,
                ...(p.reference ? { reference: p.reference } : {}),
              }),
            ),
            { date: daysAgo(2), amount: 1, method: 'TRANSFERENCIA', reference: 'TEAMS-1' },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return voucher;
    }

    it('sends the consultant an Adaptive Card 1.5 after a Dkbono payment, with a button into the Teams tab', async () => {
      await postActivity(activity(), await botFramework.inboundToken(BOT_APP_ID));
      const voucher = await payOnADkbono();
      await flushNotificationDeliveries();

      const [sent] = botFramework.sent;
      expect(sent?.conversationId).toBe(CHAT_ID);
      expect(sent?.authorization).toBe(`Bearer ${botFramework.botToken}`);
      const attachments = sent?.body.attachments as Array<{ contentType: string; content: unknown }>;
      expect(attachments[0]?.contentType).toBe('application/vnd.microsoft.card.adaptive');

      const card = new AdaptiveCard();
      const context = new SerializationContext(Versions.v1_5);
      card.parse(attachments[0]?.content, context);
      expect(Array.from({ length: context.eventCount }, (_, i) => context.getEventAt(i).message)).toEqual([]);
      expect(card.validateProperties().validationEvents).toEqual([]);
      expect(card.version.toString()).toBe('1.5');

      const action = (attachments[0]?.content as { actions: Array<{ type: string; url: string }> })
        .actions[0];
      expect(action?.type).toBe('Action.OpenUrl');
      const url = new URL(action?.url ?? '');
      expect(url.pathname).toBe(`/l/entity/${TEAMS_APP_ID}/home`);
      expect(JSON.parse(url.searchParams.get('context') ?? '{}')).toEqual({
        subEntityId: `dkbono:${voucher.id}`,
      });
      expect(url.searchParams.get('webUrl')).toBe(`${TEST_ORIGIN}/dashboard/sales/dkbono/${voucher.id}`);
    });

    it('retries a failing connector with backoff, and never fails the payment', async () => {
      await postActivity(activity(), await botFramework.inboundToken(BOT_APP_ID));
      botFramework.failNext(2, 503);
      await payOnADkbono();
      await flushNotificationDeliveries();
      expect(botFramework.sent).toHaveLength(1);

      botFramework.failNext(5, 500);
      await payOnADkbono(); // the business request succeeds (asserted inside) however the cards fare
      await flushNotificationDeliveries();
      expect(botFramework.sent).toHaveLength(1);
    });

    it('sends nothing to a consultant who never installed the bot', async () => {
      await ctx.database.db.deleteFrom('teams_conversations').execute();
      await payOnADkbono();
      await flushNotificationDeliveries();
      expect(botFramework.sent).toEqual([]);
    });
  });
});
