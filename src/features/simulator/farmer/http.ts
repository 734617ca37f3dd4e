// The farmer simulator's own small HTTP client: fetch, not the app's axios client, so the page
// stays light on a cheap phone. Same contract (docs/design.md §4): API key header, cookies, answers
// unwrapped from { data }, errors carry the server's body. Answers the service worker served from
// its cache say when they were fetched.
import type { ApiErrorBody } from '../../../../domain/errors.ts';
import { runtimeConfig } from '../../../lib/runtime-config.ts';

/** Headers the simulator's service worker puts on an answer it served from its cache. */
const FROM_CACHE_HEADER = 'x-agroventas-from-cache';
const FETCHED_AT_HEADER = 'x-agroventas-fetched-at';

const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Revisa tu conexión.';
const GENERIC_ERROR_MESSAGE = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';

/** The server answered with an error body (or at least a status). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.message ?? GENERIC_ERROR_MESSAGE);
  }
}

/** The request never got an answer: no signal, server down. */
export class NetworkError extends Error {
  constructor() {
    super(NETWORK_ERROR_MESSAGE);
  }
}

export interface Fetched<T> {
  data: T;
  /** When the service worker answered from its cache: when that answer was fetched (ISO). */
  cachedAt: string | null;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.statusCode === 'number' && typeof body.code === 'string' && typeof body.message === 'string'
  );
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Calls the API and checks the answer's shape with `isAnswer` (answers.ts; a mismatch is a generic failure). */
export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  isAnswer: (value: unknown) => value is T,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Fetched<T>> {
  let response: Response;
  try {
    response = await fetch(`${runtimeConfig.apiUrl}${path}`, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'x-api-key': runtimeConfig.apiKey,
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new NetworkError();
  }
  const payload = await jsonOf(response);
  if (!response.ok) throw new HttpError(response.status, isErrorBody(payload) ? payload : null);
  const data =
    typeof payload === 'object' && payload !== null && 'data' in payload ? payload.data : undefined;
  if (!isAnswer(data)) throw new HttpError(response.status, null);
  const cachedAt =
    response.headers.get(FROM_CACHE_HEADER) === '1' ? response.headers.get(FETCHED_AT_HEADER) : null;
  return { data, cachedAt };
}

/** The Spanish message to show for a failed call. */
export function failureMessage(error: unknown): string {
  return error instanceof HttpError || error instanceof NetworkError ? error.message : GENERIC_ERROR_MESSAGE;
}
