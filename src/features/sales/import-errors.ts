// The row errors of an import, whether a dry run listed them or a refused import sent them as the
// error details ("fila 5 · Cantidad"), as one table of row, column and reason.
import type { ImportResult, ImportRowError } from '../../../domain/sales-import.ts';
import { isApiError } from '../../lib/api-client.ts';

export function rowErrorsOfRefusal(error: unknown): ImportRowError[] {
  if (!isApiError(error) || !error.details) return [];
  return error.details.map((detail) => {
    const match = /^fila (\d+)(?: · (.+))?$/.exec(detail.path);
    return match
      ? { row: Number(match[1]), column: match[2] ?? null, message: detail.message }
      : { row: 0, column: detail.path || null, message: detail.message };
  });
}

export function importCounts(result: ImportResult): { sales: number; rows: number } {
  return {
    sales: result.sales.length,
    rows: result.sales.reduce((count, sale) => count + sale.rows.length, 0),
  };
}
