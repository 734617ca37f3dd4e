// One error path for the whole API: every failure becomes the error body of docs/design.md §4 with a code
// from the closed catalogue. 5xx answers never carry internals; they are logged instead.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode, type ErrorDetail } from '../../domain/errors.ts';
import { AppError } from './app-error.ts';

function validationDetails(error: FastifyError): ErrorDetail[] {
  const issues = (error.validation ?? []) as Array<{ instancePath?: string; message?: string }>;
  const context =
    error.validationContext && error.validationContext !== 'body' ? `${error.validationContext}.` : '';
  return issues.map((issue) => ({
    path: context + (issue.instancePath ?? '').split('/').filter(Boolean).join('.'),
    message: issue.message ?? 'Valor no válido.',
  }));
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'FILE_TOO_LARGE';
  if (status === 415 || status === 400) return 'BAD_REQUEST';
  if (status === 429) return 'TOO_MANY_ATTEMPTS';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL';
}

/** The SQLSTATE (PostgreSQL, PGlite) or system code (node) an error carries, if any. */
function errorCodeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/**
 * Input the schemas let through but the database cannot hold (a NUL character, a number beyond
 * the column, text that is not the type) is the caller's mistake: 400, nothing was stored.
 */
const BAD_INPUT_SQLSTATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

/** The database is restarting or unreachable: the service is unavailable, not broken. */
function isDatabaseUnavailable(code: string, error: unknown): boolean {
  if (code.startsWith('08') || ['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET'].includes(code))
    return true;
  return (
    error instanceof Error &&
    /Connection terminated|connection error and is not queryable/i.test(error.message)
  );
}

export function toErrorBody(error: unknown): ApiErrorBody {
  const dbCode = errorCodeOf(error) ?? '';
  if (BAD_INPUT_SQLSTATES.has(dbCode)) {
    return {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Uno de los valores enviados no es válido.',
    };
  }
  if (isDatabaseUnavailable(dbCode, error)) {
    return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: ERROR_CODES.SERVICE_UNAVAILABLE.message };
  }
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { statusCode: 413, code: 'REQUEST_TOO_LARGE', message: ERROR_CODES.REQUEST_TOO_LARGE.message };
  }
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const details = validationDetails(fastifyError);
    return {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: details[0]?.message ?? ERROR_CODES.VALIDATION_FAILED.message,
      details,
    };
  }
  const status = fastifyError.statusCode ?? 500;
  const code = status >= 500 ? 'INTERNAL' : codeForStatus(status);
  return {
    statusCode: ERROR_CODES[code].status === status ? status : ERROR_CODES[code].status,
    code,
    message: ERROR_CODES[code].message,
  };
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a URL or headers over 16 KB, a
 * malformed request line) gets the same Spanish error body, not Node's bare answer.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'REQUEST_HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  const { status, message } = ERROR_CODES[code];
  const body = JSON.stringify({ statusCode: status, code, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status: body.statusCode }, 'request refused');
    if (body.statusCode === 429 && !reply.getHeader('retry-after')) reply.header('retry-after', '60');
    return reply.status(body.statusCode).send(body);
  });
}
