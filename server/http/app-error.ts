// The one error type of the server: a code from the closed catalogue, an optional Spanish message
// that replaces the default, and field details. The error handler turns it into the error body.
import { ERROR_CODES, type ErrorCode, type ErrorDetail } from '../../domain/errors.ts';

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message ?? ERROR_CODES[code].message);
    this.statusCode = ERROR_CODES[code].status;
  }
}
