// The API as page tests see it: the real client (src/lib/api-client.ts, its interceptors, the early
// and kept answers) sends real requests, and MSW answers them here. A test declares the routes its
// page calls with `apiRoute`, tells each what to answer, and reads back what the page sent.
// src/test/setup.ts starts the server for every jsdom file and fails a test whose page called a
// route that nobody answered.
import { http, HttpResponse, type DefaultBodyType, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiErrorBody } from '../../domain/errors.ts';
import { runtimeConfig } from '../lib/runtime-config.ts';

export { HttpResponse };

export const apiServer = setupServer();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One request a route received. */
export interface ApiCall {
  method: string;
  /** The path below the API's base, with the ids filled in: '/sales/7'. */
  path: string;
  /** The route pattern's parameters: { id: '7' } for '/sales/:id'. */
  params: Record<string, string>;
  /** The query string; a repeated key (`status[]=A&status[]=B`) gives a list under 'status[]'. */
  query: Record<string, string | string[]>;
  /** The JSON body as sent, the FormData of a multipart upload, or undefined. */
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

type Answer = (call: ApiCall) => Response | Promise<Response>;

export interface ApiRoute {
  readonly calls: ApiCall[];
  /** Every call answers `{ data }`, as the API wraps its answers. */
  answers(data: unknown): ApiRoute;
  /** The next call answers `{ data }`; later calls fall back to the standing answer. */
  answersOnce(data: unknown): ApiRoute;
  /** Every call is refused with the API's error body (its statusCode is the HTTP status). */
  refuses(error: ApiErrorBody): ApiRoute;
  refusesOnce(error: ApiErrorBody): ApiRoute;
  /** Every call answers what `reply` returns: a file, a status without a body, an answer that waits. */
  replies(reply: Answer): ApiRoute;
  repliesOnce(reply: Answer): ApiRoute;
}

const routes: Array<{ handler: ReturnType<typeof http.get>; reset(): void }> = [];

/** A JSON answer in the API's envelope. */
export function dataAnswer(data: unknown, status = 200): Response {
  return HttpResponse.json({ data } as JsonBodyType, { status });
}

/** The API's refusal: the error body, with its statusCode as the HTTP status. */
export function errorAnswer(error: ApiErrorBody): Response {
  return HttpResponse.json(error as unknown as JsonBodyType, { status: error.statusCode });
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (text === '') return undefined;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/**
 * A route of the API (`path` below its base, with `:name` parameters), as `vi.fn()` was for an API
 * module: it answers nothing until told, records each call, and starts over before every test.
 * Declare it at the top of a test file; a call with no answer fails the test. Where two patterns
 * match one address ('/sales/summary' and '/sales/:id'), the one declared first answers.
 */
export function apiRoute(method: Method, path: string): ApiRoute {
  const calls: ApiCall[] = [];
  let standing: Answer | null = null;
  const once: Answer[] = [];
  const base = new URL(runtimeConfig.apiUrl, window.location.href).pathname.replace(/\/$/, '');
  const handler = http[method]<Record<string, string>, DefaultBodyType>(
    `${base}${path}`,
    async ({ request, params }) => {
      const url = new URL(request.url);
      const call: ApiCall = {
        method: request.method,
        path: url.pathname.slice(base.length),
        params: params as Record<string, string>,
        query: queryOf(url),
        body: await bodyOf(request),
        headers: Object.fromEntries(request.headers),
      };
      const answer = once.shift() ?? standing;
      // No answer: the request stays unhandled, which fails the test (src/test/setup.ts).
      if (!answer) return undefined;
      calls.push(call);
      return answer(call);
    },
  );
  const route: ApiRoute = {
    calls,
    answers: (data) => route.replies(() => dataAnswer(data)),
    answersOnce: (data) => route.repliesOnce(() => dataAnswer(data)),
    refuses: (error) => route.replies(() => errorAnswer(error)),
    refusesOnce: (error) => route.repliesOnce(() => errorAnswer(error)),
    replies(reply) {
      standing = reply;
      return route;
    },
    repliesOnce(reply) {
      once.push(reply);
      return route;
    },
  };
  routes.push({
    handler,
    reset() {
      calls.length = 0;
      standing = null;
      once.length = 0;
    },
  });
  apiServer.use(handler);
  return route;
}

/** Before each test: every declared route forgets its answers and calls (src/test/setup.ts). */
export function resetApiRoutes(): void {
  for (const route of routes) route.reset();
  apiServer.resetHandlers(...routes.map((route) => route.handler));
}
