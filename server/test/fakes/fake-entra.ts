// A tiny stand-in for Microsoft Entra ID and Graph on loopback, for tests: it signs tokens like Entra
// (RS256, kid, v1 and v2 issuers), publishes its keys (JWKS), answers Graph's GET /me for the tokens
// it issued, and (for the browser) serves OpenID metadata, an authorize endpoint that signs the
// configured account in at once, and a token endpoint (authorization code with PKCE, refresh token).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';

const GRAPH_AUDIENCE = 'https://graph.microsoft.com';

export interface FakeAccount {
  tenantId: string;
  objectId: string;
  upn: string;
  mail?: string | null;
  givenName: string;
  surname: string;
}

export interface FakeEntraOptions {
  /** PEM key and certificate: serve HTTPS (MSAL in the browser only accepts an https authority). */
  tls?: { key: string; cert: string };
  port?: number;
  /** The client id of the app, for the tokens issued through the browser flow. */
  clientId?: string;
  /** Application ID URI of our API (the audience of v1 tokens for it). */
  apiAudience?: string;
}

type GraphMode = 'ok' | 'unauthorized' | 'failing';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export interface FakeEntra {
  origin: string;
  jwksUrl: string;
  graphBaseUrl: string;
  /** The authority of a tenant, as MSAL wants it (https://host/<tenant>). */
  authority(tenantId: string): string;
  /** Signs any claims with the published key (or another one) and any header. */
  sign(claims: JWTPayload, options?: { kid?: string; key?: SigningKey; expiresIn?: string }): Promise<string>;
  /** A token for our API, as Entra issues it in version 1 (sts.windows.net) or 2. */
  apiToken(account: FakeAccount, options: ApiTokenOptions): Promise<string>;
  /** A User.Read token for Graph, issued to the given app. */
  graphToken(account: FakeAccount, appId: string, extra?: JWTPayload): Promise<string>;
  /** Who the browser flow signs in; Graph /me knows every account registered here. */
  accounts: Map<string, FakeAccount>;
  signInAs(account: FakeAccount): void;
  graphMode: GraphMode;
  /** Paths requested, newest last (for assertions on what was asked). */
  requests: string[];
  close(): Promise<void>;
}

interface ApiTokenOptions {
  version: 1 | 2;
  audience: string;
  scope?: string;
  appId?: string;
  claims?: JWTPayload;
}

interface PendingCode {
  account: FakeAccount;
  clientId: string;
  scope: string;
  nonce: string | null;
  challenge: string | null;
  redirectUri: string;
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeEntra(options: FakeEntraOptions = {}): Promise<FakeEntra> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `fake-${randomBytes(4).toString('hex')}`;
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, use: 'sig', alg: 'RS256' };
  const codes = new Map<string, PendingCode>();
  const refreshTokens = new Map<string, { account: FakeAccount; clientId: string }>();
  const accounts = new Map<string, FakeAccount>();
  let signedIn: FakeAccount | null = null;
  const requests: string[] = [];
  let origin = '';

  // Times the claims give win over the defaults, so tests can issue expired or future tokens.
  const sign: FakeEntra['sign'] = async (claims, signOptions = {}) => {
    const jwt = new SignJWT(claims).setProtectedHeader({
      alg: 'RS256',
      typ: 'JWT',
      kid: signOptions.kid ?? kid,
    });
    if (claims.iat === undefined) jwt.setIssuedAt();
    if (claims.nbf === undefined) jwt.setNotBefore('0s');
    if (claims.exp === undefined) jwt.setExpirationTime(signOptions.expiresIn ?? '1h');
    return jwt.sign(signOptions.key ?? privateKey);
  };

  const apiToken: FakeEntra['apiToken'] = (account, token) =>
    sign({
      aud: token.audience,
      iss:
        token.version === 1
          ? `https://sts.windows.net/${account.tenantId}/`
          : `https://login.microsoftonline.com/${account.tenantId}/v2.0`,
      tid: account.tenantId,
      oid: account.objectId,
      sub: randomUUID(),
      scp: token.scope ?? 'access_as_user',
      ver: token.version === 1 ? '1.0' : '2.0',
      name: `${account.givenName} ${account.surname}`,
      ...(token.version === 1
        ? {
            upn: account.upn,
            given_name: account.givenName,
            family_name: account.surname,
            appid: token.appId,
          }
        : { preferred_username: account.upn, azp: token.appId }),
      ...token.claims,
    });

  const graphToken: FakeEntra['graphToken'] = (account, appId, extra = {}) =>
    sign({
      aud: GRAPH_AUDIENCE,
      iss: `https://sts.windows.net/${account.tenantId}/`,
      tid: account.tenantId,
      oid: account.objectId,
      appid: appId,
      upn: account.upn,
      scp: 'openid profile User.Read email',
      ver: '1.0',
      ...extra,
    });

  const fake: FakeEntra = {
    origin: '',
    jwksUrl: '',
    graphBaseUrl: '',
    authority: (tenantId) => `${origin}/${tenantId}`,
    sign,
    apiToken,
    graphToken,
    accounts,
    signInAs(account) {
      accounts.set(account.objectId, account);
      signedIn = account;
    },
    graphMode: 'ok',
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  async function graphMe(request: IncomingMessage, response: ServerResponse) {
    if (fake.graphMode === 'failing') return json(response, 503, { error: { code: 'serviceNotAvailable' } });
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    let payload: JWTPayload | null = null;
    try {
      if (token && fake.graphMode === 'ok')
        ({ payload } = await jwtVerify(token, publicKey, { audience: GRAPH_AUDIENCE }));
    } catch {
      payload = null;
    }
    const account = typeof payload?.oid === 'string' ? accounts.get(payload.oid) : undefined;
    if (!account) return json(response, 401, { error: { code: 'InvalidAuthenticationToken' } });
    return json(response, 200, {
      id: account.objectId,
      displayName: `${account.givenName} ${account.surname}`,
      givenName: account.givenName,
      surname: account.surname,
      mail: account.mail === undefined ? account.upn : account.mail,
      userPrincipalName: account.upn,
    });
  }

  function metadata(tenant: string) {
    const base = `${origin}/${tenant}`;
    return {
      issuer: `${origin}/${tenant}/v2.0`,
      authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
      token_endpoint: `${base}/oauth2/v2.0/token`,
      end_session_endpoint: `${base}/oauth2/v2.0/logout`,
      jwks_uri: fake.jwksUrl,
      response_modes_supported: ['query', 'fragment', 'form_post'],
      response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      subject_types_supported: ['pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      tenant_region_scope: 'NA',
    };
  }

  function authorize(params: URLSearchParams, response: ServerResponse) {
    const redirectUri = params.get('redirect_uri') ?? '';
    const state = params.get('state') ?? '';
    if (!signedIn || !redirectUri) return json(response, 400, { error: 'invalid_request' });
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      account: signedIn,
      clientId: params.get('client_id') ?? '',
      scope: params.get('scope') ?? '',
      nonce: params.get('nonce'),
      challenge: params.get('code_challenge'),
      redirectUri,
    });
    const clientInfo = b64url(JSON.stringify({ uid: signedIn.objectId, utid: signedIn.tenantId }));
    const answer = new URLSearchParams({ code, state, client_info: clientInfo }).toString();
    const separator = params.get('response_mode') === 'query' ? '?' : '#';
    response.writeHead(302, { location: `${redirectUri}${separator}${answer}` });
    response.end();
  }

  /** The access token for what was asked: our API when its scope is asked for, else Graph. */
  async function accessTokenFor(account: FakeAccount, clientId: string, scope: string) {
    const apiScope = scope.split(' ').find((s) => s.startsWith('api://'));
    if (apiScope) {
      const audience = apiScope.slice(0, apiScope.lastIndexOf('/'));
      const token = await apiToken(account, {
        version: 1,
        audience: options.apiAudience ?? audience,
        scope: apiScope.slice(apiScope.lastIndexOf('/') + 1),
        appId: clientId,
      });
      return { token, scope: apiScope };
    }
    return { token: await graphToken(account, clientId), scope: 'User.Read profile openid email' };
  }

  async function issueTokens(account: FakeAccount, clientId: string, scope: string, nonce: string | null) {
    const access = await accessTokenFor(account, clientId, scope);
    const refreshToken = randomBytes(24).toString('hex');
    refreshTokens.set(refreshToken, { account, clientId });
    const idToken = await sign({
      aud: clientId,
      iss: `${origin}/${account.tenantId}/v2.0`,
      tid: account.tenantId,
      oid: account.objectId,
      sub: account.objectId,
      preferred_username: account.upn,
      name: `${account.givenName} ${account.surname}`,
      ver: '2.0',
      ...(nonce ? { nonce } : {}),
    });
    return {
      token_type: 'Bearer',
      scope: access.scope,
      expires_in: 3600,
      ext_expires_in: 3600,
      access_token: access.token,
      refresh_token: refreshToken,
      id_token: idToken,
      client_info: b64url(JSON.stringify({ uid: account.objectId, utid: account.tenantId })),
    };
  }

  async function token(params: URLSearchParams, response: ServerResponse) {
    const scope = params.get('scope') ?? '';
    if (params.get('grant_type') === 'authorization_code') {
      const pending = codes.get(params.get('code') ?? '');
      codes.delete(params.get('code') ?? '');
      const verifier = params.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!pending || (pending.challenge && pending.challenge !== challenge))
        return json(response, 400, { error: 'invalid_grant' });
      return json(response, 200, await issueTokens(pending.account, pending.clientId, scope, pending.nonce));
    }
    if (params.get('grant_type') === 'refresh_token') {
      const known = refreshTokens.get(params.get('refresh_token') ?? '');
      if (!known) return json(response, 400, { error: 'invalid_grant' });
      return json(response, 200, await issueTokens(known.account, known.clientId, scope, null));
    }
    return json(response, 400, { error: 'unsupported_grant_type' });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    requests.push(`${request.method} ${url.pathname}`);
    // MSAL calls the token endpoint from the page with fetch: it needs CORS.
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-headers', '*');
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const path = url.pathname;
    if (path.endsWith('/discovery/v2.0/keys')) return json(response, 200, { keys: [publicJwk] });
    if (path === '/graph/v1.0/me') return graphMe(request, response);
    const tenant = path.split('/')[1] ?? 'common';
    if (path.endsWith('/v2.0/.well-known/openid-configuration')) return json(response, 200, metadata(tenant));
    if (path.endsWith('/oauth2/v2.0/authorize')) {
      const params =
        request.method === 'POST' ? new URLSearchParams(await readBody(request)) : url.searchParams;
      return authorize(params, response);
    }
    if (path.endsWith('/oauth2/v2.0/token') && request.method === 'POST')
      return token(new URLSearchParams(await readBody(request)), response);
    if (path.endsWith('/oauth2/v2.0/logout')) return void response.writeHead(200).end('signed out');
    return json(response, 404, { error: 'not_found' });
  }

  const listener = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => json(response, 500, { error: String(error) }));
  };
  const server = options.tls
    ? createHttpsServer({ key: options.tls.key, cert: options.tls.cert }, listener)
    : createHttpServer(listener);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  fake.origin = origin;
  fake.jwksUrl = `${origin}/common/discovery/v2.0/keys`;
  fake.graphBaseUrl = `${origin}/graph/v1.0`;
  return fake;
}
