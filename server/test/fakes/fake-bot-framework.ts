// A tiny stand-in for the Bot Framework on loopback, for tests: its OpenID metadata and keys (which
// sign the activities Teams sends the bot, so teams.apps checks them for real), and a Bot Connector
// that records the activities the bot sends to a conversation, and can fail on demand.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

const BOT_FRAMEWORK_ISSUER = 'https://api.botframework.com';

interface SentActivity {
  conversationId: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeBotFramework {
  /** Base URL of the fake connector: the serviceUrl of the activities it "sends" the bot. */
  serviceUrl: string;
  openIdMetadataUrl: string;
  /** The token the bot is given to call the connector (checked on every call). */
  botToken: string;
  /** A Bot Framework token for an activity Teams sends to the bot. */
  inboundToken(appId: string, options?: { serviceUrl?: string; expiresIn?: string }): Promise<string>;
  sent: SentActivity[];
  /** The next `count` calls to the connector answer `status` (a failing or throttling connector). */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  const text = Buffer.concat(chunks).toString('utf8');
  const parsed: unknown = text ? JSON.parse(text) : {};
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

export async function startFakeBotFramework(): Promise<FakeBotFramework> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `bf-${randomBytes(4).toString('hex')}`;
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, use: 'sig', alg: 'RS256' };
  const sent: SentActivity[] = [];
  let failures = { count: 0, status: 500 };
  let origin = '';

  const sign = (claims: Record<string, unknown>, expiresIn = '1h') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    // The connector client joins "<serviceUrl>/v3/…"; a serviceUrl ending in "/" gives "//v3", which
    // the real connector accepts too.
    const path = new URL(request.url ?? '/', origin).pathname.replace(/^\/+/, '/');
    if (path === '/v1/.well-known/openidconfiguration')
      return json(response, 200, { issuer: BOT_FRAMEWORK_ISSUER, jwks_uri: `${origin}/v1/.well-known/keys` });
    if (path === '/v1/.well-known/keys') return json(response, 200, { keys: [jwk] });
    const conversation = /^\/v3\/conversations\/([^/]+)\/activities\/?$/.exec(path);
    if (conversation && request.method === 'POST') {
      const body = await readJson(request);
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        return json(response, failures.status, {
          error: { code: 'ServiceError', message: 'falla simulada' },
        });
      }
      if (request.headers.authorization !== `Bearer ${fake.botToken}`)
        return json(response, 401, { error: { code: 'Unauthorized' } });
      sent.push({
        conversationId: decodeURIComponent(conversation[1] ?? ''),
        authorization: request.headers.authorization,
        body,
      });
      return json(response, 201, { id: `actividad-${sent.length}` });
    }
    return json(response, 404, { error: 'not_found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => json(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeBotFramework = {
    serviceUrl: `${origin}/`,
    openIdMetadataUrl: `${origin}/v1/.well-known/openidconfiguration`,
    botToken: await sign({ aud: 'https://api.botframework.com', iss: 'https://sts.windows.net/bot/' }),
    inboundToken: (appId, options = {}) =>
      sign(
        { iss: BOT_FRAMEWORK_ISSUER, aud: appId, serviceurl: options.serviceUrl ?? `${origin}/` },
        options.expiresIn,
      ),
    sent,
    failNext(count, status = 500) {
      failures = { count, status };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
