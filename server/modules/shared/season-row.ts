// A season's row as the modules read it, and the season it stands for (domain/catalog.ts): the
// seasons module lists and locks seasons, the sale rules and the season's figures read one.
import type { Season } from '../../../domain/catalog.ts';

export const SEASON_COLUMNS = ['id', 'name', 'start_date', 'end_date', 'is_open', 'is_voucher_open'] as const;

export type SeasonRow = {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  is_open: boolean;
  is_voucher_open: boolean;
};

export function toSeason(row: SeasonRow): Season {
  return {
    id: row.id,
    name: row.name,
    startDate: row.start_date,
    endDate: row.end_date,
    isOpen: row.is_open,
    isVoucherOpen: row.is_voucher_open,
  };
}
