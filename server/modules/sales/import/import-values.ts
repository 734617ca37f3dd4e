// Cell values of the import as the user typed them: dates in several usual spellings, amounts
// with "$" or thousands commas. Each reader answers the value or a Spanish reason.
import { cleanText } from '../../../../domain/text.ts';
import type { CellValue } from './import-sheet.ts';

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

export function text(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return cleanText(String(value)).trim();
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** AAAA-MM-DD, dd/mm/aaaa, dd/mm/aa or a date cell; empty means "today" (null). */
export function readDate(value: CellValue | undefined): Read<string | null> {
  // exceljs gives date cells as UTC midnight of the day shown.
  if (value instanceof Date) return { ok: true, value: value.toISOString().slice(0, 10) };
  const raw = text(value);
  if (raw === '') return { ok: true, value: null };
  let parts: [number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(raw);
  const mexican = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(raw);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (mexican) {
    const year = Number(mexican[3]);
    parts = [year < 100 ? 2000 + year : year, Number(mexican[2]), Number(mexican[1])];
  }
  if (!parts || !isRealDate(...parts)) {
    return { ok: false, message: `«${raw}» no es una fecha válida: usa el formato dd/mm/aaaa.` };
  }
  return { ok: true, value: `${parts[0]}-${pad(parts[1])}-${pad(parts[2])}` };
}

/** A number as typed: "1,200.50", "$4,300" or a number cell; empty is null. */
export function readNumber(value: CellValue | undefined): number | string | null {
  if (typeof value === 'number') return value;
  const raw = text(value)
    .replace(/^\$\s*/, '')
    .replace(/\s/g, '');
  if (raw === '') return null;
  // Commas only as thousands separators (Mexico writes 1,234.50); "1,5" stays invalid.
  const plain = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw) ? raw.replace(/,/g, '') : raw;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : raw;
}
