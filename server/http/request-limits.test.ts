// Bounded requests at the HTTP boundary, on a real socket: a JSON body over the limit is
// 413 about the request (not about a file), a URL or headers too long for Node's parser and a
// bare OPTIONS get the Spanish error body like every other refusal.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_API_KEY, TEST_ORIGIN, type TestContext } from '../test/helper.ts';
import { expectRefusal } from '../test/api-fixture.ts';
import { declaredRoutes } from './access.ts';

/** Sends raw HTTP/1.1 text and resolves with the status and the parsed JSON body. */
function rawRequest(port: number, text: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      try {
        resolve({ status, body: JSON.parse(body) });
      } catch {
        reject(new Error(`Not a JSON answer: ${answer.slice(0, 300)}`));
      }
    });
  });
}

describe('request limits', () => {
  let ctx: TestContext;
  let port: number;

  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('Not listening on a port');
    port = address.port;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers a JSON body over 1 MB with 413 about the request, and stores nothing', async () => {
    const cookie = await ctx.login('admin@agroventas.mx');
    const before = await ctx.database.db.selectFrom('messages').select('id').orderBy('id').execute();
    const response = await ctx.request({
      method: 'POST',
      url: '/api/messages',
      cookie,
      payload: { title: 'Aviso', body: 'x'.repeat(1_100_000) },
    });
    expectRefusal(
      response,
      413,
      'REQUEST_TOO_LARGE',
      'La solicitud es demasiado grande: envía menos datos a la vez.',
    );
    expect(await ctx.database.db.selectFrom('messages').select('id').orderBy('id').execute()).toEqual(before);
  });

  it('answers a URL too long for the HTTP parser in the Spanish error body', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/products?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\nx-api-key: ${TEST_API_KEY}\r\n\r\n`,
    );
    expect(answer).toEqual({
      status: 431,
      body: {
        statusCode: 431,
        code: 'REQUEST_HEADERS_TOO_LARGE',
        message: 'La dirección o los encabezados de la solicitud son demasiado largos.',
      },
    });
  });

  it('answers a malformed request line in the Spanish error body', async () => {
    const answer = await rawRequest(port, 'GET /api/health HTTP/9\r\n\r\n');
    expect(answer).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'BAD_REQUEST', message: 'La solicitud no es válida.' },
    });
  });

  it('refuses a bare OPTIONS in the Spanish error body and still answers a real preflight', async () => {
    const bare = await ctx.app.inject({ method: 'OPTIONS', url: '/api/sales' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect(bare.json().message).toMatch(/OPTIONS/);

    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/sales',
      headers: {
        origin: TEST_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-api-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(TEST_ORIGIN);
  });

  it('lets the preflight through for every method an API route uses, PATCH included', async () => {
    const methods = [...new Set(declaredRoutes(ctx.app).map((route) => route.method))];
    expect(methods).toContain('PATCH');
    for (const method of methods) {
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/saved-views/1',
        headers: { origin: TEST_ORIGIN, 'access-control-request-method': method },
      });
      expect(preflight.statusCode).toBe(204);
      expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
    }
  });

  it('says in the OpenAPI description of every versioned edit how a stale version is answered', () => {
    type Operation = {
      description?: string;
      requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
    };
    const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    const edits = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => method === 'put' || method === 'patch')
        .filter(
          ([, operation]) =>
            'version' in (operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
        )
        .map(([method, operation]) => ({
          route: `${method.toUpperCase()} ${path}`,
          description: operation.description ?? '',
        })),
    );
    expect(edits.map((edit) => edit.route)).toEqual(
      expect.arrayContaining(['PUT /api/clients/{id}', 'PUT /api/sales/{id}', 'PUT /api/users/{id}']),
    );
    const silent = edits.filter(
      (edit) => !/versi[oó]n/i.test(edit.description) || !/409/.test(edit.description),
    );
    expect(silent.map((edit) => edit.route)).toEqual([]);
  });
});
