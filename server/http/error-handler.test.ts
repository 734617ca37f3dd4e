// The error body of docs/design.md §4 for failures that do not come from our own code: database refusals
// of bad input are 400, an unreachable database is 503, anything else is a bare 500.
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { toErrorBody } from './error-handler.ts';

const dbError = (code: string, message = 'database error') => Object.assign(new Error(message), { code });

describe('toErrorBody', () => {
  it('answers 400 for input the database cannot hold (NUL byte, number out of range, bad text)', () => {
    for (const code of ['22021', '22003', '22P02', '22001']) {
      expect(toErrorBody(dbError(code))).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Uno de los valores enviados no es válido.',
      });
    }
  });

  it('answers 503 while the database is unreachable or restarting', () => {
    for (const error of [
      dbError('57P01'),
      dbError('08006'),
      dbError('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      // pg's pooled client after the server went away mid-transaction
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(toErrorBody(error)).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    }
  });

  it('hides every other failure behind a bare 500', () => {
    const body = toErrorBody(dbError('42P01', 'relation "secret_table" does not exist'));
    expect(body).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.',
    });
  });

  it('keeps the code and message of our own refusals', () => {
    expect(toErrorBody(new AppError('IN_USE', 'La zona tiene usuarios.'))).toMatchObject({
      statusCode: 409,
      code: 'IN_USE',
      message: 'La zona tiene usuarios.',
    });
  });
});
